// From attributes to solver expressions. Every attribute is a linear expression over the
// item's four window-coordinate variables; a constraint is read in its host's coordinates, as
// UIKit reads it: position multipliers scale distances from the host's origin, and in a
// right-to-left host a constraint with leading/trailing is read in the mirrored host.

extension Layout {
    /// The solver expression of an item's attribute, in window coordinates, with leading and
    /// trailing in the item's own direction.
    ///
    /// A margin attribute is the attribute of the view's
    /// margins guide; before the guide exists, the same value is computed from the view and its
    /// insets (asking makes nothing).
    ///
    /// ```swift
    /// let e = layout.expression(of: button, .right)   // button.minX + button.width
    /// layout.solver.explain(e)                         // "why button.right"
    /// ```
    public func expression(of item: any LayoutItem, _ attribute: LayoutAttribute)
        -> LinearExpression
    {
        let direction = item.effectiveDirection
        guard let base = attribute.marginBase, let view = item as? View else {
            return physical(item, attribute, direction: direction)
        }
        if let guide = view.existingMarginsGuide {
            return physical(guide, base, direction: direction)
        }
        let insets = marginsInsets(of: view)
        let leadingInset = direction == .leftToRight ? insets.left : -insets.right
        let trailingInset = direction == .leftToRight ? -insets.right : insets.left
        let shift: Double
        switch base {
        case .left: shift = insets.left
        case .right: shift = -insets.right
        case .top: shift = insets.top
        case .bottom: shift = -insets.bottom
        case .leading: shift = leadingInset
        case .trailing: shift = trailingInset
        case .centerX: shift = (insets.left - insets.right) / 2
        case .centerY: shift = (insets.top - insets.bottom) / 2
        default: shift = 0
        }
        return physical(view, base, direction: direction) + shift
    }

    /// A plain attribute's expression, leading and trailing read in `direction`.
    func physical(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, direction: LayoutDirection
    ) -> LinearExpression {
        let v = item.frameVariables
        let left = LinearExpression(v.minX)
        let right = v.minX + v.width
        let top = LinearExpression(v.minY)
        let bottom = v.minY + v.height
        switch attribute {
        case .left: return left
        case .right: return right
        case .leading: return direction == .leftToRight ? left : right
        case .trailing: return direction == .leftToRight ? right : left
        case .centerX: return left + 0.5 * v.width
        case .top: return top
        case .bottom: return bottom
        case .centerY: return top + 0.5 * v.height
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .firstBaseline:
            guard let offset = (item as? View)?.firstBaselineOffset else { return bottom }
            return top + offset
        case .lastBaseline:
            guard let offset = (item as? View)?.lastBaselineOffset else { return bottom }
            return top + offset
        default:
            // A margin form: the plain attribute of the margins guide (made by then), else of
            // the view itself; `expression(of:_:)` handles the guide-less case for queries.
            let base = attribute.marginBase ?? attribute
            let target: any LayoutItem = (item as? View)?.existingMarginsGuide ?? item
            return physical(target, base, direction: direction)
        }
    }

    /// The solver constraint for `c` held by `host`, at `priority`.
    func makeSolverConstraint(
        _ c: LayoutConstraint, host: View, priority: Priority
    ) -> Constraint {
        let direction = host.effectiveLayoutDirection
        let mirrored =
            direction == .rightToLeft
            && (c.firstAttribute.family == .directional
                || c.secondAttribute?.family == .directional)
        let scaled = c.secondItem != nil && c.multiplier != 1 && c.firstAttribute.isPosition
        let h = host.frameVariables
        func side(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
            let e = physical(item, attribute, direction: direction)
            // In the mirrored host, x' = host.right − x: the constant and any inequality now
            // count toward the trailing side.
            if mirrored { return (h.minX + h.width) - e }
            // Positions scaled by a multiplier are distances from the host's origin.
            if scaled { return attribute.kind == .xPosition ? e - h.minX : e - h.minY }
            return e
        }
        var expression = side(c.firstItem, c.firstAttribute)
        if let second = c.secondItem, let attribute = c.secondAttribute {
            expression = expression - c.multiplier * side(second, attribute)
        }
        expression = expression - c.constant
        return Constraint(expression.simplified, c.relation, priority: priority)
    }

    /// The solver constraint `c` is (or would be, if activated now) in the solver, at the
    /// priority it has there (``Priority/broken`` while broken).
    ///
    /// Nil when it has no host.
    ///
    /// ```swift
    /// layout.solverConstraint(for: c)?.expression   // text.minX + text.width − button.minX + 22
    /// ```
    public func solverConstraint(for c: LayoutConstraint) -> Constraint? {
        guard let host = host(of: c) else { return nil }
        return makeSolverConstraint(c, host: host, priority: c.isBroken ? .broken : c.priority)
    }
}
