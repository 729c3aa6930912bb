import PlumbLayout

/// `resize`: changes a window's imposed size.
struct ResizeCommand: SessionCommand {
    static let help = CommandHelp(
        name: "resize",
        category: .viewsAndGuides,
        usage: "resize WINDOW WxH",
        summary: "change a window's size (a rotation, a window resize)",
        example: """
            resize root 667x375
            frames
            """,
        discussion: """
            The window's size is imposed by required constraints, so when the new size leaves
            no room for a required constraint, the window wins: the newest user constraint in
            the conflict is broken, and restored as soon as the window gives it room again.
            """
    )
    static var completion: CompletionSpec { CompletionSpec(positional: [.window]) }
    static var effect: CommandEffect { .change }

    static func run(_ resize: ResizeSyntax, in context: CommandContext) throws {
        guard let width = resize.size.width, let height = resize.size.height else {
            throw context.error("a window needs a width and a height", at: resize.size.range)
        }
        let window = try context.view(resize.name)
        let layout = context.layout
        let report = try context.attempt(at: resize.name.range) { () throws(LayoutError) in
            try layout.resize(window, to: Size(width: width, height: height))
        }
        context.show(report)
    }
}
