import PlumbLayout

/// `pin`: Align's pin, as a statement.
struct PinCommand: SessionCommand {
    static let help = CommandHelp(
        name: "pin",
        category: .constraints,
        usage:
            "pin NAME [to ITEM] [horizontal|vertical] [insets T L B R | inset N] [align ALIGNMENT]",
        summary: "pin an item's edges to its superview or another item (Align's pin)",
        example: """
            pin card
            pin card to root.safeArea insets 20
            pin label horizontal inset 16 align center
            pin badge insets 8 align topTrailing
            """,
        discussion: """
            As Align's 'edges.pin(to:insets:axis:alignment:)': the leading, trailing, top and
            bottom edges equal the target's (the superview by default), inset by 'insets'
            (top left bottom right, or one number; left and right apply to leading and
            trailing). 'horizontal' or 'vertical' pins one axis only. An alignment other than
            'fill' keeps the item inside the target instead: the edges it does not hold become
            inequalities, and an axis it does not name is centred. The alignments, as in
            Align 3: fill, center, top, bottom, leading, trailing (one edge, centred along the
            other axis: 'top' is top and centred horizontally), topLeading, topTrailing,
            bottomLeading and bottomTrailing (two edges).
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(
            positional: [.item],
            rest: .keyword(["to", "horizontal", "vertical", "insets", "inset", "align"]),
            afterKeyword: [
                "to": .itemOrSystemGuide,
                "align": .keyword(PinAlignmentName.allCases.map(\.rawValue)),
            ])
    }
    static var effect: CommandEffect { .change }

    static func run(_ pin: PinSyntax, in context: CommandContext) throws {
        _ = try context.activate(try context.lower(pin))
    }
}
