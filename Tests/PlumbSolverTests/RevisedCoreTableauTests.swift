import PlumbTestSupport
import Testing

@testable import PlumbSolver

/// The revised core's tableau read on demand (rows by BTRAN and PRICE, columns by FTRAN, the
/// objective from its reduced costs), checked three ways: against the constraints as written,
/// against each other, and against `Solver`'s explicit tableau where both hold the same basis.
@Suite struct RevisedCoreTableauTests {
    /// Every row read on demand is its basic symbol solved for, on random systems.
    ///
    /// After adds, removals and constant changes: move every nonbasic symbol by a random
    /// amount, set each basic one from its row, and every live constraint as written still
    /// holds. No row names a removed constraint (a removal leaves one of its markers
    /// basic), `holding` (a column) agrees with the rows whose basic symbol is an error, and
    /// the objective's cells (the reduced costs the core keeps) are the costs read through
    /// the rows.
    @Test(arguments: 0..<60 as Range<UInt64>)
    func rowsReadOnDemandAreTheConstraintsSolved(seed: UInt64) throws {
        var random = SplitMix64(seed: 7000 + seed)
        let variables = (0..<6).map { Variable(index: Int32($0)) }
        var core = RevisedCore()
        var rows: [Int] = []
        let priorities: [Priority] = [.required, .required, .high, .low, .fittingSize]
        let label = "seed \(7000 + seed)"
        for step in 0..<30 {
            if step >= 8 && random.below(3) == 0, let pick = random.pick(rows.indices.map { $0 }) {
                try core.remove(row: rows[pick])
                rows.remove(at: pick)
            } else if step >= 8 && random.below(3) == 0,
                let pick = random.pick(rows.indices.map { $0 })
            {
                _ = try? core.setConstant(Double(random.below(201) - 100), ofRow: rows[pick])
            } else {
                let constraint = RevisedCoreTests.randomConstraint(
                    &random, variables, priorities, constants: (-100...100).map(Double.init),
                    coefficients: [1, -1, 2, -0.5, 3])
                if let row = try? core.add(constraint) { rows.append(row) }
            }
            Self.expectConsistentReadings(core, &random, "\(label) step \(step)")
        }
    }

    static func expectConsistentReadings(
        _ core: RevisedCore, _ random: inout SplitMix64, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rows = core.tableauRows
        var moved = core.values
        for j in core.kinds.indices where core.slotOf[j] < 0 && core.kinds[j] != .artificial {
            moved[j] += Double(random.below(2001) - 1000) / 100
        }
        for row in rows {
            #expect(
                row.cells.allSatisfy {
                    $0.symbol.owner.map { !core.isRemoved[Int($0.raw)] } ?? true
                },
                "\(label): \(row.basic) names a removed constraint", sourceLocation: sourceLocation)
            let at = { (values: [Double]) in
                row.cells.reduce(row.constant) { $0 + $1.coefficient * values[Int($1.symbol.id)] }
            }
            #expect(
                abs(at(core.values) - core.values[Int(row.basic.id)]) <= 1e-9 * 1000,
                "\(label): \(row.basic)'s row misses its value", sourceLocation: sourceLocation)
            moved[Int(row.basic.id)] = at(moved)
        }
        for r in core.rowCells.indices where !core.isRemoved[r] {
            let sum = core.rowCells[r].reduce(0.0) { $0 + $1.value * moved[Int($1.index)] }
            #expect(
                abs(sum - core.rowConstant[r]) <= 1e-7 * 1000,
                "\(label): row \(r) misses by \(sum - core.rowConstant[r]) once moved",
                sourceLocation: sourceLocation)
        }
        // The objective through the rows: d_j = c_j + Σ_b c_b·cell_b(j), level by level.
        let levels = core.objectiveLevels
        for (n, level) in core.levelsInUse.enumerated() {
            var expected = [Double](repeating: 0, count: core.kinds.count)
            for j in core.kinds.indices where core.slotOf[j] < 0 {
                expected[j] = core.cost[level][j]
            }
            for row in rows {
                let c = core.cost[level][Int(row.basic.id)]
                for cell in row.cells { expected[Int(cell.symbol.id)] += c * cell.coefficient }
            }
            for cell in levels[n].cells {
                #expect(
                    abs(cell.coefficient - expected[Int(cell.symbol.id)]) <= 1e-9,
                    "\(label): reduced cost of \(cell.symbol) at level \(level)",
                    sourceLocation: sourceLocation)
                expected[Int(cell.symbol.id)] = 0
            }
            for j in expected.indices where core.kinds[j] != .artificial {
                #expect(
                    abs(expected[j]) <= 1e-9, "\(label): \(j) costs \(expected[j]), not listed",
                    sourceLocation: sourceLocation)
            }
        }
        // `holding` by its column, against the error rows it reaches.
        for j in core.kinds.indices
        where core.slotOf[j] < 0 && core.kinds[j] != .artificial && core.kinds[j] != .dead {
            let symbol = core.symbol(Int32(j))
            let holding = core.holding(of: symbol)
            guard let priority = holding.priority else { continue }
            let level = core.levelPriority.firstIndex(of: priority) ?? 0
            var expected: [(ConstraintID, Double)] = []
            if core.kinds[j] == .error, let owner = symbol.owner, core.cost[level][j] != 0 {
                expected.append((owner, 1))
            }
            for row in rows where row.basic.kind == .error {
                guard core.cost[level][Int(row.basic.id)] != 0, let owner = row.basic.owner,
                    let cell = row.cells.first(where: { $0.symbol.id == Int32(j) })
                else { continue }
                expected.append((owner, cell.coefficient))
            }
            expected.sort { $0.0 < $1.0 }
            #expect(
                holding.contributors.map(\.constraint) == expected.map(\.0),
                "\(label): what holds \(symbol)", sourceLocation: sourceLocation)
            for (found, wanted) in zip(holding.contributors, expected) {
                #expect(abs(found.weight - wanted.1) <= 1e-9, sourceLocation: sourceLocation)
            }
        }
    }

    /// On a chain of rows stacked by `>=` gaps that each also want to be 8 at 750, both
    /// engines hold the same basis, so the rows read on demand are `Solver`'s rows, cell for
    /// cell, and so are the objective and what holds each symbol.
    @Test func aChainReadsAsSolversTableau() throws {
        var solver = Solver()
        solver.dummyLimit = .max
        var core = RevisedCore()
        var tops: [Variable] = []
        for k in 0..<40 {
            let top = solver.makeVariable(named: "top\(k)")
            let height = solver.makeVariable(named: "height\(k)")
            var constraints = [Constraint(height - 20 - Double(k % 3), .equal)]
            if let above = tops.last {
                let aboveHeight = Variable(index: above.index + 1)
                constraints.append(Constraint(top - above - aboveHeight - 8, .greaterThanOrEqual))
                constraints.append(
                    Constraint(top - above - aboveHeight - 8, .equal, priority: .high))
                constraints.append(Constraint(top - 30 * Double(k), .equal, priority: .low))
            } else {
                constraints.append(Constraint(top - 8, .equal))
            }
            for constraint in constraints {
                let id = try solver.add(constraint)
                #expect(try core.add(constraint) == Int(id.raw))
            }
            tops.append(top)
        }
        // The core's symbols by the same roles in `Solver`.
        func counterpart(_ symbol: Symbol) -> Int32? {
            switch symbol.role {
            case .variable(let v): solver.symbol(of: v).id
            case .marker(let c): solver.symbols(of: c)?.marker.id
            case .other(let c): solver.symbols(of: c)?.other?.id
            case .artificial: nil
            }
        }
        func cells(_ cells: [TableauCell], mapped: Bool) -> [Int32: Double] {
            var result: [Int32: Double] = [:]
            for cell in cells {
                guard let id = mapped ? counterpart(cell.symbol) : cell.symbol.id else { continue }
                result[id] = cell.coefficient
            }
            return result
        }
        func same(_ a: [Int32: Double], _ b: [Int32: Double]) -> Bool {
            a.keys.sorted() == b.keys.sorted()
                && a.allSatisfy { abs($0.value - (b[$0.key] ?? .nan)) <= 1e-9 }
        }
        let rows = core.tableauRows
        #expect(rows.count == solver.tableauRows.count)
        for row in rows {
            let id = try #require(counterpart(row.basic))
            let expected = try #require(solver.row(of: solver.symbol(id)), "\(row.basic)")
            #expect(abs(row.constant - expected.constant) <= 1e-9, "\(row.basic)")
            #expect(same(cells(row.cells, mapped: true), cells(expected.cells, mapped: false)))
        }
        let levels = core.objectiveLevels
        #expect(levels.map(\.priority) == solver.objectiveLevels.map(\.priority))
        for (found, expected) in zip(levels, solver.objectiveLevels) {
            #expect(same(cells(found.cells, mapped: true), cells(expected.cells, mapped: false)))
        }
        for j in core.kinds.indices where core.slotOf[j] < 0 && core.kinds[j] != .artificial {
            let symbol = core.symbol(Int32(j))
            let id = try #require(counterpart(symbol))
            let expected = solver.holding(of: solver.symbol(id))
            let found = core.holding(of: symbol)
            #expect(found.priority == expected.priority, "\(symbol)")
            #expect(found.contributors.map(\.constraint) == expected.contributors.map(\.constraint))
            for (a, b) in zip(found.contributors, expected.contributors) {
                #expect(abs(a.weight - b.weight) <= 1e-9)
            }
        }
        #expect(core.row(of: tops[39]) != nil)
        #expect(core.row(of: Variable(index: 999)) == nil)
    }

    /// A core made on `Solver`'s basis stands at `Solver`'s vertex.
    ///
    /// On 150 random systems of adds and removals, every value is `Solver`'s, and the core
    /// finds nothing to improve.
    /// Ambiguous systems have other optimal vertices, and a core that adds the same
    /// constraints stands at another in many of them: the basis, not the constraints, is what
    /// puts it where `Solver` is.
    @Test func aCoreOnSolversBasisStandsAtItsVertex() throws {
        var elsewhere = 0
        for seed in 0..<150 as Range<UInt64> {
            var random = SplitMix64(seed: 11000 + seed)
            var solver = Solver()
            let variables = (0..<6).map { solver.makeVariable(named: "v\($0)") }
            let priorities: [Priority] = [.required, .required, .high, .low]
            var ids: [ConstraintID] = []
            for _ in 0..<(4 + random.below(10)) {
                let constraint = RevisedCoreTests.randomConstraint(
                    &random, variables, priorities, constants: [-20, -10, 0, 10, 20],
                    coefficients: [1, -1, 2])
                if let id = try? solver.add(constraint) { ids.append(id) }
            }
            if ids.count > 2, random.below(2) == 0 {
                try solver.remove(ids[random.below(ids.count)])
            }
            let label = "seed \(11000 + seed)"
            var core = try #require(RevisedCore(matching: solver), "\(label)")
            for variable in variables {
                let expected = solver.value(of: variable)
                #expect(
                    abs(core.value(of: variable) - expected) <= 1e-9 * (1 + abs(expected)),
                    "\(label): \(variable)")
            }
            // Solving the basis afresh gives back what the pivots kept, values and costs.
            let (values, reduced) = (core.values, core.reduced)
            for level in core.reduced.indices {
                core.reduced[level] = core.reduced[level].map { $0 + 1 }
            }
            core.values = core.values.map { $0 + 1 }
            core.solveBasisAfresh()
            #expect(zip(core.values, values).allSatisfy { abs($0 - $1) <= 1e-9 * (1 + abs($1)) })
            #expect(
                zip(core.reduced.joined(), reduced.joined()).allSatisfy { abs($0 - $1) <= 1e-9 },
                "\(label): reduced costs")
            let pivots = core.pivotCount
            try core.optimize()
            #expect(core.pivotCount == pivots, "\(label): the core improved on Solver's basis")
            var plain = RevisedCore()
            for id in solver.constraintIDs { try plain.add(try #require(solver.constraint(id))) }
            if variables.contains(where: { abs(plain.value(of: $0) - solver.value(of: $0)) > 1e-6 })
            {
                elsewhere += 1
            }
        }
        #expect(elsewhere >= 10, "only \(elsewhere) systems had another vertex")
    }
}
