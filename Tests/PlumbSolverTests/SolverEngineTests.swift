import PlumbTestSupport
import Testing

@testable import PlumbSolver

/// The engine that runs a layout on the explicit tableau or, where its rows grow long, on the
/// factored core: the switch moves no value, the explicit solver it builds for reads stands
/// where the core stands, every operation but an add goes back to `Solver`, and the journal
/// rolls back across switches as if none had happened.
@Suite struct SolverEngineTests {
    /// A chain of `>=` gaps: the rows grow long, the core takes over, and every value is the
    /// one the explicit solver alone gives.
    @Test func theCoreTakesOverWhereRowsGrowLong() throws {
        var engine = SolverEngine()
        var solver = Solver()
        var tops: [Variable] = []
        func both(_ constraint: Constraint) throws {
            try engine.add(constraint)
            try solver.add(constraint)
        }
        for i in 0..<300 {
            let top = engine.makeVariable(named: "top\(i)")
            let height = engine.makeVariable(named: "height\(i)")
            _ = solver.makeVariable(named: "top\(i)")
            _ = solver.makeVariable(named: "height\(i)")
            try both(Constraint(height - 30, .equal))
            try both(Constraint(LinearExpression(height), .greaterThanOrEqual))
            if let previous = tops.last {
                let gap = top - previous - Variable(index: previous.index + 1) - 8
                try both(Constraint(gap, .greaterThanOrEqual))
            } else {
                try both(Constraint(LinearExpression(top), .equal))
            }
            tops.append(top)
        }
        let factored = engine.isFactored
        #expect(factored)
        for index in 0..<Int32(solver.variableCount) {
            let v = Variable(index: index)
            #expect(close(engine.value(of: v), solver.value(of: v), 1e-12), "\(solver.name(of: v))")
        }
        let last = engine.value(of: tops[299])
        #expect(last == 299 * 38)
        let ids = engine.constraintIDs
        #expect(ids == solver.constraintIDs)
        let builtBefore = engine.hasBuiltExplicitSolver
        #expect(!builtBefore)
        let built = engine.solver
        let builtAfter = engine.hasBuiltExplicitSolver
        #expect(builtAfter)
        expectSound(built)
        #expect(built.explain(tops[100]).value == 100 * 38)
    }

    /// On random systems that cross the switch after every add: the explicit solver built for
    /// reads stands at the core's vertex (even where the optimum is not unique), is sound,
    /// and has the errors of a solver that was never switched at every priority; every
    /// operation the plain solver takes the engine takes, and every one it refuses the engine
    /// refuses with the same conflict.
    @Test(arguments: 0..<120 as Range<UInt64>)
    func theEngineAnswersAsTheSolverDoes(seed: UInt64) throws {
        var random = SplitMix64(seed: 9100 + seed)
        var engine = SolverEngine()
        engine.alwaysFactors = true
        var plain = Solver()
        let variables = (0..<6).map { engine.makeVariable(named: "v\($0)") }
        _ = plain.makeVariables(6)
        var ids: [ConstraintID] = []
        let label = "seed \(9100 + seed)"
        for step in 0..<36 {
            let operation = Self.randomOperation(&random, variables, ids)
            let a = Self.apply(operation, to: &engine)
            let b = Self.apply(operation, to: &plain)
            #expect(a.accepted == b.accepted, "\(label) step \(step): \(operation)")
            #expect(a.conflict == b.conflict, "\(label) step \(step): \(operation)")
            if case .add = operation, let id = a.id { ids.append(id) }
            ids.removeAll { !engine.contains($0) }
            let built = engine.solver
            for v in variables {
                #expect(
                    close(built.value(of: v), engine.value(of: v), 1e-9),
                    "\(label) step \(step): \(built.name(of: v)) is \(built.value(of: v)) read, \(engine.value(of: v)) held"
                )
            }
            #expect(built.checkInvariants() == [], "\(label) step \(step)")
            let levels = built.errorByLevel
            let expected = plain.errorByLevel
            #expect(levels.map(\.priority) == expected.map(\.priority), "\(label) step \(step)")
            for (x, y) in zip(levels, expected) {
                #expect(close(x.error, y.error, 1e-7), "\(label) step \(step): level \(x.priority)")
            }
        }
    }

    /// Random sequences of adds, removals, constant and priority changes cross the switch
    /// both ways; rolling back to any mark gives, to the bit, what a fresh engine replaying
    /// the operations up to it gives, and the same operations from there give the same
    /// future.
    @Test(arguments: 0..<60 as Range<UInt64>)
    func rollingBackCrossesTheSwitches(seed: UInt64) throws {
        var random = SplitMix64(seed: 9300 + seed)
        func fresh() -> (SolverEngine, [Variable]) {
            var engine = SolverEngine()
            engine.alwaysFactors = seed % 2 == 0
            engine.startJournal()
            let variables = (0..<6).map { engine.makeVariable(named: "v\($0)") }
            return (engine, variables)
        }
        var (engine, variables) = fresh()
        var operations: [Operation] = []
        var marks = [engine.journalMark()]
        var snapshots = [Self.snapshot(engine, variables)]
        var ids: [ConstraintID] = []
        var crossings = 0
        for _ in 0..<40 {
            let operation = Self.randomOperation(&random, variables, ids)
            let wasFactored = engine.isFactored
            let result = Self.apply(operation, to: &engine)
            if engine.isFactored != wasFactored { crossings += 1 }
            if case .add = operation, let id = result.id { ids.append(id) }
            ids.removeAll { !engine.contains($0) }
            operations.append(operation)
            marks.append(engine.journalMark())
            snapshots.append(Self.snapshot(engine, variables))
        }
        let label = "seed \(9300 + seed)"
        // Back to three marks, newest first, each checked against a fresh replay.
        var targets = (0..<3).map { _ in random.below(marks.count) }.sorted(by: >)
        targets.removeAll { $0 == marks.count - 1 }
        for target in targets {
            let reaches = engine.canRollBack(to: marks[target])
            #expect(reaches, "\(label) mark \(target)")
            let rolled = engine.rollBack(to: marks[target])
            #expect(rolled, "\(label) mark \(target)")
            #expect(
                Self.snapshot(engine, variables) == snapshots[target], "\(label) mark \(target)")
            var (replayed, _) = fresh()
            for operation in operations[..<target] { _ = Self.apply(operation, to: &replayed) }
            #expect(
                Self.snapshot(replayed, variables) == snapshots[target], "\(label) replay \(target)"
            )
            let same = engine.isFactored == replayed.isFactored
            #expect(same, "\(label) mark \(target)")
        }
        if let target = targets.last {
            // The same future from there.
            for (n, operation) in operations[target...].enumerated() {
                _ = Self.apply(operation, to: &engine)
                #expect(
                    Self.snapshot(engine, variables) == snapshots[target + n + 1],
                    "\(label) replayed step \(target + n)")
            }
        }
        if seed % 2 == 0 { #expect(crossings > 0, "\(label): no switch crossed") }
    }

    /// Forgetting the journal before a mark keeps every later mark within reach and lets
    /// the earlier ones go, in the core's journal as in the explicit solver's.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func forgettingKeepsTheLaterMarks(seed: UInt64) throws {
        var random = SplitMix64(seed: 9500 + seed)
        var engine = SolverEngine()
        engine.alwaysFactors = true
        engine.startJournal()
        let variables = (0..<6).map { engine.makeVariable(named: "v\($0)") }
        var marks = [engine.journalMark()]
        var snapshots = [Self.snapshot(engine, variables)]
        var ids: [ConstraintID] = []
        for _ in 0..<30 {
            let operation = Self.randomOperation(&random, variables, ids)
            if case .add = operation, let id = Self.apply(operation, to: &engine).id {
                ids.append(id)
            } else {
                _ = Self.apply(operation, to: &engine)
            }
            ids.removeAll { !engine.contains($0) }
            marks.append(engine.journalMark())
            snapshots.append(Self.snapshot(engine, variables))
        }
        let label = "seed \(9500 + seed)"
        let kept = engine.journalEntryCount()
        engine.forgetJournal(before: marks[15])
        let left = engine.journalEntryCount()
        #expect(left < kept, "\(label): nothing let go")
        let early = engine.canRollBack(to: marks[5])
        #expect(!early, "\(label): a forgotten mark is still within reach")
        let late = engine.rollBack(to: marks[20])
        #expect(late, "\(label)")
        #expect(Self.snapshot(engine, variables) == snapshots[20], "\(label)")
        let back = engine.rollBack(to: marks[15])
        #expect(back, "\(label)")
        #expect(Self.snapshot(engine, variables) == snapshots[15], "\(label)")
    }

    /// The core lets go of its journal before a mark (factors a refactorisation replaced
    /// included) and still rolls back to the mark exactly.
    @Test func theCoreForgetsItsJournalBeforeAMark() throws {
        var random = SplitMix64(seed: 9600)
        var core = RevisedCore()
        core.etaLimit = 1
        core.startJournal()
        let variables = (0..<6).map { Variable(index: Int32($0)) }
        func addSome() {
            for _ in 0..<12 {
                _ = try? core.add(
                    RevisedCoreTests.randomConstraint(
                        &random, variables, [.required, .high, .low],
                        constants: (-100...100).map(Double.init), coefficients: [1, -1, 2]))
            }
        }
        addSome()
        let early = core.mark
        addSome()
        let late = core.mark
        let values = core.values
        var reference = core
        addSome()
        let before = core.journalCount
        core.forgetJournal(before: late)
        #expect(core.journalCount == before - late.journal)
        #expect(!core.canRollBack(to: early))
        #expect(core.canRollBack(to: late))
        core.rollBack(to: late)
        #expect(core.values == values)
        #expect(core.journalCount == 0)
        // The same future as a core that never went ahead: the factor is the one it had.
        var future = SplitMix64(seed: 9601)
        for _ in 0..<12 {
            let constraint = RevisedCoreTests.randomConstraint(
                &future, variables, [.required, .high, .low],
                constants: (-100...100).map(Double.init), coefficients: [1, -1, 2])
            _ = try? core.add(constraint)
            _ = try? reference.add(constraint)
            #expect(core.values == reference.values)
        }
    }

    /// A required add the core refuses is `Solver`'s to answer: the layout goes back to the
    /// explicit solver, which refuses it with its conflict, and nothing moves.
    @Test func aRefusedAddIsTheSolversAnswer() throws {
        var engine = SolverEngine()
        engine.alwaysFactors = true
        let (x, y) = (engine.makeVariable(named: "x"), engine.makeVariable(named: "y"))
        try engine.add(Constraint(x - 10, .greaterThanOrEqual))
        try engine.add(Constraint(y - x - 5, .equal))
        let factored = engine.isFactored
        #expect(factored)
        var plain = Solver()
        _ = plain.makeVariables(named: "x", "y")
        try plain.add(Constraint(x - 10, .greaterThanOrEqual))
        try plain.add(Constraint(y - x - 5, .equal))
        let refused = Constraint(y - 12, .equal)
        let found = conflict { () throws(SolverError) in try engine.add(refused) }
        let expected = conflict { () throws(SolverError) in try plain.add(refused) }
        #expect(found != nil)
        #expect(found == expected)
        let left = !engine.isFactored
        #expect(left)
        let value = engine.value(of: y)
        #expect(value == plain.value(of: y))
        let ids = engine.constraintIDs
        #expect(ids == plain.constraintIDs)
    }

    // MARK: - Support

    enum Operation: CustomStringConvertible {
        case add(Constraint)
        case remove(ConstraintID)
        case constant(ConstraintID, Double)
        case priority(ConstraintID, Priority)

        var description: String {
            switch self {
            case .add(let c): "add \(c)"
            case .remove(let id): "remove \(id)"
            case .constant(let id, let c): "constant \(id) \(c)"
            case .priority(let id, let p): "priority \(id) \(p.value)"
            }
        }
    }

    static func randomOperation(
        _ random: inout SplitMix64, _ variables: [Variable], _ ids: [ConstraintID]
    ) -> Operation {
        let roll = random.below(10)
        if ids.count > 4, roll == 0, let id = random.pick(ids) { return .remove(id) }
        if ids.count > 4, roll == 1, let id = random.pick(ids) {
            return .constant(id, Double(random.below(201) - 100))
        }
        if ids.count > 4, roll == 2, let id = random.pick(ids) {
            return .priority(id, [Priority.high, .low, .fittingSize][random.below(3)])
        }
        return .add(
            RevisedCoreTests.randomConstraint(
                &random, variables, [.required, .required, .high, .low, .fittingSize],
                constants: (-100...100).map(Double.init), coefficients: [1, -1, 2, -0.5, 3]))
    }

    struct Outcome {
        var accepted: Bool
        var id: ConstraintID?
        var conflict: Conflict?
    }

    /// `operation` on an engine or a plain solver: the same calls, the same outcome.
    static func apply<Target: OperationTarget>(_ operation: Operation, to target: inout Target)
        -> Outcome
    {
        do throws(SolverError) {
            switch operation {
            case .add(let c): return Outcome(accepted: true, id: try target.add(c))
            case .remove(let id): try target.remove(id)
            case .constant(let id, let c): try target.setConstant(c, of: id)
            case .priority(let id, let p): try target.setPriority(p, of: id)
            }
            return Outcome(accepted: true)
        } catch {
            guard case .unsatisfiable(let c) = error else { return Outcome(accepted: false) }
            return Outcome(accepted: false, conflict: c)
        }
    }

    struct Snapshot: Equatable {
        var values: [Double]
        var ids: [ConstraintID]
        /// Each constraint as the engine tells it now (its constant and priority changed).
        var constraints: [Constraint?]
        var factored: Bool
    }

    static func snapshot(_ engine: SolverEngine, _ variables: [Variable]) -> Snapshot {
        Snapshot(
            values: variables.map { engine.value(of: $0) }, ids: engine.constraintIDs,
            constraints: engine.constraintIDs.map { engine.constraint($0) },
            factored: engine.isFactored)
    }
}

/// What the random operations are applied to: `Solver` and `SolverEngine` share these calls.
protocol OperationTarget {
    @discardableResult
    mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID
    mutating func remove(_ id: ConstraintID) throws(SolverError)
    mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError)
    mutating func setPriority(_ priority: Priority, of id: ConstraintID) throws(SolverError)
}

extension Solver: OperationTarget {}
extension SolverEngine: OperationTarget {}
