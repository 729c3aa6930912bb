import PlumbLayout

/// `load`: runs a script in this session.
struct LoadCommand: SessionCommand {
    static let help = CommandHelp(
        name: "load",
        category: .files,
        usage: "load FILE",
        summary: "run a script inside this session",
        example: """
            load sessions/01-easy-layout.plumb
            frames
            """,
        discussion: """
            The script's statements run as if typed, printing what they print. The whole file
            is one change: 'undo' takes all of it back, and if a statement fails (the error
            names FILE:LINE:COL), nothing from the file is kept.
            """
    )
    static var completion: CompletionSpec { CompletionSpec(positional: [.filePath]) }
    static var effect: CommandEffect { .session }

    static func run(_ path: FilePathSyntax, in context: CommandContext) throws {
        let text = try context.readFile(path)
        do {
            try context.run(text, fileName: path.path)
        } catch {
            context.print("note: nothing from '\(path.path)' was loaded")
            throw error
        }
    }
}
