// A read-only view of a solver's tableau by column, for one question: the rows that contain
// each symbol (its column), and where each symbol is basic. The debugger's ambiguity causes
// read the tableau through it, so they need none of the solver's internals; it lives with the
// solver, whose tableau it reads.

/// The tableau of a solver, read by column.
///
/// It reads the solver's rows in place through the solver's column index: making one costs
/// nothing, and a question costs the column it reads, not the tableau (on a chain of `>=`
/// gaps the tableau holds N²/2 cells, and copying it for `ambiguity row500` took seconds and
/// a gigabyte at 8,000 rows). Columns list their rows by basic symbol id, so whatever is built
/// from it prints the same bytes on every run. Whole rows are the solver's own
/// (`Solver.tableauRows`, `Solver.row(of:)`).
///
/// ```swift
/// let index = TableauIndex(solver)
/// index.cells(of: symbol).count       // the rows the symbol appears in
/// index.risingLimit(of: symbol)       // how far it can rise before a row turns negative
/// ```
public struct TableauIndex {
    let solver: Solver

    /// A view of `solver`'s tableau as it is now (a copy: later changes are not seen).
    ///
    /// - Complexity: O(1).
    public init(_ solver: Solver) {
        self.solver = solver
    }

    /// `symbol`'s cells: the basic symbol of each row that contains it, the row's constant,
    /// and `symbol`'s coefficient there, by basic symbol id.
    ///
    /// - Complexity: the column, with a binary search in each row.
    public func cells(of symbol: Symbol)
        -> [(basic: Symbol, constant: Double, coefficient: Double)]
    {
        guard symbol.id >= 0, Int(symbol.id) < solver.symbolKind.count else { return [] }
        let slots = solver.columnSlots(symbol.id).sorted {
            solver.rowBasic[Int($0)] < solver.rowBasic[Int($1)]
        }
        return slots.map { slot in
            let row = solver.rows[Int(slot)]
            return (
                solver.symbol(solver.rowBasic[Int(slot)]), row.constant,
                row.coefficient(of: symbol.id)
            )
        }
    }

    /// How far a parametric restricted symbol can rise from 0 before some restricted basic
    /// symbol would turn negative (the solver's ratio test, as `AmbiguityJudge` reads it);
    /// infinity when nothing stops it.
    public func risingLimit(of symbol: Symbol) -> Double {
        guard symbol.id >= 0, Int(symbol.id) < solver.symbolKind.count else { return .infinity }
        return solver.risingLimit(of: symbol.id)
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
