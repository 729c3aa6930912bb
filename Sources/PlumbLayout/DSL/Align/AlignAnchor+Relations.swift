// The methods of single anchors: Align's core API (equal, greaterThanOrEqual,
// lessThanOrEqual, with a constant and a priority) and its semantic API (pin an edge, space
// two edges, align a center, clamp a dimension). Each makes its constraints through
// `Layout.makeAligned`, recording the caller's file and line.

// MARK: - Anchor to anchor

// One set of methods serves every role: the `Axis` types keep apart what cannot relate (x
// with y), and dimensions, whose axis is `Dimension`, relate only to dimensions, a width to a
// height among them.
extension AlignAnchor {
    /// Makes `self == anchor + constant`: along one axis, or between two dimensions.
    ///
    /// ```swift
    /// try a.anchors.leading.equal(b.anchors.trailing + 20)
    /// try a.anchors.top.equal(b.anchors.centerY, constant: 8, priority: .high)
    /// try b.anchors.height.equal(a.anchors.width * 2)
    /// ```
    ///
    /// - Returns: The constraint, active unless made in a ``Constraints`` block.
    /// - Throws: ``LayoutError``: leading/trailing mixed with left/right, a guide's baseline,
    ///   no common ancestor, a removed item, a bad number or priority.
    @discardableResult
    public func equal<OtherType>(
        _ anchor: AlignAnchor<OtherType, Axis>, constant: Double = 0,
        priority: Priority = .required, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try Layout.makeAligned(
            draft(.equal, anchor, constant: constant, priority: priority), file: file, line: line)
    }

    /// Makes `self >= anchor + constant`: along one axis, or between two dimensions.
    ///
    /// ```swift
    /// try label.anchors.leading.greaterThanOrEqual(icon.anchors.trailing + 8)
    /// try label.anchors.width.greaterThanOrEqual(icon.anchors.width, constant: 8)
    /// ```
    @discardableResult
    public func greaterThanOrEqual<OtherType>(
        _ anchor: AlignAnchor<OtherType, Axis>, constant: Double = 0,
        priority: Priority = .required, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try Layout.makeAligned(
            draft(.greaterThanOrEqual, anchor, constant: constant, priority: priority),
            file: file, line: line)
    }

    /// Makes `self <= anchor + constant`: along one axis, or between two dimensions.
    ///
    /// ```swift
    /// try label.anchors.trailing.lessThanOrEqual(root.anchors.trailing - 20)
    /// try thumb.anchors.height.lessThanOrEqual(card.anchors.height * 0.5)
    /// ```
    @discardableResult
    public func lessThanOrEqual<OtherType>(
        _ anchor: AlignAnchor<OtherType, Axis>, constant: Double = 0,
        priority: Priority = .required, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try Layout.makeAligned(
            draft(.lessThanOrEqual, anchor, constant: constant, priority: priority),
            file: file, line: line)
    }
}

// MARK: - Dimensions

extension AlignAnchor where Type: AnchorType.Dimension {
    /// Makes `self == constant`.
    ///
    /// ```swift
    /// try a.anchors.height.equal(30)
    /// ```
    @discardableResult
    public func equal(
        _ constant: Double, priority: Priority = .required, file: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try Layout.makeAligned(
            draft(.equal, constant: constant, priority: priority), file: file, line: line)
    }

    /// Makes `self >= constant`.
    ///
    /// ```swift
    /// try button.anchors.height.greaterThanOrEqual(44)
    /// ```
    @discardableResult
    public func greaterThanOrEqual(
        _ constant: Double, priority: Priority = .required, file: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try Layout.makeAligned(
            draft(.greaterThanOrEqual, constant: constant, priority: priority), file: file,
            line: line)
    }

    /// Makes `self <= constant`.
    ///
    /// ```swift
    /// try title.anchors.width.lessThanOrEqual(300, priority: .high)
    /// ```
    @discardableResult
    public func lessThanOrEqual(
        _ constant: Double, priority: Priority = .required, file: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try Layout.makeAligned(
            draft(.lessThanOrEqual, constant: constant, priority: priority), file: file,
            line: line)
    }

    /// Keeps the dimension within `limits`: `>= lower` and `<= upper`, in one transaction.
    ///
    /// ```swift
    /// try a.anchors.width.clamp(to: 40...100)
    /// ```
    @discardableResult
    public func clamp(
        to limits: ClosedRange<Double>, priority: Priority = .required, file: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try Layout.makeAligned(
            [
                draft(.greaterThanOrEqual, constant: limits.lowerBound, priority: priority),
                draft(.lessThanOrEqual, constant: limits.upperBound, priority: priority),
            ], file: file, line: line)
    }
}

// MARK: - Semantic API

extension AlignAnchor where Type: AnchorType.Edge {
    /// Pins the edge to the same edge of `container` (by default the item's superview, or a
    /// guide's owning view), inset by `inset`: inward for every edge, so trailing, right and
    /// bottom get `-inset`.
    ///
    /// ```swift
    /// try a.anchors.trailing.pin(inset: 20)   // a.trailing == superview.trailing - 20
    /// ```
    ///
    /// - Throws: ``LayoutError/isAWindow(_:)`` when there is no container (where Align traps),
    ///   and what making the constraint throws.
    @discardableResult
    public func pin(
        to container: (any LayoutItem)? = nil, inset: Double = 0, priority: Priority = .required,
        file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        let target: any LayoutItem
        if let container {
            target = container
        } else {
            target = try PlumbLayout.container(of: item)
        }
        let inward = [.trailing, .right, .bottom].contains(attribute) ? -inset : inset
        return try Layout.makeAligned(
            draft(.equal, same(of: target), constant: inward, priority: priority), file: file,
            line: line)
    }

    /// Puts `spacing` points between this edge and `anchor`, measured outward from this item.
    ///
    /// `a.bottom.spacing(20, to: b.top)` keeps `b` 20 points below `a`, and with
    /// `.greaterThanOrEqual` at least 20. As in Align, when this edge faces `anchor` (bottom
    /// to top, right to left, trailing to leading) the constraint is written from this edge,
    /// with the constant and the relation reversed.
    ///
    /// ```swift
    /// try a.anchors.bottom.spacing(20, to: b.anchors.top)   // a.bottom == b.top - 20
    /// try b.anchors.top.spacing(20, to: a.anchors.bottom)   // b.top == a.bottom + 20
    /// ```
    @discardableResult
    public func spacing<OtherType: AnchorType.Edge>(
        _ spacing: Double, to anchor: AlignAnchor<OtherType, Axis>, relation: Relation = .equal,
        priority: Priority = .required, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        let pair = (attribute, anchor.attribute)
        let facing =
            pair == (.bottom, .top) || pair == (.right, .left) || pair == (.trailing, .leading)
        return try Layout.makeAligned(
            draft(
                facing ? relation.reversed : relation, anchor,
                constant: facing ? -spacing : spacing, priority: priority),
            file: file, line: line)
    }
}

extension AlignAnchor where Type: AnchorType.Center {
    /// Aligns the center with the same center of the item's superview (a guide's owning
    /// view), moved by `offset`.
    ///
    /// ```swift
    /// try a.anchors.centerX.align()              // a.centerX == superview.centerX
    /// try a.anchors.centerY.align(offset: -40)
    /// ```
    ///
    /// - Throws: ``LayoutError/isAWindow(_:)`` when there is no superview (where Align traps).
    @discardableResult
    public func align(
        offset: Double = 0, priority: Priority = .required, file: String = #fileID,
        line: Int = #line
    ) throws(LayoutError) -> LayoutConstraint {
        let target = try PlumbLayout.container(of: item)
        return try Layout.makeAligned(
            draft(.equal, same(of: target), constant: offset, priority: priority), file: file,
            line: line)
    }
}
