import PlumbLayout

/// `view`: adds a subview laid out by constraints (or by a frame).
struct ViewCommand: SessionCommand {
    static let help = CommandHelp(
        name: "view",
        category: .viewsAndGuides,
        usage:
            "view NAME in PARENT [intrinsic WxH] [hug H V] [resist H V] [baseline B] [frame X Y W H] [margins …] [direction rtl|ltr]",
        summary: "a subview, laid out by constraints",
        example: """
            view button in root
            view title in root intrinsic 120x21 hug 251 250 resist 750 750 baseline 17
            view legacy in root frame 10 10 100 50
            """,
        discussion: """
            'intrinsic WxH' is the intrinsic content size ('_' for no value on an axis, as in
            '120x_'); it becomes 'width <= W' at the hugging priority and 'width >= W' at the
            compression-resistance priority ('hug' defaults to 250, 'resist' to 750, as for
            views made in code). 'baseline B' puts the first and last baselines B points below
            the top. 'frame X Y W H' turns on translatesAutoresizingMaskIntoConstraints: the
            view keeps that frame, in its superview's coordinates, through required
            constraints, and anything that disagrees conflicts with them.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(
            positional: [.newName, .keyword(["in"]), .view],
            rest: .keyword([
                "intrinsic", "hug", "resist", "baseline", "frame", "autoresizing", "margins",
                "direction",
            ]),
            afterKeyword: [
                "in": .view, "direction": .keyword(["rtl", "ltr"]),
                "autoresizing": .keyword(["on", "off"]),
            ])
    }
    static var effect: CommandEffect { .change }

    static func run(_ view: ViewSyntax, in context: CommandContext) throws {
        guard let parentName = view.parent else {
            throw context.error(
                "a view needs a superview: write 'view \(view.name.name) in PARENT' (a top-level view is a 'window')",
                at: view.name.range)
        }
        let parent = try context.view(parentName)
        var intrinsic = IntrinsicSize.none
        var frame: Rect?
        var rest: [ViewPropertySyntax] = []
        for property in view.properties {
            switch property.kind {
            case .intrinsic(let size):
                intrinsic = IntrinsicSize(width: size.width, height: size.height)
            case .frame(let rect):
                frame = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            default:
                rest.append(property)
            }
        }
        if frame != nil, let off = rest.first(where: { $0.kind == .autoresizing(false) }) {
            throw context.error(
                "'frame' turns autoresizing on, so it cannot go with 'autoresizing off'",
                at: off.range)
        }
        let layout = context.layout
        let made = try context.attempt(at: view.name.range) { () throws(LayoutError) in
            try layout.addView(
                named: view.name.name, in: parent, intrinsicSize: intrinsic, frame: frame)
        }
        try context.apply(rest, to: made)
    }
}
