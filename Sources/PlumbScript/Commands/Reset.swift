import PlumbLayout

/// `reset`: starts over with an empty layout.
struct ResetCommand: SessionCommand {
    static let help = CommandHelp(
        name: "reset",
        category: .files,
        usage: "reset",
        summary: "start over with an empty layout",
        example: """
            reset
            undo
            """,
        discussion: """
            Everything goes: views, constraints, groups. 'reset' is a change like any other, so
            'undo' brings the layout back. The history of entries stays.
            """
    )
    static var effect: CommandEffect { .change }

    static func run(_ _: Void, in context: CommandContext) throws {
        context.session.layout = Layout()
        context.announce("the layout is empty ('undo' brings it back)")
    }
}
