import ArgumentParser
import PlumbScript
import PlumbShell
import PlumbText

/// `plumb import LOG`: rebuilds an Apple console log as a session script and explains it.
///
/// It runs the session's `import` statement on a fresh session, so the output is what the
/// shell prints for `import LOG`: the rebuilt script, each conflict as it is met, and how
/// Plumb's recovery compares with UIKit's.
struct ImportLog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Rebuild and explain an Apple console log.",
        discussion: reflowed(
            """
            Reads an 'Unable to simultaneously satisfy constraints' report as
            UIKit or AppKit prints it (or bare NSLayoutConstraint descriptions,
            or an _autolayoutTrace), and prints the layout it describes as a
            session script: views named after their class, text or
            accessibility identifier, each with its address in a comment. Then,
            as comments, whether Plumb broke the constraint UIKit broke, and
            the full account of each conflict ('explain': the minimal set, the
            arithmetic, the fixes that work). The output is itself a script.

            Examples:
              plumb import crash.log
              plumb import crash.log > crash.plumb && plumb run --echo crash.plumb
              plumb import --margins 16 crash.log
              pbpaste | plumb import -

            Exit status: 0 when the log was read, 1 when nothing in it could be
            read (the error names LOG:LINE:COL).
            """))

    @Argument(
        help: ArgumentHelp("The console log to read; '-' reads standard input.", valueName: "log"))
    var log: String

    @Flag(
        help: ArgumentHelp(
            "Print one JSON document instead of the script (docs/apple-formats.md has its keys)."))
    var json = false

    @Option(
        help: ArgumentHelp(
            "The layout margins of views whose margins the log does not print (UIKit's default: 8).",
            valueName: "points"))
    var margins: Double?

    func validate() throws {
        if let margins, !(margins >= 0 && margins.isFinite) {
            throw ValidationError("--margins takes a number of points, 0 or more")
        }
    }

    /// `text` as comment lines.
    static func commented(_ text: String) -> SessionOutput.Block {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return SessionOutput.Block(
            .plain, lines.map { $0.isEmpty ? "#" : "# " + $0 }.joined(separator: "\n"))
    }

    func run() throws {
        let printer = ShellPrinter()
        var path = log
        var files: any SessionFileSystem = LocalFileSystem()
        if log == "-" {
            path = "<stdin>"
            do {
                files = InMemoryFileSystem([path: try StandardInput.readAll()])
            } catch {
                printer.write(SessionOutput.Block(.error, "plumb: \(error.message)"))
                throw ExitCode(1)
            }
        }
        var options = Session.Options(json: json, announcesChanges: false)
        options.importMargins = margins
        let session = Session(options: options, fileSystem: files)
        session.keepUntilExit()
        let output = session.execute("import " + FilePathSyntax(path).description)
        if json {
            // Standard output holds the one document; warnings and errors go to standard error.
            for block in output.blocks {
                if block.style == .plain {
                    printer.write(block)
                } else {
                    printer.write(SessionOutput.Block(.error, block.text))
                }
            }
            if output.failed {
                let unreadable: JSONValue = .object([
                    ("log", .string(path)), ("views", .array([])), ("constraints", .array([])),
                    ("uikit_broke", .null), ("uikit_broke_all", .array([])),
                    ("framework", .null), ("plumb_broke", .array([])), ("conflicts", .array([])),
                    ("verdict", .string("unreadable")), ("ambiguous", .array([])),
                    ("assumptions", .array([])),
                ])
                printer.write(SessionOutput.Block(.plain, unreadable.rendered()))
                throw ExitCode(1)
            }
            return
        }
        // The script first; then, as comments so that standard output is itself a script
        // to run: warnings, how Plumb's recovery compares with UIKit's, and the full
        // account of each conflict ('explain', with the fixes that work) in place of the
        // short report printed as each was met.
        var scriptPrinted = false
        for block in output.blocks {
            if block.style == .error || (!scriptPrinted && block.style == .plain) {
                printer.write(block)
                scriptPrinted = scriptPrinted || block.style == .plain
            } else if !block.text.hasPrefix("unable to simultaneously satisfy constraints") {
                printer.write(Self.commented(block.text))
            }
        }
        if !output.failed, !session.layout.brokenConstraints.isEmpty {
            let account = session.execute("explain")
            for block in account.blocks where !account.failed {
                printer.write(Self.commented(block.text))
            }
        }
        if output.failed { throw ExitCode(1) }
    }
}
