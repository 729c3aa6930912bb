// Align's center and size collections: both centers, or both dimensions, in one call and one
// transaction.

/// An item's centerX and centerY together (Align's `AnchorCollectionCenter`).
///
/// ```swift
/// try spinner.anchors.center.align()                  // in the middle of its superview
/// try badge.anchors.center.align(with: icon)
/// ```
public struct AnchorCollectionCenter {
    let x: AlignAnchor<AnchorType.Center, XAxis>
    let y: AlignAnchor<AnchorType.Center, YAxis>

    // MARK: Core API

    /// Makes both centers equal to `other`'s.
    ///
    /// ```swift
    /// try badge.anchors.center.equal(icon)
    /// ```
    @discardableResult
    public func equal(
        _ other: any LayoutItem, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.equal, other, file: file, line: line)
    }

    /// Makes both centers `>=` `other`'s: right of and below its center.
    ///
    /// ```swift
    /// try marker.anchors.center.greaterThanOrEqual(card)
    /// ```
    @discardableResult
    public func greaterThanOrEqual(
        _ other: any LayoutItem, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.greaterThanOrEqual, other, file: file, line: line)
    }

    /// Makes both centers `<=` `other`'s: left of and above its center.
    ///
    /// ```swift
    /// try marker.anchors.center.lessThanOrEqual(card)
    /// ```
    @discardableResult
    public func lessThanOrEqual(
        _ other: any LayoutItem, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.lessThanOrEqual, other, file: file, line: line)
    }

    // MARK: Semantic API

    /// Centers the item in its superview (a guide in its owning view).
    ///
    /// ```swift
    /// try spinner.anchors.center.align()
    /// ```
    ///
    /// - Throws: ``LayoutError/isAWindow(_:)`` when there is no superview (where Align traps).
    @discardableResult
    public func align(file: String = #fileID, line: Int = #line) throws(LayoutError)
        -> [LayoutConstraint]
    {
        try relate(.equal, try container(of: x.item), file: file, line: line)
    }

    /// Centers the item on `other`.
    ///
    /// ```swift
    /// try badge.anchors.center.align(with: icon)
    /// ```
    @discardableResult
    public func align(
        with other: any LayoutItem, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.equal, other, file: file, line: line)
    }

    private func relate(
        _ relation: Relation, _ other: any LayoutItem, file: String, line: Int
    ) throws(LayoutError) -> [LayoutConstraint] {
        try Layout.makeAligned(
            [
                x.draft(relation, x.same(of: other), constant: 0, priority: .required),
                y.draft(relation, y.same(of: other), constant: 0, priority: .required),
            ], file: file, line: line)
    }
}

/// An item's width and height together (Align's `AnchorCollectionSize`).
///
/// ```swift
/// try a.anchors.size.equal(Size(width: 120, height: 40))
/// try b.anchors.size.equal(a.anchors.size)
/// try thumb.anchors.size.lessThanOrEqual(card, insets: Size(width: 16, height: 16))
/// ```
public struct AnchorCollectionSize {
    let width: AlignAnchor<AnchorType.Dimension, Dimension>
    let height: AlignAnchor<AnchorType.Dimension, Dimension>

    // MARK: Constant sizes

    /// Makes the size equal to `size`.
    ///
    /// ```swift
    /// try a.anchors.size.equal(Size(width: 120, height: 40))
    /// ```
    @discardableResult
    public func equal(
        _ size: Size, priority: Priority = .required, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.equal, size, priority: priority, file: file, line: line)
    }

    /// Makes the size at least `size` in both dimensions.
    ///
    /// ```swift
    /// try button.anchors.size.greaterThanOrEqual(Size(width: 44, height: 44))
    /// ```
    @discardableResult
    public func greaterThanOrEqual(
        _ size: Size, priority: Priority = .required, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.greaterThanOrEqual, size, priority: priority, file: file, line: line)
    }

    /// Makes the size at most `size` in both dimensions.
    ///
    /// ```swift
    /// try avatar.anchors.size.lessThanOrEqual(Size(width: 64, height: 64))
    /// ```
    @discardableResult
    public func lessThanOrEqual(
        _ size: Size, priority: Priority = .required, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.lessThanOrEqual, size, priority: priority, file: file, line: line)
    }

    // MARK: Sizes of other items

    /// Makes the size equal to `other`'s, times `multiplier`, less `insets`.
    ///
    /// ```swift
    /// try b.anchors.size.equal(a.anchors.size)
    /// try shadow.anchors.size.equal(card.anchors.size, insets: Size(width: -4, height: -4))
    /// ```
    @discardableResult
    public func equal(
        _ other: AnchorCollectionSize, insets: Size = Size(width: 0, height: 0),
        multiplier: Double = 1, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.equal, other, insets, multiplier, file: file, line: line)
    }

    /// Makes the size at least `other`'s, times `multiplier`, less `insets`.
    ///
    /// ```swift
    /// try frame.anchors.size.greaterThanOrEqual(photo.anchors.size)
    /// ```
    @discardableResult
    public func greaterThanOrEqual(
        _ other: AnchorCollectionSize, insets: Size = Size(width: 0, height: 0),
        multiplier: Double = 1, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.greaterThanOrEqual, other, insets, multiplier, file: file, line: line)
    }

    /// Makes the size at most `other`'s, times `multiplier`, less `insets`.
    ///
    /// ```swift
    /// try thumb.anchors.size.lessThanOrEqual(card.anchors.size, multiplier: 0.5)
    /// ```
    @discardableResult
    public func lessThanOrEqual(
        _ other: AnchorCollectionSize, insets: Size = Size(width: 0, height: 0),
        multiplier: Double = 1, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.lessThanOrEqual, other, insets, multiplier, file: file, line: line)
    }

    /// Makes the size equal to the size of the item `other` (Align's `size.equal(item)`).
    ///
    /// ```swift
    /// try b.anchors.size.equal(a)
    /// ```
    @discardableResult
    public func equal(
        _ other: any LayoutItem, insets: Size = Size(width: 0, height: 0), multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.equal, other.anchors.size, insets, multiplier, file: file, line: line)
    }

    /// Makes the size at least the size of the item `other`.
    ///
    /// ```swift
    /// try frame.anchors.size.greaterThanOrEqual(photo, insets: Size(width: -8, height: -8))
    /// ```
    @discardableResult
    public func greaterThanOrEqual(
        _ other: any LayoutItem, insets: Size = Size(width: 0, height: 0), multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(
            .greaterThanOrEqual, other.anchors.size, insets, multiplier, file: file, line: line)
    }

    /// Makes the size at most the size of the item `other`.
    ///
    /// ```swift
    /// try thumb.anchors.size.lessThanOrEqual(card)
    /// ```
    @discardableResult
    public func lessThanOrEqual(
        _ other: any LayoutItem, insets: Size = Size(width: 0, height: 0), multiplier: Double = 1,
        file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try relate(.lessThanOrEqual, other.anchors.size, insets, multiplier, file: file, line: line)
    }

    private func relate(
        _ relation: Relation, _ size: Size, priority: Priority, file: String, line: Int
    ) throws(LayoutError) -> [LayoutConstraint] {
        try Layout.makeAligned(
            [
                width.draft(relation, constant: size.width, priority: priority),
                height.draft(relation, constant: size.height, priority: priority),
            ], file: file, line: line)
    }

    private func relate(
        _ relation: Relation, _ other: AnchorCollectionSize, _ insets: Size, _ multiplier: Double,
        file: String, line: Int
    ) throws(LayoutError) -> [LayoutConstraint] {
        try Layout.makeAligned(
            [
                width.draft(
                    relation, other.width * multiplier - insets.width, constant: 0,
                    priority: .required),
                height.draft(
                    relation, other.height * multiplier - insets.height, constant: 0,
                    priority: .required),
            ], file: file, line: line)
    }
}
