import PlumbDebug
import PlumbLayout

/// `tree`: the hierarchy with frames and markers.
struct TreeCommand: SessionCommand {
    static let help = CommandHelp(
        name: "tree",
        category: .questions,
        usage: "tree [--json]",
        summary: "the view hierarchy with frames, like _autolayoutTrace",
        example: """
            tree
            """,
        discussion: """
            One line per view, indented under its superview, with its frame in superview
            coordinates, and the guides it owns. Markers as in UIKit's _autolayoutTrace:
            '•' a window (it hosts the layout), '*' laid out with constraints, '+' laid out by
            its frame (translatesAutoresizingMaskIntoConstraints). A view whose constraints
            leave its frame free ends with '- AMBIGUOUS LAYOUT for title.minY, title.Height'
            (see 'ambiguity').
            """
    )
    static var completion: CompletionSpec { .query() }

    static func run(_ _: Void, in context: CommandContext) throws {
        let findings = ambiguousViews(in: context.layout)
        if context.wantsJSON {
            let byName = index(findings)
            var tree = LayoutDescriptions.treeJSON(of: context.layout) { view in
                guard let finding = byName[view.name] else { return [] }
                return [("ambiguous", .array(finding.components.map { .string($0.rawValue) }))]
            }
            context.printJSON(tree)
            tree.dismantle()
        } else {
            context.print(marked(LayoutDescriptions.tree(of: context.layout), findings))
        }
    }

    // MARK: - Ambiguity markers

    /// The tree's lines with `- AMBIGUOUS LAYOUT for …` after each ambiguous view.
    ///
    /// As `_autolayoutTrace` prints it. A view's line is its indent, its marker and its name,
    /// then a space; names are unique, so the line is found by its name.
    static func marked(_ tree: String, _ findings: [AmbiguousView]) -> String {
        guard !findings.isEmpty else { return tree }
        let byName = index(findings)
        let lines = tree.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var rest = Substring(line)
            while rest.hasPrefix("|   ") { rest = rest.dropFirst(4) }
            guard let marker = rest.first, "•*+".contains(marker) else { return String(line) }
            let name = rest.dropFirst().prefix { $0 != " " }
            guard let finding = byName[String(name)] else { return String(line) }
            return String(line) + AmbiguityText.traceSuffix(finding)
        }
        return lines.joined(separator: "\n")
    }

    /// The findings by view name (names are unique), looked up once per line of the tree.
    private static func index(_ findings: [AmbiguousView]) -> [String: AmbiguousView] {
        var byName: [String: AmbiguousView] = [:]  // lookup only; never iterated
        for finding in findings where byName[finding.item.name] == nil {
            byName[finding.item.name] = finding
        }
        return byName
    }
}
