import PlumbLayout

/// `constant`: changes a constraint's constant.
struct ConstantCommand: SessionCommand {
    static let help = CommandHelp(
        name: "constant",
        category: .groupsAndChanges,
        usage: "constant #N|LABEL VALUE",
        summary: "change a constraint's constant (the cheap path, as in UIKit)",
        example: """
            constant #3 40
            constant wide -8
            """,
        discussion: """
            The constant is the only number of a constraint UIKit lets you change after it is
            made, and the cheap one: the solver moves the row's constant and re-solves. The
            multiplier is fixed; to change it, remove the constraint and write a new one.
            """
    )
    static var completion: CompletionSpec { CompletionSpec(positional: [.constraint]) }
    static var effect: CommandEffect { .change }

    static func run(_ change: ConstantChangeSyntax, in context: CommandContext) throws {
        let c = try context.constraint(change.target)
        let layout = context.layout
        let report = try context.attempt { () throws(LayoutError) in
            try layout.setConstant(change.constant, of: c)
        }
        context.announce(c.description)
        context.show(report)
    }
}
