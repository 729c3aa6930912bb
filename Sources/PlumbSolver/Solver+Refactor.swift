// Refactorisation (docs/solver.md, "Refactorisation").
//
// A pivot divides its row by the pivot cell and adds the result to every row of the entering
// column. On a cell of 1e-12 next to a 1e6 in the same row, the rounding of every row it
// touches is multiplied by 1e18: `v2 − v1 ≥ 50` was then missed by 402 points, every row
// looking consistent with the others, just not with the constraints. LP solvers cure this by
// refactorising: they solve the current basis afresh from the constraints as written, so the
// rounding is that of one elimination with sound pivots, not of the path the simplex took.
//
// Plumb does so when an operation took such a pivot (`Solver.roughPivot`; layouts with
// ordinary multipliers never do). The basis stays: the constraints are eliminated in creation
// order, each solved for its largest cell among the basic symbols not yet solved, and the
// objective levels are rebuilt over the new rows. The simplex then repairs whatever the fresh
// rows show was only rounding (a row a hair below zero, a reduced cost a hair below zero).

extension Solver {
    /// The size of a rough pivot cell, relative to the largest cell of its row.
    ///
    /// The row's largest counts 1 for the basic symbol it replaces. After a rough pivot the
    /// operation's rows are solved afresh when it ends. `pivot` reads it off the solved row,
    /// whose cells are then above 1/roughPivot. It was 1e-9: pivots through cells of 1e-6
    /// and 1e-7 also leave residue in higher levels' reduced costs (a 7.8e-11 that blocked an
    /// optimum), and solving afresh after them made 5 more of the extreme oracle's 6,000
    /// systems on seeds 1–20 exact at no measurable cost to layouts with such multipliers.
    static let roughPivot = 1e-6

    /// The ratio of a constraint's largest coefficient to its smallest (or the largest cell
    /// a row was solved to) past which the layout is steep, and the size of a cell (or its
    /// inverse) past which a row is: only a steep row of a steep layout with lost digits
    /// sends the operation to check the constraints as written (`worstResidual()`, which
    /// costs the whole layout).
    ///
    /// Real layouts' multipliers (0.5, 16/9, 3) are far below. Below it, digits lost are
    /// also lost in a fresh solve, and the rounding bound itself can overstate: summed over
    /// every path rows were merged along, it reached 1e17 on a feed whose values are exact.
    /// Hence the row's own cells too: one `probe.width == card0.width * 0.00001 + 3` made a
    /// 2,000-card feed check every operation and take 10 s instead of 0.5 s.
    static let steepRatio = 1e4

    /// The largest |coefficient| of the expression over its smallest (1 with fewer than two
    /// terms).
    static func ratio(of expression: LinearExpression) -> Double {
        guard expression.terms.count > 1 else { return 1 }
        var largest = 0.0
        var smallest = Double.infinity
        for term in expression.terms where term.coefficient != 0 {
            largest = max(largest, abs(term.coefficient))
            smallest = min(smallest, abs(term.coefficient))
        }
        return smallest.isFinite ? largest / smallest : 1
    }

    /// The rounding a variable's row of a steep layout may carry, relative to its value,
    /// before the operation that left it checks the constraints as written: nine digits of
    /// the value lost.
    ///
    /// With no floor: 1e-12 of the layout's largest constant let v1 = −1e-5 carry the
    /// rounding of the two 1e7 values it was the difference of (seed 1000052000125). A
    /// 2,000-card feed tied by 0.00001 multipliers to a probe checks no more often for it.
    static let lostDigits = 1e-9

    /// The worst residual, relative to the size of a constraint's terms, that a check after
    /// lost digits leaves alone: a fresh solve leaves about 1e-16 times the conditioning of
    /// the basis.
    static let acceptedResidual = 1e-10

    /// After an operation that took a rough pivot, solves the rows of the current basis
    /// afresh from the constraints and re-optimises.
    ///
    /// Keeps the tableau as it was when the fresh rows cannot be had (rounding made the basis
    /// look singular), the simplex fails on them, or they hold the constraints no better.
    mutating func refactorizeAfterRoughPivots() {
        guard tookRoughPivot || mayHaveLostDigits else { return }
        var residual = worstResidual()
        guard tookRoughPivot || residual > Solver.acceptedResidual else { return }
        // The simplex that repairs the fresh rows can pivot to another basis, and its rows then
        // carry that path's rounding: from a vertex at 3e18 to one at 100, `v2 ≥ v1` was
        // missed by 612 (seed 1000089000081). So the new basis is solved afresh in its turn,
        // a few times at most, while the constraints as written are still missed.
        var fresh = false
        for _ in 0..<Solver.refactorRounds {
            let saved = self
            guard solveAfresh() else { break }
            var now = worstResidual()
            // A basis near singular solves no better afresh: keep whichever is closer to the
            // constraints as written, the fresh rows refined if they miss more than the old.
            if now > residual { now = refined(from: now) }
            if now > residual {
                self = saved
                break
            }
            fresh = true
            residual = now
            if residual <= Solver.acceptedResidual { return }
        }
        // What a fresh solve cannot mend, the order of its elimination having cancelled the
        // same digits again, iterative refinement can. Only on fresh rows: the columns it
        // moves along are the basis inverse's only as far as their cells are right, and rows
        // that lost a genuine `1e-12·v0` on the simplex's path moved a refused add's values
        // 30 points off a required constraint.
        if fresh { _ = refined(from: residual) }
    }

    /// Refines (``refine()``) while the constraints as written are missed and each step
    /// misses them less; returns the residual it leaves.
    mutating func refined(from residual: Double) -> Double {
        var residual = residual
        for _ in 0..<Solver.refinementSteps where residual > Solver.acceptedResidual {
            let saved = self
            guard refine() else { break }
            let now = worstResidual()
            if now >= residual {
                self = saved
                break
            }
            residual = now
        }
        return residual
    }

    /// How many times at most one operation's basis is solved afresh.
    static let refactorRounds = 3

    /// How many steps of iterative refinement at most one operation takes.
    static let refinementSteps = 2

    /// One step of iterative refinement: moves the rows' constants by what the constraints as
    /// written still miss, and repairs what that shows.
    ///
    /// A constraint that misses by `r` is one the tableau holds with its constant moved by
    /// `r`; moving it back is a constant change (`shiftMarker`), which goes through the
    /// column of the constraint's own symbol, that is the basis inverse's column. All the
    /// constraints' misses are read before any moves, as one solve `B·δ = −r`. Returns false,
    /// with the solver as it was, when a column is incomplete (a spilled constraint, a row
    /// that dropped dummies) or the simplex cannot repair the result.
    ///
    /// `v1 == 1e-5` came out of `v1 = v3 − 1e6·v2` with v3 and 1e6·v2 at 1e7, and missed
    /// `v0 + 1e6·v1 − v2 == 0` by 5e-4; solved afresh in creation order, the same basis
    /// cancelled the same digits (seed 1000052000125).
    mutating func refine() -> Bool {
        guard !rows.contains(where: \.untracked) else { return false }
        var moves: [(record: ConstraintRecord, delta: Double)] = []
        for raw in records.indices {
            guard let record = records[raw] else { continue }
            if record.spilled { return false }
            // A redundant equality's dummy row cannot move: the others it repeats decide it.
            if symbolKind[Int(record.marker)] == .dummy, basicRow[Int(record.marker)] >= 0 {
                continue
            }
            let sum = miss(of: record).sum
            if sum != 0 { moves.append((record, sum * record.unit)) }
        }
        let saved = self
        for move in moves { shiftMarker(of: move.record, by: move.delta) }
        guard repairs() else {
            self = saved
            return false
        }
        return true
    }

    /// Solves the rows of the current basis afresh and repairs what they show.
    ///
    /// The rows come from the constraints as written (``refactorize()``); then feasibility
    /// (the dual simplex keeps optimality), then optimality. Returns false, with the solver
    /// as it was, when the fresh rows cannot be had or the simplex cannot repair them.
    mutating func solveAfresh() -> Bool {
        let saved = self
        guard refactorize(), !hasParametricExternalInRestrictedRow, repairs() else {
            self = saved
            return false
        }
        return true
    }

    /// Repairs what new rows or moved constants show.
    ///
    /// Feasibility by the dual simplex, which keeps optimality, then optimality. Returns
    /// whether no row is left infeasible; on false the caller puts the solver back.
    mutating func repairs() -> Bool {
        do {
            if try dualOptimize() != nil { return false }
            try reoptimize()
        } catch {
            return false
        }
        return !hasInfeasibleRow
    }

    /// How far the solution is from the constraints' equations as written: the largest
    /// |constant + Σ cᵢ·xᵢ| over the constraints, each relative to 1 + the size of its terms.
    func worstResidual() -> Double {
        var worst = 0.0
        for raw in records.indices {
            guard let record = records[raw] else { continue }
            worst = max(worst, residual(of: record))
        }
        return worst
    }

    /// In a steep layout, checks the constraint an operation just added or changed, as
    /// written (its terms only): a miss sends the operation to the check of them all and a
    /// fresh solve when it ends (``refactorizeAfterRoughPivots()``).
    ///
    /// The rows' rounding bounds do not cover their cells' errors, and an operation can
    /// scale those: a cell of 0.002 that had lost eight digits through `1 − 0.999999999` took
    /// a constant change of 1e8 to a value 0.005 off, and `500·v1 ≥ 1e8` missed by 2.6 (seed
    /// 1000124000295); `1000·v2 − 0.5·v1 + 90 ≤ 0`, added through rows with cells of 1e9,
    /// missed by 0.0037 (seed 1000136000153).
    mutating func noteMiss(of id: ConstraintID) {
        guard steepestRatio > Solver.steepRatio, let record = record(id),
            residual(of: record) > Solver.acceptedResidual
        else { return }
        mayHaveLostDigits = true
    }

    /// How far the solution is from one constraint's equation as written, relative to 1 + the
    /// size of its terms.
    func residual(of record: ConstraintRecord) -> Double {
        let (sum, size) = miss(of: record)
        return abs(sum) / (1 + size)
    }

    /// What one constraint's equation as written sums to at the current values (its own
    /// symbols included), and the size of its terms.
    func miss(of record: ConstraintRecord) -> (sum: Double, size: Double) {
        let row = writtenRow(of: record)
        var sum = row.constant
        var size = abs(row.constant)
        for (s, c) in zip(row.symbols, row.coefficients) {
            let term = c * value(ofSymbol: s)
            sum += term
            size += abs(term)
        }
        return (sum, size)
    }

    /// Whether some slack, error or dummy row holds an external variable that is not basic.
    ///
    /// The simplex never makes one (an external enters only the rows of externals). Solved
    /// afresh, the same basis can keep a cell there that the path the simplex took had
    /// cancelled: that tableau is not in the solved form the simplex works on, so it is not
    /// taken.
    var hasParametricExternalInRestrictedRow: Bool {
        rows.indices.contains { slot in
            let basic = rowBasic[slot]
            guard basic >= 0, symbolKind[Int(basic)] != .external else { return false }
            return rows[slot].symbols.contains { symbolKind[Int($0)] == .external }
        }
    }

    /// Whether some restricted row stands below zero beyond its tolerance, or a dummy row
    /// away from it.
    var hasInfeasibleRow: Bool {
        rows.indices.contains { slot in
            let basic = rowBasic[slot]
            guard basic >= 0, symbolKind[Int(basic)].isRestricted else { return false }
            let row = rows[slot]
            let off = symbolKind[Int(basic)] == .dummy ? abs(row.constant) : -row.constant
            return off > standingTolerance(of: row)
        }
    }

    /// Replaces every row with the same basic symbol's row solved from the constraints as
    /// written, and rebuilds the objective levels over the new rows.
    ///
    /// The elimination is Gauss–Jordan, in creation order. Returns false, with the solver
    /// half changed, when some constraint has no basic symbol left to be solved for.
    ///
    /// - Complexity: the fill of the elimination: about what adding the constraints afresh
    ///   costs, rows kept within `dummyLimit` dummies as the tableau keeps them.
    mutating func refactorize() -> Bool {
        let symbolCount = symbolKind.count
        // Per symbol: the index of the solved row it is the subject of, or −1.
        var solvedIndex = [Int32](repeating: -1, count: symbolCount)
        // Per symbol: the solved rows that may contain it (stale entries are skipped).
        var occurrences = [[Int32]](repeating: [], count: symbolCount)
        var subjects: [Int32] = []
        var solved: [Row] = []
        subjects.reserveCapacity(liveRowCount)
        solved.reserveCapacity(liveRowCount)

        for raw in records.indices {
            guard let record = records[raw] else { continue }
            var row = writtenRow(of: record)
            // Substitute the subjects solved so far: their rows hold none of each other.
            var known: [Int32] = []
            for s in row.symbols where solvedIndex[Int(s)] >= 0 { known.append(s) }
            for s in known {
                let (c, size) = row.removeCell(s)
                merge(solved[Int(solvedIndex[Int(s)])], times: c, size: size, into: &row)
            }
            // The constraint's own slack, dummy or error is in no other constraint: when it is
            // basic, only this constraint can give its row, so it is the subject. Solving for
            // a variable instead leaves the own symbol to be solved later through that
            // variable's row, and the cancellation there can drop a genuine coefficient: a
            // `1e-12·v0` lost next to `1000·v0 − 999.999999999999·v0` made contradictory
            // constraints look satisfiable at v0 = 1.5e13 (oracle seed 1000018000262).
            // Otherwise, partial pivoting: the largest cell among the basic symbols unsolved.
            var subject =
                [record.marker, record.other].first { own in
                    own >= 0 && basicRow[Int(own)] >= 0 && solvedIndex[Int(own)] < 0
                        && row.coefficient(of: own) != 0
                } ?? -1
            if subject < 0 {
                var largest = 0.0
                for (s, c) in zip(row.symbols, row.coefficients)
                where basicRow[Int(s)] >= 0 && solvedIndex[Int(s)] < 0 && abs(c) > largest {
                    subject = s
                    largest = abs(c)
                }
            }
            guard subject >= 0 else { return false }
            row.solve(for: subject)
            if row.count > dummyLimit { capDummies(&row) }
            // Eliminate the subject from the rows solved before.
            for j in occurrences[Int(subject)] {
                let (c, size) = solved[Int(j)].removeCell(subject)
                guard c != 0 else { continue }
                createdSymbols.removeAll(keepingCapacity: true)
                merge(row, times: c, size: size, into: &solved[Int(j)])
                for s in createdSymbols { occurrences[Int(s)].append(j) }
                if solved[Int(j)].count > dummyLimit { capDummies(&solved[Int(j)]) }
            }
            occurrences[Int(subject)] = []
            let index = Int32(solved.count)
            for s in row.symbols { occurrences[Int(s)].append(index) }
            solvedIndex[Int(subject)] = index
            subjects.append(subject)
            solved.append(row)
        }
        guard solved.count == liveRowCount else { return false }

        columns.reset(symbolCount: symbolCount)
        for (subject, row) in zip(subjects, solved) {
            let slot = basicRow[Int(subject)]
            rows[Int(slot)] = row
            columns.append(slot, toEach: row.symbols)
        }
        rebuildLevels()
        candidates = SymbolHeap()
        infeasibleRows.removeAll()
        for s in 0..<Int32(symbolCount) where basicRow[Int(s)] < 0 { considerCandidate(s) }
        for slot in rows.indices where rowBasic[slot] >= 0 { noteRowChanged(Int32(slot)) }
        return true
    }

    /// The constraint's equation as written, over variables and its own symbols: what
    /// `makeRow` builds before substituting the basic variables' rows.
    func writtenRow(of record: ConstraintRecord) -> Row {
        let unit = record.unit
        var row = Row(constant: record.constraint.expression.constant / unit)
        for term in record.constraint.expression.terms {
            row.add(term.coefficient / unit, to: variableSymbol[Int(term.variable.index)])
        }
        record.forEachPrivateCell { symbol, coefficient in row.add(coefficient, to: symbol) }
        return row
    }

    /// Each level afresh over the current rows: what adding every optional constraint's
    /// errors to an empty objective gives.
    mutating func rebuildLevels() {
        for l in levels.indices where !levels[l].coefficients.isEmpty {
            levels.clearAll(inLevel: l)
        }
        for raw in records.indices {
            if let record = records[raw] { addObjectiveEffects(record) }
        }
    }
}
