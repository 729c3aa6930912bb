import PlumbLayout

/// `explain [#N|LABEL] [--json]`: a conflict: the constraints that cannot all hold, the arithmetic, what was broken, and fixes.
///
/// Registered with its help; the debugger fills in `execute`.
struct ExplainCommand: SessionCommand {
    static let name = "explain"
    static let category = CommandCategory.debugging
    static let usage = "explain [#N|LABEL] [--json]"
    static let summary = "a conflict: the constraints that cannot all hold, the arithmetic, what was broken, and fixes"
    static let example = """
        explain
        explain #3
        """
    static let discussion = """
        A minimal set of required constraints that cannot all hold, the arithmetic that
        proves it (the sum that leaves a contradiction), the constraint broken to recover,
        and the changes that would resolve it. Without an argument, every current conflict.
        """
    static var completion: CompletionSpec { .query([.constraint]) }
    static var effect: CommandEffect { .query }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw notAvailableYet(name, in: context)
    }
}
