import PlumbLayout

/// `guide`: adds a layout guide.
struct GuideCommand: SessionCommand {
    static let help = CommandHelp(
        name: "guide",
        category: .viewsAndGuides,
        usage: "guide NAME in VIEW",
        summary: "a layout guide: a rectangle that exists only in the layout",
        example: """
            guide spacer in root
            spacer.left == a.right && b.left == spacer.right && spacer.width == 20
            """,
        discussion: """
            A guide is UILayoutGuide: it has the attributes of a view except the margin forms
            and baselines, takes part in constraints like a view, and is held by the view that
            owns it. Unlike a view it has no implicit 'width >= 0'. Use guides for spacers and
            for regions other views align to.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(
            positional: [.newName, .keyword(["in"]), .view], afterKeyword: ["in": .view])
    }
    static var effect: CommandEffect { .change }

    static func run(_ guide: GuideSyntax, in context: CommandContext) throws {
        let owner = try context.view(guide.owner)
        let layout = context.layout
        _ = try context.attempt(at: guide.name.range) { () throws(LayoutError) in
            try layout.addGuide(named: guide.name.name, in: owner)
        }
    }
}
