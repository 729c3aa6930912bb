import PlumbLayout

/// `redo`: brings back what `undo` took.
struct RedoCommand: SessionCommand {
    static let help = CommandHelp(
        name: "redo",
        category: .groupsAndChanges,
        usage: "redo",
        summary: "bring back the change 'undo' took",
        example: """
            undo
            redo
            """,
        discussion: """
            'redo' works until the next change, which makes the undone changes unreachable.
            """
    )
    static var effect: CommandEffect { .session }

    static func run(_ _: Void, in context: CommandContext) throws {
        context.mayHaveChanged = true
        do {
            let title = try context.session.redo()
            context.announce("redid: \(title)")
        } catch {
            context.mayHaveChanged = false
            throw context.error(error.message)
        }
    }
}
