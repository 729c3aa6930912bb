import Foundation
import PlumbTestSupport
import Testing

/// The built `plumb` executable, run as a user runs it: scripts on standard input and in
/// files, exit statuses, `--help` and `--version`.
///
/// The binary is found next to the test bundle (SwiftPM builds every product into the same
/// directory); set `PLUMB_BINARY` to test another one.
@Suite struct ShellBinaryTests {
    static let binary = PlumbBinary.url
    typealias Result = PlumbBinary.Result

    /// Runs the binary with `arguments` and `input` on standard input.
    func plumb(_ arguments: [String], input: String = "", environment: [String: String] = [:])
        throws -> Result
    {
        try PlumbBinary.run(arguments, input: input, environment: environment)
    }

    func temporaryScript(_ text: String) throws -> String {
        try PlumbBinary.temporaryScript(text, prefix: "plumb-binary")
    }

    static let seed = """
        window root 375x667
        view button in root intrinsic 74x30
        view text in root intrinsic _x30
        button.width == 88; button.right == root.right - 22; button.top == root.top + 44
        text.left == root.left + 22; text.right == button.left - 22; text.top == button.top
        frames

        """

    @Test(.found) func aPipedShellPrintsAnswersWithoutPrompts() throws {
        let result = try plumb([], input: Self.seed)
        #expect(result.status == 0)
        #expect(!result.output.contains("plumb>"))
        #expect(
            result.output.hasSuffix(
                "root    (0, 0, 375, 667)\nbutton  (265, 44, 88, 30)\ntext    (22, 44, 221, 30)\n"))
        #expect(result.errors == "")
    }

    @Test(.found) func runReadsStandardInputAndIsQuiet() throws {
        let result = try plumb(["run", "-"], input: Self.seed)
        #expect(result.status == 0)
        #expect(
            result.output
                == "root    (0, 0, 375, 667)\nbutton  (265, 44, 88, 30)\ntext    (22, 44, 221, 30)\n"
        )
    }

    @Test(.found) func runStopsAtTheFirstErrorWithFileLineAndColumn() throws {
        let path = try temporaryScript("window root 10x10\nview a in root\na.widht == 1\nframes\n")
        let result = try plumb(["run", path])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(
            result.errors.hasPrefix(
                "\(path):3:3: error: unknown attribute 'widht'; did you mean 'width'?\n3 | a.widht == 1\n"
            ))
    }

    @Test(.found) func runEchoReadsLikeATranscript() throws {
        let path = try temporaryScript(
            "window root 10x10\nview a in root\na.size == 5x5\nframes a\n")
        let result = try plumb(["run", "--echo", path])
        #expect(
            result.output == """
                plumb> window root 10x10
                plumb> view a in root
                plumb> a.size == 5x5
                #1 a.width == 5
                #2 a.height == 5
                plumb> frames a
                a  (0, 0, 5, 5)  ambiguous: x, y free

                """)
    }

    @Test(.found) func runJSONPrintsOnlyJSONOnStandardOutput() throws {
        let script = "window root 10x10\nview a in root\na.width == 5\na.width == 6\nframes a\n"
        let result = try plumb(["run", "--json", "-"], input: script)
        #expect(result.status == 0)
        #expect(result.output == "{\"a\": {\"x\": 0, \"y\": 0, \"width\": 5, \"height\": 0}}\n")
        #expect(result.errors.contains("unable to simultaneously satisfy constraints"))
    }

    @Test(.found) func strictMakesAConflictExitOne() throws {
        let script = "window root 10x10\nview a in root\na.width == 5\na.width == 6\n"
        #expect(try plumb(["run", "-"], input: script).status == 0)
        let strict = try plumb(["run", "--strict", "-"], input: script)
        #expect(strict.status == 1)
        #expect(strict.errors.contains("error: unable to simultaneously satisfy constraints"))
        // FILE:LINE:COL and the statement with a caret, like every other error.
        #expect(strict.errors.contains("<stdin>:4:1: error: unable to simultaneously satisfy"))
        #expect(strict.errors.contains("| ^~~"))
    }

    @Test(.found) func severalFilesRunInOneSession() throws {
        let first = try temporaryScript("window root 10x10\nview a in root\n")
        let second = try temporaryScript("a.size == 4x4\nframes a\n")
        let result = try plumb(["run", first, second])
        #expect(result.output == "a  (0, 0, 4, 4)  ambiguous: x, y free\n")
    }

    @Test(.found) func aScriptAloneRunsAsPlumbRunDoes() throws {
        let script = try temporaryScript(
            "window root 10x10\nview a in root\na.size == 4x4\nframes a\n")
        let result = try plumb([script])
        #expect(result.status == 0)
        #expect(result.output == "a  (0, 0, 4, 4)  ambiguous: x, y free\n")
    }

    @Test(.found) func dashIRunsTheScriptThenStaysInTheShell() throws {
        let script = try temporaryScript("window root 10x10\nview a in root\na.size == 4x4\n")
        let result = try plumb(["-i", script], input: "frames a\n")
        #expect(result.status == 0)
        #expect(result.output.contains("a  (0, 0, 4, 4)"))
        #expect(result.output.hasSuffix("a  (0, 0, 4, 4)  ambiguous: x, y free\n"))
    }

    @Test(.found) func helpWrapsToTheTerminalWidth() throws {
        let narrow = try plumb(["help", "import"], environment: ["COLUMNS": "50"])
        let lines = narrow.output.split(separator: "\n")
        #expect(lines.count > 10)
        // (The usage line is argument-parser's, which never breaks it.)
        #expect(
            lines.allSatisfy { $0.count <= 50 || $0.hasPrefix("USAGE:") }, "\(narrow.output)")
        // A paragraph is one text, not the lines the source happened to break it into.
        let wide = try plumb(["help", "import"], environment: ["COLUMNS": "200"])
        #expect(
            wide.output.contains("report as UIKit or AppKit prints it (or bare"), "\(wide.output)")
    }

    @Test(.found) func aMistypedSubcommandGetsASuggestion() throws {
        let result = try plumb(["rn"])
        #expect(result.status != 0)
        #expect(
            result.errors.contains("'rn' is neither a subcommand nor a script; did you mean 'run'?")
        )
        let check = try plumb(["chek"])
        #expect(check.errors.contains("did you mean 'check'?"))
        let help = try plumb(["help", "run"])
        #expect(help.output.contains("Replay session scripts"))
    }

    @Test(.found) func aMissingFileIsAnError() throws {
        let result = try plumb(["run", "/nonexistent/plumb.plumb"])
        #expect(result.status == 1)
        #expect(result.errors.contains("cannot read '/nonexistent/plumb.plumb'"))
    }

    @Test(.found) func helpTeachesAndVersionAnswers() throws {
        let help = try plumb(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("plumb run sessions/01-easy-layout.plumb"))
        #expect(help.output.contains("run"))
        let runHelp = try plumb(["run", "--help"])
        #expect(runHelp.output.contains("--strict"))
        #expect(runHelp.output.contains("--echo"))
        let version = try plumb(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("0."))
    }

    @Test(.found) func theDebuggerSubcommandsAreRegistered() throws {
        let check = try plumb(["check", "x.plumb"])
        #expect(check.status != 0)
        // A script that cannot be read is a script error: exit status 2.
        #expect(check.status == 2 && check.errors.contains("cannot read 'x.plumb'"))
    }

    @Test(.found) func outputIsByteCleanUTF8() throws {
        let result = try plumb(["run", "-"], input: "window root 10x10 # λ 🎉\nview 🎉 in root\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("view 🎉 in root"))
        #expect(!result.errors.contains("\u{1B}["))
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when the `plumb` binary was found, and says why it was skipped.
    static var found: Self {
        .enabled(
            if: ShellBinaryTests.binary != nil,
            "the plumb binary was not found next to the test bundle; build it with 'swift build' or set PLUMB_BINARY"
        )
    }
}
