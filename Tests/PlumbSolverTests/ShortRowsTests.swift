import Testing

@testable import PlumbSolver

/// Rows keep at most `dummyLimit` dummies (docs/solver.md, "Short rows"): a chain of
/// dependent views stays linear, and nothing a user can observe changes — values, removal,
/// constant changes, conflicts and explanations all agree with a fully tracked solver.
@Suite("Short rows")
struct ShortRowsTests {
    /// kiwi's W2 chain of `n` views: `left_i == left_{i-1} + width_{i-1} + 8`,
    /// `width_i == width_{i-1}`, the last one's right edge 8 from the root's.
    struct Chain {
        var solver = Solver()
        var left: [Variable] = []
        var width: [Variable] = []
        var links: [ConstraintID] = []
        var rootWidth: Variable

        init(_ n: Int, dummyLimit: Int) {
            solver.dummyLimit = dummyLimit
            let rootLeft = solver.makeVariable(named: "root.left")
            rootWidth = solver.makeVariable(named: "root.width")
            for i in 0..<n {
                left.append(solver.makeVariable(named: "left\(i)"))
                width.append(solver.makeVariable(named: "width\(i)"))
            }
            solver.must(Constraint(LinearExpression(rootLeft), .equal))
            solver.must(Constraint(rootWidth - 20 * Double(n), .equal))
            links.append(solver.must(Constraint(left[0] - rootLeft - 8, .equal)))
            for i in 1..<n {
                links.append(
                    solver.must(Constraint(left[i] - left[i - 1] - width[i - 1] - 8, .equal)))
                solver.must(Constraint(width[i] - width[i - 1], .equal))
            }
            solver.must(Constraint(left[n - 1] + width[n - 1] - rootLeft - rootWidth + 8, .equal))
        }

        var values: [Double] { (left + width).map { solver.value(of: $0) } }
    }

    @Test func aChainKeepsItsRowsShort() {
        let short = Chain(300, dummyLimit: Solver.trackedDummies)
        let full = Chain(300, dummyLimit: .max)
        #expect(short.solver.rowLengths.max() ?? 0 <= Solver.trackedDummies + 4)
        #expect(full.solver.rowLengths.max() ?? 0 >= 300)
        #expect(zip(short.values, full.values).allSatisfy { close($0, $1) })
        expectSound(short.solver)
    }

    @Test func removingAnOldLinkGivesWhatAddingTheRestGives() throws {
        var chain = Chain(60, dummyLimit: 4)
        let spilled = chain.links[3]
        #expect(chain.solver.record(spilled)?.spilled == true)
        try chain.solver.remove(spilled)
        expectSound(chain.solver)
        #expect(!chain.solver.contains(spilled))
        // The chain is now free at the removed link: the solution is the one that adding the
        // remaining constraints afresh, in order, gives.
        var fresh = Solver()
        fresh.dummyLimit = .max
        for v in 0..<chain.solver.variableCount {
            _ = fresh.makeVariable(named: chain.solver.name(of: Variable(index: Int32(v))))
        }
        for id in chain.solver.constraintIDs {
            if let c = chain.solver.constraint(id) { fresh.must(c) }
        }
        let freshValues = (chain.left + chain.width).map { fresh.value(of: $0) }
        #expect(zip(chain.values, freshValues).allSatisfy { close($0, $1) })
        // The link is gone: left3 no longer follows left2.
        let changed = chain.solver.takeChangedVariables()
        #expect(!changed.isEmpty)
    }

    /// Rolling back a rebuild keeps the solver usable.
    ///
    /// Removing a spilled link rebuilds the tableau, which compacts away the slots of rows
    /// removed in place. Rolling the rebuild back gives those slots back, and the per-slot
    /// scratch state must follow, or the next read of a column that reaches the last rows runs
    /// off its end (an `undo` of a `remove` on a long chain, then removing a recent link).
    @Test func rollingBackARebuildKeepsTheSolverUsable() throws {
        var chain = Chain(60, dummyLimit: 4)
        // A recent link removed in place leaves a dead slot; added again, it is the last row.
        let last = try #require(chain.solver.constraint(chain.links[59]))
        try chain.solver.remove(chain.links[59])
        let again = chain.solver.must(last)
        chain.solver.startJournal()
        let before = chain.values
        let mark = chain.solver.journalMark()
        try chain.solver.remove(chain.links[3])
        let rolledBack = chain.solver.rollBack(to: mark)
        #expect(rolledBack)
        #expect(chain.values == before)
        try chain.solver.remove(again)
        expectSound(chain.solver)
    }

    @Test func recentLinksAreRemovedInPlace() throws {
        var chain = Chain(60, dummyLimit: 4)
        let recent = chain.links[59]
        #expect(chain.solver.record(recent)?.spilled == false)
        let rows = chain.solver.rows.count
        try chain.solver.remove(recent)
        // In place: no rebuild appended a new set of rows.
        #expect(chain.solver.rows.count < rows + 10)
        expectSound(chain.solver)
    }

    @Test func aConflictAtTheEndOfAChainNamesEveryLink() throws {
        var short = Chain(40, dummyLimit: 4)
        var full = Chain(40, dummyLimit: .max)
        let clash = Constraint(short.left[39] - 5, .equal)
        let a = conflict(of: { () throws(SolverError) in _ = try short.solver.add(clash) })
        let b = conflict(of: { () throws(SolverError) in _ = try full.solver.add(clash) })
        #expect(a != nil)
        #expect(a?.members == b?.members)
        #expect(a?.members.count ?? 0 > 40)
        expectSound(short.solver)
    }

    @Test func aSpilledConstantChangesAndRefusesLikeAnyOther() throws {
        var short = Chain(40, dummyLimit: 4)
        var full = Chain(40, dummyLimit: .max)
        short.solver.must(Constraint(LinearExpression(short.width[0]), .greaterThanOrEqual))
        full.solver.must(Constraint(LinearExpression(full.width[0]), .greaterThanOrEqual))
        try short.solver.setConstant(-12, of: short.links[2])
        try full.solver.setConstant(-12, of: full.links[2])
        #expect(zip(short.values, full.values).allSatisfy { close($0, $1) })
        expectSound(short.solver)
        // A gap wider than the root leaves no room: refused, nothing changes.
        let before = short.values
        let a = conflict(of: { () throws(SolverError) in
            try short.solver.setConstant(-1e6, of: short.links[2])
        })
        let b = conflict(of: { () throws(SolverError) in
            try full.solver.setConstant(-1e6, of: full.links[2])
        })
        #expect(a != nil)
        #expect(a?.members == b?.members)
        #expect(short.values == before)
        expectSound(short.solver)
    }

    @Test func explanationsComeFromAFullyTrackedReplica() {
        let short = Chain(50, dummyLimit: 4)
        let full = Chain(50, dummyLimit: .max)
        let x = LinearExpression(short.left[49])
        let a = short.solver.explainingCopy.explain(x)
        let b = full.solver.explain(x)
        #expect(a.dependencies.map(\.constraint) == b.dependencies.map(\.constraint))
        #expect(close(a.value, b.value))
        #expect(short.solver.explainingCopy.dump() == full.solver.dump())
    }
}

/// Running out of pivots is reported, never called optimal (issue 9, item 5).
@Suite("Pivot budget")
struct PivotBudgetTests {
    /// Two views that share 100 points and both want 80 at different priorities: the optimum
    /// needs pivots after the second preference.
    func crowded(budget: Int) -> (Solver, Variable, Result<ConstraintID, SolverError>) {
        var s = Solver()
        let (a, b) = s.makeVariables(named: "a", "b")
        s.must(Constraint(a + b - 100, .equal))
        s.must(Constraint(a - 80, .equal, priority: .low))
        s.pivotBudgetPerRow = budget
        let result = Result { () throws(SolverError) in
            try s.add(Constraint(b - 80, .equal, priority: .high))
        }
        return (s, a, result)
    }

    @Test func anExhaustedBudgetIsAnErrorNotAnOptimum() {
        let (_, _, result) = crowded(budget: 0)
        guard case .failure(.internalError(let message)) = result else {
            Issue.record("expected the budget to run out, got \(result)")
            return
        }
        #expect(message.contains("without reaching the optimum"))
        let (s, a, fine) = crowded(budget: 50)
        #expect((try? fine.get()) != nil)
        #expect(s.value(of: a) == 20)
    }

    @Test func aRangeWhoseProbeRanOutSaysItIsNotExact() {
        var s = Solver()
        let (a, b) = s.makeVariables(named: "a", "b")
        s.must(Constraint(a + b - 100, .equal))
        s.must(Constraint(LinearExpression(a), .greaterThanOrEqual))
        s.must(Constraint(LinearExpression(b), .greaterThanOrEqual))
        #expect(s.range(of: LinearExpression(a)).isExact)
        s.pivotBudgetPerRow = 0
        let range = s.range(of: LinearExpression(a))
        #expect(!range.isExact)
    }
}

/// A degenerate row (constant 0) is solved for one of its slacks directly, without phase 1.
@Suite("Degenerate subjects")
struct DegenerateSubjectTests {
    @Test func equalWidthsOverTheirSlacksNeedNoPivot() {
        var s = Solver()
        let widths = (0..<200).map { s.makeVariable(named: "w\($0)") }
        for w in widths { s.must(Constraint(LinearExpression(w), .greaterThanOrEqual)) }
        let before = s.pivotCount
        for w in widths.dropFirst() { s.must(Constraint(w - widths[0], .equal)) }
        // Each `w_i == w_0` reads `s_i − s_0 = 0` once substituted: solved for s_i in place.
        #expect(s.pivotCount == before)
        s.must(Constraint(widths[0] - 24, .equal))
        #expect(widths.allSatisfy { s.value(of: $0) == 24 })
        expectSound(s)
    }
}
