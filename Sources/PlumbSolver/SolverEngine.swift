// The layout's solver (docs/factored-basis.md §4, stage 7): the explicit tableau, and, where
// its rows grow long, the factored core.
//
// A chain of inequalities writes the whole chain into every row of the explicit tableau
// (factored-basis.md §1), so adding it costs the square of its length. The factored core
// holds such a chain in what it is. The engine runs a layout on `Solver` until its rows hold
// more than `switchRowAverage` cells on average, then moves it to a `RevisedCore` at the
// same vertex (`RevisedCore(matching:)`: no value moves) and adds, removes, changes
// constants and changes optional priorities there; `why` reads the core (``explainer``).
// Everything else stays `Solver`'s: a read that needs the tableau (the debugger's `tableau`,
// `range`, conflicts) gets an explicit solver put at the core's vertex (``solver``), built
// once per change; and an edit, a change the core refuses, a steep add and any value beyond
// range take the layout back to `Solver` (at the same vertex again), which then
// decides: its conflicts, its tolerances, its errors. So the core only ever says yes to
// changes `Solver` would take, and `Solver` says everything else.
//
// The journal spans the switches: a mark names the era (each switch starts one) and the
// position in each engine's journal; rolling back past a switch puts back the engine that
// was running then, as it was.

/// `Solver`'s API over the explicit tableau or the factored core, whichever holds the layout
/// in what it is.
///
/// ```swift
/// var engine = SolverEngine()
/// let x = engine.makeVariable(named: "x")
/// try engine.add(Constraint(x - 20, .equal))
/// engine.value(of: x)          // 20
/// engine.solver.explain(x)     // the explicit solver, for every other question
/// ```
package struct SolverEngine {
    /// The explicit solver.
    ///
    /// While the core runs, it is the solver as the core took over (its tableau left as it
    /// was), with the variables made since.
    private var base = Solver()
    /// The core and the constraints added to it, while the core holds the layout.
    private var factored: Factored?
    /// Each core the layout left while journaling, newest last, with the explicit solver as
    /// it was then: what a rollback past the switch puts back.
    private var history: [Left] = []
    /// Switches so far, either way.
    private var era = 0
    /// The constraint count at which to ask again whether the rows have grown long (a
    /// geometric schedule, so asking costs O(1) per add amortised).
    private var nextLook = Solver.exactSizeLimit + 1
    /// The explicit solver at the core's vertex, built on the first read that needs it and
    /// kept until the next change (shared by copies until then).
    private var cache = Cache()
    /// The newest mark's place, for the next mark to share while nothing in it changed.
    private var lastPlace: Place?
    /// Moves to the core after every add the explicit solver takes, however short its rows
    /// (tests: small random systems then cross the switch at every step).
    package var alwaysFactors = false

    private struct Factored {
        var core: RevisedCore
        /// By the core's row: the constraint's id (ascending).
        var idOfRow: [ConstraintID]
        /// The constraints added since the switch, as validated and as added; ids from
        /// `firstPending` on.
        var pending: [Constraint]
        var firstPending: Int32
        var era: Int
        /// Every change since the switch, in order: what going back replays, and what a
        /// rollback takes back.
        var changes: [Change] = []
        /// The constraints whose constant or priority changed since the switch, as they are
        /// now (lookup only; never iterated).
        var rewritten: [ConstraintID: Constraint] = [:]
        /// The constraints removed since the switch (lookup only; never iterated).
        var removed: Set<ConstraintID> = []

        /// The id of the next constraint added.
        var nextID: ConstraintID { ConstraintID(raw: firstPending + Int32(pending.count)) }

        /// The core's row of constraint `id`.
        func row(of id: ConstraintID) -> Int? {
            var (low, high) = (0, idOfRow.count)
            while low < high {
                let middle = (low + high) / 2
                if idOfRow[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < idOfRow.count && idOfRow[low] == id ? low : nil
        }
    }

    /// A change the core made since the switch.
    private enum Change {
        /// The next of `pending`.
        case add
        /// A constant or priority changed.
        indirect case rewrite(Rewrite)
        /// A constraint removed.
        case remove(ConstraintID)
    }

    private struct Rewrite {
        var id: ConstraintID
        var to: Constraint
        /// `rewritten[id]` before the change.
        var previous: Constraint?
    }

    private struct Left {
        var factored: Factored
        var base: Solver
    }

    private final class Cache: @unchecked Sendable {
        var solver: Solver?
    }

    package init() {}

    /// Whether the factored core holds the layout now.
    package var isFactored: Bool { factored != nil }

    /// Whether a read has built the explicit solver since the last change (the debugger's
    /// questions do; `check`, frames and adds must not).
    package var hasBuiltExplicitSolver: Bool { factored != nil && cache.solver != nil }

    /// The layout's solver, for every question the engine does not answer itself: the
    /// explicit one, or, while the core holds the layout, one built at the core's vertex.
    ///
    /// - Complexity: O(1) on the explicit solver; else, once per change, the adds since the
    ///   switch on the explicit tableau (what the core spares the adds) and a pivot per
    ///   symbol the core holds elsewhere.
    package var solver: Solver {
        guard let factored else { return base }
        if let built = cache.solver { return built }
        var copy = base
        copy.stopJournal()
        let built = Self.explicit(copy, at: factored)
        cache.solver = built
        return built
    }

    // MARK: - Variables and values

    package mutating func makeVariable(named name: String) -> Variable {
        changed()
        return base.makeVariable(named: name)
    }

    package var variableCount: Int { base.variableCount }

    package func name(of variable: Variable) -> String { base.name(of: variable) }

    package func value(of variable: Variable) -> Double {
        factored?.core.value(of: variable) ?? base.value(of: variable)
    }

    package func value(of expression: LinearExpression) -> Double {
        guard factored != nil else { return base.value(of: expression) }
        return expression.evaluate { value(of: $0) }
    }

    // MARK: - Constraints

    package func contains(_ id: ConstraintID) -> Bool { constraint(id) != nil }

    package func constraint(_ id: ConstraintID) -> Constraint? {
        guard let factored else { return base.constraint(id) }
        if factored.removed.contains(id) { return nil }
        if let rewritten = factored.rewritten[id] { return rewritten }
        guard id.raw >= factored.firstPending else { return base.constraint(id) }
        let n = Int(id.raw - factored.firstPending)
        return n < factored.pending.count ? factored.pending[n] : nil
    }

    package var constraintIDs: [ConstraintID] {
        guard let factored else { return base.constraintIDs }
        let all =
            base.constraintIDs
            + factored.pending.indices.map { ConstraintID(raw: factored.firstPending + Int32($0)) }
        return factored.removed.isEmpty ? all : all.filter { !factored.removed.contains($0) }
    }

    package var constraintCount: Int {
        guard let factored else { return base.constraintCount }
        return base.constraintCount + factored.pending.count - factored.removed.count
    }

    /// How far a constraint is from holding, in its own units (`Solver.error(of:)`).
    package func error(of id: ConstraintID) -> Double? {
        constraint(id)?.error { value(of: $0) }
    }

    package var editVariables: [EditVariable] { base.editVariables }

    /// `Solver.add(_:)`: on the core while it holds the layout and takes the constraint
    /// within range, else on the explicit solver (which may then take the layout over).
    @discardableResult
    package mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        changed()
        // No copy of `factored` held here: the core changes in place.
        guard factored != nil else {
            let id = try base.add(constraint)
            considerTheCore()
            return id
        }
        let cleaned = try base.validated(constraint)
        if Solver.ratio(of: cleaned.expression) <= Solver.steepRatio,
            onTheCore({ (core) throws(RevisedCore.Failure) in _ = try core.insert(cleaned) }),
            let id = factored?.nextID
        {
            factored?.pending.append(cleaned)
            factored?.idOfRow.append(id)
            factored?.changes.append(.add)
            return id
        }
        leaveTheCore()
        return try base.add(constraint)
    }

    /// `Solver.remove(_:)`: on the core while it holds the layout and keeps the values
    /// within range, else on the explicit solver.
    package mutating func remove(_ id: ConstraintID) throws(SolverError) {
        changed()
        if let row = factored?.row(of: id), constraint(id) != nil,
            onTheCore({ (core) throws(RevisedCore.Failure) in try core.removeRow(row) })
        {
            factored?.removed.insert(id)
            factored?.changes.append(.remove(id))
            return
        }
        try onTheSolver { (solver: inout Solver) throws(SolverError) in try solver.remove(id) }
    }

    /// `Solver.setConstant(_:of:)`: on the core while it holds the layout and repairs the
    /// rows within range, else on the explicit solver.
    package mutating func setConstant(_ constant: Double, of id: ConstraintID)
        throws(SolverError)
    {
        let old = constraint(id)
        if old?.expression.constant == constant { return }
        // A constant `Solver` would not take (not finite, out of range) is its to refuse.
        if let old, constant.isFinite, abs(constant) <= Solver.maximumMagnitude {
            var new = old
            new.expression.constant = constant
            if rewriteOnTheCore(id, to: new) { return }
        }
        try onTheSolver { (solver: inout Solver) throws(SolverError) in
            try solver.setConstant(constant, of: id)
        }
    }

    /// `Solver.setPriority(_:of:)`: on the core while it holds the layout, from one optional
    /// priority to another, else on the explicit solver (which refuses a change to or from
    /// required).
    package mutating func setPriority(_ priority: Priority, of id: ConstraintID)
        throws(SolverError)
    {
        if let old = constraint(id), old.priority != priority, !old.priority.isRequired,
            !priority.isRequired
        {
            var new = old
            new.priority = priority
            if rewriteOnTheCore(id, to: new) { return }
        }
        try onTheSolver { (solver: inout Solver) throws(SolverError) in
            try solver.setPriority(priority, of: id)
        }
    }

    /// Makes constraint `id` `new`, a change of its priority or constant, on the core while
    /// it holds the layout: true when the core took it, false, changing nothing, for the
    /// explicit solver to decide.
    private mutating func rewriteOnTheCore(_ id: ConstraintID, to new: Constraint) -> Bool {
        changed()
        guard let old = constraint(id), let row = factored?.row(of: id),
            onTheCore({ (core) throws(RevisedCore.Failure) in
                if new.priority != old.priority {
                    try core.changePriority(new.priority, ofRow: row)
                }
                if new.expression.constant != old.expression.constant {
                    try core.changeConstant(new.expression.constant, ofRow: row)
                }
            })
        else { return false }
        let previous = factored?.rewritten[id]
        factored?.changes.append(.rewrite(Rewrite(id: id, to: new, previous: previous)))
        factored?.rewritten[id] = new
        return true
    }

    /// Makes `change` on the core, while it holds the layout, in one transaction that then
    /// puts the core's nonbasic externals in `Solver`'s form: true when the core took it
    /// with every value within range; false, with the core as it was, when it refused it or
    /// a value went beyond range (for `Solver` to decide).
    private mutating func onTheCore(
        _ change: (inout RevisedCore) throws(RevisedCore.Failure) -> Void
    ) -> Bool {
        guard var running = factored else { return false }
        factored = nil  // no second reference while the core changes
        defer { factored = running }
        do throws(RevisedCore.Failure) {
            try running.core.transaction { (core: inout RevisedCore) throws(RevisedCore.Failure) in
                core.beyondLimit = -1
                try change(&core)
                try core.settleRestingExternals()
                if core.beyondLimit >= 0 { throw .beyondLimit }
            }
            return true
        } catch {
            return false
        }
    }

    @discardableResult
    package mutating func addEditVariable(_ variable: Variable, priority: Priority)
        throws(SolverError) -> ConstraintID
    {
        try onTheSolver { (solver: inout Solver) throws(SolverError) -> ConstraintID in
            try solver.addEditVariable(variable, priority: priority)
        }
    }

    package mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try onTheSolver { (solver: inout Solver) throws(SolverError) in
            try solver.removeEditVariable(variable)
        }
    }

    package mutating func suggestValue(_ value: Double, for variable: Variable)
        throws(SolverError)
    {
        try onTheSolver { (solver: inout Solver) throws(SolverError) in
            try solver.suggestValue(value, for: variable)
        }
    }

    /// Makes a change the core does not make: on the explicit solver, after taking the
    /// layout back to it.
    private mutating func onTheSolver<T>(
        _ change: (inout Solver) throws(SolverError) -> T
    ) throws(SolverError) -> T {
        changed()
        leaveTheCore()
        return try change(&base)
    }

    /// `Solver.ambiguity(of:)`: while the core holds the layout, its own pass (no replay).
    package func ambiguity(of expressions: [LinearExpression]) -> [Determinacy] {
        guard let factored else {
            // A question, not a change: the judge's copies neither copy nor grow the log.
            var judged = base
            judged.stopJournal()
            return judged.ambiguity(of: expressions)
        }
        return factored.core.ambiguity(of: expressions).map { $0 ? .ambiguous : .fixed }
    }

    // MARK: - Explaining values

    /// What `why` reads, made once per question: the explicit solver's explaining copy, or,
    /// while the core holds the layout, the core itself (its rows read one BTRAN at a time,
    /// so a question costs what it reaches, not the explicit tableau of a chain).
    package var explainer: Explainer {
        guard let factored else { return Explainer(source: .explicit(base.explainingCopy)) }
        return Explainer(
            source: .factored(
                factored.core, idOfRow: factored.idOfRow, levels: factored.core.levelsInUse))
    }

    /// `Solver.explain(_:)` and `Solver.holding(of:)` on whichever engine holds the layout,
    /// in the explicit solver's terms: the same dependencies, sensitivities and holdings at
    /// the same vertex, with the core's own symbols where the core answers.
    package struct Explainer {
        fileprivate enum Source {
            case explicit(Solver)
            case factored(RevisedCore, idOfRow: [ConstraintID], levels: [Int])
        }
        fileprivate var source: Source

        fileprivate init(source: Source) { self.source = source }

        /// Reads `solver` (tests: the explicit solver at the core's vertex, beside the core).
        package init(_ solver: Solver) { source = .explicit(solver.explainingCopy) }

        /// The constraints that determine `expression`'s value (`Solver.explain(_:)`).
        package func explain(_ expression: LinearExpression) -> ValueExplanation {
            switch source {
            case .explicit(let solver):
                return solver.explain(expression)
            case .factored(let core, let idOfRow, _):
                let row = core.explicitRow(of: expression)
                var dependencies: [Dependency] = []
                var free: [Variable] = []
                for cell in row.cells {
                    let symbol = core.symbol(cell.index)
                    switch symbol.role {
                    case .variable(let v):
                        free.append(v)
                    case .marker(let owner), .other(let owner):
                        // The symbol's coefficient in its own row: a point on the constant
                        // moves it by 1 / that.
                        guard Int(owner.raw) < idOfRow.count,
                            let own = core.columnCells[Int(cell.index)].first(where: {
                                $0.index == owner.raw
                            }), own.value != 0
                        else { continue }
                        dependencies.append(
                            Dependency(
                                constraint: idOfRow[Int(owner.raw)], symbol: symbol,
                                coefficient: cell.value, sensitivity: cell.value / own.value))
                    case .artificial:
                        continue
                    }
                }
                return ValueExplanation(
                    value: row.value, dependencies: dependencies, freeVariables: free.sorted())
            }
        }

        /// What holds a symbol of ``explain(_:)``'s dependencies at zero
        /// (`Solver.holding(of:)`).
        package func holding(of symbol: Symbol) -> Holding {
            switch source {
            case .explicit(let solver):
                return solver.holding(of: symbol)
            case .factored(let core, let idOfRow, let levels):
                let found = core.holding(of: symbol, levels: levels)
                return Holding(
                    priority: found.priority,
                    contributors: found.contributors.compactMap { contributor in
                        let row = Int(contributor.constraint.raw)
                        guard row < idOfRow.count else { return nil }
                        return (idOfRow[row], contributor.weight)
                    })
            }
        }
    }

    // MARK: - Switching

    /// Forgets the explicit solver built for reads: the layout is about to change.
    private mutating func changed() {
        if factored != nil { cache = Cache() }
    }

    /// Rows longer than this on average move a layout to the core.
    ///
    /// Half of `check`'s rule (`Solver.longRowAverage`), because every add on long rows pays
    /// for them, where `check` reads them once. The workloads shaped like screens stay well
    /// below it: at 32,000 views the rows of the form, feed, grid and nest average 3.7, 4.9,
    /// 6.4 and 7.9 cells; a chain of gaps passes it on the way from 1 to 100.
    static let switchRowAverage = Solver.longRowAverage / 2

    /// Moves the layout to the core when the explicit rows have grown long: a layout larger
    /// than `Solver.exactSizeLimit`, not steep, without edits (the core's edits are not
    /// `Solver`'s), whose rows hold more than ``switchRowAverage`` cells on average.
    private mutating func considerTheCore() {
        let count = base.constraintCount
        guard alwaysFactors || count >= nextLook else { return }
        nextLook = count + count / 4 + 1
        guard !base.isSteep,
            alwaysFactors || base.hasRows(averagingMoreThan: Self.switchRowAverage),
            !base.editConstraint.contains(where: { $0 >= 0 }),
            var core = RevisedCore(matching: base)
        else { return }
        if base.isJournaling { core.startJournal() }
        core.valueLimit = Solver.maximumValue
        era += 1
        factored = Factored(
            core: core, idOfRow: base.constraintIDs, pending: [],
            firstPending: Int32(base.records.count), era: era)
    }

    /// Moves the layout back to the explicit solver, at the core's vertex.
    private mutating func leaveTheCore() {
        guard let running = factored else { return }
        if base.isJournaling { history.append(Left(factored: running, base: base)) }
        base = Self.explicit(base, at: running)
        factored = nil
        era += 1
        // Back to the core only once the layout has grown by half: each way costs the
        // explicit rows once.
        nextLook = max(nextLook, base.constraintCount + base.constraintCount / 2 + 1)
    }

    /// `base` with the constraints the core took since the switch, at the core's vertex: the
    /// core's basis, less its dummies and spent artificials (fixed at 0, so where they sit
    /// moves nothing; a dummy's column is not whole in the explicit rows).
    private static func explicit(_ base: Solver, at factored: Factored) -> Solver {
        var solver = base
        var added = 0
        for change in factored.changes {
            switch change {
            case .add:
                // Should the explicit solver refuse what the core holds (rounding at a
                // tolerance's edge), the constraint is not there, and its id is spent (as
                // `Solver` spends a refused add's), so that every later one keeps its
                // constraint.
                _ = try? solver.add(factored.pending[added])
                added += 1
                let issued = Int(factored.firstPending) + added
                while solver.records.count < issued { solver.records.append(nil) }
            case .rewrite(let rewrite):
                // In the order the core took them, so every step is one the core passed
                // through; a refusal (the same edge) leaves that constraint as it was.
                try? solver.setPriority(rewrite.to.priority, of: rewrite.id)
                try? solver.setConstant(rewrite.to.expression.constant, of: rewrite.id)
            case .remove(let id):
                try? solver.remove(id)
            }
        }
        var wanted: [Int32] = []
        for slot in factored.core.basic.indices {
            let found = factored.core.symbol(factored.core.basic[slot])
            switch found.role {
            case .variable(let v):
                if solver.isKnown(v) { wanted.append(solver.variableSymbol[Int(v.index)]) }
            case .marker(let row), .other(let row):
                guard Int(row.raw) < factored.idOfRow.count,
                    let own = solver.symbols(of: factored.idOfRow[Int(row.raw)])
                else { continue }
                let mine = found.role == .marker(row) ? own.marker : own.other
                if let mine, mine.kind != .dummy { wanted.append(mine.id) }
            case .artificial:
                continue
            }
        }
        solver.pivotIn(wanted)
        return solver
    }

    // MARK: - Journal

    /// A point to roll back to: the era, and each engine's position in it.
    package struct Mark: Sendable {
        fileprivate var base: Solver.JournalMark
        /// The rest, boxed and shared by the marks that agree on it: a session keeps a mark
        /// per statement, and on the explicit solver nothing here changes between two.
        fileprivate var place: Place

        fileprivate var core: RevisedCore.Mark? { place.core }
        fileprivate var era: Int { place.era }
    }

    /// The era, the core's mark and how many changes the core made since the switch, and
    /// the next size at which to look at the rows.
    fileprivate final class Place: Sendable {
        let era: Int
        let core: RevisedCore.Mark?
        let changes: Int
        let nextLook: Int

        init(era: Int, core: RevisedCore.Mark?, changes: Int, nextLook: Int) {
            (self.era, self.core, self.changes, self.nextLook) = (era, core, changes, nextLook)
        }
    }

    package var isJournaling: Bool { base.isJournaling }

    package mutating func startJournal() {
        base.startJournal()
        factored?.core.startJournal()
    }

    package mutating func stopJournal() {
        base.stopJournal()
        factored?.core.stopJournal()
        history = []
    }

    package mutating func journalMark() -> Mark {
        let place: Place
        if factored == nil, let last = lastPlace, last.era == era, last.nextLook == nextLook {
            place = last
        } else {
            place = Place(
                era: era, core: factored?.core.mark, changes: factored?.changes.count ?? 0,
                nextLook: nextLook)
            lastPlace = place
        }
        return Mark(base: base.journalMark(), place: place)
    }

    package mutating func journalEntryCount() -> Int {
        base.journalEntryCount() + (factored?.core.journalCount ?? 0)
            + history.reduce(0) { $0 + $1.factored.core.journalCount }
    }

    /// The writes kept between `earlier` and `later` (marks of this engine, `earlier` first).
    package static func journalEntries(from earlier: Mark, to later: Mark) -> Int {
        var count = Solver.journalEntries(from: earlier.base, to: later.base)
        if earlier.era == later.era, let a = earlier.core, let b = later.core {
            count += max(0, b.journal - a.journal)
        }
        return count + max(0, later.era - earlier.era)
    }

    /// Whether ``rollBack(to:)`` reaches `mark`.
    package func canRollBack(to mark: Mark) -> Bool {
        guard base.isJournaling else { return false }
        var era = self.era
        var base = self.base
        var factored = self.factored
        var left = history.count
        while true {
            if let running = factored {
                if mark.era == running.era {
                    guard let core = mark.core else { return false }
                    return running.core.canRollBack(to: core) && base.canRollBack(to: mark.base)
                }
                guard mark.era < running.era else { return false }
                factored = nil
                era = running.era - 1
            } else {
                if mark.era == era { return base.canRollBack(to: mark.base) }
                guard mark.era < era, left > 0 else { return false }
                left -= 1
                base = history[left].base
                factored = history[left].factored
                era = history[left].factored.era
            }
        }
    }

    /// Takes back every change since `mark`, across switches; false, changing nothing, when
    /// the journal does not reach it.
    ///
    /// - Complexity: the writes since the mark, in each engine it crosses.
    @discardableResult
    package mutating func rollBack(to mark: Mark) -> Bool {
        guard canRollBack(to: mark) else { return false }
        cache = Cache()
        while true {
            if var running = factored {
                if mark.era == running.era, let core = mark.core {
                    factored = nil
                    running.core.rollBack(to: core)
                    while running.changes.count > mark.place.changes,
                        let change = running.changes.popLast()
                    {
                        switch change {
                        case .add:
                            running.pending.removeLast()
                            running.idOfRow.removeLast()
                        case .rewrite(let rewrite):
                            running.rewritten[rewrite.id] = rewrite.previous
                        case .remove(let id):
                            running.removed.remove(id)
                        }
                    }
                    factored = running
                    break
                }
                // The mark is older than the switch: the explicit solver is as it was then.
                factored = nil
                era = running.era - 1
            } else {
                if mark.era == era { break }
                let last = history.removeLast()
                base = last.base
                factored = last.factored
                era = last.factored.era
            }
        }
        base.rollBack(to: mark.base)
        nextLook = mark.place.nextLook
        return true
    }

    /// Lets go of what only a rollback before `mark` would need: the cores left before its
    /// era, and in every engine kept from its era on, the journal before it (the explicit
    /// solvers share one journal's positions: each was copied from the one before).
    package mutating func forgetJournal(before mark: Mark) {
        history.removeAll { $0.factored.era < mark.era }
        for k in history.indices {
            history[k].base.forgetJournal(before: mark.base)
            if history[k].factored.era == mark.era, let core = mark.core {
                history[k].factored.core.forgetJournal(before: core)
            }
        }
        base.forgetJournal(before: mark.base)
        if mark.era == era, let core = mark.core { factored?.core.forgetJournal(before: core) }
    }
}

extension Solver {
    /// Pivots each symbol of `symbols` into the basis, in place of a basic symbol not among
    /// them (the one with the largest cell in its column), then optimises.
    ///
    /// When every symbol that is not 0 at a vertex of these constraints is among `symbols`,
    /// the solver ends at that vertex: a basis holding them has every other symbol at 0, and
    /// the same constraints under such a basis give the same values. The optimisation that
    /// follows makes only steps of 0 from an optimal vertex.
    fileprivate mutating func pivotIn(_ symbols: [Int32]) {
        var wanted = [Bool](repeating: false, count: symbolKind.count)
        for symbol in symbols { wanted[Int(symbol)] = true }
        for symbol in symbols.sorted() where basicRow[Int(symbol)] < 0 {
            var best: (slot: Int32, size: Double)?
            for (slot, coefficient) in liveCells(symbol)
            where !wanted[Int(rowBasic[Int(slot)])] && abs(coefficient) > (best?.size ?? 0) {
                best = (slot, abs(coefficient))
            }
            guard let best else { continue }
            pivot(symbol, leaving: best.slot)
        }
        _ = try? reoptimize()
    }
}
