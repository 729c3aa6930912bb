import PlumbLayout

/// `quit` (or `exit`): leaves the shell.
struct QuitCommand: SessionCommand {
    static let name = "quit"
    static let category = CommandCategory.files
    static let usage = "quit (or exit)"
    static let summary = "leave the shell (Ctrl-D does too)"
    static let example = "quit"
    static let discussion = """
        In a script, 'quit' stops it there. Nothing is saved: use 'save FILE' first.
        """
    static var effect: CommandEffect { .session }

    static func run(_ _: Void, in context: CommandContext) throws {
        context.session.hasQuit = true
    }
}
