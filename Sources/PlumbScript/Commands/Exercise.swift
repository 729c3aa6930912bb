import PlumbLayout

/// `exercise NAME`: move an ambiguous view to another valid solution (undo goes back).
///
/// Registered with its help; the debugger fills in `execute`.
struct ExerciseCommand: SessionCommand {
    static let name = "exercise"
    static let category = CommandCategory.debugging
    static let usage = "exercise NAME"
    static let summary = "move an ambiguous view to another valid solution (undo goes back)"
    static let example = """
        exercise button
        undo
        """
    static let discussion = """
        As exerciseAmbiguityInLayout(): the view jumps to another frame that satisfies every
        constraint, which shows what is missing. 'undo' puts it back.
        """
    static var completion: CompletionSpec { CompletionSpec(positional: [.view]) }
    static var effect: CommandEffect { .change }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw notAvailableYet(name, in: context)
    }
}
