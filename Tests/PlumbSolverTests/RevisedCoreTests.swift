import PlumbTestSupport
import Testing

@testable import PlumbSolver

/// The revised core (docs/factored-basis.md, stage 2 prototype) against `Solver`, which the
/// exact oracle checks: the same accepted constraints, the same error at every priority, and
/// on chains the same values with a factor that grows with the chain, not its square.
@Suite("Revised core")
struct RevisedCoreTests {
    @Test func theSolverDocumentationExample() throws {
        var core = RevisedCore()
        let (x, w) = (Variable(index: 0), Variable(index: 1))
        try core.add(Constraint(x - 20, .equal))
        try core.add(Constraint(x + w - 100, .equal))
        try core.add(Constraint(w - 50, .greaterThanOrEqual, priority: .high))
        #expect(core.value(of: w) == 80)
        #expect(throws: RevisedCore.Failure.unsatisfiable) {
            try core.add(Constraint(w - 100, .greaterThanOrEqual))
        }
    }

    /// Random systems over 6 variables, built by adds and then changed by constant changes:
    /// each operation `Solver` accepts the core accepts, with the same total error at every
    /// priority (both are optimal, so the lexicographic levels agree even where the
    /// solutions differ); the first one `Solver` refuses, the core refuses too.
    @Test(arguments: 0..<200)
    func randomSystemsReachTheSolversOptimum(seed: UInt64) throws {
        var random = SplitMix64(seed: 5000 + seed)
        var solver = Solver()
        let variables = (0..<6).map { solver.makeVariable(named: "v\($0)") }
        var core = RevisedCore()
        var added: [(constraint: Constraint, id: ConstraintID, row: Int)] = []
        let priorities: [Priority] = [.required, .required, .required, .high, .low, .fittingSize]
        let adds = 4 + random.below(12)
        for step in 0..<(adds + 10) {
            if step >= adds {
                // Change the constant of a constraint added before.
                guard let pick = random.pick(added.indices.map { $0 }) else { return }
                let constant = Double(random.below(201) - 100)
                do {
                    try solver.setConstant(constant, of: added[pick].id)
                } catch {
                    #expect(throws: RevisedCore.Failure.unsatisfiable, "seed \(5000 + seed)") {
                        try core.setConstant(constant, ofRow: added[pick].row)
                    }
                    return
                }
                try core.setConstant(constant, ofRow: added[pick].row)
                added[pick].constraint.expression.constant = constant
                #expect(
                    core.primalRepairs == 0, "seed \(5000 + seed): the dual simplex left a cost")
            } else {
                var expression = LinearExpression(constant: Double(random.below(201) - 100))
                for _ in 0..<(1 + random.below(3)) {
                    let coefficient = [1, -1, 2, -0.5, 3][random.below(5)]
                    expression = expression + coefficient * variables[random.below(6)]
                }
                let relation = Relation.allCases[random.below(3)]
                let constraint = Constraint(
                    expression, relation, priority: priorities[random.below(priorities.count)])
                let id: ConstraintID
                do {
                    id = try solver.add(constraint)
                } catch {
                    #expect(throws: RevisedCore.Failure.unsatisfiable, "seed \(5000 + seed)") {
                        try core.add(constraint)
                    }
                    return
                }
                added.append((constraint, id, try core.add(constraint)))
            }
            let constraints = added.map(\.constraint)
            for level in Set(constraints.map(\.priority.value)).sorted() where level < 1000 {
                let errors = [solver.value(of:), core.value(of:)].map { value in
                    constraints.filter { $0.priority.value == level }.reduce(0.0) {
                        $0 + $1.error(value)
                    }
                }
                #expect(
                    abs(errors[0] - errors[1]) <= 1e-7 * (1 + errors[0]),
                    "seed \(5000 + seed) step \(step): error at \(level): solver \(errors[0]), core \(errors[1])"
                )
            }
            for constraint in constraints where constraint.priority.isRequired {
                #expect(
                    constraint.violation(core.value(of:)) == 0, "seed \(5000 + seed) step \(step)")
            }
        }
    }

    /// Rows stacked by `>=` gaps, with or without each gap also `== 8 @750`: the core puts
    /// every row where `Solver` does, and its factor holds a few cells a row, where the
    /// tableau's rows hold every gap above them.
    @Test(arguments: [false, true])
    func aChainOfGapsStaysLinear(optional: Bool) throws {
        let count = 600
        var solver = Solver()
        var core = RevisedCore()
        var tops: [Variable] = []
        for k in 0..<count {
            let (top, height) = (
                solver.makeVariable(named: "top\(k)"), solver.makeVariable(named: "height\(k)")
            )
            var constraints = [Constraint(height - 30, .equal)]
            if let above = tops.last {
                // top ≥ above.top + 30 + 8, through the height of the row above.
                let aboveHeight = Variable(index: above.index + 1)
                constraints.append(Constraint(top - above - aboveHeight - 8, .greaterThanOrEqual))
                if optional {
                    constraints.append(
                        Constraint(top - above - aboveHeight - 8, .equal, priority: .high))
                }
            } else {
                constraints.append(Constraint(top - 8, .equal))
            }
            for constraint in constraints {
                _ = try solver.add(constraint)
                try core.add(constraint)
            }
            tops.append(top)
            _ = k
        }
        for top in tops { #expect(core.value(of: top) == solver.value(of: top)) }
        #expect(core.value(of: tops[count - 1]) == 8 + 38 * Double(count - 1))
        #expect(core.factorCells <= 5 * count)
        #expect(core.pivotCount == 0)
    }
}
