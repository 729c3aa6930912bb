// Align's edges collection: pin an item's four edges to another item's in one call, inset,
// along one axis or both, with one of ten alignments. Every alignment but `fill` holds only
// the edges it names and keeps the other edges inside the target with inequalities; `center`
// adds a centering equality. The constraints come horizontal first (leading, trailing,
// centerX), then vertical (top, bottom, centerY), as in Align and the session's `pin`.

/// An item's four edges, for constraints on several edges at once (Align's
/// `AnchorCollectionEdges`).
///
/// ```swift
/// try card.anchors.edges.pin(to: root.safeAreaLayoutGuide, insets: 20)
/// try badge.anchors.edges.pin(insets: 8, alignment: .topTrailing)
/// try button.anchors.edges.pin(insets: 20, alignment: .center)
/// ```
public struct AnchorCollectionEdges {
    let item: any LayoutItem
    var isAbsolute = false

    /// The same edges, with left and right in place of leading and trailing (which follow
    /// the layout direction).
    ///
    /// ```swift
    /// try map.anchors.edges.absolute().pin()   // left, right, top, bottom
    /// ```
    public func absolute() -> AnchorCollectionEdges {
        AnchorCollectionEdges(item: item, isAbsolute: true)
    }

    // MARK: Core API

    /// Makes every edge equal to the same edge of `other`, inset inward by `insets`.
    ///
    /// ```swift
    /// try view.anchors.edges.equal(
    ///     container, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    /// ```
    @discardableResult
    public func equal(
        _ other: any LayoutItem, insets: EdgeInsets = .zero, file: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try Layout.makeAligned(
            drafts(to: other, insets: insets, axis: nil, alignment: .fill, centering: true),
            file: file, line: line)
    }

    /// Makes every edge equal to the same edge of `other`, inset inward by `insets` points.
    ///
    /// ```swift
    /// try photo.anchors.edges.equal(card, insets: 8)
    /// ```
    @discardableResult
    public func equal(
        _ other: any LayoutItem, insets: Double, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try equal(other, insets: EdgeInsets(insets), file: file, line: line)
    }

    /// Keeps every edge inside the same edge of `other`, inset by `insets`: `leading >=`,
    /// `trailing <=`, `top >=`, `bottom <=`.
    ///
    /// ```swift
    /// try label.anchors.edges.lessThanOrEqual(card, insets: 16)
    /// ```
    @discardableResult
    public func lessThanOrEqual(
        _ other: any LayoutItem, insets: EdgeInsets = .zero, file: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try Layout.makeAligned(
            drafts(to: other, insets: insets, axis: nil, alignment: .center, centering: false),
            file: file, line: line)
    }

    /// Keeps every edge inside the same edge of `other`, inset by `insets` points.
    ///
    /// ```swift
    /// try label.anchors.edges.lessThanOrEqual(card, insets: 16)
    /// ```
    @discardableResult
    public func lessThanOrEqual(
        _ other: any LayoutItem, insets: Double, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try lessThanOrEqual(other, insets: EdgeInsets(insets), file: file, line: line)
    }

    // MARK: Semantic API

    /// Pins the edges to those of `target` (by default the superview, or a guide's owning
    /// view), inset by `insets`, along `axis` (both when nil), placed by `alignment`.
    ///
    /// With `.fill` both edges of an axis are equalities. Otherwise the edges the alignment
    /// names are equalities, the others inequalities that keep the item inside, and a centered
    /// axis gets a center equality; so `.center` is `leading >= 20`, `trailing <= -20`,
    /// `centerX ==`, `top >= 20`, `bottom <= -20`, `centerY ==`. `insets.left` and
    /// `insets.right` apply to the leading and trailing edges (left and right after
    /// ``absolute()``).
    ///
    /// ```swift
    /// try view.anchors.edges.pin()                                        // fill the superview
    /// try view.anchors.edges.pin(insets: 20, axis: .horizontal)           // leading, trailing
    /// try view.anchors.edges.pin(to: root.layoutMarginsGuide, alignment: .bottomLeading)
    /// ```
    ///
    /// - Returns: The constraints, horizontal first, then vertical.
    /// - Throws: ``LayoutError/isAWindow(_:)`` with no target and no superview (where Align
    ///   traps), and what making the constraints throws; then nothing changed.
    @discardableResult
    public func pin(
        to target: (any LayoutItem)? = nil, insets: EdgeInsets = .zero, axis: Axis? = nil,
        alignment: Alignment = .fill, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        let other: any LayoutItem
        if let target { other = target } else { other = try container(of: item) }
        return try Layout.makeAligned(
            drafts(to: other, insets: insets, axis: axis, alignment: alignment, centering: true),
            file: file, line: line)
    }

    /// Pins the edges with the same inset on every side.
    ///
    /// ```swift
    /// try view.anchors.edges.pin(insets: 20, alignment: .center)
    /// ```
    @discardableResult
    public func pin(
        to target: (any LayoutItem)? = nil, insets: Double, axis: Axis? = nil,
        alignment: Alignment = .fill, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try pin(
            to: target, insets: EdgeInsets(insets), axis: axis, alignment: alignment, file: file,
            line: line)
    }

    /// The drafts of a pin; `centering` false leaves out the center equality (the core
    /// `lessThanOrEqual`).
    func drafts(
        to other: any LayoutItem, insets: EdgeInsets, axis: Axis?, alignment: Alignment,
        centering: Bool
    ) -> [ConstraintDraft] {
        var result: [ConstraintDraft] = []
        func add(_ attribute: LayoutAttribute, _ relation: Relation, _ constant: Double) {
            result.append(
                ConstraintDraft(
                    ItemAttribute(item, attribute), relation, ItemAttribute(other, attribute),
                    constant: constant))
        }
        func pinAxis(
            _ placement: Alignment.Placement, start: LayoutAttribute, end: LayoutAttribute,
            center: LayoutAttribute, startInset: Double, endInset: Double
        ) {
            add(start, placement.holdsStart ? .equal : .greaterThanOrEqual, startInset)
            add(end, placement.holdsEnd ? .equal : .lessThanOrEqual, -endInset)
            if placement == .center && centering { add(center, .equal, 0) }
        }
        if axis != .vertical {
            pinAxis(
                alignment.horizontal.placement, start: isAbsolute ? .left : .leading,
                end: isAbsolute ? .right : .trailing, center: .centerX, startInset: insets.left,
                endInset: insets.right)
        }
        if axis != .horizontal {
            pinAxis(
                alignment.vertical.placement, start: .top, end: .bottom, center: .centerY,
                startInset: insets.top, endInset: insets.bottom)
        }
        return result
    }
}
