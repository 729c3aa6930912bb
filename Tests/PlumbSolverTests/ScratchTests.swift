import Testing

@testable import PlumbSolver

@Suite struct ScratchTests {
    @Test func scratch() throws {
        var s = Solver()
        let v = s.makeVariables(1)
        s.must(Constraint(written(v, [(0, 1)]), .lessThanOrEqual, priority: priority(500)))
        let c1 = s.must(Constraint(written(v, [(0, -1e-12)], -3_000_000), .lessThanOrEqual))
        try s.setConstant(4.9999999999999996e-06, of: c1)
        print(s.dump(exact: true))
        do { try s.changeConstant(of: c1, to: -3_000_000) } catch { print("ERR", error) }
        print(s.dump(exact: true))
    }
}
