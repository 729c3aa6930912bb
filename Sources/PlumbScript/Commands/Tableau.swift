import PlumbLayout

/// `tableau [NAME] [--json]`: the solver tableau, every symbol named after its constraint.
///
/// Registered with its help; the debugger fills in `execute`.
struct TableauCommand: SessionCommand {
    static let name = "tableau"
    static let category = CommandCategory.debugging
    static let usage = "tableau [NAME] [--json]"
    static let summary = "the solver tableau, every symbol named after its constraint"
    static let example = """
        tableau
        tableau button
        """
    static let discussion = """
        The Cassowary tableau behind the layout: each row a basic variable expressed in the
        parametric ones, and the objective by priority level, every slack and error symbol
        named after the constraint it belongs to. With a name, the rows of that view.
        """
    static var completion: CompletionSpec { .query([.view]) }
    static var effect: CommandEffect { .query }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw notAvailableYet(name, in: context)
    }
}
