// The value every DSL builds: a constraint not yet made. A draft is checked (typing rules,
// numbers, names), numbered and turned into a LayoutConstraint by Layout.makeConstraint, all
// or nothing for a batch.

/// A constraint described but not yet made: what every Plumb DSL produces.
///
/// A draft has no number and no side effects; ``Layout/makeConstraints(_:origin:)`` checks
/// a batch of drafts and makes them into ``LayoutConstraint``s, and
/// ``Layout/activate(_:origin:)`` also activates them, in one transaction. The priority is
/// kept as a plain number and checked when the draft is made, so DSL operators never throw.
///
/// ```swift
/// let draft = ConstraintDraft(
///     ItemAttribute(text, .width), .greaterThanOrEqual, ItemAttribute(button, .width),
///     multiplier: 0.5, constant: 5
/// ).priority(750).labeled("wide")
/// try layout.activate([draft])
/// ```
public struct ConstraintDraft {
    public var first: ItemAttribute
    public var relation: Relation
    /// The second side; nil to relate a dimension to ``constant``.
    public var second: ItemAttribute?
    public var multiplier: Double
    public var constant: Double
    /// Checked to lie in (0, 1000] when the draft is made.
    public var priority: Double
    /// The user's label: a name in the layout's namespace.
    public var identifier: String?
    /// Where the draft was written; when nil, the call that makes it supplies the origin.
    public var origin: ConstraintOrigin?
    /// Whether the constant is the system's standard spacing (VFL's `-`), which Apple's
    /// descriptions print as `NSSpace(8)`.
    public var isStandardSpacing = false

    /// `first relation multiplier × second + constant`.
    public init(
        _ first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        identifier: String? = nil, origin: ConstraintOrigin? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
    }

    /// `first relation constant`: a dimension equal to (or bounded by) a constant.
    public init(
        _ first: ItemAttribute, _ relation: Relation, constant: Double, priority: Double = 1000
    ) {
        self.init(first, relation, nil, constant: constant, priority: priority)
    }

    /// The same draft at another priority.
    ///
    /// ```swift
    /// (title.width == 120).priority(750)
    /// ```
    public func priority(_ value: Double) -> ConstraintDraft {
        var copy = self
        copy.priority = value
        return copy
    }

    /// The same draft at another priority.
    public func priority(_ value: Priority) -> ConstraintDraft { priority(value.value) }

    /// The same draft with a label (its identifier), a name in the layout's namespace.
    ///
    /// ```swift
    /// (text.width <= root.width).labeled("wide")
    /// ```
    public func labeled(_ identifier: String) -> ConstraintDraft {
        var copy = self
        copy.identifier = identifier
        return copy
    }

    /// The same draft with an origin (file and line, shell entry).
    public func at(_ origin: ConstraintOrigin) -> ConstraintDraft {
        var copy = self
        copy.origin = origin
        return copy
    }

    /// The relation as written: `text.width >= button.width * 0.5 + 5`.
    public var equation: String {
        "\(first.name) \(relation.rawValue) "
            + formatRightSide(
                second?.name.description, multiplier: multiplier, constant: constant)
    }
}
