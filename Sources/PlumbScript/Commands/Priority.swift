import PlumbLayout

/// `priority`: changes a constraint's priority.
struct PriorityCommand: SessionCommand {
    static let help = CommandHelp(
        name: "priority",
        category: .groupsAndChanges,
        usage: "priority #N|LABEL VALUE",
        summary: "change a constraint's priority",
        example: """
            priority wide 500
            priority #4 low
            """,
        discussion: """
            Priorities run from 1 to 1000 (required), with the names required, high (750), low
            (250) and fittingSize (50). As in UIKit, an active constraint cannot move between
            required and optional: deactivate it first, change it, activate it again.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(
            positional: [.constraint, .keyword(["required", "high", "low", "fittingSize"])])
    }
    static var effect: CommandEffect { .change }

    static func run(_ change: PriorityChangeSyntax, in context: CommandContext) throws {
        let c = try context.constraint(change.target)
        let priority = try context.priority(change.priority)
        let layout = context.layout
        let report = try context.attempt(at: change.priority.range) { () throws(LayoutError) in
            try layout.setPriority(priority, of: c)
        }
        context.announce(c.description)
        context.show(report)
    }
}
