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
        var targets: [(NamedEntity, SourceRange)] = []
        for reference in remove.targets {
            targets.append((try context.entity(reference), reference.range))
        }
        let layout = context.layout
        for (target, range) in targets {
            switch target {
            case .view(let view):
                guard !view.isRemoved else { continue }
                let report = try context.attempt(at: range) { () throws(LayoutError) in
                    try layout.remove(view)
                }
                let others = report.removedItems.filter {
                    $0 !== view && !(($0 as? LayoutGuide)?.isSystemGuide ?? false)
                }
                var text = "removed \(view.name)"
                if !others.isEmpty { text += " with " + others.map(\.name).joined(separator: ", ") }
                context.announce(text + removedConstraints(report))
                context.show(report)
            case .guide(let guide):
                guard !guide.isRemoved else { continue }
                let report = try context.attempt(at: range) { () throws(LayoutError) in
                    try layout.remove(guide)
                }
                context.announce("removed \(guide.name)" + removedConstraints(report))
                context.show(report)
            case .group(let group):
                guard !group.isRemoved else { continue }
                let report = try context.attempt(at: range) { () throws(LayoutError) in
                    try layout.remove(group)
                }
                context.announce("removed group \(group.name)" + removedConstraints(report))
                context.show(report)
            case .constraint(let c):
                guard !c.isRemoved else { continue }
                let report = try context.attempt(at: range) { () throws(LayoutError) in
                    try layout.remove(c)
                }
                context.announce("removed \(c.description)")
                context.show(report)
            }
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
