import Testing

@testable import PlumbSolver

@Suite("Conflicts and transactional failure")
struct ConflictTests {
    /// theory.md §2, worked example: {c1, c2, c3} from the phase-1 row, with the arithmetic.
    @Test func workedExampleConflict() throws {
        var s = Solver()
        let (x, w) = s.makeVariables(named: "x", "w")
        let c2 = s.must(Constraint(x - 20, .equal))
        let c3 = s.must(Constraint(x + w - 100, .equal))
        s.must(Constraint(w - 50, .greaterThanOrEqual, priority: .high))
        s.must(Constraint(x - 0, .greaterThanOrEqual))
        s.must(Constraint(w - 90, .lessThanOrEqual))
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.add(Constraint(w - 100, .equal)) }
        #expect(s.dump() == before)
        let found = conflict { () throws(SolverError) in
            try s.add(Constraint(w - 100, .greaterThanOrEqual))
        }
        #expect(found != nil, "w >= 100 must fail")
        if let conflict = found {
            #expect(conflict.members.contains(c2) && conflict.members.contains(c3))
            #expect(conflict.members.count == 3)
            #expect(close(conflict.violation, 20))
            // Σ λ·expr cancels the variables.
            var sumX = 0.0
            var sumW = 0.0
            for (m, l) in zip(conflict.members, conflict.multipliers) {
                let e =
                    m == conflict.culprit
                    ? (w - 100) : (s.constraint(m)?.expression ?? LinearExpression())
                for t in e.terms {
                    if t.variable == x {
                        sumX += l * t.coefficient
                    } else {
                        sumW += l * t.coefficient
                    }
                }
            }
            #expect(close(sumX, 0) && close(sumW, 0))
        }
        #expect(s.dump() == before)
        expectSound(s)
    }

    /// kiwi issue #52: a failed add must leave nothing behind.
    @Test func failedAddLeavesNoResidue() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        try s.addEditVariable(x, priority: .high)
        let a = s.must(Constraint(x - 2, .greaterThanOrEqual))
        #expect(throws: SolverError.self) { try s.add(Constraint(x - 1, .lessThanOrEqual)) }
        try s.remove(a)
        s.must(Constraint(x - 2, .greaterThanOrEqual))
        try s.suggestValue(-5, for: x)
        #expect(close(s.value(of: x), 2))
        expectSound(s)
    }

    @Test func contradictoryConstantAlone() throws {
        var s = Solver()
        let found = conflict { () throws(SolverError) in
            try s.add(Constraint(LinearExpression(constant: 5), .equal))
        }
        #expect(found?.members == [found?.culprit].compactMap { $0 })
        #expect(s.constraintCount == 0)
        expectSound(s)
    }

    @Test func redundantEqualityIsAccepted() throws {
        var s = Solver()
        let (x, y) = s.makeVariables(named: "x", "y")
        s.must(Constraint(x - 10, .equal))
        s.must(Constraint(y - x, .equal))
        let r = s.must(Constraint(y - 10, .equal))
        #expect(close(s.value(of: y), 10))
        try s.remove(r)
        #expect(close(s.value(of: y), 10))
        expectSound(s)
    }

    @Test func optionalConstraintsAreNeverInAConflict() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        s.must(Constraint(x - 10, .equal, priority: .high))
        let required = s.must(Constraint(x - 20, .equal))
        let found = conflict { () throws(SolverError) in try s.add(Constraint(x - 30, .equal)) }
        #expect(found != nil)
        if let found { #expect(found.members == [required, found.culprit]) }
    }

    @Test func requiredConstantChangeConflict() throws {
        var s = Solver()
        let (x, w) = s.makeVariables(named: "x", "w")
        s.must(Constraint(x - 0, .equal))
        let total = s.must(Constraint(x + w - 100, .equal))
        let minimum = s.must(Constraint(w - 60, .greaterThanOrEqual))
        try s.setConstant(-80, of: total)
        #expect(close(s.value(of: w), 80))
        let before = s.dump()
        let found = conflict { () throws(SolverError) in try s.setConstant(-40, of: total) }
        #expect(found?.culprit == total, "w = 40 < 60 must fail")
        #expect(found?.members.contains(minimum) == true)
        #expect(s.dump() == before)
        #expect(close(s.value(of: w), 80))
        expectSound(s)
    }

    @Test func unknownConstraintAndBadInput() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        let c = s.must(Constraint(x - 1, .equal))
        try s.remove(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try s.remove(c) }
        #expect(throws: SolverError.nonFinite(what: "constant")) {
            try s.add(Constraint(x - .nan, .equal))
        }
        #expect(throws: SolverError.self) { try s.add(Constraint(Double.infinity * x, .equal)) }
        #expect(throws: SolverError.self) { try s.add(Constraint(x - 1e12, .equal)) }
        #expect(throws: SolverError.unknownVariable(Variable(index: 99))) {
            try s.add(Constraint(Variable(index: 99) - 1, .equal))
        }
        #expect(throws: SolverError.invalidPriority(0)) { _ = try Priority(0) }
        #expect(throws: SolverError.invalidPriority(1001)) { _ = try Priority(1001) }
        #expect(s.constraintCount == 0)
        expectSound(s)
    }
}

@Suite("Feasibility helpers")
struct FeasibilityTests {
    @Test func deletionFilterFindsTheCore() throws {
        var s = Solver()
        let (x, w) = s.makeVariables(named: "x", "w")
        let set = [
            Constraint(x - 20, .equal),
            Constraint(x + w - 100, .equal),
            Constraint(w - 50, .greaterThanOrEqual, priority: .high),
            Constraint(x - 0, .greaterThanOrEqual),
            Constraint(w - 90, .lessThanOrEqual),
            Constraint(w - 100, .equal),
        ]
        #expect(!s.canSatisfy(set))
        #expect(s.canSatisfy(Array(set.prefix(5))))
        // The filter drops from the front: c2/c3 go first, leaving {w <= 90, w == 100}.
        #expect(s.irreducibleSubset(of: set) == [4, 5])
        #expect(s.irreducibleSubset(of: Array(set.prefix(5))) == nil)
    }

    @Test func conflictsReadFromTheTableauAreIrreducible() throws {
        var s = Solver()
        let (x, w) = s.makeVariables(named: "x", "w")
        s.must(Constraint(x - 20, .equal))
        s.must(Constraint(x + w - 100, .equal))
        s.must(Constraint(w - 90, .lessThanOrEqual))
        let culprit = Constraint(w - 100, .greaterThanOrEqual)
        let found = conflict { () throws(SolverError) in try s.add(culprit) }
        #expect(found != nil)
        if let found { #expect(s.isIrreducible(found, culprit: culprit)) }
    }
}
