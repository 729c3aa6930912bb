import Testing

@testable import PlumbSolver

/// theory.md §4.3: the counter-examples where kiwi's weighted floats give the wrong layout.
///
/// Plumb's priorities are strictly ordered, so each case has the lexicographic answer.
@Suite("Lexicographic priorities")
struct LexicographicPriorityTests {
    @Test("A: one error at 500 outweighs 1001 equal wishes at 250")
    func caseA() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        s.must(Constraint(x - 0, .equal, priority: priority(500)))
        for _ in 0..<1001 { s.must(Constraint(x - 10, .equal, priority: .low)) }
        #expect(close(s.value(of: x), 0))
        expectSound(s)
    }

    @Test("B: a large multiplier does not buy priority")
    func caseB() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        s.must(Constraint(x - 0, .equal, priority: priority(500)))
        s.must(Constraint(2000 * x - 20000, .equal, priority: .low))
        #expect(close(s.value(of: x), 0))
    }

    @Test("C: 751 beats two constraints at 750")
    func caseC() throws {
        var s = Solver()
        let w = s.makeVariable(named: "w")
        s.must(Constraint(w - 100, .equal, priority: priority(751)))
        s.must(Constraint(w - 200, .equal, priority: .high))
        s.must(Constraint(w - 200, .greaterThanOrEqual, priority: .high))
        #expect(close(s.value(of: w), 100))
        expectSound(s)
    }

    @Test("D: hugging at 251 beats two wishes at 250")
    func caseD() throws {
        var s = Solver()
        let w = s.makeVariable(named: "w")
        s.must(Constraint(w - 0, .greaterThanOrEqual))
        s.must(Constraint(w - 50, .lessThanOrEqual, priority: priority(251)))
        s.must(Constraint(w - 100, .greaterThanOrEqual, priority: .low))
        s.must(Constraint(w - 80, .greaterThanOrEqual, priority: .low))
        #expect(close(s.value(of: w), 50))
        expectSound(s)
    }

    @Test("E: case C in any order of addition")
    func caseE() throws {
        let orders = [[0, 1, 2], [1, 2, 0], [2, 1, 0], [1, 0, 2]]
        for order in orders {
            var s = Solver()
            let w = s.makeVariable(named: "w")
            let constraints = [
                Constraint(w - 100, .equal, priority: priority(751)),
                Constraint(w - 200, .equal, priority: .high),
                Constraint(w - 200, .greaterThanOrEqual, priority: .high),
            ]
            for i in order { s.must(constraints[i]) }
            #expect(close(s.value(of: w), 100), "order \(order)")
        }
    }

    @Test("errors add up within one level")
    func errorsAddUp() throws {
        var s = Solver()
        let w = s.makeVariable(named: "w")
        s.must(Constraint(w - 100, .equal, priority: .high))
        s.must(Constraint(w - 200, .equal, priority: .high))
        s.must(Constraint(w - 200, .equal, priority: .high))
        #expect(close(s.value(of: w), 200))
        let errors = s.errorByLevel
        #expect(errors.count == 1)
        #expect(close(errors[0].error, 100))
    }

    @Test("changing a priority in place re-solves; crossing required is refused")
    func changePriority() throws {
        var s = Solver()
        let w = s.makeVariable(named: "w")
        let a = s.must(Constraint(w - 100, .equal, priority: .high))
        let b = s.must(Constraint(w - 200, .equal, priority: .low))
        #expect(close(s.value(of: w), 100))
        try s.setPriority(priority(800), of: b)
        #expect(close(s.value(of: w), 200))
        #expect(throws: SolverError.requiredPriorityChange(a)) {
            try s.setPriority(.required, of: a)
        }
        expectSound(s)
    }

    @Test("a broken constraint outranks every optional one")
    func brokenLevel() throws {
        var s = Solver()
        let w = s.makeVariable(named: "w")
        s.must(Constraint(w - 100, .equal, priority: priority(999)))
        s.must(Constraint(w - 300, .equal, priority: .broken))
        #expect(close(s.value(of: w), 300))
    }
}
