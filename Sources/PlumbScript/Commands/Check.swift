import PlumbDebug
import PlumbLayout

/// `check`: the layout's conflicts and ambiguous views, from ``PlumbDebug/LayoutCheck``.
struct CheckCommand: SessionCommand {
    static let help = CommandHelp(
        name: "check",
        category: .debugging,
        usage: "check [--json]",
        summary: "unsatisfied required constraints and ambiguous views, in one summary",
        example: """
            check
            """,
        discussion: """
            The layout's health: every conflict (required constraints that cannot all hold, and
            the one broken to recover) and every view whose frame the constraints do not fix.
            'plumb check FILE' does the same for scripts and sets its exit status.
            """
    )
    static var completion: CompletionSpec { .query() }

    static func run(_: Void, in context: CommandContext) throws {
        let check = LayoutCheck(context.layout)
        if context.wantsJSON {
            context.printJSON(ConflictReport.checkJSON(check, in: context.layout))
        } else {
            context.print(check.rendered(in: context.layout))
        }
    }
}
