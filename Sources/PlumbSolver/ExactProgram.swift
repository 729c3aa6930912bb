/// The optimal face of a small system of constraints, found in exact rational arithmetic from
/// the constraints as written, and the range of an expression over it.
///
/// Doubles cannot tell a slope of 1e-12 per point from the rounding of cells summed from terms
/// of 1e9, which is where a steep layout's ranges are decided: the ray along which `v1` falls
/// without end keeps `v0 ≥ 2e-12·v2` exactly tight while `v0` moves by the difference of two
/// cells of 1e9, and the tableau said v1 ≥ 0 (seed 1000005000108). Here no number is rounded,
/// so the answer is the one an exact LP solver gives.
///
/// The method is the textbook one, on a dense tableau: the variables (free) are solved for
/// first and their rows set aside, phase 1 finds a vertex, then each priority level, highest
/// first, is minimised and every column its optimum prices above zero is fixed at 0
/// (complementary slackness: the rest is the optimal face, with no tolerance). Bland's rule
/// (lowest column, then lowest basic column) makes every step deterministic and finite.
struct ExactProgram {
    private enum Column {
        /// A variable, by index: free in sign.
        case variable(Int)
        /// A slack or an error of the constraint: at least 0.
        case nonNegative
        /// Phase 1's.
        case artificial
    }

    private var columns: [Column] = []
    /// For each column of a constraint's own: the constraint (its index in the list given)
    /// and which of its symbols (0 for the first: a slack, or e⁺; 1 for the error opposite).
    private var owners: [(constraint: Int, which: Int)?] = []
    /// For each column of a constraint's own: its coefficient in the constraint's row as
    /// written (`expr + Σ sign·private = 0`); 0 for the others.
    private var signs: [Int] = []
    /// The constraint of each row.
    private var rowConstraint: [Int] = []
    /// Constraints whose rows phase 1 found redundant (required equalities that others
    /// imply).
    private(set) var redundant: [Int] = []
    private var tableau: [[Rational]] = []
    private var rhs: [Rational] = []
    private var basis: [Int] = []
    /// Whether each column is basic (`basis` holds it).
    private var isBasicColumn: [Bool] = []
    /// Whether a column is held at 0: an artificial after phase 1, or priced out of the
    /// optimal face by a level.
    private var fixed: [Bool] = []
    /// Each priority level and its error columns, highest priority first.
    private var levels: [(priority: Double, columns: [Int])] = []
    /// Each level's priority and its least error sum, highest priority first.
    private(set) var optima: [(priority: Double, error: Double)] = []
    /// A variable the whole face puts beyond ``Solver/maximumValue``, with the face's value
    /// of it nearest to the range; nil when the face's vertex is within the range.
    private(set) var beyondRange: (variable: Int, value: Double)?
    /// Whether the face reaches into the range only along a ray from a vertex beyond it:
    /// its ranges hold, its basis is no solution for Plumb (``optimalBasis``).
    private(set) var vertexIsBeyondRange = false
    private let variableCount: Int
    private var pivots = 0

    /// Pivots allowed in all before the answer is left to the doubles.
    static let pivotLimit = 500

    /// The optimal face of `constraints` over variables `0..<variableCount`, or nil when they
    /// are infeasible as written (the tolerance let them in) or a number is not finite.
    init?(_ constraints: [Constraint], variableCount: Int) {
        self.init(rowsOf: constraints, variableCount: variableCount)
        guard findVertex(), solveLevels() else { return nil }
    }

    /// Whether `constraints`, each taken as required, hold together at some point (whose
    /// variables all lie within ±`bound`, when given); nil when that cannot be told (a number
    /// not finite, or more than ``pivotLimit`` pivots).
    static func isFeasible(_ constraints: [Constraint], variableCount: Int, within bound: Double?)
        -> Bool?
    {
        var required = constraints.map { Constraint($0.expression, $0.relation) }
        if let bound {
            for v in 0..<Int32(variableCount) {
                let term = [Term(Variable(index: v), 1)]
                required.append(
                    Constraint(LinearExpression(term, constant: -bound), .lessThanOrEqual))
                required.append(
                    Constraint(LinearExpression(term, constant: bound), .greaterThanOrEqual))
            }
        }
        guard var program = ExactProgram(rowsOf: required, variableCount: variableCount) else {
            return nil
        }
        if program.findVertex() { return true }
        return program.pivots < pivotLimit ? false : nil
    }

    /// The rows of `constraints`, with their variables solved out; nil when a number is not
    /// finite.
    private init?(rowsOf constraints: [Constraint], variableCount: Int) {
        self.variableCount = variableCount
        columns = (0..<variableCount).map { .variable($0) }
        owners = Array(repeating: nil, count: variableCount)
        signs = Array(repeating: 0, count: variableCount)
        var byPriority: [(priority: Double, column: Int)] = []
        for (index, constraint) in constraints.enumerated() {
            var row = [Rational](repeating: .zero, count: variableCount)
            for term in constraint.expression.terms {
                let v = Int(term.variable.index)
                guard v >= 0, v < variableCount, let c = Rational(decimalOf: term.coefficient)
                else {
                    return nil
                }
                row[v] = row[v] + c
            }
            guard let constant = Rational(decimalOf: constraint.expression.constant) else {
                return nil
            }
            // expr + Σ private = 0, as the solver writes it: `expr ≥ 0` is `expr − s = 0`,
            // an optional one may miss by e (`expr − s + e = 0`), an optional equality is
            // `expr − e⁺ + e⁻ = 0`.
            var privates: [(sign: Int, error: Bool)] = []
            let required = constraint.priority.isRequired
            switch constraint.relation {
            case .greaterThanOrEqual:
                privates.append((-1, false))
                if !required { privates.append((1, true)) }
            case .lessThanOrEqual:
                privates.append((1, false))
                if !required { privates.append((-1, true)) }
            case .equal:
                if !required { privates += [(-1, true), (1, true)] }
            }
            for i in tableau.indices { tableau[i] += repeatElement(.zero, count: privates.count) }
            let width = columns.count + privates.count
            row += repeatElement(.zero, count: width - row.count)
            for (which, (sign, error)) in privates.enumerated() {
                row[columns.count] = Rational(integer: sign)
                if error { byPriority.append((constraint.priority.value, columns.count)) }
                columns.append(.nonNegative)
                owners.append((index, which))
                signs.append(sign)
            }
            tableau.append(row)
            rhs.append(-constant)
            basis.append(-1)
            rowConstraint.append(index)
        }
        fixed = Array(repeating: false, count: columns.count)
        byPriority.sort {
            $0.priority > $1.priority || ($0.priority == $1.priority && $0.column < $1.column)
        }
        for (priority, column) in byPriority {
            if priority != levels.last?.priority { levels.append((priority, [])) }
            levels[levels.count - 1].columns.append(column)
        }
        eliminateVariables()
    }

    /// Minimises each level in turn, fixing the columns its optimum prices out; then moves a
    /// vertex beyond the range into it where the face allows.
    private mutating func solveLevels() -> Bool {
        for (priority, level) in levels {
            var cost = [Rational](repeating: .zero, count: columns.count)
            for c in level { cost[c] = .one }
            guard case .optimal(let reduced) = optimize(cost) else { return false }
            for j in columns.indices where reduced[j].sign > 0 { fixed[j] = true }
            var error = Rational.zero
            for (r, b) in basis.enumerated() where b >= 0 && !cost[b].isZero {
                error = error + rhs[r]
            }
            optima.append((priority, error.double))
        }
        // Plumb keeps every value within `Solver.maximumValue`. A vertex beyond it moves
        // along the face toward it, one variable at a time; a face that puts some variable
        // beyond it everywhere is an operation to refuse. A face that reaches into the range
        // only along a ray keeps its vertex beyond (``vertexIsBeyondRange``).
        guard let bound = Rational(decimalOf: Solver.maximumValue) else { return false }
        func isBeyond(_ x: Rational) -> Bool { bound < x || x < -bound }
        for v in 0..<variableCount {
            let x = vertex()[v]
            guard isBeyond(x) else { continue }
            var cost = [Rational](repeating: .zero, count: columns.count)
            cost[v] = bound < x ? .one : -.one
            switch optimize(cost) {
            case .exhausted:
                return false
            case .unbounded:
                continue
            case .optimal:
                // Beyond the range as a double too: an end that rounds to the bound is in it.
                let nearest = vertex()[v].double
                if abs(nearest) > Solver.maximumValue {
                    beyondRange = (v, nearest)
                    return true
                }
            }
        }
        vertexIsBeyondRange = vertex().contains(where: isBeyond)
        return true
    }

    /// The range of `expression` over the optimal face: each end with a solution there, or a
    /// solution `step` points along the ray when the end is unbounded; nil when the pivots
    /// ran out.
    func range(of expression: LinearExpression, step: Double)
        -> (lower: Double, lowerSolution: [Double], upper: Double, upperSolution: [Double])?
    {
        guard let low = end(of: expression, direction: 1, step: step),
            let high = end(of: expression, direction: -1, step: step)
        else { return nil }
        return (low.value, low.solution, high.value, high.solution)
    }

    /// How far `point` is from the face: the least sum over the variables of
    /// wᵥ·|xᵥ − pointᵥ| for x on the face (each weight wᵥ 1 unless `weights` are given),
    /// each value read as the decimal it prints as; nil when a value is not finite or the
    /// pivots ran out.
    ///
    /// An optimal level's error can hang on a slope of 1e-9 per point: a solution 1,100
    /// points from the face along it misses the optimum by 1.1e-6, less than the level's
    /// tolerance, but not by its distance (seed 1000125000208).
    func distance(to point: [Double], weights: [Double]? = nil) -> Double? {
        guard point.count == variableCount, weights.map({ $0.count == variableCount }) != false
        else { return nil }
        var copy = self
        let first = copy.columns.count
        let width = first + 2 * variableCount
        for r in copy.tableau.indices {
            copy.tableau[r] += repeatElement(.zero, count: width - first)
        }
        for _ in 0..<(2 * variableCount) {
            copy.columns.append(.nonNegative)
            copy.owners.append(nil)
            copy.signs.append(0)
            copy.fixed.append(false)
        }
        copy.isBasicColumn += repeatElement(false, count: width - copy.isBasicColumn.count)
        // xᵥ − d⁺ᵥ + d⁻ᵥ = pointᵥ, with xᵥ's own row subtracted when it has one; then the d of
        // the constant's sign is basic (feasible at once), or xᵥ when it is free on the face.
        for v in 0..<variableCount {
            guard let target = Rational(decimalOf: point[v]) else { return nil }
            var row = [Rational](repeating: .zero, count: width)
            row[v] = .one
            row[first + 2 * v] = -.one
            row[first + 2 * v + 1] = .one
            var constant = target
            let defining = copy.basis.firstIndex(of: v)
            if let r = defining {
                for j in 0..<width where !copy.tableau[r][j].isZero {
                    row[j] = row[j] - copy.tableau[r][j]
                }
                constant = constant - copy.rhs[r]
            }
            copy.tableau.append(row)
            copy.rhs.append(constant)
            copy.basis.append(-1)
            copy.rowConstraint.append(-1)
            let r = copy.tableau.count - 1
            if defining == nil {
                copy.pivot(row: r, column: v)
            } else {
                copy.pivot(row: r, column: first + 2 * v + (constant.sign < 0 ? 0 : 1))
            }
        }
        var cost = [Rational](repeating: .zero, count: width)
        for v in 0..<variableCount {
            guard let w = Rational(decimalOf: weights?[v] ?? 1) else { return nil }
            cost[first + 2 * v] = w
            cost[first + 2 * v + 1] = w
        }
        guard case .optimal = copy.optimize(cost) else { return nil }
        var sum = Rational.zero
        for (r, b) in copy.basis.enumerated() where b >= first { sum = sum + cost[b] * copy.rhs[r] }
        return sum.double
    }

    /// The optimal basis: the variables that are basic, and each basic symbol of a
    /// constraint's own (its index in the list given, and which symbol, as in `owners`).
    var optimalBasis: (variables: [Int], owned: [(constraint: Int, which: Int)]) {
        var variables: [Int] = []
        var owned: [(constraint: Int, which: Int)] = []
        for b in basis where b >= 0 {
            if case .variable(let v) = columns[b] {
                variables.append(v)
            } else if let owner = owners[b] {
                owned.append(owner)
            }
        }
        return (variables, owned)
    }

    /// The values at the optimal vertex of ``optimalBasis``'s symbols: each variable's, and
    /// each basic symbol of a constraint's own times its coefficient in the row as written
    /// (`expr + Σ sign·private = 0`), as doubles.
    var optimalValues: (variables: [Double], owned: [(constraint: Int, which: Int, term: Double)]) {
        var owned: [(constraint: Int, which: Int, term: Double)] = []
        for (r, b) in basis.enumerated() where b >= 0 {
            guard let owner = owners[b] else { continue }
            owned.append(
                (owner.constraint, owner.which, (rhs[r] * Rational(integer: signs[b])).double))
        }
        return (vertex().map(\.double), owned)
    }

    /// Each level's reduced costs at the optimal vertex, highest priority first.
    ///
    /// For each variable that is not basic, and each constraint's own column that is not
    /// basic, its cost per unit (a constraint's own per unit of its term `sign·p` in the row
    /// as written, `expr + Σ sign·p = 0`, as ``optimalValues`` gives it), as doubles. Lexicographically at least zero: the cost a level
    /// prices a column out with is the same at the last vertex, which the lower levels reach
    /// through columns it prices at zero.
    var optimalReducedCosts:
        [(priority: Double, variables: [(Int, Double)], owned: [(Int, Int, Double)])]
    {
        levels.map { priority, level in
            var reduced = [Rational](repeating: .zero, count: columns.count)
            for c in level { reduced[c] = .one }
            for (r, b) in basis.enumerated() where b >= 0 && !reduced[b].isZero {
                let weight = reduced[b]
                for j in columns.indices where !tableau[r][j].isZero {
                    reduced[j] = reduced[j] - weight * tableau[r][j]
                }
            }
            var variables: [(Int, Double)] = []
            var owned: [(Int, Int, Double)] = []
            for j in columns.indices where !isBasic(j) {
                if case .variable(let v) = columns[j] {
                    variables.append((v, reduced[j].double))
                } else if let owner = owners[j] {
                    // Per unit of sign·p: sign is ±1, its own inverse.
                    let perTerm = reduced[j] * Rational(integer: signs[j])
                    owned.append((owner.constraint, owner.which, perTerm.double))
                }
            }
            return (priority, variables, owned)
        }
    }

    // MARK: - Ends

    private func end(of expression: LinearExpression, direction: Int, step: Double)
        -> (value: Double, solution: [Double])?
    {
        var copy = self
        // The expression's coefficient of each variable.
        var weight = [Rational](repeating: .zero, count: columns.count)
        for term in expression.terms {
            let v = Int(term.variable.index)
            guard v >= 0, v < variableCount, let c = Rational(decimalOf: term.coefficient) else {
                return nil
            }
            weight[v] = weight[v] + c
        }
        guard let constant = Rational(decimalOf: expression.constant) else { return nil }
        switch copy.optimize(direction > 0 ? weight : weight.map { -$0 }) {
        case .exhausted:
            return nil
        case .optimal:
            let values = copy.vertex()
            let value = zip(weight, values).reduce(constant) { $0 + $1.0 * $1.1 }
            return (value.double, values.map(\.double))
        case .unbounded(let entering, let slope):
            // The cost falls by |slope| per unit of the column, moved up when the slope is
            // negative (a free variable's may be either): move `step` points.
            let rate = max(abs(slope.double), Double.leastNormalMagnitude)
            let t = slope.sign < 0 ? step / rate : -step / rate
            let ray = copy.ray(entering)
            let solution = zip(copy.vertex(), ray).map { $0.double + t * $1.double }
            return (direction > 0 ? -.infinity : .infinity, solution)
        }
    }

    /// Each variable's value at the current vertex.
    private func vertex() -> [Rational] {
        var values = [Rational](repeating: .zero, count: variableCount)
        for (r, b) in basis.enumerated() {
            if b >= 0, case .variable(let v) = columns[b] { values[v] = rhs[r] }
        }
        return values
    }

    /// How each variable moves per unit of non-basic column `q`.
    private func ray(_ q: Int) -> [Rational] {
        var moves = [Rational](repeating: .zero, count: variableCount)
        if case .variable(let v) = columns[q] { moves[v] = .one }
        for (r, b) in basis.enumerated() {
            if b >= 0, case .variable(let v) = columns[b] { moves[v] = -tableau[r][q] }
        }
        return moves
    }

    // MARK: - Simplex

    private enum Outcome {
        /// With every column's reduced cost.
        case optimal([Rational])
        /// Column `entering` changes the objective by `slope` per unit without end (a free
        /// variable's either way; a column at least 0 only when the slope is negative).
        case unbounded(entering: Int, slope: Rational)
        case exhausted
    }

    private func isFreeRow(_ r: Int) -> Bool {
        if basis[r] >= 0, case .variable = columns[basis[r]] { return true }
        return false
    }

    private func isBasic(_ column: Int) -> Bool {
        column < isBasicColumn.count && isBasicColumn[column]
    }

    /// Solves each variable out of every row but one, which then defines it and is never a
    /// pivot row again; a variable no remaining row contains is free on the face.
    private mutating func eliminateVariables() {
        var progress = true
        while progress {
            progress = false
            for v in 0..<variableCount where !isBasic(v) {
                guard
                    let r = tableau.indices.first(where: {
                        basis[$0] < 0 && !tableau[$0][v].isZero
                    })
                else { continue }
                pivot(row: r, column: v)
                progress = true
            }
        }
    }

    /// Phase 1: a vertex of the rows no variable defines, or false when there is none.
    private mutating func findVertex() -> Bool {
        // A row with a column at least 0 that no other row holds, of the sign of its
        // constant, starts with that column basic (a slack at the row's value): only the
        // other rows need an artificial, and phase 1 is as short as the conflict it settles.
        for r in tableau.indices where basis[r] < 0 {
            let sign = rhs[r].sign
            let own = columns.indices.first { j in
                guard case .nonNegative = columns[j], !isBasic(j) else { return false }
                let cell = tableau[r][j].sign
                guard cell != 0, sign == 0 || cell == sign else { return false }
                return tableau.indices.allSatisfy { $0 == r || tableau[$0][j].isZero }
            }
            if let j = own { pivot(row: r, column: j) }
        }
        let open = tableau.indices.filter { basis[$0] < 0 }
        if open.isEmpty { return true }
        let first = columns.count
        for r in tableau.indices {
            tableau[r] += repeatElement(.zero, count: open.count)
        }
        for (k, r) in open.enumerated() {
            if rhs[r].sign < 0 {
                tableau[r] = tableau[r].map { -$0 }
                rhs[r] = -rhs[r]
            }
            tableau[r][first + k] = .one
            basis[r] = first + k
            isBasicColumn += repeatElement(
                false, count: max(0, first + k + 1 - isBasicColumn.count))
            isBasicColumn[first + k] = true
            columns.append(.artificial)
            owners.append(nil)
            signs.append(0)
            fixed.append(false)
        }
        var cost = [Rational](repeating: .zero, count: columns.count)
        for j in first..<columns.count { cost[j] = .one }
        guard case .optimal = optimize(cost) else { return false }
        for r in tableau.indices where basis[r] >= first && !rhs[r].isZero { return false }
        // Artificials left in the basis at 0 leave it for any other column of their row; a
        // row with none is redundant.
        var redundant: [Int] = []
        for r in tableau.indices where basis[r] >= first {
            if let q = (0..<first).first(where: {
                !fixed[$0] && !tableau[r][$0].isZero && !isBasic($0)
            }) {
                pivot(row: r, column: q)
            } else {
                redundant.append(r)
            }
        }
        for r in redundant.reversed() {
            tableau.remove(at: r)
            rhs.remove(at: r)
            isBasicColumn[basis[r]] = false
            basis.remove(at: r)
            self.redundant.append(rowConstraint.remove(at: r))
        }
        self.redundant.sort()
        for j in first..<columns.count { fixed[j] = true }
        return true
    }

    /// Minimises `cost` over the face from the current vertex (Bland's rule).
    private mutating func optimize(_ cost: [Rational]) -> Outcome {
        while true {
            var reduced = cost
            reduced += repeatElement(.zero, count: max(0, columns.count - cost.count))
            for (r, b) in basis.enumerated() where b >= 0 && !reduced[b].isZero {
                let weight = reduced[b]
                for j in columns.indices where !tableau[r][j].isZero {
                    reduced[j] = reduced[j] - weight * tableau[r][j]
                }
            }
            var entering: Int?
            for j in columns.indices where !fixed[j] && !isBasic(j) {
                if case .variable = columns[j] {
                    // A variable no pivot row holds moves the cost either way without end.
                    if !reduced[j].isZero { return .unbounded(entering: j, slope: reduced[j]) }
                    continue
                }
                if reduced[j].sign < 0 {
                    entering = j
                    break
                }
            }
            guard let q = entering else { return .optimal(reduced) }
            var leaving: Int?
            var best = Rational.zero
            for r in tableau.indices where !isFreeRow(r) && tableau[r][q].sign > 0 {
                let ratio = rhs[r] / tableau[r][q]
                if let l = leaving, !(ratio < best || (ratio == best && basis[r] < basis[l])) {
                    continue
                }
                leaving = r
                best = ratio
            }
            guard let r = leaving else { return .unbounded(entering: q, slope: reduced[q]) }
            guard pivots < Self.pivotLimit else { return .exhausted }
            pivot(row: r, column: q)
        }
    }

    private mutating func pivot(row r: Int, column q: Int) {
        pivots += 1
        if isBasicColumn.count < columns.count {
            isBasicColumn += repeatElement(false, count: columns.count - isBasicColumn.count)
        }
        if basis[r] >= 0 { isBasicColumn[basis[r]] = false }
        isBasicColumn[q] = true
        let p = tableau[r][q]
        if p != .one {
            tableau[r] = tableau[r].map { $0 / p }
            rhs[r] = rhs[r] / p
        }
        let pivotRow = tableau[r]
        let nonzero = pivotRow.indices.filter { !pivotRow[$0].isZero }
        for i in tableau.indices where i != r && !tableau[i][q].isZero {
            let factor = tableau[i][q]
            for j in nonzero { tableau[i][j] = tableau[i][j] - factor * pivotRow[j] }
            rhs[i] = rhs[i] - factor * rhs[r]
        }
        basis[r] = q
    }
}
