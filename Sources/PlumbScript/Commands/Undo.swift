import PlumbLayout

/// `undo`: takes back the last change.
struct UndoCommand: SessionCommand {
    static let help = CommandHelp(
        name: "undo",
        category: .groupsAndChanges,
        usage: "undo",
        summary: "take back the last change",
        example: """
            button.width == 100
            undo
            """,
        discussion: """
            Every change can be undone: views, constraints, groups, property changes, resizes,
            removals, a whole 'load'. Questions are not changes. 'redo' brings back what 'undo'
            took, until the next change.
            """
    )
    static var effect: CommandEffect { .session }

    static func run(_ _: Void, in context: CommandContext) throws {
        do {
            let title = try context.session.undo()
            context.announce("undid: \(title)")
        } catch {
            throw context.error(error.message)
        }
    }
}
