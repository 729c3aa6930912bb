// The Easy Layout DSL: constraints written as equations over typed anchors,
// `text.right == button.left - 22`. Anchors carry a phantom kind (XAxis, YAxis, Dimension), so
// relating an x position to a y position or a dimension does not compile. An equation is a
// ConstraintDraft — a value with no effect; `layout.activate { … }` makes and activates a block
// of them in one transaction, recording each line's file and line.

/// The kind of an x-axis position anchor: left, right, leading, trailing, centerX, and the
/// margin forms (`NSLayoutXAxisAnchor`).
public enum XAxis {}
/// The kind of a y-axis position anchor: top, bottom, centerY, the baselines, and the margin
/// forms (`NSLayoutYAxisAnchor`).
public enum YAxis {}
/// The kind of a dimension anchor: width, height (`NSLayoutDimension`).
///
/// Dimensions relate to
/// dimensions of either axis, and to constants.
public enum Dimension {}

/// An item's attribute with its kind in the type, so only like relates to like.
///
/// ```swift
/// button.right == root.right - 22    // compiles: XAxis with XAxis
/// button.right == root.top           // does not compile
/// button.width == 88                 // a dimension equal to a constant
/// ```
public struct Anchor<Kind> {
    /// The item and attribute.
    public let side: ItemAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        side = ItemAttribute(item, attribute)
    }
}

/// `multiplier × anchor + constant`: the right-hand side of an equation.
///
/// ```swift
/// let half = button.width * 0.5 + 5
/// ```
public struct AnchorExpression<Kind> {
    /// The anchor multiplied.
    public var anchor: Anchor<Kind>
    /// Fixed when the constraint is made.
    public var multiplier: Double
    /// Changeable later with ``LayoutConstraint/setConstant(_:)``.
    public var constant: Double
}

// MARK: - Anchors of items

extension LayoutItem {
    /// The left edge, never flipped: `a.left == b.right + 8`.
    public var left: Anchor<XAxis> { Anchor(self, .left) }
    /// The right edge, never flipped.
    public var right: Anchor<XAxis> { Anchor(self, .right) }
    /// The leading edge: left in left-to-right, right in right-to-left.
    public var leading: Anchor<XAxis> { Anchor(self, .leading) }
    /// The trailing edge: right in left-to-right, left in right-to-left.
    public var trailing: Anchor<XAxis> { Anchor(self, .trailing) }
    /// The horizontal center.
    public var centerX: Anchor<XAxis> { Anchor(self, .centerX) }
    /// The top edge.
    public var top: Anchor<YAxis> { Anchor(self, .top) }
    /// The bottom edge.
    public var bottom: Anchor<YAxis> { Anchor(self, .bottom) }
    /// The vertical center.
    public var centerY: Anchor<YAxis> { Anchor(self, .centerY) }
    /// The width: `button.width == 88`, `a.width == b.height * 2`.
    public var width: Anchor<Dimension> { Anchor(self, .width) }
    /// The height.
    public var height: Anchor<Dimension> { Anchor(self, .height) }
}

extension View {
    /// The first baseline: `top + firstBaselineOffset`, or the bottom without an offset.
    public var firstBaseline: Anchor<YAxis> { Anchor(self, .firstBaseline) }
    /// The last baseline: `top + lastBaselineOffset`, or the bottom without an offset.
    public var lastBaseline: Anchor<YAxis> { Anchor(self, .lastBaseline) }
    /// The margins guide's left edge; the guide is made when the constraint is activated.
    public var leftMargin: Anchor<XAxis> { Anchor(self, .leftMargin) }
    /// The margins guide's right edge.
    public var rightMargin: Anchor<XAxis> { Anchor(self, .rightMargin) }
    /// The margins guide's leading edge.
    public var leadingMargin: Anchor<XAxis> { Anchor(self, .leadingMargin) }
    /// The margins guide's trailing edge.
    public var trailingMargin: Anchor<XAxis> { Anchor(self, .trailingMargin) }
    /// The margins guide's horizontal center.
    public var centerXWithinMargins: Anchor<XAxis> { Anchor(self, .centerXWithinMargins) }
    /// The margins guide's top edge.
    public var topMargin: Anchor<YAxis> { Anchor(self, .topMargin) }
    /// The margins guide's bottom edge.
    public var bottomMargin: Anchor<YAxis> { Anchor(self, .bottomMargin) }
    /// The margins guide's vertical center.
    public var centerYWithinMargins: Anchor<YAxis> { Anchor(self, .centerYWithinMargins) }
}

// MARK: - Arithmetic

extension Anchor {
    /// The anchor plus a constant: `root.left + 22`.
    public static func + (lhs: Anchor, rhs: Double) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: lhs, multiplier: 1, constant: rhs)
    }

    /// The anchor minus a constant: `root.right - 22`.
    public static func - (lhs: Anchor, rhs: Double) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: lhs, multiplier: 1, constant: -rhs)
    }

    /// A multiplied anchor.
    ///
    /// For positions, as in UIKit, the product is taken in the
    /// coordinates of the view that holds the constraint.
    public static func * (lhs: Anchor, rhs: Double) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: lhs, multiplier: rhs, constant: 0)
    }

    /// A multiplied anchor, multiplier first: `0.5 * card.width`.
    public static func * (lhs: Double, rhs: Anchor) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: rhs, multiplier: lhs, constant: 0)
    }

    /// A divided anchor; dividing by 0 is refused when the equation is made.
    public static func / (lhs: Anchor, rhs: Double) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: lhs, multiplier: 1 / rhs, constant: 0)
    }
}

extension AnchorExpression {
    /// Adds to the constant: `button.width * 0.5 + 5`.
    public static func + (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
        AnchorExpression(
            anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }

    /// Subtracts from the constant: `card.width / 2 - 8`.
    public static func - (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
        AnchorExpression(
            anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }
}

// MARK: - Relations

extension Anchor {
    /// `a.attr == b.attr`: a draft, which ``Layout/activate(file:line:_:)`` makes and activates.
    public static func == (lhs: Anchor, rhs: Anchor) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .equal, rhs.side)
    }

    /// `a.attr == m × b.attr + c`.
    public static func == (lhs: Anchor, rhs: AnchorExpression<Kind>) -> ConstraintDraft {
        draft(lhs, .equal, rhs)
    }

    /// `a.attr <= b.attr`.
    public static func <= (lhs: Anchor, rhs: Anchor) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .lessThanOrEqual, rhs.side)
    }

    /// `a.attr <= m × b.attr + c`.
    public static func <= (lhs: Anchor, rhs: AnchorExpression<Kind>) -> ConstraintDraft {
        draft(lhs, .lessThanOrEqual, rhs)
    }

    /// `a.attr >= b.attr`.
    public static func >= (lhs: Anchor, rhs: Anchor) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .greaterThanOrEqual, rhs.side)
    }

    /// `a.attr >= m × b.attr + c`.
    public static func >= (lhs: Anchor, rhs: AnchorExpression<Kind>) -> ConstraintDraft {
        draft(lhs, .greaterThanOrEqual, rhs)
    }

    private static func draft(_ lhs: Anchor, _ relation: Relation, _ rhs: AnchorExpression<Kind>)
        -> ConstraintDraft
    {
        ConstraintDraft(
            lhs.side, relation, rhs.anchor.side, multiplier: rhs.multiplier, constant: rhs.constant)
    }
}

extension Anchor where Kind == Dimension {
    /// A dimension equal to a constant: `button.width == 88`.
    public static func == (lhs: Anchor, rhs: Double) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .equal, constant: rhs)
    }

    /// A dimension at most a constant: `label.width <= 200`.
    public static func <= (lhs: Anchor, rhs: Double) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .lessThanOrEqual, constant: rhs)
    }

    /// A dimension at least a constant: `button.width >= 44`.
    public static func >= (lhs: Anchor, rhs: Double) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .greaterThanOrEqual, constant: rhs)
    }
}

// MARK: - Priority

/// Below comparison, so `a.width == 88 ~ 750` reads as `(a.width == 88) ~ 750`.
precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: LogicalConjunctionPrecedence
}

/// Sets the priority of an equation: `title.width == 120 ~ 750`, `~ .high`.
infix operator ~ : LayoutPriorityPrecedence

/// The equation at `priority` (checked to lie in (0, 1000] when it is made).
///
/// ```swift
/// text.width >= button.width * 0.5 + 5 ~ 750
/// ```
public func ~ (lhs: ConstraintDraft, rhs: Double) -> ConstraintDraft {
    lhs.priority(rhs)
}

/// The equation at a named priority: `~ .high`, `~ .low`.
public func ~ (lhs: ConstraintDraft, rhs: Priority) -> ConstraintDraft {
    lhs.priority(rhs)
}
