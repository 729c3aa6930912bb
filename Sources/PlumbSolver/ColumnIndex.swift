/// The column index: for each symbol, the row slots that may contain it.
///
/// Entries are validated lazily: dropping a row or cancelling a cell leaves a stale entry
/// behind, which the next read filters out (`Solver.liveColumn(_:)`), so no read is ever
/// misled. A column that grows past ``limit`` entries is given up: it is marked *full* and its
/// entries are freed, and reading it scans the rows instead. Long required chains (kiwi's W2,
/// Apple's "Long Row") fill every row with the markers of the constraints before it; keeping
/// their columns would cost one append per cell, most of the work, for columns that are read
/// rarely (removing or changing a constraint of the chain). Ordinary layouts keep every
/// column.
struct ColumnIndex {
    /// Beyond this many entries a column is given up and read by scanning.
    static let limit = 512

    enum Entry {
        case addedSymbol
        case appended(Int32)
        case replaced(Int32, [Int32], full: Bool)
        case reset([[Int32]], full: [Bool])
    }

    private var slots: [[Int32]] = []
    private var full: [Bool] = []
    /// The solver's undo journal for the index (see `Journal.swift`).
    var journal = Journal<Entry>()

    mutating func addSymbol() {
        journal.record(.addedSymbol)
        slots.append([])
        full.append(false)
    }

    /// Forgets every column, for `symbolCount` symbols (a rebuilt tableau).
    mutating func reset(symbolCount: Int) {
        journal.record(.reset(slots, full: full))
        slots = Array(repeating: [], count: symbolCount)
        full = Array(repeating: false, count: symbolCount)
    }

    mutating func rollBack(to position: Int) {
        while let entry = journal.pop(to: position) {
            switch entry {
            case .addedSymbol:
                slots.removeLast()
                full.removeLast()
            case .appended(let s): slots[Int(s)].removeLast()
            case .replaced(let s, let old, let wasFull):
                slots[Int(s)] = old
                full[Int(s)] = wasFull
            case .reset(let old, let wasFull):
                slots = old
                full = wasFull
            }
        }
    }

    /// Whether the column was given up (read it by scanning the rows).
    @inline(__always)
    func isFull(_ symbol: Int32) -> Bool { full[Int(symbol)] }

    /// The number of entries, stale ones included; a full column counts as ``limit``.
    @inline(__always)
    func count(_ symbol: Int32) -> Int {
        full[Int(symbol)] ? ColumnIndex.limit : slots[Int(symbol)].count
    }

    /// The entries of a column that is not full (stale ones included).
    func entries(_ symbol: Int32) -> [Int32] { slots[Int(symbol)] }

    mutating func append(_ slot: Int32, to symbol: Int32) {
        let s = Int(symbol)
        Self.append(slot, to: symbol, &slots[s], isFull: &full[s], &journal)
    }

    /// Appends `slot` to the column of each symbol in `symbols`.
    mutating func append(_ slot: Int32, toEach symbols: [Int32]) {
        // One exclusive access to the outer arrays for the whole batch.
        slots.withUnsafeMutableBufferPointer { slots in
            full.withUnsafeMutableBufferPointer { full in
                for symbol in symbols {
                    let s = Int(symbol)
                    Self.append(slot, to: symbol, &slots[s], isFull: &full[s], &journal)
                }
            }
        }
    }

    /// Appends `slot` to `column`, the column of `symbol`, unless the column is full; a column
    /// at ``limit`` entries is given up instead (marked full, its entries freed).
    @inline(__always)
    private static func append(
        _ slot: Int32, to symbol: Int32, _ column: inout [Int32], isFull: inout Bool,
        _ journal: inout Journal<Entry>
    ) {
        if isFull { return }
        if column.count == ColumnIndex.limit {
            journal.record(.replaced(symbol, column, full: false))
            isFull = true
            column = []
            return
        }
        journal.record(.appended(symbol))
        column.append(slot)
    }

    /// Replaces the entries of a column that is not full.
    mutating func set(_ symbol: Int32, _ entries: [Int32]) {
        journal.record(.replaced(symbol, slots[Int(symbol)], full: full[Int(symbol)]))
        slots[Int(symbol)] = entries
    }

    /// Forgets a column: its symbol became basic or left the tableau.
    mutating func clear(_ symbol: Int32) {
        journal.record(.replaced(symbol, slots[Int(symbol)], full: full[Int(symbol)]))
        slots[Int(symbol)] = []
        full[Int(symbol)] = false
    }
}
