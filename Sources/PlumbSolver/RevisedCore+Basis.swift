// A revised core put on a basis chosen from outside (docs/factored-basis.md §4, stage 7):
// the step that lets a layout move between the explicit tableau and the factored core
// without moving a single value. The same constraints under the same basis have the same
// vertex, so a core that adds `Solver`'s constraints and then takes `Solver`'s basic symbols
// stands where `Solver` stands, whatever pivots either made to get there.

extension RevisedCore {
    /// A core holding `solver`'s constraints at `solver`'s basis, so at its vertex.
    ///
    /// Its rows are the constraints in creation order; every variable has `solver`'s value,
    /// and the reduced costs make no pivot. Nil when the core refuses a constraint `solver` holds, or a basic symbol of
    /// `solver` cannot enter (neither happens to constraints that hold together, short of
    /// rounding).
    ///
    /// Edit variables come across as their optional constraints, without the edit (the
    /// core's `suggestValue` will not know them).
    ///
    /// - Complexity: the adds, one FTRAN per symbol that has to enter, and a fresh solve of
    ///   the basis.
    package init?(matching solver: Solver) {
        self.init()
        var rowOf: [Int32: Int] = [:]  // lookup only
        for id in solver.constraintIDs {
            guard let constraint = solver.constraint(id) else { continue }
            do throws(Failure) {
                rowOf[id.raw] = try add(constraint)
            } catch {
                return nil
            }
        }
        // Solver's basic symbols, in the core's numbering.
        var target: [Int32] = []
        for slot in solver.rowBasic.indices where solver.rowBasic[slot] >= 0 {
            let symbol = solver.symbol(solver.rowBasic[slot])
            switch symbol.role {
            case .variable(let v):
                guard let mine = self.symbol(of: v) else { return nil }
                target.append(mine.id)
            case .marker(let c), .other(let c):
                guard let row = rowOf[c.raw] else { return nil }
                let owned = privateSymbols(ofRow: row)
                let n = symbol.role == .marker(c) ? 0 : 1
                guard n < owned.count else { return nil }
                target.append(owned[n])
            case .artificial:
                return nil
            }
        }
        guard take(basis: target) else { return nil }
    }

    /// Pivots until every symbol of `symbols` is basic, each in place of a basic symbol not
    /// among them (the one its column moves most), then solves the basis afresh with every
    /// nonbasic symbol at 0.
    ///
    /// - Returns: false when a symbol's column reaches no such slot (the symbols would be
    ///   dependent).
    mutating func take(basis symbols: [Int32]) -> Bool {
        var wanted = [Bool](repeating: false, count: kinds.count)
        for symbol in symbols { wanted[Int(symbol)] = true }
        for symbol in symbols.sorted() where slotOf[Int(symbol)] < 0 {
            let alpha = factor.solve(columnCells[Int(symbol)], in: &workspace)
            var best: SparseEntry?
            for cell in alpha where !wanted[Int(basic[Int(cell.index)])] {
                if abs(cell.value) > abs(best?.value ?? 0) { best = cell }
            }
            guard let best, abs(best.value) > Self.pivotTolerance else { return false }
            price(factor.solveTransposed([SparseEntry(best.index, 1)], in: &workspace))
            exchange(symbol, best.index, alpha, step: 0)
        }
        refactor()
        solveBasisAfresh()
        return true
    }

    /// Every value and reduced cost solved again from the basis: each nonbasic symbol at 0,
    /// the basic ones `B⁻¹b`, and each level's reduced costs `c − Nᵀ·B⁻ᵀc_B` (dense solves).
    mutating func solveBasisAfresh() {
        for symbol in kinds.indices where slotOf[symbol] < 0 && values[symbol] != 0 {
            setValue(Int32(symbol), 0)
        }
        let solved = factor.solve(rowConstant)
        for slot in basic.indices where values[Int(basic[slot])] != solved[slot] {
            setValue(basic[slot], solved[slot])
        }
        for level in cost.indices {
            let y = factor.solveTransposed(basic.map { cost[level][Int($0)] })
            for symbol in kinds.indices {
                var d = 0.0
                if slotOf[symbol] < 0 {
                    d = cost[level][symbol]
                    for cell in columnCells[symbol] { d -= y[Int(cell.index)] * cell.value }
                }
                if d != reduced[level][symbol] { setReduced(level, Int32(symbol), d) }
            }
        }
    }

    /// Puts the core in the explicit tableau's form: every external that a restricted row
    /// holds is basic (`Solver`'s invariant "parametric externals only in external rows";
    /// Cassowary makes an external the subject of every row it can).
    ///
    /// The core lets a variable rest nonbasic at 0 where a new row made its marker basic
    /// (`y <= 100` with `y` known: the slack is basic at 100, `y` at 0). Such an external has
    /// no cost at the optimum, so moving it along its column keeps every level's error: it
    /// enters on the ratio test (falling first, then rising), and `y` goes to 100 as the
    /// explicit solver would put it. An external whose column reaches only free rows stays
    /// where it is, as the explicit solver lets it.
    ///
    /// - Complexity: one FTRAN per external left resting, and a pivot for each that enters.
    package mutating func settleRestingExternals() throws(Failure) {
        var resting: [Int32] = []
        let listed = restingExternals
        restingExternals = []
        for symbol in listed {
            let i = Int(symbol)
            guard i < kinds.count, kinds[i] == .external, variableOfSymbol[i] >= 0,
                slotOf[i] < 0
            else {
                record(.resting(symbol))
                continue
            }
            let alpha = factor.solve(columnCells[i], in: &workspace)
            let negligible = Self.pivotTolerance * (alpha.map { abs($0.value) }.max() ?? 0)
            let holds = alpha.contains { cell in
                abs(cell.value) > negligible && !kinds[Int(basic[Int(cell.index)])].isFree
            }
            guard holds else {
                resting.append(symbol)
                continue
            }
            do throws(Failure) {
                try pivot(in: symbol, direction: -1)
            } catch .unbounded {
                try pivot(in: symbol, direction: 1)
            }
            record(.resting(symbol))
        }
        restingExternals += resting
    }
}
