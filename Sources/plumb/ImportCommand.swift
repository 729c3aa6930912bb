import ArgumentParser
import PlumbScript
import PlumbShell

/// `plumb import LOG`: rebuilds an Apple console log as a session script and explains it.
///
/// It runs the session's `import` statement on a fresh session, so the output is what the
/// shell prints for `import LOG`: the rebuilt script, each conflict as it is met, and how
/// Plumb's recovery compares with UIKit's.
struct ImportLog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Rebuild and explain an Apple console log.",
        discussion: """
            Reads an 'Unable to simultaneously satisfy constraints' report as UIKit or AppKit
            prints it (or bare NSLayoutConstraint descriptions, or an _autolayoutTrace), and
            prints the layout it describes as a session script — views named after their
            class, text or accessibility identifier, each with its address in a comment —
            then the conflicts the rebuilt layout meets, and whether Plumb broke the
            constraint UIKit broke.

            Examples:
              plumb import crash.log
              plumb import crash.log > crash.plumb 2>/dev/null; plumb run crash.plumb
              pbpaste | plumb import -

            Exit status: 0 when the log was read, 1 when nothing in it could be read (the
            error names LOG:LINE:COL).
            """)

    @Argument(help: ArgumentHelp("The console log to read; '-' reads standard input.", valueName: "log"))
    var log: String

    @Flag(help: "Print only the rebuilt script (what 'save' would write after the import).")
    var scriptOnly = false

    func run() throws {
        let printer = ShellPrinter()
        var path = log
        var files: any SessionFileSystem = LocalFileSystem()
        if log == "-" {
            path = "<stdin>"
            files = InMemoryFileSystem([path: StandardInput.readAll()])
        }
        let session = Session(options: Session.Options(announcesChanges: false), fileSystem: files)
        let output = session.execute("import " + FilePathSyntax(path).description)
        if scriptOnly {
            for block in output.blocks where block.style == .error { printer.write(block) }
            if let script = output.blocks.first(where: { $0.style == .plain }), !output.failed {
                printer.write(script)
            }
        } else {
            printer.write(output)
        }
        if output.failed { throw ExitCode(1) }
    }
}
