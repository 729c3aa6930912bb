import PlumbDebug
import PlumbLayout

/// `ambiguity`: the free attributes of ambiguous views, as text or JSON.
///
/// `--json` prints `{"ambiguous": [{"view", "kind", "frame", "attributes": [{"component", "value",
/// "lower", "upper", "alternatives": [frame, frame], "cause": {"kind", "message",
/// "constraints", "priority"}}]}]}`; an unbounded end of a range is `null`.
struct AmbiguityCommand: SessionCommand {
    static let help = CommandHelp(
        name: "ambiguity",
        category: .debugging,
        usage: "ambiguity [NAME] [--json]",
        summary: "each ambiguous attribute: its range and two valid alternative frames",
        example: """
            ambiguity
            ambiguity button
            """,
        discussion: """
            A view is ambiguous when its constraints leave its position or size free in its
            superview's terms, as hasAmbiguousLayout says; a layout guide, in its owning view's. For each free attribute: the range it
            can take, and two frames that both satisfy every constraint.
            """
    )
    static var completion: CompletionSpec { .query([.view]) }

    static func run(_ name: NameSyntax?, in context: CommandContext) throws {
        let item = try name.map { name throws(Diagnostic) in try context.item(name) }
        let reports = ambiguityReports(in: context.layout, for: item)
        if context.wantsJSON {
            context.printJSON(.object([("ambiguous", .array(reports.map(json)))]))
        } else if let item, reports.isEmpty {
            context.print(AmbiguityText.notAmbiguous(item, in: context.layout))
        } else {
            context.print(AmbiguityText.render(reports))
        }
    }

    /// One view's or guide's report as JSON (`"view"` names either; `"kind"` says which).
    static func json(_ report: AmbiguityReport) -> JSONValue {
        .object([
            ("view", .string(report.item.name)),
            ("kind", .string(report.item is LayoutGuide ? "guide" : "view")),
            ("frame", LayoutDescriptions.json(report.frame)),
            (
                "attributes",
                .array(
                    report.attributes.map { attribute in
                        .object([
                            ("component", .string(attribute.component.rawValue)),
                            ("value", .number(attribute.current)),
                            ("lower", .number(attribute.lower)),
                            ("upper", .number(attribute.upper)),
                            (
                                "alternatives",
                                .array([
                                    LayoutDescriptions.json(attribute.lowerFrame),
                                    LayoutDescriptions.json(attribute.upperFrame),
                                ])
                            ),
                            ("cause", json(attribute.cause, report.sentence(for: attribute))),
                        ])
                    })
            ),
        ])
    }

    /// A cause as JSON: its kind, its sentence, the constraints involved and, for a tie, the
    /// priority.
    static func json(_ cause: AmbiguityCause, _ message: String) -> JSONValue {
        let kind: String
        var constraints: [LayoutConstraint] = []
        var priority: Double?
        var item: String?
        switch cause {
        case .missing(let missing, let component):
            kind = "missing"
            item = "\(missing.name).\(component.rawValue)"
        case .oneSided(let c, _):
            kind = "oneSided"
            constraints = [c]
        case .tie(let p, let tied):
            kind = "tie"
            constraints = tied.map(\.constraint)
            priority = p
        case .degenerate:
            kind = "degenerate"
        }
        return .object([
            ("kind", .string(kind)),
            ("message", .string(message)),
            ("free", .string(item)),
            ("constraints", .array(constraints.map { .string(ConstraintName.id(of: $0)) })),
            ("priority", .number(priority)),
        ])
    }
}
