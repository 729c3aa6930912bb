import Testing

@testable import PlumbSolver

@Suite struct SmokeTests {
    @Test func workedExample() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        let w = s.makeVariable(named: "w")
        try s.add(Constraint(x - 20, .equal))
        try s.add(Constraint(x + w - 100, .equal))
        try s.add(Constraint(w - 50, .greaterThanOrEqual, priority: .high))
        try s.add(Constraint(w - 90, .lessThanOrEqual))
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: w) == 80)
        #expect(s.checkInvariants() == [])
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.add(Constraint(w - 100, .greaterThanOrEqual)) }
        #expect(s.dump() == before)
        do {
            try s.add(Constraint(w - 100, .equal))
        } catch SolverError.unsatisfiable(let conflict) {
            print(conflict)
        }
        print(s.dump())
    }
}
