import Testing

@testable import PlumbSolver

/// The tableau index agrees with the solver it reads: each symbol's column lists exactly the
/// rows whose cells name it, with their constants and its coefficients, and the ratio test
/// stops a slack where its row would turn negative.
@Suite("Tableau index")
struct TableauIndexTests {
    @Test func columnsMatchTheTableau() throws {
        var solver = Solver()
        let (x, w) = solver.makeVariables(named: "x", "w")
        try solver.add(Constraint(x + w - 100, .equal))
        try solver.add(Constraint(LinearExpression(w) - 30, .greaterThanOrEqual))
        try solver.add(Constraint(x - w, .lessThanOrEqual, priority: .low))
        let index = TableauIndex(solver)
        let rows = solver.tableauRows
        let symbols = Set(rows.flatMap { $0.cells.map(\.symbol) })
        #expect(!symbols.isEmpty)
        for symbol in symbols {
            // The rows whose cells name the symbol, in the order rows are listed (by basic id).
            let expected = rows.compactMap { row in
                row.cells.first { $0.symbol == symbol }.map {
                    (row.basic, row.constant, $0.coefficient)
                }
            }
            let found = index.cells(of: symbol)
            #expect(found.map(\.basic) == expected.map(\.0), "\(symbol)")
            #expect(found.map(\.constant) == expected.map(\.1))
            #expect(found.map(\.coefficient) == expected.map(\.2))
        }
        for row in rows {
            #expect(index.cells(of: row.basic).isEmpty, "a basic symbol is in no row")
        }
    }

    @Test func theRatioTestStopsWhereARowTurnsNegative() throws {
        var solver = Solver()
        let w = solver.makeVariable(named: "w")
        // w ≥ 30 and w ≤ 80, w as small as it can be: w = 30, and the ≤ slack can give 50.
        try solver.add(Constraint(LinearExpression(w) - 30, .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(w) - 80, .lessThanOrEqual))
        try solver.add(Constraint(LinearExpression(w), .equal, priority: .low))
        #expect(solver.value(of: w) == 30)
        let index = TableauIndex(solver)
        let limits = Set(solver.tableauRows.flatMap(\.cells).map(\.symbol))
            .filter { $0.kind.isRestricted }
            .map { index.risingLimit(of: $0) }
        #expect(limits.contains(50), "\(limits)")
    }
}
