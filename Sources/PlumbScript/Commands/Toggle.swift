import PlumbLayout

/// `toggle`: switches groups or constraints (see ``Switching``).
struct ToggleCommand: SessionCommand {
    static let help = CommandHelp(
        name: "toggle",
        category: .groupsAndChanges,
        usage: "toggle GROUP|LABEL|#N …",
        summary: "activate what is inactive and deactivate what is active",
        example: """
            toggle compact; toggle regular
            """,
        discussion: """
            The way to switch size classes: with one group per class, 'toggle compact regular'
            deactivates one and activates the other in a single statement.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.switchable], rest: .switchable)
    }
    static var effect: CommandEffect { .change }

    static func run(_ activation: ActivationSyntax, in context: CommandContext) throws {
        try Switching.run(activation, in: context)
    }
}
