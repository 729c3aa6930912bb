// What the revised core tells about a solution: why a value is what it is, the range of an
// expression over the optimal solutions, and which variables are ambiguous
// (docs/factored-basis.md §3.5–3.6, §6).

extension RevisedCore {
    // MARK: - Explaining a value

    /// Why `expression` has its value: each constraint that holds it, with how far the value
    /// moves per point added to that constraint's constant (for as long as the basis stays
    /// optimal), and the variables left free in it, as `Solver.explain(_:)` tells them.
    ///
    /// The sensitivities are a row of `B⁻¹`: one BTRAN of the expression's basic cells gives
    /// `ρ`, the value's derivative by each row's right-hand side, and a constraint's constant
    /// sits on the other side (`Σ a·x + constant ⋈ 0`), so its sensitivity is `−ρ`. A row
    /// whose marker is basic does not bind and gets 0. PRICE of `ρ` gives the free
    /// variables' cells.
    ///
    /// - Complexity: one BTRAN and PRICE: the cells they reach.
    package func explain(_ expression: LinearExpression) -> (
        value: Double, sensitivities: [(row: Int, sensitivity: Double)], free: [Variable]
    ) {
        let row = explicitRow(of: expression)
        let largest = row.rho.map { abs($0.value) }.max() ?? 0
        let sensitivities = row.rho.filter { abs($0.value) > Self.pivotTolerance * largest }
            .sorted { $0.index < $1.index }
            .map { (row: Int($0.index), sensitivity: -$0.value) }
        let free = row.cells.compactMap { cell -> Variable? in
            let v = variableOfSymbol[Int(cell.index)]
            return v >= 0 ? Variable(index: v) : nil
        }
        return (row.value, sensitivities, free.sorted())
    }

    /// `expression` as the explicit tableau would write it at this basis: its value, `ρ` (the
    /// value's derivative by each row's right-hand side), and its cell in every nonbasic
    /// symbol it reaches (the expression's own coefficient, less `ρᵀa`), by symbol, without
    /// the cells below `tolerance`.
    ///
    /// - Complexity: one BTRAN and PRICE: the cells they reach.
    func explicitRow(of expression: LinearExpression) -> (
        value: Double, rho: [SparseEntry], cells: [SparseEntry]
    ) {
        var core = self
        var basicCells: [Int32: Double] = [:]  // lookup only; written sorted
        var direct: [Int32: Double] = [:]  // lookup only; read by symbol
        for term in expression.terms where term.coefficient != 0 {
            let i = Int(term.variable.index)
            guard i >= 0, i < symbolOfVariable.count, symbolOfVariable[i] >= 0 else { continue }
            let symbol = symbolOfVariable[i]
            if slotOf[Int(symbol)] >= 0 {
                basicCells[slotOf[Int(symbol)], default: 0] += term.coefficient
            } else {
                direct[symbol, default: 0] += term.coefficient
            }
        }
        let rho = core.factor.solveTransposed(
            basicCells.keys.sorted().map { SparseEntry($0, basicCells[$0] ?? 0) },
            in: &core.workspace)
        core.price(rho)
        var cells: [SparseEntry] = []
        for symbol in Set(core.pricedSymbols + direct.keys) {
            let cell = (direct[symbol] ?? 0) - core.priced[Int(symbol)]
            if abs(cell) > Self.tolerance { cells.append(SparseEntry(symbol, cell)) }
        }
        core.clearPriced()
        cells.sort { $0.index < $1.index }
        return (expression.evaluate(value(of:)), rho, cells)
    }

    // MARK: - Ranges

    /// The least and greatest values of `expression` over the optimal solutions (every
    /// priority's error at its optimum), as `Solver.range(of:)` gives them; an end is
    /// infinite when the expression can move without bound that way, NaN when the probe ran
    /// past its pivot budget.
    ///
    /// Each end is a probe: the expression as the cost of one more level, below every
    /// priority, minimized by the primal simplex, then rolled back through the journal, so
    /// the core is left bit for bit as it was and a probe costs the pivots it makes, not a
    /// copy of the core.
    ///
    /// - Complexity: the pivots the two probes make, and the writes they take back.
    package mutating func range(of expression: LinearExpression) -> (lower: Double, upper: Double) {
        (lowest(expression, sign: 1), -lowest(expression, sign: -1))
    }

    /// The least value of `sign·expression` over the optimal solutions.
    mutating func lowest(_ expression: LinearExpression, sign: Double) -> Double {
        let start = mark
        let announced = changedVariables.count
        defer {
            rollBack(to: start)
            // The probe's moves are not the layout's: announce only what moved before.
            for variable in changedVariables[announced...] { isChanged[Int(variable)] = false }
            changedVariables.removeSubrange(announced...)
        }
        let level = levelPriority.count
        levelPriority.append(0)
        cost.append([Double](repeating: 0, count: kinds.count))
        reduced.append([Double](repeating: 0, count: kinds.count))
        record(.level(level))
        for term in expression.terms where term.coefficient != 0 {
            let i = Int(term.variable.index)
            guard i >= 0, i < symbolOfVariable.count, symbolOfVariable[i] >= 0 else {
                return -.infinity  // a variable no constraint holds moves freely
            }
            changeCost(level, symbolOfVariable[i], by: sign * term.coefficient)
        }
        do throws(Failure) {
            try optimize()
        } catch {
            return error == .unbounded ? -.infinity : .nan
        }
        return sign * expression.evaluate(value(of:))
    }

    // MARK: - Ambiguity

    /// Which of `variables` can take another value in some optimal solution.
    package func ambiguity(of variables: [Variable]) -> [Bool] {
        ambiguity(of: variables.map { LinearExpression($0) })
    }

    /// Which of `expressions` can take another value in some optimal solution: the whole
    /// layout's question `check` asks, answered with a few sparse solves instead of one
    /// question per expression (docs/factored-basis.md §3.6).
    ///
    /// The symbols that may move at no cost are the nonbasic ones whose reduced cost is 0 at
    /// every level and that are free or may rise. Moving all of them at once, by
    /// pseudo-random positive weights, is a direction of the optimal face when it keeps every
    /// degenerate row within its bounds (a restricted symbol at 0 must not fall, a fixed one
    /// must not move); one FTRAN gives how far each basic symbol moves along it. A symbol that
    /// would push such a row the wrong way is left out and the direction solved again. Then
    /// every expression the direction moves is ambiguous; one it leaves still is fixed, unless
    /// a symbol was left out (then the exact probe, `range(of:)`, decides). A second weighting
    /// guards against weights that cancel. An expression moves when its terms' moves do not
    /// cancel to within `tolerance` of their size (`x − superview.x` of a view that only
    /// moves with its superview stays).
    ///
    /// - Complexity: a pass over the symbols and a few FTRANs, each costing what it reaches;
    ///   a probe per undecided expression.
    package func ambiguity(of expressions: [LinearExpression]) -> [Bool] {
        var core = self
        var free: [Int32] = []
        for symbol in kinds.indices where slotOf[symbol] < 0 {
            let kind = kinds[symbol]
            guard kind != .dummy, kind != .artificial else { continue }
            if reduced.allSatisfy({ abs($0[symbol]) <= Self.tolerance }) {
                free.append(Int32(symbol))
            }
        }
        // A restricted row this close to its bound is degenerate: it blocks a move that
        // would push it out (1e-9 of the largest value, as `AmbiguityJudge` measures it).
        let degenerate = Self.tolerance * (1 + values.reduce(1) { max($0, abs($1)) })
        var leftOut = false
        // How far each symbol moves along each weighting's direction.
        var moves: [[Double]] = []
        for weighting in 0..<2 {
            var candidates = free
            while true {
                let step = core.direction(candidates, weighting: weighting)
                let blocked = step.filter { cell in
                    let symbol = core.basic[Int(cell.index)]
                    let value = core.values[Int(symbol)]
                    switch core.kinds[Int(symbol)] {
                    case .external, .dead: return false
                    case .dummy: return abs(cell.value) > Self.tolerance
                    case .artificial:
                        return value <= degenerate && abs(cell.value) > Self.tolerance
                    case .slack, .error:
                        return value <= degenerate && cell.value < -Self.tolerance
                    }
                }
                guard let row = blocked.first?.index else {
                    var move = [Double](repeating: 0, count: kinds.count)
                    for cell in step { move[Int(core.basic[Int(cell.index)])] = cell.value }
                    for symbol in candidates {
                        move[Int(symbol)] = Self.weight(of: symbol, weighting)
                    }
                    moves.append(move)
                    break
                }
                // Leave out every symbol that moves this row the wrong way.
                leftOut = true
                core.price(core.factor.solveTransposed([SparseEntry(row, 1)], in: &core.workspace))
                let symbol = core.basic[Int(row)]
                let fixed =
                    core.kinds[Int(symbol)] == .dummy || core.kinds[Int(symbol)] == .artificial
                let before = candidates.count
                candidates.removeAll { candidate in
                    let cell = core.priced[Int(candidate)]
                    return fixed ? abs(cell) > Self.tolerance : cell > Self.tolerance
                }
                core.clearPriced()
                if candidates.count == before { candidates.removeAll() }
            }
        }
        return expressions.map { expression in
            var symbols: [(Int32, Double)] = []
            for term in expression.terms where term.coefficient != 0 {
                let i = Int(term.variable.index)
                // A variable no constraint names moves freely.
                guard i >= 0, i < symbolOfVariable.count, symbolOfVariable[i] >= 0 else {
                    return true
                }
                symbols.append((symbolOfVariable[i], term.coefficient))
            }
            for move in moves {
                var sum = 0.0
                var size = 0.0
                for (symbol, coefficient) in symbols {
                    sum += coefficient * move[Int(symbol)]
                    size += abs(coefficient * move[Int(symbol)])
                }
                if abs(sum) > Self.tolerance * max(1, size) { return true }
            }
            guard leftOut else { return false }
            let range = core.range(of: expression)
            let value = expression.evaluate(value(of:))
            return !(range.upper - range.lower <= Self.tolerance * (1 + abs(value)))
        }
    }

    /// How each basic symbol moves (by slot) when every symbol of `symbols` rises by its
    /// weight: `−B⁻¹·Σ w·a`.
    mutating func direction(_ symbols: [Int32], weighting: Int) -> [SparseEntry] {
        var rows: [Int32: Double] = [:]  // lookup only; written sorted
        for symbol in symbols {
            let weight = Self.weight(of: symbol, weighting)
            for cell in columnCells[Int(symbol)] {
                rows[cell.index, default: 0] += weight * cell.value
            }
        }
        let rhs = rows.keys.sorted().map { SparseEntry($0, rows[$0] ?? 0) }
        return factor.solve(rhs, in: &workspace).map { SparseEntry($0.index, -$0.value) }
    }

    /// A weight in [1, 2) drawn from the symbol's id and the weighting (`Solver.symbolHash`,
    /// SplitMix64's finaliser): the same on every run.
    static func weight(of symbol: Int32, _ weighting: Int) -> Double {
        let z = Solver.symbolHash(symbol &* 2 &+ Int32(truncatingIfNeeded: weighting))
        return 1 + Double(z >> 11) / Double(1 << 53)
    }
}
