import PlumbLayout

/// AutoLayoutShorthand's block, the statement `ITEM { … }` (help topic `shorthand`).
struct ShorthandCommand: SessionCommand {
    static let help = CommandHelp(
        name: "shorthand",
        category: .constraints,
        usage: "ITEM { ATTR ==|<=|>= RIGHT [@PRIORITY], … }",
        summary: "several constraints on one item, as AutoLayoutShorthand writes them",
        example: """
            icon { left == superview, width == 32, top == header.bottom + 10 @750, height == 32 }
            """,
        discussion: """
            Every entry constrains the block's item. A bare item on the right means the same
            attribute of that item: 'left == superview' is 'icon.left == superview.left'. The
            block may span lines; it is one statement, made all at once or not at all.
            """
    )
    static var isKeyword: Bool { false }
    static var effect: CommandEffect { .change }

    static func run(_ block: ShorthandBlockSyntax, in context: CommandContext) throws {
        _ = try context.activate(try context.lowerConstraintStatement(context.statement))
    }
}
