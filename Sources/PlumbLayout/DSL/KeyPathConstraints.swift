// The key-path mini DSL (Chris Eidhof's "micro Auto Layout DSL", extended by Sintraworks):
// a constraint is described by key paths to anchors, `constraint(\.top, constant: 8)`, and
// only made when it is applied to a view and the view it is paired with (by default its
// superview). Key paths are rooted at View, so they can reach a view's guides:
// `constraint(\.top, \.safeAreaLayoutGuide.top)`. Where the seed called `fatalError` for a
// missing pairing view, this throws. `addSubview(_:pairingTo:constraints:)` checks everything
// against the hierarchy as it will be before it moves the view, so a refusal leaves the view
// where it was.

/// A constraint between a view and the view it is paired with, described by key paths to
/// their anchors and made only when applied (the seed's `PairedConstraint`).
///
/// ```swift
/// let fill: [PairedConstraint] = [
///     constraint(\.leading), constraint(\.trailing),
///     constraint(\.top, \.safeAreaLayoutGuide.top, constant: 8),
/// ]
/// try label.constrain(to: fill)               // paired with label's superview
/// try label.constrain(to: card, fill)         // paired with card
/// ```
public struct PairedConstraint {
    let first: (View) -> ItemAttribute
    /// The paired view's anchor; nil for a dimension related to a constant.
    let second: ((View) -> ItemAttribute)?
    let relation: Relation
    let multiplier: Double
    let constant: Double
    let priority: Priority
    /// Where `constraint(…)` was written.
    let origin: ConstraintOrigin

    /// Whether the constraint relates the view to the view it is paired with.
    public var needsPairing: Bool { second != nil }

    /// The draft of this constraint for `view` paired with `other` (ignored when the
    /// constraint relates a dimension to a constant).
    ///
    /// ```swift
    /// constraint(\.width, multiplier: 0.5).draft(for: square, pairedWith: root).equation
    /// // "square.width == root.width * 0.5"
    /// ```
    public func draft(for view: View, pairedWith other: View) -> ConstraintDraft {
        ConstraintDraft(
            first(view), relation, second.map { $0(other) }, multiplier: multiplier,
            constant: constant, priority: priority.value, origin: origin)
    }
}

/// Relates an anchor of a view to an anchor of the view it is paired with.
///
/// The constraint is `view.keyPath ⋈ multiplier × other.otherKeyPath + constant`, by default
/// with the same anchor on both sides. The two anchors must be of one kind (x, y, or
/// dimensions of either axis), or the call does not compile.
///
/// ```swift
/// constraint(\.leading)                          // view.leading == other.leading
/// constraint(\.top, constant: 8)                 // view.top == other.top + 8
/// constraint(\.width, \.height, multiplier: 0.5) // view.width == other.height * 0.5
/// constraint(\.top, \.safeAreaLayoutGuide.top, relation: .greaterThanOrEqual)
/// ```
///
/// Nothing is made until the constraint is applied, with ``View/constrain(to:file:line:)``,
/// ``View/constrain(to:_:file:line:)`` or ``View/addSubview(_:pairingTo:constraints:file:line:)``;
/// the line of this call is recorded as the constraint's origin.
public func constraint<Kind>(
    _ keyPath: KeyPath<View, Anchor<Kind>>, _ otherKeyPath: KeyPath<View, Anchor<Kind>>? = nil,
    relation: Relation = .equal, multiplier: Double = 1, constant: Double = 0,
    priority: Priority = .required, file: String = #fileID, line: Int = #line
) -> PairedConstraint {
    let other = otherKeyPath ?? keyPath
    return PairedConstraint(
        first: { $0[keyPath: keyPath].side }, second: { $0[keyPath: other].side },
        relation: relation, multiplier: multiplier, constant: constant, priority: priority,
        origin: .source(file: file, line: line))
}

/// Relates a dimension of a view to a constant; the paired view plays no part.
///
/// ```swift
/// constraint(\.width, toConstant: 32)
/// constraint(\.height, toConstant: 44, relation: .greaterThanOrEqual, priority: .high)
/// ```
public func constraint(
    _ keyPath: KeyPath<View, Anchor<Dimension>>, toConstant constant: Double,
    relation: Relation = .equal, priority: Priority = .required, file: String = #fileID,
    line: Int = #line
) -> PairedConstraint {
    PairedConstraint(
        first: { $0[keyPath: keyPath].side }, second: nil, relation: relation, multiplier: 1,
        constant: constant, priority: priority, origin: .source(file: file, line: line))
}

extension View {
    /// Makes and activates key-path constraints between this view and its superview, in one
    /// transaction (the seed's `constrainToView(nil, …)`).
    ///
    /// ```swift
    /// try label.constrain(to: [constraint(\.leading), constraint(\.trailing), constraint(\.top)])
    /// ```
    ///
    /// - Throws: ``DSLError/missingPairingView(_:)`` when the view is a window and a constraint
    ///   needs a view to pair with (the seed's `fatalError`), ``DSLError/layout(_:)``; then
    ///   nothing changed.
    @discardableResult
    public func constrain(
        to constraints: [PairedConstraint], file: String = #fileID, line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        try constrain(pairedWith: nil, constraints, origin: .source(file: file, line: line))
    }

    /// Makes and activates key-path constraints between this view and `other`, in one
    /// transaction.
    ///
    /// ```swift
    /// try square.constrain(to: root, [
    ///     constraint(\.width, multiplier: 0.5), constraint(\.centerX), constraint(\.centerY),
    /// ])
    /// try square.constrain(to: square, [constraint(\.width, \.height)])   // its own anchors
    /// ```
    @discardableResult
    public func constrain(
        to other: View, _ constraints: [PairedConstraint], file: String = #fileID,
        line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        try constrain(pairedWith: other, constraints, origin: .source(file: file, line: line))
    }

    /// Relates two anchors of this view: `square.constrain(\.width, to: \.height)` makes it
    /// square.
    ///
    /// ```swift
    /// try square.constrain(\.width, to: \.height)
    /// try photo.constrain(\.height, to: \.width, multiplier: 3.0 / 4)
    /// ```
    @discardableResult
    public func constrain<Kind>(
        _ keyPath: KeyPath<View, Anchor<Kind>>, to otherKeyPath: KeyPath<View, Anchor<Kind>>,
        relation: Relation = .equal, multiplier: Double = 1, constant: Double = 0,
        priority: Priority = .required, file: String = #fileID, line: Int = #line
    ) throws(DSLError) -> LayoutConstraint {
        let made = try constrain(
            pairedWith: self,
            [
                constraint(
                    keyPath, otherKeyPath, relation: relation, multiplier: multiplier,
                    constant: constant, priority: priority, file: file, line: line)
            ], origin: .source(file: file, line: line))
        guard let c = made.first else { throw .layout(.solverFailure("no constraint made")) }
        return c
    }

    /// Makes and activates the constraints, pairing with `other` or the superview.
    func constrain(
        pairedWith other: View?, _ constraints: [PairedConstraint], origin: ConstraintOrigin
    ) throws(DSLError) -> [LayoutConstraint] {
        let layout = try Layout.owningForDSL(self)
        let drafts = try drafts(constraints, pairedWith: other)
        do {
            return try layout.activate(drafts, origin: origin).constraints
        } catch {
            throw .layout(error)
        }
    }

    /// The drafts of key-path constraints for this view paired with `other` (by default its
    /// superview); the error when one needs a pairing view and there is none.
    func drafts(
        _ constraints: [PairedConstraint], pairedWith other: View?
    ) throws(DSLError) -> [ConstraintDraft] {
        var pairing = other
        if pairing == nil, constraints.contains(where: \.needsPairing) {
            if isRemoved { throw .layout(.itemRemoved(name)) }
            guard let superview else { throw .missingPairingView(name) }
            pairing = superview
        }
        return constraints.map { $0.draft(for: self, pairedWith: pairing ?? self) }
    }
}

// MARK: - Adding subviews

extension View {
    /// Makes `child` a subview of this view (moving it, with its subtree, when it is
    /// elsewhere) and activates key-path constraints between `child` and `other`, by default
    /// this view (the seed's `addSubview(_:pairingTo:constraints:)`).
    ///
    /// ```swift
    /// let square = try layout.addView(named: "square", in: root)
    /// try root.addSubview(square, constraints: [
    ///     constraint(\.width, multiplier: 0.5),
    ///     constraint(\.centerX), constraint(\.centerY),
    /// ])
    /// try card.addSubview(caption, pairingTo: photo, constraints: [
    ///     constraint(\.top, \.bottom, constant: 8), constraint(\.leading),
    /// ])
    /// ```
    ///
    /// Each constraint records the line of its `constraint(…)` call.
    ///
    /// - Throws: ``DSLError/layout(_:)`` with ``LayoutError/isAWindow(_:)`` (a window cannot
    ///   become a subview), ``LayoutError/moveIntoOwnSubtree(view:target:)``, a typing error,
    ///   or ``LayoutError/noCommonAncestor(_:first:second:)`` for a pairing view outside this
    ///   view's hierarchy; then nothing changed.
    @discardableResult
    public func addSubview(
        _ child: View, pairingTo other: View? = nil, constraints: [PairedConstraint],
        file: String = #fileID, line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let layout = try Layout.owningForDSL(self)
        let moving = child.superview !== self
        if moving {
            if child.isWindow { throw .layout(.isAWindow(child.name)) }
            if isDescendant(of: child) {
                throw .layout(.moveIntoOwnSubtree(view: child.name, target: name))
            }
        }
        let drafts = constraints.map { $0.draft(for: child, pairedWith: other ?? self) }
        do {
            for draft in drafts {
                try layout.validate(draft, activating: !moving)
                if moving { try checkHostAfterMoving(child, draft) }
            }
        } catch {
            throw .layout(error)
        }
        let previous = child.superview
        do {
            if moving { try layout.move(child, to: self) }
            return try layout.activate(drafts, origin: .source(file: file, line: line)).constraints
        } catch {
            // Everything was checked against the new hierarchy; should activation still be
            // refused, put the view back where it was.
            if moving, let previous, child.superview === self {
                _ = try? layout.move(child, to: previous)
            }
            throw .layout(error)
        }
    }

    /// Checks that the draft's items will have a common ancestor once `child` is a subview
    /// of this view.
    private func checkHostAfterMoving(_ child: View, _ draft: ConstraintDraft) throws(LayoutError) {
        guard let second = draft.second else { return }
        func chain(_ item: any LayoutItem) -> [View] {
            var result: [View] = []
            var view = item.owningView
            while let v = view {
                result.append(v)
                view = v === child ? self : v.superview
            }
            return result
        }
        let firstChain = chain(draft.first.item)
        let common = chain(second.item).first { v in firstChain.contains { $0 === v } }
        if common == nil {
            throw .noCommonAncestor(nil, first: draft.first.item.name, second: second.item.name)
        }
    }
}
