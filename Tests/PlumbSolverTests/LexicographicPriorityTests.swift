import Testing

@testable import PlumbSolver

/// theory.md §4.3: the counter-examples where kiwi's weighted floats give the wrong layout.
///
/// Plumb's priorities are strictly ordered, so each case has the lexicographic answer.
@Suite("Lexicographic priorities")
struct LexicographicPriorityTests {
    /// One counter-example: constraints on one variable `w`, and the value the lexicographic
    /// order gives `w`.
    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let constraints: @Sendable (Variable) -> [Constraint]
        let expected: Double

        init(
            _ description: String, expected: Double,
            _ constraints: @escaping @Sendable (Variable) -> [Constraint]
        ) {
            self.testDescription = description
            self.constraints = constraints
            self.expected = expected
        }
    }

    static let caseC = Case("C: 751 beats two constraints at 750", expected: 100) { w in
        [
            Constraint(w - 100, .equal, priority: priority(751)),
            Constraint(w - 200, .equal, priority: .high),
            Constraint(w - 200, .greaterThanOrEqual, priority: .high),
        ]
    }

    static let cases = [
        Case("A: one error at 500 outweighs 1001 equal wishes at 250", expected: 0) { w in
            [Constraint(w - 0, .equal, priority: priority(500))]
                + Array(repeating: Constraint(w - 10, .equal, priority: .low), count: 1001)
        },
        Case("B: a large multiplier does not buy priority", expected: 0) { w in
            [
                Constraint(w - 0, .equal, priority: priority(500)),
                Constraint(2000 * w - 20000, .equal, priority: .low),
            ]
        },
        caseC,
        Case("D: hugging at 251 beats two wishes at 250", expected: 50) { w in
            [
                Constraint(w - 0, .greaterThanOrEqual),
                Constraint(w - 50, .lessThanOrEqual, priority: priority(251)),
                Constraint(w - 100, .greaterThanOrEqual, priority: .low),
                Constraint(w - 80, .greaterThanOrEqual, priority: .low),
            ]
        },
        Case("a broken constraint outranks every optional one", expected: 300) { w in
            [
                Constraint(w - 100, .equal, priority: priority(999)),
                Constraint(w - 300, .equal, priority: .broken),
            ]
        },
    ]

    /// A solver holding the case's constraints on its one variable `w`, added in `order`
    /// (their own order by default), and `w`.
    static func solver(
        _ testCase: Case, order: [Int]? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (Solver, Variable) {
        var s = Solver()
        let w = s.makeVariable(named: "w")
        let constraints = testCase.constraints(w)
        for i in order ?? Array(constraints.indices) {
            s.must(constraints[i], sourceLocation: sourceLocation)
        }
        return (s, w)
    }

    @Test(arguments: cases)
    func lexicographicAnswer(_ testCase: Case) throws {
        let (s, w) = Self.solver(testCase)
        #expect(close(s.value(of: w), testCase.expected))
        expectSound(s)
    }

    @Test("E: case C in any order of addition")
    func caseE() throws {
        let orders = [[0, 1, 2], [1, 2, 0], [2, 1, 0], [1, 0, 2]]
        for order in orders {
            let (s, w) = Self.solver(Self.caseC, order: order)
            #expect(close(s.value(of: w), Self.caseC.expected), "order \(order)")
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
}
