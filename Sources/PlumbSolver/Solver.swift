/// An incremental Cassowary solver with Auto Layout's semantics.
///
/// ## How it works
///
/// The solver keeps a *tableau*: rows `basic = constant + Σ aⱼ·pⱼ` over parametric symbols, in
/// which every basic symbol is defined by exactly one row and appears on no right-hand side.
/// Reading a solution is free: parametric symbols are 0, so a basic symbol's value is its
/// row's constant. Each constraint `expr ⋈ 0` becomes one row with private symbols of its own
/// (theory.md §1.4): a slack for an inequality, a dummy for a required equality, error symbols
/// for optional constraints. The private symbols are what make the tableau explainable: every
/// row is a unique combination of the user's constraints, and the owners of the symbols in a
/// row say which ones.
///
/// The objective is **lexicographic**: one scalar row per distinct priority in use, compared
/// highest priority first, so one point of error at 751 outweighs any error at 750. Constraint
/// rows stay scalar; only the objective pays for the priorities (theory.md §4).
///
/// Adding a constraint substitutes the current basic rows into its expression, picks a
/// *subject* to solve for (a brand-new variable when there is one, so nothing else changes),
/// and re-optimises with the primal simplex. When no subject exists, phase 1 of the simplex
/// (an artificial variable) decides feasibility; if the constraint cannot hold, the failing
/// phase-1 row is the proof of a conflict, and every pivot made is undone in reverse, so the
/// solver is exactly as it was (kiwi's issue #52 is the counter-example this avoids).
///
/// Edit variables and in-place constant changes only move row constants; the dual simplex then
/// restores feasibility while keeping optimality (theory.md §1.8).
///
/// ## Data structures
///
/// Symbols are integer ids in creation order. Rows are sorted parallel arrays. A *column
/// index* maps each symbol to the rows that may contain it (entries are validated lazily, so
/// dropping a row costs nothing), which makes substitution, ratio tests and removal
/// proportional to a column instead of the whole tableau. Each objective level is a dense
/// array indexed by symbol id, and a min-heap holds the symbols whose reduced cost is
/// lexicographically negative, so the entering symbol is Bland's (by id) without a scan.
/// No `Dictionary` or `Set` is iterated anywhere, so the same calls give the same pivots, the
/// same numbers and the same output on every run.
///
/// `Solver` is a value type: copying it is cheap until one copy changes, which is how the
/// ambiguity probe and "what if" questions work on a scratch copy.
///
/// ```swift
/// var solver = Solver()
/// let x = solver.makeVariable(named: "x")
/// let w = solver.makeVariable(named: "w")
/// try solver.add(Constraint(x - 20, .equal))
/// try solver.add(Constraint(x + w - 100, .equal))
/// try solver.add(Constraint(w - 50, .greaterThanOrEqual, priority: .high))
/// solver.value(of: w)   // 80
/// ```
public struct Solver {
    // MARK: Symbols (indexed by symbol id)

    var symbolKind = JournaledArray<SymbolKind>()
    /// For externals the variable index; for private symbols the owner constraint's raw id;
    /// for artificial symbols −1.
    var symbolOwner = JournaledArray<Int32>()
    /// The row slot in which the symbol is basic, or −1.
    var basicRow = JournaledArray<Int32>()
    /// Row slots that may contain the symbol.
    ///
    /// Entries go stale when a row is dropped or a
    /// cell cancels; `liveColumn(_:)` filters and compacts them.
    var columns = ColumnIndex()

    // MARK: Rows (indexed by slot; slots are never reused)

    var rows = JournaledArray<Row>()
    /// The basic symbol of each slot, or −1 once the row was dropped.
    var rowBasic = JournaledArray<Int32>()
    var liveRowCount = 0
    /// Per-slot marks for de-duplicating a column in one pass (`liveColumn(_:)`).
    var slotEpoch: [UInt32] = []
    var columnEpoch: UInt32 = 0

    // MARK: Objective

    var levels = LevelTable()
    /// Indices of levels with members, highest priority first.
    var levelOrder = JournaledArray<Int>()
    var candidates = SymbolHeap()
    /// Phase 1's objective while a constraint is added through an artificial variable.
    var phaseOne: Row?
    /// Pivots made since logging started, to undo them if the operation fails.
    var pivotLog: [(entering: Int32, leaving: Int32)]?
    /// Rows whose constants went negative; the dual simplex repairs them.
    var infeasibleRows: [Int32] = []

    // MARK: Constraints, variables, edits

    var records = JournaledArray<ConstraintRecord?>()
    var variableSymbol = JournaledArray<Int32>()
    var variableNames = JournaledArray<String>()
    /// The edit constraint of each variable (raw id), or −1.
    var editConstraint = JournaledArray<Int32>()
    var editValue = JournaledArray<Double>()
    var changedVariables: [Int32] = []
    var isChanged: [Bool] = []
    /// Whether a row of a variable took a constant beyond ``maximumValue`` during the
    /// operation under way (set where rows change, read by `limitingValues`).
    var mayLeaveRange = false
    /// Whether public operations keep every value within ``maximumValue`` (scratch solvers,
    /// which answer questions about constraints rather than lay anything out, do not).
    var limitsValues = true
    /// Nesting of `limitingValues`: only the outermost operation checks and takes back.
    var limitDepth = 0
    /// Whether the operation under way pivoted on a cell tiny next to its row
    /// (`Solver.roughPivot`): its rows are then solved afresh when it ends (`refactorize()`).
    var tookRoughPivot = false
    /// Whether the operation under way left a variable's row with more rounding than digits
    /// to spare (`Solver.lostDigits`): the constraints as written are then checked when it
    /// ends, and its rows solved afresh if they miss (`refactorize()`).
    var mayHaveLostDigits = false
    /// The largest magnitude of any constant seen: tolerances are relative to it.
    var valueScale: Double = 1
    /// The largest ratio of one constraint's coefficients seen (`Solver.ratio(of:)`), or
    /// largest cell a row was solved to (`noteSteepCells`): past `Solver.steepRatio`,
    /// operations watch for lost digits.
    var steepestRatio: Double = 1
    /// Whether a cell cancelled to a small part of terms known only to their rounding.
    ///
    /// Nearly parallel constraints with ordinary coefficients can leave a slope there that
    /// no coefficient shows (`Solver.merge`). `−1.000000001·v0 + v3` beside `v0 ==
    /// 0.999999999·v3 + 40` leaves `1e-18·v3` for the decimals written, 0 or 1e-16 in
    /// doubles (seed 1000012000003). Such a layout is answered exactly when it is small
    /// (``isSmallAndSteep``).
    var hidesSlopes = false
    var activeCount = 0
    /// Pivots made since the solver was created, for benchmarks and tests.
    public internal(set) var pivotCount = 0

    /// The symbols the last merge added to its target row (reused buffer).
    var createdSymbols: [Int32] = []
    /// Scratch space that every merge writes into before copying back (reused buffers).
    var scratchSymbols: [Int32] = []
    var scratchCoefficients: [Double] = []
    var scratchMagnitudes: [Double] = []

    /// The most dummy cells a row keeps (`trackedDummies` unless this is a fully tracked
    /// replica); see `substitute(_:by:inSlot:kinds:)`.
    var dummyLimit = Solver.trackedDummies
    /// The primal simplex's pivot budget per row (`optimize()`); tests lower it to check that
    /// running out is reported, never taken for the optimum.
    var pivotBudgetPerRow = 50
    /// The most constraints and variables a steep layout may have to be answered exactly
    /// (`Solver.exactSizeLimit`); tests lower it to 0 to reach the probe on doubles.
    var exactSizeLimit = Solver.exactSizeLimit

    /// The dummy cells a production row keeps, newest first.
    ///
    /// Enough for the recent constraints to be removed and explained in place, few enough
    /// that a chain of N dependent views costs O(N) rather than O(N²) (docs/solver.md,
    /// "Short rows"). At 16, kiwi's W2 resolve took 6% longer (longer rows to search).
    static let trackedDummies = 8

    /// The largest magnitude accepted for a coefficient, constant or suggested value.
    public static let maximumMagnitude: Double = 1e9

    /// The largest magnitude a value may take: an operation that would put a variable
    /// beyond it is taken back and refused with ``SolverError/valueOutOfRange(_:value:)``.
    ///
    /// Doubles hold 16 digits; the tolerance is 1e-9 of the largest magnitude in play, and a
    /// 1e-12 multiplier beside a constant of 1e6 asks for 1e18, where a point is below the
    /// rounding of the numbers that carry it (docs/solver.md, "Range").
    public static let maximumValue: Double = 1e12

    /// Creates an empty solver.
    public init() {}

    // MARK: - Variables

    /// Makes a new variable.
    ///
    /// Its value is 0 until a constraint determines it.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func makeVariable(named name: String) -> Variable {
        let index = Int32(variableSymbol.count)
        let symbol = makeSymbol(.external, owner: index)
        variableSymbol.append(symbol)
        variableNames.append(name)
        editConstraint.append(-1)
        editValue.append(0)
        isChanged.append(false)
        return Variable(index: index)
    }

    /// The number of variables made so far.
    public var variableCount: Int { variableSymbol.count }

    /// The name given to `variable` when it was made.
    public func name(of variable: Variable) -> String {
        isKnown(variable) ? variableNames[Int(variable.index)] : "?\(variable.index)"
    }

    /// The variable's value in the current solution (0 for a variable no row determines).
    ///
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        value(ofSymbol: variableSymbol[Int(variable.index)])
    }

    /// A symbol's value in the current solution: its row's constant when it is basic, else 0.
    @inline(__always)
    func value(ofSymbol symbol: Int32) -> Double {
        let slot = basicRow[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    /// The value of `expression` in the current solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.evaluate { isKnown($0) ? value(of: $0) : 0 }
    }

    /// The variables whose values may have changed since the last call, in index order, and
    /// forgets them: publish only these to keep re-solving proportional to what moved.
    ///
    /// - Complexity: O(k log k) for k changed variables.
    public mutating func takeChangedVariables() -> [Variable] {
        var result: [Variable] = []
        result.reserveCapacity(changedVariables.count)
        if changedVariables.count * 8 >= isChanged.count {
            // Most variables moved (an edit that drives a whole chain): one pass in index
            // order is cheaper than sorting them.
            for v in isChanged.indices where isChanged[v] {
                result.append(Variable(index: Int32(v)))
                isChanged[v] = false
            }
        } else {
            for v in changedVariables {
                result.append(Variable(index: v))
                isChanged[Int(v)] = false
            }
            result.sort()
        }
        changedVariables.removeAll(keepingCapacity: true)
        return result
    }

    func isKnown(_ variable: Variable) -> Bool {
        variable.index >= 0 && Int(variable.index) < variableSymbol.count
    }

    // MARK: - Constraints

    /// Adds a constraint and re-solves.
    ///
    /// A required constraint that cannot hold is refused with the conflict that proves it, and
    /// the solver is left exactly as it was.
    ///
    /// - Returns: The constraint's identity, for ``remove(_:)`` and the inspection API.
    /// - Throws: ``SolverError/unsatisfiable(_:)`` with the conflicting set;
    ///   ``SolverError/nonFinite(what:)``, ``SolverError/outOfRange(what:value:)`` or
    ///   ``SolverError/unknownVariable(_:)`` for bad input.
    /// - Complexity: Proportional to the rows that contain the variables substituted, plus
    ///   the pivots needed; O(1) amortized for a constraint on fresh variables.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let cleaned = try validated(constraint)
        return try limitingValues { (solver: inout Solver) throws(SolverError) -> ConstraintID in
            let id = ConstraintID(raw: Int32(solver.records.count))
            solver.records.append(nil)
            do throws(SolverError) {
                try solver.insert(cleaned, as: id)
            } catch {
                if case .unsatisfiable(let conflict) = error,
                    let exact = solver.exactConflict(replacing: conflict, adding: cleaned)
                {
                    throw .unsatisfiable(exact)
                }
                throw error
            }
            solver.noteMiss(of: id)
            if cleaned.priority.isRequired, let conflict = solver.exactConflict(culprit: id) {
                try solver.remove(id)
                throw .unsatisfiable(conflict)
            }
            return id
        } undo: { (solver: inout Solver, id: ConstraintID) throws(SolverError) in
            try solver.remove(id)
        } retrying: { solver, error in
            // A conflict whose multipliers do not prove it was read from rows that lost
            // digits: cells of rounding taken for a constraint's own dropped a genuine slope
            // from phase 1, and `v2 ≤ 0.5·v3` with `1e-12·v0 − 0.5·v2 + 5 ≤ 0` was refused
            // as a conflict they do not make.
            guard case .unsatisfiable(let conflict) = error else { return false }
            return !solver.proves(conflict, adding: cleaned)
        }
    }

    /// Whether a conflict met while adding `constraint` is proved by its multipliers.
    private func proves(_ conflict: Conflict, adding constraint: Constraint) -> Bool {
        let members = conflict.members.map { id in
            id == conflict.culprit ? constraint : record(id)?.constraint
        }
        let found = members.compactMap { $0 }
        return found.count == members.count
            && ScratchSystem.isCertificate(conflict.multipliers, of: found)
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    /// - Complexity: Proportional to the column of the constraint's marker, plus the pivots
    ///   needed to re-optimise.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard let record = record(id) else { throw .unknownConstraint(id) }
        try limitingValues { (solver: inout Solver) throws(SolverError) in
            if record.edit >= 0 { solver.editConstraint[Int(record.edit)] = -1 }
            try solver.removeRecord(id, record)
            try solver.reoptimize()
        } undo: { (solver: inout Solver, _: Void) throws(SolverError) in
            try solver.insert(record.constraint, as: id, reusing: record)
            solver.records[Int(id.raw)]?.edit = record.edit
            if record.edit >= 0 { solver.editConstraint[Int(record.edit)] = id.raw }
        }
    }

    /// Whether the constraint is in the solver.
    public func contains(_ id: ConstraintID) -> Bool { record(id) != nil }

    /// The constraint as it is now in the solver (with its current constant).
    public func constraint(_ id: ConstraintID) -> Constraint? { record(id)?.constraint }

    /// Every constraint in the solver, in creation order.
    public var constraintIDs: [ConstraintID] {
        records.indices.compactMap { records[$0] == nil ? nil : ConstraintID(raw: Int32($0)) }
    }

    /// The number of constraints in the solver.
    public var constraintCount: Int { activeCount }

    /// Changes the constant of a constraint's expression in place, the cheap path that
    /// `constraint.constant = …` takes in UIKit: only row constants move, and the dual simplex
    /// repairs feasibility.
    ///
    /// - Throws: ``SolverError/unsatisfiable(_:)`` if a required constraint can no longer hold
    ///   (nothing changes then); ``SolverError/unknownConstraint(_:)``; bad numbers.
    /// - Complexity: Proportional to the column of the constraint's marker, plus dual pivots.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        guard let record = record(id) else { throw .unknownConstraint(id) }
        try checkNumber(constant, "constant")
        let old = record.constraint.expression.constant
        if constant == old { return }
        try limitingValues { (solver: inout Solver) throws(SolverError) in
            try solver.changeConstant(of: id, to: constant)
            if record.constraint.priority.isRequired,
                let conflict = solver.exactConflict(culprit: id)
            {
                try solver.changeConstant(of: id, to: old)
                throw .unsatisfiable(conflict)
            }
        } undo: { (solver: inout Solver, _: Void) throws(SolverError) in
            try solver.changeConstant(of: id, to: old)
        }
    }

    /// Changes the priority of an optional constraint in place.
    ///
    /// - Throws: ``SolverError/requiredPriorityChange(_:)`` when the change crosses between
    ///   required and optional (as in UIKit: remove and add again instead);
    ///   ``SolverError/unknownConstraint(_:)``.
    public mutating func setPriority(_ priority: Priority, of id: ConstraintID) throws(SolverError)
    {
        guard let record = record(id) else { throw .unknownConstraint(id) }
        let old = record.constraint.priority
        if old == priority { return }
        if old.isRequired || priority.isRequired {
            throw .requiredPriorityChange(id)
        }
        try limitingValues { (solver: inout Solver) throws(SolverError) in
            try solver.movePriority(of: id, to: priority)
        } undo: { (solver: inout Solver, _: Void) throws(SolverError) in
            try solver.movePriority(of: id, to: old)
        }
    }

    /// Moves an optional constraint's errors to another level and re-optimises.
    mutating func movePriority(of id: ConstraintID, to priority: Priority) throws(SolverError) {
        guard var record = record(id) else { throw .unknownConstraint(id) }
        removeObjectiveEffects(record)
        releaseLevel(record.level)
        record.level = Int32(retainLevel(priority.value))
        record.constraint.priority = priority
        records[Int(id.raw)] = record
        addObjectiveEffects(record)
        try reoptimize()
    }

    // MARK: - Edit variables

    /// Makes `variable` editable at `priority` (below required): an optional `variable == value`
    /// whose value ``suggestValue(_:for:)`` moves.
    ///
    /// The initial suggestion is 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)``, ``SolverError/unknownVariable(_:)``.
    @discardableResult
    public mutating func addEditVariable(_ variable: Variable, priority: Priority)
        throws(SolverError)
        -> ConstraintID
    {
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard editConstraint[Int(variable.index)] < 0 else {
            throw .duplicateEditVariable(variable)
        }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        return try limitingValues { (solver: inout Solver) throws(SolverError) -> ConstraintID in
            let id = try solver.add(
                Constraint(LinearExpression(variable), .equal, priority: priority))
            solver.editConstraint[Int(variable.index)] = id.raw
            solver.editValue[Int(variable.index)] = 0
            solver.records[Int(id.raw)]?.edit = variable.index
            return id
        } undo: { (solver: inout Solver, id: ConstraintID) throws(SolverError) in
            try solver.remove(id)
        }
    }

    /// Removes the edit constraint of `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard isKnown(variable), editConstraint[Int(variable.index)] >= 0 else {
            throw .unknownEditVariable(variable)
        }
        try remove(ConstraintID(raw: editConstraint[Int(variable.index)]))
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        isKnown(variable) && editConstraint[Int(variable.index)] >= 0
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// - Complexity: Proportional to the rows that contain the edit's error symbol (one row
    ///   when the variable is determined only by its edit), plus dual pivots.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard isKnown(variable), editConstraint[Int(variable.index)] >= 0 else {
            throw .unknownEditVariable(variable)
        }
        try checkNumber(value, "suggested value")
        let id = ConstraintID(raw: editConstraint[Int(variable.index)])
        let old = editValue[Int(variable.index)]
        if value == old { return }
        // The edit constraint is `variable − value == 0`.
        try limitingValues { (solver: inout Solver) throws(SolverError) in
            try solver.changeConstant(of: id, to: -value)
            solver.editValue[Int(variable.index)] = value
        } undo: { (solver: inout Solver, _: Void) throws(SolverError) in
            try solver.changeConstant(of: id, to: -old)
            solver.editValue[Int(variable.index)] = old
        }
    }
}

// MARK: - Records and levels

/// What the solver remembers about a constraint.
struct ConstraintRecord {
    var constraint: Constraint
    /// The marker symbol: slack, dummy, or e⁺.
    var marker: Int32
    /// The second private symbol (error of an optional inequality, e⁻), or −1.
    var other: Int32
    /// The objective level of the error symbols, or −1 for required constraints.
    var level: Int32
    /// The variable this constraint edits, or −1.
    var edit: Int32 = -1
    /// Whether cells of this constraint's dummy were dropped from some row: its column no
    /// longer names every row it shaped, so removing it or changing its constant rebuilds
    /// the tableau instead of pivoting.
    var spilled = false
    /// What the constraint's expression was divided by to make its row
    /// (`Solver.requiredRowUnit`).
    var unit = 1.0

    /// Calls `body` with each cell of the constraint's own symbols in its equation
    /// `expr + … = 0`, as written (before any sign flip): a slack `s` in `expr ± s`, an
    /// optional inequality's error opposite it, a required equality's dummy, an optional
    /// equality's `e⁺ − e⁻`. (A closure, not an array: adding a constraint allocates nothing
    /// for it.)
    @inline(__always)
    func forEachPrivateCell(_ body: (_ symbol: Int32, _ coefficient: Double) -> Void) {
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr ≥ 0 ⇔ expr − s = 0; expr ≤ 0 ⇔ expr + s = 0. An optional one may miss by e.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            body(marker, sign)
            if other >= 0 { body(other, -sign) }
        case .equal:
            // Required: expr + d = 0, d a dummy held at 0. Optional: expr = e⁺ − e⁻.
            body(marker, other >= 0 ? -1 : 1)
            if other >= 0 { body(other, 1) }
        }
    }

    /// The coefficient of the marker in the constraint's equation `expr + μ·marker … = 0`,
    /// before any sign flip: changing the constant by Δ is the same as moving the marker by
    /// Δ/μ (theory.md §1.8).
    var markerCoefficient: Double {
        switch constraint.relation {
        case .greaterThanOrEqual: -unit
        case .lessThanOrEqual: unit
        case .equal: constraint.priority.isRequired ? unit : -1
        }
    }
}

/// One priority level of the objective: a dense row indexed by symbol id.
struct Level {
    var priority: Double
    var coefficients: [Double] = []
    /// For each cell, the largest term it has summed since it was last zero.
    ///
    /// A reduced cost is the sum of every pivot that touched it, so it carries the rounding
    /// of its largest term, as a row's cell does (`Row.magnitudes`).
    var magnitudes: [Double] = []
    var members = 0

    @inline(__always)
    func coefficient(_ symbol: Int32) -> Double {
        Int(symbol) < coefficients.count ? coefficients[Int(symbol)] : 0
    }

    @inline(__always)
    func magnitude(_ symbol: Int32) -> Double {
        Int(symbol) < magnitudes.count ? magnitudes[Int(symbol)] : 0
    }

    /// Adds `value` to a cell; `size` is the largest term that made `value` (its own
    /// magnitude unless it is the product of cells that lost digits).
    @inline(__always)
    mutating func add(_ value: Double, size term: Double, to symbol: Int32) {
        let i = Int(symbol)
        if i >= coefficients.count {
            let grown = max(i + 1, coefficients.count * 2) - coefficients.count
            coefficients.append(contentsOf: repeatElement(0, count: grown))
            magnitudes.append(contentsOf: repeatElement(0, count: grown))
        }
        let sum = coefficients[i] + value
        let size = max(magnitudes[i], term)
        if Row.isRounding(sum, coefficients[i], value, of: size) {
            coefficients[i] = 0
            magnitudes[i] = 0
        } else {
            coefficients[i] = sum
            magnitudes[i] = max(size, abs(sum))
        }
    }

    /// Sets a cell to zero, with no history.
    @inline(__always)
    mutating func clear(_ symbol: Int32) {
        coefficients[Int(symbol)] = 0
        magnitudes[Int(symbol)] = 0
    }
}

/// The objective levels, with their writes journaled cell by cell: a level is a dense row
/// over every symbol, so journaling a level whole would copy it at each write.
struct LevelTable: RandomAccessCollection {
    enum Entry {
        case coefficient(level: Int32, symbol: Int32, old: Double, oldMagnitude: Double)
        case members(level: Int32, old: Int)
        case cleared(level: Int32, old: Level)
        /// A level added with an empty row: rolled back, its row holds only zeros again.
        case appended(emptyRow: Bool)
        case replaced([Level])
    }

    private(set) var levels: [Level] = []
    var journal = Journal<Entry>()
    /// Rows of zeros from levels a roll back took away, for the next new level: a what-if
    /// that adds a level at a new priority (a fix that lowers a priority) would otherwise
    /// fill a row of zeros as long as the layout has symbols, and a layout's hundreds of
    /// what-ifs would cost its size squared.
    private var spareRows: [(coefficients: [Double], magnitudes: [Double])] = []

    var startIndex: Int { 0 }
    var endIndex: Int { levels.count }
    subscript(index: Int) -> Level { levels[index] }

    @inline(__always)
    mutating func add(_ value: Double, size: Double? = nil, to symbol: Int32, inLevel l: Int) {
        journal.record(
            .coefficient(
                level: Int32(l), symbol: symbol, old: levels[l].coefficient(symbol),
                oldMagnitude: levels[l].magnitude(symbol)))
        levels[l].add(value, size: size ?? abs(value), to: symbol)
    }

    /// Sets a coefficient to zero (a symbol that became basic or left).
    @inline(__always)
    mutating func clear(_ symbol: Int32, inLevel l: Int) {
        let old = levels[l].coefficient(symbol)
        guard old != 0 else { return }
        journal.record(
            .coefficient(
                level: Int32(l), symbol: symbol, old: old,
                oldMagnitude: levels[l].magnitude(symbol)))
        levels[l].clear(symbol)
    }

    mutating func changeMembers(ofLevel l: Int, by delta: Int) {
        journal.record(.members(level: Int32(l), old: levels[l].members))
        levels[l].members += delta
    }

    /// Empties a level's row (its last member left).
    mutating func clearAll(inLevel l: Int) {
        journal.record(.cleared(level: Int32(l), old: levels[l]))
        levels[l].coefficients = []
        levels[l].magnitudes = []
    }

    mutating func append(_ level: Level) {
        var level = level
        let emptyRow = level.coefficients.isEmpty
        if emptyRow, let spare = spareRows.popLast() {
            level.coefficients = spare.coefficients
            level.magnitudes = spare.magnitudes
        }
        journal.record(.appended(emptyRow: emptyRow))
        levels.append(level)
    }

    mutating func removeAll() {
        journal.record(.replaced(levels))
        levels = []
    }

    mutating func rollBack(to position: Int) {
        while let entry = journal.pop(to: position) {
            switch entry {
            case .coefficient(let l, let symbol, let old, let oldMagnitude):
                // Growing the dense row with zeros changed nothing it reads.
                levels[Int(l)].coefficients[Int(symbol)] = old
                levels[Int(l)].magnitudes[Int(symbol)] = oldMagnitude
            case .members(let l, let old): levels[Int(l)].members = old
            case .cleared(let l, let old): levels[Int(l)] = old
            case .appended(let emptyRow):
                // Every write since the append is undone by now: an empty row came back as
                // zeros (growing it wrote nothing it reads).
                let removed = levels.removeLast()
                if emptyRow, spareRows.count < 2 {
                    spareRows.append((removed.coefficients, removed.magnitudes))
                }
            case .replaced(let old): levels = old
            }
        }
    }
}

/// A binary max-heap of symbol ids without duplicates: the entering candidates, newest first.
struct SymbolHeap {
    var heap: [Int32] = []
    var contained: [Bool] = []

    mutating func insert(_ symbol: Int32) {
        let i = Int(symbol)
        if i >= contained.count {
            contained.append(
                contentsOf: repeatElement(
                    false, count: max(i + 1, contained.count * 2) - contained.count))
        }
        if contained[i] { return }
        contained[i] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] >= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    var top: Int32? { heap.first }

    mutating func removeTop() {
        guard let top = heap.first else { return }
        contained[Int(top)] = false
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= heap.count { break }
            var child = left
            if left + 1 < heap.count, heap[left + 1] > heap[left] { child = left + 1 }
            if heap[parent] >= heap[child] { break }
            heap.swapAt(parent, child)
            parent = child
        }
    }
}
