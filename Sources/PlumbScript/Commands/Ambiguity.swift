import PlumbLayout

/// `ambiguity [NAME] [--json]`: each ambiguous attribute: its range and two valid alternative frames.
///
/// Registered with its help; the debugger fills in `execute`.
struct AmbiguityCommand: SessionCommand {
    static let name = "ambiguity"
    static let category = CommandCategory.debugging
    static let usage = "ambiguity [NAME] [--json]"
    static let summary = "each ambiguous attribute: its range and two valid alternative frames"
    static let example = """
        ambiguity
        ambiguity button
        """
    static let discussion = """
        A view is ambiguous when its constraints leave its position or size free in its
        superview's terms, as hasAmbiguousLayout says. For each free attribute: the range it
        can take, and two frames that both satisfy every constraint.
        """
    static var completion: CompletionSpec { .query([.view]) }
    static var effect: CommandEffect { .query }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw notAvailableYet(name, in: context)
    }
}
