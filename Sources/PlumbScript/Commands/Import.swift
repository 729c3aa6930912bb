import PlumbDebug
import PlumbLayout

/// `import FILE`: rebuild views and constraints from an Apple console log or constraint descriptions.
///
/// The log is read by ``PlumbDebug/ImportedLayout``, which writes the rebuilt layout as a
/// script; the script runs here as part of the statement (so `undo` takes the whole import
/// back and `save` keeps it), and the conflicts it meets are reported as they happen.
struct ImportCommand: SessionCommand {
    static let name = "import"
    static let category = CommandCategory.files
    static let usage = "import FILE"
    static let summary =
        "rebuild views and constraints from an Apple console log or constraint descriptions"
    static let example = """
        import crash.log
        explain
        """
    static let discussion = """
        Reads an 'Unable to simultaneously satisfy constraints' report (or a list of
        NSLayoutConstraint descriptions, or an _autolayoutTrace) as UIKit or AppKit prints
        it: modern and legacy descriptions, ASCII art such as 'H:|-(8)-[UILabel:0x…]',
        NSSpace, autoresizing constraints (h=--& v=--&), encapsulated sizes, SnapKit's
        descriptions, and accessibility names with their 'names:' legend. It rebuilds the
        views (named after their accessibility identifier, text or class: label1, view2;
        each comment gives the address in the log), works out the hierarchy, makes windows
        of the views whose container imposed a size, and makes the constraints with their
        priorities and identifiers. The rebuilt script is printed, then run: the constraint
        UIKit broke comes last, so Plumb meets the conflict there and says whether it broke
        the same one. 'undo' takes the whole import back; 'save' writes the script.
        """
    static var completion: CompletionSpec { CompletionSpec(positional: [.filePath]) }
    static var effect: CommandEffect { .session }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        guard case .import(let path) = statement.kind else { throw context.internalError() }
        let text = try context.readFile(path)
        let layout = context.layout
        var taken = layout.items.map(\.name) + layout.groups.map(\.name)
        taken += layout.userConstraints.compactMap(\.identifier)
        let imported: ImportedLayout
        do {
            imported = try ImportedLayout.read(text, fileName: path.path, reserving: taken)
        } catch {
            context.session.emitError(error.rendered(in: text, fileName: path.path))
            throw AlreadyReported()
        }
        for warning in imported.warnings {
            context.warn(warning.rendered(in: text, fileName: path.path, severity: "warning"))
        }
        // In JSON mode standard output carries only JSON documents: the script and the
        // comparison go with the warnings.
        let notice: (String) -> Void = context.session.options.json ? context.warn : context.print
        let scriptName = path.path + ".plumb"
        let script = imported.script(scriptName: scriptName)
        notice(String(script.dropLast()))
        let firstNumber = layout.nextConstraintNumber
        try context.run(script, fileName: scriptName)
        // Each constraint cites the log's own line (and the app's code when the log names
        // it), not the script just written, which is not a file anyone has.
        for (k, c) in imported.constraints.enumerated() {
            guard let made = context.layout.constraint(number: firstNumber + k) else { continue }
            let code = c.source.sourceFile.map { "\($0):\(c.source.sourceLine ?? 0)" }
            context.layout.setOrigin(
                .log(file: path.path, line: c.source.position.line, code: code), of: made)
        }
        let summary = imported.recoverySummary(in: context.layout, firstNumber: firstNumber)
        if !summary.isEmpty { notice(summary) }
    }
}
