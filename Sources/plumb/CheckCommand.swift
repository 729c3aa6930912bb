import ArgumentParser
import PlumbDebug
import PlumbScript
import PlumbShell
import PlumbText

/// `plumb check FILE… [--json]`.
///
/// A layout linter. Each script runs in a fresh session; the layout it leaves is checked for
/// conflicts and ambiguity.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Exit 0 only if every layout is satisfiable and unambiguous.",
        discussion: reflowed(
            """
            Each script runs on its own, in a fresh session, and the layout it leaves is
            checked as the shell's 'check' checks it: every required constraint must hold
            (nothing broken to recover from a conflict) and every view's frame must be fixed
            (no ambiguity, judged in its superview's terms). The summary of each file is
            printed; answers to questions in the scripts and conflict reports are not.

            Exit status: 0 when every layout is satisfiable and unambiguous, 1 when some
            layout is not, 2 when a script has an error (it is reported as FILE:LINE:COL and
            its layout is not judged).

            With --json, one document: {"ok": BOOL, "files": [{"file": NAME, "satisfiable":
            BOOL, "unambiguous": BOOL, "conflicts": [{"constraints": [ID…], "broken": ID,
            "arithmetic": TEXT}], "ambiguous": {VIEW: [COMPONENT…]}}]}, a script with an error
            as {"file": NAME, "error": TEXT}. An ID is "#N" for a user constraint and the
            relation with its rule for a system one: "root.width == 375 (window width)".

            Examples:
              plumb check sessions/*.plumb
              plumb check --json layout.plumb | jq '.files[0].conflicts'
            """))

    @Argument(
        help: ArgumentHelp("The scripts to check; '-' reads standard input.", valueName: "file"))
    var files: [String] = []

    @Flag(help: "Print one JSON document for all the files.")
    var json = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one script to check") }
    }

    func run() throws {
        let printer = ShellPrinter()
        var documents: [JSONValue] = []
        var scriptError = false
        var unclean = false
        for file in files {
            let name = file == "-" ? "<stdin>" : file
            var failure: String?
            var check: (LayoutCheck, Session)?
            if let text = read(file, failure: &failure) {
                let session = Session(options: Session.Options(announcesChanges: false))
                let output = session.run(script: text, fileName: name)
                if output.failed {
                    failure = output.text(of: .error).trimmingSuffix()
                } else {
                    check = (LayoutCheck(session.layout), session)
                }
            }
            if let failure {
                scriptError = true
                if json {
                    documents.append(
                        .object([("file", .string(name)), ("error", .string(failure))]))
                } else {
                    printer.write(SessionOutput.Block(.error, failure))
                }
            } else if let (result, session) = check {
                if !result.isClean { unclean = true }
                if json {
                    documents.append(
                        .object(
                            [("file", .string(name))]
                                + ConflictReport.checkMembers(result, in: session.layout)))
                } else {
                    printer.write(
                        SessionOutput.Block(
                            .plain, "\(name): " + result.rendered(in: session.layout)))
                }
            }
        }
        if json {
            let ok = !scriptError && !unclean
            printer.write(
                SessionOutput.Block(
                    .plain,
                    JSONValue.object([("ok", .bool(ok)), ("files", .array(documents))]).rendered()))
        }
        if scriptError { throw ExitCode(2) }
        if unclean { throw ExitCode(1) }
    }

    /// The script's text, or nil with `failure` set.
    private func read(_ file: String, failure: inout String?) -> String? {
        do {
            if file == "-" { return try StandardInput.readAll() }
            return try LocalFileSystem().readFile(atPath: file)
        } catch {
            failure = "plumb: \(error.message)"
            return nil
        }
    }
}

extension String {
    /// The text without its final newlines.
    fileprivate func trimmingSuffix() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
