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
        let (x, y) = s.makeVariables(named: "x", "y")
        s.must(Constraint(x + y - 10, .equal))
        s.must(Constraint(x + (1 + d) * y - (10 + d), .equal))
        #expect(close(s.value(of: x), 9, 1e-6))
        #expect(close(s.value(of: y), 1, 1e-6))
    }

    /// A required `1000·x ≤ 0` gives its slack 1000 times x's units, so the pull of
    /// `1e-6·x + 35 == 0` reads as a reduced cost of 1e-9 per unit of slack: still a pull
    /// (extreme-magnitude oracle seed 1000001000000).
    @Test func smallPullThroughAScaledSlackIsFollowed() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        s.must(Constraint(1000 * x, .lessThanOrEqual))
        s.must(Constraint(1e-6 * x + 35, .equal, priority: priority(750)))
        #expect(close(s.value(of: x), -3.5e7, 1e-6))
        #expect(s.errorByLevel.allSatisfy { close($0.error, 0, 1e-6) })
    }

    /// A member written with a 1e-12 multiplier still gets its multiplier in the certificate
    /// (oracle seed 1000001000115).
    @Test func certificateKeepsATinyMultiplier() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        let pin = s.must(Constraint(1e-12 * x, .equal))
        let found = conflict { () throws(SolverError) in
            try s.add(Constraint(x + 1000, .lessThanOrEqual))
        }
        let certificate = try #require(found)
        #expect(certificate.members.contains(pin))
        var sum = 0.0
        for (m, l) in zip(certificate.members, certificate.multipliers) {
            let e = m == pin ? 1e-12 * x : x + 1000
            sum += e.terms.reduce(0) { $0 + l * $1.coefficient }
        }
        #expect(abs(sum) <= 1e-9, "Σλ·a = \(sum), multipliers \(certificate.multipliers)")
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
