// How one member of a conflict can be written so that a sum of members visibly cancels.
//
// The solver sees a member as `E = Σ aⱼ·vⱼ + k ⋈ 0` over frame variables. The user wrote it as
// `first.attr ⋈ m × second.attr + c`. Three ways to print it, from friendliest to most literal,
// each checked against `E` before it is used, so the printed arithmetic is always exact:
//
// - *point form*: the difference of two edges, `label.top - outer.top == 10`, where an edge is
//   an item's left, right, top or bottom (leading/trailing resolved by the host's direction, a
//   margin attribute by the margins guide) and a size is `far edge - near edge`. Rows in point
//   form telescope: each edge appears once with + and once with -.
// - *user form*: the constraint as written, moved to one side: `title.centerX - card.centerX == 0`.
// - *variable form*: the solver's own terms, `a.minY - b.minY == -9`, for the constraints the
//   host reads differently from how they are written (right-to-left mirroring, multipliers on
//   positions, baseline offsets).

import PlumbLayout

/// An edge of an item.
///
/// A point along one axis whose value is a frame variable or the sum of two (`right` is `minX +
/// width`). `origin` is the window's zero, for constraints that fix a position to a constant.
struct ConflictPoint: Equatable {
    enum Edge: String { case left, right, top, bottom, origin }

    var item: (any LayoutItem)?
    var edge: Edge

    static func == (a: ConflictPoint, b: ConflictPoint) -> Bool {
        a.edge == b.edge && a.item === b.item
    }

    /// The edge's value as a solver expression.
    var expression: LinearExpression {
        guard let v = item?.frameVariables else { return LinearExpression() }
        switch edge {
        case .left: return LinearExpression(v.minX)
        case .right: return v.minX + v.width
        case .top: return LinearExpression(v.minY)
        case .bottom: return v.minY + v.height
        case .origin: return LinearExpression()
        }
    }

    /// The name used when no member names the edge: `banner.right`.
    var defaultName: String {
        guard let item else { return "0" }
        return "\(item.name).\(edge.rawValue)"
    }
}

/// A member read in point form: `head - tail ⋈ constant`.
struct PointForm {
    var head: ConflictPoint
    var tail: ConflictPoint
    /// The names the member itself uses for its edges (`sidebar.leading` for `sidebar.left`).
    var headName: String?
    var tailName: String?
}

/// The ways to print one member; see the file comment.
struct MemberForms {
    /// The solver expression `E` with its constant: `E ⋈ 0`.
    var expression: LinearExpression
    var relation: Relation
    /// The constant on the right when the variable part is moved left: `-E.constant`.
    var constant: Double
    var point: PointForm?
    /// The user form's left side (`title.centerX - card.centerX`), when it matches `E`.
    var user: String?
    /// The variable form's left side, always available.
    var variables: String
    /// The axis of every frame variable in `E`, or nil when it mixes both.
    var axis: Axis?

    init(_ c: LayoutConstraint, expression: LinearExpression, in layout: Layout) {
        self.expression = expression
        relation = c.relation
        constant = -expression.constant
        variables = MemberForms.variableText(expression, in: layout)
        axis = MemberForms.axis(of: expression, in: layout)
        user = MemberForms.userText(c, matching: expression, in: layout)
        point = MemberForms.pointForm(c, matching: expression, in: layout)
    }

    private static func userText(
        _ c: LayoutConstraint, matching expression: LinearExpression, in layout: Layout
    ) -> String? {
        var written = layout.expression(of: c.firstItem, c.firstAttribute)
        var text = "\(c.firstItem.name).\(c.firstAttribute.rawValue)"
        if let second = c.secondSide {
            written = written - c.multiplier * layout.expression(of: second.item, second.attribute)
            let name = "\(second.item.name).\(second.attribute.rawValue)"
            text += c.multiplier == 1 ? " - \(name)" : " - \(formatNumber(c.multiplier)) × \(name)"
        }
        written = written - c.constant
        return isSame(written, expression) ? text : nil
    }

    private static func pointForm(
        _ c: LayoutConstraint, matching expression: LinearExpression, in layout: Layout
    ) -> PointForm? {
        guard let host = layout.host(of: c) else { return nil }
        let direction = host.effectiveLayoutDirection
        let form: PointForm
        if let second = c.secondSide {
            guard c.multiplier == 1, c.firstAttribute.isPosition,
                let a = point(c.firstItem, c.firstAttribute, direction),
                let b = point(second.item, second.attribute, direction)
            else { return nil }
            let first = "\(c.firstItem.name).\(c.firstAttribute.rawValue)"
            let other = "\(second.item.name).\(second.attribute.rawValue)"
            let mirrored =
                direction == .rightToLeft
                && (c.firstAttribute.family == .directional
                    || second.attribute.family == .directional)
            form =
                mirrored
                ? PointForm(head: b, tail: a, headName: other, tailName: first)
                : PointForm(head: a, tail: b, headName: first, tailName: other)
        } else if c.firstAttribute == .width || c.firstAttribute == .height {
            let horizontal = c.firstAttribute == .width
            form = PointForm(
                head: ConflictPoint(item: c.firstItem, edge: horizontal ? .right : .bottom),
                tail: ConflictPoint(item: c.firstItem, edge: horizontal ? .left : .top))
        } else {
            guard let a = point(c.firstItem, c.firstAttribute, direction) else { return nil }
            form = PointForm(
                head: a, tail: ConflictPoint(item: nil, edge: .origin),
                headName: "\(c.firstItem.name).\(c.firstAttribute.rawValue)")
        }
        let difference = form.head.expression - form.tail.expression
        return isSame(difference + expression.constant, expression) ? form : nil
    }

    /// The edge an attribute stands for, read in `direction`; nil for centers, baselines and
    /// sizes.
    private static func point(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ direction: LayoutDirection
    ) -> ConflictPoint? {
        var target: any LayoutItem = item
        var base = attribute
        if let plain = attribute.marginBase {
            guard let guide = (item as? View)?.existingMarginsGuide else { return nil }
            target = guide
            base = plain
        }
        let edge: ConflictPoint.Edge
        switch base {
        case .left: edge = .left
        case .right: edge = .right
        case .top: edge = .top
        case .bottom: edge = .bottom
        case .leading: edge = direction == .leftToRight ? .left : .right
        case .trailing: edge = direction == .leftToRight ? .right : .left
        default: return nil
        }
        return ConflictPoint(item: target, edge: edge)
    }

    /// `a.minX + a.width - b.minX`: the solver's terms named after their variables.
    static func variableText(_ expression: LinearExpression, in layout: Layout) -> String {
        var text = ""
        for term in expression.simplified.terms {
            let name = layout.solver.name(of: term.variable)
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude)) × "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + name
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + name
            }
        }
        return text.isEmpty ? "0" : text
    }

    private static func axis(of expression: LinearExpression, in layout: Layout) -> Axis? {
        var axes: [Axis] = []
        for term in expression.terms {
            let name = layout.solver.name(of: term.variable)
            let axis: Axis =
                name.hasSuffix(".minX") || name.hasSuffix(".width") ? .horizontal : .vertical
            if !axes.contains(axis) { axes.append(axis) }
        }
        return axes.count == 1 ? axes[0] : nil
    }
}

/// Whether two expressions have the same terms and constant, up to round-off.
func isSame(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
    let difference = (a - b).simplified
    let scale = 1 + abs(a.constant) + abs(b.constant)
    return abs(difference.constant) <= 1e-9 * scale
        && difference.terms.allSatisfy { abs($0.coefficient) <= 1e-9 }
}
