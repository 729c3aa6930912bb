// The verdict for one expression, cheap in the common case and exact always.
//
// At an optimal tableau, the optimal face near the current solution is the cone of directions
// over the parametric symbols that (1) raise only restricted symbols that cost nothing at
// every priority (the others, and dummies, stay at 0: priorities are lexicographic, so a
// symbol whose reduced cost is positive at its leading level cannot move), and (2) keep every
// degenerate restricted row (constant 0) non-negative. The expression is ambiguous exactly when
// some direction of that cone moves it (theory.md §3.1–3.3).
//
// 1. A free variable in the expression's row moves it: ambiguous.
// 2. No cost-free restricted symbol in the row: fixed.
// 3. One of them can rise a positive distance on its own (no degenerate row blocks it): the
//    local test's witness, ambiguous.
// 4. Otherwise propagate "must stay at 0" through the degenerate rows: a row whose raisable
//    symbols are all stuck forces the symbols it blocks to stay too. If every cost-free
//    symbol of the row is forced: fixed. This settles the case layouts meet all the time, a
//    label at its intrinsic size, where hugging and compression resistance are both tight.
// 5. Whatever is left goes to the exact probe (`Solver.range(of:)`) on a copy.
//
// The judge reads the solver's rows in place: judging a whole layout costs about one pass
// over the tableau, with no copy of it.

/// Decides ambiguity on one tableau, reusing what it learns across expressions.
///
/// ```swift
/// var judge = AmbiguityJudge(solver)
/// judge.determinacy(of: LinearExpression(title.height))   // .fixed or .ambiguous
/// ```
public struct AmbiguityJudge {
    let solver: Solver
    /// Rows whose constant is at most this are degenerate: they block a rising symbol.
    ///
    /// Found on first need (one pass over the rows), as most questions are settled before.
    private var degenerateBound: Double?
    /// Per symbol id: 0 not yet known, 1 rises at no cost, 2 costs something.
    private var costFree: [UInt8]
    /// Dense scratch space for `substitutedRow`, by symbol id, kept at zero between calls.
    private var scratch: [Double]
    private var magnitude: [Double]
    private var touched: [Int32] = []
    /// For a judge asked about a few expressions (``init(_:fewQuestionsAtScale:)``): the same three, by
    /// symbol id, only for the symbols met, so that making the judge costs nothing per symbol.
    private var sparseCostFree: [Int32: UInt8] = [:]  // lookup only; never iterated
    private var sparseScratch: [Int32: (sum: Double, magnitude: Double)] = [:]  // lookup only
    /// Each symbol's rising limit once read (``risingLimit(of:)``): on a chain of `>=` gaps
    /// every view's row holds the first gap's slack, whose column is the whole chain, and
    /// reading it again for each view made `check` quadratic (28 s of 30 for 8,000 rows).
    private var risingLimits: [Int32: Double] = [:]  // lookup only; never iterated
    private let isSparse: Bool

    /// The largest neighbourhood step 4 explores before leaving the case to the probe.
    static let neighbourhoodLimit = 64

    /// A judge of `solver`'s current optimum (a copy: later changes to the solver are not
    /// seen).
    public init(_ solver: Solver) {
        self.init(solver, sparse: false)
    }

    /// A judge of `solver`'s current optimum for a few expressions (the views a change may
    /// free), whose values are at most about `scale` (``Solver/largestValue``, read once
    /// for many judges of nearly the same tableau).
    ///
    /// It keeps what it learns per symbol met, not in arrays over every symbol, so it costs
    /// the rows it reads, not the tableau. The verdicts are those of ``init(_:)`` when `scale`
    /// is the solver's largest value.
    public init(_ solver: Solver, fewQuestionsAtScale scale: Double) {
        self.init(solver, sparse: true)
        degenerateBound = Self.degenerateBound(scale)
    }

    private init(_ solver: Solver, sparse: Bool) {
        self.solver = solver
        isSparse = sparse
        let count = sparse ? 0 : solver.symbolKind.count
        costFree = [UInt8](repeating: 0, count: count)
        scratch = [Double](repeating: 0, count: count)
        magnitude = [Double](repeating: 0, count: count)
    }

    /// Rows whose constant is this small block a rising symbol: 1e-9 of the largest value.
    mutating func degenerate() -> Double {
        if let degenerateBound { return degenerateBound }
        let bound = Self.degenerateBound(solver.largestValue)
        degenerateBound = bound
        return bound
    }

    private static func degenerateBound(_ scale: Double) -> Double { 1e-9 * (1 + max(1, scale)) }

    /// Whether the optimum fixes `expression`.
    public mutating func determinacy(of expression: LinearExpression) -> Determinacy {
        var candidates: [Int32] = []
        for (symbol, _) in substitutedRow(expression.simplified) {
            if solver.symbolKind[Int(symbol)] == .external { return .ambiguous }
            if isFreeToRise(symbol) { candidates.append(symbol) }
        }
        if candidates.isEmpty { return .fixed }
        let degenerate = degenerate()
        for symbol in candidates where risingLimit(of: symbol) > degenerate { return .ambiguous }
        if allForced(candidates) { return .fixed }
        return solver.range(of: expression).isFixed ? .fixed : .ambiguous
    }

    /// The cells of `expression` with every basic variable replaced by its row, in symbol
    /// order.
    ///
    /// Rows are summed in a dense scratch array, so the cost is the rows' length even when
    /// long rows cancel (a view's top and its superview's top down a long chain), and what
    /// cancels is dropped relative to what was added, as `Row` does.
    mutating func substitutedRow(_ expression: LinearExpression) -> [(Int32, Double)] {
        touched.removeAll(keepingCapacity: true)
        func add(_ coefficient: Double, _ symbol: Int32) {
            if isSparse {
                let old = sparseScratch[symbol] ?? (0, 0)
                if old.magnitude == 0 { touched.append(symbol) }
                sparseScratch[symbol] = (
                    old.sum + coefficient, max(old.magnitude, abs(coefficient))
                )
                return
            }
            let i = Int(symbol)
            if magnitude[i] == 0 { touched.append(symbol) }
            scratch[i] += coefficient
            magnitude[i] = max(magnitude[i], abs(coefficient))
        }
        for term in expression.terms {
            guard solver.isKnown(term.variable) else { continue }
            let symbol = solver.variableSymbol[Int(term.variable.index)]
            let slot = solver.basicRow[Int(symbol)]
            if slot >= 0 {
                let row = solver.rows[Int(slot)]
                for k in row.symbols.indices {
                    add(term.coefficient * row.coefficients[k], row.symbols[k])
                }
            } else {
                add(term.coefficient, symbol)
            }
        }
        var cells: [(Int32, Double)] = []
        for symbol in touched {
            let i = Int(symbol)
            let (sum, size) =
                isSparse ? sparseScratch[symbol] ?? (0, 0) : (scratch[i], magnitude[i])
            if abs(sum) > Row.cancellation * size { cells.append((symbol, sum)) }
            if isSparse {
                sparseScratch[symbol] = nil
            } else {
                scratch[i] = 0
                magnitude[i] = 0
            }
        }
        cells.sort { $0.0 < $1.0 }
        return cells
    }

    /// A restricted pivotable symbol whose reduced cost is 0 at every level.
    mutating func isFreeToRise(_ symbol: Int32) -> Bool {
        guard solver.symbolKind[Int(symbol)].isPivotable else { return false }
        if isSparse {
            if let known = sparseCostFree[symbol] { return known == 1 }
            let known: UInt8 = solver.reducedCostSign(symbol) == 0 ? 1 : 2
            sparseCostFree[symbol] = known
            return known == 1
        }
        let i = Int(symbol)
        if costFree[i] == 0 { costFree[i] = solver.reducedCostSign(symbol) == 0 ? 1 : 2 }
        return costFree[i] == 1
    }

    /// How far `symbol` can rise alone before a restricted row would turn negative (a basic
    /// dummy must stay exactly 0, so any cell in its row blocks).
    mutating func risingLimit(of symbol: Int32) -> Double {
        if let known = risingLimits[symbol] { return known }
        let limit = solver.risingLimit(of: symbol)
        risingLimits[symbol] = limit
        return limit
    }

    /// Step 4: whether every candidate must stay at 0 in every direction of the cone.
    mutating func allForced(_ candidates: [Int32]) -> Bool {
        // The neighbourhood: cost-free symbols reachable through degenerate rows.
        let degenerate = degenerate()
        var members = candidates
        var rows: [Int32] = []
        var k = 0
        while k < members.count {
            for slot in solver.columnSlots(members[k]) where !rows.contains(slot) {
                let basic = solver.rowBasic[Int(slot)]
                let row = solver.rows[Int(slot)]
                guard solver.symbolKind[Int(basic)].isRestricted, row.constant <= degenerate
                else { continue }
                rows.append(slot)
                for symbol in row.symbols where !members.contains(symbol) && isFreeToRise(symbol) {
                    members.append(symbol)
                }
            }
            if members.count > Self.neighbourhoodLimit { return false }
            k += 1
        }
        // Fixpoint: in a row `Σ a·d ≥ 0` whose positive terms are all stuck at 0, every
        // symbol with a negative coefficient is stuck too (both ways for a dummy's `= 0`).
        var forced = [Bool](repeating: false, count: members.count)
        func stuck(_ symbol: Int32) -> Bool {
            guard let i = members.firstIndex(of: symbol) else { return true }  // costs: stays
            return forced[i]
        }
        var changed = true
        while changed {
            changed = false
            for slot in rows {
                let row = solver.rows[Int(slot)]
                let twoSided = solver.symbolKind[Int(solver.rowBasic[Int(slot)])] == .dummy
                for sign in twoSided ? [1.0, -1.0] : [1.0] {
                    let blocked = row.symbols.indices.allSatisfy {
                        sign * row.coefficients[$0] <= 0 || stuck(row.symbols[$0])
                    }
                    guard blocked else { continue }
                    for k in row.symbols.indices where sign * row.coefficients[k] < 0 {
                        if let i = members.firstIndex(of: row.symbols[k]), !forced[i] {
                            forced[i] = true
                            changed = true
                        }
                    }
                }
            }
        }
        return candidates.allSatisfy(stuck)
    }
}

extension Solver {
    /// The largest magnitude of a basic symbol's value, at least 0: the scale the ambiguity
    /// test's degenerate rows are measured against.
    ///
    /// - Complexity: O(rows).
    public var largestValue: Double {
        var scale = 0.0
        for slot in rows.indices where rowBasic[slot] >= 0 {
            scale = max(scale, abs(rows[slot].constant))
        }
        return scale
    }

    /// How far a parametric restricted symbol can rise from 0 before a restricted basic
    /// symbol would turn negative (the ratio test); 0 when it appears in a dummy's row (which
    /// must stay exactly 0), infinity when nothing stops it.
    func risingLimit(of symbol: Int32) -> Double {
        var limit = Double.infinity
        for slot in columnSlots(symbol) {
            let basic = rowBasic[Int(slot)]
            guard symbolKind[Int(basic)].isRestricted else { continue }
            let c = rows[Int(slot)].coefficient(of: symbol)
            if symbolKind[Int(basic)] == .dummy {
                limit = 0
            } else if c < 0 {
                limit = min(limit, max(rows[Int(slot)].constant, 0) / -c)
            }
        }
        return limit
    }
}
