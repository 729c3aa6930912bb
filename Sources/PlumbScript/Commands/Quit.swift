import PlumbLayout

/// `quit` (or `exit`): leaves the shell.
struct QuitCommand: SessionCommand {
    static let help = CommandHelp(
        name: "quit",
        category: .files,
        usage: "quit (or exit)",
        summary: "leave the shell (Ctrl-D does too)",
        example: """
            quit
            """,
        discussion: """
            In a script, 'quit' stops it there. Nothing is saved: use 'save FILE' first.
            """
    )
    static var effect: CommandEffect { .session }

    static func run(_ _: Void, in context: CommandContext) throws {
        context.session.hasQuit = true
    }
}
