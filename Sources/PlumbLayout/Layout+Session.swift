// What the session language's interpreter needs from the model beyond the DSL entry points:
// checking a draft without making it (so an error can point at the one constraint of a
// chain that is wrong), the number the next constraint will get (so `save` can keep
// numbers), and how far a constraint is from holding (for `show`).

extension Layout {
    /// Checks a draft as ``makeConstraints(_:origin:)`` and activation would, without making
    /// anything: typing, numbers, priority, the label's name and, when `activating`, that its
    /// items share an ancestor.
    ///
    /// The interpreter checks each draft of a statement on its own first, so an error points
    /// at the constraint that caused it.
    ///
    /// ```swift
    /// try layout.validate(ConstraintDraft(ItemAttribute(a, .left), .equal, ItemAttribute(b, .top)))
    /// // throws .incompatibleAttributes(a.left, b.top)
    /// ```
    ///
    /// - Throws: the typing errors, ``LayoutError/itemRemoved(_:)``, name errors for the
    ///   label, ``LayoutError/invalidPriority(_:)``, bad numbers, and, when `activating`,
    ///   ``LayoutError/noCommonAncestor(_:first:second:)``.
    public func validate(_ draft: ConstraintDraft, activating: Bool = true) throws(LayoutError) {
        _ = try check(draft)
        if activating { _ = try checkHost(draft.first, draft.second, nil) }
    }

    /// The number the next user constraint will get: one more than the last number given,
    /// whether or not that constraint still exists.
    public var nextConstraintNumber: Int { nextNumber }

    /// How far `c` is from holding in the current solution, in points as written.
    ///
    /// That is `|lhs − rhs|` for `==`, the amount by which an inequality is violated; 0 when
    /// it holds. For an inactive
    /// constraint, how far it would be if it were checked against the current frames; nil when
    /// its items share no ancestor.
    ///
    /// ```swift
    /// layout.distanceFromHolding(c)   // 0 for a satisfied constraint
    /// ```
    public func distanceFromHolding(_ c: LayoutConstraint) -> Double? {
        guard let constraint = solverConstraint(for: c) else { return nil }
        // One read of the solver: a closure that reads `self.solver` copies the whole value
        // (every array retained and released) for each term.
        let current = engine
        return constraint.violation { current.value(of: $0) }
    }
}
