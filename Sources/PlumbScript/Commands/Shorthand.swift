import PlumbLayout

/// `ITEM { attr == …, … }`: AutoLayoutShorthand's block (help topic `shorthand`).
struct ShorthandCommand: SessionCommand {
    static let name = "shorthand"
    static let category = CommandCategory.constraints
    static let usage = "ITEM { ATTR ==|<=|>= RIGHT [@PRIORITY], … }"
    static let summary = "several constraints on one item, as AutoLayoutShorthand writes them"
    static let example = """
        icon { left == superview, width == 32, top == header.bottom + 10 @750, height == 32 }
        """
    static let discussion = """
        Every entry constrains the block's item. A bare item on the right means the same
        attribute of that item: 'left == superview' is 'icon.left == superview.left'. The
        block may span lines; it is one statement, made all at once or not at all.
        """
    static var isKeyword: Bool { false }
    static var effect: CommandEffect { .change }

    static func run(_ block: ShorthandBlockSyntax, in context: CommandContext) throws {
        _ = try context.activate(try context.lowerConstraintStatement(context.statement))
    }
}
