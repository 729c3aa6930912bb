// A benchmark for the whole-layout ambiguity check that `check` runs: a table of cells, each a
// container with a title and a badge, with a few deliberate ambiguities (a badge with no
// vertical position, a pair of labels whose hugging ties). Outside `swift test`, it checks its
// own result (the number of ambiguous views it planted) and reports the time per check.

import PlumbLayout

/// Builds a layout of about `views` views and times ``ambiguousViews(in:)`` on it.
///
/// ```swift
/// let result = try AmbiguityBenchmark.run(views: 1000, repetitions: 9)
/// print(result.summary)   // ambiguity check, 1000 views: median 41.2 ms (min 40.8 ms), 47 ambiguous
/// ```
public enum AmbiguityBenchmark {
    /// What one run measured.
    public struct Result: Sendable {
        /// The number of views in the layout, the window included.
        public var views: Int
        /// Each repetition's time, in milliseconds, in the order they ran.
        public var milliseconds: [Double]
        /// The ambiguous views the check found.
        public var ambiguous: Int
        /// The ambiguous views the layout was built with.
        public var expected: Int

        /// The median time, in milliseconds.
        public var median: Double {
            let sorted = milliseconds.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }

        /// One line for a report.
        public var summary: String {
            "ambiguity check, \(views) views: median \(formatNumber((median * 10).rounded() / 10)) ms "
                + "(min \(formatNumber(((milliseconds.min() ?? 0) * 10).rounded() / 10)) ms), "
                + "\(ambiguous) ambiguous (expected \(expected))"
        }
    }

    /// A window with cells stacked from the top, with planted ambiguities.
    ///
    /// Each cell spans the window, is 44 high and holds a title (intrinsic 120×21) on the leading side and a badge (40×20) on the
    /// trailing side, both centered vertically. Every 10th badge has no vertical position;
    /// in every 25th cell the title and the badge are chained with an equality, so their
    /// equal hugging ties (both widths ambiguous, the badge's x too).
    ///
    /// - Returns: the layout and the number of ambiguous views planted.
    public static func makeLayout(views: Int) throws(LayoutError) -> (Layout, expected: Int) {
        let layout = Layout()
        let root = try layout.addWindow(named: "root", size: Size(width: 375, height: 812))
        var previous: View?
        var expected = 0
        let cells = max(1, (views - 1) / 3)
        for i in 0..<cells {
            let cell = try layout.addView(named: "cell\(i)", in: root)
            let title = try layout.addView(
                named: "title\(i)", in: cell, intrinsicSize: IntrinsicSize(width: 120, height: 21))
            let badge = try layout.addView(
                named: "badge\(i)", in: cell, intrinsicSize: IntrinsicSize(width: 40, height: 20))
            let above = previous
            let missingY = i % 10 == 9
            let tied = i % 25 == 24
            try layout.activate {
                cell.leading == root.leading
                cell.trailing == root.trailing
                if let above { cell.top == above.bottom } else { cell.top == root.top }
                cell.height == 44
                title.leading == cell.leading + 16
                title.centerY == cell.centerY
                badge.trailing == cell.trailing - 16
                if !missingY { badge.centerY == cell.centerY }
                if tied {
                    badge.leading == title.trailing + 8
                } else {
                    badge.leading >= title.trailing + 8
                }
            }
            if missingY || tied { expected += 1 }
            if tied { expected += 1 }
            previous = cell
        }
        return (layout, expected)
    }

    /// Builds the layout once and runs the check `repetitions` times.
    ///
    /// - Throws: a ``LayoutError`` should the layout not build (it always does).
    public static func run(views: Int = 1000, repetitions: Int = 9) throws(LayoutError) -> Result {
        let (layout, expected) = try makeLayout(views: views)
        var times: [Double] = []
        var found = 0
        let clock = ContinuousClock()
        for _ in 0..<max(1, repetitions) {
            let start = clock.now
            found = ambiguousViews(in: layout).count
            let elapsed = clock.now - start
            let parts = elapsed.components
            times.append(Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15)
        }
        return Result(
            views: layout.views.count, milliseconds: times, ambiguous: found, expected: expected)
    }
}
