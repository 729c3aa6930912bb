/// The multipliers that prove a conflict: `Σ λᵢ·exprᵢ` cancels every variable.
///
/// For an irreducible conflict the multipliers are unique up to scale (theory.md §2.3), so
/// they can be recomputed from the members' expressions alone, independent of the tableau's
/// sign conventions: fix the culprit's multiplier at 1 and solve the small dense system
/// `Σ_{i≠culprit} λᵢ·aᵢ = −a_culprit` over the variables involved by Gaussian elimination.
enum FarkasCertificate {
    /// - Complexity: O(m·k²) for k members over m variables.
    static func multipliers(_ expressions: [LinearExpression], pivot: Int) -> [Double] {
        let k = expressions.count
        guard k > 1 else { return Array(repeating: 1, count: k) }
        // Variables involved, in first-seen order (member order is by id: deterministic).
        var variables: [Variable] = []
        for e in expressions {
            for t in e.terms where !variables.contains(t.variable) { variables.append(t.variable) }
        }
        let unknowns = (0..<k).filter { $0 != pivot }
        let m = variables.count
        let n = unknowns.count
        // Augmented matrix [A | b], one row per variable.
        var a = Array(repeating: Array(repeating: 0.0, count: n + 1), count: m)
        for (column, member) in unknowns.enumerated() {
            for t in expressions[member].terms {
                if let r = variables.firstIndex(of: t.variable) { a[r][column] += t.coefficient }
            }
        }
        for t in expressions[pivot].terms {
            if let r = variables.firstIndex(of: t.variable) { a[r][n] -= t.coefficient }
        }
        // Row reduction with partial pivoting; free unknowns stay 0. A pivot is judged against
        // its column's own size (1e-14 of it, a hundred times rounding), so a member written
        // with a 1e-12 multiplier still counts.
        let columnScale = (0..<n).map { column in a.reduce(0.0) { max($0, abs($1[column])) } }
        var pivotColumns: [(row: Int, column: Int)] = []
        var row = 0
        for column in 0..<n where row < m {
            var best = row
            for r in row..<m where abs(a[r][column]) > abs(a[best][column]) { best = r }
            guard abs(a[best][column]) > 1e-14 * columnScale[column] else { continue }
            a.swapAt(row, best)
            let p = a[row][column]
            for c in column...n { a[row][c] /= p }
            for r in 0..<m where r != row && a[r][column] != 0 {
                let f = a[r][column]
                for c in column...n { a[r][c] -= f * a[row][c] }
            }
            pivotColumns.append((row, column))
            row += 1
        }
        var lambda = Array(repeating: 0.0, count: k)
        lambda[pivot] = 1
        for (r, column) in pivotColumns { lambda[unknowns[column]] = a[r][n] }
        return negligibleDropped(lambda, of: expressions)
    }

    /// `multipliers` with those that add nothing to the proof set to zero: each member's
    /// largest term, `|λᵢ|·max|aᵢ|`, below 1e-13 of the largest member's.
    ///
    /// Relative to the proof, not to 1: `1e-6·v0 == 0` beside `1000·v0 == v1` and
    /// `1000·v1 == −8e8` needs −1e-12 of the last, whose terms are 1e-9 of the culprit's, and an
    /// absolute 1e-12 dropped it: the conflict said it missed by 0 instead of 0.0008.
    static func negligibleDropped(_ multipliers: [Double], of expressions: [LinearExpression])
        -> [Double]
    {
        // A member with no variable terms (`0 == 5`) is all constant: never negligible.
        let sizes = shares(multipliers, of: expressions)
        let largest = sizes.reduce(0.0) { max($0, $1 ?? 0) }
        return zip(multipliers, sizes).map { l, size in
            guard let size else { return l }
            return size <= 1e-13 * largest ? 0 : l
        }
    }

    /// Each member's part in a proof: its largest term, `|λᵢ|·max|aᵢ|`; nil for a member with
    /// no variable terms.
    static func shares(_ multipliers: [Double], of expressions: [LinearExpression]) -> [Double?] {
        zip(multipliers, expressions).map { l, e in
            e.terms.isEmpty ? nil : abs(l) * e.terms.reduce(0.0) { max($0, abs($1.coefficient)) }
        }
    }

    /// `Σ λᵢ·exprᵢ` over some constraints, with what a proof reads from it.
    struct Sum {
        /// The sum, simplified: what it leaves on each variable, and its constant.
        let expression: LinearExpression
        /// Per variable index, its largest term `|λᵢ·aᵢⱼ|`; lookup only, never iterated.
        let largestTerm: [Int32: Double]
        /// The largest `|λᵢ|·(|cᵢ| + 1)`: what the constant is judged against.
        let scale: Double
        /// How many inequalities with a non-zero multiplier the sum takes as `≥ 0` (`up`)
        /// and as `≤ 0` (`down`).
        let up: Int
        let down: Int

        init(_ multipliers: [Double], of constraints: [Constraint]) {
            var sum = LinearExpression()
            var scale = 1.0
            var largestTerm: [Int32: Double] = [:]
            var up = 0
            var down = 0
            for (l, c) in zip(multipliers, constraints) {
                sum = sum + l * c.expression
                scale = max(scale, abs(l) * (abs(c.expression.constant) + 1))
                for t in c.expression.terms {
                    largestTerm[t.variable.index] = max(
                        largestTerm[t.variable.index] ?? 0, abs(l * t.coefficient))
                }
                guard c.relation != .equal, l != 0 else { continue }
                if (l > 0) == (c.relation == .greaterThanOrEqual) { up += 1 } else { down += 1 }
            }
            expression = sum.simplified
            self.largestTerm = largestTerm
            self.scale = scale
            self.up = up
            self.down = down
        }

        /// The terms left above 1e-9 of their variable's largest term: not cancelled.
        var uncancelled: [Term] {
            expression.terms.filter {
                abs($0.coefficient) > 1e-9 * (largestTerm[$0.variable.index] ?? 0)
            }
        }
    }

    /// `Σ aᵢ·bᵢ` as if computed in twice the precision (Ogita, Rump and Oishi's Dot2), then
    /// rounded once.
    ///
    /// A certificate's constant is a difference of products that can be 1e12 times larger
    /// than it: multipliers of −1e12 against constants of 4e8 leave −8e8, which a plain sum
    /// misses by 2048 (seed 1000007000100).
    static func dot(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        var error = 0.0
        for (x, y) in zip(a, b) {
            let product = x * y
            let productError = (-product).addingProduct(x, y)  // exact: x·y − product, by one fma
            let t = sum + product
            let z = t - sum
            error += (sum - (t - z)) + (product - z) + productError
            sum = t
        }
        return sum + error
    }
}
