import Testing

@testable import PlumbSolver

@Suite("Edit variables and constants")
struct EditAndConstantTests {
    /// The Cassowary paper's midpoint example, which needs the dual simplex.
    @Test func midpointNeedsDualOptimize() throws {
        var s = Solver()
        let (xl, xm, xr) = s.makeVariables(named: "xl", "xm", "xr")
        s.must(Constraint(2 * xm - xl - xr, .equal))
        s.must(Constraint(xl + 10 - xr, .lessThanOrEqual))
        s.must(Constraint(xr - 100, .lessThanOrEqual))
        s.must(Constraint(xl - 0, .greaterThanOrEqual))
        try s.addEditVariable(xm, priority: .high)
        for (suggest, expected) in [(50.0, 50.0), (0, 5), (100, 95), (70, 70)] {
            try s.suggestValue(suggest, for: xm)
            #expect(close(s.value(of: xm), expected), "suggest \(suggest)")
            #expect(s.value(of: xl) + 10 <= s.value(of: xr) + 1e-9)
            expectSound(s)
        }
    }

    /// A constant change keeps the constant given, and a row constant that the change
    /// cancels far below the numbers summed is solved afresh from it.
    ///
    /// `−1e-12·v0 − 3e6 ≤ 0` holds its slack in units of `v0`, at 3e18; moved to
    /// `−1e-12·v0 + 5e-6 ≤ 0`, the row kept 5e6 to the 512 of 3e18's last digit (v0 at
    /// 4999680), and the constraint kept `−3e6 + (5e-6 + 3e6)`, which is 4.9998e-6: 195
    /// points of v0 (seed 1000138000096).
    @Test func aConstantChangeKeepsTheConstantGiven() throws {
        var s = Solver()
        let v = s.makeVariables(1)
        s.must(Constraint(written(v, [(0, 1)]), .lessThanOrEqual, priority: priority(500)))
        let c1 = s.must(Constraint(written(v, [(0, -1e-12)], -3_000_000), .lessThanOrEqual))
        try s.setConstant(4.9999999999999996e-06, of: c1)
        #expect(s.constraint(c1)?.expression.constant == 4.9999999999999996e-06)
        #expect(abs(s.value(of: v[0]) - 5_000_000) < 1e-3)
        expectSound(s)
        // A suggestion is a constant change of the edit constraint: back from 1e9, 5e-6 was
        // kept to 1e9's last digit.
        let x = s.makeVariable(named: "x")
        try s.addEditVariable(x, priority: priority(750))
        try s.suggestValue(1e9, for: x)
        try s.suggestValue(4.9999999999999996e-06, for: x)
        #expect(abs(s.value(of: x) - 4.9999999999999996e-06) < 1e-12)
        expectSound(s)
    }

    @Test func editErrors() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable(x)) {
            try s.addEditVariable(x, priority: .required)
        }
        try s.addEditVariable(x, priority: .high)
        #expect(throws: SolverError.duplicateEditVariable(x)) {
            try s.addEditVariable(x, priority: .low)
        }
        // NaN is refused and does not poison the edit (kiwi keeps x at nan forever).
        #expect(throws: SolverError.nonFinite(what: "suggested value")) {
            try s.suggestValue(.nan, for: x)
        }
        try s.suggestValue(20, for: x)
        #expect(close(s.value(of: x), 20))
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        #expect(s.constraintCount == 0)
    }

    @Test func changedVariablesArePublishedOnce() throws {
        var s = Solver()
        let (root, a, b) = s.makeVariables(named: "root.width", "a.width", "b.width")
        try s.addEditVariable(root, priority: .high)
        s.must(Constraint(a - root, .equal))
        s.must(Constraint(b - 10, .equal))
        _ = s.takeChangedVariables()
        try s.suggestValue(300, for: root)
        let changed = s.takeChangedVariables()
        #expect(changed.contains(root) && changed.contains(a))
        #expect(!changed.contains(b))
        #expect(s.takeChangedVariables() == [])
    }

    @Test func optionalConstantChange() throws {
        var s = Solver()
        let w = s.makeVariable(named: "w")
        let wish = s.must(Constraint(w - 100, .equal, priority: .low))
        s.must(Constraint(w - 150, .lessThanOrEqual))
        try s.setConstant(-120, of: wish)
        #expect(close(s.value(of: w), 120))
        try s.setConstant(-400, of: wish)
        #expect(close(s.value(of: w), 150))
        #expect(s.constraint(wish)?.expression.constant == -400)
        expectSound(s)
    }

    @Test func constantChangeOfARedundantEquality() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        s.must(Constraint(x - 10, .equal))
        let again = s.must(Constraint(x - 10, .equal))
        #expect(throws: SolverError.self) { try s.setConstant(-20, of: again) }
        #expect(close(s.value(of: x), 10))
        #expect(s.contains(again))
        expectSound(s)
    }
}

@Suite("Redundant equalities")
struct RedundantEqualityTests {
    /// x == 10 twice: moving the first to 20 now conflicts with the second, which the
    /// tableau holds as a dummy row that must stay at 0.
    @Test func movingOneOfTwoEqualEqualitiesIsRefused() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        let first = s.must(Constraint(x - 10, .equal))
        let second = s.must(Constraint(x - 10, .equal))
        let before = s.dump()
        let found = conflict { () throws(SolverError) in try s.setConstant(-20, of: first) }
        #expect(found?.members == [first, second])
        #expect(s.dump() == before)
        expectSound(s)
        try s.remove(second)
        try s.setConstant(-20, of: first)
        #expect(close(s.value(of: x), 20))
        expectSound(s)
    }
}

extension RedundantEqualityTests {
    /// Found by the oracle: removing one of two equal equalities must leave the other in
    /// force, including against an edit that pulls elsewhere.
    @Test func removingOneTwinKeepsTheOther() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        try s.addEditVariable(x, priority: .low)
        let a = s.must(Constraint(x - 80, .equal))
        s.must(Constraint(x - 80, .equal))
        try s.remove(a)
        #expect(close(s.value(of: x), 80))
        expectSound(s)
        #expect(s.range(of: LinearExpression(x)).isFixed)
    }

    @Test func removingOneTwinAgainstAnInequality() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        let a = s.must(Constraint(x + 10, .equal))
        s.must(Constraint(x + 10, .equal))
        s.must(Constraint(-1 * x - 80, .lessThanOrEqual))
        try s.remove(a)
        #expect(close(s.value(of: x), -10))
        expectSound(s)
    }
}

extension RedundantEqualityTests {
    /// Found by the conflict explainer's random test: the twin must hold against a broken
    /// (1100) constraint pulling elsewhere.
    @Test func removingOneTwinAgainstABrokenConstraint() throws {
        var s = Solver()
        let (r, x) = s.makeVariables(named: "r", "x")
        s.must(Constraint(r - 312, .equal))
        let a = s.must(Constraint(x - 0.5 * r - 10, .equal))
        s.must(Constraint(x - 0.5 * r - 10, .equal))
        s.must(Constraint(LinearExpression(x), .equal, priority: .broken))
        try s.remove(a)
        #expect(close(s.value(of: x), 166))
        expectSound(s)
    }
}
