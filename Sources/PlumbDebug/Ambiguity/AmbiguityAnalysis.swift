// Which views have an ambiguous layout, judged as Apple's `hasAmbiguousLayout` judges them: in
// the superview's terms. The whole layout is one question to the solver, one expression per
// frame component (`Solver.ambiguity(of:)`: `AmbiguityJudge`'s local test on each, or the
// factored core's pass where the tableau's rows are long); an exact probe runs only where
// those cannot decide.

import PlumbLayout

/// One of the four parts of a view's frame, in its superview's coordinates.
///
/// The raw values are what `check --json` and `ambiguity --json` print.
///
/// ```swift
/// FrameComponent.x.rawValue   // "x"
/// ```
public enum FrameComponent: String, Hashable, Sendable, CaseIterable, Comparable {
    case x, y, width, height

    /// The axis the component lies along.
    public var axis: Axis { self == .x || self == .width ? .horizontal : .vertical }

    /// Whether the component is a position (x, y) rather than a size.
    public var isPosition: Bool { self == .x || self == .y }

    /// The name of the engine variable Apple's `_autolayoutTrace` prints for it:
    /// `minX`, `minY`, `Width`, `Height`.
    public var engineName: String {
        switch self {
        case .x: "minX"
        case .y: "minY"
        case .width: "Width"
        case .height: "Height"
        }
    }

    public static func < (a: FrameComponent, b: FrameComponent) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// A view or layout guide whose frame the constraints do not fix, with the components left
/// free.
///
/// ```swift
/// for finding in ambiguousViews(in: layout) {
///     print(finding.item.name, finding.components.map(\.rawValue))   // title ["y", "height"]
/// }
/// ```
public struct AmbiguousView {
    /// The ambiguous view or guide.
    public var item: any LayoutItem
    /// Its free components, in the order x, y, width, height.
    public var components: [FrameComponent]

    /// Creates a finding.
    public init(item: any LayoutItem, components: [FrameComponent]) {
        self.item = item
        self.components = components
    }

    /// The ambiguous item if it is a view (nil for a guide).
    public var view: View? { item as? View }
}

/// The views and layout guides whose frames the optimum does not fix, in creation order.
///
/// A view's x is ambiguous when `view.minX − superview.minX` can differ between two solutions
/// that satisfy every constraint as well as the current one (lexicographically, priority by
/// priority); its width when `width` can. A view that moves only because its superview moves
/// is not itself ambiguous, as in UIKit. Windows' frames are imposed, so windows never are.
/// A guide is judged the same way in its owning view's terms (`UILayoutGuide` has
/// `hasAmbiguousLayout` too); the system guides (margins, safe area) never are, since the
/// system's constraints fix them whenever their view is fixed.
///
/// The layout is not changed: the probe, when needed, runs on a copy of the solver.
/// Preferences left by `exercise` are not constraints and are ignored
/// (``constraintSolver(of:)``).
///
/// ```swift
/// let findings = ambiguousViews(in: layout)
/// findings.isEmpty   // the layout is fully specified
/// ```
///
/// - Complexity: every component judged in one question (``Solver/ambiguity(of:)``): about
///   one pass over the tableau's rows, or, where they are long (chains of inequalities), the
///   constraints added to the factored core and a few sparse solves, so a chain costs its
///   length; a probe only for a component a degenerate row leaves undecided.
public func ambiguousViews(in layout: Layout) -> [AmbiguousView] {
    // Without exercise preferences the layout's own engine answers, on the factored core
    // when that holds the layout (no explicit solver is built for the question).
    guard layout.engine.editVariables.isEmpty else {
        return ambiguousViews(in: layout, solver: layout.solver)
    }
    return ambiguousViews(in: layout) { layout.engine.ambiguity(of: $0) }
}

/// The same judgement on `solver`, a changed copy of `layout.solver`, for `layout`'s views.
///
/// For "what if" questions: a constraint removed, a priority lowered. Exercise preferences in
/// `solver` are ignored too.
///
/// ```swift
/// var copy = layout.solver
/// try copy.remove(id)
/// ambiguousViews(in: layout, solver: copy)   // what removing it would leave free
/// ```
public func ambiguousViews(in layout: Layout, solver: Solver) -> [AmbiguousView] {
    var judged = solver
    judged.stopJournal()
    for edit in judged.editVariables { try? judged.removeEditVariable(edit.variable) }
    return ambiguousViews(in: layout) { judged.ambiguity(of: $0) }
}

/// Every judged view's frame components asked of `judge` in one question.
private func ambiguousViews(
    in layout: Layout, judge: ([LinearExpression]) -> [Determinacy]
) -> [AmbiguousView] {
    var findings: [AmbiguousView] = []
    let items = layout.items.filter(isJudged)
    let verdicts = judge(
        items.flatMap { item in
            FrameComponent.allCases.map { relativeExpression(of: $0, of: item) }
        })
    for (n, item) in items.enumerated() {
        let free = FrameComponent.allCases.indices.filter {
            verdicts[n * FrameComponent.allCases.count + $0] == .ambiguous
        }
        .map { FrameComponent.allCases[$0] }
        if !free.isEmpty { findings.append(AmbiguousView(item: item, components: free)) }
    }
    return findings
}

/// Whether the ambiguity analysis judges `item`: a live view that is not a window, or a live
/// guide of the user's.
func isJudged(_ item: any LayoutItem) -> Bool {
    if item.isRemoved { return false }
    if let view = item as? View { return !view.isWindow }
    if let guide = item as? LayoutGuide { return !guide.isSystemGuide }
    return false
}

/// The free components of one view or guide (empty for a window or a fully specified item).
///
/// ```swift
/// ambiguousComponents(of: title, in: layout)   // [.y, .height]
/// ```
public func ambiguousComponents(of item: any LayoutItem, in layout: Layout) -> [FrameComponent] {
    guard isJudged(item) else { return [] }
    var test = AmbiguityJudge(constraintSolver(of: layout))
    return FrameComponent.allCases.filter {
        test.determinacy(of: relativeExpression(of: $0, of: item)) == .ambiguous
    }
}

/// The solver expression of a frame component in the superview's terms.
///
/// `minX − superview.minX` for x, `minY − superview.minY` for y, and the size itself for
/// width and height. For a window (no superview) the position is the window-coordinate
/// variable.
///
/// ```swift
/// layout.solver.value(of: relativeExpression(of: .x, of: button))   // frame(of: button).x
/// ```
public func relativeExpression(of component: FrameComponent, of item: any LayoutItem)
    -> LinearExpression
{
    let frame = FrameExpressions(of: item)
    switch component {
    case .x: return frame.x
    case .y: return frame.y
    case .width: return frame.width
    case .height: return frame.height
    }
}
