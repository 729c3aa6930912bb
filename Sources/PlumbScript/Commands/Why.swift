import PlumbDebug
import PlumbLayout

/// `why`: the constraints that determine a value, as text or JSON.
///
/// `--json` prints `{"item", "attribute", "value", "determined", "required": [entry],
/// "tight": [entry], "optional": [entry], "free": [variable], "lost": [{"constraint",
/// "description", "distance"}]}` with entries
/// `{"constraint", "description", "sensitivity", "heldAt", "heldBy": [{"constraint",
/// "weight"}]}`; `why NAME` prints `{"item", "frame", "horizontal": [id], "vertical": [id],
/// "attributes": [that, for left, width, top, height]}`, and a composite attribute (`center`)
/// prints `{"attributes": […]}`.
struct WhyCommand: SessionCommand {
    static let help = CommandHelp(
        name: "why",
        category: .debugging,
        usage: "why NAME[.ATTR] [--json]",
        summary: "the constraints that determine a value, with their weight",
        example: """
            why button.width
            why text
            """,
        discussion: """
            The value's row in the solver explains it: each constraint it depends on, with its
            coefficient as a sensitivity (how far the value moves per point of that
            constraint's constant). Without an attribute, the four values of the frame.
            Optional constraints on the view along that axis that the layout does not satisfy
            are listed under 'lost', with how far each misses. A value held only by an
            'exercise' preference is reported as free.
            """
    )
    static var completion: CompletionSpec { .query([.anchor]) }

    static func run(
        _ syntax: (item: ItemSyntax, attribute: AttributeSyntax?), in context: CommandContext
    ) throws {
        let (itemSyntax, attribute) = syntax
        let item = try context.item(itemSyntax, subject: nil)
        guard let attribute else {
            let why = explainFrame(of: item, in: context.layout)
            if context.wantsJSON {
                context.printJSON(json(why))
            } else {
                context.print(WhyText.render(why))
            }
            return
        }
        let explanations = explainValues(
            of: attribute.components, of: item, in: context.layout)
        if context.wantsJSON {
            context.printJSON(
                explanations.count == 1
                    ? json(explanations[0])
                    : .object([("attributes", .array(explanations.map(json)))]))
        } else {
            context.print(explanations.map(WhyText.render).joined(separator: "\n"))
        }
    }

    /// One attribute as JSON.
    static func json(_ why: WhyExplanation) -> JSONValue {
        func entries(_ group: WhyGroup) -> JSONValue {
            .array(
                why.entries.filter { $0.group == group }.map { entry in
                    .object([
                        ("constraint", .string(entry.name.id)),
                        ("description", .string(entry.name.description)),
                        ("sensitivity", .number(entry.sensitivity)),
                        ("heldAt", .number(entry.heldAt)),
                        (
                            "heldBy",
                            .array(
                                entry.heldBy.map {
                                    .object([
                                        ("constraint", .string($0.name.id)),
                                        ("weight", .number($0.weight)),
                                    ])
                                })
                        ),
                    ])
                })
        }
        return .object([
            ("item", .string(why.item.name)),
            ("attribute", .string(why.attribute.rawValue)),
            ("value", .number(why.value)),
            ("determined", .bool(why.isDetermined)),
            ("required", entries(.required)),
            ("tight", entries(.tight)),
            ("optional", entries(.optional)),
            ("free", .array(why.freeVariables.map { .string($0) })),
            (
                "lost",
                .array(
                    why.lost.map {
                        .object([
                            ("constraint", .string($0.constraint.reference.description)),
                            ("description", .string($0.constraint.description)),
                            ("distance", .number($0.distance)),
                        ])
                    })
            ),
        ])
    }

    /// A whole frame as JSON.
    static func json(_ why: WhyFrame) -> JSONValue {
        .object([
            ("item", .string(why.item.name)),
            ("frame", LayoutDescriptions.json(why.frame)),
            (
                "horizontal",
                .array(why.constraintsAffectingLayout(for: .horizontal).map { .string($0.id) })
            ),
            (
                "vertical",
                .array(why.constraintsAffectingLayout(for: .vertical).map { .string($0.id) })
            ),
            ("attributes", .array(why.attributes.map(json))),
        ])
    }
}
