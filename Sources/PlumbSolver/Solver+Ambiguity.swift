// Ambiguity: is a value fixed by the optimum, and if not, over what range can it move while
// every constraint stays as well satisfied as now (theory.md §3)? A cheap local test on the
// value's row decides most cases; an exact probe on a copy of the tableau decides the rest and
// yields two concrete alternative solutions.

/// Values for every variable of a solver, by variable index: one complete solution.
public struct Assignment: Hashable, Sendable {
    public var values: [Double]

    public subscript(variable: Variable) -> Double {
        Int(variable.index) < values.count ? values[Int(variable.index)] : 0
    }

    /// The value of an expression under this assignment.
    public func value(of expression: LinearExpression) -> Double {
        expression.evaluate { self[$0] }
    }
}

/// The range of a value over the optimal solutions, with a solution at each end.
public struct ValueRange: Hashable, Sendable {
    /// The value in the current solution.
    public var current: Double
    /// The least value over the optimal solutions (−∞ when unbounded).
    public var lower: Double
    /// The greatest value (+∞ when unbounded).
    public var upper: Double
    /// An optimal solution at `lower` (or, when unbounded, one moved a finite step that way).
    public var lowerSolution: Assignment
    /// An optimal solution at `upper` (or a finite step towards it).
    public var upperSolution: Assignment
    /// False when a probe ran out of its pivot budget: `lower` and `upper` are then values
    /// reached on the optimal face, not proven extremes (it never happens on a sound tableau;
    /// reports say so rather than call the range exact).
    public var isExact = true

    /// Whether the value is the same in every optimal solution (within tolerance).
    public var isFixed: Bool { upper - lower <= 1e-7 * (1 + abs(current)) }
}

/// The verdict of the local test.
public enum Determinacy: Hashable, Sendable {
    /// The optimum fixes the value.
    case fixed
    /// Another optimal solution gives a different value.
    case ambiguous
}

extension Solver {
    /// The step by which a witness moves along an unbounded direction, in points.
    static let witnessStep: Double = 100

    /// Whether the optimum fixes `expression`: ``AmbiguityJudge``'s local test on its
    /// substituted row, with the exact probe as the fallback when the test cannot decide.
    ///
    /// To judge many expressions of one tableau, make one ``AmbiguityJudge`` and ask it: it
    /// keeps what it learns about each symbol.
    ///
    /// - Complexity: O(symbols) to set up, then O(|row| · |column|) for the local test; a
    ///   probe copies the tableau.
    public func determinacy(of expression: LinearExpression) -> Determinacy {
        var judge = AmbiguityJudge(self)
        return judge.determinacy(of: expression)
    }

    /// Whether the optimum fixes each of `expressions`: the whole layout's question (`check`).
    ///
    /// One ``AmbiguityJudge`` asks each expression in turn, reading this tableau's rows, which
    /// costs about one pass over them. Where the rows are long (more than
    /// ``longRowAverage`` cells on average: chains of inequalities, whose rows hold the whole
    /// chain, so that the judge's cost grows with its square), on a layout larger than
    /// ``exactSizeLimit`` that is not steep, the factored core answers instead: the
    /// constraints are added to a `RevisedCore` (each add borders its basis, so a chain costs
    /// its length), and one direction over every cost-free symbol judges all the expressions
    /// at once (`RevisedCore.ambiguity(of:)`). Ambiguity is a property of the optimal face,
    /// not of the vertex either engine stands on, so the verdicts are the same either way. If
    /// the core refuses what this solver holds (it never should), the judge answers.
    ///
    /// - Complexity: a pass over the rows; then either the judge's reading of them, or the
    ///   adds and a few sparse solves, plus a probe per expression a blocked symbol leaves
    ///   undecided.
    public func ambiguity(of expressions: [LinearExpression]) -> [Determinacy] {
        if activeCount > Solver.exactSizeLimit, !isSteep, hasLongRows,
            let verdicts = factoredCore()?.ambiguity(of: expressions)
        {
            return verdicts.map { $0 ? .ambiguous : .fixed }
        }
        var judge = AmbiguityJudge(self)
        return expressions.map { judge.determinacy(of: $0) }
    }

    /// Rows longer than this on average make the judge's reading cost more than the factored
    /// core's adds: a chain's rows hold the chain, a feed's at most 8 dummies and a few cells
    /// more (there, adding the constraints to the core again made `plumb run` of the form,
    /// nest, grid and feed workloads 65 %, 36 %, 38 % and 11 % slower at 32,000 views).
    static let longRowAverage = 32

    /// Whether the rows hold more than ``longRowAverage`` cells on average.
    var hasLongRows: Bool { hasRows(averagingMoreThan: Solver.longRowAverage) }

    /// Whether the rows hold more than `average` cells on average.
    func hasRows(averagingMoreThan average: Int) -> Bool {
        var cells = 0
        for slot in rows.indices where rowBasic[slot] >= 0 { cells += rows[slot].count }
        return cells > average * max(1, liveRowCount)
    }

    /// The constraints as they are now, added to a factored core; nil when it refuses one.
    ///
    /// The required equalities go first, then the required inequalities, then the optional
    /// constraints (each group in creation order): the optimal face does not depend on the
    /// order, and in this one an equality on a variable an inequality already holds (a
    /// view's `height == 30` after the `height >= 0` every view has) does not need phase 1,
    /// so adding a session's constraints makes few pivots.
    func factoredCore() -> RevisedCore? {
        var core = RevisedCore()
        let constraints = constraintIDs.compactMap { constraint($0) }
        func rank(_ constraint: Constraint) -> Int {
            guard constraint.priority.isRequired else { return 2 }
            return constraint.relation == .equal ? 0 : 1
        }
        for group in 0..<3 {
            for constraint in constraints where rank(constraint) == group {
                do throws(RevisedCore.Failure) {
                    try core.add(constraint)
                } catch {
                    return nil
                }
            }
        }
        return core
    }

    /// The exact range of `expression` over the optimal solutions: minimise and maximise it at
    /// a new objective level below every priority, on a copy (theory.md §3.3).
    ///
    /// Priorities are
    /// lexicographic, so the probe cannot trade away any real error.
    public func range(of expression: LinearExpression) -> ValueRange {
        range(of: expression, requiredByVariable: nil)
    }

    /// ``range(of:)``, with the required constraints of each variable at hand
    /// (``RangeFinder``) so that checking a ray reads only the constraints it moves.
    func range(
        of expression: LinearExpression, requiredByVariable: [[ConstraintID]]?,
        scope: SolutionScope? = nil, exactFace: ExactProgram? = nil
    ) -> ValueRange {
        if let exact = exactRange(of: expression, scope: scope, face: exactFace) { return exact }
        let current = value(of: expression)
        let (lower, lowSolution, lowExact) = probe(
            expression, direction: 1, requiredByVariable: requiredByVariable, scope: scope)
        let (upper, highSolution, highExact) = probe(
            expression, direction: -1, requiredByVariable: requiredByVariable, scope: scope)
        return ValueRange(
            current: current, lower: lower, upper: upper,
            lowerSolution: lowSolution, upperSolution: highSolution,
            isExact: lowExact && highExact)
    }

    /// Whether ranges are found, and the solution checked, exactly (``ExactProgram``): in a
    /// steep layout (`Solver.steepRatio`), or one whose cells may hide a slope
    /// (``hidesSlopes``), where doubles cannot tell a slope from the rounding of the cells it
    /// is read from, of at most ``exactSizeLimit`` constraints and variables.
    var isSmallAndSteep: Bool {
        isSteep && activeCount <= exactSizeLimit && variableCount <= exactSizeLimit
    }

    /// Whether the layout is steep (`Solver.steepRatio`) or its cells may hide a slope
    /// (``hidesSlopes``): where doubles cannot tell a slope from rounding.
    var isSteep: Bool { steepestRatio > Solver.steepRatio || hidesSlopes }

    /// The most constraints, and variables, a layout may have to be answered exactly
    /// (``exactSizeLimit``): the numbers of an exact tableau grow with its size and every
    /// pivot.
    static let exactSizeLimit = 16

    /// The optimal face of the constraints as they are now, solved exactly; nil when they
    /// are infeasible as written (within the tolerance they hold), too many pivots, or the
    /// face lies beyond the range (``ExactProgram/beyondRange``).
    func exactFace() -> ExactProgram? {
        exactProgram().flatMap { $0.beyondRange == nil ? $0 : nil }
    }

    private func exactProgram() -> ExactProgram? {
        ExactProgram(
            constraintIDs.compactMap { record($0)?.constraint }, variableCount: variableCount)
    }

    /// In a small steep layout (``isSmallAndSteep``) whose solution is off the exact optimal
    /// face (``ExactProgram``), moves the solver to the basis of the exact optimum and solves
    /// its rows afresh (``solveAfresh()``); keeps the solver as it was when that fails.
    ///
    /// The face is the solutions that hold the required constraints and reach each level's
    /// least error (``isOnFace(_:)``). A solution on it stays where it is: an ambiguous
    /// layout keeps its values.
    ///
    /// The simplex on doubles picks its pivots by signs that a steep layout's cells know only
    /// to their rounding: `v1` stood at 1965 where the optimum fixes it at 25, a level's error
    /// at 0 where the optimum is 5960. The exact basis is the optimum's; the values its rows
    /// give are the doubles' own, as exact as solving afresh makes them.
    ///
    /// Returns the variable that the whole face puts beyond ``maximumValue``, and its value
    /// there nearest the range, when it does: the operation is then refused as out of
    /// range, as when the doubles reach beyond it. A pull of 1e-24 per point of `v0`,
    /// through `1e-12·v0` and a slope of 2e-12, pays off only at 8e25, and the doubles
    /// stopped at 11277 (seed 1000064000038).
    mutating func alignWithExactOptimum() -> (variable: Int32, value: Double)? {
        guard limitsValues, isSmallAndSteep, let face = exactProgram() else { return nil }
        if let beyond = face.beyondRange { return (Int32(beyond.variable), beyond.value) }
        guard !face.vertexIsBeyondRange, !isOnFace(face) else { return nil }
        // The face's constraints, in its order (`exactFace()`).
        let owned = constraintIDs.compactMap { record($0) }
        let optimal = face.optimalBasis
        var wanted: [Int32] = optimal.variables.map { variableSymbol[$0] }
        for (c, which) in optimal.owned {
            wanted.append(which == 0 ? owned[c].marker : owned[c].other)
        }
        // A required equality the others imply keeps its dummy basic, as adding it made it.
        for c in face.redundant { wanted.append(owned[c].marker) }
        guard wanted.count == liveRowCount, wanted.allSatisfy({ $0 >= 0 }) else { return nil }
        var isWanted = [Bool](repeating: false, count: symbolKind.count)
        for s in wanted { isWanted[Int(s)] = true }
        // The basis is the optimum's, and its rows lost the values on the way (a constant
        // moved by 3e18 through a 1e-12 multiplier kept 5e6 to 512): solved afresh from the
        // constraints as written, they give them back, or the exact optimum does.
        if wanted.allSatisfy({ basicRow[Int($0)] >= 0 }) {
            _ = solveAfresh()
            if !isOnFace(face) { writeValues(of: face, basis: isWanted) }
            return nil
        }
        let saved = self
        guard moveBasis(to: isWanted) else { return nil }
        if !solveAfresh() {
            self = saved
        } else if !isOnFace(face) {
            writeValues(of: face, basis: isWanted)
        }
        if !isOnFace(face) { adoptOptimum(of: face, from: saved, basis: isWanted) }
        return nil
    }

    /// Puts the solver on the exact optimum as it is, with no simplex after.
    ///
    /// The basis is `basis` (the optimum's), its rows solved from the constraints as written,
    /// with the vertex's values and each level's exact reduced costs written in. The solver
    /// stays as it was unless that holds and is on the face.
    ///
    /// The simplex on doubles repairing fresh rows can pivot away from the optimum's basis on
    /// a reduced cost below its tolerance: 5e-25 at the level that decides, read as zero,
    /// let a lower level take v1 to 1965 where the optimum fixes it at 25 (seed
    /// 1000103000194). A positive reduced cost below ``optimalityTolerance`` is written at
    /// twice it, so that the doubles see the sign the exact costs have.
    private mutating func adoptOptimum(
        of face: ExactProgram, from start: Solver, basis: [Bool]
    ) {
        let current = self
        self = start
        let owned = constraintIDs.compactMap { record($0) }
        guard moveBasis(to: basis), refactorize(), writeValues(of: face, basis: basis) else {
            self = current
            return
        }
        let costs = face.optimalReducedCosts
        guard costs.count == levelOrder.count else {
            self = current
            return
        }
        for (l, level) in zip(levelOrder, costs) {
            guard levels[l].priority == level.priority else {
                self = current
                return
            }
            var written: [(Int32, Double)] = []
            for (v, cost) in level.variables { written.append((variableSymbol[v], cost)) }
            for (c, which, cost) in level.owned {
                guard let (s, scale) = Solver.ownSymbol(of: owned[c], which) else {
                    self = current
                    return
                }
                // Per unit of the term `scale·s`.
                written.append((s, cost * scale))
            }
            for (s, cost) in written where basicRow[Int(s)] < 0 {
                var c = cost
                if c > 0 && c <= Solver.optimalityTolerance { c = 2 * Solver.optimalityTolerance }
                levels.clear(s, inLevel: l)
                if c != 0 { levels.add(c, to: s, inLevel: l) }
            }
        }
        candidates = SymbolHeap()
        for s in 0..<Int32(symbolKind.count) where basicRow[Int(s)] < 0 { considerCandidate(s) }
        guard !hasInfeasibleRow, candidates.top == nil, isOnFace(face) else {
            self = current
            return
        }
    }

    /// Makes the symbols of `basis` basic, each in the row of a basic symbol not in it.
    ///
    /// False, with nothing changed, when they are not as many. The rows are left to be
    /// solved.
    private mutating func moveBasis(to basis: [Bool]) -> Bool {
        let entering = basis.indices.filter { basis[$0] && basicRow[$0] < 0 }
        let leaving = rowBasic.indices.compactMap { slot -> Int32? in
            let basic = rowBasic[slot]
            return basic >= 0 && !basis[Int(basic)] ? basic : nil
        }
        guard entering.count == leaving.count else { return false }
        for (e, l) in zip(entering, leaving) {
            let slot = basicRow[Int(l)]
            basicRow[Int(l)] = -1
            basicRow[e] = slot
            rowBasic[Int(slot)] = Int32(e)
        }
        return true
    }

    /// A constraint's own symbol by the exact face's column, with the scale of its term.
    ///
    /// `which` is 0 for the marker, 1 for the other; the face's term `sign·p` in the row as
    /// written is the solver's `scale·symbol` (`unit·cell`). Nil when it has none.
    static func ownSymbol(of record: ConstraintRecord, _ which: Int) -> (Int32, Double)? {
        let symbol = which == 0 ? record.marker : record.other
        var cell = 0.0
        record.forEachPrivateCell { s, coefficient in if s == symbol { cell = coefficient } }
        guard symbol >= 0, cell != 0 else { return nil }
        return (symbol, record.unit * cell)
    }

    /// When the basis is the exact optimum's, writes that optimum's values into its rows: the
    /// rounded vertex, with the cells as the doubles have them.
    ///
    /// A basis whose inverse has cells of 1e12 gives its values to 1e-4 of their size at
    /// best, and the constraints as written cannot tell: `v0` at −1.35e-4 where the optimum
    /// has 0 missed `1e-9·v0 + v1 − v2 + 60 == 0` by 1.35e-13, under the rounding of the
    /// 12060 beside it, and left a level's error 0.27 above its optimum (seed
    /// 1000121000268). Nothing changes unless the basis is still `basis` (the repairs of a
    /// fresh solve can pivot away from it) and each basic symbol has an exact value.
    @discardableResult
    private mutating func writeValues(of face: ExactProgram, basis: [Bool]) -> Bool {
        guard rowBasic.indices.allSatisfy({ rowBasic[$0] < 0 || basis[Int(rowBasic[$0])] })
        else { return false }
        let owned = constraintIDs.compactMap { record($0) }
        let optimal = face.optimalValues
        // Each symbol's value, NaN where the face gives none.
        var value = [Double](repeating: .nan, count: symbolKind.count)
        for (v, x) in optimal.variables.enumerated() { value[Int(variableSymbol[v])] = x }
        for (c, which, term) in optimal.owned {
            guard let (symbol, scale) = Solver.ownSymbol(of: owned[c], which) else { return false }
            value[Int(symbol)] = term / scale
        }
        for c in face.redundant { value[Int(owned[c].marker)] = 0 }
        var constants: [(slot: Int32, value: Double)] = []
        for slot in rows.indices {
            let basic = rowBasic[slot]
            guard basic >= 0 else { continue }
            let x = value[Int(basic)]
            guard !x.isNaN else { return false }
            constants.append((Int32(slot), x))
        }
        for (slot, x) in constants {
            rows[Int(slot)].constant = x
            rows[Int(slot)].rounding = Row.unitRounding * abs(x)
            noteRowChanged(slot)
        }
        return true
    }

    /// Whether the current solution is on `face`: `check`'s tolerance policy
    /// (``Constraint/violation(_:)``) says every required constraint holds, each level's
    /// error is its exact optimum to 1e-6 of it plus 1e-9 of the layout's magnitudes (its
    /// largest constant or value) per member, above or below, and the values lie on the face
    /// to 1e-6 of each value plus 1e-9 of those magnitudes (``ExactProgram/distance(to:weights:)``,
    /// each variable's distance in units of its tolerance, summed).
    func isOnFace(_ face: ExactProgram) -> Bool {
        for raw in records.indices {
            guard let constraint = records[raw]?.constraint, constraint.priority.isRequired
            else { continue }
            if constraint.violation({ value(of: $0) }) > 0 { return false }
        }
        let errors = errorByLevel
        guard errors.count == face.optima.count else { return false }
        let largest = assignment.values.reduce(valueScale) { max($0, abs($1)) }
        let scale = 1e-9 * (1 + largest)
        // `errorByLevel` follows `levelOrder`, highest priority first, as the face's optima.
        for (l, (got, best)) in zip(levelOrder, zip(errors, face.optima)) {
            guard got.priority == best.priority else { return false }
            let slack = 1e-6 * (1 + abs(best.error)) + scale * Double(levels[l].members)
            // Below the least error is off the face too: required constraints held only to
            // the tolerance let a level reach less than it can exactly (0 for 5960).
            if abs(got.error - best.error) > slack { return false }
        }
        // A level can be flat to every tolerance along a direction the face does not take.
        // Each value is held to its own size, as every report holds it: summed over the
        // variables, 64 points of a v0 of 7e6 were within 1e-6 of the 8e8 beside it (seed
        // 1000036000021).
        let values = assignment.values
        let weights = values.map { 1 / (1e-6 * (1 + abs($0)) + 1e-9 * largest) }
        guard let distance = face.distance(to: values, weights: weights) else { return true }
        return distance <= 1
    }

    /// ``range(of:)`` from the exact optimal face, when ranges are found exactly and it can
    /// be had; nil otherwise.
    ///
    /// An end within 1e-6 beyond the current value is the current value: the current
    /// solution holds the constraints to the tolerance, the exact face to none.
    func exactRange(of expression: LinearExpression, scope: SolutionScope?, face: ExactProgram?)
        -> ValueRange?
    {
        guard isSmallAndSteep, let face = face ?? exactFace(),
            let ends = face.range(of: expression, step: Solver.witnessStep)
        else { return nil }
        let current = value(of: expression)
        let slack = 1e-6 * (1 + abs(current))
        var lower = ends.lower
        var upper = ends.upper
        if lower > current && lower - current <= slack { lower = current }
        if upper < current && current - upper <= slack { upper = current }
        func solution(_ values: [Double]) -> Assignment {
            guard let scope else { return Assignment(values: values) }
            var solution = Assignment(values: scope.base)
            for v in scope.variables where Int(v.index) < min(values.count, solution.values.count) {
                solution.values[Int(v.index)] = values[Int(v.index)]
            }
            return solution
        }
        return ValueRange(
            current: current, lower: lower, upper: upper,
            lowerSolution: solution(ends.lowerSolution),
            upperSolution: solution(ends.upperSolution),
            isExact: true)
    }

    /// Every variable's value in the current solution.
    public var assignment: Assignment {
        Assignment(values: (0..<variableSymbol.count).map { value(of: Variable(index: Int32($0))) })
    }

    /// The current solution: complete, or `scope`'s base with its variables read here.
    func solution(in scope: SolutionScope?) -> Assignment {
        guard let scope else { return assignment }
        var solution = Assignment(values: scope.base)
        for v in scope.variables where Int(v.index) < solution.values.count {
            solution.values[Int(v.index)] = value(of: v)
        }
        return solution
    }

    /// ``solution(in:)`` once parametric `symbol` has moved from 0 to `step`.
    func solution(movingAlong symbol: Int32, by step: Double, in scope: SolutionScope?)
        -> Assignment
    {
        var solution = self.solution(in: scope)
        guard let scope else {
            moveAlongRay(symbol, by: step, into: &solution)
            return solution
        }
        for v in scope.variables where Int(v.index) < solution.values.count {
            let own = variableSymbol[Int(v.index)]
            let slot = basicRow[Int(own)]
            let rate =
                own == symbol ? 1 : slot >= 0 ? rows[Int(slot)].coefficient(of: symbol) : 0
            solution.values[Int(v.index)] = value(of: v) + rate * step
        }
        return solution
    }

    /// Minimises `direction × expression` over the optimal face; returns the extreme value of
    /// `expression` and a solution there (or a finite step along an unbounded ray), and
    /// whether the simplex reached the optimum.
    func probe(
        _ expression: LinearExpression, direction: Double, requiredByVariable: [[ConstraintID]]?,
        scope: SolutionScope? = nil, solvedAfresh: Bool = false
    ) -> (Double, Assignment, Bool) {
        var copy = self
        copy.stopJournal()
        let row = copy.substitutedRow(expression.simplified)
        // A free variable in the row moves the value without limit.
        if let free = row.symbols.first(where: { copy.symbolKind[Int($0)] == .external }) {
            let c = row.coefficient(of: free)
            let step = -direction * Solver.witnessStep / c
            let solution = copy.solution(movingAlong: free, by: step, in: scope)
            return (direction > 0 ? -Double.infinity : Double.infinity, solution, true)
        }
        let level = copy.retainLevel(Priority.probe.value)
        for k in row.symbols.indices {
            copy.levels.add(
                direction * row.coefficients[k], size: abs(direction) * row.magnitude(at: k),
                to: row.symbols[k], inLevel: level)
        }
        for s in row.symbols { copy.considerCandidate(s) }
        var result = copy.optimize()
        // A ray along which the value moves only by rounding is residue (a cell of 5.7e-17
        // left by a 1e-9 multiplier), not a freedom: its pull is dropped and the probe goes
        // on. So is a ray that some required constraint, as written, does not follow: a row
        // that drifted by 5e-10 relative through a 1e-9 pivot offered one.
        // A slow ray that the constraints follow is a freedom however slow: `v1 ≥ 1e-9·v6`
        // lets v1 fall 1e-9 per point of v6 without end.
        // A ray the constraints do not follow may also be a true one that the rows know only
        // roughly: cells summed from terms of 1e9 gave `v1` a rate of −0.99999995 where the
        // constraints ask −1.000000000001, and `v4` was said to be bounded (seed
        // 1000003000080). The probe is then run once more on rows solved afresh from the
        // constraints (``solveAfresh()``), which tell the two apart.
        // The same probe on rows solved afresh from the constraints, once; nil when they
        // cannot be had.
        func probeAfresh() -> (Double, Assignment, Bool)? {
            var fresh = self
            fresh.stopJournal()
            guard fresh.solveAfresh() else { return nil }
            return fresh.probe(
                expression, direction: direction, requiredByVariable: requiredByVariable,
                scope: scope, solvedAfresh: true)
        }
        var dropped = 0
        while case .unbounded(let entering) = result, dropped < copy.symbolKind.count {
            let slope = copy.levels[level].coefficient(entering)
            guard slope != 0 else { break }
            // The value itself may move along the ray only by rounding: by less than its
            // cells are known to (`movesOnlyByRounding`). `v2 ≤ 0` written as
            // `v2 + v4 − v3 == 0, v4 ≥ v3` left a cell of 5.6e-18.
            if !copy.movesOnlyByRounding(expression.terms, along: entering) {
                let ray = copy.ray(entering)
                let followed = copy.isRay(
                    ray.direction, ray.fastest, requiredByVariable: requiredByVariable)
                // The older rule, rounding up to 1e-12 of the ray's fastest move, is contested
                // where the cells say the move is real: `v2 == 1000·v0` beside `v1 ≤ 2e9·v2`
                // moves v1 by 2e12 per unit of v0, and v0 was said to be fixed at 0 (seed
                // 1000015000039). The fresh rows settle it.
                let contested =
                    Solver.rate(of: expression.terms, along: ray.direction, fastest: ray.fastest)
                    == nil
                if followed && (solvedAfresh || !contested) { break }
                if !solvedAfresh, let retried = probeAfresh() { return retried }
                if followed { break }
            } else if !solvedAfresh {
                // The cells' history may overstate what they lost (a product of cells that
                // each lost digits is charged for both): a ray along which the value moves
                // well above rounding of the ray's own moves is contested, and the fresh rows
                // settle it. `v1` falls 1e-6 per unit of a slack whose cells had summed terms
                // of 1e6, and was said to be bounded at −30 (seed 1000056000247).
                let ray = copy.ray(entering)
                if Solver.rate(of: expression.terms, along: ray.direction, fastest: ray.fastest)
                    != nil, let retried = probeAfresh()
                {
                    return retried
                }
            }
            copy.levels.clear(entering, inLevel: level)
            dropped += 1
            result = copy.optimize()
        }
        // A higher level may hold the probe back by a reduced cost that is only what its rows
        // lost: `v0 == 2e-12·v2` carried through cells of 1000 and 1e-12 left v0's row 2e-5
        // off, and the level of a redundant `0.5·v0 − 1e-12·v2 == 0 @250` then charged
        // 2.2e-20 per point for the ray along which v1 falls without end, so v1 was said
        // to be bounded at 0 (seed 1000016000001). Rows solved afresh settle it.
        if case .optimal = result, !solvedAfresh, copy.isHeldBackOnlyByResidue(probe: level),
            let retried = probeAfresh()
        {
            return retried
        }
        switch result {
        case .optimal:
            return (copy.value(of: expression), copy.solution(in: scope), true)
        case .stalled:
            return (copy.value(of: expression), copy.solution(in: scope), false)
        case .unbounded(let entering):
            // Along `entering` the value improves forever; show a solution a finite step away.
            let slope = direction * copy.levels[level].coefficient(entering)  // d(expr)/dt
            let step = slope == 0 ? Solver.witnessStep : Solver.witnessStep / abs(slope)
            let solution = copy.solution(movingAlong: entering, by: step, in: scope)
            return (direction > 0 ? -Double.infinity : Double.infinity, solution, true)
        }
    }

    /// How small, next to the largest cell of its level, a reduced cost must be for the probe
    /// to doubt it (``isHeldBackOnlyByResidue(probe:)``).
    static let residueShare = 1e-12

    /// Whether some parametric symbol that would move the probed value (a negative cell at
    /// `probe`) is held back only by a higher level whose cell for it is positive but below
    /// ``residueShare`` of that level's largest cell: a charge that may be rounding.
    ///
    /// - Complexity: O(symbols) for the probe level, plus one pass over each level that
    ///   holds such a symbol back.
    func isHeldBackOnlyByResidue(probe: Int) -> Bool {
        let cells = levels[probe].coefficients
        var largest = [Double](repeating: -1, count: levels.count)
        for (j, cell) in cells.enumerated()
        where cell < -Solver.optimalityTolerance && symbolKind[j].isPivotable && basicRow[j] < 0 {
            for l in levelOrder where l != probe {
                // A cell within the zero tolerance counts too: the simplex reads it as zero
                // until the bases cycle, and then as the charge it is.
                let c = levels[l].coefficient(Int32(j))
                if c == 0 { continue }
                if c < 0 { break }
                if largest[l] < 0 {
                    largest[l] = levels[l].coefficients.reduce(0) { max($0, abs($1)) }
                }
                if c < Solver.residueShare * largest[l] { return true }
                break
            }
        }
        return false
    }

    /// Whether moving along `direction` (a parametric symbol's `ray`, whose largest move is
    /// `fastest`) keeps every required constraint holding, read from
    /// the constraints as written: along a true ray each one's expression stays put (an
    /// equality) or moves its own way, up to rounding.
    ///
    /// Rounding is the larger of 1e-9 of the terms that move and 1e-12 of the constraint's
    /// coefficients times the ray's fastest move: a cell summed from cancelling terms
    /// (`0.5 − 0.500000000002`) is exact only to the terms it cancelled, so a ray that moves
    /// `v3` by 0.5 knows a `v4` that moves by 1e-9 only to about 1e-16.
    ///
    /// With `requiredByVariable` (each variable's required constraints), only the constraints
    /// of the variables the ray moves are read: the others do not move, so they hold.
    func isRay(
        _ direction: Assignment, _ fastest: Double, requiredByVariable: [[ConstraintID]]? = nil
    ) -> Bool {
        var ids: [ConstraintID]
        if let requiredByVariable {
            var seen: Set<ConstraintID> = []
            ids = []
            for (v, move) in direction.values.enumerated()
            where move != 0 && v < requiredByVariable.count {
                for id in requiredByVariable[v] where seen.insert(id).inserted { ids.append(id) }
            }
        } else {
            ids = constraintIDs
        }
        for id in ids {
            guard let c = record(id)?.constraint, c.priority.isRequired,
                let rate = Solver.rate(of: c.expression.terms, along: direction, fastest: fastest)
            else { continue }
            switch c.relation {
            case .equal: return false
            case .greaterThanOrEqual: if rate < 0 { return false }
            case .lessThanOrEqual: if rate > 0 { return false }
            }
        }
        return true
    }

    /// How fast `terms` move along `direction`, or nil when that is within rounding: the
    /// larger of 1e-9 of the terms that move and 1e-12 of their coefficients times the ray's
    /// fastest move (`isRay(_:_:)`).
    static func rate(of terms: [Term], along direction: Assignment, fastest: Double) -> Double? {
        var rate = 0.0
        var moving = 0.0
        var weight = 0.0
        for term in terms {
            let d = term.coefficient * direction.values[Int(term.variable.index)]
            rate += d
            moving += abs(d)
            weight += abs(term.coefficient)
        }
        return abs(rate) > max(1e-9 * moving, 1e-12 * weight * fastest) ? rate : nil
    }

    /// Whether `terms` move along parametric `symbol`'s ray by less than their cells are
    /// known to: 1e-12 of the largest term each cell summed (`Row.magnitudes`).
    ///
    /// Each cell's own history, not the ray's fastest move: a ray that moves some other
    /// variable by 2e12 per unit says nothing about how well a cell of 0.001 is known.
    func movesOnlyByRounding(_ terms: [Term], along symbol: Int32) -> Bool {
        var rate = 0.0
        var known = 0.0
        for term in terms {
            let own = variableSymbol[Int(term.variable.index)]
            if own == symbol {
                rate += term.coefficient
                known += abs(term.coefficient)
                continue
            }
            let slot = basicRow[Int(own)]
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            let (k, found) = row.position(of: symbol)
            guard found else { continue }
            rate += term.coefficient * row.coefficients[k]
            known += abs(term.coefficient) * row.magnitude(at: k)
        }
        return abs(rate) <= 1e-12 * known
    }

    /// How every variable moves per unit of parametric `symbol`, and the largest of those
    /// moves.
    func ray(_ symbol: Int32) -> (direction: Assignment, fastest: Double) {
        var direction = Assignment(values: Array(repeating: 0, count: variableCount))
        moveAlongRay(symbol, by: 1, into: &direction)
        return (direction, direction.values.reduce(0) { max($0, abs($1)) })
    }

    /// Moves parametric `symbol` from 0 to `step` and updates the externals that depend on it.
    func moveAlongRay(_ symbol: Int32, by step: Double, into solution: inout Assignment) {
        if symbolKind[Int(symbol)] == .external {
            solution.values[Int(symbolOwner[Int(symbol)])] += step
        }
        for slot in columnSlots(symbol) {
            let basic = rowBasic[Int(slot)]
            guard symbolKind[Int(basic)] == .external else { continue }
            solution.values[Int(symbolOwner[Int(basic)])] +=
                rows[Int(slot)].coefficient(of: symbol) * step
        }
    }
}

/// The ranges of many expressions over one optimum (``Solver/range(of:)`` for each), for a
/// report of every ambiguous view of a layout.
///
/// It keeps each variable's required constraints, so that checking that a ray is one reads
/// the constraints of the variables it moves instead of every constraint of the layout.
///
/// ```swift
/// let finder = RangeFinder(solver)
/// let ranges = expressions.map { finder.range(of: $0) }
/// ```
public struct RangeFinder {
    let solver: Solver
    private let requiredByVariable: [[ConstraintID]]
    /// Every variable's current value: what a scoped solution starts from.
    private let current: [Double]
    /// The optimal face solved exactly, once for every range, in a small steep layout
    /// (``Solver/isSmallAndSteep``).
    private let exactFace: ExactProgram?

    /// A finder for `solver`'s current optimum.
    ///
    /// - Complexity: O(terms of the required constraints).
    public init(_ solver: Solver) {
        self.solver = solver
        var index = Array(repeating: [ConstraintID](), count: solver.variableCount)
        for id in solver.constraintIDs {
            guard let c = solver.constraint(id), c.priority.isRequired else { continue }
            for term in c.expression.terms {
                let v = Int(term.variable.index)
                if v >= 0 && v < index.count && index[v].last != id { index[v].append(id) }
            }
        }
        requiredByVariable = index
        current = solver.assignment.values
        exactFace = solver.isSmallAndSteep ? solver.exactFace() : nil
    }

    /// The range of `expression`, as ``Solver/range(of:)`` gives it.
    public func range(of expression: LinearExpression) -> ValueRange {
        solver.range(of: expression, requiredByVariable: requiredByVariable, exactFace: exactFace)
    }

    /// The range of `expression`, with solutions exact only for `variables`: every other
    /// variable keeps its current value in them.
    ///
    /// An alternative can move every view of a layout (all the cards of a feed below one
    /// without a position), and a complete solution solves all of them along the ray, per
    /// range; a report that shows each view's own frame needs only its variables. What is
    /// left per range is a copy of the current values (the `Assignment` is dense).
    public func range(of expression: LinearExpression, solvingFor variables: [Variable])
        -> ValueRange
    {
        solver.range(
            of: expression, requiredByVariable: requiredByVariable,
            scope: SolutionScope(base: current, variables: variables), exactFace: exactFace)
    }
}

/// The variables a probe's solutions must get right, over a base of current values (all of
/// them when there is no scope).
struct SolutionScope {
    let base: [Double]
    let variables: [Variable]
}
