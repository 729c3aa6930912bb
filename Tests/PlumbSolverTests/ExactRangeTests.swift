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

    /// A face beyond the range says so.
    ///
    /// Plumb's solutions stay within `Solver.maximumValue`. A face that puts a variable
    /// beyond that range everywhere says so (an optional `v0 == 1e7` through `v0 ==
    /// 1e-9·v1` is met only at v1 = 1e16); a vertex beyond it moves into the range along the
    /// face, and one that can only leave along a ray is marked, so that its basis is not
    /// taken for a solution.
    @Test func aFaceBeyondTheRangeSaysSo() throws {
        let v = (0..<2).map { Variable(index: Int32($0)) }
        let link = Constraint(v[0] - 1e-9 * v[1], .equal)
        let far = Constraint(v[0] - 1e7, .equal, priority: priority(500))
        let near = Constraint(v[0] - 100, .equal, priority: priority(500))
        let beyond = try #require(ExactProgram([link, far], variableCount: 2)?.beyondRange)
        #expect(beyond.variable == 1)
        #expect(beyond.value == 1e16)
        // v1 ≤ 1e16, down without end: the vertex is beyond, the face reaches into the range.
        let reaching = Constraint(v[0] - 1e-9 * v[1], .greaterThanOrEqual)
        let ray = try #require(ExactProgram([reaching, far], variableCount: 2))
        #expect(ray.beyondRange == nil)
        #expect(ray.vertexIsBeyondRange)
        #expect(ray.range(of: LinearExpression(v[1]), step: 1)?.upper == 1e16)
        // 1e11 ≤ v1 ≤ 1e16: the vertex moves to 1e11.
        let floor = Constraint(v[1] - 1e11, .greaterThanOrEqual)
        let inside = try #require(ExactProgram([reaching, far, floor], variableCount: 2))
        #expect(inside.beyondRange == nil)
        #expect(!inside.vertexIsBeyondRange)
        let face = ExactProgram([link, near], variableCount: 2)
        #expect(face?.beyondRange == nil)
        let range = face?.range(of: LinearExpression(v[1]), step: 100)
        #expect(range?.lower == 1e11)
        #expect(range?.upper == 1e11)
    }

    /// An operation whose exact optimum lies beyond the range everywhere is refused.
    ///
    /// It is refused as out of range, as when the doubles reach beyond it: the optional
    /// `pull` draws `v1` up by 2e-12 per point, and `v1` moves by 5e-13 per point of `v0`,
    /// so its error falls by 1e-24 per point of `v0`, which pays off only at v0 = 8e25. The
    /// doubles saw no slope and stopped at v0 = 11277 (seed 1000064000038).
    @Test func anOptimumOnlyBeyondTheRangeIsRefused() {
        var s = Solver()
        let v = s.makeVariables(3)
        s.must(Constraint(1e-12 * v[0] - 2 * v[1] + 45, .equal))
        s.must(Constraint(-2 * v[0] + 1000 * v[2] + 55, .lessThanOrEqual, priority: priority(1)))
        s.must(Constraint(v[1] - 1.000000000001 * v[2] - 8e-6, .lessThanOrEqual))
        s.must(Constraint(-1e-12 * v[0] + 2 * v[1] - 45, .equal, priority: priority(1)))
        #expect(s.isSmallAndSteep)
        let pull = Constraint(
            -1.000000000001 * v[1] + v[2] + 80, .lessThanOrEqual, priority: priority(500))
        let before = v.map { s.value(of: $0) }
        var refusal: SolverError?
        do { try s.add(pull) } catch { refusal = error }
        #expect(v.map { s.value(of: $0) } == before)
        guard case .valueOutOfRange(let variable, let value) = refusal else {
            Issue.record("expected a refusal as out of range, got \(String(describing: refusal))")
            return
        }
        #expect(variable == v[0])
        #expect(value > Solver.maximumValue)
        #expect(s.constraintIDs.count == 4)
        #expect(s.checkInvariants().isEmpty)
    }

    /// A cell that cancels rounded terms may hide a slope.
    ///
    /// Nearly parallel constraints with ordinary coefficients hide a slope that only the
    /// decimals written hold: `−1.000000001·v0 + v3` beside `v0 == 0.999999999·v3 + 40`
    /// leaves `1e-18·v3`, and 0 or 1e-16 in doubles. A cell that cancels rounded terms
    /// marks the layout (`Solver.hidesSlopes`), so its ranges are found exactly: the optional `c0` fixes v3
    /// at its upper bound, where the doubles had every value free below (seed
    /// 1000012000003).
    @Test func aCellThatCancelsRoundedTermsMayHideASlope() {
        var s = Solver()
        let v = s.makeVariables(4)
        s.must(
            Constraint(
                -1.000000001 * v[0] + v[3] + 6e-6, .greaterThanOrEqual, priority: priority(750)))
        s.must(Constraint(0.5 * v[0] + 8, .lessThanOrEqual))
        s.must(Constraint(v[0] + v[2] - v[3] - 70, .equal))
        s.must(Constraint(v[0] - 2 * v[1] + 60, .lessThanOrEqual))
        s.must(Constraint(-1 * v[1] + 2 * v[2] + 5000, .equal))
        s.must(Constraint(v[0] - 0.999999999 * v[3] - 40, .equal))
        // No coefficient is steep, nor any cell: the hidden slope is what makes it so.
        #expect(s.steepestRatio <= Solver.steepRatio)
        #expect(s.hidesSlopes)
        #expect(s.isSmallAndSteep)
        let range = s.range(of: LinearExpression(v[0]))
        #expect(range.lower == -16)
        #expect(range.upper == -16)
    }

    /// A small steep layout ends on the basis of the exact optimum, its rows solved afresh
    /// from the constraints as written: the simplex on doubles had pivoted on signs its
    /// cells knew only to their rounding, and left `v0 − v1 − v2 == 0 @750` and
    /// `−2·v0 + 2·v1 + 2000·v2 ≥ 0 @251` missed by 9e10 where both can hold (seed
    /// 1000092000175).
    @Test func aSmallSteepLayoutEndsOnTheExactOptimumsBasis() throws {
        var s = Solver()
        let v = s.makeVariables(3)
        let c0 = s.must(Constraint(written(v, [(2, 2000), (1, 2), (0, -2)]), .equal))
        s.must(Constraint(written(v, [(1, -1), (2, -1), (0, 1)], -4e-6), .equal))
        try s.remove(c0)
        s.must(Constraint(written(v, [(0, 1e6), (1, 1), (2, -1)]), .greaterThanOrEqual))
        s.must(
            Constraint(
                written(v, [(2, 2000), (1, 2), (0, -2)]), .greaterThanOrEqual,
                priority: priority(251))
        )
        s.must(Constraint(written(v, [(1, -1), (2, -1), (0, 1)]), .equal, priority: priority(750)))
        #expect(s.isSmallAndSteep)
        for level in s.errorByLevel {
            #expect(level.error < 1e-5, "level \(level.priority) misses by \(level.error)")
        }
        #expect(s.value(of: v[0]) > -1e-6)
        #expect(s.value(of: v[2]) > -1e-6)
        #expect(s.checkInvariants().isEmpty)
    }

    /// A solution on every level's optimum to the tolerance can still be far from the face.
    ///
    /// With v1 = v2, the optional `v1 == 0.999999999·v2 − 40` misses by 40 + 1e-9·v2, and
    /// `2·v0 ≤ v1` with `v0 == 1e-9·v2 − 1e6` bounds v2 below at −2000000.004: the error
    /// falls by 1e-9 per point down to there, so 1100 points short of it the level misses
    /// its optimum by 1.1e-6, within its tolerance. The doubles, after the link was written
    /// twice, stopped there, at v1 = −1998901 where the face fixes it at −2000000.004 (seed
    /// 1000125000208); the distance to the face (`ExactProgram.distance(to:)`) sends the
    /// solver to the exact optimum's basis.
    @Test func aSolutionFarFromTheFaceMovesToIt() throws {
        var s = Solver()
        let v = s.makeVariables(4)
        let c0 = s.must(Constraint(written(v, [(1, 1), (0, 1), (3, -1)]), .equal))
        try s.setConstant(-4, of: c0)
        s.must(Constraint(written(v, [(1, 2), (2, -2)]), .equal))
        s.must(Constraint(written(v, [(2, 1e-12), (0, -1)]), .greaterThanOrEqual))
        s.must(Constraint(written(v, [(0, 2), (1, -1)]), .lessThanOrEqual))
        s.must(
            Constraint(
                written(v, [(1, 1), (2, -0.999999999)], 40), .equal, priority: priority(999)))
        s.must(Constraint(written(v, [(0, 1), (2, -1e-9)], 1_000_000), .equal))
        s.must(Constraint(written(v, [(0, 1), (2, -1e-9)], 1_000_000), .equal))
        #expect(s.isSmallAndSteep)
        #expect(abs(s.value(of: v[1]) + 2_000_000.004) < 1e-3)
        #expect(abs(s.value(of: v[3]) + 3_000_004.006) < 1e-3)
        #expect(s.checkInvariants().isEmpty)
    }

    /// On the exact optimum's basis, the values are the exact optimum's.
    ///
    /// `v1 − v2 + 60 ≥ 1e-12·v0` beside `v1 − v2 + 60 == −1e-9·v0` hold v0 ≤ 0, and
    /// `1000·v0 ≥ 0.5·v2 + 6000` then makes the least |v1| the one at v0 = 0. The basis is
    /// that vertex's, but its inverse has cells of 1e12: solved in doubles, v0 came out at
    /// −1.35e-4, which misses the constraints as written by 1.35e-13, under the rounding of
    /// the 12060 beside it, and v1's error was 0.27 above its optimum (seed 1000121000268).
    @Test func theExactBasisHasTheExactValues() {
        var s = Solver()
        let v = s.makeVariables(3)
        s.must(Constraint(written(v, [(1, 1)]), .equal, priority: priority(251)))
        s.must(Constraint(written(v, [(0, -1e-12), (1, 1), (2, -1)], 60), .greaterThanOrEqual))
        s.must(Constraint(written(v, [(0, 1000), (2, -0.5)], -6000), .greaterThanOrEqual))
        s.must(Constraint(written(v, [(0, 1e-9), (1, 1), (2, -1)], 60), .equal))
        #expect(s.isSmallAndSteep)
        #expect(abs(s.value(of: v[0])) < 1e-12)
        #expect(abs(s.value(of: v[1]) + 12060) < 1e-9)
        #expect(abs(s.value(of: v[2]) + 12000) < 1e-9)
        #expect(s.checkInvariants().isEmpty)
    }

    /// The exact optimum is kept where the simplex on doubles would pivot away from it.
    ///
    /// `v0 − v1 + 1e-12·v2 ≥ 0 @750` beside the required `v0 − v1 + 1e-12·v2 + 8e6 ≤ 0` gains
    /// 1e-12 per point of v2 at level 750, which the optimum takes: v2 at 8000000.000008,
    /// where level 1's edit pulls it toward 0. Solved afresh, the doubles' repair read that
    /// gain as zero and gave level 1 what level 750 should keep (v2 at 7016016, seed
    /// 1000126000039). The optimum's basis is kept with its exact values and reduced costs,
    /// and the doubles then see it as optimal.
    @Test func theExactOptimumIsKeptAgainstTheDoublesRepair() throws {
        var s = Solver()
        let v = s.makeVariables(3)
        try s.addEditVariable(v[2], priority: priority(1))
        s.must(Constraint(written(v, [(0, 1), (1, -1), (2, 1e-12)], 8_000_000), .lessThanOrEqual))
        s.must(
            Constraint(
                written(v, [(0, 1), (1, -1), (2, 1)]), .greaterThanOrEqual, priority: priority(749))
        )
        s.must(
            Constraint(
                written(v, [(0, 1), (1, 1), (2, -1)], -1_000_000), .equal, priority: priority(749)))
        s.must(
            Constraint(
                written(v, [(0, 1), (1, -1), (2, 1e-12)]), .greaterThanOrEqual,
                priority: priority(750)))
        s.must(Constraint(written(v, [(0, 1000), (1, -1)]), .equal))
        #expect(s.isSmallAndSteep)
        #expect(abs(s.value(of: v[2]) - 8_000_000.000008) < 1e-6)
        #expect(abs(s.value(of: v[0]) - 8008.008008016016) < 1e-6)
        #expect(s.checkInvariants().isEmpty)
    }

    /// Each value is held to the face to its own size, not to the largest in the layout.
    ///
    /// With `v2 − v3` at −7e-6 between values of 8e8, `1e-12·v0 − v2 + v3 ≥ 0` bounds v0
    /// below at −7e6; the doubles had v0 at −7000064, the rounding of 8e8 scaled by 1e12,
    /// which summed over the variables was within 1e-6 of the 8e8 beside it (seed
    /// 1000036000021).
    @Test func eachValueIsOnTheFaceToItsOwnSize() throws {
        var s = Solver()
        let v = s.makeVariables(4)
        try s.addEditVariable(v[1], priority: priority(500))
        let c1 = s.must(
            Constraint(written(v, [(0, 1e-12), (2, -1), (3, 1)], -2e-6), .greaterThanOrEqual))
        s.must(Constraint(written(v, [(0, 1e-12), (2, -1), (3, 1)]), .greaterThanOrEqual))
        s.must(Constraint(written(v, [(1, 1), (2, 1), (3, -1)], 7e-6), .equal))
        s.must(Constraint(written(v, [(3, 1)], 800_000_000), .lessThanOrEqual))
        try s.setConstant(6_000_000, of: c1)
        #expect(s.isSmallAndSteep)
        #expect(s.value(of: v[0]) >= -7_000_000 - 1)
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
