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
            then, as comments, the conflicts the rebuilt layout meets and whether Plumb
            broke the constraint UIKit broke: the output is itself a script to run.

            Examples:
              plumb import crash.log
              plumb import crash.log > crash.plumb && plumb run --echo crash.plumb
              pbpaste | plumb import -

            Exit status: 0 when the log was read, 1 when nothing in it could be read (the
            error names LOG:LINE:COL).
            """)

    @Argument(help: ArgumentHelp("The console log to read; '-' reads standard input.", valueName: "log"))
    var log: String

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
        // The script first; what follows it (warnings, conflicts, the comparison with
        // UIKit) as comments, so that standard output is itself a script to run.
        var scriptPrinted = false
        for block in output.blocks {
            if block.style == .error || (!scriptPrinted && block.style == .plain) {
                printer.write(block)
                scriptPrinted = scriptPrinted || block.style == .plain
                continue
            }
            let commented = block.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "#" : "# " + $0 }.joined(separator: "\n")
            printer.write(SessionOutput.Block(.plain, commented))
        }
        if output.failed { throw ExitCode(1) }
    }
}
