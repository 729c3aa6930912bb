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
/// The kind of a dimension anchor: width, height (`NSLayoutDimension`). Dimensions relate to
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
    public var anchor: Anchor<Kind>
    public var multiplier: Double
    public var constant: Double
}

// MARK: - Anchors of items

extension LayoutItem {
    public var left: Anchor<XAxis> { Anchor(self, .left) }
    public var right: Anchor<XAxis> { Anchor(self, .right) }
    public var leading: Anchor<XAxis> { Anchor(self, .leading) }
    public var trailing: Anchor<XAxis> { Anchor(self, .trailing) }
    public var centerX: Anchor<XAxis> { Anchor(self, .centerX) }
    public var top: Anchor<YAxis> { Anchor(self, .top) }
    public var bottom: Anchor<YAxis> { Anchor(self, .bottom) }
    public var centerY: Anchor<YAxis> { Anchor(self, .centerY) }
    public var width: Anchor<Dimension> { Anchor(self, .width) }
    public var height: Anchor<Dimension> { Anchor(self, .height) }
}

extension View {
    public var firstBaseline: Anchor<YAxis> { Anchor(self, .firstBaseline) }
    public var lastBaseline: Anchor<YAxis> { Anchor(self, .lastBaseline) }
    /// The margins guide's left edge; the guide is made when the constraint is activated.
    public var leftMargin: Anchor<XAxis> { Anchor(self, .leftMargin) }
    public var rightMargin: Anchor<XAxis> { Anchor(self, .rightMargin) }
    public var leadingMargin: Anchor<XAxis> { Anchor(self, .leadingMargin) }
    public var trailingMargin: Anchor<XAxis> { Anchor(self, .trailingMargin) }
    public var centerXWithinMargins: Anchor<XAxis> { Anchor(self, .centerXWithinMargins) }
    public var topMargin: Anchor<YAxis> { Anchor(self, .topMargin) }
    public var bottomMargin: Anchor<YAxis> { Anchor(self, .bottomMargin) }
    public var centerYWithinMargins: Anchor<YAxis> { Anchor(self, .centerYWithinMargins) }
}

// MARK: - Arithmetic

extension Anchor {
    public static func + (lhs: Anchor, rhs: Double) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: lhs, multiplier: 1, constant: rhs)
    }

    public static func - (lhs: Anchor, rhs: Double) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: lhs, multiplier: 1, constant: -rhs)
    }

    /// A multiplied anchor. For positions, as in UIKit, the product is taken in the
    /// coordinates of the view that holds the constraint.
    public static func * (lhs: Anchor, rhs: Double) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: lhs, multiplier: rhs, constant: 0)
    }

    public static func * (lhs: Double, rhs: Anchor) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: rhs, multiplier: lhs, constant: 0)
    }

    /// A divided anchor; dividing by 0 is refused when the equation is made.
    public static func / (lhs: Anchor, rhs: Double) -> AnchorExpression<Kind> {
        AnchorExpression(anchor: lhs, multiplier: 1 / rhs, constant: 0)
    }
}

extension AnchorExpression {
    public static func + (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
        AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
    }

    public static func - (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
        AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
    }
}

// MARK: - Relations

extension Anchor {
    public static func == (lhs: Anchor, rhs: Anchor) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .equal, rhs.side)
    }

    public static func == (lhs: Anchor, rhs: AnchorExpression<Kind>) -> ConstraintDraft {
        draft(lhs, .equal, rhs)
    }

    public static func <= (lhs: Anchor, rhs: Anchor) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .lessThanOrEqual, rhs.side)
    }

    public static func <= (lhs: Anchor, rhs: AnchorExpression<Kind>) -> ConstraintDraft {
        draft(lhs, .lessThanOrEqual, rhs)
    }

    public static func >= (lhs: Anchor, rhs: Anchor) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .greaterThanOrEqual, rhs.side)
    }

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

    public static func <= (lhs: Anchor, rhs: Double) -> ConstraintDraft {
        ConstraintDraft(lhs.side, .lessThanOrEqual, constant: rhs)
    }

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
