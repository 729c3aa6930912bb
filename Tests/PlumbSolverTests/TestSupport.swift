import PlumbTestSupport
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

extension Solver {
    /// Makes `count` variables named `v0`, `v1`, … (the oracle's names, for its shrunk
    /// systems).
    mutating func makeVariables(_ count: Int) -> [Variable] {
        (0..<count).map { makeVariable(named: "v\($0)") }
    }

    /// Makes two variables with the given names, in order.
    mutating func makeVariables(named first: String, _ second: String) -> (Variable, Variable) {
        (makeVariable(named: first), makeVariable(named: second))
    }

    /// Makes three variables with the given names, in order.
    mutating func makeVariables(named first: String, _ second: String, _ third: String)
        -> (Variable, Variable, Variable)
    {
        (makeVariable(named: first), makeVariable(named: second), makeVariable(named: third))
    }

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

    /// Adds a constraint that must be refused, and expects the refusal to leave the values of
    /// `variables` as they were and the tableau sound; returns the conflict, if it is one.
    @discardableResult
    mutating func mustRefuse(
        _ constraint: Constraint, keeping variables: [Variable],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Conflict? {
        let before = variables.map { value(of: $0) }
        var refused = false
        var found: Conflict?
        do { try add(constraint) } catch {
            refused = true
            if case .unsatisfiable(let c) = error { found = c }
        }
        #expect(refused, "\(constraint) was accepted", sourceLocation: sourceLocation)
        #expect(variables.map { value(of: $0) } == before, sourceLocation: sourceLocation)
        expectSound(self, sourceLocation: sourceLocation)
        return found
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

/// `Σ coefficient·variables[index] + constant`, with the terms in the order given: the
/// rounding of a steep layout depends on it, so tests write them as the oracle did.
func written(_ variables: [Variable], _ terms: [(Int, Double)], _ constant: Double = 0)
    -> LinearExpression
{
    LinearExpression(terms.map { Term(variables[$0.0], $0.1) }, constant: constant)
}
