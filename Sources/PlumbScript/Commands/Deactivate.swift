import PlumbLayout

/// `deactivate`: deactivates groups or constraints (see ``Switching``).
struct DeactivateCommand: SessionCommand {
    static let help = CommandHelp(
        name: "deactivate",
        category: .groupsAndChanges,
        usage: "deactivate GROUP|LABEL|#N …",
        summary: "take groups or constraints out of the layout, keeping them",
        example: """
            deactivate compact
            deactivate #3
            """,
        discussion: """
            A deactivated constraint keeps its number, label and group; 'activate' puts it back.
            Broken constraints that can hold once it is gone are restored.
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
