import ArgumentParser
import PlumbScript
import PlumbShell

/// `plumb run FILE… [--strict] [--json] [--echo]`: replays session scripts.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay session scripts, stopping at the first error.",
        discussion: reflowed(
            """
            The scripts run in order, in one session, as if typed at the shell.
            An error stops the run with exit status 1 and names FILE:LINE:COL,
            with the line and a caret under the mistake. Without --echo only
            answers to questions (frames, tree, show, …) and conflict reports
            are printed; with it, the run reads like a transcript of the shell.

            Examples:
              plumb run sessions/01-easy-layout.plumb
              plumb run --echo sessions/10-ambiguous.plumb
              plumb run --strict layout.plumb && echo "every required constraint holds"
              cat layout.plumb | plumb run - --json
            """))

    @Argument(
        help: ArgumentHelp(
            "The scripts to run, in order; '-' reads standard input.", valueName: "file"))
    var files: [String] = []

    @Flag(help: "A required constraint that cannot be satisfied is an error (exit status 1).")
    var strict = false

    @Flag(help: "Questions print one JSON document each; reports go to standard error.")
    var json = false

    @Flag(help: "Print each statement as 'plumb> statement' before its output.")
    var echo = false

    func validate() throws {
        if files.isEmpty {
            throw ValidationError("give at least one script to run, or '-' for standard input")
        }
    }

    func run() throws {
        let session = Session(
            options: Session.Options(json: json, strict: strict, announcesChanges: echo))
        session.keepUntilExit()
        let printer = ShellPrinter(warningsToError: json)
        session.terminalSize = Terminal.windowSize
        let fileSystem = LocalFileSystem()
        for file in files {
            let text: String
            let name: String
            if file == "-" {
                do {
                    text = try StandardInput.readAll()
                } catch {
                    printer.write(SessionOutput.Block(.error, "plumb: \(error.message)"))
                    throw ExitCode(1)
                }
                name = "<stdin>"
            } else {
                do {
                    text = try fileSystem.readFile(atPath: file)
                } catch {
                    printer.write(SessionOutput.Block(.error, "plumb: \(error.message)"))
                    throw ExitCode(1)
                }
                name = file
            }
            let output = session.run(script: text, fileName: name, echo: echo)
            printer.write(output)
            if output.failed { throw ExitCode(1) }
            if session.hasQuit { break }
        }
    }
}
