// Feasibility questions on small sets of required constraints, answered on scratch solvers
// that hold only those constraints: is the set satisfiable, which members prove it is not
// (with their Farkas multipliers), and the deletion filter that shrinks an infeasible set to
// an irreducible one (theory.md §2.4). The conflict explainer (PlumbDebug) uses them to verify a
// conflict read from the layout's tableau without touching the layout; they live with the
// solver, whose algorithms they are.

/// A set of solver constraints over a layout's variables, solved on its own.
///
/// ```swift
/// let system = ScratchSystem(layout.solver, constraints)
/// system.isSatisfiable(except: 2)        // true: without member 2 the rest can hold
/// system.irreducibleConflict()?.indices  // [0, 1, 3]
/// ```
public struct ScratchSystem {
    /// The constraints, all treated as required, over compact variables `0..<variableCount`.
    public let constraints: [Constraint]
    /// The number of distinct variables the constraints use.
    private let variableCount: Int

    /// Makes a system of `constraints`.
    ///
    /// Their priorities are ignored (every member is required). Variables are renumbered densely,
    /// in order of first use.
    public init(_ constraints: [Constraint]) {
        var compact: [Int32: Int32] = [:]  // lookup only; never iterated
        var mapped: [Constraint] = []
        for c in constraints {
            var expression = c.expression
            for k in expression.terms.indices {
                let index = expression.terms[k].variable.index
                let local = compact[index] ?? Int32(compact.count)
                compact[index] = local
                expression.terms[k].variable = Variable(index: local)
            }
            mapped.append(Constraint(expression, c.relation, priority: .required))
        }
        self.constraints = mapped
        variableCount = compact.count
    }

    /// Adds the members `indices` (in that order) to a fresh solver; returns nil when they
    /// all hold, else the conflict met.
    ///
    /// The conflict is the solver's own proof type, ``Conflict``, with the members' indices
    /// into ``constraints`` as their ids (`ConstraintID(raw: i)` is member `i`), ascending,
    /// and the culprit the member whose addition failed.
    ///
    /// - Complexity: One scratch solve over the members' variables.
    public func conflict(among indices: [Int]) -> Conflict? {
        var solver = Solver()
        solver.limitsValues = false  // a question about constraints, not a layout
        // Variables are made in index order, so `Variable(index: i)` is the i-th one made.
        for _ in 0..<variableCount { _ = solver.makeVariable(named: "") }
        var owner: [Int] = []  // scratch constraint id → index into `constraints`
        for index in indices {
            do {
                let id = try solver.add(constraints[index])
                while owner.count <= Int(id.raw) { owner.append(-1) }
                owner[Int(id.raw)] = index
            } catch .unsatisfiable(let proof) {
                var pairs: [(Int, Double)] = []
                for (id, multiplier) in zip(proof.members, proof.multipliers) {
                    let raw = Int(id.raw)
                    let member = id == proof.culprit ? index : (raw < owner.count ? owner[raw] : -1)
                    if member >= 0 { pairs.append((member, multiplier)) }
                }
                pairs.sort { $0.0 < $1.0 }
                return conflict(culprit: index, pairs.map(\.0), pairs.map(\.1))
            } catch {
                // Bad numbers cannot come from a layout's own constraints; treat the member
                // as unsatisfiable on its own so that the caller still sees a conflict.
                return conflict(culprit: index, [index], [1])
            }
        }
        return nil
    }

    /// Whether every member except `excluded` can hold together.
    public func isSatisfiable(except excluded: Int? = nil) -> Bool {
        conflict(among: constraints.indices.filter { $0 != excluded }) == nil
    }

    /// Whether the members `indices` hold together at some point (within ±`range`, when
    /// given), decided in exact rational arithmetic (``ExactProgram``); nil when that cannot
    /// be told (more than ``Solver/exactSizeLimit`` members or variables, or too many
    /// pivots).
    ///
    /// Constraints that hold only beyond the range are a conflict to the solver, and whether
    /// a member is needed can hang on a slope doubles do not hold.
    func isSatisfiable(_ indices: [Int], within range: Double?) -> Bool? {
        guard indices.count <= Solver.exactSizeLimit, variableCount <= Solver.exactSizeLimit
        else { return nil }
        return ExactProgram.isFeasible(
            indices.map { constraints[$0] }, variableCount: variableCount, within: range)
    }

    /// Whether the whole set is infeasible and dropping any one member makes it feasible.
    ///
    /// - Complexity: `constraints.count + 1` scratch solves.
    public func isIrreducible() -> Bool {
        guard !isSatisfiable() else { return false }
        return constraints.indices.allSatisfy { isSatisfiable(except: $0) }
    }

    /// An irreducible infeasible subset, by the deletion filter.
    ///
    /// Drop each member in turn and keep it dropped while the rest stay infeasible; then the proof
    /// of what is left, with its multipliers. Nil when the set is satisfiable.
    ///
    /// Members are tried in order from the first, so earlier members are the first to go:
    /// pass the preferred explanation's members last.
    ///
    /// - Complexity: `constraints.count + 2` scratch solves.
    public func irreducibleConflict() -> Conflict? {
        guard conflict(among: Array(constraints.indices)) != nil else { return nil }
        var kept = Array(constraints.indices)
        var k = 0
        while k < kept.count {
            var trial = kept
            trial.remove(at: k)
            if conflict(among: trial) != nil {
                kept = trial
            } else {
                k += 1
            }
        }
        // In exact arithmetic the proof of an irreducible set names all of it; should round-off
        // leave a member out, fall back to the filtered set with the multipliers found.
        guard let proof = conflict(among: kept) else { return nil }
        let members = proof.members.map { Int($0.raw) }
        if members == kept { return proof }
        var multipliers: [Double] = []
        for index in kept {
            let at = members.firstIndex(of: index)
            multipliers.append(at.map { proof.multipliers[$0] } ?? 0)
        }
        return conflict(culprit: Int(proof.culprit.raw), kept, multipliers)
    }

    /// The proof over members `indices` with `multipliers`: the culprit's multiplier scaled to
    /// ±1 as the solver scales it, and its violation `|Σ λᵢ·constantᵢ|`.
    private func conflict(culprit: Int, _ indices: [Int], _ multipliers: [Double]) -> Conflict {
        let scale = indices.firstIndex(of: culprit).map { abs(multipliers[$0]) } ?? 1
        let scaled = multipliers.map { scale > 0 ? $0 / scale : $0 }
        let violation = zip(indices, scaled).reduce(0.0) { sum, pair in
            sum + pair.1 * constraints[pair.0].expression.constant
        }
        return Conflict(
            culprit: ConstraintID(raw: Int32(culprit)),
            members: indices.map { ConstraintID(raw: Int32($0)) }, multipliers: scaled,
            violation: abs(violation))
    }
}

extension ScratchSystem {
    /// Whether an infeasible set is irreducible, by linear algebra instead of k scratch solves.
    ///
    /// Given a Farkas certificate `y` with every component non-zero (the members' sum cancels
    /// every variable and contradicts), the set is irreducible exactly when the members'
    /// coefficient vectors have rank k − 1: a proper infeasible subset would have its own
    /// certificate, another vector in the left null space with a smaller support, so that
    /// space would have dimension 2 or more; conversely an irreducible set's certificate is a
    /// vertex of the alternative polyhedron (Gleeson & Ryan), unique up to scale
    /// (theory.md §2.3). The caller checks the certificate; this checks the rank.
    ///
    /// - Complexity: O(k² · m) for k members over m variables.
    public static func hasRankOneLess(_ expressions: [LinearExpression]) -> Bool {
        let k = expressions.count
        guard k > 1 else { return k == 1 }
        var columns: [Int32: Int] = [:]  // variable index → column; lookup only
        for e in expressions {
            for t in e.terms where columns[t.variable.index] == nil {
                columns[t.variable.index] = columns.count
            }
        }
        var matrix = Array(repeating: Array(repeating: 0.0, count: columns.count), count: k)
        var largest = 0.0
        for (r, e) in expressions.enumerated() {
            for t in e.terms {
                guard let c = columns[t.variable.index] else { continue }
                matrix[r][c] += t.coefficient
                largest = max(largest, abs(matrix[r][c]))
            }
        }
        let tolerance = 1e-9 * max(largest, 1)
        var rank = 0
        for c in 0..<columns.count where rank < k {
            var best = rank
            for r in rank..<k where abs(matrix[r][c]) > abs(matrix[best][c]) { best = r }
            guard abs(matrix[best][c]) > tolerance else { continue }
            matrix.swapAt(rank, best)
            let pivot = matrix[rank][c]
            for r in (rank + 1)..<k where matrix[r][c] != 0 {
                let f = matrix[r][c] / pivot
                for j in c..<columns.count { matrix[r][j] -= f * matrix[rank][j] }
            }
            rank += 1
        }
        return rank == k - 1
    }

    /// Whether `multipliers` prove `constraints` infeasible: none is negligible
    /// (`FarkasCertificate.negligibleDropped`), the sum cancels every variable, the
    /// inequalities all point one way, and the constant left contradicts.
    ///
    /// A variable cancels when what is left of it is below 1e-9 of its own largest term:
    /// `1e-9·v1 + 6 == 0` beside `v1 ≥ 0.999999999·v0` leaves `1e-9·v0`, tiny next to the
    /// constant but all of v0's term, and no proof (seed 1000007000104).
    public static func isCertificate(_ multipliers: [Double], of constraints: [Constraint]) -> Bool
    {
        guard multipliers.count == constraints.count,
            FarkasCertificate.negligibleDropped(multipliers, of: constraints.map(\.expression))
                .allSatisfy({ $0 != 0 })
        else { return false }
        let sum = FarkasCertificate.Sum(multipliers, of: constraints)
        guard sum.uncancelled.isEmpty else { return false }
        // λ·E >= 0 for every inequality (or <= 0 for every one), and Σ λ·E = K, so K must
        // break that: K < 0 when they are all >= 0, K > 0 when all <= 0, K ≠ 0 with none.
        let k = sum.expression.constant
        let tolerance = 1e-9 * sum.scale
        if sum.up > 0 && sum.down > 0 { return false }
        if sum.up > 0 { return k < -tolerance }
        if sum.down > 0 { return k > tolerance }
        return abs(k) > tolerance
    }

    /// Whether `multipliers` prove `constraints` infeasible at every point whose variables lie
    /// within ±`range`: the coefficients `rⱼ` that `Σ λᵢ·exprᵢ` leaves, at most `Σ|rⱼ|·range`
    /// together, cannot bring its constant back to the side the members allow.
    public static func provesWithinRange(
        _ multipliers: [Double], of constraints: [Constraint], range: Double
    ) -> Bool {
        guard multipliers.count == constraints.count else { return false }
        let sum = FarkasCertificate.Sum(multipliers, of: constraints)
        let reach = sum.expression.terms.reduce(0.0) { $0 + abs($1.coefficient) } * range
        let k = FarkasCertificate.dot(multipliers, constraints.map(\.expression.constant))
        if sum.up > 0 && sum.down > 0 { return false }
        if sum.up > 0 { return k + reach < 0 }
        if sum.down > 0 { return k - reach > 0 }
        return abs(k) > reach
    }
}
