// The range the solver's answers are exact in: every public operation that changes the
// tableau runs in `limitingValues`, which takes the operation back when it would leave a
// value beyond `Solver.maximumValue` (docs/solver.md, "Range").

extension Solver {
    /// Runs `operation`; when it succeeds but leaves some variable beyond ``maximumValue``,
    /// takes it back and throws ``SolverError/valueOutOfRange(_:value:)``.
    ///
    /// When the operation fails, the journal (if on) takes back whatever its failure path
    /// left: a phase 1 undone by pivoting back can land a value a rounding away from where
    /// it was (`v0` at -54.998 after a refused add, with `v0 ≤ -55` required).
    ///
    /// With the journal on (a session keeps it on for `undo`) the rollback is exact: the
    /// same rows, basis and bits. Without it, `undo` runs the inverse operation (remove what
    /// was added, restore a constant, a priority, a suggestion): every value a constraint
    /// determines is back, and journaling each write of every operation (3× the cost of a
    /// suggestion on a chain) is not paid for what almost never happens.
    ///
    /// Rows note a constant beyond the range as they change (`mayLeaveRange`); only then are
    /// the values read, so an operation that stays in range pays one comparison per row it
    /// moves. Nested calls (``addEditVariable(_:priority:)`` adds a constraint) check once,
    /// at the outermost.
    ///
    /// A point beyond the range may have been reached through rows that lost digits rather
    /// than found: the operation is taken back, the rows are solved afresh (``solveAfresh()``)
    /// and it is tried once more. If that try fails as well, the solver is put back as it was
    /// before either (rows, basis and bits).
    ///
    /// A failure that `retrying` doubts (a conflict whose multipliers prove nothing) gets the
    /// same second try on rows solved afresh, and the answer of that try stands.
    mutating func limitingValues<T>(
        _ operation: (inout Solver) throws(SolverError) -> T,
        undo: (inout Solver, T) throws(SolverError) -> Void,
        retrying: (Solver, SolverError) -> Bool = { _, _ in false }
    ) throws(SolverError) -> T {
        guard limitDepth == 0 else { return try operation(&self) }
        limitDepth += 1
        defer { limitDepth -= 1 }
        // Set when the operation is tried a second time on rows solved afresh: what to go
        // back to if that fails too.
        var beforeRetry: Solver?
        while true {
            let mark = isJournaling ? journalMark() : nil
            mayLeaveRange = false
            tookRoughPivot = false
            mayHaveLostDigits = false
            let result: T
            let beyond: (variable: Int32, value: Double)?
            do {
                result = try operation(&self)
                refactorizeAfterRoughPivots()
                beyond = alignWithExactOptimum()
            } catch {
                // Its own failure path put the tableau back by pivoting, which can round; the
                // journal puts back the very bits.
                let issued = records.count
                if let original = beforeRetry {
                    self = original
                } else if let mark {
                    rollBack(to: mark)
                }
                // An identity a failed add issued stays spent, as it does without the journal.
                if mark != nil || beforeRetry != nil {
                    while records.count < issued { records.append(nil) }
                }
                if beforeRetry == nil, retrying(self, error) {
                    let original = self
                    if solveAfresh() {
                        beforeRetry = original
                        continue
                    }
                }
                throw error
            }
            // A retry starts from rows solved afresh, whose values were never noted as they
            // changed, so it looks at every value.
            guard limitsValues, beyond != nil || mayLeaveRange || beforeRetry != nil,
                let worst = beyond ?? farthestValue()
            else { return result }
            let outOfRange = SolverError.valueOutOfRange(
                Variable(index: worst.variable), value: worst.value)
            if let original = beforeRetry {
                self = original
                throw outOfRange
            }
            // A far-away point can be reached through rows that lost digits on the way: the
            // operation gets one more try on rows solved afresh from the constraints. Such a
            // point can miss the constraints as written (a genuine 1e-12 cancelled next to
            // 1000s made a conflict look satisfiable at 1.5e13), or hold them to 1e-12 of
            // their terms, which no residual test tells from rounding: v2's row had lost a
            // genuine `1e-15·s[c0]`, a new row kept the `1e-12·s[c0]` it should have
            // cancelled, and a level took that for a slope paying off at v0 = −5e13, where
            // the optimum is at −0.035 (seed 1000025000290). Only a refusal pays for it.
            var rolledBack = false
            if let mark { rolledBack = rollBack(to: mark) }
            if !rolledBack {
                do {
                    try undo(&self, result)
                } catch {
                    throw .internalError("an operation beyond the range could not be taken back")
                }
            }
            let original = self
            if solveAfresh() {
                beforeRetry = original
                continue
            }
            throw outOfRange
        }
    }

    /// The variable farthest beyond ``maximumValue`` (the lowest index among equals), or nil
    /// when every value is in range (a row passed beyond it only on the way).
    private func farthestValue() -> (variable: Int32, value: Double)? {
        var worst: (variable: Int32, value: Double)?
        for v in 0..<Int32(variableCount) {
            let x = value(of: Variable(index: v))
            guard abs(x) > Solver.maximumValue else { continue }
            if let w = worst, abs(w.value) > abs(x) || (abs(w.value) == abs(x) && w.variable < v) {
                continue
            }
            worst = (v, x)
        }
        return worst
    }
}
