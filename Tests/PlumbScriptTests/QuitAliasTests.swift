import Testing

@testable import PlumbScript

/// `exit` leaves the shell as `quit` does (the habit from bash and Python), while a view
/// named `exit` still works where context says it is a name.
@Suite("quit and exit")
struct QuitAliasTests {
    @Test(arguments: ["quit", "exit", "  exit  "])
    func leaves(word: String) {
        let session = makeSession("window root 375x667")
        let output = session.execute(word)
        #expect(!output.failed)
        #expect(output.quit)
    }

    @Test func exitTakesNoArguments() {
        let output = makeSession().execute("exit now")
        #expect(output.failed)
        #expect(!output.quit)
    }

    @Test func aViewNamedExitIsStillAView() {
        let session = makeSession("window root 375x667\nview exit in root")
        let output = session.execute("exit.width == 10")
        #expect(!output.failed, "\(output.text)")
        #expect(!output.quit)
    }
}
