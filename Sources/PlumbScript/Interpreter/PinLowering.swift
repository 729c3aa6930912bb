import PlumbLayout

// `pin`, as Align's `edges.pin(to:insets:axis:alignment:)`: the edges of an item to those of
// its superview (or another item), inset, along one axis or both. An alignment other than
// `fill` turns the edges it does not hold into inequalities that keep the item inside, and
// `center` adds a centering equality.

/// How `pin` places an item along one axis, as Align's `Alignment.Horizontal`/`.Vertical`.
enum PinPlacement {
    /// Both edges pinned: the item fills the target.
    case fill
    /// Centered, kept inside.
    case center
    /// At the leading (top) edge, kept inside.
    case start
    /// At the trailing (bottom) edge, kept inside.
    case end
}

extension PinAlignmentName {
    /// The placement along the horizontal and the vertical axis: Align 3's ten presets, the
    /// same table as the Swift DSL's `edges.pin(alignment:)`.
    ///
    /// A side preset holds only the
    /// edge it names and centres the item along the other axis (`.top` is top and centred
    /// horizontally), as in Align 3.
    var placements: (horizontal: PinPlacement, vertical: PinPlacement) {
        switch self {
        case .fill: return (.fill, .fill)
        case .center: return (.center, .center)
        case .top: return (.center, .start)
        case .bottom: return (.center, .end)
        case .leading: return (.start, .center)
        case .trailing: return (.end, .center)
        case .topLeading: return (.start, .start)
        case .topTrailing: return (.end, .start)
        case .bottomLeading: return (.start, .end)
        case .bottomTrailing: return (.end, .end)
        }
    }
}

extension CommandContext {
    /// The constraints of a `pin` statement, horizontal ones first: the leading edge, the
    /// trailing edge, the center when centering; then top, bottom, center.
    ///
    /// Insets are given top, left, bottom, right; as in Align, left and right apply to the
    /// leading and trailing edges.
    public func lower(_ pin: PinSyntax) throws(Diagnostic) -> [LoweredConstraint] {
        let subject = try item(pin.subject)
        let target: any LayoutItem
        if let syntax = pin.target {
            target = try item(syntax, subject: subject)
        } else {
            target = try superview(of: subject, at: pin.subject.range)
        }
        let insets = pin.insets ?? EdgeInsetsSyntax(uniform: 0)
        let placements = (pin.alignment ?? .fill).placements
        var result: [LoweredConstraint] = []
        func add(_ attribute: LayoutAttribute, _ relation: Relation, _ constant: Double) {
            let draft = ConstraintDraft(
                ItemAttribute(subject, attribute), relation, ItemAttribute(target, attribute),
                constant: constant, origin: origin)
            result.append(LoweredConstraint(draft, at: pin.range))
        }
        /// The two edges of one axis and, when centering, the center.
        func pinAxis(
            _ placement: PinPlacement, start: LayoutAttribute, end: LayoutAttribute,
            center: LayoutAttribute, startInset: Double, endInset: Double
        ) {
            let holdsStart = placement == .fill || placement == .start
            let holdsEnd = placement == .fill || placement == .end
            add(start, holdsStart ? .equal : .greaterThanOrEqual, startInset)
            add(end, holdsEnd ? .equal : .lessThanOrEqual, -endInset)
            if placement == .center { add(center, .equal, 0) }
        }
        if pin.axis != .vertical {
            pinAxis(
                placements.horizontal, start: .leading, end: .trailing, center: .centerX,
                startInset: insets.left, endInset: insets.right)
        }
        if pin.axis != .horizontal {
            pinAxis(
                placements.vertical, start: .top, end: .bottom, center: .centerY,
                startInset: insets.top, endInset: insets.bottom)
        }
        return result
    }
}
