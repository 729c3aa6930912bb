import PlumbDebug
import PlumbLayout

/// `explain`: a conflict's constraints, arithmetic and fixes, as text, Apple's log or JSON.
struct ExplainCommand: SessionCommand {
    static let help = CommandHelp(
        name: "explain",
        category: .debugging,
        usage: "explain [#N|LABEL] [--apple] [--json]",
        summary:
            "a conflict: the constraints that cannot all hold, the arithmetic, what was broken, and fixes",
        example: """
            explain
            explain #3
            explain #3 --apple
            """,
        discussion: """
            A minimal set of required constraints that cannot all hold, the arithmetic that
            proves it (the sum that leaves a contradiction), the constraint broken to recover,
            and the changes that would resolve it. Without an argument, every current conflict.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.constraint], options: ["--json", "--apple"])
    }

    static func run(_ syntax: (target: ReferenceSyntax?, apple: Bool), in context: CommandContext)
        throws
    {
        let (target, apple) = syntax
        let layout = context.layout
        let subject = try target.map { try context.constraint($0) }
        let explanations =
            subject.map { ConflictExplanation.involving($0, in: layout) }
            ?? ConflictExplanation.current(in: layout)
        if context.wantsJSON {
            context.printJSON(ConflictReport.explainJSON(explanations, in: layout))
        } else if explanations.isEmpty {
            context.print(noConflict(subject, in: layout))
        } else if apple {
            context.print(ConflictReport.renderApple(explanations, in: layout))
        } else {
            context.print(ConflictReport.renderAccount(explanations))
        }
    }

    /// What to say when there is nothing to explain.
    private static func noConflict(_ subject: LayoutConstraint?, in layout: Layout) -> String {
        guard let c = subject else { return "no conflicts: every required constraint holds" }
        guard c.isActive else {
            return "\(c.description) is inactive; activating it would meet no conflict"
        }
        // An optional constraint the layout misses is outweighed, not in conflict.
        if let distance = layout.distanceFromHolding(c), distance > 0 {
            let view = c.firstItem.owningView?.name ?? c.firstItem.name
            return
                "\(c.description) takes part in no conflict: it is optional, and the layout misses it by \(formatNumber(distance)) (see 'why \(view)')"
        }
        return "\(c.description) takes part in no conflict: it holds"
    }
}
