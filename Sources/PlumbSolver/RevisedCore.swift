// Stage 2 of the factored basis (docs/factored-basis.md §3.2–3.3), as a prototype beside the
// solver: a revised simplex that keeps the constraints as written, every symbol's value,
// each priority level's reduced costs and a `BasisFactor`, never `B⁻¹N`.
//
// It answers the question the stage is for: does the representation make chains of links
// that can pivot linear? It adds, removes and changes the constants of constraints (required
// and optional), optimizing lexicographically. A removed row stays in the basis with its
// markers free and costing nothing (`dead`), so it constrains nothing. A required constraint that cannot
// hold is refused with the conflict a row of `B⁻¹` proves (stage 3), and the core is put back
// exactly as it was: the journal of old values is replayed and the factor's log truncated.
// `Solver` does not use it.
//
// An add borders the basis with one new column, so it never solves: a brand-new variable of
// the row, else the row's own marker when it can be basic at a feasible value, else an
// artificial that phase 1 drives to 0 (at a level above every priority). When the new basic
// symbol costs something, the duals move by the BTRAN of the row's basic cells, and only the
// reduced costs of the columns those rows hold change. Pivots choose the entering symbol by
// Bland's rule (the lowest id whose reduced cost is lexicographically negative), solve its
// column (FTRAN), and update the reduced costs from the leaving row (BTRAN and PRICE).

/// A revised lexicographic simplex over a factored basis (a prototype of stages 2 and 3).
///
/// ```swift
/// var core = RevisedCore()
/// try core.add(Constraint(x - 20, .equal))
/// try core.add(Constraint(x + w - 100, .equal))
/// try core.add(Constraint(w - 50, .greaterThanOrEqual, priority: .high))
/// core.value(of: w)   // 80
/// ```
package struct RevisedCore {
    /// A symbol's kind, which sets its bounds.
    ///
    /// Externals are free; slacks and errors are at least 0; dummies, and artificials once
    /// phase 1 is done, are fixed at 0; the markers of a removed row are `dead`: free,
    /// costing nothing, so the row constrains nothing.
    enum Kind: UInt8 {
        case external, slack, error, dummy, artificial, dead

        var isFree: Bool { self == .external || self == .dead }
    }

    /// What stopped an add.
    package enum Failure: Error, Equatable {
        /// The required constraints cannot hold together: phase 1 ends above 0, or the dual
        /// simplex finds no symbol to repair a row. The conflict is read from that row's
        /// BTRAN, a row of `B⁻¹`: its cells are the Farkas multipliers of the rows it combines.
        case unsatisfiable(Conflict)
        /// The simplex ran past its pivot budget.
        case pivotLimit
        /// An edit of a variable that has one already, a required edit, or a suggestion or
        /// removal for a variable that has none.
        case invalidEdit(Variable)
        /// The objective can fall without end: only a range probe's level can (every other
        /// cost is on a symbol that is at least 0).
        case unbounded
    }

    private(set) var kinds: [Kind] = []
    private(set) var values: [Double] = []
    /// By symbol: its slot when basic, else −1.
    private var slotOf: [Int32] = []
    /// By slot: its basic symbol.
    private var basic: [Int32] = []
    private var symbolOfVariable: [Int32] = []
    /// By symbol: its variable's index, or −1.
    private var variableOfSymbol: [Int32] = []
    /// By variable index: the row of its edit, or −1.
    private var editRowOfVariable: [Int32] = []
    /// The variables whose values may have changed since `takeChangedVariables()`.
    private var changedVariables: [Int32] = []
    private var isChanged: [Bool] = []
    /// The constraints as written, `Σ a·x = b`, by row and by symbol.
    private var rowCells: [[SparseEntry]] = []
    private var rowConstant: [Double] = []
    /// Rows removed: their markers are dead; the row stays in the basis, constraining nothing.
    private var isRemoved: [Bool] = []
    private var columnCells: [[SparseEntry]] = []
    /// Priority levels, highest first; level 0 is phase 1's, above every priority.
    private var levelPriority: [Double] = [.infinity]
    private var cost: [[Double]] = [[]]
    private var reduced: [[Double]] = [[]]
    private var factor = BasisFactor()
    private var workspace = SolveWorkspace()
    /// Scratch by symbol for PRICE, 0 between pivots.
    private var priced: [Double] = []
    /// Symbols whose reduced cost changed since they were last judged; the entering
    /// candidates are among them.
    private var candidates: [Int32] = []
    private var isCandidate: [Bool] = []
    /// Pivots made, for the benchmarks.
    package private(set) var pivotCount = 0
    /// Primal pivots a constant change needed after its dual simplex: 0 while the dual ratio
    /// test keeps every level optimal, as it should.
    package private(set) var primalRepairs = 0

    /// The old values an operation overwrote, newest last, to roll a refused one back (and,
    /// once `startJournal()` is called, any number of operations).
    private var journal: [Change] = []
    private var replacedFactors: [BasisFactor] = []
    private var keepsJournal = false

    private enum Change {
        case value(Int32, Double)
        case reduced(Int32, Int32, Double)
        case slot(Int32, Int32)
        case basic(Int32, Int32)
        case constant(Int32, Double)
        case variable(Int32)
        case kind(Int32, Kind)
        case cost(Int32, Int32, Double)
        case removed(Int32)
        /// A variable's edit row before an edit was added or removed (−1: none).
        case edit(Int32, Int32)
        case level(Int)
        /// The factor a refactorisation replaced, kept in `replacedFactors` so that every
        /// other entry stays plain data (cheap to append and to drop).
        case factor(Int)
    }

    static let tolerance = 1e-9
    /// Cells of a solved column or row smaller than this fraction of its largest are taken
    /// for rounding, never for pivots.
    static let pivotTolerance = 1e-11
    /// Etas before the basis is factored afresh (64, as HiGHS's default update limit is of
    /// that order; tests lower it to factor afresh after nearly every pivot).
    package var etaLimit = 64

    package init() {}

    /// The value of `variable` in the current solution (0 for one never constrained).
    package func value(of variable: Variable) -> Double {
        let i = Int(variable.index)
        guard i >= 0, i < symbolOfVariable.count, symbolOfVariable[i] >= 0 else { return 0 }
        return values[Int(symbolOfVariable[i])]
    }

    /// Rows made so far (a removed row keeps its number).
    package var rowCount: Int { rowCells.count }

    /// Cells kept by the factor and its log besides the pivots.
    package var factorCells: Int { factor.offDiagonalCount }

    // MARK: - Adding

    /// Adds `constraint` and optimizes; returns its row, the constraint's id here.
    ///
    /// - Throws: `Failure.unsatisfiable` with the conflict when a required constraint cannot
    ///   hold with the others; the core is then exactly as it was.
    /// - Complexity: O(cells of the row) when no pivot follows; otherwise per pivot, the
    ///   cells the solves reach.
    @discardableResult
    package mutating func add(_ constraint: Constraint) throws(Failure) -> Int {
        try transaction { (core: inout RevisedCore) throws(Failure) -> Int in
            try core.insert(constraint)
        }
    }

    private mutating func insert(_ constraint: Constraint) throws(Failure) -> Int {
        let row = rowCells.count
        var cells: [SparseEntry] = []
        var fresh: [Int32] = []
        for term in constraint.expression.terms where term.coefficient != 0 {
            let (symbol, isNew) = symbol(of: term.variable)
            if let n = cells.firstIndex(where: { $0.index == symbol }) {
                cells[n].value += term.coefficient
            } else {
                cells.append(SparseEntry(symbol, term.coefficient))
                if isNew { fresh.append(symbol) }
            }
        }
        let constant = -constraint.expression.constant
        let level = constraint.priority.isRequired ? nil : self.level(of: constraint.priority)
        var markers: [SparseEntry] = []
        switch (constraint.relation, level) {
        case (.equal, nil): markers = [SparseEntry(makeSymbol(.dummy), 1)]
        case (.greaterThanOrEqual, nil): markers = [SparseEntry(makeSymbol(.slack), -1)]
        case (.lessThanOrEqual, nil): markers = [SparseEntry(makeSymbol(.slack), 1)]
        case (.equal, let level?):
            markers = [
                SparseEntry(makeSymbol(.error, level: level), -1),
                SparseEntry(makeSymbol(.error, level: level), 1),
            ]
        case (.greaterThanOrEqual, let level?):
            markers = [
                SparseEntry(makeSymbol(.slack), -1),
                SparseEntry(makeSymbol(.error, level: level), 1),
            ]
        case (.lessThanOrEqual, let level?):
            markers = [
                SparseEntry(makeSymbol(.slack), 1),
                SparseEntry(makeSymbol(.error, level: level), -1),
            ]
        }
        cells = cells.filter { $0.value != 0 }
        fresh = fresh.filter { s in cells.contains { $0.index == s } }
        var residual = constant
        for cell in cells { residual -= cell.value * values[Int(cell.index)] }
        // The subject: a new variable, else a marker feasible at residual / cell.
        var subject: SparseEntry? = fresh.first.flatMap { s in cells.first { $0.index == s } }
        if subject == nil {
            subject = markers.first { marker in
                let value = residual / marker.value
                switch kinds[Int(marker.index)] {
                case .dummy: return abs(residual) <= Self.tolerance * (1 + abs(constant))
                default: return value >= 0
                }
            }
        }
        var usesArtificial = false
        if subject == nil {
            let artificial = SparseEntry(makeSymbol(.artificial, level: 0), residual < 0 ? -1 : 1)
            markers.append(artificial)
            subject = artificial
            usesArtificial = true
        }
        guard let subject else { return row }
        cells += markers
        // The duals move by the BTRAN of the row's basic cells (before the border).
        let basicCells = cells.compactMap { cell -> SparseEntry? in
            let slot = slotOf[Int(cell.index)]
            return slot >= 0 ? SparseEntry(slot, cell.value) : nil
        }
        let subjectCosts = (0..<cost.count).map { cost[$0][Int(subject.index)] }
        var shifted: [SparseEntry] = []
        if subjectCosts.contains(where: { $0 != 0 }) && !basicCells.isEmpty {
            shifted = factor.solveTransposed(basicCells, in: &workspace)
        }
        rowCells.append(cells)
        rowConstant.append(constant)
        isRemoved.append(false)
        for cell in cells {
            columnCells[Int(cell.index)].append(SparseEntry(Int32(row), cell.value))
        }
        factor.border(pivot: subject.value, cells: basicCells)
        let slot = Int32(basic.count)
        basic.append(subject.index)
        setSlot(subject.index, slot)
        setValue(subject.index, residual / subject.value)
        for level in 0..<cost.count where subjectCosts[level] != 0 {
            let dual = subjectCosts[level] / subject.value
            // d_j += dual·(wᵀa_j) over the old rows, then −= dual·a_j in the new row.
            price(shifted)
            for symbol in pricedSymbols {
                changeReduced(level, symbol, by: dual * priced[Int(symbol)])
            }
            clearPriced()
            for cell in cells where slotOf[Int(cell.index)] < 0 {
                changeReduced(level, cell.index, by: -dual * cell.value)
            }
            setReduced(level, subject.index, 0)
        }
        for cell in cells where slotOf[Int(cell.index)] < 0 { markCandidate(cell.index) }
        try optimize()
        if usesArtificial {
            if values[Int(subject.index)] > Self.tolerance * (1 + abs(constant)) {
                throw .unsatisfiable(conflict(slotOf[Int(subject.index)], culprit: row))
            }
            // Fixed at 0 from now on: it never enters again, and its cost leaves phase 1's
            // level, which must count only the artificial being driven out (a spent one left
            // basic at 0 would still pull on the reduced costs and hide the next one's
            // descent: oracle seed 3001126 named a conflict whose members hold together).
            if slotOf[Int(subject.index)] < 0 { setValue(subject.index, 0) }
            changeCost(0, subject.index, by: -cost[0][Int(subject.index)])
            try optimize()
        }
        return row
    }

    private mutating func symbol(of variable: Variable) -> (Int32, isNew: Bool) {
        let i = Int(variable.index)
        if i >= symbolOfVariable.count {
            growVariables(to: i + 1)
        }
        if symbolOfVariable[i] >= 0 { return (symbolOfVariable[i], false) }
        let symbol = makeSymbol(.external)
        record(.variable(Int32(i)))
        symbolOfVariable[i] = symbol
        variableOfSymbol[Int(symbol)] = Int32(i)
        return (symbol, true)
    }

    private mutating func makeSymbol(_ kind: Kind, level: Int? = nil) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        values.append(0)
        slotOf.append(-1)
        columnCells.append([])
        priced.append(0)
        variableOfSymbol.append(-1)
        isCandidate.append(false)
        isPriced.append(false)
        for n in cost.indices {
            cost[n].append(n == level ? 1 : 0)
            reduced[n].append(n == level ? 1 : 0)
        }
        return symbol
    }

    /// The index of `priority`'s level, made when new (levels stay highest first).
    private mutating func level(of priority: Priority) -> Int {
        if let n = levelPriority.firstIndex(of: priority.value) { return n }
        let n = levelPriority.firstIndex { $0 < priority.value } ?? levelPriority.count
        levelPriority.insert(priority.value, at: n)
        record(.level(n))
        cost.insert([Double](repeating: 0, count: kinds.count), at: n)
        reduced.insert([Double](repeating: 0, count: kinds.count), at: n)
        return n
    }

    /// The conflict that basic row `slot` proves.
    ///
    /// Its row of `B⁻¹` (one BTRAN) combines the constraints as written into a
    /// contradiction. Multipliers are scaled so that the
    /// culprit's is 1, as `Solver` gives them; the violation is `|Σ λ·constant|`.
    private mutating func conflict(_ slot: Int32, culprit: Int) -> Conflict {
        let rho = factor.solveTransposed([SparseEntry(slot, 1)], in: &workspace)
        let largest = rho.map { abs($0.value) }.max() ?? 0
        let members = rho.filter { abs($0.value) > Self.tolerance * largest }.sorted {
            $0.index < $1.index
        }
        let scale = members.first { Int($0.index) == culprit }?.value ?? largest
        let multipliers = members.map { $0.value / scale }
        var sum = 0.0
        for (member, multiplier) in zip(members, multipliers) {
            sum -= multiplier * rowConstant[Int(member.index)]
        }
        return Conflict(
            culprit: ConstraintID(raw: Int32(culprit)),
            members: members.map { ConstraintID(raw: $0.index) }, multipliers: multipliers,
            violation: abs(sum))
    }

    // MARK: - Journal

    private mutating func record(_ change: Change) { journal.append(change) }

    private mutating func setValue(_ symbol: Int32, _ value: Double) {
        journal.append(.value(symbol, values[Int(symbol)]))
        values[Int(symbol)] = value
        noteChange(of: symbol)
    }

    /// Remembers that `symbol`'s variable, if it is one, may have moved.
    private mutating func noteChange(of symbol: Int32) {
        let variable = variableOfSymbol[Int(symbol)]
        guard variable >= 0, !isChanged[Int(variable)] else { return }
        isChanged[Int(variable)] = true
        changedVariables.append(variable)
    }

    private mutating func setReduced(_ level: Int, _ symbol: Int32, _ value: Double) {
        journal.append(.reduced(Int32(level), symbol, reduced[level][Int(symbol)]))
        reduced[level][Int(symbol)] = value
    }

    private mutating func setSlot(_ symbol: Int32, _ slot: Int32) {
        journal.append(.slot(symbol, slotOf[Int(symbol)]))
        slotOf[Int(symbol)] = slot
    }

    /// A point to roll the core back to: the length of its journal and of what it appends.
    package struct Mark: Sendable {
        fileprivate var journal: Int
        fileprivate var symbols: Int
        fileprivate var rows: Int
        fileprivate var slots: Int
        fileprivate var updates: Int
        fileprivate var pivots: Int
        fileprivate var repairs: Int
    }

    /// Keeps the journal across operations, so that `rollBack(to:)` can take any number of
    /// them back (a session's `undo`); without it each operation forgets its journal once
    /// it succeeds.
    package mutating func startJournal() { keepsJournal = true }

    /// The current point, for `rollBack(to:)`.
    package var mark: Mark {
        Mark(
            journal: journal.count, symbols: kinds.count, rows: rowCells.count,
            slots: basic.count, updates: factor.updateCount, pivots: pivotCount,
            repairs: primalRepairs)
    }

    /// Runs one operation; when it throws, the core is put back exactly as it was.
    private mutating func transaction<T>(
        _ operation: (inout RevisedCore) throws(Failure) -> T
    ) throws(Failure) -> T {
        if !keepsJournal {
            journal.removeAll(keepingCapacity: true)
            replacedFactors.removeAll()
        }
        let start = mark
        do {
            return try operation(&self)
        } catch {
            rollBack(to: start)
            throw error
        }
    }

    /// Puts the core back exactly as it was at `mark`, taken after the journal started (or
    /// within the operation that failed): the journal's old values replayed newest first,
    /// the factor's log truncated (a factor a refactorisation replaced comes back from the
    /// journal), and every symbol and row made since dropped.
    ///
    /// - Complexity: the writes made since `mark`.
    package mutating func rollBack(to mark: Mark) {
        guard mark.journal <= journal.count, mark.rows <= rowCells.count else { return }
        clearPriced()
        for symbol in candidates { isCandidate[Int(symbol)] = false }
        candidates.removeAll()
        for change in journal[mark.journal...].reversed() {
            switch change {
            case .value(let symbol, let old):
                values[Int(symbol)] = old
                noteChange(of: symbol)
            case .reduced(let level, let symbol, let old): reduced[Int(level)][Int(symbol)] = old
            case .slot(let symbol, let old): slotOf[Int(symbol)] = old
            case .basic(let slot, let old): basic[Int(slot)] = old
            case .constant(let row, let old): rowConstant[Int(row)] = old
            case .variable(let index): symbolOfVariable[Int(index)] = -1
            case .kind(let symbol, let old): kinds[Int(symbol)] = old
            case .cost(let level, let symbol, let old): cost[Int(level)][Int(symbol)] = old
            case .removed(let row): isRemoved[Int(row)] = false
            case .edit(let variable, let old): editRowOfVariable[Int(variable)] = old
            case .level(let n):
                levelPriority.remove(at: n)
                cost.remove(at: n)
                reduced.remove(at: n)
            case .factor(let n):
                factor = replacedFactors[n]
                replacedFactors.removeSubrange(n...)
            }
        }
        journal.removeSubrange(mark.journal...)
        factor.truncate(to: mark.updates)
        for row in (mark.rows..<rowCells.count).reversed() {
            for cell in rowCells[row] where Int(cell.index) < mark.symbols {
                columnCells[Int(cell.index)].removeLast()
            }
        }
        rowCells.removeSubrange(mark.rows...)
        isRemoved.removeSubrange(mark.rows...)
        rowConstant.removeSubrange(mark.rows...)
        basic.removeSubrange(mark.slots...)
        for n in cost.indices {
            cost[n].removeSubrange(mark.symbols...)
            reduced[n].removeSubrange(mark.symbols...)
        }
        kinds.removeSubrange(mark.symbols...)
        values.removeSubrange(mark.symbols...)
        slotOf.removeSubrange(mark.symbols...)
        columnCells.removeSubrange(mark.symbols...)
        priced.removeSubrange(mark.symbols...)
        variableOfSymbol.removeSubrange(mark.symbols...)
        isPriced.removeSubrange(mark.symbols...)
        isCandidate.removeSubrange(mark.symbols...)
        pivotCount = mark.pivots
        primalRepairs = mark.repairs
    }

    // MARK: - Pricing

    private var pricedSymbols: [Int32] = []
    private var isPriced: [Bool] = []

    /// `priced[k] = Σ_i w_i·a_ik` over the rows of `w`, for nonbasic k.
    private mutating func price(_ w: [SparseEntry]) {
        for entry in w {
            for cell in rowCells[Int(entry.index)] where slotOf[Int(cell.index)] < 0 {
                if !isPriced[Int(cell.index)] {
                    isPriced[Int(cell.index)] = true
                    pricedSymbols.append(cell.index)
                }
                priced[Int(cell.index)] += entry.value * cell.value
            }
        }
    }

    private mutating func clearPriced() {
        for symbol in pricedSymbols {
            priced[Int(symbol)] = 0
            isPriced[Int(symbol)] = false
        }
        pricedSymbols.removeAll(keepingCapacity: true)
    }

    private mutating func changeReduced(_ level: Int, _ symbol: Int32, by change: Double) {
        // Kept for fixed symbols too: a removed row's dummy or artificial becomes free, and
        // then its reduced cost chooses whether it enters.
        guard change != 0 else { return }
        setReduced(level, symbol, reduced[level][Int(symbol)] + change)
        markCandidate(symbol)
    }

    private mutating func markCandidate(_ symbol: Int32) {
        guard !isCandidate[Int(symbol)] else { return }
        isCandidate[Int(symbol)] = true
        candidates.append(symbol)
    }

    /// +1 when raising `symbol` lowers the objective, −1 when lowering it does, 0 when
    /// neither may (its cost is 0 at every level, or it cannot move that way).
    private func improvingDirection(of symbol: Int32) -> Double {
        guard slotOf[Int(symbol)] < 0 else { return 0 }
        let kind = kinds[Int(symbol)]
        guard kind != .dummy && kind != .artificial else { return 0 }
        for level in reduced.indices {
            let d = reduced[level][Int(symbol)]
            if d < -Self.tolerance { return 1 }
            if d > Self.tolerance { return kind.isFree ? -1 : 0 }
        }
        return 0
    }

    // MARK: - The simplex

    private mutating func optimize() throws(Failure) {
        var budget = 50 * (basic.count + 10)
        while true {
            // Bland's rule: the lowest improving symbol.
            var entering: Int32 = -1
            var keep: [Int32] = []
            for symbol in candidates {
                isCandidate[Int(symbol)] = false
                guard improvingDirection(of: symbol) != 0 else { continue }
                keep.append(symbol)
                if entering < 0 || symbol < entering { entering = symbol }
            }
            candidates = keep
            for symbol in keep { isCandidate[Int(symbol)] = true }
            guard entering >= 0 else { return }
            budget -= 1
            guard budget > 0 else { throw .pivotLimit }
            try pivot(in: entering, direction: improvingDirection(of: entering))
        }
    }

    private mutating func pivot(in entering: Int32, direction: Double) throws(Failure) {
        let alpha = factor.solve(columnCells[Int(entering)], in: &workspace)
        // Ratio test over the basic symbols the column moves: x_b changes by −t·direction·α_b.
        var leaving: (slot: Int32, ratio: Double, symbol: Int32)?
        // A cell the solve cancelled to rounding is no cell: pivoting on it would divide the
        // reduced costs by a residue (a 1e-17 that blocked a free ray stopped a range at 0).
        let negligible = Self.pivotTolerance * (alpha.map { abs($0.value) }.max() ?? 0)
        for cell in alpha where abs(cell.value) > negligible {
            let symbol = basic[Int(cell.index)]
            let kind = kinds[Int(symbol)]
            guard !kind.isFree else { continue }
            let fall = direction * cell.value
            var ratio: Double
            let fixed =
                kind == .dummy || (kind == .artificial && values[Int(symbol)] <= Self.tolerance)
            if fixed {
                ratio = 0
            } else {
                guard fall > 0 else { continue }
                ratio = max(0, values[Int(symbol)]) / fall
            }
            if leaving == nil || ratio < leaving?.ratio ?? 0
                || (ratio == leaving?.ratio && symbol < leaving?.symbol ?? 0)
            {
                leaving = (cell.index, ratio, symbol)
            }
        }
        guard let leaving else { throw .unbounded }
        // The leaving row over the nonbasic symbols: BTRAN, then PRICE.
        price(factor.solveTransposed([SparseEntry(leaving.slot, 1)], in: &workspace))
        exchange(entering, leaving.slot, alpha, step: leaving.ratio * direction)
    }

    /// Makes `entering` basic in `slot`, moving it by `step` along its column `alpha` (its
    /// FTRAN), with the leaving row already priced.
    private mutating func exchange(
        _ entering: Int32, _ slot: Int32, _ alpha: [SparseEntry], step: Double
    ) {
        let leaving = basic[Int(slot)]
        for cell in alpha {
            let symbol = basic[Int(cell.index)]
            setValue(symbol, values[Int(symbol)] - step * cell.value)
        }
        setValue(entering, values[Int(entering)] + step)
        // A restricted symbol leaves at its bound, exactly: later residuals read it.
        if !kinds[Int(leaving)].isFree { setValue(leaving, 0) }
        let pivotValue = alpha.first { $0.index == slot }?.value ?? 1
        for level in reduced.indices {
            let theta = reduced[level][Int(entering)] / pivotValue
            guard theta != 0 else { continue }
            for symbol in pricedSymbols where symbol != entering {
                changeReduced(level, symbol, by: -theta * priced[Int(symbol)])
            }
            setReduced(level, leaving, -theta)
            setReduced(level, entering, 0)
        }
        clearPriced()
        setSlot(leaving, -1)
        setSlot(entering, slot)
        record(.basic(slot, basic[Int(slot)]))
        basic[Int(slot)] = entering
        markCandidate(leaving)
        factor.replace(slot: Int(slot), with: alpha)
        pivotCount += 1
        if factor.etaCount >= etaLimit { refactor() }
    }

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

    private mutating func growVariables(to count: Int) {
        guard count > symbolOfVariable.count else { return }
        let more = count - symbolOfVariable.count
        symbolOfVariable += [Int32](repeating: -1, count: more)
        editRowOfVariable += [Int32](repeating: -1, count: more)
        isChanged += [Bool](repeating: false, count: more)
    }

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
        let largest = rho.map { abs($0.value) }.max() ?? 0
        let sensitivities = rho.filter { abs($0.value) > Self.pivotTolerance * largest }
            .sorted { $0.index < $1.index }
            .map { (row: Int($0.index), sensitivity: -$0.value) }
        // A nonbasic variable's cell in the value's row: its own coefficient, less ρᵀa.
        core.price(rho)
        var free: [Variable] = []
        for symbol in Set(core.pricedSymbols + direct.keys) where variableOfSymbol[Int(symbol)] >= 0
        {
            let cell = (direct[symbol] ?? 0) - core.priced[Int(symbol)]
            if abs(cell) > Self.tolerance {
                free.append(Variable(index: variableOfSymbol[Int(symbol)]))
            }
        }
        core.clearPriced()
        free.sort()
        return (expression.evaluate(value(of:)), sensitivities, free)
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
    private mutating func lowest(_ expression: LinearExpression, sign: Double) -> Double {
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

    /// Which of `variables` can take another value in some optimal solution: the whole
    /// layout's question `check` asks, answered with a few sparse solves instead of one
    /// question per variable (docs/factored-basis.md §3.6).
    ///
    /// The symbols that may move at no cost are the nonbasic ones whose reduced cost is 0 at
    /// every level and that are free or may rise. Moving all of them at once, by
    /// pseudo-random positive weights, is a direction of the optimal face when it keeps every
    /// degenerate row within its bounds (a restricted symbol at 0 must not fall, a fixed one
    /// must not move); one FTRAN gives how far each basic symbol moves along it. A symbol that
    /// would push such a row the wrong way is left out and the direction solved again. Then
    /// every variable the direction moves is ambiguous; one it leaves still is fixed, unless
    /// a symbol was left out (then the exact probe, `range(of:)`, decides). A second weighting
    /// guards against weights that cancel.
    ///
    /// - Complexity: a pass over the symbols and a few FTRANs, each costing what it reaches;
    ///   a probe per undecided variable.
    package func ambiguity(of variables: [Variable]) -> [Bool] {
        var core = self
        var free: [Int32] = []
        for symbol in kinds.indices where slotOf[symbol] < 0 {
            let kind = kinds[symbol]
            guard kind != .dummy, kind != .artificial else { continue }
            if reduced.allSatisfy({ abs($0[symbol]) <= Self.tolerance }) {
                free.append(Int32(symbol))
            }
        }
        var leftOut = false
        var moves: [[SparseEntry]] = []
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
                        return value <= Self.tolerance && abs(cell.value) > Self.tolerance
                    case .slack, .error:
                        return value <= Self.tolerance && cell.value < -Self.tolerance
                    }
                }
                guard let row = blocked.first?.index else {
                    moves.append(step + candidates.map { SparseEntry(-1 - $0, 1) })
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
        var moved = [Bool](repeating: false, count: kinds.count)
        for step in moves {
            for cell in step where abs(cell.value) > Self.tolerance {
                // A negative index is a nonbasic symbol of the direction itself.
                moved[cell.index < 0 ? Int(-1 - cell.index) : Int(basic[Int(cell.index)])] = true
            }
        }
        return variables.map { variable in
            let i = Int(variable.index)
            guard i >= 0, i < symbolOfVariable.count, symbolOfVariable[i] >= 0 else { return true }
            let symbol = Int(symbolOfVariable[i])
            if moved[symbol] { return true }
            guard leftOut else { return false }
            let range = core.range(of: LinearExpression(variable))
            return !(range.upper - range.lower <= Self.tolerance * (1 + abs(values[symbol])))
        }
    }

    /// How each basic symbol moves (by slot) when every symbol of `symbols` rises by its
    /// weight: `−B⁻¹·Σ w·a`.
    private mutating func direction(_ symbols: [Int32], weighting: Int) -> [SparseEntry] {
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

    /// A weight in [1, 2) drawn from the symbol's id (SplitMix64's mix): the same on every run.
    private static func weight(of symbol: Int32, _ weighting: Int) -> Double {
        var z = UInt64(bitPattern: Int64(symbol)) &+ UInt64(weighting + 1) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(1 << 53)
    }

    // MARK: - Removal

    /// Removes row `row`'s constraint: its markers become free and cost nothing, so the row
    /// constrains nothing, and the simplex moves what the constraint held.
    ///
    /// - Complexity: per marker that costs something and is basic, one BTRAN and PRICE;
    ///   then the pivots the simplex makes.
    package mutating func remove(row: Int) throws(Failure) {
        guard row >= 0, row < rowCells.count, !isRemoved[row] else { return }
        try transaction { (core: inout RevisedCore) throws(Failure) in
            try core.removeRow(row)
        }
    }

    private mutating func removeRow(_ row: Int) throws(Failure) {
        record(.removed(Int32(row)))
        isRemoved[row] = true
        for cell in rowCells[row] where !kinds[Int(cell.index)].isFree {
            let marker = cell.index
            for level in cost.indices where cost[level][Int(marker)] != 0 {
                changeCost(level, marker, by: -cost[level][Int(marker)])
            }
            record(.kind(marker, kinds[Int(marker)]))
            kinds[Int(marker)] = .dead
            markCandidate(marker)
        }
        try optimize()
    }

    /// Adds `change` to `symbol`'s cost at `level` and moves the reduced costs with it.
    ///
    /// Its own when it is nonbasic; when it is basic, the duals move by `change·B⁻ᵀe_slot`,
    /// so every column its row of `B⁻¹` reaches (one BTRAN and PRICE).
    private mutating func changeCost(_ level: Int, _ symbol: Int32, by change: Double) {
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
        let errors = rowCells[row].filter { kinds[Int($0.index)] == .error }.map(\.index)
        guard !errors.isEmpty else { return }
        try transaction { (core: inout RevisedCore) throws(Failure) in
            let target = core.level(of: priority)
            for symbol in errors {
                for level in core.cost.indices
                where level != target && core.cost[level][Int(symbol)] != 0 {
                    let moved = core.cost[level][Int(symbol)]
                    core.changeCost(level, symbol, by: -moved)
                    core.changeCost(target, symbol, by: moved)
                }
            }
            try core.optimize()
        }
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

    private mutating func changeConstant(_ constant: Double, ofRow row: Int) throws(Failure) {
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
    private func isInfeasible(_ symbol: Int32) -> Bool {
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
    private mutating func dualOptimize(_ rows: [Int32], culprit: Int) throws(Failure) {
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
    private func cheaper(_ a: Int32, _ x: Double, than b: Int32, _ y: Double) -> Bool {
        for level in reduced.indices {
            let (ra, rb) = (reduced[level][Int(a)] / abs(x), reduced[level][Int(b)] / abs(y))
            if abs(ra - rb) > Self.tolerance { return ra < rb }
        }
        return a < b
    }

    private mutating func refactor() {
        let columns = basic.map { columnCells[Int($0)] }
        if let fresh = try? BasisFactor(columns: columns) {
            record(.factor(replacedFactors.count))
            replacedFactors.append(factor)
            factor = fresh
        }
    }
}
