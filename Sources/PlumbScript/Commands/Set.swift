import PlumbLayout

/// `set`: changes properties of a view.
struct SetCommand: SessionCommand {
    static let help = CommandHelp(
        name: "set",
        category: .viewsAndGuides,
        usage:
            "set NAME [intrinsic WxH] [hug H V] [resist H V] [baseline B] [frame X Y W H] [autoresizing on|off] [margins T L B R] [direction rtl|ltr] [safe T L B R]",
        summary: "change a view's properties",
        example: """
            set title intrinsic 200x21
            set legacy autoresizing off
            set card margins 0 16 0 16
            """,
        discussion: """
            Each property is changed in the order written; the statement is atomic. 'intrinsic'
            with '_' removes the intrinsic size on that axis. 'autoresizing on' keeps the view
            at its current frame (translatesAutoresizingMaskIntoConstraints = true);
            'autoresizing off' hands it to constraints. 'margins' and 'safe' take one number
            or four (top left bottom right).
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(
            positional: [.view],
            rest: .keyword([
                "intrinsic", "hug", "resist", "baseline", "frame", "autoresizing", "margins",
                "direction", "safe",
            ]),
            afterKeyword: [
                "direction": .keyword(["rtl", "ltr"]), "autoresizing": .keyword(["on", "off"]),
            ])
    }
    static var effect: CommandEffect { .change }

    static func run(_ set: SetSyntax, in context: CommandContext) throws {
        let view = try context.view(set.name)
        try context.apply(set.properties, to: view)
    }
}
