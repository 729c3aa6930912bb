import PlumbTestSupport
import Testing

@testable import PlumbSolver

/// The factored basis (docs/factored-basis.md, stage 1), checked against the matrices it
/// factors: every solve is multiplied back, so no test trusts the factor's own arithmetic.
@Suite("Basis factor")
struct BasisFactorTests {
    /// Random sparse bases of 1 to 60 slots, rows and slots numbered in no particular order:
    /// `B·solve(a) = a` and `Bᵀ·solveTransposed(c) = c`.
    @Test(arguments: 0..<40)
    func randomBasesSolveBothWays(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let columns = Self.randomBasis(size: 1 + random.below(60), random: &random)
        let factor = try BasisFactor(columns: columns)
        var workspace = SolveWorkspace()
        for _ in 0..<3 {
            let a = (0..<columns.count).map { _ in
                random.below(3) == 0 ? Double(random.below(2001)) - 1000 : 0
            }
            Self.expectSolves(columns, factor, a, seed: seed)
            Self.expectSparseMatchesDense(factor, a, &workspace)
        }
    }

    /// A chain of views, a bidiagonal basis, factors with no fill.
    ///
    /// Each link's row holds its view and the one before. It factors in the order of the chain, with no cell besides the matrix's own.
    @Test func aChainFactorsWithoutFill() throws {
        let size = 5000
        var random = SplitMix64(seed: 7)
        let (rowOf, slotOf) = (Self.permutation(size, &random), Self.permutation(size, &random))
        var columns = [[SparseEntry]](repeating: [], count: size)
        for k in 0..<size {
            var column = [SparseEntry(rowOf[k], 1)]
            if k + 1 < size { column.append(SparseEntry(rowOf[k + 1], -1)) }
            columns[Int(slotOf[k])] = column
        }
        let factor = try BasisFactor(columns: columns)
        #expect(factor.offDiagonalCount == size - 1)
        let a = (0..<size).map { Double($0 % 17) - 8 }
        Self.expectSolves(columns, factor, a, seed: 7)
    }

    /// Nested containers, a tree, factor with no fill.
    ///
    /// Each view's row holds it and its parent; any numbering.
    @Test func aTreeFactorsWithoutFill() throws {
        let size = 3000
        var random = SplitMix64(seed: 11)
        let (rowOf, slotOf) = (Self.permutation(size, &random), Self.permutation(size, &random))
        var columns = [[SparseEntry]](repeating: [], count: size)
        for k in 0..<size { columns[Int(slotOf[k])].append(SparseEntry(rowOf[k], 1)) }
        for k in 1..<size {
            let parent = random.below(k)
            columns[Int(slotOf[parent])].append(SparseEntry(rowOf[k], -0.5))
        }
        let factor = try BasisFactor(columns: columns)
        #expect(factor.offDiagonalCount == size - 1)
        Self.expectSolves(columns, factor, (0..<size).map { Double($0 % 5) }, seed: 11)
    }

    /// A solve costs the cells its values reach, not the size of the basis: on a chain of
    /// 20,000 views, whether added one border at a time or factored afresh, solving for the
    /// newest row, or for the newest link's sensitivities (the dual update an optional link
    /// makes), reads a handful of cells, while the newest view's own sensitivities read the
    /// whole chain, as they must.
    @Test(arguments: [false, true])
    func aSolveCostsWhatItReaches(refactored: Bool) throws {
        let size = 20000
        var columns: [[SparseEntry]] = [[SparseEntry(0, 1)]]
        var factor = try BasisFactor(columns: columns)
        for k in 1..<size {
            // Row k: x_k − x_(k−1) = gap.
            factor.border(pivot: 1, cells: [SparseEntry(Int32(k - 1), -1)])
            columns[k - 1].append(SparseEntry(Int32(k), -1))
            columns.append([SparseEntry(Int32(k), 1)])
        }
        if refactored { factor = try BasisFactor(columns: columns) }
        var workspace = SolveWorkspace()
        let newest = Int32(size - 1)
        let x = factor.solve([SparseEntry(newest, 1)], in: &workspace)
        #expect(x == [SparseEntry(newest, 1)])
        #expect(workspace.cellsRead <= 4)
        workspace.cellsRead = 0
        let link = factor.solveTransposed(
            [SparseEntry(newest - 1, -1), SparseEntry(newest, 1)], in: &workspace)
        #expect(link == [SparseEntry(newest, 1)])
        #expect(workspace.cellsRead <= 4)
        workspace.cellsRead = 0
        let all = factor.solveTransposed([SparseEntry(newest, 1)], in: &workspace)
        #expect(all.count == size && workspace.cellsRead >= size - 1)
    }

    /// Pivots are chosen for stability as well as sparsity: `[[1e-12, 1], [1, 1]]` is not
    /// eliminated through its 1e-12, which would lose half the digits of the answer.
    @Test func aTinyCellIsNotAPivot() throws {
        let columns = [
            [SparseEntry(0, 1e-12), SparseEntry(1, 1)], [SparseEntry(0, 1), SparseEntry(1, 1)],
        ]
        let x = try BasisFactor(columns: columns).solve([1, 2])
        // ε·x0 + x1 = 1 and x0 + x1 = 2: x0 = 1/(1 − ε), x1 = 2 − x0.
        #expect(abs(x[0] - 1 / (1 - 1e-12)) < 1e-14)
        #expect(abs(x[1] - (2 - 1 / (1 - 1e-12))) < 1e-14)
    }

    /// Borders and column replacements, in random order, solve as the basis they make;
    /// a replacement whose pivot is 0 is refused and changes nothing.
    @Test(arguments: 0..<30)
    func updatesSolveAsTheBasisTheyMake(seed: UInt64) throws {
        var random = SplitMix64(seed: 1000 + seed)
        var columns = Self.randomBasis(size: 1 + random.below(20), random: &random)
        var factor = try BasisFactor(columns: columns)
        var workspace = SolveWorkspace()
        for _ in 0..<40 {
            let size = columns.count
            if random.below(3) == 0 {
                var cells: [SparseEntry] = []
                for slot in 0..<size where random.below(4) == 0 {
                    cells.append(SparseEntry(Int32(slot), Double(random.below(9)) - 4))
                }
                let pivot = Double(1 + random.below(4)) * (random.below(2) == 0 ? 1 : -1)
                let bordered = factor.border(pivot: pivot, cells: cells.filter { $0.value != 0 })
                #expect(bordered)
                for cell in cells where cell.value != 0 {
                    columns[Int(cell.index)].append(SparseEntry(Int32(size), cell.value))
                }
                columns.append([SparseEntry(Int32(size), pivot)])
            } else {
                let entering = Self.randomColumn(size: size, random: &random)
                let alpha = factor.solve(Self.dense(entering, size))
                let largest = alpha.map(abs).max() ?? 0
                let slots = (0..<size).filter { abs(alpha[$0]) >= 0.1 * largest && largest > 0 }
                guard let slot = random.pick(slots) else { continue }
                let replaced = factor.replace(slot: slot, with: alpha)
                #expect(replaced)
                columns[slot] = entering
            }
            let a = (0..<columns.count).map { _ in
                random.below(4) == 0 ? Double(random.below(201)) - 100 : 0
            }
            Self.expectSolves(columns, factor, a, seed: 1000 + seed)
            Self.expectSparseMatchesDense(factor, a, &workspace)
        }
        let before = factor.solve([Double](repeating: 1, count: columns.count))
        var zero = [Double](repeating: 1, count: columns.count)
        zero[0] = 0
        let refused = (factor.replace(slot: 0, with: zero), factor.border(pivot: 0, cells: []))
        #expect(refused == (false, false))
        #expect(factor.solve([Double](repeating: 1, count: columns.count)) == before)
    }

    /// A solve that reaches most of the basis scans the steps in order instead of keeping
    /// them in a heap, and still gives the dense solve's bits: a basis of 400 with 60 borders
    /// and replacements, solved from dense and from sparse vectors.
    @Test(arguments: 0..<4)
    func denseSolvesScanInOrder(seed: UInt64) throws {
        var random = SplitMix64(seed: 2000 + seed)
        var columns = Self.randomBasis(size: 400, random: &random)
        var factor = try BasisFactor(columns: columns)
        var workspace = SolveWorkspace()
        for step in 0..<60 {
            let size = columns.count
            if step % 3 == 0 {
                let cells = (0..<3).map { _ in SparseEntry(Int32(random.below(size)), 1) }
                factor.border(pivot: 2, cells: cells)
                for cell in cells { columns[Int(cell.index)].append(SparseEntry(Int32(size), 1)) }
                columns.append([SparseEntry(Int32(size), 2)])
            } else {
                let entering = Self.randomColumn(size: size, random: &random)
                let alpha = factor.solve(Self.dense(entering, size))
                let largest = alpha.map(abs).max() ?? 0
                guard let slot = random.pick((0..<size).filter { abs(alpha[$0]) >= 0.1 * largest })
                else { continue }
                factor.replace(slot: slot, with: alpha)
                columns[slot] = entering
            }
        }
        let size = columns.count
        let dense = (0..<size).map { _ in Double(random.below(201)) - 100 }
        Self.expectSolves(columns, factor, dense, seed: 2000 + seed)
        Self.expectSparseMatchesDense(factor, dense, &workspace)
        var sparse = [Double](repeating: 0, count: size)
        sparse[random.below(size)] = 1
        Self.expectSparseMatchesDense(factor, sparse, &workspace)
    }

    /// Truncating the log gives back the factor it was, bit for bit: the undo of a refused
    /// operation needs no inverse pivot.
    @Test func truncationRestoresEveryBit() throws {
        var random = SplitMix64(seed: 3)
        let columns = Self.randomBasis(size: 30, random: &random)
        var factor = try BasisFactor(columns: columns)
        let a = (0..<30).map { Double($0) - 14.5 }
        let c = (0..<30).map { 1 / Double($0 + 1) }
        let mark = factor.updateCount
        let (x, y) = (factor.solve(a), factor.solveTransposed(c))
        for slot in [4, 9, 4] {
            let alpha = factor.solve(Self.dense(Self.randomColumn(size: 30, random: &random), 30))
            factor.replace(slot: slot, with: alpha)
        }
        factor.border(pivot: 2, cells: [SparseEntry(3, 1)])
        #expect(factor.dimension == 31 && factor.etaCount == 3)
        #expect(factor.solve(a) != x)
        factor.truncate(to: mark)
        #expect(factor.dimension == 30 && factor.updateCount == mark && factor.etaCount == 0)
        #expect(factor.solve(a) == x)
        #expect(factor.solveTransposed(c) == y)
    }

    /// Dependent columns are named: as many slots and rows as the rank falls short.
    @Test func aSingularBasisNamesItsLines() {
        // Slot 2 is slot 0 plus slot 1; slot 3 is empty.
        let columns = [
            [SparseEntry(0, 1), SparseEntry(1, 2)], [SparseEntry(1, 1), SparseEntry(2, 3)],
            [SparseEntry(0, 1), SparseEntry(1, 3), SparseEntry(2, 3)], [],
        ]
        #expect {
            try BasisFactor(columns: columns)
        } throws: { error in
            guard let singular = error as? SingularBasis else { return false }
            return singular.slots.count == 2 && singular.rows.count == 2
                && singular.slots.contains(3)
        }
    }

    // MARK: - Support

    /// A basis that is column diagonally dominant under a random row permutation, so it is
    /// never singular, with about three cells a column.
    static func randomBasis(size: Int, random: inout SplitMix64) -> [[SparseEntry]] {
        let rowOf = permutation(size, &random)
        return (0..<size).map { slot in
            var column: [SparseEntry] = []
            var total = 0.0
            for row in 0..<size where row != Int(rowOf[slot]) && random.below(size) < 2 {
                let value =
                    (Double(random.below(1000)) + 1) / 1000 * (random.below(2) == 0 ? 1 : -1)
                column.append(SparseEntry(Int32(row), value))
                total += abs(value)
            }
            column.append(SparseEntry(rowOf[slot], (total + 1) * (random.below(2) == 0 ? 1 : -1)))
            return column
        }
    }

    static func randomColumn(size: Int, random: inout SplitMix64) -> [SparseEntry] {
        var column: [SparseEntry] = []
        for row in 0..<size where random.below(3) == 0 {
            column.append(SparseEntry(Int32(row), Double(random.below(19)) - 9))
        }
        if column.allSatisfy({ $0.value == 0 }) {
            column = [SparseEntry(Int32(random.below(size)), 1)]
        }
        return column.filter { $0.value != 0 }
    }

    static func permutation(_ size: Int, _ random: inout SplitMix64) -> [Int32] {
        var items = (0..<size).map { Int32($0) }
        for i in stride(from: size - 1, to: 0, by: -1) { items.swapAt(i, random.below(i + 1)) }
        return items
    }

    static func dense(_ column: [SparseEntry], _ size: Int) -> [Double] {
        var vector = [Double](repeating: 0, count: size)
        for cell in column { vector[Int(cell.index)] += cell.value }
        return vector
    }

    /// The sparse solves give the dense solves' results to the bit, from a shared workspace.
    static func expectSparseMatchesDense(
        _ factor: BasisFactor, _ a: [Double], _ workspace: inout SolveWorkspace,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let cells = a.enumerated().filter { $0.element != 0 }.map {
            SparseEntry(Int32($0.offset), $0.element)
        }
        #expect(
            dense(factor.solve(cells, in: &workspace), a.count) == factor.solve(a),
            sourceLocation: sourceLocation)
        #expect(
            dense(factor.solveTransposed(cells, in: &workspace), a.count)
                == factor.solveTransposed(a), sourceLocation: sourceLocation)
        #expect(
            workspace.values.allSatisfy { $0 == 0 } && workspace.output.allSatisfy { $0 == 0 },
            "the workspace is left clean", sourceLocation: sourceLocation)
    }

    /// Multiplies both solves back: `B·x` against `a`, `Bᵀ·y` against `a` read by slot.
    static func expectSolves(
        _ columns: [[SparseEntry]], _ factor: BasisFactor, _ a: [Double], seed: UInt64,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let x = factor.solve(a)
        let y = factor.solveTransposed(a)
        var product = [Double](repeating: 0, count: columns.count)
        var worst = (forward: 0.0, transposed: 0.0)
        var scale = (forward: 1.0, transposed: 1.0)
        for (slot, column) in columns.enumerated() {
            var sum = 0.0
            for cell in column {
                product[Int(cell.index)] += cell.value * x[slot]
                scale.forward = max(scale.forward, abs(cell.value * x[slot]))
                sum += cell.value * y[Int(cell.index)]
                scale.transposed = max(scale.transposed, abs(cell.value * y[Int(cell.index)]))
            }
            worst.transposed = max(worst.transposed, abs(sum - a[slot]))
        }
        for row in columns.indices {
            worst.forward = max(worst.forward, abs(product[row] - a[row]))
        }
        #expect(
            worst.forward <= 1e-11 * scale.forward, "seed \(seed): B·x misses by \(worst.forward)",
            sourceLocation: sourceLocation)
        #expect(
            worst.transposed <= 1e-11 * scale.transposed,
            "seed \(seed): Bᵀ·y misses by \(worst.transposed)", sourceLocation: sourceLocation)
    }
}
