import Testing

@testable import PlumbDebug
@testable import PlumbLayout

// Layouts with known conflicts, and the helpers the conflict tests share.

/// A window `root` of the given size.
func window(_ width: Double = 375, _ height: Double = 667) throws -> (Layout, View) {
    let layout = Layout()
    let root = try layout.addWindow(named: "root", size: Size(width: width, height: height))
    return (layout, root)
}

/// `a.x == b.y + c`, required unless `priority` says otherwise.
func edge(
    _ a: any LayoutItem, _ x: LayoutAttribute, _ b: any LayoutItem, _ y: LayoutAttribute,
    _ c: Double = 0, relation: Relation = .equal, priority: Double = 1000
) -> ConstraintDraft {
    ConstraintDraft(
        ItemAttribute(a, x), relation, ItemAttribute(b, y), constant: c, priority: priority)
}

/// `a.x == c` for a size.
func size(_ a: any LayoutItem, _ x: LayoutAttribute, _ c: Double) -> ConstraintDraft {
    ConstraintDraft(ItemAttribute(a, x), .equal, constant: c)
}

/// `a.x ⋈ c` for a size.
func size(_ a: any LayoutItem, _ x: LayoutAttribute, _ relation: Relation, _ c: Double)
    -> ConstraintDraft
{
    ConstraintDraft(ItemAttribute(a, x), relation, constant: c)
}

/// The classic: a view made in code keeps its autoresizing frame (0, 0, 100, 50), and is
/// pinned to both sides of the window (sessions/09-autoresizing-conflict.plumb).
func autoresizingConflict() throws -> (Layout, View, View) {
    let (layout, root) = try window()
    let banner = try layout.addView(
        named: "banner", in: root, frame: Rect(x: 0, y: 0, width: 100, height: 50))
    try layout.activate(
        [edge(banner, .left, root, .left), edge(banner, .right, root, .right)],
        origin: .source(file: "banner.plumb", line: 4))
    return (layout, root, banner)
}

/// A cell 380 high holding a label, a box of at least 330 and a page control, spaced 10, 24,
/// 16 and 16 (the fixture log 09-cell-encapsulated-height-ge-pagecontrol.txt).
func cellConflict() throws -> (Layout, View) {
    let (layout, cell) = try window(375, 380)
    let content = try layout.addView(named: "content", in: cell)
    let label = try layout.addView(named: "label", in: content)
    let box = try layout.addView(named: "box", in: content)
    let dots = try layout.addView(named: "dots", in: content)
    var drafts = [
        edge(content, .top, cell, .top), edge(cell, .bottom, content, .bottom),
        edge(label, .top, content, .top, 10), edge(box, .top, label, .bottom, 24),
        edge(dots, .top, box, .bottom, 16), edge(content, .bottom, dots, .bottom, 16),
        size(box, .height, .greaterThanOrEqual, 330),
    ]
    for view in [content, label, box, dots] {
        drafts.append(edge(view, .left, cell, .left))
        drafts.append(size(view, .width, 100))
    }
    try layout.activate(drafts, origin: .source(file: "cell.plumb", line: 1))
    return (layout, cell)
}

/// Every required constraint that is active and not broken, as the solver holds it, plus the
/// broken ones at required: what must hold for the layout to be satisfiable.
func requiredSystem(_ layout: Layout, without excluded: [LayoutConstraint] = []) -> [Constraint] {
    layout.constraints.compactMap { c in
        guard c.isActive, c.priority.isRequired, !excluded.contains(where: { $0 === c }),
            let solverConstraint = layout.solverConstraint(for: c)
        else { return nil }
        return Constraint(solverConstraint.expression, solverConstraint.relation)
    }
}

/// The members' solver constraints, at required.
func memberSystem(_ explanation: ConflictExplanation, in layout: Layout) -> [Constraint] {
    explanation.constraints.compactMap { c in
        layout.solverConstraint(for: c).map { Constraint($0.expression, $0.relation) }
    }
}

/// Checks that the arithmetic is right: `Σ multiplier × expression` cancels every variable,
/// and the total contradicts the sum's relation.
func expectArithmeticHolds(
    _ explanation: ConflictExplanation, in layout: Layout, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var sum = LinearExpression()
    for row in explanation.arithmetic.rows {
        guard let c = layout.solverConstraint(for: row.constraint) else {
            Issue.record("member without a host \(context)", sourceLocation: sourceLocation)
            return
        }
        sum = sum + row.multiplier * c.expression
        #expect(
            abs(row.constant + c.expression.constant) < 1e-6, "row constant \(context)",
            sourceLocation: sourceLocation)
    }
    sum = sum.simplified
    let scale = 1 + explanation.arithmetic.rows.map { abs($0.constant) }.reduce(0, +)
    #expect(
        sum.terms.allSatisfy { abs($0.coefficient) < 1e-7 }, "variables left: \(sum) \(context)",
        sourceLocation: sourceLocation)
    let total = explanation.arithmetic.total
    #expect(
        abs(total + sum.constant) < 1e-6 * scale, "total \(context)", sourceLocation: sourceLocation
    )
    if explanation.arithmetic.relation == .equal {
        #expect(
            abs(total) > 1e-7 * scale, "no contradiction \(context)", sourceLocation: sourceLocation
        )
    } else {
        #expect(total > 1e-7 * scale, "no contradiction \(context)", sourceLocation: sourceLocation)
        for row in explanation.arithmetic.rows where row.relation != .equal {
            // Every inequality points the same way once scaled: multiplier × (E) >= 0.
            let pointsUp = (row.multiplier > 0) == (row.relation == .greaterThanOrEqual)
            #expect(
                pointsUp, "inequality against the sum \(context)", sourceLocation: sourceLocation)
        }
    }
}

/// Applies a fix to the layout itself, through the layout's own API.
func apply(_ fix: ConflictFix, to layout: Layout) throws {
    try fix.action.apply(to: layout)
}

/// Frames compared with a tolerance.
func isClose(_ a: Rect, _ b: Rect) -> Bool {
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-6 * (1 + abs(y)) }
    return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width)
        && close(a.height, b.height)
}
