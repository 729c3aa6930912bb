import Testing

@testable import PlumbSolver

/// theory.md §6: small coefficients are kept, near-singular systems solve, non-finite input
/// is refused.
@Suite("Numerics")
struct NumericsTests {
    @Test func tinyCoefficientIsKept() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        s.must(Constraint(1e-9 * x - 5, .equal))
        #expect(close(s.value(of: x), 5e9))
    }

    @Test(arguments: [1e-8, 1e-9])
    func nearSingularPair(d: Double) throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        let y = s.makeVariable(named: "y")
        s.must(Constraint(x + y - 10, .equal))
        s.must(Constraint(x + (1 + d) * y - (10 + d), .equal))
        #expect(close(s.value(of: x), 9, 1e-6))
        #expect(close(s.value(of: y), 1, 1e-6))
    }

    @Test func repeatedVariablesMerge() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        s.must(Constraint(x + x - 10, .equal))
        #expect(close(s.value(of: x), 5))
        s.must(Constraint(x - x, .equal))  // 0 == 0: redundant, accepted
        expectSound(s)
    }

    @Test func numbersFormatOneWay() {
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(2.5) == "2.5")
        #expect(formatNumber(1.0 / 3.0) == "0.333333")
        #expect(formatNumber(-22) == "-22")
        #expect(formatNumber(-1e-9) == "0")
    }
}
