// A sparse LU factorisation of a square basis: stage 1 of the factored basis
// (docs/factored-basis.md §3.1), the kernel a revised simplex solves with instead of keeping
// `B⁻¹N` written out.
//
// Elimination is right-looking Gaussian elimination on the active submatrix, one pivot per
// step, chosen by Markowitz's rule: the cell whose row and column have the fewest other cells
// (cost `(r − 1)(c − 1)`, the fill it can cause at most), among cells at least `threshold`
// times the largest of their column (threshold partial pivoting, for stability). A cell alone
// in its row or column costs nothing and causes no fill, so a triangular basis (a chain of
// views: bidiagonal; nested containers: a tree) factors in the order of its dependencies with
// no fill at all, which is what makes a chain linear.
//
// Step k pivots on (pivotRow[k], pivotSlot[k]). `L` keeps, per step, the multipliers that
// step subtracted from the rows below; `U` keeps the pivot row's other cells, by row (for
// solving with `Bᵀ`) and by column (for solving with `B`). Both solves scatter from the cells
// that are not 0 and skip the rest.

/// One cell of a sparse line: the index of its row (or slot) and its value.
struct SparseEntry: Equatable, Sendable {
    var index: Int32
    var value: Double

    init(_ index: Int32, _ value: Double) {
        self.index = index
        self.value = value
    }
}

/// A basis with fewer independent columns than rows.
///
/// The slots and rows no pivot was found for, ascending: as many of one as of the other.
struct SingularBasis: Error, Equatable, Sendable {
    var slots: [Int32]
    var rows: [Int32]
}

/// `P·B·Q = L·U` for a square sparse matrix `B` given by columns (one per basis slot).
///
/// ```swift
/// let lu = try LUFactor(columns: [[SparseEntry(0, 2)], [SparseEntry(0, 1), SparseEntry(1, 4)]])
/// lu.solve([4, 8])                // x with B·x = [4, 8], by slot: [1, 2]
/// lu.solveTransposed([2, 4])      // y with Bᵀ·y = [2, 4], by row
/// ```
///
/// Immutable once built, so copies of a `BasisFactor` share it.
final class LUFactor: Sendable {
    /// Rows and slots, `0..<dimension` each.
    let dimension: Int
    let pivotRow: [Int32]
    let pivotSlot: [Int32]
    let pivotValue: [Double]
    /// Step k's multipliers: rows `lRow[lStart[k]..<lStart[k + 1]]` lost `lValue` times row
    /// `pivotRow[k]`.
    let lStart: [Int32]
    let lRow: [Int32]
    let lValue: [Double]
    /// Step k's row of `U` without its pivot: cells in slots pivoted after step k.
    let uRowStart: [Int32]
    let uRowSlot: [Int32]
    let uRowValue: [Double]
    /// The column of `U` of the slot pivoted at step k, without its pivot: `(earlier step,
    /// value)`.
    let uColumnStart: [Int32]
    let uColumnStep: [Int32]
    let uColumnValue: [Double]

    /// The step that pivoted on each row, and on each slot.
    let stepOfRow: [Int32]
    let stepOfSlot: [Int32]
    /// `L` by row: the steps whose multipliers subtract from row i,
    /// `lByRowStep[lByRowStart[i]..<lByRowStart[i + 1]]`.
    let lByRowStart: [Int32]
    let lByRowStep: [Int32]
    let lByRowValue: [Double]

    /// A pivot must be at least this fraction of the largest cell of its column.
    static let threshold = 0.1

    /// Factors the matrix whose slot `s` is the sparse column `columns[s]` (row indices in
    /// `0..<columns.count`, at most one cell per row).
    ///
    /// - Throws: `SingularBasis` when the columns are dependent: no cell is left to pivot on
    ///   for some slots.
    /// - Complexity: O(nnz) for a triangular matrix; otherwise the fill Markowitz's rule lets
    ///   in.
    convenience init(columns: [[SparseEntry]]) throws(SingularBasis) {
        var elimination = Elimination(columns: columns)
        try elimination.run()
        self.init(elimination)
    }

    /// The factor of the empty basis.
    convenience init() {
        self.init(Elimination(columns: []))
    }

    private init(_ elimination: Elimination) {
        dimension = elimination.dimension
        pivotRow = elimination.pivotRow
        pivotSlot = elimination.pivotSlot
        pivotValue = elimination.pivotValue
        lStart = elimination.lStart
        lRow = elimination.lRow
        lValue = elimination.lValue
        uRowStart = elimination.uRowStart
        uRowSlot = elimination.uRowSlot
        uRowValue = elimination.uRowValue
        // U by column: count the cells of each step's column, then place them, earlier steps
        // first.
        var stepOfSlot = [Int32](repeating: 0, count: dimension)
        var stepOfRow = [Int32](repeating: 0, count: dimension)
        for step in 0..<dimension {
            stepOfSlot[Int(pivotSlot[step])] = Int32(step)
            stepOfRow[Int(pivotRow[step])] = Int32(step)
        }
        self.stepOfSlot = stepOfSlot
        self.stepOfRow = stepOfRow
        (lByRowStart, lByRowStep, lByRowValue) = Self.transpose(
            lStart, lRow, lValue, count: dimension)
        (uColumnStart, uColumnStep, uColumnValue) = Self.transpose(
            uRowStart, uRowSlot.map { stepOfSlot[Int($0)] }, uRowValue, count: dimension)
    }

    /// Lines of cells by step `(start, index, value)` regrouped by index: for each index, the
    /// steps that have a cell there, ascending, with the cell's value.
    private static func transpose(
        _ start: [Int32], _ index: [Int32], _ value: [Double], count: Int
    ) -> ([Int32], [Int32], [Double]) {
        var newStart = [Int32](repeating: 0, count: count + 1)
        for i in index { newStart[Int(i) + 1] += 1 }
        for k in 0..<count { newStart[k + 1] += newStart[k] }
        var fill = Array(newStart.dropLast())
        var steps = [Int32](repeating: 0, count: index.count)
        var values = [Double](repeating: 0, count: index.count)
        for k in 0..<(start.count - 1) {
            for cell in Int(start[k])..<Int(start[k + 1]) {
                let line = Int(index[cell])
                steps[Int(fill[line])] = Int32(k)
                values[Int(fill[line])] = value[cell]
                fill[line] += 1
            }
        }
        return (newStart, steps, values)
    }

    /// Cells of `L` and `U` besides the pivots.
    var offDiagonalCount: Int { lRow.count + uRowSlot.count }

    /// Solves `B·x = a`: `a` by row, `x` by slot.
    ///
    /// `a` may be longer than the dimension (rows a later border added); only the first
    /// `dimension` entries are read.
    func solve(_ a: [Double]) -> [Double] {
        var work = Self.resized(a, to: dimension)
        for k in 0..<dimension {
            let v = work[Int(pivotRow[k])]
            guard v != 0 else { continue }
            for cell in Int(lStart[k])..<Int(lStart[k + 1]) {
                work[Int(lRow[cell])] -= lValue[cell] * v
            }
        }
        var x = [Double](repeating: 0, count: dimension)
        for k in stride(from: dimension - 1, through: 0, by: -1) {
            let v = work[Int(pivotRow[k])]
            guard v != 0 else { continue }
            let value = v / pivotValue[k]
            x[Int(pivotSlot[k])] = value
            for cell in Int(uColumnStart[k])..<Int(uColumnStart[k + 1]) {
                work[Int(pivotRow[Int(uColumnStep[cell])])] -= uColumnValue[cell] * value
            }
        }
        return x
    }

    /// Solves `Bᵀ·y = c`: `c` by slot, `y` by row.
    ///
    /// Only the first `dimension` entries of `c` are read.
    func solveTransposed(_ c: [Double]) -> [Double] {
        var work = Self.resized(c, to: dimension)
        var y = [Double](repeating: 0, count: dimension)
        for k in 0..<dimension {
            let v = work[Int(pivotSlot[k])]
            guard v != 0 else { continue }
            let value = v / pivotValue[k]
            y[Int(pivotRow[k])] = value
            for cell in Int(uRowStart[k])..<Int(uRowStart[k + 1]) {
                work[Int(uRowSlot[cell])] -= uRowValue[cell] * value
            }
        }
        // Lᵀ, scattered from each row once it is final (the rows of later steps first).
        for k in stride(from: dimension - 1, through: 0, by: -1) {
            let row = Int(pivotRow[k])
            let v = y[row]
            guard v != 0 else { continue }
            for cell in Int(lByRowStart[row])..<Int(lByRowStart[row + 1]) {
                y[Int(pivotRow[Int(lByRowStep[cell])])] -= lByRowValue[cell] * v
            }
        }
        return y
    }

    /// Solves `B·x = a` for a sparse `a` (by row), giving the cells of `x` that are not 0 (by
    /// slot, in the order the solve reached them: the same on every run).
    ///
    /// Each step is visited only when a value reaches it, in the same order as `solve(_:)`,
    /// so the result is the same to the bit and costs the cells it reaches, not the
    /// dimension: on a chain, solving from the newest view reads a handful of cells.
    func solve(_ a: [SparseEntry], in workspace: inout SolveWorkspace) -> [SparseEntry] {
        workspace.prepare(dimension)
        workspace.beginPhase(ascending: true, limit: dimension)
        for cell in a where cell.index >= 0 && Int(cell.index) < dimension {
            workspace.values[Int(cell.index)] += cell.value
            workspace.push(stepOfRow[Int(cell.index)])
        }
        while let k = workspace.pop() {
            let v = workspace.values[Int(pivotRow[k])]
            guard v != 0 else { continue }
            for cell in Int(lStart[k])..<Int(lStart[k + 1]) {
                let row = Int(lRow[cell])
                workspace.values[row] -= lValue[cell] * v
                workspace.push(stepOfRow[row])
            }
            workspace.cellsRead += Int(lStart[k + 1] - lStart[k])
        }
        workspace.beginPhase(ascending: false, limit: dimension, again: true)
        var x: [SparseEntry] = []
        while let k = workspace.pop() {
            let v = workspace.values[Int(pivotRow[k])]
            guard v != 0 else { continue }
            let value = v / pivotValue[k]
            x.append(SparseEntry(pivotSlot[k], value))
            for cell in Int(uColumnStart[k])..<Int(uColumnStart[k + 1]) {
                let step = uColumnStep[cell]
                workspace.values[Int(pivotRow[Int(step)])] -= uColumnValue[cell] * value
                workspace.push(step)
            }
            workspace.cellsRead += Int(uColumnStart[k + 1] - uColumnStart[k])
        }
        workspace.clean { pivotRow[Int($0)] }
        return x
    }

    /// Solves `Bᵀ·y = c` for a sparse `c` (by slot), giving the cells of `y` that are not 0
    /// (by row, in the order the solve reached them); the same to the bit as `solveTransposed(_:)`, at the cost of the
    /// cells it reaches.
    func solveTransposed(_ c: [SparseEntry], in workspace: inout SolveWorkspace)
        -> [SparseEntry]
    {
        workspace.prepare(dimension)
        workspace.beginPhase(ascending: true, limit: dimension)
        for cell in c where cell.index >= 0 && Int(cell.index) < dimension {
            workspace.values[Int(cell.index)] += cell.value
            workspace.push(stepOfSlot[Int(cell.index)])
        }
        while let k = workspace.pop() {
            let v = workspace.values[Int(pivotSlot[k])]
            guard v != 0 else { continue }
            let value = v / pivotValue[k]
            workspace.output[Int(pivotRow[k])] = value
            for cell in Int(uRowStart[k])..<Int(uRowStart[k + 1]) {
                let slot = Int(uRowSlot[cell])
                workspace.values[slot] -= uRowValue[cell] * value
                workspace.push(stepOfSlot[slot])
            }
            workspace.cellsRead += Int(uRowStart[k + 1] - uRowStart[k])
        }
        workspace.clean { pivotSlot[Int($0)] }
        workspace.beginPhase(ascending: false, limit: dimension, again: true)
        var y: [SparseEntry] = []
        while let k = workspace.pop() {
            let row = Int(pivotRow[k])
            let v = workspace.output[row]
            guard v != 0 else { continue }
            y.append(SparseEntry(Int32(row), v))
            for cell in Int(lByRowStart[row])..<Int(lByRowStart[row + 1]) {
                let step = lByRowStep[cell]
                workspace.output[Int(pivotRow[Int(step)])] -= lByRowValue[cell] * v
                workspace.push(step)
            }
            workspace.cellsRead += Int(lByRowStart[row + 1] - lByRowStart[row])
        }
        workspace.cleanOutput { pivotRow[Int($0)] }
        return y
    }
}

extension LUFactor {
    /// `vector`'s first `count` entries, padded with zeros when it is shorter.
    static func resized(_ vector: [Double], to count: Int) -> [Double] {
        vector.count >= count
            ? Array(vector.prefix(count))
            : vector + [Double](repeating: 0, count: count - vector.count)
    }
}

/// Scratch space for the sparse solves, clean between them, so that a solve costs the cells
/// it reaches rather than the dimension.
///
/// Steps wait in a heap, visited in the order the dense solve visits them (ascending, or
/// descending), each once per phase. When the heap holds more than a sixteenth of the
/// phase's steps the solve is dense, and the phase scans the steps in order instead (as
/// HiGHS switches to a dense pass above about 10 % density): the same steps in the same
/// order, without the heap's logarithm.
struct SolveWorkspace: Sendable {
    /// Dense scratch by row or slot, 0 outside a solve.
    var values: [Double] = []
    var output: [Double] = []
    /// Cells of the factor read by the solves so far: what a test counts to see that a solve
    /// costs what it reaches.
    var cellsRead = 0
    /// Entries and cells of a `BasisFactor`'s log read by the solves so far: the price of
    /// not refactoring, which the revised core weighs against a refactorisation's.
    var logCellsRead = 0
    private var queued: [Int] = []
    private var stamp = 0
    private var marks: [Int] = []
    private var markStamp = 0
    private var heap: [Int32] = []
    private var ascending = true
    /// The phase's steps are `0..<limit`; once `scanning`, `cursor` is the next to look at.
    private var limit = 0
    private var scanning = false
    private var cursor = 0
    private var phaseSteps: [Int32] = []
    private var solveSteps: [Int32] = []

    init() {}

    mutating func prepare(_ dimension: Int) {
        if values.count < dimension {
            values += [Double](repeating: 0, count: dimension - values.count)
            output += [Double](repeating: 0, count: dimension - output.count)
            queued += [Int](repeating: 0, count: dimension - queued.count)
            marks += [Int](repeating: 0, count: dimension - marks.count)
        }
        markStamp += 1
        solveSteps.removeAll(keepingCapacity: true)
        phaseSteps.removeAll(keepingCapacity: true)
    }

    /// Starts a pass over the steps `0..<limit` in one direction; `again` queues every step
    /// the last pass met.
    mutating func beginPhase(ascending: Bool, limit: Int, again: Bool = false) {
        let previous = phaseSteps
        stamp += 1
        heap.removeAll(keepingCapacity: true)
        phaseSteps.removeAll(keepingCapacity: true)
        self.ascending = ascending
        self.limit = limit
        scanning = false
        if again { for step in previous { push(step) } }
    }

    /// Whether `index` is met for the first time since `prepare(_:)`.
    mutating func mark(_ index: Int32) -> Bool {
        guard marks[Int(index)] != markStamp else { return false }
        marks[Int(index)] = markStamp
        return true
    }

    mutating func push(_ step: Int32) {
        guard queued[Int(step)] != stamp else { return }
        queued[Int(step)] = stamp
        phaseSteps.append(step)
        solveSteps.append(step)
        // Scanning, every step is looked at in turn: the stamp is all it needs.
        guard !scanning else { return }
        heap.append(step)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        if !scanning && heap.count > max(32, limit / 16), let first = heap.first {
            scanning = true
            cursor = Int(first)
            heap.removeAll(keepingCapacity: true)
        }
        if scanning {
            while cursor >= 0 && cursor < limit {
                let step = cursor
                cursor += ascending ? 1 : -1
                if queued[step] == stamp { return step }
            }
            return nil
        }
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { break }
                var child = left
                if left + 1 < heap.count && precedes(heap[left + 1], heap[left]) {
                    child = left + 1
                }
                guard precedes(heap[child], heap[parent]) else { break }
                heap.swapAt(child, parent)
                parent = child
            }
        }
        return Int(first)
    }

    private func precedes(_ a: Int32, _ b: Int32) -> Bool { ascending ? a < b : a > b }

    /// Zeroes `values` at the index of every step this solve met.
    mutating func clean(_ index: (Int32) -> Int32) {
        for step in solveSteps { values[Int(index(step))] = 0 }
    }

    /// Zeroes `output` at the index of every step this solve met.
    mutating func cleanOutput(_ index: (Int32) -> Int32) {
        for step in solveSteps { output[Int(index(step))] = 0 }
    }
}

/// Items (rows or slots) kept in lists by their count of active cells.
///
/// So the line with the fewest cells is found at once. Doubly linked through arrays; new
/// items go to the front.
private struct CountBuckets {
    var head: [Int32]
    var next: [Int32]
    var previous: [Int32]
    var count: [Int32]

    init(items: Int) {
        head = [Int32](repeating: -1, count: items + 1)
        next = [Int32](repeating: -1, count: items)
        previous = [Int32](repeating: -1, count: items)
        count = [Int32](repeating: -1, count: items)
    }

    mutating func insert(_ item: Int32, count c: Int) {
        let i = Int(item)
        count[i] = Int32(c)
        previous[i] = -1
        next[i] = head[c]
        if head[c] >= 0 { previous[Int(head[c])] = item }
        head[c] = item
    }

    mutating func remove(_ item: Int32) {
        let i = Int(item)
        guard count[i] >= 0 else { return }
        if previous[i] >= 0 {
            next[Int(previous[i])] = next[i]
        } else {
            head[Int(count[i])] = next[i]
        }
        if next[i] >= 0 { previous[Int(next[i])] = previous[i] }
        count[i] = -1
    }

    mutating func move(_ item: Int32, to c: Int) {
        guard count[Int(item)] != Int32(c) else { return }
        remove(item)
        insert(item, count: c)
    }
}

/// The active submatrix while `LUFactor` eliminates, and the factors it writes.
private struct Elimination {
    let dimension: Int
    /// Active cells by row (index = slot).
    var rows: [[SparseEntry]]
    /// Rows with an active cell, by slot.
    var columns: [[Int32]]
    var rowBuckets: CountBuckets
    var slotBuckets: CountBuckets
    /// Scratch by slot: the pivot row's cell in that slot, or −1; and the last visit's stamp.
    var pivotCell: [Int32]
    var visited: [Int]
    var stamp = 0

    var pivotRow: [Int32] = []
    var pivotSlot: [Int32] = []
    var pivotValue: [Double] = []
    var lStart: [Int32] = [0]
    var lRow: [Int32] = []
    var lValue: [Double] = []
    var uRowStart: [Int32] = [0]
    var uRowSlot: [Int32] = []
    var uRowValue: [Double] = []

    /// A cell is dropped when the elimination cancels it to within about two ulps of the
    /// larger term it was summed from.
    static let cancellation = 4.5e-16

    init(columns given: [[SparseEntry]]) {
        dimension = given.count
        rows = [[SparseEntry]](repeating: [], count: dimension)
        columns = [[Int32]](repeating: [], count: dimension)
        for (slot, column) in given.enumerated() {
            for cell in column where cell.value != 0 && Int(cell.index) < dimension {
                rows[Int(cell.index)].append(SparseEntry(Int32(slot), cell.value))
                columns[slot].append(cell.index)
            }
        }
        rowBuckets = CountBuckets(items: dimension)
        slotBuckets = CountBuckets(items: dimension)
        // Inserted last first, so that each list reads in ascending order.
        for i in stride(from: dimension - 1, through: 0, by: -1) {
            rowBuckets.insert(Int32(i), count: rows[i].count)
            slotBuckets.insert(Int32(i), count: columns[i].count)
        }
        pivotCell = [Int32](repeating: -1, count: dimension)
        visited = [Int](repeating: 0, count: dimension)
    }

    mutating func run() throws(SingularBasis) {
        for _ in 0..<dimension {
            guard let (row, slot) = choosePivot() else {
                throw SingularBasis(
                    slots: (0..<dimension).filter { slotBuckets.count[$0] >= 0 }.map { Int32($0) },
                    rows: (0..<dimension).filter { rowBuckets.count[$0] >= 0 }.map { Int32($0) })
            }
            eliminate(row: row, slot: slot)
        }
    }

    func value(row: Int32, slot: Int32) -> Double {
        for cell in rows[Int(row)] where cell.index == slot { return cell.value }
        return 0
    }

    func largest(inSlot slot: Int32) -> Double {
        var largest = 0.0
        for row in columns[Int(slot)] { largest = max(largest, abs(value(row: row, slot: slot))) }
        return largest
    }

    /// The cheapest acceptable pivot by Markowitz's rule, searching lines by increasing count
    /// and stopping after a few lines once one is found (a cheaper one is unlikely) or when
    /// no line left can beat it.
    func choosePivot() -> (row: Int32, slot: Int32)? {
        var best: (row: Int32, slot: Int32, cost: Int)?
        var searched = 0
        let searchLimit = 4
        func consider(_ row: Int32, _ slot: Int32, _ cost: Int) {
            if best == nil || cost < best?.cost ?? Int.max { best = (row, slot, cost) }
        }
        for count in 1...max(dimension, 1) {
            var slot = slotBuckets.head[count]
            while slot >= 0 {
                let limit = Self.thresholdOf(largest(inSlot: slot))
                for row in columns[Int(slot)] where abs(value(row: row, slot: slot)) >= limit {
                    consider(row, slot, (rows[Int(row)].count - 1) * (count - 1))
                }
                searched += 1
                if let found = best, found.cost == 0 || searched >= searchLimit {
                    return (found.row, found.slot)
                }
                slot = slotBuckets.next[Int(slot)]
            }
            var row = rowBuckets.head[count]
            while row >= 0 {
                for cell in rows[Int(row)]
                where abs(cell.value) >= Self.thresholdOf(largest(inSlot: cell.index)) {
                    consider(row, cell.index, (count - 1) * (columns[Int(cell.index)].count - 1))
                }
                searched += 1
                if let found = best, found.cost == 0 || searched >= searchLimit {
                    return (found.row, found.slot)
                }
                row = rowBuckets.next[Int(row)]
            }
            // Every line of `count` cells or fewer is searched: any other cell costs at
            // least count².
            if let found = best, found.cost <= count * count { return (found.row, found.slot) }
        }
        return best.map { ($0.row, $0.slot) }
    }

    static func thresholdOf(_ largest: Double) -> Double { LUFactor.threshold * largest }

    mutating func eliminate(row p: Int32, slot q: Int32) {
        let pivotCells = rows[Int(p)]
        let pivot = value(row: p, slot: q)
        pivotRow.append(p)
        pivotSlot.append(q)
        pivotValue.append(pivot)
        for (n, cell) in pivotCells.enumerated() {
            removeRow(p, fromSlot: cell.index)
            guard cell.index != q else { continue }
            uRowSlot.append(cell.index)
            uRowValue.append(cell.value)
            pivotCell[Int(cell.index)] = Int32(n)
        }
        uRowStart.append(Int32(uRowSlot.count))
        rows[Int(p)] = []
        rowBuckets.remove(p)
        slotBuckets.remove(q)
        let targets = columns[Int(q)]
        columns[Int(q)] = []
        for i in targets {
            let multiplier = takeCell(row: i, slot: q) / pivot
            lRow.append(i)
            lValue.append(multiplier)
            stamp += 1
            var kept: [SparseEntry] = []
            kept.reserveCapacity(rows[Int(i)].count + pivotCells.count)
            for var cell in rows[Int(i)] {
                let n = pivotCell[Int(cell.index)]
                if n >= 0 {
                    visited[Int(cell.index)] = stamp
                    let term = multiplier * pivotCells[Int(n)].value
                    let sum = cell.value - term
                    if abs(sum) <= Self.cancellation * max(abs(cell.value), abs(term)) {
                        removeRow(i, fromSlot: cell.index)
                        continue
                    }
                    cell.value = sum
                }
                kept.append(cell)
            }
            for cell in pivotCells where cell.index != q && visited[Int(cell.index)] != stamp {
                let fill = -multiplier * cell.value
                guard fill != 0 else { continue }
                kept.append(SparseEntry(cell.index, fill))
                columns[Int(cell.index)].append(i)
            }
            rows[Int(i)] = kept
            rowBuckets.move(i, to: kept.count)
        }
        lStart.append(Int32(lRow.count))
        for cell in pivotCells where cell.index != q {
            pivotCell[Int(cell.index)] = -1
            slotBuckets.move(cell.index, to: columns[Int(cell.index)].count)
        }
    }

    /// Removes row `row`'s cell in `slot` and returns its value.
    mutating func takeCell(row: Int32, slot: Int32) -> Double {
        guard let n = rows[Int(row)].firstIndex(where: { $0.index == slot }) else { return 0 }
        return rows[Int(row)].remove(at: n).value
    }

    mutating func removeRow(_ row: Int32, fromSlot slot: Int32) {
        guard let n = columns[Int(slot)].firstIndex(of: row) else { return }
        columns[Int(slot)].remove(at: n)
    }
}
