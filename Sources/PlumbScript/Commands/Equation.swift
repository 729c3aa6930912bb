import PlumbLayout

/// A constraint written as an equation, the statement with no keyword (help topic `equation`).
struct EquationCommand: SessionCommand {
    static let help = CommandHelp(
        name: "equation",
        category: .constraints,
        usage:
            "[LABEL:] ITEM.ATTR ==|<=|>= [M *] ITEM.ATTR [* M | / M] [+ C | - C] [@PRIORITY] [&& …]",
        summary: "a constraint, as an equation (Easy Layout's form)",
        example: """
            button.width == 88
            button.right == root.right - 22
            text.width >= button.width * 0.5 + 5 @750
            wide: text.width <= root.width @high
            title.center == card.center
            avatar.size == 40x40
            a.width == 10 && a.height == 20 && b.left == a.right + 8
            """,
        discussion: """
            Each constraint reads as NSLayoutConstraint does: first.attribute relation
            multiplier x second.attribute + constant, and gets a number #1, #2, … that later
            commands use. A label ('wide:') names it. The right side may be a number for a
            width or height. 'superview' means the superview of the item on the left;
            'root.margins' and 'root.safeArea' are a view's guides. Priorities: @1…@1000,
            @required (1000, the default), @high (750), @low (250), @fittingSize (50).
            'center', 'size' and 'edges' stand for two or four constraints. '&&' joins
            constraints into one statement: all are made, or none.

            Typing follows NSLayoutAnchor: x-axis positions relate only to x-axis positions,
            y-axis to y-axis, widths and heights to each other or to a number; leading and
            trailing never mix with left and right; a position is never equal to a bare
            number.
            """
    )
    static var isKeyword: Bool { false }
    static var effect: CommandEffect { .change }

    static func run(_ chain: [ConstraintSyntax], in context: CommandContext) throws {
        var lowered: [LoweredConstraint] = []
        for c in chain { lowered += try context.lower(c) }
        _ = try context.activate(lowered)
    }
}
