// Unsatisfiable required constraints, handled as UIKit handles them: the change succeeds, the
// conflict is kept (the solver's proof, mapped to layout constraints), and one constraint is
// broken — put into the solver at `Priority.broken`, above every optional priority, so it is
// satisfied as closely as the conflict allows. After every change, broken constraints that
// could hold again are retried at required and restored.

/// A set of required constraints that cannot all hold, and the constraint broken to recover.
///
/// Read from the solver's proof (``PlumbSolver/Conflict``): in exact arithmetic the set is
/// irreducible — removing any one member resolves this conflict — and
/// `Σ multipliers[i] · members[i]` cancels every variable and leaves a contradiction.
///
/// ```swift
/// let report = try layout.activate { legacy.width == 200 }
/// for conflict in report.conflicts {
///     print(conflict.members.map(\.description))   // [autoresizing width] …, #1 legacy.width == 200
///     print(conflict.broken)                        // #1 legacy.width == 200
/// }
/// ```
public struct LayoutConflict {
    /// The conflicting constraints, culprit included, in the solver's order (activation
    /// order), system constraints included.
    public let members: [LayoutConstraint]
    /// The Farkas multiplier of each member, culprit scaled to ±1 (same order as `members`).
    public let multipliers: [Double]
    /// The constraint whose activation (or constant change) failed.
    public let culprit: LayoutConstraint
    /// The constraint broken to recover: the culprit, unless the culprit is a system
    /// constraint (a window resize, an autoresizing frame), then the newest user member.
    public let broken: LayoutConstraint
    /// How far the culprit stayed from holding at the best the others allowed, in points.
    public let violation: Double
    /// The solver's raw conflict; its ids may be stale once constraints are re-added.
    public let solverConflict: Conflict
    /// Each member's solver expression as the proof used it (same order as `members`):
    /// `Σ multipliers[i] · expressions[i]` cancels every variable.
    public let expressions: [LinearExpression]

    /// A conflict in layout terms (the debugger builds them for "what if" scenarios too).
    public init(
        members: [LayoutConstraint], expressions: [LinearExpression], multipliers: [Double],
        culprit: LayoutConstraint, broken: LayoutConstraint, violation: Double,
        solverConflict: Conflict
    ) {
        self.members = members
        self.expressions = expressions
        self.multipliers = multipliers
        self.culprit = culprit
        self.broken = broken
        self.violation = violation
        self.solverConflict = solverConflict
    }

    /// Whether `c` is a member.
    public func contains(_ c: LayoutConstraint) -> Bool { members.contains { $0 === c } }

    /// The members without the system constraints.
    public var userMembers: [LayoutConstraint] { members.filter { !$0.isSystem } }
}

/// What a change did beyond what was asked: conflicts met (and what was broken for each),
/// broken constraints restored, constraints dropped or removed with items.
///
/// Every mutating `Layout` method returns one (`@discardableResult`), so the shell can print
/// "Unable to simultaneously satisfy constraints" and what a `move` or `remove` took with it.
///
/// ```swift
/// let report = try layout.resize(root, to: Size(width: 320, height: 568))
/// if report.hasConflicts { print(report.conflicts[0].broken) }
/// ```
public struct LayoutReport {
    /// The constraints the change made (activation of drafts, groups).
    public internal(set) var constraints: [LayoutConstraint] = []
    /// Each conflict met, in order, with the constraint broken for it.
    public internal(set) var conflicts: [LayoutConflict] = []
    /// Broken constraints that hold again and are required once more.
    public internal(set) var restored: [LayoutConstraint] = []
    /// Constraints deactivated because their items lost their common ancestor (a `move`).
    public internal(set) var deactivated: [LayoutConstraint] = []
    /// Constraints deleted with the items they referenced, or with a group; system ones
    /// included.
    public internal(set) var removed: [LayoutConstraint] = []
    /// Items removed (a view's whole subtree, with its guides).
    public internal(set) var removedItems: [any LayoutItem] = []
    /// How many of ``conflicts`` were passed to ``Layout/onUnsatisfiable`` already, so a
    /// report that goes through several steps reports each conflict once.
    var notifiedConflicts = 0

    public init() {}

    /// Whether any conflict was met.
    public var hasConflicts: Bool { !conflicts.isEmpty }

    /// The constraints broken by this change.
    public var broken: [LayoutConstraint] { conflicts.map(\.broken) }
}

extension Layout {
    /// The conflict that broke `c`, while `c` is broken.
    ///
    /// ```swift
    /// for c in layout.brokenConstraints { print(c, layout.conflict(thatBroke: c)?.members ?? []) }
    /// ```
    public func conflict(thatBroke c: LayoutConstraint) -> LayoutConflict? {
        conflictsByConstraint[ObjectIdentifier(c)]
    }

    /// The conflicts behind the broken constraints, in the order of the broken constraints.
    public var currentConflicts: [LayoutConflict] {
        brokenConstraints.compactMap { conflict(thatBroke: $0) }
    }

    /// Maps the solver's conflict to layout constraints; `culprit` stands for its culprit id
    /// (a failed add has an id the layout never registered).
    func makeConflict(_ conflict: Conflict, culprit: LayoutConstraint, broken: LayoutConstraint)
        -> LayoutConflict
    {
        var members: [LayoutConstraint] = []
        var expressions: [LinearExpression] = []
        var multipliers: [Double] = []
        for (id, multiplier) in zip(conflict.members, conflict.multipliers) {
            // The culprit failed to go in: its expression is read from the layout.
            let member = id == conflict.culprit ? culprit : constraint(for: id)
            let expression =
                id == conflict.culprit
                ? solverConstraint(for: culprit)?.expression : engine.constraint(id)?.expression
            guard let member, let expression, !members.contains(where: { $0 === member }) else {
                continue
            }
            members.append(member)
            expressions.append(expression)
            multipliers.append(multiplier)
        }
        return LayoutConflict(
            members: members, expressions: expressions, multipliers: multipliers,
            culprit: culprit, broken: broken, violation: conflict.violation,
            solverConflict: conflict)
    }

    /// The constraint to break: the culprit, unless it is a system constraint and a user
    /// constraint takes part, then the newest user member (the hierarchy's facts — a window's
    /// size, an autoresizing frame — win over what was written against them).
    func victim(of conflict: Conflict, culprit: LayoutConstraint) -> LayoutConstraint {
        guard culprit.isSystem else { return culprit }
        var newest: LayoutConstraint?
        for id in conflict.members where id != conflict.culprit {
            guard let member = constraint(for: id), !member.isSystem, !member.isBroken else {
                continue
            }
            if newest.map({ member.serial > $0.serial }) ?? true { newest = member }
        }
        return newest ?? culprit
    }

    func markBroken(_ c: LayoutConstraint, by conflict: LayoutConflict) {
        if conflictsByConstraint[ObjectIdentifier(c)] == nil {
            let index = brokenIndex(of: c)
            brokenConstraints.insert(c, at: index)
            journal({ [unowned self] in _ = self.brokenConstraints.remove(at: index) })
        }
        journal(\.conflictsByConstraint, key: ObjectIdentifier(c))
        conflictsByConstraint[ObjectIdentifier(c)] = conflict
        for member in conflict.members {
            let key = ObjectIdentifier(member)
            brokenByConflictsOf[key, default: []].append(c)
            journal({ [unowned self] in _ = self.brokenByConflictsOf[key]?.popLast() })
        }
    }

    /// Where `c` is, or would go, in ``brokenConstraints`` (creation order, so by serial).
    private func brokenIndex(of c: LayoutConstraint) -> Int {
        var low = 0
        var high = brokenConstraints.count
        while low < high {
            let middle = (low + high) / 2
            if brokenConstraints[middle].serial < c.serial {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    func unmarkBroken(_ c: LayoutConstraint) {
        guard conflictsByConstraint[ObjectIdentifier(c)] != nil else { return }
        journal(\.conflictsByConstraint, key: ObjectIdentifier(c))
        conflictsByConstraint[ObjectIdentifier(c)] = nil
        let index = brokenIndex(of: c)
        guard index < brokenConstraints.count, brokenConstraints[index] === c else { return }
        brokenConstraints.remove(at: index)
        journal({ [unowned self] in self.brokenConstraints.insert(c, at: index) })
    }

    /// Makes a change, then ends it as every public change ends: by restoring the broken
    /// constraints that may hold again (`restoreBroken(report:)`); one report tells both.
    func changing(
        _ change: (inout LayoutReport) throws(LayoutError) -> Void
    ) throws(LayoutError) -> LayoutReport {
        var report = LayoutReport()
        try change(&report)
        try restoreBroken(report: &report)
        return report
    }

    /// Retries broken constraints at required, in creation order, skipping those broken by
    /// the change now ending.
    ///
    /// Only a broken constraint whose conflict has a member this change took out of the solver
    /// or gave a new constant (``touchedSinceRestore``) is looked at: the others' conflicts
    /// still stand, so they cannot hold. One looked at is retried when it holds now (its error
    /// is nil at the broken level, so it can hold with every required constraint) or when its
    /// conflict has gone stale (a member left or was broken); a retry that fails keeps it
    /// broken with a fresh conflict. A change then costs the conflicts it touches, not every
    /// broken constraint of the layout: a log of thousands of separate conflicts, or a fix
    /// verified on the layout (`ConflictFix`), pays for its own.
    ///
    /// `afterAdding`: the change only added constraints, so nothing can hold now that did not
    /// before unless this change broke a member of its conflict; with nothing broken there is
    /// nothing to look at.
    func restoreBroken(report: inout LayoutReport, afterAdding: Bool = false) throws(LayoutError) {
        // Every public change ends here once it can no longer fail: the moment to tell the
        // app, as UIKit logs after the pass that broke the constraint.
        defer {
            // Retrying takes constraints out of the solver too; none of that is a change.
            touchedSinceRestore = []
            notifyUnsatisfiable(&report)
        }
        let touched = touchedSinceRestore
        let justBroken = report.broken
        if afterAdding && justBroken.isEmpty { return }
        let justBrokenIDs = Set(justBroken.map(ObjectIdentifier.init))
        for c in brokenConstraints(dependingOn: touched)
        where !justBrokenIDs.contains(ObjectIdentifier(c)) {
            guard c.isActive, let id = c.solverID, let host = c.host else { continue }
            let error = engine.error(of: id) ?? .infinity
            let holds = error <= 1e-7 * (1 + abs(c.constant))
            let stale =
                conflict(thatBroke: c)?.members.contains {
                    $0 !== c && (!$0.isActive || $0.isBroken)
                } ?? true
            guard holds || stale else { continue }
            try removeFromSolver(c)
            let required = makeSolverConstraint(c, host: host, priority: c.priority)
            do {
                register(c, try engine.add(required))
                unmarkBroken(c)
                report.restored.append(c)
            } catch .unsatisfiable(let conflict) {
                try addBroken(c, host: host)
                markBroken(c, by: makeConflict(conflict, culprit: c, broken: c))
            } catch {
                try addBroken(c, host: host)
                throw layoutError(error)
            }
        }
    }

    /// The broken constraints whose conflict has a member in `touched`, in creation order.
    ///
    /// - Complexity: O(the entries of `touched` in ``brokenByConflictsOf`` × their members).
    private func brokenConstraints(dependingOn touched: [LayoutConstraint]) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        for member in touched {
            for c in brokenByConflictsOf[ObjectIdentifier(member)] ?? [] {
                guard !seen.contains(ObjectIdentifier(c)),
                    conflict(thatBroke: c)?.members.contains(where: { $0 === member }) == true
                else { continue }
                seen.insert(ObjectIdentifier(c))
                found.append(c)
            }
        }
        return found.sorted { $0.serial < $1.serial }
    }

    /// Adds `c` to the solver at the broken level.
    ///
    /// Optional rows always fit.
    func addBroken(_ c: LayoutConstraint, host: View) throws(LayoutError) {
        do {
            register(c, try engine.add(makeSolverConstraint(c, host: host, priority: .broken)))
        } catch {
            throw layoutError(error)
        }
    }

    /// Breaks an active required constraint: out of the solver, back in at the broken level.
    func breakActive(_ c: LayoutConstraint, conflict: LayoutConflict) throws(LayoutError) {
        guard let host = c.host else { return }
        try removeFromSolver(c)
        try addBroken(c, host: host)
        markBroken(c, by: conflict)
    }
}
