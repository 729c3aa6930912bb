import Testing

@testable import PlumbSolver

@Suite("Ambiguity, ranges and why")
struct AmbiguityAndWhyTests {
    /// A range finder gives every range `range(of:)` gives, bounded and unbounded, while
    /// checking each ray against only the constraints of the variables it moves.
    @Test func aRangeFinderAgreesWithRangeOf() throws {
        let (s, v) = Self.boundedFreeAndRaySystem()
        let finder = RangeFinder(s)
        for variable in v {
            let expression = LinearExpression(variable)
            let (expected, found) = (s.range(of: expression), finder.range(of: expression))
            #expect(expected.lower == found.lower && expected.upper == found.upper)
            #expect(expected.lowerSolution.values == found.lowerSolution.values)
            #expect(expected.upperSolution.values == found.upperSolution.values)
        }
        #expect(finder.range(of: LinearExpression(v[1])).upper == 200)
        #expect(finder.range(of: LinearExpression(v[4])).upper == .infinity)
    }

    /// A range asked for some variables gives their values in the complete solutions, at
    /// both ends, bounded (an optimum), along a free variable and along an unbounded ray;
    /// every other variable keeps its current value.
    @Test func aScopedRangeSolvesTheVariablesAskedFor() throws {
        let (s, v) = Self.boundedFreeAndRaySystem()
        let finder = RangeFinder(s)
        let current = (0..<6).map { s.value(of: v[$0]) }
        for (asked, others) in [
            ([1, 0], [2, 3, 4, 5]), ([3, 2], [0, 1, 4, 5]), ([4, 5], [0, 1, 2, 3]),
        ] {
            let expression = LinearExpression(v[asked[0]])
            let full = s.range(of: expression)
            let scoped = finder.range(of: expression, solvingFor: asked.map { v[$0] })
            #expect(full.lower == scoped.lower && full.upper == scoped.upper)
            for i in asked {
                #expect(full.lowerSolution[v[i]] == scoped.lowerSolution[v[i]])
                #expect(full.upperSolution[v[i]] == scoped.upperSolution[v[i]])
            }
            for i in others {
                #expect(scoped.lowerSolution[v[i]] == current[i])
                #expect(scoped.upperSolution[v[i]] == current[i])
            }
            // The alternatives move what was asked.
            #expect(full.lowerSolution.values != full.upperSolution.values)
        }
    }

    /// Six variables: v0 fixed, v1 bounded on both sides, v2 and v3 free along each other,
    /// v4 and v5 bounded below only (their upper ends are a ray).
    static func boundedFreeAndRaySystem() -> (Solver, [Variable]) {
        var s = Solver()
        let v = s.makeVariables(6)
        s.must(Constraint(v[0] - 10, .equal))
        s.must(Constraint(v[1] - v[0] - 20, .greaterThanOrEqual))
        s.must(Constraint(v[1] - 200, .lessThanOrEqual))
        s.must(Constraint(v[2] + v[3] - 100, .equal))
        s.must(Constraint(v[4] - 2 * v[5], .equal))
        s.must(Constraint(v[5] - 1, .greaterThanOrEqual))
        return (s, v)
    }

    /// theory.md §3.3, example A: two views hugging at the same priority share 200 points.
    @Test func tiedHugging() throws {
        let row = HuggingRow(huggingA: .low)
        var s = row.solver
        let (aw, bw, hugA) = (row.aw, row.bw, row.hugA)
        #expect(s.determinacy(of: LinearExpression(aw)) == .ambiguous)
        let range = s.range(of: LinearExpression(aw))
        #expect(close(range.lower, 60) && close(range.upper, 140))
        #expect(close(range.lowerSolution[aw] + range.lowerSolution[bw], 200))
        #expect(close(range.upperSolution[bw], 60))
        // Raising one hugging priority breaks the tie.
        try s.setPriority(priority(251), of: hugA)
        #expect(s.determinacy(of: LinearExpression(aw)) == .fixed)
        #expect(close(s.value(of: aw), 60))
        #expect(s.range(of: LinearExpression(aw)).isFixed)
        expectSound(s)
    }

    @Test func unconstrainedAndHalfBounded() throws {
        var s = Solver()
        let (x, w, r) = s.makeVariables(named: "x", "w", "r")
        s.must(Constraint(w - 100, .equal))
        s.must(Constraint(r - x - w, .equal))
        #expect(s.determinacy(of: LinearExpression(x)) == .ambiguous)
        #expect(s.determinacy(of: LinearExpression(w)) == .fixed)
        // r − x is fixed even though both move.
        #expect(s.determinacy(of: r - x) == .fixed)
        let range = s.range(of: LinearExpression(r))
        #expect(range.lower == -.infinity && range.upper == .infinity)
        #expect(close(range.lowerSolution[r] - range.lowerSolution[x], 100))
        #expect(range.lowerSolution[r] < range.upperSolution[r])

        var t = Solver()
        let y = t.makeVariable(named: "y")
        t.must(Constraint(y - 0, .greaterThanOrEqual))
        let half = t.range(of: LinearExpression(y))
        #expect(close(half.lower, 0) && half.upper == .infinity)
        #expect(half.upperSolution[y] > 0)
    }

    /// theory.md §3.3: the degenerate case the local test cannot decide; the probe can.
    @Test func degenerateCaseNeedsTheProbe() throws {
        var s = Solver()
        let (x0, x1, x2) = s.makeVariables(named: "x0", "x1", "x2")
        s.must(Constraint(x0 + 10, .greaterThanOrEqual))
        s.must(Constraint(x2 - 0, .lessThanOrEqual, priority: .low))
        s.must(Constraint(x2 - x0 - 10, .lessThanOrEqual, priority: .high))
        s.must(Constraint(x1 - x2 + 20, .lessThanOrEqual, priority: priority(251)))
        let range = s.range(of: LinearExpression(x2))
        #expect(range.lower == -.infinity)
        #expect(close(range.upper, s.value(of: x2)))
        #expect(s.determinacy(of: LinearExpression(x2)) == .ambiguous)
    }

    /// theory.md §5 worked example: b.w = 200 − a.w with a.w pinned by hugging at 251.
    @Test func whyReadsTheRow() throws {
        let row = HuggingRow(huggingA: priority(251))
        let s = row.solver
        let (bw, lead, chain, trail) = (row.bw, row.lead, row.chain, row.trail)
        let why = s.explain(bw)
        #expect(close(why.value, 140))
        #expect(why.freeVariables.isEmpty)
        let ids = Set(why.dependencies.map(\.constraint))
        #expect(ids.isSuperset(of: [lead, chain, trail]))
        // Moving the trailing constant by +1 (bx + bw − 199) widens b by 1.
        let sensitivity = why.dependencies.first { $0.constraint == trail }?.sensitivity ?? 0
        #expect(close(abs(sensitivity), 1))
        var moved = s
        try moved.setConstant(-201, of: trail)
        #expect(close(moved.value(of: bw) - s.value(of: bw), -sensitivity))
        // What holds a.w at 60: the hugging at 251.
        if let tight = why.dependencies.first(where: {
            $0.symbol.kind == .slack || $0.symbol.kind == .error
        }) {
            let holding = s.holding(of: tight.symbol)
            #expect(holding.priority != nil)
        }
    }
}

/// theory.md's two views in a row 200 points wide: `a` from 0, `b` from `a`'s end to 200,
/// each at least 60 wide (at 750) and hugging 60, `b` at 250 and `a` at `huggingA`.
struct HuggingRow {
    var solver = Solver()
    let aw: Variable, bw: Variable
    /// `a.x == 0`, `b.x == a.x + a.w`, `b.x + b.w == 200`, and `a`'s hugging.
    let lead: ConstraintID, chain: ConstraintID, trail: ConstraintID, hugA: ConstraintID

    init(huggingA: Priority, sourceLocation: SourceLocation = #_sourceLocation) {
        let ax = solver.makeVariable(named: "a.x")
        let aw = solver.makeVariable(named: "a.w")
        let bx = solver.makeVariable(named: "b.x")
        let bw = solver.makeVariable(named: "b.w")
        (self.aw, self.bw) = (aw, bw)
        lead = solver.must(Constraint(ax - 0, .equal), sourceLocation: sourceLocation)
        chain = solver.must(Constraint(bx - ax - aw, .equal), sourceLocation: sourceLocation)
        trail = solver.must(Constraint(bx + bw - 200, .equal), sourceLocation: sourceLocation)
        for width in [aw, bw] {
            solver.must(
                Constraint(width - 60, .greaterThanOrEqual, priority: .high),
                sourceLocation: sourceLocation)
        }
        hugA = solver.must(
            Constraint(aw - 60, .lessThanOrEqual, priority: huggingA),
            sourceLocation: sourceLocation)
        solver.must(
            Constraint(bw - 60, .lessThanOrEqual, priority: .low), sourceLocation: sourceLocation)
    }
}
