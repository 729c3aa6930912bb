import PlumbDebug
import PlumbLayout

/// `check [--json]`: unsatisfied required constraints and ambiguous views, in one summary.
///
/// Registered with its help; the debugger fills in `execute`.
struct CheckCommand: SessionCommand {
    static let name = "check"
    static let category = CommandCategory.debugging
    static let usage = "check [--json]"
    static let summary = "unsatisfied required constraints and ambiguous views, in one summary"
    static let example = """
        check
        """
    static let discussion = """
        The layout's health: every conflict (required constraints that cannot all hold, and
        the one broken to recover) and every view whose frame the constraints do not fix.
        'plumb check FILE' does the same for scripts and sets its exit status.
        """
    static var completion: CompletionSpec { .query() }
    static var effect: CommandEffect { .query }

    static func run(_: Void, in context: CommandContext) throws {
        let check = LayoutCheck(context.layout)
        if context.wantsJSON {
            context.printJSON(ConflictReport.checkJSON(check, in: context.layout))
        } else {
            context.print(check.rendered(in: context.layout))
        }
    }
}
