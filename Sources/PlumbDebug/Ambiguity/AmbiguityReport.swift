// The full account of an ambiguous view, for `ambiguity`: for each free component, its range
// over the optimal solutions, two concrete alternative frames from the probe's solutions, and
// the cause in words. Also the move `exercise` makes, and how all of it prints
// (`AmbiguityText`), including the suffix `tree` puts after an ambiguous view in
// `_autolayoutTrace`'s words ("- AMBIGUOUS LAYOUT for title.minY, title.Height").

import PlumbLayout

/// One ambiguous component of a view: where it is, how far it can go, and why.
///
/// Values are in the superview's coordinates, as frames are.
public struct AmbiguousAttribute {
    /// The component.
    public var component: FrameComponent
    /// Its value in the layout now.
    public var current: Double
    /// The least value over the solutions that satisfy every constraint as well as the
    /// current one (−∞ when unbounded).
    public var lower: Double
    /// The greatest such value (+∞ when unbounded).
    public var upper: Double
    /// The view's frame in a solution at `lower` (a finite step towards it when unbounded).
    public var lowerFrame: Rect
    /// The view's frame in a solution at `upper` (a finite step towards it when unbounded).
    public var upperFrame: Rect
    /// Why it is ambiguous.
    ///
    /// The complete solutions behind the two frames are not kept: one holds every variable
    /// of the layout, and a report of thousands of ambiguous views held gigabytes of them
    /// (``exerciseMove(for:in:)`` computes the one it moves to).
    public var cause: AmbiguityCause
    /// False when the solver's probe stopped before proving the ends (`ValueRange.isExact`).
    public var isExact = true
}

/// An ambiguous view with every free component explained.
///
/// ```swift
/// for report in ambiguityReports(in: layout) {
///     print(report.view.name, report.attributes.map(\.component))
/// }
/// ```
public struct AmbiguityReport {
    /// The view or guide.
    public var item: any LayoutItem
    /// Its frame now, in its superview's coordinates.
    public var frame: Rect
    /// Its free components, in the order x, y, width, height.
    public var attributes: [AmbiguousAttribute]

    /// The sentence explaining `attribute`'s cause.
    public func sentence(for attribute: AmbiguousAttribute) -> String {
        attribute.cause.sentence(about: item, attribute.component)
    }
}

/// The ambiguous views of `layout` (or only `item`, a view or guide), explained, in creation order.
///
/// Each view comes with its ranges, alternatives and causes. Nothing in the layout changes: everything runs on copies of the
/// solver, without the preferences `exercise` left (``constraintSolver(of:)``).
///
/// - Complexity: per ambiguous component, two probes (a copy of the tableau and a few pivots)
///   and one pass over the tableau to find the cause.
public func ambiguityReports(in layout: Layout, for item: (any LayoutItem)? = nil)
    -> [AmbiguityReport]
{
    let solver = constraintSolver(of: layout)
    let findings: [AmbiguousView]
    if let item {
        let components = ambiguousComponents(of: item, in: layout)
        findings = components.isEmpty ? [] : [AmbiguousView(item: item, components: components)]
    } else {
        findings = ambiguousViews(in: layout)
    }
    guard !findings.isEmpty else { return [] }
    let finder = CauseFinder(layout: layout, solver: solver)
    let ranges = RangeFinder(solver)
    return findings.map { finding in
        let view = finding.item
        let frameExpressions = FrameExpressions(of: view)
        let shown = [
            frameExpressions.x, frameExpressions.y, frameExpressions.width, frameExpressions.height,
        ]
        .flatMap { $0.terms.map(\.variable) }
        let attributes = finding.components.map { component in
            let expression = relativeExpression(of: component, of: view)
            let range = ranges.range(of: expression, solvingFor: shown)
            return AmbiguousAttribute(
                component: component, current: layout.solver.value(of: expression),
                lower: range.lower, upper: range.upper,
                lowerFrame: frame(of: view, in: range.lowerSolution),
                upperFrame: frame(of: view, in: range.upperSolution),
                cause: finder.cause(of: expression), isExact: range.isExact)
        }
        return AmbiguityReport(item: view, frame: layout.frame(of: view), attributes: attributes)
    }
}

/// `view`'s frame in its superview's coordinates under `solution`.
///
/// ```swift
/// frame(of: title, in: range.upperSolution)   // (20, 100, 120, 21)
/// ```
public func frame(of item: any LayoutItem, in solution: Assignment) -> Rect {
    FrameExpressions(of: item).frame { solution.value(of: $0) }
}

/// The move `exercise` makes: which component, from where to where, and the solution.
public struct ExerciseMove {
    /// The component that moves (the view's first ambiguous one).
    public var component: FrameComponent
    /// Its value now.
    public var from: Double
    /// Its value after the move.
    public var to: Double
    /// The view's frame after the move, in its superview's coordinates.
    public var frame: Rect
    /// The complete solution to move to.
    public var solution: Assignment
}

/// Where `exercise` moves `view`, or nil when the view is not ambiguous.
///
/// The move toggles between two solutions, deterministically, so that exercising twice comes
/// back. The first is where the constraints alone put the layout (the solver without
/// exercise preferences); the second is an alternative for the view's first ambiguous
/// component, seen from there: bounded on both sides, the farther end of the range; bounded
/// on one side, that end, or a finite step away from it when the value is already there;
/// unbounded, a step down from a positive value, else a step up. When the view is at the
/// alternative now, it goes back to the first.
///
/// ```swift
/// if let move = exerciseMove(for: title, in: layout) {
///     try layout.exercise(title, to: move.solution)
/// }
/// ```
public func exerciseMove(for view: View, in layout: Layout) -> ExerciseMove? {
    guard let component = ambiguousComponents(of: view, in: layout).first else { return nil }
    let expression = relativeExpression(of: component, of: view)
    let solver = constraintSolver(of: layout)
    let range = solver.range(of: expression)
    let base = range.current
    let tolerance = 1e-6 * (1 + abs(base))
    let up: Bool
    switch (range.lower.isFinite, range.upper.isFinite) {
    case (true, true): up = range.upper - base >= base - range.lower
    case (true, false): up = base - range.lower <= tolerance
    case (false, true): up = range.upper - base > tolerance
    case (false, false): up = base <= tolerance
    }
    let alternative = up ? range.upperSolution : range.lowerSolution
    let current = layout.solver.value(of: expression)
    let there = abs(current - alternative.value(of: expression)) <= 1e-6 * (1 + abs(current))
    let solution = there ? solver.assignment : alternative
    return ExerciseMove(
        component: component, from: current, to: solution.value(of: expression),
        frame: frame(of: view, in: solution), solution: solution)
}

// MARK: - Text

public enum AmbiguityText {
    /// The report of every finding, or a line saying there is none.
    ///
    /// ```
    /// title: y and height are ambiguous; frame now (20, 0, 120, 0)
    ///   y       0 now, anywhere in -∞…∞
    ///           e.g. (20, -100, 120, 0) or (20, 100, 120, 0)
    ///           title has no vertical position: add a top, bottom, centerY or baseline constraint
    /// ```
    public static func render(_ reports: [AmbiguityReport]) -> String {
        guard !reports.isEmpty else { return "no ambiguous views: every frame is fixed" }
        return reports.map(render).joined(separator: "\n")
    }

    /// One view's report.
    public static func render(_ report: AmbiguityReport) -> String {
        let names = AmbiguityCause.list(report.attributes.map(\.component.rawValue))
        let verb = report.attributes.count == 1 ? "is" : "are"
        var lines = ["\(report.item.name): \(names) \(verb) ambiguous; frame now \(report.frame)"]
        let pad = String(repeating: " ", count: 10)
        for attribute in report.attributes {
            let name = attribute.component.rawValue
            let head = "  " + name + String(repeating: " ", count: max(1, 8 - name.count))
            lines.append(
                head + "\(formatNumber(attribute.current)) now, anywhere in "
                    + range(attribute.lower, attribute.upper)
                    + (attribute.isExact ? "" : " at least (the search stopped before the ends)"))
            lines.append(pad + "e.g. \(attribute.lowerFrame) or \(attribute.upperFrame)")
            lines.append(pad + report.sentence(for: attribute))
        }
        return lines.joined(separator: "\n")
    }

    /// `60…140`, `0…∞`, `-∞…∞`.
    public static func range(_ lower: Double, _ upper: Double) -> String {
        func end(_ x: Double) -> String {
            x.isInfinite ? (x < 0 ? "-∞" : "∞") : formatNumber(x)
        }
        return end(lower) + "…" + end(upper)
    }

    /// What `tree` appends to an ambiguous view's line, as `_autolayoutTrace` does (no space
    /// before the dash): `- AMBIGUOUS LAYOUT for title.minY, title.Height`.
    ///
    /// ```swift
    /// AmbiguityText.traceSuffix(AmbiguousView(view: title, components: [.y, .height]))
    /// ```
    public static func traceSuffix(_ finding: AmbiguousView) -> String {
        "- AMBIGUOUS LAYOUT for "
            + finding.components.map { "\(finding.item.name).\($0.engineName)" }
            .joined(separator: ", ")
    }

    /// What `exercise` says after a move.
    ///
    /// ```
    /// title moved: y 0 → 100, frame now (20, 100, 120, 21); 'undo' moves it back
    /// ```
    public static func render(_ move: ExerciseMove, of view: View) -> String {
        "\(view.name) moved: \(move.component.rawValue) \(formatNumber(move.from)) → "
            + "\(formatNumber(move.to)), frame now \(move.frame); 'undo' moves it back"
    }

    /// The mark `frames` and `show` put on an ambiguous view: `ambiguous: x, width free`.
    public static func freeNote(_ finding: AmbiguousView) -> String {
        "ambiguous: " + finding.components.map(\.rawValue).joined(separator: ", ") + " free"
    }

    /// Why a view cannot be exercised or has no ambiguity to report.
    public static func notAmbiguous(_ view: any LayoutItem, in layout: Layout) -> String {
        if (view as? View)?.isWindow == true {
            return "\(view.name) is a window: its frame \(layout.frame(of: view)) is imposed"
        }
        return "\(view.name) is not ambiguous: its frame \(layout.frame(of: view)) is fixed"
    }
}
