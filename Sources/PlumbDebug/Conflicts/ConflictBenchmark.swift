// Workloads for timing the conflict report: a form of label-and-field rows with one row too
// wide for its window (a small conflict in a big layout), and a long chain of views that
// cannot fit side by side (a conflict with hundreds of members). Each measurement times the
// whole `explain` account: the conflicts re-read, verified, with arithmetic and every fix
// re-solved, rendered as text. For the benchmark tool; never a timed unit test.

import PlumbLayout

/// Timing the conflict report on layouts of a given size.
///
/// ```swift
/// let layout = try ConflictBenchmark.form(constraints: 1000)
/// let result = ConflictBenchmark.measure(layout, repetitions: 9)
/// print(result.median)   // milliseconds
/// ```
public enum ConflictBenchmark {
    /// What one workload measured.
    public struct Result: Sendable {
        /// User constraints in the layout (system constraints not counted).
        public var constraints: Int
        /// Members of the conflicts explained, summed.
        public var members: Int
        /// Fixes tried, summed.
        public var fixes: Int
        /// The bytes of the rendered account (the same on every repetition).
        public var bytes: Int
        /// Each repetition's time, in milliseconds.
        public var milliseconds: [Double]

        /// The median time, in milliseconds.
        public var median: Double {
            let sorted = milliseconds.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[sorted.count / 2]
        }
    }

    /// A form in a 375-point window: rows of a label (80 wide) and a field filling the rest,
    /// 8 constraints a row, until `constraints` user constraints are made; the last row's field
    /// asks for at least 400 points, which cannot fit (a 6-member conflict).
    public static func form(constraints: Int) throws(LayoutError) -> Layout {
        let layout = Layout()
        let root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
        var drafts: [ConstraintDraft] = []
        var previous: View?
        var row = 0
        while drafts.count + 8 <= max(constraints, 8) {
            let label = try layout.addView(named: "label\(row)", in: root)
            let field = try layout.addView(named: "field\(row)", in: root)
            drafts += [
                pair(label, .leading, root, .leading, 16), size(label, .width, 80),
                pair(field, .leading, label, .trailing, 8),
                pair(root, .trailing, field, .trailing, 16),
                previous.map { pair(label, .top, $0, .bottom, 8) }
                    ?? pair(label, .top, root, .top, 20),
                pair(field, .top, label, .top, 0), size(label, .height, 21),
                size(field, .height, 21),
            ]
            previous = label
            row += 1
        }
        try layout.activate(drafts, origin: .source(file: "form.plumb", line: 1))
        if let field = layout.view(named: "field\(row - 1)") {
            try layout.activate(
                [ConstraintDraft(ItemAttribute(field, .width), .greaterThanOrEqual, constant: 400)],
                origin: .source(file: "form.plumb", line: 2))
        }
        return layout
    }

    /// `chain` views side by side in a 375-point window, each at least 20 wide with 8 points
    /// between them (a conflict of about 2 × `chain` members), in a form padded to
    /// `constraints` user constraints.
    public static func chain(constraints: Int, chain: Int) throws(LayoutError) -> Layout {
        let layout = try form(constraints: max(0, constraints - 2 * chain - 1) - 1)
        // The form's own conflict goes: its last constraint is the too-wide field.
        if let last = layout.userConstraints.last { try layout.remove(last) }
        guard let root = layout.windows.first else { return layout }
        var drafts: [ConstraintDraft] = []
        var previous: View?
        for k in 0..<max(chain, 1) {
            let cell = try layout.addView(named: "cell\(k)", in: root)
            drafts.append(
                previous.map { pair(cell, .leading, $0, .trailing, 8) }
                    ?? pair(cell, .leading, root, .leading, 0))
            drafts.append(
                ConstraintDraft(ItemAttribute(cell, .width), .greaterThanOrEqual, constant: 20))
            previous = cell
        }
        try layout.activate(drafts, origin: .source(file: "chain.plumb", line: 1))
        if let last = previous {
            try layout.activate(
                [pair(root, .trailing, last, .trailing, 0)],
                origin: .source(file: "chain.plumb", line: 2))
        }
        return layout
    }

    /// Times the full account of every current conflict, `repetitions` times.
    public static func measure(_ layout: Layout, repetitions: Int) -> Result {
        let clock = ContinuousClock()
        var result = Result(
            constraints: layout.userConstraints.count, members: 0, fixes: 0, bytes: 0,
            milliseconds: [])
        for _ in 0..<max(repetitions, 1) {
            var text = ""
            var members = 0
            var fixes = 0
            let elapsed = clock.measure {
                let explanations = ConflictExplanation.current(in: layout)
                for e in explanations {
                    text += e.rendered()
                    members += e.members.count
                    fixes += e.fixes.count
                }
            }
            result.members = members
            result.fixes = fixes
            result.bytes = text.utf8.count
            let parts = elapsed.components
            result.milliseconds.append(
                Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15)
        }
        return result
    }

    private static func pair(
        _ a: any LayoutItem, _ x: LayoutAttribute, _ b: any LayoutItem, _ y: LayoutAttribute,
        _ constant: Double
    ) -> ConstraintDraft {
        ConstraintDraft(ItemAttribute(a, x), .equal, ItemAttribute(b, y), constant: constant)
    }

    private static func size(_ a: any LayoutItem, _ x: LayoutAttribute, _ constant: Double)
        -> ConstraintDraft
    {
        ConstraintDraft(ItemAttribute(a, x), .equal, constant: constant)
    }
}
