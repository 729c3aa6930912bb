// Short rows on long chains (docs/solver.md, "Short rows").
//
// Every required equality has a dummy symbol, and substitution carries it into every row the
// equality shapes. That is what makes the tableau explainable (the dummies of a row name the
// equalities it combines) and what lets a constraint be removed in place (its dummy's column
// is exactly what it contributed). But on a chain of dependent views (a feed's cards, nested
// containers) the row of the n-th view carries the dummies of all n equalities before it: a
// chain of N views costs O(N²) cells, the disease kiwi has too.
//
// Dummies never choose a pivot: they are never entering, never leaving, and no ratio reads
// them. So a row may drop some without changing any value. A row keeps its newest
// `dummyLimit` dummies; the older ones are dropped, their constraints are marked *spilled*,
// and the row *untracked*. The recent constraints (the ones an undo or an edit touches) keep
// complete columns and are removed and changed in place. A spilled one is removed by
// rebuilding the tableau from the remaining constraints, in creation order and with the same
// symbols, which is what adding them afresh would give. Explanations that need every dummy
// (a conflict read from an untracked row, `why`, the tableau view) are read from a replica
// rebuilt with no limit and pivoted to this solver's basis, so they describe exactly this
// solution.

extension Solver {
    // MARK: - Capping rows

    /// The indices of the oldest dummy cells of `row` beyond `limit` (none when within it).
    ///
    /// Static, over the symbol kinds alone: a method on the solver read from inside a
    /// mutation copied the whole solver value per call.
    static func excessDummyCells(_ row: Row, kinds: [SymbolKind], limit: Int) -> [Int] {
        guard row.count > limit else { return [] }
        var dummies = 0
        for s in row.symbols where kinds[Int(s)] == .dummy { dummies += 1 }
        var excess = dummies - limit
        guard excess > 0 else { return [] }
        var drop: [Int] = []
        drop.reserveCapacity(excess)
        // Cells are sorted by symbol id, and ids grow with age: the first dummies are oldest.
        for (i, s) in row.symbols.enumerated() where excess > 0 && kinds[Int(s)] == .dummy {
            drop.append(i)
            excess -= 1
        }
        return drop
    }

    /// Marks the owners of `dummies` as spilled, and returns them (the constraint being
    /// added is not among the records yet: its caller marks it).
    ///
    /// A record already spilled is not written again: each write keeps a copy of the record
    /// in the journal, and a long chain drops the same old dummies from row after row.
    @discardableResult
    mutating func spill(_ dummies: [Int32]) -> [Int32] {
        var owners: [Int32] = []
        for dummy in dummies {
            let owner = symbolOwner[Int(dummy)]
            owners.append(owner)
            if Int(owner) < records.count, let record = records[Int(owner)], !record.spilled {
                records[Int(owner)]?.spilled = true
            }
        }
        return owners
    }

    /// Keeps a row outside the tableau within `dummyLimit` dummies; returns the owners of
    /// the dummies dropped.
    @discardableResult
    mutating func capDummies(_ row: inout Row) -> [Int32] {
        let drop = Solver.excessDummyCells(row, kinds: symbolKind.elements, limit: dummyLimit)
        guard !drop.isEmpty else { return [] }
        let owners = spill(drop.map { row.symbols[$0] })
        row.removeCells(at: drop)
        row.untracked = true
        return owners
    }

    /// Whether some row dropped dummies, so that explanations must come from a replica.
    var hasUntrackedRows: Bool {
        rows.indices.contains { rowBasic[$0] >= 0 && rows[$0].untracked }
    }

    // MARK: - Rebuilding

    /// Rebuilds the tableau from the constraints in the solver, in creation order.
    ///
    /// It reuses their symbols, so the result is the state that adding them afresh gives.
    /// Variables whose value moved are published. On failure (which only rounding could
    /// cause) the solver is left as it was.
    mutating func rebuildTableau() throws(SolverError) {
        let saved = self
        let kept = records.elements
        var before: [Double] = []
        before.reserveCapacity(variableSymbol.count)
        for v in variableSymbol.indices { before.append(value(of: Variable(index: Int32(v)))) }

        rows.replaceAll(with: [])
        rowBasic.replaceAll(with: [])
        slotEpoch = []
        liveRowCount = 0
        basicRow.replaceAll(with: Array(repeating: -1, count: basicRow.count))
        columns.reset(symbolCount: symbolKind.count)
        levels.removeAll()
        levelOrder.replaceAll(with: [])
        candidates = SymbolHeap()
        infeasibleRows = []
        phaseOne = nil
        pivotLog = nil
        records.replaceAll(with: Array(repeating: nil, count: kept.count))
        activeCount = 0
        // Every container the inserts write to is now journaled whole, so a rollback restores
        // it whole: the inserts' own writes need no entries (a rebuild journaled write by
        // write, and undone entry by entry, was a sixth of `explain`'s time on a chain).
        let journaling = isJournaling
        if journaling {
            symbolKind.replaceAll(with: symbolKind.elements)
            symbolOwner.replaceAll(with: symbolOwner.elements)
            variableSymbol.replaceAll(with: variableSymbol.elements)
            variableNames.replaceAll(with: variableNames.elements)
            editConstraint.replaceAll(with: editConstraint.elements)
            editValue.replaceAll(with: editValue.elements)
            setRecording(false)
        }
        defer { if journaling { setRecording(true) } }
        do {
            for (raw, record) in kept.enumerated() {
                guard let record else { continue }
                let id = ConstraintID(raw: Int32(raw))
                try insert(record.constraint, as: id, reusing: record)
                records[raw]?.edit = record.edit
            }
        } catch {
            self = saved
            throw error
        }
        for v in variableSymbol.indices where value(of: Variable(index: Int32(v))) != before[v] {
            noteVariableChanged(variableSymbol[v])
        }
    }

    // MARK: - Fully tracked replicas

    /// A copy whose rows keep every dummy, at the same solution (the same basis).
    ///
    /// That is what `explain`, `holding`, `tableauRows` and `dump` need to name every
    /// constraint a value depends on. It is this solver itself when no row dropped a dummy.
    ///
    /// - Complexity: O(1) when no row is untracked; otherwise a rebuild without the row limit
    ///   (quadratic on long chains), so ask for it once per question, not per value.
    public var explainingCopy: Solver {
        guard hasUntrackedRows else { return self }
        var replica = self
        replica.dummyLimit = .max
        replica.stopJournal()
        do { try replica.rebuildTableau() } catch { return self }
        replica.matchBasis(of: self)
        return replica
    }

    /// Pivots until every symbol basic in `target` is basic here too: the same constraints
    /// under the same basis give the same rows, so the replica then has `target`'s solution.
    mutating func matchBasis(of target: Solver) {
        for slot in target.rows.indices {
            let basic = target.rowBasic[slot]
            guard basic >= 0, Int(basic) < basicRow.count, basicRow[Int(basic)] < 0 else {
                continue
            }
            var best: Int32 = -1
            var largest = 0.0
            for (candidate, c) in liveCells(basic) {
                let other = rowBasic[Int(candidate)]
                let parametricThere =
                    Int(other) >= target.basicRow.count
                    || target.basicRow[Int(other)] < 0
                if parametricThere, abs(c) > largest {
                    best = candidate
                    largest = abs(c)
                }
            }
            if best >= 0 { pivot(basic, leaving: best) }
        }
        candidates = SymbolHeap()
        infeasibleRows.removeAll()
    }

    /// The conflict that a fully tracked replica finds when it performs `operation`: the
    /// explanation of a failure whose proof row was untracked.
    func trackedConflict(
        _ operation: (inout Solver) throws(SolverError) -> Void
    ) -> Conflict? {
        var replica = self
        replica.dummyLimit = .max
        replica.stopJournal()
        do { try replica.rebuildTableau() } catch { return nil }
        do {
            try operation(&replica)
        } catch {
            if case .unsatisfiable(let conflict) = error { return conflict }
        }
        return nil
    }
}
