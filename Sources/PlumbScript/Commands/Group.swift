import PlumbLayout

/// `group`: constraints made, and later switched, together.
struct GroupCommand: SessionCommand {
    static let help = CommandHelp(
        name: "group",
        category: .groupsAndChanges,
        usage: "group NAME [on|off] { CONSTRAINTS }",
        summary: "name a set of constraints to switch on and off together",
        example: """
            group compact { text.top == button.bottom + 8; text.left == root.left + 22 }
            group regular off {
              text.top == button.top
            }
            toggle compact; toggle regular
            """,
        discussion: """
            The body holds equations, shorthand blocks, VFL and 'pin', separated by new lines
            or ';'. 'off' makes the group inactive: its constraints exist, with their numbers,
            but are not in the layout until 'activate NAME' or 'toggle NAME'. This is how size
            classes are switched: one group per class, one active at a time. The whole block
            is one statement: made entirely or not at all. Groups do not nest.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.newName, .keyword(["on", "off"])])
    }
    static var effect: CommandEffect { .change }

    static func run(_ group: GroupSyntax, in context: CommandContext) throws {
        let layout = context.layout
        if let existing = layout.entity(named: group.name.name) {
            throw context.error(
                "'\(group.name.name)' is already the name of a \(existing.kind.rawValue)",
                at: group.name.range)
        }
        var lowered: [LoweredConstraint] = []
        for member in group.statements { lowered += try context.lowerConstraintStatement(member) }
        for item in lowered {
            try context.attempt(at: item.range) { () throws(LayoutError) in
                try layout.validate(item.draft, activating: group.isActive)
            }
        }
        let origin = context.origin
        let made = try context.attempt { () throws(LayoutError) in
            try layout.makeConstraints(lowered.map(\.draft), origin: origin)
        }
        let (_, report) = try context.attempt(at: group.name.range) { () throws(LayoutError) in
            try layout.makeGroup(
                named: group.name.name, isActive: group.isActive, constraints: made)
        }
        let count = "\(made.count) constraint\(made.count == 1 ? "" : "s")"
        let lines =
            ["group \(group.name.name) (\(group.isActive ? "on" : "off"), \(count))"]
            + made.map { "  " + $0.description }
        context.announce(lines.joined(separator: "\n"))
        context.show(report)
    }
}
