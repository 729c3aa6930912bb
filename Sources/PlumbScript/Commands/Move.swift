import PlumbLayout

/// `move`: reparents a view.
struct MoveCommand: SessionCommand {
    static let help = CommandHelp(
        name: "move",
        category: .viewsAndGuides,
        usage: "move VIEW to PARENT",
        summary: "move a view (with its subviews) to another superview",
        example: """
            move title to card
            """,
        discussion: """
            As 'addSubview' does: constraints whose items no longer share an ancestor are
            deactivated (and listed); the others are now held by their new closest common
            ancestor. An autoresizing view keeps its frame, now in the new superview.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.view, .keyword(["to"]), .view], afterKeyword: ["to": .view])
    }
    static var effect: CommandEffect { .change }

    static func run(_ move: MoveSyntax, in context: CommandContext) throws {
        let view = try context.view(move.name)
        let parent = try context.view(move.parent)
        let layout = context.layout
        // A window cannot move (point at it); a view cannot move into itself (point at the
        // target).
        let range = view.isWindow ? move.name.range : move.parent.range
        let report = try context.attempt(at: range) { () throws(LayoutError) in
            try layout.move(view, to: parent)
        }
        context.show(report)
    }
}
