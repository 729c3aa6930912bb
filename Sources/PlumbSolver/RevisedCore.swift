// Stages 2–5 of the factored basis (docs/factored-basis.md §3, §6), as a prototype beside
// the solver: a revised simplex that keeps the constraints as written, every symbol's value,
// each priority level's reduced costs and a `BasisFactor`, never `B⁻¹N`. `Solver` asks it
// only for the whole layout's ambiguity where the tableau's rows are long
// (`Solver.ambiguity(of:)`).
//
// It answers the question the stages are for: does the representation make chains of links
// that can pivot linear? This file holds the state, adds, the journal and the primal
// simplex; RevisedCore+Changes.swift the edits, removals, priority and constant changes (the
// dual simplex); RevisedCore+Inspection.swift `explain`, ranges and ambiguity;
// RevisedCore+Tableau.swift the tableau read on demand; RevisedCore+Basis.swift a core put on
// a basis chosen from outside (`Solver`'s).
//
// An add borders the basis with one new column, so it never solves: a brand-new variable of
// the row, else the row's own marker when it can be basic at a feasible value, else an
// artificial that phase 1 drives to 0 (at a level above every priority). When the new basic
// symbol costs something, the duals move by the BTRAN of the row's basic cells, and only the
// reduced costs of the columns those rows hold change. Pivots choose the entering symbol by
// Bland's rule (the lowest id whose reduced cost is lexicographically negative), solve its
// column (FTRAN), and update the reduced costs from the leaving row (BTRAN and PRICE). A
// required constraint that cannot hold is refused with the conflict a row of `B⁻¹` proves,
// and every write goes through a journal, so the core is put back exactly as it was.

/// A revised lexicographic simplex over a factored basis (a prototype of stages 2–5).
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
        /// A variable went beyond `valueLimit`.
        case beyondLimit
    }

    var kinds: [Kind] = []
    /// By symbol: the kind it was made with (a removed row's markers become `dead`; the
    /// readings name them by what they were).
    var bornKinds: [Kind] = []
    /// By symbol: the row whose private symbol (marker, second error or artificial) it is,
    /// or −1 for an external.
    var ownerRow: [Int32] = []
    var values: [Double] = []
    /// By symbol: its slot when basic, else −1.
    var slotOf: [Int32] = []
    /// By slot: its basic symbol.
    var basic: [Int32] = []
    var symbolOfVariable: [Int32] = []
    /// By symbol: its variable's index, or −1.
    var variableOfSymbol: [Int32] = []
    /// By variable index: the row of its edit, or −1.
    var editRowOfVariable: [Int32] = []
    /// The variables whose values may have changed since `takeChangedVariables()`.
    var changedVariables: [Int32] = []
    var isChanged: [Bool] = []
    /// The constraints as written, `Σ a·x = b`, by row and by symbol.
    var rowCells: [[SparseEntry]] = []
    var rowConstant: [Double] = []
    /// Rows removed: their markers are dead; the row stays in the basis, constraining nothing.
    var isRemoved: [Bool] = []
    var columnCells: [[SparseEntry]] = []
    /// Priority levels, highest first; level 0 is phase 1's, above every priority.
    var levelPriority: [Double] = [.infinity]
    var cost: [[Double]] = [[]]
    var reduced: [[Double]] = [[]]
    var factor = BasisFactor()
    var workspace = SolveWorkspace()
    /// Scratch by symbol for PRICE, 0 between pivots.
    var priced: [Double] = []
    /// Symbols whose reduced cost changed since they were last judged; the entering
    /// candidates are among them.
    var candidates: [Int32] = []
    var isCandidate: [Bool] = []
    /// Pivots made, for the benchmarks.
    package internal(set) var pivotCount = 0
    /// Primal pivots a constant change needed after its dual simplex: 0 while the dual ratio
    /// test keeps every level optimal, as it should.
    package internal(set) var primalRepairs = 0

    /// The old values an operation overwrote, newest last, to roll a refused one back (and,
    /// once `startJournal()` is called, any number of operations).
    var journal: [Change] = []
    var replacedFactors: [BasisFactor] = []
    /// Entries and replaced factors let go from the front (`forgetJournal(before:)`, and
    /// each operation's own journal when none is kept): marks hold absolute positions.
    var journalForgotten = 0
    var factorsForgotten = 0
    var keepsJournal = false
    /// The largest magnitude a variable may take before `beyondLimit` names it
    /// (`SolverEngine` sets `Solver.maximumValue`; infinite for the core alone).
    package var valueLimit = Double.infinity
    /// A variable's symbol whose value went beyond `valueLimit` since the engine last
    /// cleared it, or −1.
    package var beyondLimit: Int32 = -1
    /// Externals that may be nonbasic (made since, or not basic when last looked at), for
    /// `settleRestingExternals()`; stale entries (basic, or dropped by a rollback) are
    /// skipped there.
    var restingExternals: [Int32] = []

    enum Change {
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
        /// An external taken off `restingExternals` (a rollback puts it back).
        case resting(Int32)
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
    /// Past `etaLimit` etas, a refactorisation waits until the solves have read as much of
    /// the log as it costs (the basis' cells), or until there is an eta per this many rows.
    ///
    /// A refactorisation costs the whole basis, and the log costs only the solves that read
    /// it. Dense solves (W2's suggestions move every width) read every eta, so they
    /// refactor soon after `etaLimit`; sparse ones (adding a session's constraints) read a
    /// few, and a run of pivots on a chain of N rows then costs its pivots, not N/64
    /// factorisations (in `plumb run` of a 2,000-view session of `>=` gaps, they took 35 %
    /// of the whole run, 85 % of the ambiguity check's replay; `perf record`).
    static let etasPerRow = 32

    /// Refactorisations made, for the tests.
    package internal(set) var refactorCount = 0

    var refactorIsDue: Bool {
        let etas = factor.etaCount
        guard etas >= etaLimit else { return false }
        return workspace.logCellsRead >= factor.dimension + factor.offDiagonalCount
            || etas >= factor.dimension / Self.etasPerRow
    }

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

    mutating func insert(_ constraint: Constraint) throws(Failure) -> Int {
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
        let owner = Int32(row)
        switch (constraint.relation, level) {
        case (.equal, nil): markers = [SparseEntry(makeSymbol(.dummy, owner: owner), 1)]
        case (.greaterThanOrEqual, nil):
            markers = [SparseEntry(makeSymbol(.slack, owner: owner), -1)]
        case (.lessThanOrEqual, nil): markers = [SparseEntry(makeSymbol(.slack, owner: owner), 1)]
        case (.equal, let level?):
            markers = [
                SparseEntry(makeSymbol(.error, level: level, owner: owner), -1),
                SparseEntry(makeSymbol(.error, level: level, owner: owner), 1),
            ]
        case (.greaterThanOrEqual, let level?):
            markers = [
                SparseEntry(makeSymbol(.slack, owner: owner), -1),
                SparseEntry(makeSymbol(.error, level: level, owner: owner), 1),
            ]
        case (.lessThanOrEqual, let level?):
            markers = [
                SparseEntry(makeSymbol(.slack, owner: owner), 1),
                SparseEntry(makeSymbol(.error, level: level, owner: owner), -1),
            ]
        }
        cells = cells.filter { $0.value != 0 }
        fresh = fresh.filter { s in cells.contains { $0.index == s } }
        var residual = constant
        for cell in cells { residual -= cell.value * values[Int(cell.index)] }
        // The subject: a new variable, else a marker feasible at residual / cell. Of the new
        // variables, the first whose cell is at least a tenth of their largest (threshold
        // pivoting, as the factor's): a −1e-12 cell as pivot would put 1e12 in every
        // column through the row, and the ratio test would take a cell of 1 for rounding.
        let freshCells = fresh.compactMap { s in cells.first { $0.index == s } }
        let largestFresh = freshCells.map { abs($0.value) }.max() ?? 0
        var subject: SparseEntry? = freshCells.first {
            abs($0.value) >= LUFactor.threshold * largestFresh
        }
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
            let artificial = SparseEntry(
                makeSymbol(.artificial, level: 0, owner: owner), residual < 0 ? -1 : 1)
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

    mutating func symbol(of variable: Variable) -> (Int32, isNew: Bool) {
        let i = Int(variable.index)
        if i >= symbolOfVariable.count {
            growVariables(to: i + 1)
        }
        if symbolOfVariable[i] >= 0 { return (symbolOfVariable[i], false) }
        let symbol = makeSymbol(.external)
        restingExternals.append(symbol)
        record(.variable(Int32(i)))
        symbolOfVariable[i] = symbol
        variableOfSymbol[Int(symbol)] = Int32(i)
        return (symbol, true)
    }

    mutating func makeSymbol(_ kind: Kind, level: Int? = nil, owner: Int32 = -1) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        bornKinds.append(kind)
        ownerRow.append(owner)
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
    mutating func level(of priority: Priority) -> Int {
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
    mutating func conflict(_ slot: Int32, culprit: Int) -> Conflict {
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

    mutating func record(_ change: Change) { journal.append(change) }

    mutating func setValue(_ symbol: Int32, _ value: Double) {
        journal.append(.value(symbol, values[Int(symbol)]))
        values[Int(symbol)] = value
        noteChange(of: symbol)
        if abs(value) > valueLimit, variableOfSymbol[Int(symbol)] >= 0 { beyondLimit = symbol }
    }

    /// Remembers that `symbol`'s variable, if it is one, may have moved.
    mutating func noteChange(of symbol: Int32) {
        let variable = variableOfSymbol[Int(symbol)]
        guard variable >= 0, !isChanged[Int(variable)] else { return }
        isChanged[Int(variable)] = true
        changedVariables.append(variable)
    }

    mutating func setReduced(_ level: Int, _ symbol: Int32, _ value: Double) {
        journal.append(.reduced(Int32(level), symbol, reduced[level][Int(symbol)]))
        reduced[level][Int(symbol)] = value
    }

    mutating func setSlot(_ symbol: Int32, _ slot: Int32) {
        journal.append(.slot(symbol, slotOf[Int(symbol)]))
        slotOf[Int(symbol)] = slot
    }

    /// A point to roll the core back to: the length of its journal and of what it appends.
    package struct Mark: Sendable {
        var journal: Int
        var symbols: Int
        var rows: Int
        var slots: Int
        var updates: Int
        var pivots: Int
        var repairs: Int
        /// The solves' reading of the log, which decides when to refactor: restored, so that
        /// the operations after a rollback refactor where a fresh replay would.
        var logCellsRead: Int
    }

    /// Keeps the journal across operations, so that `rollBack(to:)` can take any number of
    /// them back (a session's `undo`); without it each operation forgets its journal once
    /// it succeeds.
    package mutating func startJournal() { keepsJournal = true }

    /// Stops keeping the journal across operations and lets it go.
    package mutating func stopJournal() {
        keepsJournal = false
        journalForgotten += journal.count
        factorsForgotten += replacedFactors.count
        journal = []
        replacedFactors = []
    }

    /// Whether `rollBack(to:)` can reach `mark`: the journal was kept since.
    package func canRollBack(to mark: Mark) -> Bool {
        keepsJournal && mark.journal >= journalForgotten
            && mark.journal <= journalForgotten + journal.count && mark.rows <= rowCells.count
    }

    /// The writes the journal holds.
    package var journalCount: Int { journal.count }

    /// Lets go of the journal before `mark` (and of the factors only those entries kept):
    /// the core can no longer be rolled back past it.
    package mutating func forgetJournal(before mark: Mark) {
        let drop = min(max(0, mark.journal - journalForgotten), journal.count)
        guard drop > 0 else { return }
        var factors = 0
        for change in journal[..<drop] {
            if case .factor(let n) = change { factors = n + 1 - factorsForgotten }
        }
        journal.removeFirst(drop)
        journalForgotten += drop
        replacedFactors.removeFirst(factors)
        factorsForgotten += factors
    }

    /// The current point, for `rollBack(to:)`.
    package var mark: Mark {
        Mark(
            journal: journalForgotten + journal.count, symbols: kinds.count, rows: rowCells.count,
            slots: basic.count, updates: factor.updateCount, pivots: pivotCount,
            repairs: primalRepairs, logCellsRead: workspace.logCellsRead)
    }

    /// Runs one operation; when it throws, the core is put back exactly as it was.
    mutating func transaction<T>(
        _ operation: (inout RevisedCore) throws(Failure) -> T
    ) throws(Failure) -> T {
        if !keepsJournal {
            journalForgotten += journal.count
            factorsForgotten += replacedFactors.count
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
        let start = mark.journal - journalForgotten
        guard start >= 0, start <= journal.count, mark.rows <= rowCells.count else { return }
        clearPriced()
        for symbol in candidates { isCandidate[Int(symbol)] = false }
        candidates.removeAll()
        for change in journal[start...].reversed() {
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
            case .resting(let symbol): restingExternals.append(symbol)
            case .level(let n):
                levelPriority.remove(at: n)
                cost.remove(at: n)
                reduced.remove(at: n)
            case .factor(let n):
                factor = replacedFactors[n - factorsForgotten]
                replacedFactors.removeSubrange((n - factorsForgotten)...)
            }
        }
        journal.removeSubrange(start...)
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
        bornKinds.removeSubrange(mark.symbols...)
        ownerRow.removeSubrange(mark.symbols...)
        values.removeSubrange(mark.symbols...)
        slotOf.removeSubrange(mark.symbols...)
        columnCells.removeSubrange(mark.symbols...)
        priced.removeSubrange(mark.symbols...)
        variableOfSymbol.removeSubrange(mark.symbols...)
        isPriced.removeSubrange(mark.symbols...)
        isCandidate.removeSubrange(mark.symbols...)
        pivotCount = mark.pivots
        primalRepairs = mark.repairs
        workspace.logCellsRead = mark.logCellsRead
    }

    // MARK: - Pricing

    var pricedSymbols: [Int32] = []
    var isPriced: [Bool] = []

    /// `priced[k] = Σ_i w_i·a_ik` over the rows of `w`, for nonbasic k.
    mutating func price(_ w: [SparseEntry]) {
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

    mutating func clearPriced() {
        for symbol in pricedSymbols {
            priced[Int(symbol)] = 0
            isPriced[Int(symbol)] = false
        }
        pricedSymbols.removeAll(keepingCapacity: true)
    }

    mutating func changeReduced(_ level: Int, _ symbol: Int32, by change: Double) {
        // Kept for fixed symbols too: a removed row's dummy or artificial becomes free, and
        // then its reduced cost chooses whether it enters.
        guard change != 0 else { return }
        setReduced(level, symbol, reduced[level][Int(symbol)] + change)
        markCandidate(symbol)
    }

    mutating func markCandidate(_ symbol: Int32) {
        guard !isCandidate[Int(symbol)] else { return }
        isCandidate[Int(symbol)] = true
        candidates.append(symbol)
    }

    /// +1 when raising `symbol` lowers the objective, −1 when lowering it does, 0 when
    /// neither may (its cost is 0 at every level, or it cannot move that way).
    func improvingDirection(of symbol: Int32) -> Double {
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

    mutating func optimize() throws(Failure) {
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

    mutating func pivot(in entering: Int32, direction: Double) throws(Failure) {
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
    mutating func exchange(
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
        if refactorIsDue { refactor() }
    }

    // MARK: - Refactorisation

    /// Factors the current basis afresh, keeping the replaced factor for a rollback.
    mutating func refactor() {
        let columns = basic.map { columnCells[Int($0)] }
        workspace.logCellsRead = 0
        if let fresh = try? BasisFactor(columns: columns) {
            record(.factor(factorsForgotten + replacedFactors.count))
            replacedFactors.append(factor)
            factor = fresh
            refactorCount += 1
        }
    }
}
