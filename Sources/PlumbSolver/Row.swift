/// A sparse row `basic = constant + Σ coefficientᵢ·symbolᵢ` (or, before it has a basic symbol,
/// `0 = constant + Σ …`), kept as parallel arrays sorted by symbol id.
///
/// Layout rows are tiny (one to four cells is typical), so sorted arrays beat any map: lookups
/// are a short scan or a binary search, and adding a scaled row is one merge.
struct Row {
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    /// For each cell, the largest term it has summed since it was created; empty when that is
    /// the cell's own |coefficient| throughout, as in most rows.
    ///
    /// A cell is the sum of every merge that reached it, so it carries the rounding of its
    /// largest term, not of its last two: `−1 + 0.999…` then `+ 0.000998…` left −2.7e-16,
    /// pure rounding, which a test against the last two terms kept. It became a pivot that
    /// sent values to 1.8e11 and hid a 50-point conflict. A cell within a few ulps of its
    /// magnitude is dropped (`Row.isRounding`). Solving a row for a symbol scales the
    /// magnitudes with the cells, since it scales their rounding too.
    var magnitudes: [Double] = []
    var constant: Double = 0
    /// A bound on the rounding `constant` carries.
    ///
    /// Each sum, product and quotient that made it adds half an ulp of its operands, scaled by
    /// the factors applied since (a running error analysis). A row's feasibility is judged
    /// against it (`Solver.tolerance(of:)`), not against the largest number in the layout.
    var rounding: Double {
        @inline(__always) get { abs(roundingAndTracking) }
        @inline(__always) set {
            roundingAndTracking = Double(signOf: roundingAndTracking, magnitudeOf: newValue)
        }
    }

    /// Whether some dummy cells were dropped from this row, or from a row merged into it, to
    /// keep rows short (`Solver.dummyLimit`): its dummies then name only part of the required
    /// equalities it combines, and explanations read it from a fully tracked replica.
    var untracked: Bool {
        get { roundingAndTracking.sign == .minus }
        set { roundingAndTracking = newValue ? -rounding : rounding }
    }

    /// `rounding`, never negative, with `untracked` in its sign bit.
    ///
    /// A row is then 32 bytes, as before it had a bound: a `Bool` beside the bound made it 40,
    /// and adding 20,000 independent views (W1) took 15 % longer.
    private var roundingAndTracking: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    /// Whether some cell is larger than `bound` or smaller than its inverse.
    func hasCell(beyond bound: Double) -> Bool {
        coefficients.contains { abs($0) > bound || abs($0) * bound < 1 }
    }

    /// Whether some cell is smaller than 1/`bound` of the largest term it summed: it lost
    /// that many of its digits to cancellation (``magnitudes``).
    func hasCancelledCell(beyond bound: Double) -> Bool {
        guard !magnitudes.isEmpty else { return false }
        return zip(coefficients, magnitudes).contains { abs($0) * bound < $1 }
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int32) -> (index: Int, found: Bool) {
        var lo = 0
        var hi = symbols.count
        // Short rows: a linear scan is faster than bisection.
        if hi <= 8 {
            while lo < hi, symbols[lo] < symbol { lo += 1 }
            return (lo, lo < hi && symbols[lo] == symbol)
        }
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (lo, lo < symbols.count && symbols[lo] == symbol)
    }

    /// The largest term the cell at `k` has summed (``magnitudes``).
    @inline(__always)
    func magnitude(at k: Int) -> Double {
        magnitudes.isEmpty ? abs(coefficients[k]) : magnitudes[k]
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let (i, found) = position(of: symbol)
        return found ? coefficients[i] : 0
    }

    /// Adds `coefficient` to the cell of `symbol`.
    ///
    /// Returns +1 if a cell was created, −1 if the
    /// cell cancelled and was removed, 0 otherwise.
    @discardableResult
    mutating func add(_ coefficient: Double, to symbol: Int32) -> Int {
        let (i, found) = position(of: symbol)
        if found {
            let sum = coefficients[i] + coefficient
            let size = max(magnitude(at: i), abs(coefficient))
            if Row.isRounding(sum, coefficients[i], coefficient, of: size) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
                if !magnitudes.isEmpty { magnitudes.remove(at: i) }
                return -1
            }
            coefficients[i] = sum
            let magnitude = max(size, abs(sum))
            if magnitude != abs(sum), magnitudes.isEmpty {
                magnitudes = coefficients.map(abs)
            }
            if !magnitudes.isEmpty { magnitudes[i] = magnitude }
            return 0
        }
        if coefficient == 0 { return 0 }
        symbols.insert(symbol, at: i)
        coefficients.insert(coefficient, at: i)
        if !magnitudes.isEmpty { magnitudes.insert(abs(coefficient), at: i) }
        return 1
    }

    /// Notes that the cell at `k` has summed a term of magnitude `size`.
    mutating func noteSummed(_ size: Double, at k: Int) {
        guard size > magnitude(at: k) else { return }
        if magnitudes.isEmpty { magnitudes = coefficients.map(abs) }
        magnitudes[k] = size
    }

    /// Removes the cell of `symbol` and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double { removeCell(symbol).coefficient }

    /// Removes the cell of `symbol` and returns its coefficient with the largest term it
    /// summed (both 0 if absent): a factor that lost digits passes its rounding on to every
    /// cell it multiplies.
    mutating func removeCell(_ symbol: Int32) -> (coefficient: Double, magnitude: Double) {
        let (i, found) = position(of: symbol)
        guard found else { return (0, 0) }
        let size = magnitude(at: i)
        symbols.remove(at: i)
        if !magnitudes.isEmpty { magnitudes.remove(at: i) }
        return (coefficients.remove(at: i), size)
    }

    /// Removes the cells at `indices` (ascending), keeping the rest in order.
    mutating func removeCells(at indices: [Int]) {
        var next = 0
        var kept = 0
        for i in symbols.indices {
            if next < indices.count, indices[next] == i {
                next += 1
                continue
            }
            symbols[kept] = symbols[i]
            coefficients[kept] = coefficients[i]
            if !magnitudes.isEmpty { magnitudes[kept] = magnitudes[i] }
            kept += 1
        }
        symbols.removeLast(symbols.count - kept)
        coefficients.removeLast(coefficients.count - kept)
        if !magnitudes.isEmpty { magnitudes.removeLast(magnitudes.count - kept) }
    }

    mutating func negate() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Multiplies the row by `factor`; returns the largest |coefficient| after.
    @discardableResult
    mutating func scale(by factor: Double) -> Double {
        constant *= factor
        rounding = rounding * abs(factor) + Row.unitRounding * abs(constant)
        var largest = 0.0
        for i in coefficients.indices {
            coefficients[i] *= factor
            largest = max(largest, abs(coefficients[i]))
        }
        if !magnitudes.isEmpty {
            for i in magnitudes.indices { magnitudes[i] *= abs(factor) }
        }
        return largest
    }

    /// Solves `0 = constant + a·symbol + rest` for `symbol`: the row becomes
    /// `symbol = −constant/a − rest/a` (without the `symbol` cell).
    ///
    /// Returns the largest |coefficient| after: above 1e9, `a` was tiny next to the row
    /// (`Solver.roughPivot`).
    @discardableResult
    mutating func solve(for symbol: Int32) -> Double {
        let a = remove(symbol)
        return scale(by: -1 / a)
    }

    /// Solves `lhs = constant + a·rhs + rest` for `rhs`; returns the largest |coefficient|
    /// after, which holds `1/a` for `lhs`.
    @discardableResult
    mutating func solve(for rhs: Int32, replacing lhs: Int32) -> Double {
        add(-1, to: lhs)
        return solve(for: rhs)
    }

    /// Whether `sum = a + b`, a cell whose largest term so far was `size`, is rounding noise
    /// left by cancellation.
    ///
    /// A relative test keeps a user's genuinely small coefficient (1e-9·x) while
    /// dropping what cancellation leaves behind (theory.md §6): below `cancellation` of the
    /// two terms just added, or below `historyCancellation` of the largest term ever summed.
    @inline(__always)
    static func isRounding(_ sum: Double, _ a: Double, _ b: Double, of size: Double) -> Bool {
        abs(sum) <= cancellation * max(abs(a), abs(b)) || abs(sum) <= historyCancellation * size
    }

    /// What is left of a cell, relative to the largest term it ever summed, below which it is
    /// rounding: about two ulps of that term.
    ///
    /// Tighter than `cancellation`, because a cell far below its largest term can be genuine:
    /// a pivot through a 1e-9 cell scales a row by 1e9, and a 1e-12 coefficient summed from
    /// its cells is still the user's `1e-12·v1`. Dropping at 1e-13 of the largest term lost
    /// that cell and a 60-point optimum with it (seed 1000008000268); at 1e-15 two more
    /// systems of the extreme oracle's seeds 21–40 agreed with the exact optimum, but a
    /// reduced cost of −1e-9 (`1 − 1.000000001`) in a level that once held 1e6 was dropped and
    /// an optimum 4e6 points away looked flat (seed 1000011000063).
    static let historyCancellation = 5e-16

    /// What is left of a sum, relative to its largest term, below which it is rounding
    /// noise rather than a coefficient.
    ///
    /// Rounding leaves about 1e-16 per operation; a nearly parallel pair written by a user
    /// leaves 1e-12 (`x − 1.000000000001·y`), a real slope, which at 1e-11 was dropped and
    /// made an optimum 1e-12 per point away look flat.
    static let cancellation = 1e-13

    /// Half an ulp of 1: the relative rounding of one operation in a double.
    static let unitRounding = Double.ulpOfOne / 2

    /// Moves the constant by `shift`, adding the sum's rounding: half an ulp of the result, the
    /// most a double's addition rounds.
    @inline(__always)
    mutating func shiftConstant(by shift: Double) {
        constant += shift
        rounding += Row.unitRounding * abs(constant)
    }

    /// `constant += factor × other`, with the rounding `other` carries scaled by `factor`.
    @inline(__always)
    mutating func addConstant(of other: Row, times factor: Double) {
        let term = factor * other.constant
        rounding += abs(factor) * other.rounding + Row.unitRounding * abs(term)
        shiftConstant(by: term)
    }
}
