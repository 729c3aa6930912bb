// A read-only index over a solver's tableau, built once per question from the inspection API:
// the rows, the rows that contain each symbol (its column), and where each symbol is basic.
// The debugger's ambiguity causes read the tableau through it, so they need none of the
// solver's internals; it lives with the solver, whose tableau it indexes.

/// The tableau of a solver with its columns.
///
/// Everything is kept in arrays indexed by symbol id, in the solver's order, so whatever is
/// built from it prints the same bytes on every run.
///
/// ```swift
/// let index = TableauIndex(solver)
/// index.column(of: symbol).count      // the rows the symbol appears in
/// index.risingLimit(of: symbol)       // how far it can rise before a row turns negative
/// ```
public struct TableauIndex: Sendable {
    /// The rows, ordered by basic symbol id.
    public let rows: [TableauRow]
    /// For each symbol id, the indices in ``rows`` of the rows whose cells contain it.
    let columns: [[Int]]
    /// For each symbol id, the index in ``rows`` of the row in which it is basic, or −1.
    let basicRow: [Int]

    /// Indexes `solver`'s tableau as it is now.
    ///
    /// - Complexity: O(total cells).
    public init(_ solver: Solver) {
        rows = solver.tableauRows
        var symbolCount = 0
        for row in rows {
            symbolCount = max(symbolCount, Int(row.basic.id) + 1)
            for cell in row.cells { symbolCount = max(symbolCount, Int(cell.symbol.id) + 1) }
        }
        var columns = [[Int]](repeating: [], count: symbolCount)
        var basicRow = [Int](repeating: -1, count: symbolCount)
        for (i, row) in rows.enumerated() {
            basicRow[Int(row.basic.id)] = i
            for cell in row.cells { columns[Int(cell.symbol.id)].append(i) }
        }
        self.columns = columns
        self.basicRow = basicRow
    }

    /// The rows that contain `symbol` in their cells.
    public func column(of symbol: Symbol) -> [TableauRow] {
        Int(symbol.id) < columns.count ? columns[Int(symbol.id)].map { rows[$0] } : []
    }

    /// The row in which `symbol` is basic.
    public func row(of symbol: Symbol) -> TableauRow? {
        let i = Int(symbol.id) < basicRow.count ? basicRow[Int(symbol.id)] : -1
        return i >= 0 ? rows[i] : nil
    }

    /// How far a parametric restricted symbol can rise from 0 before some restricted basic
    /// symbol would turn negative (the ratio test); infinity when nothing stops it.
    public func risingLimit(of symbol: Symbol) -> Double {
        var limit = Double.infinity
        for row in column(of: symbol) where row.basic.kind.isRestricted {
            guard let cell = row.cells.first(where: { $0.symbol.id == symbol.id }),
                cell.coefficient < 0
            else { continue }
            limit = min(limit, max(row.constant, 0) / -cell.coefficient)
        }
        return limit
    }
}

extension Solver {
    /// The tolerance below which a reduced cost or a weight counts as zero.
    public static let zeroTolerance = 1e-9

    /// Whether raising `symbol` costs nothing at any priority level.
    public func isFreeToRise(_ symbol: Symbol) -> Bool {
        reducedCost(of: symbol).allSatisfy { abs($0.value) <= Solver.zeroTolerance }
    }
}
