import PlumbLayout

/// `common`: the closest common ancestor of two items.
struct CommonCommand: SessionCommand {
    static let help = CommandHelp(
        name: "common",
        category: .questions,
        usage: "common A B [--json]",
        summary: "the closest common superview of two views or guides",
        example: """
            common text button
            """,
        discussion: """
            The view a constraint between A and B would be held by. A view counts as its own
            ancestor, and a guide as the view that owns it. Views in different windows have
            none, and a constraint between them cannot be activated.
            """
    )
    static var completion: CompletionSpec { .query([.item, .item]) }

    static func run(_ syntax: (a: NameSyntax, b: NameSyntax), in context: CommandContext) throws {
        let (a, b) = syntax
        let first = try context.item(a)
        let second = try context.item(b)
        let common = context.layout.commonAncestor(first, second)
        if context.wantsJSON {
            context.printJSON(
                .object([
                    ("first", .string(first.name)), ("second", .string(second.name)),
                    ("common", .string(common?.name)),
                ]))
        } else if let common {
            context.print(common.name)
        } else {
            context.print("\(first.name) and \(second.name) have no common ancestor")
        }
    }
}
