import PlumbLayout

/// `remove`: removes views, guides, constraints or groups.
struct RemoveCommand: SessionCommand {
    static let help = CommandHelp(
        name: "remove",
        category: .viewsAndGuides,
        usage: "remove NAME|#N …",
        summary: "remove a view (with its subtree), a guide, a constraint or a group",
        example: """
            remove #3
            remove button
            remove compact
            """,
        discussion: """
            Removing a view removes its subviews, their guides, and every constraint that
            refers to any of them. Removing a group removes its constraints. A constraint's
            number is never given to another constraint. A view's '.margins' and '.safeArea'
            go only with the view.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.anything], rest: .anything)
    }
    static var effect: CommandEffect { .change }

    static func run(_ remove: RemoveSyntax, in context: CommandContext) throws {
        let targets = try remove.targets.map { (try context.entity($0), $0.range) }
        let layout = context.layout
        // Removing a view removes what it contains: a later target may already be gone.
        for (target, range) in targets where !isRemoved(target) {
            let report = try context.attempt(at: range) { () throws(LayoutError) in
                try Self.remove(target, from: layout)
            }
            context.announce(announcement(of: target, report))
            context.show(report)
        }
    }

    /// Whether the view, guide, group or constraint has been removed already.
    private static func isRemoved(_ target: NamedEntity) -> Bool {
        switch target {
        case .view(let view): view.isRemoved
        case .guide(let guide): guide.isRemoved
        case .group(let group): group.isRemoved
        case .constraint(let c): c.isRemoved
        }
    }

    /// Removes the view, guide, group or constraint from the layout.
    private static func remove(_ target: NamedEntity, from layout: Layout) throws(LayoutError)
        -> LayoutReport
    {
        switch target {
        case .view(let view): try layout.remove(view)
        case .guide(let guide): try layout.remove(guide)
        case .group(let group): try layout.remove(group)
        case .constraint(let c): try layout.remove(c)
        }
    }

    /// `removed button with icon and its constraints #1, #3`: what went, given the report.
    private static func announcement(of target: NamedEntity, _ report: LayoutReport) -> String {
        switch target {
        case .view(let view):
            let others = report.removedItems.filter {
                $0 !== view && !(($0 as? LayoutGuide)?.isSystemGuide ?? false)
            }
            var text = "removed \(view.name)"
            if !others.isEmpty { text += " with " + others.map(\.name).joined(separator: ", ") }
            return text + removedConstraints(report)
        case .guide(let guide): return "removed \(guide.name)" + removedConstraints(report)
        case .group(let group): return "removed group \(group.name)" + removedConstraints(report)
        case .constraint(let c): return "removed \(c.description)"
        }
    }

    /// `; constraints removed with it: #1, #3`, or nothing.
    private static func removedConstraints(_ report: LayoutReport) -> String {
        let numbers = report.removed.compactMap { $0.number.map { "#\($0)" } }
        guard !numbers.isEmpty else { return "" }
        return " and its constraint\(numbers.count == 1 ? "" : "s") "
            + numbers.joined(separator: ", ")
    }
}
