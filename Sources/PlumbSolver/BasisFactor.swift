// The factored basis a revised simplex keeps instead of the tableau (docs/factored-basis.md
// §3.1): an LU factorisation from the last refactorisation, shared by every copy, and an
// append-only log of what changed the basis since.
//
// Two things change a basis:
//
// - A border: a constraint row added with a column no other row has (its own marker, or a
//   brand-new variable). `B' = [[B, 0], [rᵀ, σ]]` stays triangular in pivot order, so the
//   border costs the row's cells and no solve. On a chain every add is one.
// - An eta (the product form of the inverse): slot p's column replaced by an entering
//   column whose solve `α = B⁻¹a` the simplex has already made for its ratio test.
//   `B' = B·E`, with E the identity but for column p, which is α.
//
// Solving with `B` applies the factors, then the log oldest first; solving with `Bᵀ` applies
// the log newest first, then the factors. Since the log only grows, taking an operation back
// is truncating it (`truncate(to:)`): bit for bit the factor it was, with no inverse pivot.

/// A basis matrix as an LU factorisation plus the borders and column replacements since.
///
/// Rows and slots are both numbered `0..<dimension`; a border adds row `dimension` and slot
/// `dimension`.
///
/// ```swift
/// var basis = try BasisFactor(columns: columns)
/// let alpha = basis.solve(enteringColumn)          // FTRAN
/// basis.replace(slot: leaving, with: alpha)        // the basis after the pivot
/// let rho = basis.solveTransposed(unitVector)      // BTRAN: one row of B⁻¹
/// ```
struct BasisFactor: Sendable {
    private(set) var base: LUFactor
    private var updates: [Update] = []
    private var cellSlots: [Int32] = []
    private var cellValues: [Double] = []
    /// Rows and slots of the current basis.
    private(set) var dimension: Int
    /// By slot, the log entries a solve reads it in, ascending.
    ///
    /// A solve with `B` reads an eta's own slot and a border's cells; a solve with `Bᵀ` reads
    /// an eta's slot and its cells, and a border's own slot. A sparse solve visits only the
    /// entries its values reach.
    private var readers: [[Int32]]
    private var transposedReaders: [[Int32]]

    private struct Update: Sendable {
        /// A border (row `slot`, slot `slot`) or an eta (slot `slot` replaced).
        var isBorder: Bool
        var slot: Int32
        /// The border's own cell (σ), or the eta's pivot α_p.
        var pivot: Double
        /// Its other cells: `cellSlots[cellStart..<next cellStart]`.
        var cellStart: Int
    }

    /// Factors the basis whose slot `s` is `columns[s]`.
    ///
    /// - Throws: `SingularBasis` when the columns are dependent.
    init(columns: [[SparseEntry]]) throws(SingularBasis) {
        base = try LUFactor(columns: columns)
        dimension = columns.count
        readers = [[Int32]](repeating: [], count: dimension)
        transposedReaders = readers
    }

    /// The factor of the empty basis, to border from.
    init() {
        base = LUFactor()
        dimension = 0
        readers = []
        transposedReaders = []
    }

    /// Entries of the log, the mark `truncate(to:)` goes back to.
    var updateCount: Int { updates.count }

    /// Column replacements since the factorisation (borders do not count: they are as
    /// sparse as the rows they add).
    private(set) var etaCount = 0

    /// Cells kept besides the pivots: the factors' and the log's.
    var offDiagonalCount: Int { base.offDiagonalCount + cellSlots.count }

    /// Adds row and slot `dimension`: the new row has `pivot` in the new slot and `cells` in
    /// existing slots; no other row has a cell in the new slot.
    ///
    /// - Returns: false, changing nothing, when `pivot` is 0 or a cell names no existing slot.
    @discardableResult
    mutating func border(pivot: Double, cells: [SparseEntry]) -> Bool {
        guard pivot != 0, pivot.isFinite,
            cells.allSatisfy({ $0.index >= 0 && Int($0.index) < dimension })
        else { return false }
        append(Update(isBorder: true, slot: Int32(dimension), pivot: pivot, cellStart: 0), cells)
        return true
    }

    /// Replaces slot `slot`'s column by the column `a` whose solve is `alpha` (`B·alpha = a`,
    /// by slot, as `solve(_:)` gives it).
    ///
    /// - Returns: false, changing nothing, when `alpha[slot]` is 0: the new columns would be
    ///   dependent.
    @discardableResult
    mutating func replace(slot: Int, with alpha: [Double]) -> Bool {
        let cells = alpha.prefix(dimension).enumerated().filter { $0.element != 0 }.map {
            SparseEntry(Int32($0.offset), $0.element)
        }
        return replace(slot: slot, with: cells)
    }

    /// Replaces slot `slot`'s column by the column whose sparse solve is `alpha` (as
    /// `solve(_:in:)` gives it).
    ///
    /// - Returns: false, changing nothing, when `alpha` has no cell in `slot`, or a cell out
    ///   of range.
    @discardableResult
    mutating func replace(slot: Int, with alpha: [SparseEntry]) -> Bool {
        guard slot >= 0, slot < dimension,
            let pivot = alpha.first(where: { Int($0.index) == slot })?.value, pivot != 0,
            pivot.isFinite, alpha.allSatisfy({ $0.index >= 0 && Int($0.index) < dimension })
        else { return false }
        let cells = alpha.filter { Int($0.index) != slot && $0.value != 0 }
        append(Update(isBorder: false, slot: Int32(slot), pivot: pivot, cellStart: 0), cells)
        return true
    }

    private mutating func append(_ update: Update, _ cells: [SparseEntry]) {
        var update = update
        update.cellStart = cellSlots.count
        let n = Int32(updates.count)
        let slot = Int(update.slot)
        if update.isBorder {
            readers.append([])
            transposedReaders.append([n])
        } else {
            readers[slot].append(n)
            transposedReaders[slot].append(n)
        }
        updates.append(update)
        if update.isBorder { dimension += 1 } else { etaCount += 1 }
        for cell in cells {
            cellSlots.append(cell.index)
            cellValues.append(cell.value)
            if update.isBorder {
                readers[Int(cell.index)].append(n)
            } else {
                transposedReaders[Int(cell.index)].append(n)
            }
        }
    }

    /// Takes back every border and replacement after the first `count`: the factor is bit for
    /// bit what it was when `updateCount` was `count`.
    mutating func truncate(to count: Int) {
        guard count >= 0, count < updates.count else { return }
        for n in (count..<updates.count).reversed() {
            let update = updates[n]
            for cell in cells(of: n) {
                if update.isBorder {
                    readers[Int(cellSlots[cell])].removeLast()
                } else {
                    transposedReaders[Int(cellSlots[cell])].removeLast()
                }
            }
            if update.isBorder {
                readers.removeLast()
                transposedReaders.removeLast()
                dimension -= 1
            } else {
                readers[Int(update.slot)].removeLast()
                transposedReaders[Int(update.slot)].removeLast()
                etaCount -= 1
            }
        }
        cellSlots.removeSubrange(updates[count].cellStart...)
        cellValues.removeSubrange(updates[count].cellStart...)
        updates.removeSubrange(count...)
    }

    private func cells(of n: Int) -> Range<Int> {
        updates[n].cellStart..<(n + 1 < updates.count ? updates[n + 1].cellStart : cellSlots.count)
    }

    /// Solves `B·x = a` (FTRAN): `a` by row, `x` by slot.
    ///
    /// - Complexity: the factors' and the log's cells.
    func solve(_ a: [Double]) -> [Double] {
        let a = LUFactor.resized(a, to: dimension)
        var x = base.solve(a)
        x += [Double](repeating: 0, count: dimension - x.count)
        for n in updates.indices {
            let update = updates[n]
            let p = Int(update.slot)
            if update.isBorder {
                var sum = a[p]
                for cell in cells(of: n) { sum -= cellValues[cell] * x[Int(cellSlots[cell])] }
                x[p] = sum / update.pivot
            } else {
                let value = x[p] / update.pivot
                x[p] = value
                guard value != 0 else { continue }
                for cell in cells(of: n) { x[Int(cellSlots[cell])] -= cellValues[cell] * value }
            }
        }
        return x
    }

    /// Solves `Bᵀ·y = c` (BTRAN): `c` by slot, `y` by row.
    ///
    /// With `c` the unit vector of a slot, `y` is that basic symbol's row of `B⁻¹`: its
    /// sensitivity to each row's constant.
    ///
    /// - Complexity: the factors' and the log's cells.
    func solveTransposed(_ c: [Double]) -> [Double] {
        var work = LUFactor.resized(c, to: dimension)
        var bordered: [(row: Int, value: Double)] = []
        for n in updates.indices.reversed() {
            let update = updates[n]
            let p = Int(update.slot)
            if update.isBorder {
                let value = work[p] / update.pivot
                work[p] = 0
                bordered.append((p, value))
                guard value != 0 else { continue }
                for cell in cells(of: n) { work[Int(cellSlots[cell])] -= cellValues[cell] * value }
            } else {
                var sum = work[p]
                for cell in cells(of: n) { sum -= cellValues[cell] * work[Int(cellSlots[cell])] }
                work[p] = sum / update.pivot
            }
        }
        var y = base.solveTransposed(work)
        y += [Double](repeating: 0, count: dimension - y.count)
        for (row, value) in bordered { y[row] = value }
        return y
    }

    /// Solves `B·x = a` for a sparse `a` (by row), giving the cells of `x` that are not 0 (by
    /// slot, in the order the solve reached them): the same to the bit as `solve(_:)`, at the cost of the cells its
    /// values reach in the factors and the log.
    func solve(_ a: [SparseEntry], in workspace: inout SolveWorkspace) -> [SparseEntry] {
        let first = base.dimension
        let baseCells = base.solve(a.filter { Int($0.index) < first }, in: &workspace)
        guard !updates.isEmpty else { return baseCells }
        workspace.prepare(max(dimension, updates.count))
        workspace.beginPhase(ascending: true, limit: updates.count)
        var written: [Int32] = []
        var rows: [Int32] = []
        for cell in baseCells {
            workspace.values[Int(cell.index)] = cell.value
            if workspace.mark(cell.index) { written.append(cell.index) }
            pushReaders(of: cell.index, after: -1, into: &workspace)
        }
        for cell in a where Int(cell.index) >= first && Int(cell.index) < dimension {
            workspace.output[Int(cell.index)] += cell.value
            rows.append(cell.index)
            // A border's row and slot share its number.
            if let entry = transposedReaders[Int(cell.index)].first { workspace.push(entry) }
        }
        while let n = workspace.pop() {
            let update = updates[n]
            let p = Int(update.slot)
            workspace.cellsRead += cells(of: n).count
            workspace.logCellsRead += 1 + cells(of: n).count
            if update.isBorder {
                var sum = workspace.output[p]
                for cell in cells(of: n) {
                    sum -= cellValues[cell] * workspace.values[Int(cellSlots[cell])]
                }
                let value = sum / update.pivot
                guard value != 0 else { continue }
                workspace.values[p] = value
                if workspace.mark(update.slot) { written.append(update.slot) }
                pushReaders(of: update.slot, after: n, into: &workspace)
            } else {
                let value = workspace.values[p] / update.pivot
                workspace.values[p] = value
                guard value != 0 else { continue }
                pushReaders(of: update.slot, after: n, into: &workspace)
                for cell in cells(of: n) {
                    let slot = cellSlots[cell]
                    workspace.values[Int(slot)] -= cellValues[cell] * value
                    if workspace.mark(slot) { written.append(slot) }
                    pushReaders(of: slot, after: n, into: &workspace)
                }
            }
        }
        var x: [SparseEntry] = []
        for slot in written {
            let value = workspace.values[Int(slot)]
            if value != 0 { x.append(SparseEntry(slot, value)) }
            workspace.values[Int(slot)] = 0
        }
        for row in rows { workspace.output[Int(row)] = 0 }
        return x
    }

    /// Solves `Bᵀ·y = c` for a sparse `c` (by slot), giving the cells of `y` that are not 0
    /// (by row, in the order the solve reached them): the same to the bit as `solveTransposed(_:)`, at the cost of the
    /// cells its values reach.
    func solveTransposed(_ c: [SparseEntry], in workspace: inout SolveWorkspace)
        -> [SparseEntry]
    {
        guard !updates.isEmpty else { return base.solveTransposed(c, in: &workspace) }
        workspace.prepare(max(dimension, updates.count))
        workspace.beginPhase(ascending: false, limit: updates.count)
        var written: [Int32] = []
        for cell in c where cell.index >= 0 && Int(cell.index) < dimension {
            workspace.values[Int(cell.index)] += cell.value
            if workspace.mark(cell.index) { written.append(cell.index) }
            pushTransposedReaders(of: cell.index, before: Int.max, into: &workspace)
        }
        var bordered: [SparseEntry] = []
        while let n = workspace.pop() {
            let update = updates[n]
            let p = Int(update.slot)
            workspace.cellsRead += cells(of: n).count
            workspace.logCellsRead += 1 + cells(of: n).count
            if update.isBorder {
                let value = workspace.values[p] / update.pivot
                workspace.values[p] = 0
                guard value != 0 else { continue }
                bordered.append(SparseEntry(update.slot, value))
                for cell in cells(of: n) {
                    let slot = cellSlots[cell]
                    workspace.values[Int(slot)] -= cellValues[cell] * value
                    if workspace.mark(slot) { written.append(slot) }
                    pushTransposedReaders(of: slot, before: n, into: &workspace)
                }
            } else {
                var sum = workspace.values[p]
                for cell in cells(of: n) {
                    sum -= cellValues[cell] * workspace.values[Int(cellSlots[cell])]
                }
                workspace.values[p] = sum / update.pivot
                if workspace.mark(update.slot) { written.append(update.slot) }
                pushTransposedReaders(of: update.slot, before: n, into: &workspace)
            }
        }
        var baseCells: [SparseEntry] = []
        for slot in written {
            let value = workspace.values[Int(slot)]
            if value != 0 && Int(slot) < base.dimension {
                baseCells.append(SparseEntry(slot, value))
            }
            workspace.values[Int(slot)] = 0
        }
        return base.solveTransposed(baseCells, in: &workspace) + bordered
    }

    /// Queues the entries after `n` that read `slot` when solving with `B`.
    private func pushReaders(of slot: Int32, after n: Int, into workspace: inout SolveWorkspace) {
        let list = readers[Int(slot)]
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if Int(list[middle]) > n { high = middle } else { low = middle + 1 }
        }
        for entry in list[low...] { workspace.push(entry) }
    }

    /// Queues the entries before `n` that read `slot` when solving with `Bᵀ`.
    private func pushTransposedReaders(
        of slot: Int32, before n: Int, into workspace: inout SolveWorkspace
    ) {
        for entry in transposedReaders[Int(slot)] {
            guard Int(entry) < n else { break }
            workspace.push(entry)
        }
    }
}
