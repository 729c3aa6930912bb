// The revised core's tableau, read on demand in `Solver`'s terms (docs/factored-basis.md
// §3.5): a row is one BTRAN and PRICE, a column one FTRAN, the objective is the reduced costs
// the core keeps. Nothing keeps `B⁻¹N`, so a reading costs what it reaches, and reading every
// row of a chain costs what writing the tableau out would (the debugger's `tableau` does that
// on purpose; `why` reads one row).

extension RevisedCore {
    // MARK: - Symbols

    /// Symbol `id` as the inspection API shows it: its kind as made (a removed row's markers
    /// keep theirs), and its variable or owner constraint (the row, as the core numbers
    /// constraints).
    package func symbol(_ id: Int32) -> Symbol {
        let i = Int(id)
        let kind: SymbolKind
        switch bornKinds[i] {
        case .external: kind = .external
        case .slack: kind = .slack
        case .error: kind = .error
        case .dummy: kind = .dummy
        case .artificial, .dead: kind = .artificial
        }
        switch kind {
        case .external:
            return Symbol(id: id, kind: kind, role: .variable(Variable(index: variableOfSymbol[i])))
        case .artificial:
            return Symbol(id: id, kind: kind, role: .artificial)
        default:
            let row = ownerRow[i]
            let owner = ConstraintID(raw: row)
            let isMarker = privateSymbols(ofRow: Int(row)).first == id
            return Symbol(id: id, kind: kind, role: isMarker ? .marker(owner) : .other(owner))
        }
    }

    /// Row `row`'s own symbols, in the order it was given them: its marker first, then an
    /// optional row's other error, then an artificial if it had one (`Solver` names the
    /// first two `marker` and `other`).
    func privateSymbols(ofRow row: Int) -> [Int32] {
        rowCells[row].map(\.index).filter { ownerRow[Int($0)] == Int32(row) }
    }

    /// The external symbol of `variable`, or nil when no constraint has named it.
    package func symbol(of variable: Variable) -> Symbol? {
        let i = Int(variable.index)
        guard i >= 0, i < symbolOfVariable.count, symbolOfVariable[i] >= 0 else { return nil }
        return symbol(symbolOfVariable[i])
    }

    // MARK: - Rows

    /// The row of basic symbol `symbol`, `basic = constant + Σ cells` over the nonbasic
    /// symbols, or nil when it is nonbasic.
    ///
    /// As `Solver.row(of:)` gives it, but with the nonbasic symbols where they stand (every
    /// change leaves them at 0 now, as the explicit form does; the core's first removal left
    /// an external away from 0, and the reading does not assume otherwise), so the constant
    /// is the value less every cell times its symbol's value. Spent artificials
    /// (fixed at 0) are left out; cells below `pivotTolerance` of the row's largest are
    /// rounding and left out too.
    ///
    /// - Complexity: one BTRAN and PRICE, plus a copy of the core's scratch arrays.
    package func row(of symbol: Symbol) -> TableauRow? {
        guard Int(symbol.id) < slotOf.count, slotOf[Int(symbol.id)] >= 0 else { return nil }
        var core = self
        return core.readRow(slot: slotOf[Int(symbol.id)])
    }

    /// The row of `variable`, or nil when it is nonbasic (or unknown).
    package func row(of variable: Variable) -> TableauRow? {
        symbol(of: variable).flatMap { row(of: $0) }
    }

    /// Every row, by basic symbol id, except the removed rows (which hold only themselves).
    ///
    /// - Complexity: a BTRAN and PRICE per row: on a chain, the cells the explicit tableau
    ///   would hold.
    package var tableauRows: [TableauRow] {
        var core = self
        let slots = basic.indices.filter { kinds[Int(basic[$0])] != .dead }
            .sorted { basic[$0] < basic[$1] }
        return slots.map { core.readRow(slot: Int32($0)) }
    }

    /// Slot `slot`'s row: the cell of nonbasic `j` is `−ρᵀa_j`, for `ρ` the slot's row of
    /// `B⁻¹` (`x_B = B⁻¹b − B⁻¹N·x_N`).
    mutating func readRow(slot: Int32) -> TableauRow {
        let basicSymbol = basic[Int(slot)]
        price(factor.solveTransposed([SparseEntry(slot, 1)], in: &workspace))
        let largest = pricedSymbols.map { abs(priced[Int($0)]) }.max() ?? 0
        var cells: [TableauCell] = []
        var constant = values[Int(basicSymbol)]
        for j in pricedSymbols.sorted() where kinds[Int(j)] != .artificial {
            let cell = -priced[Int(j)]
            guard abs(cell) > Self.pivotTolerance * largest else { continue }
            cells.append(TableauCell(symbol: symbol(j), coefficient: cell))
            constant -= cell * values[Int(j)]
        }
        clearPriced()
        return TableauRow(basic: symbol(basicSymbol), constant: constant, cells: cells)
    }

    // MARK: - Objective

    /// The objective, one level per priority in use, highest first: each level's reduced
    /// costs (its cells over the nonbasic symbols), as `Solver.objectiveLevels` lists them.
    ///
    /// Phase 1's level is left out, as are levels no live error costs anything on, and
    /// reduced costs within the core's tolerance (rounding).
    package var objectiveLevels: [ObjectiveLevel] {
        levelsInUse.map { level in
            var cells: [TableauCell] = []
            for j in kinds.indices where slotOf[j] < 0 && kinds[j] != .artificial {
                let d = reduced[level][j]
                if abs(d) > Self.tolerance {
                    cells.append(TableauCell(symbol: symbol(Int32(j)), coefficient: d))
                }
            }
            return ObjectiveLevel(priority: levelPriority[level], cells: cells)
        }
    }

    /// The levels, highest first, on which some live error costs something.
    var levelsInUse: [Int] {
        (1..<levelPriority.count).filter { level in
            kinds.indices.contains { kinds[$0] == .error && cost[level][$0] != 0 }
        }
    }

    /// `symbol`'s reduced cost at each level in use, highest priority first.
    package func reducedCost(of symbol: Symbol) -> [(priority: Double, value: Double)] {
        levelsInUse.map { (levelPriority[$0], reduced[$0][Int(symbol.id)]) }
    }

    /// What holds nonbasic restricted `symbol` at zero, as `Solver.holding(of:)` tells it: the
    /// leading level of its reduced cost, and the optional constraints contributing there
    /// (its own error, and every row its column reaches whose basic symbol is an error at
    /// that level, weighted by the symbol's cell in that row).
    ///
    /// - Complexity: one FTRAN of the symbol's column.
    package func holding(of symbol: Symbol) -> Holding {
        holding(of: symbol, levels: levelsInUse)
    }

    /// ``holding(of:)`` with ``levelsInUse`` read once for many symbols.
    func holding(of symbol: Symbol, levels: [Int]) -> Holding {
        let j = Int(symbol.id)
        guard
            let level = levels.first(where: { abs(reduced[$0][j]) > Self.tolerance })
        else { return Holding(priority: nil, contributors: []) }
        var contributors: [(constraint: ConstraintID, weight: Double)] = []
        if kinds[j] == .error, cost[level][j] != 0 {
            contributors.append((ConstraintID(raw: ownerRow[j]), 1))
        }
        var core = self
        let alpha = core.factor.solve(columnCells[j], in: &core.workspace)
        let largest = alpha.map { abs($0.value) }.max() ?? 0
        for cell in alpha where abs(cell.value) > Self.pivotTolerance * largest {
            let basicSymbol = Int(basic[Int(cell.index)])
            guard kinds[basicSymbol] == .error, cost[level][basicSymbol] != 0 else { continue }
            // The symbol's cell in that row is −α (`x_B = B⁻¹b − B⁻¹N·x_N`).
            contributors.append((ConstraintID(raw: ownerRow[basicSymbol]), -cell.value))
        }
        contributors.sort { $0.constraint < $1.constraint }
        return Holding(priority: levelPriority[level], contributors: contributors)
    }
}
