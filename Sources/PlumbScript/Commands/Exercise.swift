import PlumbDebug
import PlumbLayout

/// `exercise`: moves an ambiguous view to another solution.
///
/// The move is recorded like any change: replaying the log recomputes it from the same state,
/// so `undo`, `redo` and `save` see the same frames. The chosen frame is kept as a preference
/// below every user priority (``Layout/exercise(_:to:)``).
struct ExerciseCommand: SessionCommand {
    static let help = CommandHelp(
        name: "exercise",
        category: .debugging,
        usage: "exercise NAME",
        summary: "move an ambiguous view to another valid solution (undo goes back)",
        example: """
            exercise button
            undo
            """,
        discussion: """
            As exerciseAmbiguityInLayout(): the view jumps to another frame that satisfies every
            constraint, which shows what is missing. Other views whose frames change with it are
            listed, from and to. 'undo' puts it back.
            """
    )
    static var completion: CompletionSpec { CompletionSpec(positional: [.view]) }
    static var effect: CommandEffect { .change }

    static func run(_ name: NameSyntax, in context: CommandContext) throws {
        let view = try context.view(name)
        guard let move = exerciseMove(for: view, in: context.layout) else {
            throw context.error(
                AmbiguityText.notAmbiguous(view, in: context.layout)
                    + ": there is no other valid frame to move it to", at: name.range)
        }
        let layout = context.layout
        let others = layout.views.filter { $0 !== view && !$0.isRemoved }
        let before = others.map { layout.frame(of: $0) }
        try context.attempt { () throws(LayoutError) in
            try context.layout.exercise(view, to: move.solution)
        }
        var lines = [AmbiguityText.render(move, of: view)]
        // Views tied to the exercised one move with it; frames are in superview terms, so a
        // subview that only rides along with its superview is not listed.
        for (other, old) in zip(others, before) {
            let new = context.layout.frame(of: other)
            let changes =
                [("x", old.x, new.x), ("y", old.y, new.y)]
                + [("width", old.width, new.width), ("height", old.height, new.height)]
            // Compared as printed, so round-off never reports a move nobody can see.
            let moved = changes.filter { formatNumber($0.1) != formatNumber($0.2) }
            guard !moved.isEmpty else { continue }
            lines.append(
                "  \(other.name) moved with it: "
                    + moved.map { "\($0.0) \(formatNumber($0.1)) → \(formatNumber($0.2))" }
                    .joined(separator: ", "))
        }
        context.announce(lines.joined(separator: "\n"))
    }
}
