import BigInt
import Testing

@testable import PlumbSolver

/// Ranges of small steep layouts, found in exact rational arithmetic (`ExactProgram`).
@Suite("Exact ranges")
struct ExactRangeTests {
    /// The exact face reads each number as the decimal it prints as, which is what was
    /// written: `0.999999999` is 999999999/10⁹, not the binary fraction nearest it.
    @Test func aDoubleReadsAsTheDecimalItPrintsAs() throws {
        #expect(Rational(decimalOf: 0.1) == Rational(1, over: 10))
        #expect(Rational(decimalOf: -2.5e-12) == Rational(-25, over: BigInt(10).power(13)))
        #expect(Rational(decimalOf: 3e20) == Rational(BigInt(3) * BigInt(10).power(20), over: 1))
        #expect(Rational(decimalOf: 0.999999999) == Rational(999_999_999, over: 1_000_000_000))
        // Not the binary fraction the double is: 0.1 is 3602879701896397/2⁵⁵ in binary.
        #expect(Rational(decimalOf: 0.1) != Rational(3_602_879_701_896_397, over: BigInt(1) << 55))
        #expect(Rational(decimalOf: .infinity) == nil)
        #expect(Rational(decimalOf: .nan) == nil)
        let samples = [
            0.1, -2.5, 1e-12, 9e8, 1.000000000001, -3e20, Double.leastNonzeroMagnitude,
            Double.greatestFiniteMagnitude,
        ]
        for x in samples {
            #expect(try #require(Rational(decimalOf: x)).double == x, "\(x)")
        }
    }

    @Test func arithmeticIsExact() throws {
        let a = try #require(Rational(decimalOf: 0.1))
        let b = try #require(Rational(decimalOf: 0.2))
        let c = try #require(Rational(decimalOf: 0.3))
        // In doubles 0.1 + 0.2 is not 0.3; as the decimals written it is.
        #expect(a + b == c)
        #expect((a + b) - b == a)
        #expect((a * b) / b == a)
        #expect(a - a == .zero)
        #expect(-a < .zero && .zero < a)
        #expect(Rational(integer: 1) / Rational(integer: 3) * Rational(integer: 3) == .one)
    }

    /// The ray along which v1 falls without end keeps `v0 ≥ 2e-12·v2` exactly tight, v0
    /// moving by 2e-12 per unit: read from a tableau whose cells cancelled terms of 1e9, v0
    /// did not move at all, the ray was taken for one the constraint does not follow, and v1
    /// was said to be bounded below at 0 (seed 1000005000108).
    @Test func aRayThatKeepsATinySlopeTightIsARay() {
        var s = Solver()
        let v = s.makeVariables(3)
        s.must(Constraint(v[2] + v[1] - v[0], .equal))
        s.must(Constraint(1e-9 * v[1] - v[2], .lessThanOrEqual))
        s.must(Constraint(2e-12 * v[2] - v[0], .lessThanOrEqual))
        s.must(Constraint(v[1] - v[0], .lessThanOrEqual, priority: priority(749)))
        #expect(s.isSmallAndSteep)
        let range = s.range(of: LinearExpression(v[1]))
        #expect(range.lower == -.infinity)
        #expect(range.upper == .infinity)
        // The witness a finite step down that ray is a solution: every required constraint
        // holds there, and the optional one keeps its optimum (0).
        for constraint in s.constraintIDs.compactMap({ s.constraint($0) }) {
            #expect(constraint.violation { (x: Variable) in range.lowerSolution[x] } == 0)
        }
        #expect(range.lowerSolution[v[1]] < range.current - 1)
    }

    /// The end of a range is the exact optimum, not one a rounding away: `v0 ≥ v1/3 +
    /// 1e-9·v2` with v1 = 1 and v2 ≥ 0 pinned at the optimum of a level that prefers v2 at 0.
    @Test func aFiniteEndIsTheExactOptimumRounded() {
        var s = Solver()
        let v = s.makeVariables(3)
        s.must(Constraint(v[1] - 1, .equal))
        s.must(Constraint(LinearExpression(v[2]), .greaterThanOrEqual))
        s.must(Constraint(3 * v[0] - v[1] - 3e-9 * v[2], .greaterThanOrEqual))
        s.must(Constraint(LinearExpression(v[2]), .equal, priority: priority(500)))
        #expect(s.isSmallAndSteep)
        let range = s.range(of: LinearExpression(v[0]))
        #expect(range.lower == 1.0 / 3)
        #expect(range.upper == .infinity)
        #expect(range.lowerSolution[v[0]] == 1.0 / 3)
    }

    /// A face whose vertex lies beyond the range Plumb solves in is left to the probe on
    /// doubles: Plumb's solutions stay within `Solver.maximumValue`, so there the optimum
    /// within the range is the question, which the exact face does not answer (an optional
    /// `v0 == 1e7` through `v0 == 1e-9·v1` is met only at v1 = 1e16).
    @Test func aFaceBeyondTheRangeIsLeftToTheDoubles() {
        let v = (0..<2).map { Variable(index: Int32($0)) }
        let link = Constraint(v[0] - 1e-9 * v[1], .equal)
        let far = Constraint(v[0] - 1e7, .equal, priority: priority(500))
        let near = Constraint(v[0] - 100, .equal, priority: priority(500))
        #expect(ExactProgram([link, far], variableCount: 2) == nil)
        let face = ExactProgram([link, near], variableCount: 2)
        let range = face?.range(of: LinearExpression(v[1]), step: 100)
        #expect(range?.lower == 1e11)
        #expect(range?.upper == 1e11)
    }

    /// A small steep layout ends on the basis of the exact optimum, its rows solved afresh
    /// from the constraints as written: the simplex on doubles had pivoted on signs its
    /// cells knew only to their rounding, and left `v0 − v1 − v2 == 0 @750` and
    /// `−2·v0 + 2·v1 + 2000·v2 ≥ 0 @251` missed by 9e10 where both can hold (seed
    /// 1000092000175).
    @Test func aSmallSteepLayoutEndsOnTheExactOptimumsBasis() throws {
        var s = Solver()
        let v = s.makeVariables(3)
        // Terms in the order the oracle wrote them: the rounding depends on it.
        func written(_ terms: [(Int, Double)], _ constant: Double = 0) -> LinearExpression {
            LinearExpression(terms.map { Term(v[$0.0], $0.1) }, constant: constant)
        }
        let c0 = s.must(Constraint(written([(2, 2000), (1, 2), (0, -2)]), .equal))
        s.must(Constraint(written([(1, -1), (2, -1), (0, 1)], -4e-6), .equal))
        try s.remove(c0)
        s.must(Constraint(written([(0, 1e6), (1, 1), (2, -1)]), .greaterThanOrEqual))
        s.must(
            Constraint(
                written([(2, 2000), (1, 2), (0, -2)]), .greaterThanOrEqual, priority: priority(251))
        )
        s.must(Constraint(written([(1, -1), (2, -1), (0, 1)]), .equal, priority: priority(750)))
        #expect(s.isSmallAndSteep)
        for level in s.errorByLevel {
            #expect(level.error < 1e-5, "level \(level.priority) misses by \(level.error)")
        }
        #expect(s.value(of: v[0]) > -1e-6)
        #expect(s.value(of: v[2]) > -1e-6)
        #expect(s.checkInvariants().isEmpty)
    }

    /// Ordinary layouts keep the probe on doubles: their ranges, and the alternative layouts
    /// `check` prints, do not change.
    @Test func onlySmallSteepLayoutsAreSolvedExactly() {
        var s = Solver()
        let v = s.makeVariables(2)
        s.must(Constraint(v[0] - v[1], .lessThanOrEqual))
        #expect(!s.isSmallAndSteep)
        s.must(Constraint(v[0] - 1e-6 * v[1], .lessThanOrEqual))
        #expect(s.isSmallAndSteep)
        s.exactSizeLimit = 1
        #expect(!s.isSmallAndSteep)
    }
}
