import Foundation
import Testing

@testable import PlumbScript
@testable import PlumbShell

/// Lines given in advance, as a person or a pipe would give them.
private struct ScriptedReader: LineReader {
    var results: [ReadResult]
    var prompts: [String] = []

    mutating func readLine(prompt: String) -> ReadResult {
        prompts.append(prompt)
        return results.isEmpty ? .endOfInput : results.removeFirst()
    }
}

/// Runs a shell over `results` and returns what it wrote to standard output and error, the
/// exit status and the prompts it asked with.
private func runShell(_ results: [ReadResult], interactive: Bool = false) throws -> (
    output: String, errors: String, status: Int32
) {
    let directory = FileManager.default.temporaryDirectory
    let outputURL = directory.appendingPathComponent("plumb-shell-out-\(UUID().uuidString)")
    let errorURL = directory.appendingPathComponent("plumb-shell-err-\(UUID().uuidString)")
    defer {
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }
    let output = open(outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let errors = open(errorURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(output >= 0 && errors >= 0)
    let printer = ShellPrinter(outputDescriptor: output, errorDescriptor: errors)
    let shell = Shell(
        session: Session(fileSystem: InMemoryFileSystem()),
        reader: ScriptedReader(results: results), printer: printer, isInteractive: interactive)
    let status = shell.run()
    close(output)
    close(errors)
    return (
        try String(contentsOf: outputURL, encoding: .utf8),
        try String(contentsOf: errorURL, encoding: .utf8), status
    )
}

@Suite struct ShellTests {
    @Test func entriesRunInOrderAndAnEmptyLineDoesNothing() throws {
        let run = try runShell([
            .line("window root 100x100"), .line(""), .line("   "), .line("view a in root"),
            .line("a.size == 10x10"), .line("frames a"),
        ])
        #expect(
            run.output
                == "#1 a.width == 10\n#2 a.height == 10\na  (0, 0, 10, 10)  ambiguous: x, y free\n")
        #expect(run.errors == "")
        #expect(run.status == 0)
    }

    @Test func anOpenBlockContinuesOnTheNextLines() throws {
        let run = try runShell([
            .line("window root 100x100"), .line("view a in root"), .line("group g {"),
            .line("  a.width == 10 &&"), .line("  a.height == 20"), .line("}"), .line("frames a"),
        ])
        #expect(
            run.output == """
                group g (on, 2 constraints)
                  #1 a.width == 10
                  #2 a.height == 20
                a  (0, 0, 10, 20)  ambiguous: x, y free

                """)
    }

    @Test func controlCDropsTheEntryBeingTyped() throws {
        let run = try runShell([
            .line("window root 100x100"), .line("view a in root"), .line("group g {"),
            .line("a.width == 10"), .interrupted, .line("constraints"),
        ])
        #expect(run.output == "no constraints\n")
        #expect(run.status == 0)
    }

    @Test func anEntryStillOpenAtTheEndIsReported() throws {
        let run = try runShell([.line("window root 100x100"), .line("group g {")])
        #expect(run.errors.contains("expected '}' to close the block"))
        #expect(run.status == 1)
    }

    @Test func errorsGoToStandardErrorAndSetTheStatusOfAPipedShell() throws {
        let run = try runShell([
            .line("window root 100x100"), .line("root.widht == 1"), .line("frames"),
        ])
        #expect(run.errors.hasPrefix("error: unknown attribute 'widht'; did you mean 'width'?\n"))
        #expect(run.output == "root  (0, 0, 100, 100)\n")
        #expect(run.status == 1)
    }

    @Test func quitStops() throws {
        let run = try runShell([.line("window root 100x100"), .line("quit"), .line("frames")])
        #expect(run.output == "")
        #expect(run.status == 0)
    }

    @Test func anInteractiveShellGreetsAndAlwaysExitsZero() throws {
        let run = try runShell([.line("frobnicate")], interactive: true)
        #expect(run.output.hasPrefix(Shell.greeting + "\n"))
        #expect(run.status == 0)
    }

    @Test func promptsAreAskedForOnlyInteractively() throws {
        let session = Session(fileSystem: InMemoryFileSystem())
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        final class Recorder: LineReader {
            var results: [ReadResult] = [.line("window w 1x1"), .line("group g {"), .line("}")]
            var prompts: [String] = []
            func readLine(prompt: String) -> ReadResult {
                prompts.append(prompt)
                return results.isEmpty ? .endOfInput : results.removeFirst()
            }
        }
        let recorder = Recorder()
        let printer = ShellPrinter(outputDescriptor: null, errorDescriptor: null)
        _ = Shell(session: session, reader: recorder, printer: printer, isInteractive: true).run()
        // The last prompt is asked again: the first end of input only warns about the window
        // that was never saved.
        #expect(recorder.prompts == ["plumb> ", "plumb> ", "...> ", "plumb> ", "plumb> "])
        let quiet = Recorder()
        _ = Shell(
            session: Session(fileSystem: InMemoryFileSystem()), reader: quiet, printer: printer,
            isInteractive: false
        ).run()
        #expect(quiet.prompts.allSatisfy { $0.isEmpty })
    }

    @Test func utf8PassesThroughUnchanged() throws {
        let run = try runShell([
            .line("window root 100x100 # a comment with λ and 🎉"), .line("view λ in root"),
        ])
        #expect(run.errors.contains("λ"))
        #expect(!run.errors.contains("\u{FFFD}"))
    }

    @Test func pipedOutputHasNoColour() throws {
        let run = try runShell([
            .line("nonsense"), .line("window root 10x10"), .line("view a in root"),
            .line("a.width == 1; a.width == 2"),
        ])
        #expect(!run.errors.contains("\u{1B}["))
        #expect(!run.output.contains("\u{1B}["))
    }

    /// A scripted reader: returns `results` in turn, then the end of input; keeps what the
    /// shell records in its history.
    final class ScriptedReader: LineReader {
        var results: [ReadResult]
        var prompts: [String] = []
        var recorded: [String] = []
        init(_ results: [ReadResult]) { self.results = results }
        func readLine(prompt: String) -> ReadResult {
            prompts.append(prompt)
            return results.isEmpty ? .endOfInput : results.removeFirst()
        }
        func record(_ entry: String) { recorded.append(entry) }
    }

    func interactiveRun(_ reader: ScriptedReader, files: InMemoryFileSystem = InMemoryFileSystem())
        -> (Session, Int32)
    {
        let session = Session(fileSystem: files)
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        let printer = ShellPrinter(outputDescriptor: null, errorDescriptor: null)
        let status = Shell(session: session, reader: reader, printer: printer, isInteractive: true)
            .run()
        return (session, status)
    }

    @Test func endOfInputInsideABlockDropsTheBlockAndReadsOn() {
        let reader = ScriptedReader([
            .line("window w 10x10"), .line("group g {"), .line("w.width == 10 &&"), .endOfInput,
            .line("save w.plumb"),
        ])
        let (session, status) = interactiveRun(reader)
        #expect(status == 0)
        #expect(session.history == ["window w 10x10", "save w.plumb"])
        #expect(reader.prompts == ["plumb> ", "plumb> ", "...> ", "...> ", "plumb> ", "plumb> "])
    }

    @Test func leavingUnsavedWorkWarnsOnceThenLeaves() {
        let reader = ScriptedReader([.line("window w 10x10"), .line("quit"), .line("quit")])
        let (session, _) = interactiveRun(reader)
        #expect(session.hasQuit)
        #expect(reader.results.isEmpty)
        // Saved work leaves at the first quit.
        let saved = ScriptedReader([.line("window w 10x10"), .line("save w.plumb"), .line("quit")])
        let (_, status) = interactiveRun(saved)
        #expect(status == 0)
        #expect(saved.prompts.count == 3)
    }

    @Test func aBlockIsRecordedAsOneEntry() {
        let reader = ScriptedReader([
            .line("window w 10x10"), .line("group g {"), .line("w.width == 10"), .line("}"),
            .line("save w.plumb"),
        ])
        _ = interactiveRun(reader)
        #expect(
            reader.recorded == ["window w 10x10", "group g {\nw.width == 10\n}", "save w.plumb"])
    }
}
