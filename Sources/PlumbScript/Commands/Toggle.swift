import PlumbLayout

/// `toggle TARGET…`: switches groups or constraints.
struct ToggleCommand: SessionCommand {
    static let name = "toggle"
    static let category = CommandCategory.groupsAndChanges
    static let usage = "toggle GROUP|LABEL|#N …"
    static let summary = "activate what is inactive and deactivate what is active"
    static let example = """
        toggle compact; toggle regular
        """
    static let discussion = """
        The way to switch size classes: with one group per class, 'toggle compact regular'
        deactivates one and activates the other in a single statement.
        """
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.switchable], rest: .switchable)
    }
    static var effect: CommandEffect { .change }

    static func run(_ activation: ActivationSyntax, in context: CommandContext) throws {
        try Switching.run(activation, in: context)
    }
}
