import PlumbLayout

/// `tree [--json]`: the hierarchy with frames and markers.
struct TreeCommand: SessionCommand {
    static let name = "tree"
    static let category = CommandCategory.questions
    static let usage = "tree [--json]"
    static let summary = "the view hierarchy with frames, like _autolayoutTrace"
    static let example = """
        tree
        """
    static let discussion = """
        One line per view, indented under its superview, with its frame in superview
        coordinates, and the guides it owns. Markers as in UIKit's _autolayoutTrace:
        '•' a window (it hosts the layout), '*' laid out with constraints, '+' laid out by
        its frame (translatesAutoresizingMaskIntoConstraints).
        """
    static var completion: CompletionSpec { .query() }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        guard case .query(let query) = statement.kind, case .tree = query.kind else {
            throw context.internalError()
        }
        if context.wantsJSON {
            context.printJSON(LayoutDescriptions.treeJSON(of: context.layout))
        } else {
            context.print(LayoutDescriptions.tree(of: context.layout))
        }
    }
}
