import Testing

@testable import PlumbSolver

/// Asserts that the tableau's invariants hold.
func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.checkInvariants()
    #expect(problems == [], sourceLocation: sourceLocation)
}

/// Whether two numbers agree within a relative tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance * (1 + max(abs(a), abs(b)))
}

func priority(_ value: Double) -> Priority {
    (try? Priority(value)) ?? .required
}

/// A deterministic generator (SplitMix64) for seeded randomized tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Solver {
    /// Adds a constraint that must be accepted, failing the test otherwise.
    @discardableResult
    mutating func must(
        _ constraint: Constraint, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ConstraintID {
        do {
            return try add(constraint)
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
            return ConstraintID(raw: -1)
        }
    }
}

/// The conflict an operation reports, or nil when it succeeds or fails otherwise. (A helper
/// rather than `catch .unsatisfiable(let c)` in each test: that pattern crashes the 6.3
/// compiler's ownership verifier in some throwing test functions.)
func conflict(of operation: () throws(SolverError) -> Void) -> Conflict? {
    do {
        try operation()
        return nil
    } catch {
        if case .unsatisfiable(let c) = error { return c }
        return nil
    }
}
