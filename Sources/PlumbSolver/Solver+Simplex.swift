// The simplex core: rows in and out of the tableau, pivots, the primal and dual simplex, and
// phase 1 with its rollback. Reads as one algorithm, after kiwi's solverimpl.h, with a column
// index, lexicographic levels and transactional failure added.

extension Solver {
    // MARK: - Tolerances

    /// A restricted row's constant counts as ≥ 0, a dummy row's and phase 1's optimum as 0,
    /// within this.
    ///
    /// 1e-11, plus a hundred times the rounding the row's own constant carries
    /// (`Row.rounding`, bounded as it was computed), not a share of the largest number in the
    /// layout. `v0 == 0` against `v0 ≥ 8e-6` is a conflict however large other values are: at
    /// 1e-11 of a 9e8 elsewhere it passed as rounding, and `1e6·v0` then carried it into a
    /// miss of 8 points. A long sum still closes: its bound grows with every step it took.
    @inline(__always)
    static func tolerance(of row: Row) -> Double { 1e-11 + 1e2 * row.rounding }

    /// The tolerance for a row already in the tableau: the smaller of its own and the
    /// layout's (`valueScale`).
    @inline(__always)
    func standingTolerance(of row: Row) -> Double {
        min(Solver.tolerance(of: row), 1e-11 * (1 + valueScale))
    }

    /// A reduced cost counts as zero within this.
    ///
    /// Level cells already drop what cancels relative to their operands and to the largest
    /// term they ever summed (`Level.add`), so this only guards what survives. It used to be
    /// 1e-9, which hid genuine reduced costs: a required `1000·x ≤ 0` gives its slack 1000
    /// times x's units, so a `1e-6·x + 35 == 0` pulling at x read as 1e-9 per unit of slack,
    /// and 35 points of error stayed. Then it
    /// was 1e-20, which hid the product of a 1e-12 multiplier and a 1e-9 one (1e-21): 1e-22
    /// made 3 more of the extreme oracle's 6,000 systems on seeds 1–20 agree with the exact
    /// optimum. Then 1e-24, for 1e-12 × 2e-12 (`aTinyReducedCostThatNothingCancelledIsASlope`),
    /// once a product of cells carried the rounding of both factors (`merge`): before that, a
    /// residue of 5e-23 read as a slope. Lower is worse: at 1e-30 a reduced cost left by
    /// rounding pulled an add beyond the range (`removalDoesNotPivotOnRounding`). A reduced
    /// cost that is only rounding can
    /// still look like an unbounded improvement; `reoptimize()` knows the objective is
    /// bounded and sets it to zero.
    static let optimalityTolerance: Double = 1e-24
    /// Two dual ratios within this, relative, are a tie (broken by symbol id).
    static let dualRatioTieTolerance: Double = 1e-9
    /// The smallest |coefficient|, relative to the row's largest, that may be a subject.
    static let subjectThreshold: Double = 1e-3

    // MARK: - Symbols and rows

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let id = Int32(symbolKind.count)
        symbolKind.append(kind)
        symbolOwner.append(owner)
        basicRow.append(-1)
        columns.addSymbol()
        return id
    }

    /// The slots of the rows that contain `symbol`, after dropping stale entries and
    /// duplicates (a cell that cancels and later reappears in the same row leaves one).
    mutating func liveColumn(_ symbol: Int32) -> [Int32] {
        liveCells(symbol).map(\.slot)
    }

    /// The rows that contain `symbol`, each with the symbol's coefficient there: one pass that
    /// validates the column and reads the cells.
    mutating func liveCells(_ symbol: Int32) -> [(slot: Int32, coefficient: Double)] {
        var cells: [(slot: Int32, coefficient: Double)] = []
        forEachCell(of: symbol) { solver, slot, i in
            cells.append((slot, solver.rows[Int(slot)].coefficients[i]))
        }
        return cells
    }

    /// Calls `body` with the slot of each row that contains `symbol` and the symbol's
    /// position in it, validating the column on the way.
    ///
    /// A full column is read by scanning the rows. Otherwise the column is read in place and
    /// rewritten only when it held stale entries, so a chain driven by one edit reads its
    /// column at each suggestion without copying it. `body` may change the rows' constants
    /// and coefficients, not which symbols they hold.
    @inline(__always)
    mutating func forEachCell(
        of symbol: Int32, _ body: (inout Solver, _ slot: Int32, _ position: Int) -> Void
    ) {
        if columns.isFull(symbol) {
            for slot in rows.indices where rowBasic[slot] >= 0 {
                let (i, found) = rows[slot].position(of: symbol)
                if found { body(&self, Int32(slot), i) }
            }
            return
        }
        let column = columns.entries(symbol)
        if column.isEmpty { return }
        columnEpoch &+= 1
        let epoch = columnEpoch
        var stale = false
        for slot in column {
            let s = Int(slot)
            guard rowBasic[s] >= 0, slotEpoch[s] != epoch else {
                stale = true
                continue
            }
            let (i, found) = rows[s].position(of: symbol)
            guard found else {
                stale = true
                continue
            }
            slotEpoch[s] = epoch
            body(&self, slot, i)
        }
        guard stale else { return }
        columnEpoch &+= 1
        let recheck = columnEpoch
        var live: [Int32] = []
        for slot in column where rowBasic[Int(slot)] >= 0 && slotEpoch[Int(slot)] != recheck {
            guard rows[Int(slot)].position(of: symbol).found else { continue }
            slotEpoch[Int(slot)] = recheck
            live.append(slot)
        }
        columns.set(symbol, live)
    }

    /// Puts `row` into the tableau with `basic` as its basic symbol.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Int32) -> Int32 {
        let slot = Int32(rows.count)
        columns.append(slot, toEach: row.symbols)
        rows.append(row)
        rowBasic.append(basic)
        slotEpoch.append(0)
        basicRow[Int(basic)] = slot
        liveRowCount += 1
        noteRowChanged(slot)
        return slot
    }

    /// Removes a row from the tableau; its basic symbol becomes parametric.
    mutating func dropRow(_ slot: Int32) {
        let basic = rowBasic[Int(slot)]
        basicRow[Int(basic)] = -1
        rowBasic[Int(slot)] = -1
        rows[Int(slot)] = Row()
        liveRowCount -= 1
        if symbolKind[Int(basic)] == .external { noteVariableChanged(basic) }
    }

    @inline(__always)
    mutating func noteVariableChanged(_ symbol: Int32) {
        let v = Int(symbolOwner[Int(symbol)])
        if !isChanged[v] {
            isChanged[v] = true
            changedVariables.append(Int32(v))
        }
    }

    /// After a row's constant changed: publish its variable, or queue it for the dual simplex.
    @inline(__always)
    mutating func noteRowChanged(_ slot: Int32) {
        let basic = rowBasic[Int(slot)]
        let kind = symbolKind[Int(basic)]
        let constant = rows[Int(slot)].constant
        if kind == .external {
            noteVariableChanged(basic)
            if abs(constant) > Solver.maximumValue { mayLeaveRange = true }
            if steepestRatio > Solver.steepRatio,
                rows[Int(slot)].rounding > Solver.lostDigits * abs(constant),
                rows[Int(slot)].hasCell(beyond: Solver.steepRatio)
                    || rows[Int(slot)].hasCancelledCell(beyond: Solver.steepRatio)
            {
                mayHaveLostDigits = true
            }
        } else if constant < 0 || kind == .dummy,
            abs(constant) > standingTolerance(of: rows[Int(slot)])
        {
            // A dummy row (a redundant equality) must stay at exactly 0.
            infeasibleRows.append(slot)
        }
    }

    /// Replaces `symbol` in the row at `slot` by `row`, keeping the column index up to date
    /// and the row within `dummyLimit` dummies; false when the row does not hold `symbol`.
    ///
    /// The row is rewritten in one write, so the journal keeps it once, as it was: a write
    /// per step (take the cell out, add the row in, drop old dummies, mark it untracked)
    /// kept four copies of every row a pivot rewrote, three of them never read.
    /// `kinds` is `symbolKind.elements`, read once for all the rows a pivot rewrites.
    mutating func substitute(
        _ symbol: Int32, by row: Row, inSlot slot: Int32, kinds: [SymbolKind]
    ) -> Bool {
        createdSymbols.removeAll(keepingCapacity: true)
        var dropped: [Int32] = []  // allocates only when a row drops dummies
        let limit = dummyLimit
        var hidesSlope = false
        let found = Solver.substitute(
            symbol, by: row, into: &rows[Int(slot)], created: &createdSymbols,
            dropped: &dropped, hidesSlope: &hidesSlope, kinds: kinds, limit: limit,
            scratch: &scratchSymbols, &scratchCoefficients, &scratchMagnitudes)
        guard found else { return false }
        if hidesSlope { hidesSlopes = true }
        columns.append(slot, toEach: createdSymbols)
        if !dropped.isEmpty { spill(dropped) }
        return true
    }

    /// `target`'s cell of `symbol` replaced by `row` times its coefficient.
    ///
    /// Then the oldest dummies beyond `limit` are dropped (appended to `dropped`; the row is
    /// then untracked). False, and `target` unchanged, when it holds no cell of `symbol`.
    /// `hidesSlope` is what `merge` returns.
    static func substitute(
        _ symbol: Int32, by row: Row, into target: inout Row, created: inout [Int32],
        dropped: inout [Int32], hidesSlope: inout Bool, kinds: [SymbolKind], limit: Int,
        scratch: inout [Int32], _ coefficients: inout [Double], _ magnitudes: inout [Double]
    ) -> Bool {
        let (c, size) = target.removeCell(symbol)
        guard c != 0 else { return false }
        var unwatched: [CancelledCell]? = nil
        hidesSlope = merge(
            row, times: c, size: size, into: &target, created: &created,
            cancelled: &unwatched, scratch: &scratch, &coefficients, &magnitudes)
        guard target.count > limit else { return true }
        let drop = excessDummyCells(target, kinds: kinds, limit: limit)
        guard !drop.isEmpty else { return true }
        for i in drop { dropped.append(target.symbols[i]) }
        target.removeCells(at: drop)
        target.untracked = true
        return true
    }

    /// `target += factor × source`, keeping symbols new to `target` in `createdSymbols`.
    ///
    /// `size` is the largest term `factor` summed, when it is a cell that did (its own
    /// magnitude otherwise). With `cancelled`, the cells that cancelled are appended to it
    /// (`makeRow`).
    mutating func merge(
        _ source: Row, times factor: Double, size: Double? = nil, into target: inout Row,
        cancelled: inout [CancelledCell]?
    ) {
        let hidesSlope = Solver.merge(
            source, times: factor, size: size ?? abs(factor), into: &target,
            created: &createdSymbols, cancelled: &cancelled,
            scratch: &scratchSymbols, &scratchCoefficients, &scratchMagnitudes)
        if hidesSlope { hidesSlopes = true }
    }

    mutating func merge(
        _ source: Row, times factor: Double, size: Double? = nil, into target: inout Row
    ) {
        var unwatched: [CancelledCell]? = nil
        merge(source, times: factor, size: size, into: &target, cancelled: &unwatched)
    }

    /// The largest term of the product `a × b`, where `a` summed terms up to `aSize` and `b`
    /// up to `bSize`: the larger of each factor's largest term times the other's value, so
    /// a product carries the rounding of both its factors.
    @inline(__always)
    static func productSize(_ a: Double, _ aSize: Double, _ b: Double, _ bSize: Double)
        -> Double
    {
        max(aSize * abs(b), abs(a) * bSize)
    }

    /// A cell that cancelled while a row was summed: the larger of the two terms that
    /// cancelled, and the largest term the cell had summed.
    typealias CancelledCell = (symbol: Int32, terms: Double, size: Double)

    /// `target += factor × source` by one merge of the sorted cells; symbols new to `target`
    /// are appended to `created`.
    ///
    /// Cells that cancel are dropped (`Row.isRounding`): each cell's largest term so far
    /// (`Row.magnitudes`) is carried along, scaled by `size`, the largest term `factor` itself
    /// summed. A product carries the rounding of both its factors: `1e-6/0.999999999 − 1e-6`
    /// is 1.0000001095e-15 where 1.000000001e-15 is meant, and scaled by its own size it made
    /// a residue of 5e-23 look like a slope, which took a conflict to a solution at 9e24 (seed
    /// 1000052000160).
    ///
    /// The merge writes through unsafe buffers into scratch arrays that every merge reuses,
    /// then copies the result back into the target's own storage: no allocation unless a row
    /// outgrows its capacity, and no uniqueness check per cell. A result whose cells are all
    /// their own magnitudes keeps no magnitudes, as before the merge.
    ///
    /// Returns whether a cell may hide a slope (`Solver.hidesSlopes`): it came out more than
    /// `Solver.steepRatio` times smaller than its terms, and they were rounded (the product
    /// was, or a term has more significant bits than the numbers people write in binary), so
    /// the cell is known only to its rounding, whether it was kept or dropped.
    @discardableResult
    static func merge(
        _ source: Row, times factor: Double, size factorSize: Double, into target: inout Row,
        created createdSymbols: inout [Int32],
        cancelled: inout [CancelledCell]?,
        scratch scratchSymbols: inout [Int32], _ scratchCoefficients: inout [Double],
        _ scratchMagnitudes: inout [Double]
    ) -> Bool {
        target.addConstant(of: source, times: factor)
        if source.untracked { target.untracked = true }
        let m = source.symbols.count
        if m == 0 { return false }
        let n = target.symbols.count
        let capacity = n + m
        if scratchSymbols.count < capacity {
            let grow = max(capacity, 2 * scratchSymbols.count) - scratchSymbols.count
            scratchSymbols.append(contentsOf: repeatElement(0, count: grow))
            scratchCoefficients.append(contentsOf: repeatElement(0, count: grow))
            scratchMagnitudes.append(contentsOf: repeatElement(0, count: grow))
        }
        let absFactor = abs(factor)
        let exactFactor = factorSize == absFactor
        var count = 0
        var plain = true
        var hidesSlope = false
        scratchSymbols.withUnsafeMutableBufferPointer { outSymbols in
            scratchCoefficients.withUnsafeMutableBufferPointer { outCoefficients in
                scratchMagnitudes.withUnsafeMutableBufferPointer { outMagnitudes in
                    let ts = target.symbols
                    let tc = target.coefficients
                    let tm = target.magnitudes
                    let ss = source.symbols
                    let sc = source.coefficients
                    let sm = source.magnitudes
                    // The largest term of factor × source cell j: the larger of each
                    // factor's own largest term times the other's value (a factor that is
                    // its own magnitude, as most are, scales the cell's).
                    @inline(__always) func termSize(_ j: Int) -> Double {
                        let cellSize = sm.isEmpty ? abs(sc[j]) : sm[j]
                        return exactFactor
                            ? absFactor * cellSize
                            : Solver.productSize(factor, factorSize, sc[j], cellSize)
                    }
                    @inline(__always) func emit(_ symbol: Int32, _ value: Double, _ size: Double) {
                        outSymbols[count] = symbol
                        outCoefficients[count] = value
                        outMagnitudes[count] = size
                        if size != abs(value) { plain = false }
                        count += 1
                    }
                    var i = 0
                    var j = 0
                    while i < n && j < m {
                        let a = ts[i]
                        let b = ss[j]
                        if a < b {
                            emit(a, tc[i], tm.isEmpty ? abs(tc[i]) : tm[i])
                            i += 1
                        } else if b < a {
                            let value = factor * sc[j]
                            if value != 0 {  // only underflow makes it 0
                                emit(b, value, termSize(j))
                                createdSymbols.append(b)
                            }
                            j += 1
                        } else {
                            let value = factor * sc[j]
                            let sum = tc[i] + value
                            let size = max(
                                tm.isEmpty ? abs(tc[i]) : tm[i],
                                termSize(j))
                            if !Row.isRounding(sum, tc[i], value, of: size) {
                                emit(a, sum, max(size, abs(sum)))
                            } else {
                                cancelled?.append((a, max(abs(tc[i]), abs(value)), size))
                            }
                            if abs(sum) * Solver.steepRatio < size, !hidesSlope {
                                hidesSlope = Solver.isRounded(tc[i], factor, sc[j], value)
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < n {
                        emit(ts[i], tc[i], tm.isEmpty ? abs(tc[i]) : tm[i])
                        i += 1
                    }
                    while j < m {
                        let value = factor * sc[j]
                        if value != 0 {
                            emit(ss[j], value, termSize(j))
                            createdSymbols.append(ss[j])
                        }
                        j += 1
                    }
                }
            }
        }
        target.symbols.removeAll(keepingCapacity: true)
        target.coefficients.removeAll(keepingCapacity: true)
        target.magnitudes.removeAll(keepingCapacity: !plain)
        target.symbols.append(contentsOf: scratchSymbols[0..<count])
        target.coefficients.append(contentsOf: scratchCoefficients[0..<count])
        if !plain { target.magnitudes.append(contentsOf: scratchMagnitudes[0..<count]) }
        return hidesSlope
    }

    /// Whether `cell + factor × term` (`product` being the product as rounded) sums numbers
    /// known only to their rounding: the product was rounded, or some operand has more
    /// significant bits than ``shortSignificand``, as `1.000000001` and `1/0.999999999` have
    /// and `0.5`, `2` and `1000` do not.
    @inline(__always)
    static func isRounded(_ cell: Double, _ factor: Double, _ term: Double, _ product: Double)
        -> Bool
    {
        (-product).addingProduct(factor, term) != 0 || cell.significandWidth > shortSignificand
            || product.significandWidth > shortSignificand
    }

    /// The most bits after the binary point a number can have and still be taken as exact:
    /// what the multipliers and constants of layouts (`0.5`, `0.75`, `1.5`, integers) need,
    /// well short of the 52 a rounded quotient or a decimal such as `0.999999999` fills.
    static let shortSignificand = 26

    // MARK: - Building a constraint's row

    /// The constraint as a row over parametric symbols, with its private symbols created and
    /// its errors entered in the objective (theory.md §1.4).
    ///
    /// The row reads `0 = constant + …`
    /// with `constant ≥ 0`. A rebuild passes the constraint's old record to reuse its symbols.
    mutating func makeRow(
        for constraint: Constraint, id: ConstraintID, reusing old: ConstraintRecord? = nil
    ) -> (row: Row, record: ConstraintRecord) {
        // A required constraint whose coefficients are all small is read in the units of its
        // variables (`1e-12·v ≤ 0` as `v ≤ 0`), so that the feasibility tolerance measures a
        // miss in points: otherwise 1e-12 of a miss of 8000 passes as rounding.
        let unit = Solver.requiredRowUnit(constraint)
        var row = Row(constant: constraint.expression.constant / unit)
        if unit != 1 { row.rounding = Row.unitRounding * abs(row.constant) }
        // Cells that cancel while the row is summed, judged again at the end.
        var cancelled: [CancelledCell]? = []
        for written in constraint.expression.terms {
            let term = Term(written.variable, written.coefficient / unit)
            let symbol = variableSymbol[Int(term.variable.index)]
            let slot = basicRow[Int(symbol)]
            if slot >= 0 {
                createdSymbols.removeAll(keepingCapacity: true)
                merge(rows[Int(slot)], times: term.coefficient, into: &row, cancelled: &cancelled)
            } else {
                let before = row.coefficient(of: symbol)
                if row.add(term.coefficient, to: symbol) < 0 {
                    let size = abs(term.coefficient)
                    cancelled?.append((symbol, size, size))
                }
                if before != 0,
                    abs(row.coefficient(of: symbol)) * Solver.steepRatio
                        < max(abs(before), abs(term.coefficient)),
                    Solver.isRounded(before, 1, term.coefficient, term.coefficient)
                {
                    hidesSlopes = true
                }
            }
        }
        Solver.judge(cancelled ?? [], in: &row)
        let owner = id.raw
        func symbol(_ kind: SymbolKind, _ reused: Int32?) -> Int32 {
            if let reused, reused >= 0 { return reused }
            return makeSymbol(kind, owner: owner)
        }
        var record = ConstraintRecord(constraint: constraint, marker: -1, other: -1, level: -1)
        record.unit = unit
        let required = constraint.priority.isRequired
        if !required { record.level = Int32(retainLevel(constraint.priority.value)) }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            record.marker = symbol(.slack, old?.marker)
            if !required { record.other = symbol(.error, old?.other) }
        case .equal:
            if required {
                record.marker = symbol(.dummy, old?.marker)
            } else {
                record.marker = symbol(.error, old?.marker)
                record.other = symbol(.error, old?.other)
            }
        }
        record.forEachPrivateCell { symbol, coefficient in
            row.add(coefficient, to: symbol)
            if symbolKind[Int(symbol)] == .error {
                levels.add(1, to: symbol, inLevel: Int(record.level))
            }
        }
        if row.constant < 0 { row.negate() }
        // A re-added constraint may keep an older dummy than the rows it meets: if its own
        // cell is dropped, it is spilled from the start.
        if row.count > dummyLimit, capDummies(&row).contains(owner) { record.spilled = true }
        return (row, record)
    }

    /// Judges again the cells of a new row that cancelled while it was summed
    /// (`cancelled`) and came back from a later term: the cell is the sum of every term,
    /// so it is rounding when it is rounding beside the terms that cancelled
    /// (`Row.isRounding`), and otherwise it carries their magnitude.
    ///
    /// Summed term by term, the cell that cancelled first was dropped and the later term made
    /// a fresh cell, with no history: `v2 − 1.0000000000000004·v2` cancelled, then `−v0`
    /// brought `5e-16·v2` back as a cell of its own, where the three terms sum to 5.6e-17; a
    /// pivot on it put a value at 1.8e16, and a conflict (`−v0 + 1e6·v1 + v2 ≥ 9` beside
    /// `−v0 + 1e6·v1 + v2 == 0`) was refused as out of range (seed 1000050000176).
    static func judge(_ cancelled: [CancelledCell], in row: inout Row) {
        for (symbol, terms, size) in cancelled {
            let (k, found) = row.position(of: symbol)
            guard found else { continue }
            let c = row.coefficients[k]
            if Row.isRounding(c, c, terms, of: max(size, row.magnitude(at: k))) {
                row.remove(symbol)
            } else {
                row.noteSummed(size, at: k)
            }
        }
    }

    /// The factor a constraint's row is divided by: its largest coefficient when that is below
    /// 1 and the constraint is required, else 1.
    ///
    /// Only required rows: an optional one's error is
    /// weighed in the units it was written in.
    static func requiredRowUnit(_ constraint: Constraint) -> Double {
        guard constraint.priority.isRequired else { return 1 }
        let largest = constraint.expression.terms.reduce(0) { max($0, abs($1.coefficient)) }
        return largest > 0 && largest < 1 ? largest : 1
    }

    /// The symbol to solve the new row for, or nil when phase 1 must decide (theory.md §1.5).
    ///
    /// An external symbol no row contains comes first: solving for it changes nothing else.
    /// Then the external in the fewest rows (least fill-in), then the constraint's own slack
    /// or error when its coefficient is negative. Ties go to the lowest id.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int32? {
        var best: Int32 = -1
        var bestCount = Int.max
        // Threshold pivoting: solving for a symbol whose coefficient is tiny next to the
        // largest external's divides every rounding error by it (a 1e-9 multiplier turned a
        // 1e-11 error at 1e6 into a 0.025-point violation). Such symbols are left to phase 1.
        var largest = 0.0
        for (symbol, c) in zip(row.symbols, row.coefficients)
        where symbolKind[Int(symbol)] == .external {
            largest = max(largest, abs(c))
        }
        let smallest = Self.subjectThreshold * largest
        for (symbol, coefficient) in zip(row.symbols, row.coefficients)
        where symbolKind[Int(symbol)] == .external && abs(coefficient) >= smallest {
            let count = columns.count(symbol)
            if count < bestCount {
                best = symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if best >= 0 { return best }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            if symbolKind[Int(symbol)].isPivotable, row.coefficient(of: symbol) < 0 {
                return symbol
            }
        }
        // A row whose constant is exactly 0 can be solved for any slack or error in it (with a
        // coefficient no smaller than the threshold allows): the subject is
        // then 0 and substituting it moves no other row's constant, so the basis stays
        // feasible (the primal simplex restores optimality). Without this, `a.width ==
        // b.width` between two views whose widths are already rows over their `width >= 0`
        // slacks went through phase 1, which pivots through the long column of the shared
        // slack: a grid of equal cells was quadratic. The symbol in the fewest rows wins.
        if row.constant == 0 {
            var largestRestricted = 0.0
            for (symbol, c) in zip(row.symbols, row.coefficients)
            where symbolKind[Int(symbol)].isPivotable {
                largestRestricted = max(largestRestricted, abs(c))
            }
            let smallestRestricted = Self.subjectThreshold * largestRestricted
            for (symbol, coefficient) in zip(row.symbols, row.coefficients)
            where symbolKind[Int(symbol)].isPivotable && abs(coefficient) >= smallestRestricted
                && coefficient != 0
            {
                let count = columns.count(symbol)
                if count < bestCount {
                    best = symbol
                    bestCount = count
                }
            }
            if best >= 0 { return best }
        }
        return nil
    }

    // MARK: - Insert and remove

    /// Adds a validated constraint under `id`; on failure nothing changes.
    ///
    /// A rebuild passes the constraint's old record to reuse its symbols.
    mutating func insert(
        _ constraint: Constraint, as id: ConstraintID, reusing old: ConstraintRecord? = nil
    ) throws(SolverError) {
        valueScale = max(valueScale, abs(constraint.expression.constant))
        steepestRatio = max(steepestRatio, Solver.ratio(of: constraint.expression))
        var (row, record) = makeRow(for: constraint, id: id, reusing: old)
        records[Int(id.raw)] = record
        activeCount += 1
        // Rows that overflowed on their way (values past the range times large cells) sum to
        // an infinite or NaN row, on which phase 1 can find no pivot: a fuzzed session met
        // "phase 1 did not converge" there. Such an add is refused and changes nothing.
        guard row.constant.isFinite, row.coefficients.allSatisfy(\.isFinite) else {
            forgetRecord(id, record)
            throw .nonFinite(
                what: "this constraint, summed over the rows it meets at these magnitudes,")
        }
        if isDummiesButForResidue(&row) {
            guard abs(row.constant) <= Solver.tolerance(of: row) else {
                let partial = makeConflict(culprit: id, row: row, violation: row.constant)
                forgetRecord(id, record)
                throw .unsatisfiable(
                    row.untracked ? explainedInsertConflict(constraint, id, partial) : partial)
            }
            // Within the rounding bound, as a phase-1 miss is: a miss the constraints as
            // written prove is a conflict all the same. `v0 − v1 == 10` beside
            // `v0 − v1 == −5`, in rows that had been through 1e6 and 1e9 multipliers, missed
            // by 15 within the bound and was taken as redundant (seed 1000022000097).
            if abs(row.constant) > Solver.certifiedMiss,
                let proven = certifiedConflict(row, culprit: id, violation: abs(row.constant))
            {
                forgetRecord(id, record)
                throw .unsatisfiable(proven)
            }
            // Redundant: implied by the required equalities already there. Its own dummy
            // becomes basic so that the constraint keeps its identity for removal. The
            // constant was just judged rounding, so the dummy's row holds the 0 it stands
            // for: left as it was, the stricter test of rows in the tableau can find it
            // infeasible (the same `v2 == 6000` added twice, beside 1e-9 multipliers, left
            // 1e-7, seed 1000008000106).
            row.constant = 0
            row.solve(for: record.marker)
            substitute(record.marker, by: row)
            insertRow(row, basic: record.marker)
        } else if let subject = chooseSubject(row, record) {
            noteSteepCells(row.solve(for: subject))
            substitute(subject, by: row)
            insertRow(row, basic: subject)
        } else {
            try addWithArtificialVariable(row, record: record, id: id)
        }
        guard let failed = try reoptimize() else { return }
        // A row the dual simplex cannot repair proves the constraint unsatisfiable although
        // phase 1 passed it: its minimum was within the rounding bound of rows that had been
        // through 1e6 multipliers, and the row it left is infeasible by 10 points (seed
        // 1000012000115). The constraint is taken back out.
        let partial = makeConflict(culprit: id, failedRow: failed)
        let untracked = rows[Int(failed)].untracked
        if let record = self.record(id) {
            try removeRecord(id, record)
            try reoptimize()
        }
        throw .unsatisfiable(untracked ? explainedInsertConflict(constraint, id, partial) : partial)
    }

    /// The share of the largest term a cell summed (`Row.magnitudes`) below which a cell
    /// beside dummies may be residue: above it, it kept digits of its own.
    ///
    /// `v0 − v1 == 7e-6` beside `1.000000001·v0 == v1` leaves error cells of 1e-15 beside a
    /// dummy of 1: small, but 1e-9 of the terms of 1e-6 they came from, which is the genuine
    /// `1 − 1.000000001`. Read as residue, a feasible add (v0 = −7000) was refused as a
    /// conflict (seed 1000020000243).
    static let residueDigits = 1e-10

    /// Whether a new row combines only required equalities' dummies, but for cells that are
    /// rounding beside them (below `Row.cancellation` of the largest dummy cell, and below
    /// `residueDigits` of the terms they were summed from); drops those cells when it does.
    ///
    /// Such a row is a redundant equality (or a conflicting one): `−2·v0 + 1e-6·v2 == 70`
    /// beside `2·v0 − 1e-6·v2 == −70` left `2.6e-16·v1` from two coefficients of 1e-6 that
    /// each carried their own rounding, and solving for `v1` divided by it: a required
    /// equality then missed by 19 points (seed 1000009000219). A row with no dummy is never
    /// one.
    func isDummiesButForResidue(_ row: inout Row) -> Bool {
        guard !row.isEmpty else { return true }
        var largestDummy = 0.0
        var largestOther = 0.0
        var keptDigits = false
        for k in row.symbols.indices {
            let c = abs(row.coefficients[k])
            if symbolKind[Int(row.symbols[k])] == .dummy {
                largestDummy = max(largestDummy, c)
            } else {
                largestOther = max(largestOther, c)
                if c > Solver.residueDigits * row.magnitude(at: k) { keptDigits = true }
            }
        }
        guard largestDummy > 0 else { return false }
        if largestOther == 0 { return true }
        guard largestOther < Row.cancellation * largestDummy, !keptDigits else { return false }
        let residue = zip(row.symbols, row.coefficients).filter { symbol, _ in
            symbolKind[Int(symbol)] != .dummy
        }
        for (symbol, _) in residue { row.remove(symbol) }
        return true
    }

    /// The phase-1 minimum above which a miss within the rounding bound is checked against
    /// the constraints as written.
    ///
    /// The bound is generous (100 times the rounding a row carries): `v0 ≤ v1 − 3e-6` beside
    /// `v0 == v1`, at values of 6e8, missed by 3e-6 within a bound of 6e-6 and was accepted.
    /// Their Farkas certificate misses by exactly 3e-6. Below 1e-9 no check runs, so
    /// ordinary layouts never pay for it.
    static let certifiedMiss = 1e-9

    /// The conflict the phase-1 row `proof` reads, when its Farkas certificate, checked
    /// against the constraints as written (`ScratchSystem.isCertificate`), proves that the
    /// culprit cannot hold; nil otherwise.
    ///
    /// A row that lost track of its dummies proves nothing here: rebuilding its members
    /// costs the whole layout, so it keeps the rounding bound's verdict.
    func certifiedConflict(_ proof: Row, culprit: ConstraintID, violation: Double) -> Conflict? {
        guard !proof.untracked else { return nil }
        let conflict = makeConflict(culprit: culprit, row: proof, violation: violation)
        guard let constraints = constraints(of: conflict.members),
            ScratchSystem.isCertificate(conflict.multipliers, of: constraints)
        else { return nil }
        return conflict
    }

    /// Phase 1: adds `row` as `a = row` and minimises `a`.
    ///
    /// At zero (within `Solver.tolerance(of:)` of the objective row) the
    /// constraint holds; above zero the final objective row proves a conflict, and every pivot
    /// is undone.
    mutating func addWithArtificialVariable(
        _ row: Row, record: ConstraintRecord, id: ConstraintID
    ) throws(SolverError) {
        let artificial = makeSymbol(.artificial, owner: -1)
        insertRow(row, basic: artificial)
        phaseOne = row
        pivotLog = []
        defer {
            phaseOne = nil
            pivotLog = nil
        }
        var iterations = 0
        let limit = 50 * (liveRowCount + 10)
        while let objective = phaseOne {
            guard
                let entering = objective.symbols.indices.last(where: { i in
                    objective.coefficients[i] < -Solver.optimalityTolerance
                        && symbolKind[Int(objective.symbols[i])].isPivotable
                }).map({ objective.symbols[$0] })
            else { break }
            guard let slot = leavingRow(for: entering), iterations < limit else {
                undoLoggedPivots()
                dropRow(basicRow[Int(artificial)])
                forgetRecord(id, record)
                throw .internalError("phase 1 did not converge while adding \(id)")
            }
            pivot(entering, leaving: slot)
            iterations += 1
        }
        let minimum = phaseOne?.constant ?? 0
        let proof = phaseOne ?? Row()
        let refusal: Conflict? =
            if minimum > Solver.tolerance(of: phaseOne ?? row) {
                makeConflict(culprit: id, row: proof, violation: minimum)
            } else if minimum > Solver.certifiedMiss {
                certifiedConflict(proof, culprit: id, violation: minimum)
            } else {
                nil
            }
        if let partial = refusal {
            undoLoggedPivots()
            // The artificial row is back as it was inserted: the tableau is as before.
            dropRow(basicRow[Int(artificial)])
            forgetRecord(id, record)
            throw .unsatisfiable(
                proof.untracked
                    ? explainedInsertConflict(record.constraint, id, partial) : partial)
        }
        // a = 0. If it is still basic, its row must leave: pivot a symbol of the row in (a
        // dummy when nothing else is left: the constraint is then redundant). The largest
        // cell, not the first: `a` is 0 only to the tolerance, and the first cell was a
        // genuine 1e-18 that divided a rounding of 1.9e-10 into a slack of −1.9e8, which no
        // repair could bring back, and a feasible add was refused (seed 1000017000076).
        let slot = basicRow[Int(artificial)]
        if slot >= 0 {
            let artificialRow = rows[Int(slot)]
            var pivotable: Int32?
            var largest = 0.0
            for (symbol, c) in zip(artificialRow.symbols, artificialRow.coefficients)
            where symbolKind[Int(symbol)].isPivotable && abs(c) > largest {
                pivotable = symbol
                largest = abs(c)
            }
            let dummy =
                artificialRow.symbols.contains(record.marker)
                ? record.marker : artificialRow.symbols.first { symbolKind[Int($0)] == .dummy }
            if let entering = pivotable ?? dummy {
                // Only dummies left: the minimum was judged 0, and a redundant equality's
                // dummy row holds the 0 it stands for, as in `insert`.
                if pivotable == nil { rows[Int(slot)].constant = 0 }
                pivot(entering, leaving: slot)
            } else {
                dropRow(slot)
            }
        }
        // a is parametric at 0 now: deleting its column makes `row = 0` permanent.
        for slot in liveColumn(artificial) { rows[Int(slot)].remove(artificial) }
        columns.clear(artificial)
        for l in levels.indices where levels[l].coefficient(artificial) != 0 {
            levels.clear(artificial, inLevel: l)
        }
    }

    /// Removes a constraint's row and objective terms; the caller re-optimises.
    ///
    /// A spilled constraint's marker column is incomplete, so its contribution cannot be
    /// pivoted out: the tableau is rebuilt without it.
    mutating func removeRecord(_ id: ConstraintID, _ record: ConstraintRecord)
        throws(SolverError)
    {
        if record.spilled {
            forgetRecord(id, record)
            try rebuildTableau()
            return
        }
        removeObjectiveEffects(record)
        let marker = record.marker
        if basicRow[Int(marker)] < 0, let slot = markerLeavingRow(marker) {
            pivot(marker, leaving: slot)
        }
        if basicRow[Int(marker)] >= 0 { dropRow(basicRow[Int(marker)]) }
        // The private symbols appear in no row now (every row left is a combination of other
        // constraints); clear what rounding may have left behind.
        for symbol in [record.marker, record.other] where symbol >= 0 {
            for slot in liveColumn(symbol) {
                rows[Int(slot)].remove(symbol)
                noteRowChanged(slot)
            }
            columns.clear(symbol)
            if basicRow[Int(symbol)] >= 0 { dropRow(basicRow[Int(symbol)]) }
        }
        forgetRecord(id, record)
    }

    /// Forgets a record and releases its level.
    mutating func forgetRecord(_ id: ConstraintID, _ record: ConstraintRecord) {
        if record.level >= 0 {
            for symbol in [record.marker, record.other] where symbol >= 0 {
                let l = Int(record.level)
                levels.clear(symbol, inLevel: l)
            }
            releaseLevel(record.level)
        }
        records[Int(id.raw)] = nil
        activeCount -= 1
    }

    /// The row to pivot a marker into when removing its constraint (theory.md §1.7): the
    /// dummy row of a redundant twin if there is one, else a restricted row with a negative
    /// coefficient by least ratio, else a restricted row by least ratio, else an external
    /// row.
    ///
    /// Ties go to the lowest basic symbol.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var choice = MarkerEntry()
        var cells: [(slot: Int32, coefficient: Double, magnitude: Double)] = []
        forEachCell(of: marker) { solver, slot, i in
            let row = solver.rows[Int(slot)]
            cells.append((slot, row.coefficients[i], row.magnitude(at: i)))
        }
        let largest = cells.reduce(0.0) { max($0, abs($1.coefficient)) }
        for (slot, c, magnitude) in cells {
            let row = rows[Int(slot)]
            let basic = rowBasic[Int(slot)]
            if c == 0 { continue }
            if abs(c) <= Solver.negligiblePivot * largest,
                abs(c) * Solver.steepRatio < magnitude
            {
                // Rounding left behind (2.5e-23 beside cells of 1, what cancelling terms far
                // larger left): pivoting on it multiplies every row by 4e22 and loses each
                // constant's digits. Only if nothing else. A cell as small that cancelled
                // nothing is a product of small multipliers, and a restricted row's: taking
                // the external row instead for `1e-9·0.999999999` beside 1e9 put v0,
                // parametric, in a slack's row (seed 1000108000049).
                choice.offer(.negligible, ratio: 0, basic: basic, slot: slot)
            } else if symbolKind[Int(basic)] == .dummy {
                // The row of a redundant twin (`x == 80` added twice): pivoting the marker
                // there hands the constraint's role to the twin. Any other row would leave
                // the twin's dummy row with a constant it can never repair.
                choice.offer(.fixed, ratio: 0, basic: basic, slot: slot)
            } else if symbolKind[Int(basic)] == .external {
                choice.offer(.external, ratio: 0, basic: basic, slot: slot)
            } else if c < 0 {
                choice.offer(.rising, ratio: -row.constant / c, basic: basic, slot: slot)
            } else {
                choice.offer(.falling, ratio: row.constant / c, basic: basic, slot: slot)
            }
        }
        return choice.chosen?.slot
    }

    /// A pivot this small against the largest in its column is rounding, not a coefficient:
    /// user-written ones reach 1e-12, products of two of them 1e-24 only beside cells as
    /// small.
    static let negligiblePivot = 1e-18

    // MARK: - Pivoting

    /// Replaces `symbol` everywhere by `row` (its definition, without the symbol itself).
    mutating func substitute(_ symbol: Int32, by row: Row) {
        let kinds = symbolKind.elements
        for (slot, _) in liveCells(symbol)
        where substitute(symbol, by: row, inSlot: slot, kinds: kinds) {
            noteRowChanged(slot)
        }
        columns.clear(symbol)
        substituteInObjective(symbol, by: row)
        if var objective = phaseOne {
            phaseOne = nil  // release the stored copy so the merge below mutates in place
            let (c, size) = objective.removeCell(symbol)
            if c != 0 {
                createdSymbols.removeAll(keepingCapacity: true)
                merge(row, times: c, size: size, into: &objective)
                if objective.count > dummyLimit { capDummies(&objective) }
            }
            phaseOne = objective
        }
    }

    mutating func substituteInObjective(_ symbol: Int32, by row: Row) {
        var touched = false
        for l in levelOrder {
            let c = levels[l].coefficient(symbol)
            if c == 0 { continue }
            let size = levels[l].magnitude(symbol)
            levels.clear(symbol, inLevel: l)
            for k in row.symbols.indices {
                levels.add(
                    c * row.coefficients[k],
                    size: Solver.productSize(c, size, row.coefficients[k], row.magnitude(at: k)),
                    to: row.symbols[k], inLevel: l)
            }
            touched = true
        }
        if touched {
            for s in row.symbols { considerCandidate(s) }
        }
    }

    /// After a row was solved for a symbol: a largest cell beyond `Solver.steepRatio` makes
    /// the layout steep, as a steep constraint does.
    ///
    /// Nearly parallel constraints with ordinary coefficients (`v0 − v1 − v2 ≥ 0` beside
    /// `v0 − 0.999999999·v2 ≤ 8`) make cells of 1e9 the constraints do not show: the next
    /// add took rows to constants of 4e15 and missed `500000·v2 + 10 == 0` by 0.46 points,
    /// unchecked because no constraint was steep (seed 1000002000077).
    @inline(__always)
    mutating func noteSteepCells(_ largest: Double) {
        if largest > Solver.steepRatio { steepestRatio = max(steepestRatio, largest) }
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    mutating func pivot(_ entering: Int32, leaving slot: Int32) {
        let leaving = rowBasic[Int(slot)]
        // A row of a steep layout whose cells lost digits to cancellation spreads them to
        // every row of the entering column, and the values can come out wrong though the
        // row's own value was right: `s[c2]` kept −1999872 where the constraints ask
        // −1999998, and removing `v0 ≤ −7e-6` then missed `2e6·v2 ≥ 2·v0` by 6.3e10 (seed
        // 1000050000040). The operation then checks the constraints as written when it ends.
        if steepestRatio > Solver.steepRatio,
            rows[Int(slot)].hasCancelledCell(beyond: Solver.steepRatio)
        {
            mayHaveLostDigits = true
        }
        let largest = rows[Int(slot)].solve(for: entering, replacing: leaving)
        if largest * Solver.roughPivot > 1 { tookRoughPivot = true }
        noteSteepCells(largest)
        columns.append(slot, to: leaving)
        basicRow[Int(leaving)] = -1
        rowBasic[Int(slot)] = entering
        let row = rows[Int(slot)]
        substitute(entering, by: row)
        basicRow[Int(entering)] = slot
        pivotLog?.append((entering, leaving))
        pivotCount &+= 1
        if symbolKind[Int(leaving)] == .external { noteVariableChanged(leaving) }
        noteRowChanged(slot)
        // The leaving symbol is parametric now, with a reduced cost of its own.
        considerCandidate(leaving)
    }

    /// Undoes the logged pivots in reverse order: each pivot is inverted by pivoting the
    /// symbol that left back in, which restores the previous basis and therefore the previous
    /// tableau.
    mutating func undoLoggedPivots() {
        guard let log = pivotLog else { return }
        pivotLog = nil
        for (entering, leaving) in log.reversed() {
            let slot = basicRow[Int(entering)]
            pivot(leaving, leaving: slot)
        }
        infeasibleRows.removeAll()
    }

    // MARK: - Primal simplex

    /// The lexicographic sign of a symbol's reduced cost: the sign at the highest level where
    /// it is not zero.
    @inline(__always)
    func reducedCostSign(_ symbol: Int32, tolerance: Double = Solver.optimalityTolerance) -> Int {
        for l in levelOrder {
            let c = levels[l].coefficient(symbol)
            if c < -tolerance { return -1 }
            if c > tolerance { return 1 }
        }
        return 0
    }

    @inline(__always)
    mutating func considerCandidate(_ symbol: Int32) {
        if symbolKind[Int(symbol)].isPivotable, basicRow[Int(symbol)] < 0,
            reducedCostSign(symbol) < 0
        {
            candidates.insert(symbol)
        }
    }

    /// The parametric symbol with the highest id whose reduced cost is lexicographically
    /// negative.
    ///
    /// This is Bland's rule over the symbols ordered newest first, with the ratio test's ties
    /// broken the same way, so it cannot cycle. Newest first matters: the improvement after an
    /// add almost always lies with the new constraint's symbols, and lowest-id-first walks
    /// long degenerate paths through old ones (a chain of optional equalities against hugging
    /// took O(n) pivots per add that way, O(1) this way).
    mutating func enteringSymbol(tolerance: Double = Solver.optimalityTolerance) -> Int32? {
        while let symbol = candidates.top {
            if basicRow[Int(symbol)] < 0, symbolKind[Int(symbol)].isPivotable,
                reducedCostSign(symbol, tolerance: tolerance) < 0
            {
                return symbol
            }
            candidates.removeTop()
        }
        return nil
    }

    /// The restricted row that limits `entering` first (least `−constant / coefficient` over
    /// negative coefficients); ties go to the highest basic symbol (the same order as the entering rule).
    mutating func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.min
        for (slot, c) in liveCells(entering) {
            let basic = rowBasic[Int(slot)]
            guard c < 0, symbolKind[Int(basic)].isRestricted else { continue }
            let ratio = -max(rows[Int(slot)].constant, 0) / c
            if ratio < bestRatio || (ratio == bestRatio && basic > bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    enum OptimizeResult {
        case optimal
        case unbounded(Int32)
        /// The pivot budget ran out before the optimum: never called optimal.
        case stalled(pivots: Int)
    }

    /// Runs the primal simplex on the lexicographic objective.
    ///
    /// In exact arithmetic the entering and leaving rules cannot cycle. In floating point the
    /// zero tolerance can make them: a pivot divides the reduced cost that chose it by the
    /// pivot cell, so a genuine −5e-19 at one level (a 1e-12 multiplier behind a 1e-6 chain)
    /// leaves +1e-21 on the way back, which reads as zero, and a lower level then asks for the
    /// way back (seed 1000009000161 went round two bases until the budget ran out). So after
    /// `cycleWatch` pivots the bases are remembered by a hash of their basic symbols, and when
    /// one recurs the run goes on with no zero tolerance: division keeps a cost's sign, so the
    /// way back then shows as the loss it is. The budget (50 pivots per row) is a guard
    /// against a bug, and running out of it is reported as such.
    mutating func optimize() -> OptimizeResult {
        var iterations = 0
        let limit = pivotBudgetPerRow * (liveRowCount + 10)
        var tolerance = Solver.optimalityTolerance
        var basisHash: UInt64 = 0  // the XOR of the hashes of every symbol that entered or left
        var seen: Set<UInt64> = []
        while let entering = enteringSymbol(tolerance: tolerance) {
            guard iterations < limit else { return .stalled(pivots: iterations) }
            guard let slot = leavingRow(for: entering) else { return .unbounded(entering) }
            candidates.removeTop()
            let leaving = rowBasic[Int(slot)]
            pivot(entering, leaving: slot)
            iterations += 1
            guard iterations >= Solver.cycleWatch else { continue }
            basisHash ^= Solver.symbolHash(entering) ^ Solver.symbolHash(leaving)
            if !seen.insert(basisHash).inserted { tolerance = 0 }
        }
        return .optimal
    }

    /// Pivots after which `optimize()` starts remembering bases: far more than an ordinary
    /// operation takes, so the common path allocates nothing.
    static let cycleWatch = 64

    /// A well-mixed 64-bit hash of a symbol (SplitMix64's finaliser), for basis hashes.
    @inline(__always)
    static func symbolHash(_ symbol: Int32) -> UInt64 {
        var z = UInt64(UInt32(bitPattern: symbol)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Optimises, then repairs any row that rounding left infeasible.
    ///
    /// The objective is a weighted sum of errors, which are never negative, so it cannot fall
    /// without bound: a symbol along which it seems to is one whose reduced cost is rounding
    /// (`1e6·v2 ≤ 0` beside `v0 − 1.000000000001·v1 ≥ 0` left −3e-22 at a level). Its cell
    /// at the deciding level is set to the zero it stands for, and the simplex goes on.
    ///
    /// Returns the slot of a row the dual simplex could not repair (a required conflict), or
    /// nil.
    @discardableResult
    mutating func reoptimize() throws(SolverError) -> Int32? {
        var result = optimize()
        var cleared = 0
        while case .unbounded(let s) = result, cleared < symbolKind.count {
            guard let l = levelOrder.first(where: { levels[$0].coefficient(s) != 0 }) else { break }
            levels.clear(s, inLevel: l)
            cleared += 1
            result = optimize()
        }
        switch result {
        case .optimal: break
        case .unbounded(let s):
            throw .internalError("the objective is unbounded along \(describeSymbol(s))")
        case .stalled(let pivots):
            throw .internalError(
                "the simplex stopped after \(pivots) pivots without reaching the optimum")
        }
        return infeasibleRows.isEmpty ? nil : try dualOptimize()
    }

    // MARK: - Constants and the dual simplex

    /// Sets the constant of a constraint to `newConstant` in place and repairs feasibility.
    ///
    /// A required constraint that can no longer hold is restored and reported.
    ///
    /// The rows move by the difference, which rounds; the constraint keeps the constant as
    /// given, which a fresh solve and the exact face read. Written back as the old constant
    /// plus that difference, `5e-6` after `-3e6` was kept as `4.9998e-6`: to the digits of
    /// 3e6, 195 points of `v0` through a `1e-12` multiplier (seed 1000138000096).
    mutating func changeConstant(of id: ConstraintID, to newConstant: Double) throws(SolverError) {
        guard let record = record(id) else { throw .unknownConstraint(id) }
        let delta = newConstant - record.constraint.expression.constant
        valueScale = max(valueScale, abs(newConstant))
        let marker = record.marker
        if record.spilled || (symbolKind[Int(marker)] == .dummy && basicRow[Int(marker)] >= 0) {
            // A redundant equality: its dummy row cannot absorb a change; a spilled one: its
            // dummy's column is incomplete. Re-add it under the same id; if that fails, put
            // the old one back (it held a moment ago).
            var changed = record.constraint
            changed.expression.constant = newConstant
            let saved = self
            try removeRecord(id, record)
            do throws(SolverError) {
                try insert(changed, as: id, reusing: record)
                records[Int(id.raw)]?.edit = record.edit
            } catch {
                self = saved
                throw error
            }
            return
        }
        pivotLog = []
        defer { pivotLog = nil }
        shiftMarker(of: record, by: delta)
        // In place: a suggestion on a chain should not copy the record back.
        records[Int(id.raw)]?.constraint.expression.constant = newConstant
        var failed = try dualOptimize()
        // The dual simplex keeps optimality only up to its tie tolerance: two entering ratios
        // within 1e-9 of each other are a tie, and the one not taken may be left with a
        // reduced cost of −1e-6 that, over a move of 1e14 (a constant of 1e8 read in units of
        // 1e-6), is a real error of 1e8. A primal pass after it takes what is left, and a row
        // it cannot repair is a verdict like the dual simplex's, not one to drop.
        if failed == nil, pivotLog?.isEmpty == false { failed = try reoptimize() }
        // A constant change scales every cell of the marker's column, and their rounding,
        // by the change, which no row's bound records (``noteMiss(of:)``).
        if failed == nil { noteMiss(of: id) }
        if let failedSlot = failed {
            let partial = makeConflict(culprit: id, failedRow: failedSlot)
            let untracked = rows[Int(failedSlot)].untracked
            undoLoggedPivots()
            shiftMarker(of: record, by: -delta)
            let oldConstant = record.constraint.expression.constant
            records[Int(id.raw)]?.constraint.expression.constant = oldConstant
            infeasibleRows.removeAll()
            guard untracked else { throw .unsatisfiable(partial) }
            let explained = trackedConflict { (replica: inout Solver) throws(SolverError) in
                try replica.changeConstant(of: id, to: newConstant)
            }
            throw .unsatisfiable(explained ?? partial)
        }
    }

    /// Applies a constant change of `delta` to the tableau through the marker's column.
    mutating func shiftMarker(of record: ConstraintRecord, by delta: Double) {
        let marker = record.marker
        let shift = delta / record.markerCoefficient
        let slot = basicRow[Int(marker)]
        if slot >= 0 {
            shiftConstant(of: slot, by: -shift)
        } else {
            // A chain driven by one edit moves every row of the chain at each suggestion.
            forEachCell(of: marker) { solver, slot, i in
                solver.shiftConstant(of: slot, by: solver.rows[Int(slot)].coefficients[i] * shift)
            }
        }
    }

    /// Moves one row's constant by `shift`; a move that cancels the constant to far below
    /// the numbers summed sends the operation to the check of the constraints as written
    /// (``refactorizeAfterRoughPivots()``).
    ///
    /// The sum keeps the rounding of the larger number, not of the result: a slack in units
    /// of `1e-12` moved from 3e18 to −5e6 kept it to 512 points, and `v0 ≥ 5e6` came out at
    /// 4999680 (seed 1000138000096). Rows whose magnitudes stay within about 1e7 of their
    /// result never take the check.
    @inline(__always)
    private mutating func shiftConstant(of slot: Int32, by shift: Double) {
        let before = rows[Int(slot)].constant
        rows[Int(slot)].shiftConstant(by: shift)
        let after = rows[Int(slot)].constant
        if Row.unitRounding * max(abs(before), abs(shift)) > Solver.lostDigits * (1 + abs(after)) {
            mayHaveLostDigits = true
        }
        noteRowChanged(slot)
    }

    /// Repairs the queued infeasible rows, keeping optimality (theory.md §1.8).
    ///
    /// Returns the
    /// slot of a row that cannot be repaired (a required conflict), or nil.
    mutating func dualOptimize() throws(SolverError) -> Int32? {
        var iterations = 0
        let limit = 50 * (liveRowCount + 10)
        defer { infeasibleRows.removeAll(keepingCapacity: true) }
        var next = 0
        while next < infeasibleRows.count {
            let slot = infeasibleRows[next]
            next += 1
            let basic = rowBasic[Int(slot)]
            guard basic >= 0, symbolKind[Int(basic)].isRestricted else { continue }
            let row = rows[Int(slot)]
            if symbolKind[Int(basic)] == .dummy {
                // Only dummies can be in its row: nothing can repair it.
                if abs(row.constant) > standingTolerance(of: row) { return slot }
                continue
            }
            guard row.constant < -standingTolerance(of: row) else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for k in row.symbols.indices {
                let symbol = row.symbols[k]
                let c = row.coefficients[k]
                guard c > 0, symbolKind[Int(symbol)].isPivotable else { continue }
                if entering < 0 || dualRatioLess(symbol, c, entering, enteringCoefficient) {
                    entering = symbol
                    enteringCoefficient = c
                }
            }
            if entering < 0 { return slot }
            pivot(entering, leaving: slot)
            iterations += 1
            if iterations > limit {
                throw .internalError("the dual simplex did not converge")
            }
        }
        return nil
    }

    /// Whether `reducedCost(a)/ca` is lexicographically below `reducedCost(b)/cb`; ties go to
    /// the lower id.
    func dualRatioLess(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Bool {
        for l in levelOrder {
            let x = levels[l].coefficient(a) / ca
            let y = levels[l].coefficient(b) / cb
            if abs(x - y) > Solver.dualRatioTieTolerance * (1 + max(abs(x), abs(y))) {
                return x < y
            }
        }
        return a < b
    }

    // MARK: - Objective levels

    /// The level for `priority`, created or re-activated as needed; counts one more member.
    mutating func retainLevel(_ priority: Double) -> Int {
        let index: Int
        if let existing = levels.firstIndex(where: { $0.priority == priority }) {
            index = existing
        } else {
            levels.append(Level(priority: priority))
            index = levels.count - 1
        }
        levels.changeMembers(ofLevel: index, by: 1)
        if levels[index].members == 1 {
            let position =
                levelOrder.firstIndex { levels[$0].priority < priority } ?? levelOrder.count
            var order = levelOrder.elements
            order.insert(index, at: position)
            levelOrder.replaceAll(with: order)
        }
        return index
    }

    mutating func releaseLevel(_ level: Int32) {
        let l = Int(level)
        levels.changeMembers(ofLevel: l, by: -1)
        if levels[l].members == 0 {
            levelOrder.replaceAll(with: levelOrder.filter { $0 != l })
            levels.clearAll(inLevel: l)
        }
    }

    /// Subtracts a constraint's error terms from the objective.
    mutating func removeObjectiveEffects(_ record: ConstraintRecord) {
        adjustObjective(record, by: -1)
    }

    mutating func addObjectiveEffects(_ record: ConstraintRecord) {
        adjustObjective(record, by: 1)
    }

    private mutating func adjustObjective(_ record: ConstraintRecord, by weight: Double) {
        guard record.level >= 0 else { return }
        let l = Int(record.level)
        let errors =
            record.constraint.relation == .equal ? [record.marker, record.other] : [record.other]
        for error in errors {
            let slot = basicRow[Int(error)]
            if slot >= 0 {
                let row = rows[Int(slot)]
                for k in row.symbols.indices {
                    levels.add(
                        weight * row.coefficients[k], size: abs(weight) * row.magnitude(at: k),
                        to: row.symbols[k], inLevel: l)
                }
                for s in row.symbols { considerCandidate(s) }
            } else {
                levels.add(weight, to: error, inLevel: l)
                considerCandidate(error)
            }
        }
    }

    // MARK: - Validation

    func record(_ id: ConstraintID) -> ConstraintRecord? {
        guard id.raw >= 0, Int(id.raw) < records.count else { return nil }
        return records[Int(id.raw)]
    }

    func checkNumber(_ value: Double, _ what: String) throws(SolverError) {
        guard value.isFinite else { throw .nonFinite(what: what) }
        guard abs(value) <= Solver.maximumMagnitude else {
            throw .outOfRange(what: what, value: value)
        }
    }

    /// The constraint with its terms merged and checked.
    func validated(_ constraint: Constraint) throws(SolverError) -> Constraint {
        for term in constraint.expression.terms {
            guard isKnown(term.variable) else { throw .unknownVariable(term.variable) }
            let c = term.coefficient
            if !c.isFinite || abs(c) > Solver.maximumMagnitude {
                try checkNumber(c, "coefficient of \(name(of: term.variable))")
            }
        }
        try checkNumber(constraint.expression.constant, "constant")
        let p = constraint.priority.value
        guard p.isFinite, p > 0, p <= Priority.broken.value else { throw .invalidPriority(p) }
        var cleaned = constraint
        cleaned.expression = constraint.expression.simplified
        return cleaned
    }

    /// A symbol as dumps print it: `s[c3]`, `v[button.left]`.
    func describeSymbol(_ symbol: Int32) -> String {
        let kind = symbolKind[Int(symbol)]
        switch kind {
        case .external: return variableNames[Int(symbolOwner[Int(symbol)])]
        case .artificial: return "a\(symbol)"
        case .error:
            let owner = symbolOwner[Int(symbol)]
            guard let r = record(ConstraintID(raw: owner)), r.constraint.relation == .equal else {
                return "e[c\(owner)]"
            }
            return "\(r.marker == symbol ? "e+" : "e-")[c\(owner)]"
        default: return "\(kind.letter)[c\(symbolOwner[Int(symbol)])]"
        }
    }
}

/// Where a removed constraint's marker enters the basis (theory.md §1.7), as the explicit
/// solver and the factored core both choose it.
///
/// The row of a fixed symbol it reaches (a redundant twin's dummy), else a restricted row by
/// least ratio, those where the marker rises first, then those where it falls, else an
/// external's row, and a cell that is rounding only when nothing else; ties go to the
/// lowest basic symbol.
///
/// ```swift
/// var choice = MarkerEntry()
/// choice.offer(.rising, ratio: 2, basic: 7, slot: 3)
/// choice.offer(.external, ratio: 0, basic: 1, slot: 0)
/// choice.chosen?.slot   // 3
/// ```
struct MarkerEntry {
    /// The kinds of row, in the order they are preferred.
    enum Place: Int, CaseIterable {
        case fixed, rising, falling, external, negligible
    }

    private var best = [(ratio: Double, basic: Int32, slot: Int32)?](
        repeating: nil, count: Place.allCases.count)

    /// Considers entering in `slot`, whose basic symbol is `basic`, at `ratio`.
    mutating func offer(_ place: Place, ratio: Double, basic: Int32, slot: Int32) {
        if let current = best[place.rawValue],
            !(ratio < current.ratio || (ratio == current.ratio && basic < current.basic))
        {
            return
        }
        best[place.rawValue] = (ratio, basic, slot)
    }

    /// The row chosen, or nil when the marker reaches none.
    var chosen: (basic: Int32, slot: Int32)? {
        for candidate in best { if let candidate { return (candidate.basic, candidate.slot) } }
        return nil
    }
}
