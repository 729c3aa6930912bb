import PlumbDebug
import PlumbLayout

/// `import`: rebuilds a layout from Apple's console log and runs it here.
///
/// The log is read by ``PlumbDebug/ImportedLayout``, which writes the rebuilt layout as a
/// script; the script runs here as part of the statement (so `undo` takes the whole import
/// back and `save` keeps it), and the conflicts it meets are reported as they happen.
struct ImportCommand: SessionCommand {
    static let help = CommandHelp(
        name: "import",
        category: .files,
        usage: "import FILE [margins N]",
        summary:
            "rebuild views and constraints from an Apple console log or constraint descriptions",
        example: """
            import crash.log
            explain
            """,
        discussion: """
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
            A log does not print layout margins: views whose margins the constraints use get
            UIKit's default 8, or 'margins N'; when the constraints can all hold with 8 but the
            log shows UIKit breaking one, 16 and then 20 are tried. What was assumed is said.
            """
    )
    static var completion: CompletionSpec { CompletionSpec(positional: [.filePath]) }
    static var effect: CommandEffect { .session }

    static func run(_ syntax: (path: FilePathSyntax, margins: Double?), in context: CommandContext)
        throws
    {
        let (path, margins) = syntax
        let text = try context.readFile(path)
        let layout = context.layout
        var taken = layout.items.map(\.name) + layout.groups.map(\.name)
        taken += layout.userConstraints.compactMap(\.identifier)
        let imported: ImportedLayout
        do {
            imported = try ImportedLayout.read(
                text, fileName: path.path, reserving: taken,
                margins: margins ?? context.session.options.importMargins)
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
        // What the script assumes closes it, as comments it keeps when saved.
        notice(
            ([String(script.dropLast())] + imported.assumptions.map { "# assumed: " + $0 })
                .joined(separator: "\n"))
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
        if context.wantsJSON {
            context.printJSON(
                document(imported, log: path.path, firstNumber: firstNumber, in: context.layout))
            return
        }
        let summary = imported.recoverySummary(in: context.layout, firstNumber: firstNumber)
        if !summary.isEmpty { notice(summary) }
    }

    /// The `--json` document of an import (docs/apple-formats.md): the views and
    /// constraints the log gave, what UIKit and Plumb broke, each conflict by the log's
    /// addresses, the verdict, and the views left ambiguous.
    static func document(
        _ imported: ImportedLayout, log: String, firstNumber: Int, in layout: Layout
    ) -> JSONValue {
        // A constraint printed without an address is named after its log line.
        func name(_ c: ImportedLayout.Constraint) -> String {
            c.source.address.isEmpty ? "line:\(c.source.position.line)" : c.source.address
        }
        var made: [(ImportedLayout.Constraint, LayoutConstraint?)] = []
        for (k, c) in imported.constraints.enumerated() {
            made.append((c, layout.constraint(number: firstNumber + k)))
        }
        // By identity, looked up for every member of every conflict (never iterated).
        var addresses: [ObjectIdentifier: String] = [:]
        for (c, built) in made {
            if let built, addresses[ObjectIdentifier(built)] == nil {
                addresses[ObjectIdentifier(built)] = name(c)
            }
        }
        func address(of c: LayoutConstraint) -> String? { addresses[ObjectIdentifier(c)] }
        let views = imported.items.filter {
            if case .guide = $0.kind { return false }
            return true
        }
        let conflicts = ConflictExplanation.current(in: layout, withFixes: true)
        // The views and guides the log names (a guide the trace marks ambiguous is listed).
        let importedNames = Set(imported.items.map(\.name))
        let ambiguous = ambiguousViews(in: layout).map(\.item.name).filter {
            importedNames.contains($0)
        }
        return .object([
            ("log", .string(log)),
            (
                "views",
                .array(
                    views.map { item in
                        .object([
                            ("name", .string(item.name)),
                            ("address", .string(item.original?.address)),
                            ("class", .string(item.original?.className)),
                        ])
                    })
            ),
            (
                "constraints",
                .array(
                    made.map { c, built in
                        .object([
                            ("number", .integer(built?.number)),
                            ("address", .string(name(c))),
                            ("line", .integer(c.source.position.line)),
                            ("script", .string(built?.description)),
                        ])
                    })
            ),
            ("uikit_broke", .string(imported.constraints.first(where: \.brokenByUIKit).map(name))),
            (
                "uikit_broke_all",
                .array(imported.constraints.filter(\.brokenByUIKit).map { .string(name($0)) })
            ),
            ("framework", .string(imported.framework)),
            (
                "plumb_broke",
                .array(layout.brokenConstraints.compactMap { address(of: $0) }.map { .string($0) })
            ),
            ("conflicts", .array(conflicts.map { conflictDocument($0, address: address) })),
            ("verdict", .string(conflicts.isEmpty ? "satisfiable" : "conflict")),
            ("ambiguous", .array(ambiguous.map { .string($0) })),
            ("assumptions", .array(imported.assumptions.map { .string($0) })),
        ])
    }

    /// One conflict of the `--json` document: members by the log's addresses, the implicit
    /// system constraints as text, the arithmetic and the fixes.
    static func conflictDocument(
        _ conflict: ConflictExplanation, address: (LayoutConstraint) -> String?
    ) -> JSONValue {
        let members = conflict.members.map(\.constraint)
        let addresses: [JSONValue] = members.compactMap { address($0) }.map { .string($0) }
        let implicit: [JSONValue] = members.filter(\.isSystem).map { .string($0.description) }
        // The fixes that work, each as the action it takes (`lower #2 to 999`, `remove #2`,
        // `resize root 554x667`).
        let fixes: [JSONValue] = conflict.fixes.filter(\.resolves).map { .string($0.title) }
        return .object([
            ("members", .array(addresses)),
            ("implicit", .array(implicit)),
            ("arithmetic", .string(conflict.arithmetic.summary)),
            ("fixes", .array(fixes)),
        ])
    }
}
