// A read-only index over a solver's tableau, built once per question from the public
// inspection API: the rows, the rows that contain each symbol (its column), and which items'
// frame variables the externals are. The ambiguity causes, "why" and the tableau view all read
// the tableau through it, so none of them needs the solver's internals.

import PlumbLayout

/// The tableau of a solver with its columns, and the layout items its variables belong to.
///
/// Everything is kept in arrays indexed by symbol id or variable index, in the solver's
/// order, so whatever is built from it prints the same bytes on every run.
struct TableauIndex {
    /// The rows, ordered by basic symbol id.
    let rows: [TableauRow]
    /// For each symbol id, the indices in ``rows`` of the rows whose cells contain it.
    let columns: [[Int]]
    /// For each symbol id, the index in ``rows`` of the row in which it is basic, or −1.
    let basicRow: [Int]
    /// Each symbol that appears in a row, by id.
    let symbols: [Symbol?]
    /// For each variable index, the item and component it stands for.
    let owners: [(item: any LayoutItem, component: FrameVariables.Component)?]

    /// Indexes `solver`, which belongs to `layout` (or is a copy of its solver).
    init(_ solver: Solver, layout: Layout) {
        rows = solver.tableauRows
        var symbolCount = 0
        for row in rows {
            symbolCount = max(symbolCount, Int(row.basic.id) + 1)
            for cell in row.cells { symbolCount = max(symbolCount, Int(cell.symbol.id) + 1) }
        }
        var columns = [[Int]](repeating: [], count: symbolCount)
        var basicRow = [Int](repeating: -1, count: symbolCount)
        var symbols = [Symbol?](repeating: nil, count: symbolCount)
        for (i, row) in rows.enumerated() {
            basicRow[Int(row.basic.id)] = i
            symbols[Int(row.basic.id)] = row.basic
            for cell in row.cells {
                columns[Int(cell.symbol.id)].append(i)
                symbols[Int(cell.symbol.id)] = cell.symbol
            }
        }
        self.columns = columns
        self.basicRow = basicRow
        self.symbols = symbols
        var owners = [(item: any LayoutItem, component: FrameVariables.Component)?](
            repeating: nil, count: solver.variableCount)
        for item in layout.items {
            let v = item.frameVariables
            for (variable, component) in zip(v.all, FrameVariables.Component.allCases)
            where Int(variable.index) < owners.count {
                owners[Int(variable.index)] = (item, component)
            }
        }
        self.owners = owners
    }

    /// The rows that contain `symbol` in their cells.
    func column(of symbol: Symbol) -> [TableauRow] {
        Int(symbol.id) < columns.count ? columns[Int(symbol.id)].map { rows[$0] } : []
    }

    /// The row in which `symbol` is basic.
    func row(of symbol: Symbol) -> TableauRow? {
        let i = Int(symbol.id) < basicRow.count ? basicRow[Int(symbol.id)] : -1
        return i >= 0 ? rows[i] : nil
    }

    /// The item and component a variable stands for.
    func owner(of variable: Variable) -> (
        item: any LayoutItem, component: FrameVariables.Component
    )? {
        Int(variable.index) < owners.count && variable.index >= 0
            ? owners[Int(variable.index)] : nil
    }

    /// How far a parametric restricted symbol can rise from 0 before some restricted basic
    /// symbol would turn negative (the ratio test); infinity when nothing stops it.
    func risingLimit(of symbol: Symbol) -> Double {
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

/// The tolerance below which a reduced cost or a weight counts as zero (the solver's own).
let zeroTolerance = 1e-9

extension Solver {
    /// Whether raising `symbol` costs nothing at any priority level.
    func isFreeToRise(_ symbol: Symbol) -> Bool {
        reducedCost(of: symbol).allSatisfy { abs($0.value) <= zeroTolerance }
    }
}

/// The solver of `layout` without its exercise preferences.
///
/// The layout as its constraints alone define it, for judging ambiguity (a preference at
/// 0.001 would pin what the constraints leave free). The copy's solution may sit at another vertex of the same optimal
/// face; read current values from the live layout.
///
/// ```swift
/// let solver = constraintSolver(of: layout)
/// solver.determinacy(of: relativeExpression(of: .y, of: title))   // .ambiguous
/// ```
public func constraintSolver(of layout: Layout) -> Solver {
    var solver = layout.solver
    for edit in solver.editVariables {
        // Removing an optional edit constraint cannot fail; should it, the copy keeps it.
        try? solver.removeEditVariable(edit.variable)
    }
    return solver
}
