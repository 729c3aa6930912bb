// The checks every change passes before anything moves: numbers, liveness, and NSLayoutAnchor's
// typing rules; and the making of constraints from drafts, all or nothing for a batch, so a
// refused batch consumes no numbers.

extension Layout {
    // MARK: - Numbers

    func checkNumber(_ value: Double, _ what: String) throws(LayoutError) {
        guard value.isFinite else { throw .nonFinite(what: what) }
        guard abs(value) <= Layout.maximumMagnitude else {
            throw .numberOutOfRange(what: what, value: value)
        }
    }

    func checkSize(_ value: Double, _ what: String) throws(LayoutError) {
        try checkNumber(value, what)
        guard value >= 0 else { throw .negativeSize(what: what, value: value) }
    }

    func checkInsets(_ insets: EdgeInsets, _ what: String) throws(LayoutError) {
        for edge in Edge.allCases { try checkNumber(insets[edge], "the \(edge.rawValue) \(what)") }
    }

    func checkIntrinsic(_ size: IntrinsicSize, of name: String) throws(LayoutError) {
        if let w = size.width { try checkSize(w, "the intrinsic width of '\(name)'") }
        if let h = size.height { try checkSize(h, "the intrinsic height of '\(name)'") }
    }

    func checkFrame(_ frame: Rect, of name: String) throws(LayoutError) {
        try checkNumber(frame.x, "the x of '\(name)'")
        try checkNumber(frame.y, "the y of '\(name)'")
        try checkSize(frame.width, "the width of '\(name)'")
        try checkSize(frame.height, "the height of '\(name)'")
    }

    func checkPriority(_ value: Double) throws(LayoutError) -> Priority {
        do {
            return try Priority(value)
        } catch {
            throw .invalidPriority(value)
        }
    }

    // MARK: - Liveness

    /// Checks that `item` is a view or guide of this layout and was not removed.
    func checkLive(_ item: any LayoutItem) throws(LayoutError) {
        guard item is View || item is LayoutGuide, item.layout === self else {
            throw .foreignItem(item.name)
        }
        guard !item.isRemoved else { throw .itemRemoved(item.name) }
    }

    func checkLive(_ c: LayoutConstraint) throws(LayoutError) {
        guard c.layout === self else { throw .foreignConstraint(c.reference) }
        guard !c.isRemoved else { throw .constraintRemoved(c.reference) }
    }

    func checkUser(_ c: LayoutConstraint) throws(LayoutError) {
        try checkLive(c)
        guard !c.isSystem else { throw .systemConstraint(c.reference) }
    }

    // MARK: - Typing

    /// NSLayoutAnchor's rules: x with x, y with y, dimensions with dimensions of either axis
    /// or a constant; never leading/trailing with left/right; never a position equal to a
    /// constant.
    func checkTyping(
        _ first: ItemAttribute, _ second: ItemAttribute?, multiplier: Double
    ) throws(LayoutError) {
        for side in [first] + (second.map { [$0] } ?? []) where !side.item.offers(side.attribute) {
            throw .attributeUnavailable(side.name)
        }
        guard let second else {
            guard first.attribute.kind == .dimension else { throw .positionToConstant(first.name) }
            return
        }
        guard first.attribute.kind == second.attribute.kind else {
            throw .incompatibleAttributes(first.name, second.name)
        }
        let families = (first.attribute.family, second.attribute.family)
        if families == (.absolute, .directional) || families == (.directional, .absolute) {
            throw .mixedDirections(first.name, second.name)
        }
        if multiplier == 0, first.attribute.isPosition { throw .zeroMultiplier(first.name) }
    }

    /// Checks a draft completely; returns its priority.
    func check(_ draft: ConstraintDraft) throws(LayoutError) -> Priority {
        try checkLive(draft.first.item)
        if let second = draft.second { try checkLive(second.item) }
        try checkTyping(draft.first, draft.second, multiplier: draft.multiplier)
        try checkNumber(draft.multiplier, "the multiplier")
        try checkNumber(draft.constant, "the constant")
        let priority = try checkPriority(draft.priority)
        if let identifier = draft.identifier { try checkNewName(identifier) }
        return priority
    }

    // MARK: - Making constraints

    /// Makes one inactive constraint from a draft, numbered `#N`.
    ///
    /// ```swift
    /// let c = try layout.makeConstraint(button.width == 88)
    /// try layout.activate([c])
    /// ```
    ///
    /// - Throws: the typing errors, ``LayoutError/itemRemoved(_:)``,
    ///   ``LayoutError/foreignItem(_:)``, ``LayoutError/invalidPriority(_:)``, name errors for
    ///   the label, and bad numbers.
    public func makeConstraint(
        _ draft: ConstraintDraft, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        let made = try makeConstraints([draft], origin: .source(file: file, line: line))
        guard let c = made.first else { throw .solverFailure("no constraint made") }
        return c
    }

    /// Makes inactive constraints from drafts, all or none: a refused draft makes nothing and
    /// consumes no number.
    ///
    /// Drafts without an origin get `origin`.
    ///
    /// ```swift
    /// let cs = try layout.makeConstraints(drafts, origin: .shell(entry: 12))
    /// ```
    public func makeConstraints(
        _ drafts: [ConstraintDraft], origin: ConstraintOrigin
    ) throws(LayoutError) -> [LayoutConstraint] {
        var priorities: [Priority] = []
        var labels: [String] = []
        for draft in drafts {
            priorities.append(try check(draft))
            if let identifier = draft.identifier {
                if labels.contains(identifier) {
                    throw .duplicateName(identifier, existing: .label)
                }
                labels.append(identifier)
            }
        }
        var made: [LayoutConstraint] = []
        for (draft, priority) in zip(drafts, priorities) {
            let c = LayoutConstraint(
                draft.first, draft.relation, draft.second, multiplier: draft.multiplier,
                constant: draft.constant, priority: priority, identifier: draft.identifier,
                number: nextNumber, origin: draft.origin ?? origin, layout: self,
                serial: takeSerial())
            c.isStandardSpacing = draft.isStandardSpacing
            numbered.append(c)
            nextNumber += 1
            if let identifier = draft.identifier {
                journal(\.names, key: identifier)
                names[identifier] = .constraint(c)
            }
            adopt(c)
            made.append(c)
        }
        return made
    }

    /// Makes one inactive constraint the way `NSLayoutConstraint(item:attribute:relatedBy:…)`
    /// does.
    ///
    /// ```swift
    /// let c = try layout.makeConstraint(
    ///     item: text, attribute: .right, relatedBy: .equal, toItem: button, attribute: .left,
    ///     constant: -22, origin: .shell(entry: 3))
    /// ```
    public func makeConstraint(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: Relation,
        toItem: (any LayoutItem)? = nil, attribute secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
        identifier: String? = nil, origin: ConstraintOrigin
    ) throws(LayoutError) -> LayoutConstraint {
        var second: ItemAttribute?
        if let toItem { second = ItemAttribute(toItem, secondAttribute ?? attribute) }
        let draft = ConstraintDraft(
            ItemAttribute(item, attribute), relation, second, multiplier: multiplier,
            constant: constant, priority: priority.value, identifier: identifier, origin: origin)
        let made = try makeConstraints([draft], origin: origin)
        guard let c = made.first else { throw .solverFailure("no constraint made") }
        return c
    }
}

extension Layout {
    // MARK: - Solver errors

    /// What a solver error means to the layout: a value out of range names the attribute it
    /// would have moved; anything else is a failure no input should cause.
    func layoutError(_ error: any Error) -> LayoutError {
        switch error as? SolverError {
        case .valueOutOfRange(let variable, let value)?:
            return .valueOutOfRange(what: engine.name(of: variable), value: value)
        // What the layout computed and handed on (an exercise's target, a suggested value),
        // never a broken invariant.
        case .nonFinite(let what)?: return .nonFinite(what: what)
        case .outOfRange(let what, let value)?:
            return .beyondLimit(what: what, value: value, limit: Solver.maximumMagnitude)
        // The conflicts a change can meet are handled where it is made; one that reaches here
        // came from redoing the layout (a removal's rebuild) at magnitudes where required
        // constraints already miss by rounding.
        case .unsatisfiable(let conflict)?: return .precisionLost(miss: abs(conflict.violation))
        default: return .solverFailure("\(error)")
        }
    }
}
