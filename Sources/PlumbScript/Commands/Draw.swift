import PlumbLayout

/// `draw [NAME] [--svg FILE]`: a picture of the layout: text in the terminal, SVG to a file.
///
/// Registered with its help; the debugger fills in `execute`.
struct DrawCommand: SessionCommand {
    static let name = "draw"
    static let category = CommandCategory.debugging
    static let usage = "draw [NAME] [--svg FILE]"
    static let summary = "a picture of the layout: text in the terminal, SVG to a file"
    static let example = """
        draw
        draw card --svg card.svg
        """
    static let discussion = """
        The frames drawn as boxes: in the terminal with characters, or as an SVG file.
        """
    static var completion: CompletionSpec { CompletionSpec(positional: [.view], afterKeyword: ["--svg": .filePath], options: ["--svg"]) }
    static var effect: CommandEffect { .query }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw notAvailableYet(name, in: context)
    }
}
