// The full account of a conflict: which required constraints cannot all hold (a minimal set,
// verified), the arithmetic that proves it, the constraint broken to recover, and the fixes
// that work. Read from the layout's solver as UIKit's engine reads it (theory.md §2), checked
// on scratch solvers; fixes and what-ifs are made on the layout in a speculation and taken
// back, so the layout is as it was after every question.

import PlumbLayout

/// Why some required constraints cannot all hold, and what to do about it.
///
/// A conflict is read from the solver's failing row: the constraints whose symbols appear in
/// it, with Farkas multipliers that make their sum cancel every position and size and leave a
/// false statement (``ConflictArithmetic``). The set is then verified irreducible on scratch
/// solvers — without any one member the others can hold — and shrunk by the deletion filter
/// should round-off have added a member. System constraints take part like any other (a
/// window's size, autoresizing frames, `width >= 0`, margins), each with the rule that made it.
///
/// Fixes are tried in speculations (``PlumbLayout/Layout/speculate(_:)``): lowering each user
/// member to 999, removing it, turning off a view's autoresizing, resizing a window. Each
/// reports whether the conflict goes away, what conflict is left if not, and which frames
/// change.
///
/// ```swift
/// for explanation in ConflictExplanation.current(in: layout) {
///     print(explanation.members.map(\.constraint.description))
///     print(explanation.arithmetic.summary)       // 10 + 24 + 330 + 16 + 16 = 396 > 380
///     print(explanation.broken)                   // #3 view.height >= 330
///     print(explanation.fixes.filter(\.resolves).map(\.command))
/// }
/// ```
public struct ConflictExplanation {
    /// A member of the conflict.
    public struct Member {
        /// The constraint.
        public var constraint: LayoutConstraint
        /// Its multiplier in the sum that proves the conflict.
        public var multiplier: Double
        /// Where it came from (`card.plumb:12`, `shell entry 4`), or for a system constraint
        /// the property that made it (`window root 375x667`).
        public var origin: String
    }

    /// The members, in the order of the arithmetic (along the chain of attributes).
    public var members: [Member]
    /// The constraint whose activation or change met the conflict.
    public var culprit: LayoutConstraint
    /// The constraint broken to recover (for a "what if": the one the layout would break).
    public var broken: LayoutConstraint
    /// How far the broken constraint is from holding, in points as written.
    public var miss: Double
    /// The sum that proves the conflict.
    public var arithmetic: ConflictArithmetic
    /// Whether the set was verified irreducible: infeasible, and feasible without any one
    /// member.
    public var isIrreducible: Bool
    /// Verified fixes: those that resolve the conflict first, then those that do not.
    public var fixes: [ConflictFix]
    /// Whether the conflict would arise from a "what if" and is not in the layout.
    public var isHypothetical: Bool

    /// The members' constraints.
    public var constraints: [LayoutConstraint] { members.map(\.constraint) }

    /// Whether `c` is a member.
    public func contains(_ c: LayoutConstraint) -> Bool { members.contains { $0.constraint === c } }

    // MARK: - Entry points

    /// Every current conflict, one per broken constraint, in the order the constraints were
    /// made.
    ///
    /// - Parameters:
    ///   - layout: The layout; it is not changed.
    ///   - withFixes: Also try the fixes (each made and taken back); `check` skips them.
    /// - Returns: The accounts, in the order the broken constraints were made.
    /// - Complexity: Per conflict, one re-add on a copy of its part of the solver and k + 1
    ///   scratch solves of the k members; with fixes, about 2k changes made and rolled back,
    ///   each made once for all the conflicts that try it.
    public static func current(in layout: Layout, withFixes: Bool = true) -> [ConflictExplanation] {
        // Nothing broken, nothing to read (a scenario reads the whole solver).
        guard !layout.brokenConstraints.isEmpty else { return [] }
        let scenario = ConflictScenario(layout)
        var found = layout.brokenConstraints.compactMap { b in
            // Read on the part of the layout `b` lies in: a log of many separate conflicts
            // costs each its own part.
            let part = scenario.localized(around: scenario.expressions(of: [b]))
            let raw = part.conflict(keeping: b) ?? stored(b, in: layout)
            return raw.map {
                make($0, broken: b, in: scenario, hypothetical: false, withFixes: false)
            }
        }
        if withFixes { addFixes(to: &found, in: scenario) }
        return found
    }

    /// The conflicts that `c` broke or takes part in; for an inactive constraint, the
    /// conflicts activating it would meet (see ``whatIf(activating:in:)``).
    public static func involving(_ c: LayoutConstraint, in layout: Layout) -> [ConflictExplanation]
    {
        if !c.isActive { return whatIf(activating: [c], in: layout) }
        guard !layout.brokenConstraints.isEmpty else { return [] }
        let scenario = ConflictScenario(layout)
        // Only a conflict in the connected part of the layout `c` lies in can have `c` as a
        // member: the others are not read (a log of thousands of conflicts read them all, on a
        // copy of the whole solver each).
        let components = scenario.components
        let parts = components.roots(of: scenario.expressions(of: [c]))
        var found: [ConflictExplanation] = []
        for b in layout.brokenConstraints {
            let around = scenario.expressions(of: [b])
            guard b === c || !components.roots(of: around).isDisjoint(with: parts) else {
                continue
            }
            let part = scenario.localized(around: around)
            guard let raw = part.conflict(keeping: b) ?? stored(b, in: layout) else { continue }
            let explanation = make(
                raw, broken: b, in: scenario, hypothetical: false, withFixes: false)
            guard b === c || explanation.contains(c) else { continue }
            found.append(explanation)
        }
        addFixes(to: &found, in: scenario)
        return found
    }

    /// Tries the fixes of every explanation, all at once: conflicts that share a member
    /// share the fixes made to it (``ConflictScenario/fixes(for:)``).
    private static func addFixes(
        to explanations: inout [ConflictExplanation], in scenario: ConflictScenario
    ) {
        let fixes = scenario.fixes(for: explanations.map { ($0.arithmetic, $0.broken) })
        for (index, all) in fixes.enumerated() {
            explanations[index].fixes = resolvingFirst(all)
        }
    }

    /// The conflicts that activating `constraints` (inactive ones, in order) would meet, each with
    /// the constraint the layout would break.
    ///
    /// Empty when they would all hold. The layout is not changed.
    ///
    /// ```swift
    /// let draft = try layout.makeConstraint(banner.width == 500)   // inactive
    /// ConflictExplanation.whatIf(activating: [draft], in: layout).first?.arithmetic.summary
    /// ```
    public static func whatIf(activating constraints: [LayoutConstraint], in layout: Layout)
        -> [ConflictExplanation]
    {
        // The layout's own activation, taken back: the conflicts, the constraint it breaks and
        // the fixes (verified in a speculation nested in this one) are what activating would
        // give.
        layout.speculate {
            var conflicts: [LayoutConflict] = []
            for c in constraints where !c.isActive && !c.isRemoved {
                // A constraint that cannot be activated (no common superview) is skipped.
                guard let report = try? layout.activate([c]) else { continue }
                conflicts += report.conflicts
            }
            let scenario = ConflictScenario(layout)
            return conflicts.map {
                make(
                    stored($0, in: layout), broken: $0.broken, in: scenario, hypothetical: true,
                    withFixes: true)
            }
        }
    }

    // MARK: - Building

    /// The account of a conflict a change just met, as its ``PlumbLayout/LayoutReport``
    /// lists it: the members verified minimal and the arithmetic; fixes only on request.
    ///
    /// ```swift
    /// let report = try layout.activate { a.width == 100; a.width == 200 }
    /// let account = ConflictExplanation.explaining(report.conflicts[0], in: layout)
    /// account.arithmetic.summary   // "200 ≠ 100"
    /// ```
    public static func explaining(
        _ conflict: LayoutConflict, in layout: Layout, withFixes: Bool = false
    ) -> ConflictExplanation {
        let scenario = ConflictScenario(layout)
        let raw = stored(conflict, in: layout)
        return make(
            raw, broken: conflict.broken, in: scenario, hypothetical: false, withFixes: withFixes)
    }

    /// The conflict recorded when `b` was broken, for when it cannot be read again.
    private static func stored(_ b: LayoutConstraint, in layout: Layout) -> LayoutConflict? {
        layout.conflict(thatBroke: b).map { stored($0, in: layout) }
    }

    /// The recorded conflict re-read in the layout as it is now (constants may have changed).
    private static func stored(_ conflict: LayoutConflict, in layout: Layout) -> LayoutConflict {
        var members: [LayoutConstraint] = []
        var expressions: [LinearExpression] = []
        var multipliers: [Double] = []
        for (member, multiplier) in zip(conflict.members, conflict.multipliers) {
            guard let expression = layout.solverConstraint(for: member)?.expression else {
                continue
            }
            members.append(member)
            expressions.append(expression)
            multipliers.append(multiplier)
        }
        return conflict.with(members: members, expressions: expressions, multipliers: multipliers)
    }

    /// The fixes that resolve the conflict, then those that do not, each in the order tried.
    private static func resolvingFirst(_ fixes: [ConflictFix]) -> [ConflictFix] {
        fixes.filter(\.resolves) + fixes.filter { !$0.resolves }
    }

    private static func make(
        _ found: LayoutConflict, broken: LayoutConstraint, in scenario: ConflictScenario,
        hypothetical: Bool, withFixes: Bool
    ) -> ConflictExplanation {
        let (raw, irreducible) = ConflictScenario.verified(found)
        let forms = zip(raw.members, raw.expressions).map {
            MemberForms($0.0, expression: $0.1, in: scenario.layout)
        }
        let arithmetic = ConflictArithmetic(
            members: raw.members, forms: forms, multipliers: raw.multipliers)
        let members = arithmetic.rows.map {
            Member(
                constraint: $0.constraint, multiplier: $0.multiplier,
                origin: $0.constraint.originDescription)
        }
        var miss = 0.0
        if let id = scenario.id(of: broken), let c = scenario.solver.constraint(id) {
            // The one tolerance policy (`Constraint.violation`), as check and show use it.
            let solver = scenario.solver
            miss = c.violation { solver.value(of: $0) }
        }
        var fixes: [ConflictFix] = []
        if withFixes {
            fixes = resolvingFirst(scenario.fixes(for: arithmetic, broken: broken))
        }
        return ConflictExplanation(
            members: members, culprit: raw.culprit, broken: broken, miss: miss,
            arithmetic: arithmetic, isIrreducible: irreducible, fixes: fixes,
            isHypothetical: hypothetical)
    }
}

extension ConflictScenario {
    /// The conflict checked.
    ///
    /// Kept as is when irreducible — for up to ``scratchLimit`` members by the deletion filter on
    /// scratch solvers, beyond that by its certificate and the rank of its members
    /// (``ScratchSystem/hasRankOneLess(_:)``) — else shrunk by the deletion filter (the culprit
    /// tried last, so it stays when it can), with fresh multipliers. The
    /// flag says whether the result is verified irreducible.
    static func verified(_ raw: LayoutConflict) -> (LayoutConflict, Bool) {
        let constraints = zip(raw.members, raw.expressions).map { Constraint($0.1, $0.0.relation) }
        let system = ScratchSystem(constraints)
        if constraints.count <= scratchLimit {
            if system.isIrreducible() { return (raw, true) }
        } else if ScratchSystem.isCertificate(raw.multipliers, of: constraints),
            ScratchSystem.hasRankOneLess(raw.expressions)
        {
            // Past a few dozen members k scratch solves of k constraints cost too much; the
            // certificate and a rank test decide the same question exactly.
            return (raw, true)
        }
        // Try the culprit last so the filter keeps it if any minimal subset has it.
        var order = raw.members.indices.filter { raw.members[$0] !== raw.culprit }
        order += raw.members.indices.filter { raw.members[$0] === raw.culprit }
        let reordered = ScratchSystem(order.map { constraints[$0] })
        guard let core = reordered.irreducibleConflict() else { return (raw, false) }
        var members: [LayoutConstraint] = []
        var expressions: [LinearExpression] = []
        var multipliers: [Double] = []
        for (member, multiplier) in zip(core.members, core.multipliers) {
            let i = order[Int(member.raw)]
            members.append(raw.members[i])
            expressions.append(raw.expressions[i])
            multipliers.append(multiplier)
        }
        let culprit =
            members.contains(where: { $0 === raw.culprit }) ? raw.culprit : members.first
        let shrunk = raw.with(
            members: members, expressions: expressions, multipliers: multipliers, culprit: culprit)
        return (shrunk, true)
    }

    /// The largest conflict verified by the deletion filter on scratch solvers (k + 1 solves
    /// of k constraints each); larger ones by their certificate and rank.
    static let scratchLimit = 32

    /// A conflict's members, made minimal (see ``verified(_:)``).
    static func minimal(_ raw: LayoutConflict) -> LayoutConflict { verified(raw).0 }
}
