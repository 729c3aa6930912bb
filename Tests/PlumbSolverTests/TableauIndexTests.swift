import Testing

@testable import PlumbSolver

/// The tableau index agrees with the solver it indexes: every row is found by its basic
/// symbol, every cell's symbol lists the row in its column, and the ratio test stops a slack
/// where its row would turn negative.
@Suite("Tableau index")
struct TableauIndexTests {
    @Test func rowsAndColumnsMatchTheTableau() throws {
        var solver = Solver()
        let (x, w) = solver.makeVariables(named: "x", "w")
        try solver.add(Constraint(x + w - 100, .equal))
        try solver.add(Constraint(LinearExpression(w) - 30, .greaterThanOrEqual))
        let index = TableauIndex(solver)
        #expect(index.rows == solver.tableauRows)
        for row in index.rows {
            #expect(index.row(of: row.basic) == row)
            for cell in row.cells { #expect(index.column(of: cell.symbol).contains(row)) }
        }
        let cellSymbols = Set(index.rows.flatMap { $0.cells.map(\.symbol) })
        for symbol in cellSymbols {
            #expect(index.row(of: symbol) == nil, "a parametric symbol is basic nowhere")
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
        let limits = Set(index.rows.flatMap(\.cells).map(\.symbol))
            .filter { $0.kind.isRestricted }
            .map { index.risingLimit(of: $0) }
        #expect(limits.contains(50), "\(limits)")
    }
}
