import Testing

@testable import PlumbLayout

/// Solver problems met while building the layout model, reduced to the solver alone, kept as
/// regressions once fixed.
@Suite struct SolverRegressionTests {
    /// Views in a row, each hugging an intrinsic width of 20 at 250 and asked to match the
    /// previous view's width at 300 (the first matches a required 375).
    ///
    /// Every width is 375.
    /// Under a lowest-id-first entering rule each add walked through every older view (O(n)
    /// pivots per add, n³ time); newest-first needs a constant number per add. Counted in
    /// pivots, not seconds: speed belongs to the benchmarks.
    @Test func optionalChainAgainstHuggingTakesFewPivots() throws {
        let n = 60
        var s = Solver()
        let rootWidth = s.makeVariable(named: "root.width")
        try s.add(Constraint(rootWidth - 375, .equal))
        var previous = rootWidth
        var widths: [Variable] = []
        let before = s.pivotCount
        for i in 0..<n {
            let w = s.makeVariable(named: "v\(i).width")
            try s.add(Constraint(w - 20, .lessThanOrEqual, priority: .low))
            try s.add(Constraint(w - previous, .equal, priority: try Priority(300)))
            previous = w
            widths.append(w)
        }
        #expect(widths.allSatisfy { abs(s.value(of: $0) - 375) < 1e-6 })
        #expect(s.pivotCount - before <= 4 * n, "pivots: \(s.pivotCount - before)")
    }
}
