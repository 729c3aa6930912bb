import PlumbDebug
import PlumbLayout

// The JSON documents of `check --json` and `explain --json`. Other tools read them, so their
// keys are a contract (documented in docs/debugger.md): keys come in a fixed order, constraints are
// named by `LayoutCheck.identifier(of:)` (`#N`, or a system constraint's relation and rule),
// views by name, and numbers as everywhere else in Plumb.

extension ConflictReport {
    /// The `check --json` document's members, in order.
    ///
    /// ```json
    /// {"satisfiable": false, "unambiguous": true,
    ///  "conflicts": [{"constraints": ["#2", "root.width == 375 (window width)"], "broken": "#2",
    ///                 "arithmetic": "375 ≠ 100"}],
    ///  "ambiguous": {}}
    /// ```
    ///
    /// `conflicts` lists every broken constraint's conflict: its members in creation order
    /// (the broken one included) and the broken one. `ambiguous` maps each ambiguous view, in
    /// creation order, to its free frame components in the order x, y, width, height.
    public static func checkMembers(_ check: LayoutCheck, in layout: Layout) -> [(
        String, JSONValue
    )] {
        let conflicts: [JSONValue] = check.conflicts.map { conflict in
            .object([
                (
                    "constraints",
                    .array(
                        LayoutCheck.membersInCreationOrder(conflict, in: layout).map {
                            .string(LayoutCheck.identifier(of: $0))
                        })
                ),
                ("broken", .string(LayoutCheck.identifier(of: conflict.broken))),
                ("arithmetic", .string(conflict.arithmetic.summary)),
            ])
        }
        return [
            ("satisfiable", .bool(check.isSatisfiable)),
            ("unambiguous", .bool(check.isUnambiguous)),
            ("conflicts", .array(conflicts)),
            ("ambiguous", ambiguityJSON(check.ambiguous)),
        ]
    }

    /// The `check --json` document.
    public static func checkJSON(_ check: LayoutCheck, in layout: Layout) -> JSONValue {
        .object(checkMembers(check, in: layout))
    }

    /// `{"VIEW": ["x", "width"], …}` in creation order.
    static func ambiguityJSON(_ findings: [AmbiguousView]) -> JSONValue {
        .object(findings.map { ($0.item.name, .array($0.components.map { .string($0.rawValue) })) })
    }

    /// The `explain --json` document: `{"conflicts": [ … ]}`, one object per conflict (see
    /// ``explanationJSON(_:in:)``).
    public static func explainJSON(_ explanations: [ConflictExplanation], in layout: Layout)
        -> JSONValue
    {
        .object([("conflicts", .array(explanations.map { explanationJSON($0, in: layout) }))])
    }

    /// One conflict: its ids (as in `check --json`), the broken constraint, the members with
    /// their origins and multipliers, the arithmetic row by row, the fixes with the frames
    /// they change, and the report in Apple's log format.
    public static func explanationJSON(_ e: ConflictExplanation, in layout: Layout) -> JSONValue {
        let id = LayoutCheck.identifier(of:)
        let members: [JSONValue] = e.members.map { member in
            .object([
                ("id", .string(id(member.constraint))),
                ("description", .string(member.constraint.description)),
                ("origin", .string(member.origin)),
                ("system", .string(member.constraint.systemKind.map { "\($0)" })),
                ("multiplier", .number(member.multiplier)),
            ])
        }
        let rows: [JSONValue] = e.arithmetic.rows.map { row in
            .object([
                ("id", .string(id(row.constraint))), ("multiplier", .number(row.multiplier)),
                ("expression", .string(row.text)), ("relation", .string(row.relation.rawValue)),
                ("constant", .number(row.constant)),
            ])
        }
        let arithmetic: JSONValue = .object([
            ("axis", .string(e.arithmetic.axis?.rawValue)), ("chain", .bool(e.arithmetic.isChain)),
            ("rows", .array(rows)), ("relation", .string(e.arithmetic.relation.rawValue)),
            ("total", .number(e.arithmetic.total)), ("summary", .string(e.arithmetic.summary)),
        ])
        return .object([
            (
                "constraints",
                .array(LayoutCheck.membersInCreationOrder(e, in: layout).map { .string(id($0)) })
            ),
            ("broken", .string(id(e.broken))),
            ("culprit", .string(id(e.culprit))),
            ("hypothetical", .bool(e.isHypothetical)),
            ("minimal", .bool(e.isIrreducible)),
            ("miss", .number(e.miss)),
            ("members", .array(members)),
            ("arithmetic", arithmetic),
            ("fixes", .array(e.fixes.map(fixJSON))),
            ("apple", .string(ConflictLog.render(e, in: layout))),
        ])
    }

    private static func fixJSON(_ fix: ConflictFix) -> JSONValue {
        let id = LayoutCheck.identifier(of:)
        let action: String
        let target: String
        switch fix.action {
        case .lowerPriority(let c, _): (action, target) = ("lowerPriority", id(c))
        case .remove(let c): (action, target) = ("remove", id(c))
        case .turnOffAutoresizing(let view): (action, target) = ("turnOffAutoresizing", view.name)
        case .resize(let view, _): (action, target) = ("resize", view.name)
        }
        func rect(_ r: Rect) -> JSONValue {
            .object([
                ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
                ("height", .number(r.height)),
            ])
        }
        let frames: [JSONValue] = fix.frameChanges.map { change in
            .object([
                ("name", .string(change.item.name)), ("before", rect(change.before)),
                ("after", rect(change.after)),
            ])
        }
        return .object([
            ("action", .string(action)), ("target", .string(target)),
            ("command", .string(fix.command)), ("resolves", .bool(fix.resolves)),
            ("satisfiable", .bool(fix.makesSatisfiable)),
            ("remaining", .array(fix.remainingConflict.map { .string(id($0)) })),
            ("stillBroken", .array(fix.stillBroken.map { .string(id($0)) })),
            ("frames", .array(frames)),
            ("ambiguous", ambiguityJSON(fix.ambiguous)),
        ])
    }
}
