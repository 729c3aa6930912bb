// The revised core's changes to a layout after its adds: edit variables, removal, priority
// changes, and constant changes through the dual simplex (docs/factored-basis.md §3.4, §6).

extension RevisedCore {
    // MARK: - Edit variables

    /// Makes `variable` an edit variable at `priority` (an optional `variable == 0`, as
    /// `Solver.addEditVariable(_:priority:)` makes) and returns the edit's row.
    ///
    /// - Throws: `Failure.invalidEdit` when `variable` is already one or `priority` is
    ///   required.
    @discardableResult
    package mutating func addEditVariable(_ variable: Variable, priority: Priority)
        throws(Failure) -> Int
    {
        let i = Int(variable.index)
        guard i >= 0, !priority.isRequired, editRow(of: variable) == nil else {
            throw .invalidEdit(variable)
        }
        return try transaction { (core: inout RevisedCore) throws(Failure) -> Int in
            let row = try core.insert(
                Constraint(LinearExpression(variable), .equal, priority: priority))
            if i >= core.symbolOfVariable.count { core.growVariables(to: i + 1) }
            core.record(.edit(Int32(i), core.editRowOfVariable[i]))
            core.editRowOfVariable[i] = Int32(row)
            return row
        }
    }

    /// Suggests `value` for edit variable `variable`: its edit's constant changes, and the
    /// dual simplex moves what follows.
    ///
    /// - Throws: `Failure.invalidEdit` when `variable` is not an edit variable.
    package mutating func suggestValue(_ value: Double, for variable: Variable) throws(Failure) {
        guard let row = editRow(of: variable) else { throw .invalidEdit(variable) }
        try setConstant(-value, ofRow: row)
    }

    /// Removes `variable`'s edit.
    ///
    /// - Throws: `Failure.invalidEdit` when `variable` is not an edit variable.
    package mutating func removeEditVariable(_ variable: Variable) throws(Failure) {
        guard let row = editRow(of: variable) else { throw .invalidEdit(variable) }
        try transaction { (core: inout RevisedCore) throws(Failure) in
            try core.removeRow(row)
            core.record(.edit(variable.index, Int32(row)))
            core.editRowOfVariable[Int(variable.index)] = -1
        }
    }

    /// The row of `variable`'s edit, if it has one.
    package func editRow(of variable: Variable) -> Int? {
        let i = Int(variable.index)
        guard i >= 0, i < editRowOfVariable.count, editRowOfVariable[i] >= 0 else { return nil }
        return Int(editRowOfVariable[i])
    }

    /// The variables whose values may have changed since the last call, in index order, and
    /// forgets them (as `Solver.takeChangedVariables()`).
    package mutating func takeChangedVariables() -> [Variable] {
        let result = changedVariables.sorted().map { Variable(index: $0) }
        for variable in changedVariables { isChanged[Int(variable)] = false }
        changedVariables.removeAll(keepingCapacity: true)
        return result
    }

    mutating func growVariables(to count: Int) {
        guard count > symbolOfVariable.count else { return }
        let more = count - symbolOfVariable.count
        symbolOfVariable += [Int32](repeating: -1, count: more)
        editRowOfVariable += [Int32](repeating: -1, count: more)
        isChanged += [Bool](repeating: false, count: more)
    }

    // MARK: - Removal

    /// Removes row `row`'s constraint as `Solver.remove(_:)` does.
    ///
    /// Its errors' costs go, its
    /// marker takes the place of the basic symbol `Solver` would pivot it in for (unless one
    /// of the row's own symbols is basic already), and the row's symbols become `dead`:
    /// free and costing nothing, so the row constrains nothing. Then the simplex moves what
    /// the constraint held.
    ///
    /// - Complexity: per private symbol that costs something and is basic, one BTRAN and
    ///   PRICE; one FTRAN of the marker's column; then the pivots the simplex makes.
    package mutating func remove(row: Int) throws(Failure) {
        guard row >= 0, row < rowCells.count, !isRemoved[row] else { return }
        try transaction { (core: inout RevisedCore) throws(Failure) in
            try core.removeRow(row)
        }
    }

    mutating func removeRow(_ row: Int) throws(Failure) {
        record(.removed(Int32(row)))
        isRemoved[row] = true
        let owned = rowCells[row].map(\.index).filter { !kinds[Int($0)].isFree }
        for symbol in owned {
            for level in cost.indices where cost[level][Int(symbol)] != 0 {
                changeCost(level, symbol, by: -cost[level][Int(symbol)])
            }
        }
        if let marker = privateSymbols(ofRow: row).first,
            !privateSymbols(ofRow: row).contains(where: { slotOf[Int($0)] >= 0 })
        {
            enterRemovedMarker(marker)
        }
        for symbol in owned {
            record(.kind(symbol, kinds[Int(symbol)]))
            kinds[Int(symbol)] = .dead
            markCandidate(symbol)
        }
        try optimize()
    }

    /// Makes a removed row's marker basic where `Solver` pivots it in.
    ///
    /// As `Solver.markerLeavingRow` chooses (`MarkerEntry`): a fixed row it reaches (a redundant twin's dummy, a spent
    /// artificial), else a restricted row by least ratio (those where the marker rises first), else
    /// an external's row, the lowest symbol on ties, a cell below `pivotTolerance` of the
    /// column only when nothing else. It moves by the step that takes that row's symbol to
    /// 0, as the explicit tableau's pivot does (its leaving symbol is 0 there), so an
    /// external that leaves stands at 0, where the explicit form puts a nonbasic symbol.
    ///
    /// With one of the row's own symbols basic, the row holds only itself and nothing needs
    /// to move (the caller does not ask).
    mutating func enterRemovedMarker(_ marker: Int32) {
        let alpha = factor.solve(columnCells[Int(marker)], in: &workspace)
        let largest = alpha.map { abs($0.value) }.max() ?? 0
        var choice = MarkerEntry()
        for cell in alpha where cell.value != 0 {
            let symbol = basic[Int(cell.index)]
            let value = values[Int(symbol)]
            // The marker rising by t moves the symbol by −t·α: Solver's cell is −α.
            switch kinds[Int(symbol)] {
            case .dead:
                continue
            case _ where abs(cell.value) <= Self.pivotTolerance * largest:
                choice.offer(.negligible, ratio: 0, basic: symbol, slot: cell.index)
            case .dummy, .artificial:
                choice.offer(.fixed, ratio: 0, basic: symbol, slot: cell.index)
            case .external:
                choice.offer(.external, ratio: 0, basic: symbol, slot: cell.index)
            case .slack, .error:
                let ratio = max(0, value) / abs(cell.value)
                choice.offer(
                    cell.value > 0 ? .rising : .falling, ratio: ratio, basic: symbol,
                    slot: cell.index)
            }
        }
        guard let chosen = choice.chosen,
            let pivot = alpha.first(where: { $0.index == chosen.slot })
        else { return }
        price(factor.solveTransposed([SparseEntry(chosen.slot, 1)], in: &workspace))
        exchange(marker, chosen.slot, alpha, step: values[Int(chosen.basic)] / pivot.value)
        // An external that left may still stand in a restricted row (random systems showed
        // it), against `Solver`'s form: `settleRestingExternals` looks at it.
        if kinds[Int(chosen.basic)] == .external { restingExternals.append(chosen.basic) }
    }

    /// Adds `change` to `symbol`'s cost at `level` and moves the reduced costs with it.
    ///
    /// Its own when it is nonbasic; when it is basic, the duals move by `change·B⁻ᵀe_slot`,
    /// so every column its row of `B⁻¹` reaches (one BTRAN and PRICE).
    mutating func changeCost(_ level: Int, _ symbol: Int32, by change: Double) {
        record(.cost(Int32(level), symbol, cost[level][Int(symbol)]))
        cost[level][Int(symbol)] += change
        let slot = slotOf[Int(symbol)]
        guard slot >= 0 else {
            changeReduced(level, symbol, by: change)
            return
        }
        price(factor.solveTransposed([SparseEntry(slot, 1)], in: &workspace))
        for other in pricedSymbols { changeReduced(level, other, by: -change * priced[Int(other)]) }
        clearPriced()
    }

    /// Moves optional row `row`'s errors to `priority`'s level and optimizes.
    ///
    /// As `Solver.setPriority(_:of:)` does. A required row, or a required `priority`, is left
    /// alone: `Solver` refuses that change.
    package mutating func setPriority(_ priority: Priority, ofRow row: Int) throws(Failure) {
        guard row >= 0, row < rowCells.count, !isRemoved[row], !priority.isRequired else { return }
        try transaction { (core: inout RevisedCore) throws(Failure) in
            try core.changePriority(priority, ofRow: row)
        }
    }

    /// ``setPriority(_:ofRow:)`` within an operation already under way (its transaction).
    mutating func changePriority(_ priority: Priority, ofRow row: Int) throws(Failure) {
        let errors = rowCells[row].filter { kinds[Int($0.index)] == .error }.map(\.index)
        guard !errors.isEmpty else { return }
        let target = level(of: priority)
        for symbol in errors {
            for level in cost.indices where level != target && cost[level][Int(symbol)] != 0 {
                let moved = cost[level][Int(symbol)]
                changeCost(level, symbol, by: -moved)
                changeCost(target, symbol, by: moved)
            }
        }
        try optimize()
    }

    // MARK: - Constant changes and the dual simplex

    /// Sets the constant of row `row`'s expression (as `Solver.setConstant(_:of:)` does) and
    /// repairs the rows it makes infeasible with the dual simplex.
    ///
    /// - Throws: `Failure.unsatisfiable` with the conflict when the required constraints
    ///   cannot hold with the new constant; the core is then exactly as it was.
    /// - Complexity: one FTRAN from the row, then per dual pivot the cells the solves reach.
    package mutating func setConstant(_ constant: Double, ofRow row: Int) throws(Failure) {
        guard row >= 0, row < rowConstant.count else { return }
        try transaction { (core: inout RevisedCore) throws(Failure) in
            try core.changeConstant(constant, ofRow: row)
        }
    }

    mutating func changeConstant(_ constant: Double, ofRow row: Int) throws(Failure) {
        let change = -constant - rowConstant[row]
        guard change != 0 else { return }
        record(.constant(Int32(row), rowConstant[row]))
        rowConstant[row] = -constant
        var infeasible: [Int32] = []
        for cell in factor.solve([SparseEntry(Int32(row), change)], in: &workspace) {
            let symbol = basic[Int(cell.index)]
            setValue(symbol, values[Int(symbol)] + cell.value)
            if isInfeasible(symbol) { infeasible.append(cell.index) }
        }
        try dualOptimize(infeasible, culprit: row)
        let before = pivotCount
        try optimize()
        primalRepairs += pivotCount - before
    }

    /// Whether basic `symbol` is outside its bounds: a restricted symbol below 0, a dummy or
    /// a spent artificial away from 0.
    func isInfeasible(_ symbol: Int32) -> Bool {
        let value = values[Int(symbol)]
        switch kinds[Int(symbol)] {
        case .external, .dead: return false
        case .dummy, .artificial: return abs(value) > Self.tolerance
        case .slack, .error: return value < -Self.tolerance
        }
    }

    /// The dual simplex: while a row in `rows` (slots) is infeasible, pivot it out on the
    /// nonbasic symbol whose reduced costs, per unit of the row's cell, are lexicographically
    /// smallest, so every level stays optimal.
    mutating func dualOptimize(_ rows: [Int32], culprit: Int) throws(Failure) {
        var queue = rows
        var budget = 50 * (basic.count + 10)
        while true {
            queue = queue.filter { isInfeasible(basic[Int($0)]) }
            // The lowest infeasible basic symbol first (Bland's rule, for the dual).
            guard let slot = queue.min(by: { basic[Int($0)] < basic[Int($1)] }) else { return }
            budget -= 1
            guard budget > 0 else { throw .pivotLimit }
            let leaving = basic[Int(slot)]
            // Raise a symbol below its bound, lower one above; x_r moves by −α_rk·Δx_k.
            let rise = values[Int(leaving)] < 0
            price(factor.solveTransposed([SparseEntry(slot, 1)], in: &workspace))
            var best: (symbol: Int32, cell: Double)?
            let negligible =
                Self.pivotTolerance * (pricedSymbols.map { abs(priced[Int($0)]) }.max() ?? 0)
            for symbol in pricedSymbols.sorted() {
                let cell = priced[Int(symbol)]
                let kind = kinds[Int(symbol)]
                guard abs(cell) > negligible, kind != .dummy, kind != .artificial else { continue }
                // A restricted symbol may only rise: it must move the row the right way.
                if !kind.isFree && (rise ? cell >= 0 : cell <= 0) { continue }
                if let current = best, !cheaper(symbol, cell, than: current.symbol, current.cell) {
                    continue
                }
                best = (symbol, cell)
            }
            guard let best else {
                clearPriced()
                throw .unsatisfiable(conflict(slot, culprit: culprit))
            }
            let alpha = factor.solve(columnCells[Int(best.symbol)], in: &workspace)
            let pivotValue = alpha.first { $0.index == slot }?.value ?? best.cell
            exchange(best.symbol, slot, alpha, step: values[Int(leaving)] / pivotValue)
            for cell in alpha where isInfeasible(basic[Int(cell.index)]) {
                queue.append(cell.index)
            }
        }
    }

    /// The dual ratio test: whether entering `a` (row cell `x`) keeps the reduced costs
    /// lexicographically smaller than entering `b` (row cell `y`).
    func cheaper(_ a: Int32, _ x: Double, than b: Int32, _ y: Double) -> Bool {
        for level in reduced.indices {
            let (ra, rb) = (reduced[level][Int(a)] / abs(x), reduced[level][Int(b)] / abs(y))
            if abs(ra - rb) > Self.tolerance { return ra < rb }
        }
        return a < b
    }
}
