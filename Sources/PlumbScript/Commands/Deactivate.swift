import PlumbLayout

/// `deactivate TARGET…`: deactivates groups or constraints.
struct DeactivateCommand: SessionCommand {
    static let name = "deactivate"
    static let category = CommandCategory.groupsAndChanges
    static let usage = "deactivate GROUP|LABEL|#N …"
    static let summary = "take groups or constraints out of the layout, keeping them"
    static let example = """
        deactivate compact
        deactivate #3
        """
    static let discussion = """
        A deactivated constraint keeps its number, label and group; 'activate' puts it back.
        Broken constraints that can hold once it is gone are restored.
        """
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.switchable], rest: .switchable)
    }
    static var effect: CommandEffect { .change }

    static func run(_ activation: ActivationSyntax, in context: CommandContext) throws {
        try Switching.run(activation, in: context)
    }
}
