import PlumbLayout

/// `window`: adds a top-level view.
struct WindowCommand: SessionCommand {
    static let help = CommandHelp(
        name: "window",
        category: .viewsAndGuides,
        usage: "window NAME WxH [safe T L B R] [margins T L B R] [direction rtl|ltr]",
        summary: "a top-level view whose frame (0, 0, W, H) is imposed",
        example: """
            window root 375x667
            window phone 375x812 safe 44 0 34 0
            """,
        discussion: """
            A window is where a hierarchy starts, as a UIWindow (or a view controller's root
            view) is: its frame is imposed by required constraints, Apple's
            'UIView-Encapsulated-Layout-Width' and '-Height', and only 'resize' changes it.
            'safe' gives its safe-area insets (top left bottom right, or one number for all),
            the guide 'NAME.safeArea'. Every view also has 'NAME.margins', 8 points inside by
            default.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(
            positional: [.newName, .keyword(["375x667", "375x812", "320x568", "768x1024"])],
            rest: .keyword(["safe", "margins", "direction"]),
            afterKeyword: ["direction": .keyword(["rtl", "ltr"])])
    }
    static var effect: CommandEffect { .change }

    static func run(_ window: WindowSyntax, in context: CommandContext) throws {
        guard let width = window.size.width, let height = window.size.height else {
            throw context.error("a window needs a width and a height", at: window.size.range)
        }
        let layout = context.layout
        var safe = EdgeInsets.zero
        var rest: [ViewPropertySyntax] = []
        for property in window.properties {
            if case .safeArea(let insets) = property.kind {
                safe = context.insets(insets)
            } else {
                rest.append(property)
            }
        }
        let view = try context.attempt(at: window.name.range) { () throws(LayoutError) in
            try layout.addWindow(
                named: window.name.name, size: Size(width: width, height: height),
                safeAreaInsets: safe)
        }
        try context.apply(rest, to: view)
    }
}
