import PlumbLayout

/// `why NAME[.ATTR] [--json]`: the constraints that determine a value, with their weight.
///
/// Registered with its help; the debugger fills in `execute`.
struct WhyCommand: SessionCommand {
    static let name = "why"
    static let category = CommandCategory.debugging
    static let usage = "why NAME[.ATTR] [--json]"
    static let summary = "the constraints that determine a value, with their weight"
    static let example = """
        why button.width
        why text
        """
    static let discussion = """
        The value's row in the solver explains it: each constraint it depends on, with its
        coefficient as a sensitivity (how far the value moves per point of that
        constraint's constant). Without an attribute, the four values of the frame.
        """
    static var completion: CompletionSpec { .query([.anchor]) }
    static var effect: CommandEffect { .query }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw notAvailableYet(name, in: context)
    }
}
