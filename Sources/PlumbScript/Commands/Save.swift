import PlumbLayout

/// `save`: writes the session's state as a script.
struct SaveCommand: SessionCommand {
    static let help = CommandHelp(
        name: "save",
        category: .files,
        usage: "save FILE",
        summary: "write the current state as a script; replaying it gives the same layout",
        example: """
            save card.plumb
            reset
            load card.plumb
            """,
        discussion: """
            The script declares the views and guides with their properties, then the
            constraints in number order, with their labels, groups and states, so that
            replaying it ('plumb run FILE' or 'load FILE') gives the same frames and the same
            constraint numbers. The file is replaced all at once: if writing fails, the old
            file is left as it was.
            """
    )
    static var completion: CompletionSpec { CompletionSpec(positional: [.filePath]) }
    static var effect: CommandEffect { .session }

    static func run(_ path: FilePathSyntax, in context: CommandContext) throws {
        let text = context.session.savedScript()
        try context.writeFile(path, text)
        context.session.lastSavedScript = text
        context.announce("saved to \(path)")
    }
}
