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
// 5. Whatever is left goes to the solver's exact probe on a copy.

import PlumbLayout

/// Decides ambiguity on one tableau, reusing its index across expressions.
struct AmbiguityTest {
    let solver: Solver
    let index: TableauIndex
    /// Rows whose constant is this small block a rising symbol.
    let degenerate: Double
    /// Per symbol id: 0 not yet known, 1 rises at no cost, 2 costs something.
    private var costFree: [UInt8]
    /// Dense scratch space for `substitutedRow`, by symbol id, kept at zero between calls.
    private var scratch: [Double]
    private var magnitude: [Double]
    private var touched: [Symbol] = []

    /// The largest neighbourhood step 4 explores before leaving the case to the probe.
    static let neighbourhoodLimit = 64

    init(solver: Solver, layout: Layout) {
        self.solver = solver
        self.index = TableauIndex(solver, layout: layout)
        let scale = index.rows.reduce(1.0) { max($0, abs($1.constant)) }
        self.degenerate = 1e-9 * (1 + scale)
        self.costFree = [UInt8](repeating: 0, count: index.columns.count)
        self.scratch = [Double](repeating: 0, count: index.columns.count)
        self.magnitude = [Double](repeating: 0, count: index.columns.count)
    }

    /// Whether the optimum fixes `expression`.
    mutating func determinacy(of expression: LinearExpression) -> Determinacy {
        var candidates: [Symbol] = []
        for (symbol, _) in substitutedRow(expression) {
            if symbol.kind == .external { return .ambiguous }  // a free variable moves it
            if isFreeToRise(symbol) { candidates.append(symbol) }
        }
        if candidates.isEmpty { return .fixed }
        for symbol in candidates where risingLimit(of: symbol) > degenerate { return .ambiguous }
        if allForced(candidates) { return .fixed }
        return solver.range(of: expression).isFixed ? .fixed : .ambiguous
    }

    /// The cells of `expression` with every basic variable replaced by its row.
    ///
    /// In symbol order. Rows are summed in a dense scratch array, so the cost is the rows' length even
    /// when long rows cancel (a view's top and its superview's top down a long chain).
    mutating func substitutedRow(_ expression: LinearExpression) -> [(Symbol, Double)] {
        touched.removeAll(keepingCapacity: true)
        func add(_ coefficient: Double, _ symbol: Symbol) {
            let i = Int(symbol.id)
            guard i < scratch.count else { return }
            if magnitude[i] == 0 { touched.append(symbol) }
            scratch[i] += coefficient
            magnitude[i] = max(magnitude[i], abs(coefficient))
        }
        for term in expression.terms {
            let symbol = solver.symbol(of: term.variable)
            if let row = index.row(of: symbol) {
                for cell in row.cells { add(term.coefficient * cell.coefficient, cell.symbol) }
            } else if Int(symbol.id) < scratch.count {
                add(term.coefficient, symbol)
            } else {
                return [(symbol, term.coefficient)]  // a variable no row mentions: free
            }
        }
        var cells: [(Symbol, Double)] = []
        for symbol in touched {
            let i = Int(symbol.id)
            // Cancellation leaves noise: drop it relative to what was added (as Row does).
            if abs(scratch[i]) > 1e-11 * magnitude[i] { cells.append((symbol, scratch[i])) }
            scratch[i] = 0
            magnitude[i] = 0
        }
        cells.sort { $0.0.id < $1.0.id }
        return cells
    }

    /// A restricted pivotable symbol whose reduced cost is 0 at every level.
    mutating func isFreeToRise(_ symbol: Symbol) -> Bool {
        guard symbol.kind.isPivotable else { return false }
        let i = Int(symbol.id)
        if i >= costFree.count { return solver.isFreeToRise(symbol) }
        if costFree[i] == 0 { costFree[i] = solver.isFreeToRise(symbol) ? 1 : 2 }
        return costFree[i] == 1
    }

    /// How far `symbol` can rise alone before a restricted row would turn negative (a basic
    /// dummy must stay exactly 0, so any cell in its row blocks).
    func risingLimit(of symbol: Symbol) -> Double {
        var limit = Double.infinity
        for row in index.column(of: symbol) where row.basic.kind.isRestricted {
            guard let c = row.cells.first(where: { $0.symbol.id == symbol.id })?.coefficient
            else { continue }
            if row.basic.kind == .dummy {
                limit = 0
            } else if c < 0 {
                limit = min(limit, max(row.constant, 0) / -c)
            }
        }
        return limit
    }

    /// Step 4: whether every candidate must stay at 0 in every direction of the cone.
    mutating func allForced(_ candidates: [Symbol]) -> Bool {
        // The neighbourhood: cost-free symbols reachable through degenerate rows.
        var members = candidates
        var rows: [Int] = []
        var k = 0
        while k < members.count {
            let id = Int(members[k].id)
            for r in id < index.columns.count ? index.columns[id] : [] where !rows.contains(r) {
                let row = index.rows[r]
                guard row.basic.kind.isRestricted, row.constant <= degenerate else { continue }
                rows.append(r)
                for cell in row.cells
                where !members.contains(cell.symbol) && isFreeToRise(cell.symbol) {
                    members.append(cell.symbol)
                }
            }
            if members.count > Self.neighbourhoodLimit { return false }
            k += 1
        }
        // Fixpoint: in a row `Σ a·d ≥ 0` whose positive terms are all stuck at 0, every
        // symbol with a negative coefficient is stuck too (both ways for a dummy's `= 0`).
        var forced = [Bool](repeating: false, count: members.count)
        func stuck(_ symbol: Symbol) -> Bool {
            guard let i = members.firstIndex(of: symbol) else { return true }  // costs: stays
            return forced[i]
        }
        var changed = true
        while changed {
            changed = false
            for r in rows {
                let cells = index.rows[r].cells
                let twoSided = index.rows[r].basic.kind == .dummy
                for sign in twoSided ? [1.0, -1.0] : [1.0] {
                    guard cells.allSatisfy({ sign * $0.coefficient <= 0 || stuck($0.symbol) })
                    else {
                        continue
                    }
                    for cell in cells where sign * cell.coefficient < 0 {
                        if let i = members.firstIndex(of: cell.symbol), !forced[i] {
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
