// Reading a conflict: the members a failing row names, their Farkas multipliers recomputed
// from the constraints as written, and the repairs rounding calls for: members with no part
// in the proof dropped, a member the row lost found again, and members needed only beyond
// the range dropped (docs/solver.md, "Numerics"; theory.md §2).

extension Solver {
    /// The conflict of adding `constraint` as `id`, read from a fully tracked replica when the
    /// failing row dropped dummies (`partial` names only the equalities it kept).
    func explainedInsertConflict(_ constraint: Constraint, _ id: ConstraintID, _ partial: Conflict)
        -> Conflict
    {
        let explained = trackedConflict { (replica: inout Solver) throws(SolverError) in
            try replica.insert(constraint, as: id)
        }
        return explained ?? partial
    }

    /// A conflict read from a failing row: the owners of its private symbols, plus the culprit.
    func makeConflict(culprit: ConstraintID, row: Row, violation: Double) -> Conflict {
        var owners: [ConstraintID] = [culprit]
        for symbol in row.symbols {
            let kind = symbolKind[Int(symbol)]
            guard kind != .external, kind != .artificial else { continue }
            let owner = ConstraintID(raw: symbolOwner[Int(symbol)])
            // Optional constraints never belong to a conflict (theory.md §2.2, point 4).
            guard let r = record(owner), r.constraint.priority.isRequired || owner == culprit else {
                continue
            }
            owners.append(owner)
        }
        return conflict(culprit: culprit, members: owners, violation: violation)
    }

    /// A conflict read from a row the dual simplex could not repair: its basic symbol's owner,
    /// its symbols' owners, and the culprit.
    func makeConflict(culprit: ConstraintID, failedRow slot: Int32) -> Conflict {
        var row = rows[Int(slot)]
        let basic = rowBasic[Int(slot)]
        row.add(1, to: basic)
        return makeConflict(culprit: culprit, row: row, violation: -rows[Int(slot)].constant)
    }

    /// The conflict with its multipliers, and its violation recomputed from them: with the
    /// culprit's multiplier at 1, `Σ λᵢ·exprᵢ` is a constant K, and the culprit misses by |K|
    /// at best. (The failing row's own constant is in the units of whatever symbol heads it.)
    ///
    /// A member whose multiplier comes out zero may take no part in the proof: a cell of
    /// rounding put its symbol in the failing row (`v1 ≤ 2·v2` beside
    /// `v2 == 1.000000000001·v1` left 1e-13 of an unrelated slack there, seed 1000007000097).
    /// Such members are dropped when the rest, with multipliers of their own, still prove the
    /// conflict (`ScratchSystem.isCertificate`); a multiplier too small to print can be one
    /// the proof needs.
    func conflict(culprit: ConstraintID, members: [ConstraintID], violation: Double) -> Conflict {
        var unique = members
        unique.sort()
        unique = unique.enumerated().compactMap { i, m in i > 0 && unique[i - 1] == m ? nil : m }
        var multipliers = farkasMultipliers(unique, culprit: culprit)
        let proving = unique.indices.filter { unique[$0] == culprit || multipliers[$0] != 0 }
        if proving.count < unique.count {
            let fewer = proving.map { unique[$0] }
            let theirs = farkasMultipliers(fewer, culprit: culprit)
            if let constraints = constraints(of: fewer),
                ScratchSystem.isCertificate(theirs, of: constraints)
            {
                unique = fewer
                multipliers = theirs
            }
        }
        addMemberTheProofLacks(&unique, &multipliers, culprit)
        let withinRange =
            unique.count > 1 && dropMembersNeededOnlyBeyondRange(&unique, &multipliers, culprit)
        let expressions = unique.map { record($0)?.constraint.expression ?? LinearExpression() }
        var combined = LinearExpression()
        for (e, l) in zip(expressions, multipliers) { combined = combined + l * e }
        combined = combined.simplified
        let constant = FarkasCertificate.dot(multipliers, expressions.map(\.constant))
        // A proof within the range leaves terms that the range bounds: the culprit misses by
        // the constant less the most those terms can make up.
        if withinRange {
            let slack = combined.terms.reduce(0.0) { $0 + abs($1.coefficient) }
            let reach = slack * Solver.maximumValue
            return Conflict(
                culprit: culprit, members: unique, multipliers: multipliers,
                violation: max(0, abs(constant) - reach))
        }
        let cancels = combined.terms.allSatisfy { abs($0.coefficient) <= 1e-9 * (1 + valueScale) }
        return Conflict(
            culprit: culprit, members: unique, multipliers: multipliers,
            violation: cancels ? abs(constant) : abs(violation))
    }

    /// When `multipliers` prove nothing and leave a variable uncancelled, adds the required
    /// constraint over that variable that completes the proof, if one does.
    ///
    /// The failing row can lose a member's cell to rounding: `v0 − v1 + 1e6·v2 == 0` took
    /// part in a conflict with a share of 1e-15, the row named only the other three members,
    /// and their multipliers left `1e-9·v2` (seed 1000036000161). The candidates are the
    /// required constraints over the variables left, up to ``fewMembers`` of them in id order,
    /// for a conflict of up to as many members (the `explain` benchmark's chain conflict of
    /// 202, whose multipliers include zeros, cost 2.5 % more instructions without that
    /// bound).
    func addMemberTheProofLacks(
        _ members: inout [ConstraintID], _ multipliers: inout [Double], _ culprit: ConstraintID
    ) {
        guard members.count <= Solver.fewMembers, let found = constraints(of: members),
            !ScratchSystem.isCertificate(multipliers, of: found),
            !ScratchSystem.provesWithinRange(multipliers, of: found, range: Solver.maximumValue)
        else { return }
        let uncancelled = FarkasCertificate.Sum(multipliers, of: found).uncancelled
        let left = Set(uncancelled.map(\.variable.index))  // membership only; never iterated
        guard !left.isEmpty else { return }
        var tried = 0
        for id in constraintIDs where !members.contains(id) && tried < Solver.fewMembers {
            guard let c = record(id)?.constraint, c.priority.isRequired,
                c.expression.terms.contains(where: { left.contains($0.variable.index) })
            else { continue }
            tried += 1
            let trial = (members + [id]).sorted()
            let lambda = farkasMultipliers(trial, culprit: culprit)
            guard let theirs = constraints(of: trial),
                ScratchSystem.isCertificate(lambda, of: theirs)
            else { continue }
            members = trial
            multipliers = lambda
            return
        }
    }

    /// Drops the members that play a minor part in the proof (``minorShare``), or any member
    /// of a small conflict whose multipliers prove nothing (``fewMembers``), without which
    /// the rest prove the conflict within the range (``maximumValue``), the smallest part
    /// first.
    ///
    /// Constraints that hold together only beyond the range are a conflict to the solver, and
    /// the failing row can then name members that only pull the far solution further:
    /// - `v1 ≤ 1.000000000001·v0 − 6` and `2·v0 == 2.000000000002·v1` hold only from
    ///   v0 = 3e12; the row also named `v0 ≥ 0`, with a multiplier of 4e-12 and the wrong
    ///   sign, and the proof was none (seed 1000004000012).
    /// - `v2 − v1 ≤ 1e-9·v0 − 4000` asks for v0 ≥ 4e12 on its own; the row also named
    ///   `v0 == 1e-6·v2`, with a share of 1e-9, which made the proof exact but the conflict
    ///   not irreducible within the range (seed 1000017000245).
    ///
    /// Returns whether it dropped any: the proof is then one within the range.
    func dropMembersNeededOnlyBeyondRange(
        _ members: inout [ConstraintID], _ multipliers: inout [Double], _ culprit: ConstraintID
    ) -> Bool {
        guard let all = constraints(of: members) else { return false }
        let sizes = FarkasCertificate.shares(multipliers, of: all.map(\.expression)).map {
            $0 ?? 0
        }
        let largest = sizes.max() ?? 0
        let ids = members
        let order = ids.indices.filter { ids[$0] != culprit }
            .sorted { sizes[$0] < sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
        if let exact = exactlyIrreducible(all, trying: order) {
            guard exact.kept.count < members.count else { return false }
            members = exact.kept.map { ids[$0] }
            multipliers = farkasMultipliers(members, culprit: culprit)
            return exact.withinRange
        }
        // A zero multiplier is no share: `conflict(culprit:members:violation:)` has tried
        // those members already. When the multipliers prove nothing, any member may be one
        // to drop; each try is a Farkas solve over the members, so only for a few of them.
        let isMinor = { (k: Int) in sizes[k] > 0 && sizes[k] < Solver.minorShare * largest }
        let tryEvery =
            ids.count <= Solver.fewMembers && !ScratchSystem.isCertificate(multipliers, of: all)
        guard tryEvery || order.contains(where: isMinor) else { return false }
        var withinRange = false
        // Once the proof is one within the range, every member is judged by it: what is
        // left must be irreducible within the range too (the deletion filter).
        for pass in 0..<2 {
            for k in order where pass == 1 || tryEvery || isMinor(k) {
                let fewer = members.filter { $0 != ids[k] }
                guard fewer.count < members.count, let theirs = constraints(of: fewer) else {
                    continue
                }
                let lambda = farkasMultipliers(fewer, culprit: culprit)
                guard
                    ScratchSystem.provesWithinRange(lambda, of: theirs, range: Solver.maximumValue)
                else { continue }
                members = fewer
                multipliers = lambda
                withinRange = true
            }
            if !withinRange { return false }
        }
        return true
    }

    /// A small conflict of a steep layout, shrunk by the deletion filter in exact arithmetic.
    ///
    /// In a steep layout (``isSteep``), for at most ``exactSizeLimit`` members and
    /// variables: each member of `order` (the members but the culprit, the smallest share
    /// first) is dropped when the rest still cannot hold; returns the indices into
    /// `members` kept. When the members hold together as written, but only beyond the
    /// range, "hold" means within ±``maximumValue`` (`withinRange`). Nil, and the doubles
    /// answer, when the layout is not steep or some answer cannot be had exactly.
    ///
    /// Shares of a millionth to the last digit do not tell which members a proof within the
    /// range needs: `v0 == 1.000000000001·v2` took part in a conflict with
    /// `v0 + 1e6·v1 − v2 == 0` and `1e-9·v1 == 5`, which hold together only beyond 2.5e15
    /// without it (seed 1000052000125). A conflict as written is shrunk as written: dropping
    /// a member it needs because the rest hold only beyond the range left proofs whose
    /// multipliers no longer cancel the variables (18 systems of the extreme oracle).
    func exactlyIrreducible(_ members: [Constraint], trying order: [Int])
        -> (kept: [Int], withinRange: Bool)?
    {
        guard isSteep, members.count <= exactSizeLimit else { return nil }
        let system = ScratchSystem(members)
        let all = Array(members.indices)
        guard let holds = system.isSatisfiable(all, within: nil) else { return nil }
        let range: Double? = holds ? Solver.maximumValue : nil
        if holds, system.isSatisfiable(all, within: range) != false { return nil }
        var kept = all
        for k in order {
            let fewer = kept.filter { $0 != k }
            guard let holds = system.isSatisfiable(fewer, within: range) else { return nil }
            if !holds { kept = fewer }
        }
        return (kept, range != nil)
    }

    /// The conflict that the required constraints make as written, in exact arithmetic, when
    /// the solution misses one of them by more than rounding; nil when they hold together, the
    /// layout is larger than ``exactSizeLimit`` constraints or variables, or `culprit` is not
    /// among them.
    ///
    /// The doubles hold a required constraint to the tolerance of its rows, which can be a
    /// contradiction that `check`'s policy (``Constraint/violation(_:)``, a floor of 1e-9)
    /// cannot see: `5e-7·v1 ≤ 0` beside `1e6·v1 == 70` was accepted with v1 at 7e-5, 3.5e-11
    /// off the first (seed 1000042000089); so was `2·v0 − 4·v2 == 2e-6` beside `== 0` at
    /// values of 1e9, a miss of 5e-16 of its magnitudes. Any miss at all, its terms summed
    /// with no rounding lost (``carefulError(of:)``), sends a small layout to the exact test;
    /// the deletion filter, in exact arithmetic too, keeps `culprit` and what it cannot do
    /// without. Testing every required add of a small layout, missed or not, would also catch
    /// a contradiction the values hold to the last bit, at half again the time for the
    /// oracle's ordinary systems.
    func exactConflict(culprit: ConstraintID) -> Conflict? {
        guard activeCount <= exactSizeLimit, variableCount <= exactSizeLimit else { return nil }
        var ids: [ConstraintID] = []
        var missed = false
        for id in constraintIDs {
            guard let constraint = record(id)?.constraint, constraint.priority.isRequired else {
                continue
            }
            ids.append(id)
            if !missed { missed = carefulError(of: constraint) > 0 }
        }
        guard missed, ids.contains(culprit), let all = constraints(of: ids) else { return nil }
        return exactlyIrreducible(ids, all, culprit: culprit)
    }

    /// What `constraint` misses by at the current values (``Constraint/error(_:)``), its
    /// terms summed as if in twice the precision (``FarkasCertificate/dot(_:_:)``).
    ///
    /// Summed in order, `v0 − 0.5·v1 − 7e-6` at v0 = 9e10 and v1 = 1.8e11 is 0: the constant
    /// is lost in the first sum. It is −7e-6, a contradiction with `v0 ≤ 0.5·v1` (seed
    /// 1000030000159).
    func carefulError(of constraint: Constraint) -> Double {
        let terms = constraint.expression.terms
        return constraint.error(
            ofSum: FarkasCertificate.dot(
                terms.map(\.coefficient) + [1],
                terms.map { value(of: $0.variable) } + [constraint.expression.constant]))
    }

    /// The conflict of a refused add, checked in exact arithmetic in a layout of at most
    /// ``exactSizeLimit`` constraints and variables: when its members hold together as
    /// written within the range, the conflict the required constraints and `constraint`
    /// (as `culprit`) make as written; nil when the conflict stands or that cannot be told.
    ///
    /// The doubles' proof can leave a term they take for rounding: `v0 − v2 ≥ 70` beside
    /// `v0 == 1.000000001·v2` leaves `70 − 1e-9·v2`, which holds from v2 = 7e10, within the
    /// range; the conflict was the two of them, where the two others it needs (`v1 ≥ 1e6·v2`
    /// and `1e6·v1 ≤ 2·v0 − 1e8`) were left out (seed 1000123000159).
    func exactConflict(replacing conflict: Conflict, adding constraint: Constraint)
        -> Conflict?
    {
        guard activeCount < exactSizeLimit, variableCount <= exactSizeLimit else { return nil }
        let culprit = conflict.culprit
        var members: [Constraint] = []
        for id in conflict.members {
            guard let c = id == culprit ? constraint : record(id)?.constraint else { return nil }
            members.append(c)
        }
        let held = ScratchSystem(members).isSatisfiable(
            Array(members.indices), within: Solver.maximumValue)
        guard held == true else { return nil }
        var ids: [ConstraintID] = []
        var all: [Constraint] = []
        for id in constraintIDs where id != culprit {
            guard let c = record(id)?.constraint, c.priority.isRequired else { continue }
            ids.append(id)
            all.append(c)
        }
        let position = ids.firstIndex { $0 > culprit } ?? ids.count
        ids.insert(culprit, at: position)
        all.insert(constraint, at: position)
        return exactlyIrreducible(ids, all, culprit: culprit)
    }

    /// The deletion filter in exact arithmetic over the required constraints `all` (with
    /// their `ids`, `culprit` among them): the culprit and the others it cannot do without,
    /// with their multipliers and the certificate's constant as the violation; nil when they
    /// hold together as written or that cannot be told.
    private func exactlyIrreducible(
        _ ids: [ConstraintID], _ all: [Constraint], culprit: ConstraintID
    ) -> Conflict? {
        let system = ScratchSystem(all)
        guard system.isSatisfiable(Array(all.indices), within: nil) == false else { return nil }
        var kept = Array(all.indices)
        for k in all.indices where ids[k] != culprit {
            let fewer = kept.filter { $0 != k }
            guard let holds = system.isSatisfiable(fewer, within: nil) else { return nil }
            if !holds { kept = fewer }
        }
        let members = kept.map { ids[$0] }
        let expressions = kept.map { all[$0].expression }
        let multipliers = FarkasCertificate.multipliers(
            expressions, pivot: members.firstIndex(of: culprit) ?? 0)
        let constant = FarkasCertificate.dot(multipliers, expressions.map(\.constant))
        return Conflict(
            culprit: culprit, members: members, multipliers: multipliers,
            violation: abs(constant))
    }

    /// The share of a proof below which a member is tried without.
    ///
    /// A member's share is `|λ|·max|a|` relative to the largest member's
    /// (``dropMembersNeededOnlyBeyondRange(_:_:_:)``). Conflicts between constraints as
    /// layouts write them (multipliers of 0.5, 2, 1/3) never come near.
    static let minorShare = 1e-6

    /// The most members of a conflict whose multipliers prove nothing that are each tried.
    ///
    /// Trying them (``dropMembersNeededOnlyBeyondRange(_:_:_:)``) costs k Farkas solves over
    /// k members each. The `explain` benchmark's 202-member chain conflict, some of whose
    /// multipliers are zero, spent 5 % of the report on them.
    static let fewMembers = 32

    /// The constraints of `ids`, or nil when one of them is not in the solver.
    func constraints(of ids: [ConstraintID]) -> [Constraint]? {
        let found = ids.compactMap { record($0)?.constraint }
        return found.count == ids.count ? found : nil
    }

    /// The multipliers of `members`' expressions with the culprit's at 1.
    func farkasMultipliers(_ members: [ConstraintID], culprit: ConstraintID) -> [Double] {
        let expressions = members.map { record($0)?.constraint.expression ?? LinearExpression() }
        return FarkasCertificate.multipliers(
            expressions, pivot: members.firstIndex(of: culprit) ?? 0)
    }
}
