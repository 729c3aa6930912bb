import PlumbLayout

/// `where`: the view that holds a constraint.
struct WhereCommand: SessionCommand {
    static let help = CommandHelp(
        name: "where",
        category: .questions,
        usage: "where #N|LABEL [--json]",
        summary: "the view that holds a constraint: the closest common ancestor of its items",
        example: """
            where #3
            """,
        discussion: """
            UIKit installs an active constraint on the closest common ancestor of its items (a
            view counts as its own ancestor, a guide as its owning view), and lists it in that
            view's 'constraints'. 'constraints VIEW --installed' lists what a view holds.
            """
    )
    static var completion: CompletionSpec { .query([.constraint]) }

    static func run(_ reference: ReferenceSyntax, in context: CommandContext) throws {
        let c = try context.constraint(reference)
        let host = context.layout.host(of: c)
        if context.wantsJSON {
            context.printJSON(
                .object([
                    ("constraint", .string(c.reference.description)),
                    ("host", .string(host?.name)), ("active", .bool(c.isActive)),
                ]))
            return
        }
        let name = c.reference.description
        let items = c.items.map(\.name)
        guard let host else {
            context.print(
                "\(name) is inactive, and its items \(items.joined(separator: " and ")) share no ancestor"
            )
            return
        }
        let why =
            items.count == 1
            ? "the view of \(items[0])"
            : "the closest common ancestor of \(items.joined(separator: " and "))"
        let verb = c.isActive ? "is held by" : "is inactive; active, it would be held by"
        context.print("\(name) \(verb) \(host.name), \(why)")
    }
}
