import PlumbLayout

/// Apple's Visual Format Language, the statement `H:|-[a]-[b]-|` (help topic `vfl`).
struct VisualFormatCommand: SessionCommand {
    static let help = CommandHelp(
        name: "vfl",
        category: .constraints,
        usage:
            "[H:|V:][|CONNECTION][VIEW(PREDICATES)]CONNECTION[VIEW]…[CONNECTION|] [align ATTR…] [direction DIR]",
        summary: "constraints in Apple's Visual Format Language",
        example: """
            H:|-22-[text]-22-[button(88)]-22-|
            V:|-44-[button]
            H:|-[a(>=80@750)]-[b(==a)]-| align centerY
            H:|-pad-[a]->=0@low-[b]-| direction leftToRight
            """,
        discussion: """
            Apple's grammar, with the session's view names. 'H:' (the default) lays views out
            leading to trailing, 'V:' top to bottom; '|' is the superview of the views next to
            it. Between two items: nothing is flush ([a][b]), '-' is the standard spacing (8
            points between siblings, 20 to the superview's edge), '-22-' a fixed gap, and
            '-(>=8,<=20@750)-' predicates. '[b(88)]' and '[b(==a)]' constrain the width (the
            height in 'V:'). 'align centerY' makes each pair of neighbours equal in that
            attribute (alignAllCenterY); the attribute must lie across the orientation:
            top, bottom, centerY or a baseline for 'H:', left, right, leading, trailing or
            centerX for 'V:' (with one view there is nothing to align). A name where a number
            goes is a metric ('metric pad = 16'); a bare spacing may carry a relation and a
            priority ('->=0@750-'), as Apple's parser allows. 'direction leftToRight' or
            'rightToLeft' uses left/right instead of leading/trailing; Apple's option names
            ('alignAllCenterY', 'directionRightToLeft') are read too. '[superview]' is the view
            that encloses the others.
            """
    )
    static var isKeyword: Bool { false }
    static var effect: CommandEffect { .change }

    static func run(_ format: VisualFormatSyntax, in context: CommandContext) throws {
        _ = try context.activate(try context.lower(format))
    }
}
