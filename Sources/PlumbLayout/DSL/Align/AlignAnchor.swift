// The Align DSL (kean/Align): an item's anchors as values whose phantom types say what they
// are (an edge, a center, a baseline, a dimension) and on which axis, so that
// `a.anchors.leading.equal(b.anchors.top)` does not compile and `pin` exists only on edges.
// The axis types are the Easy Layout DSL's (XAxis, YAxis, Dimension); every method builds a
// ConstraintDraft and makes it through the layout, like the other DSLs.

/// The roles an ``AlignAnchor`` can play, as phantom types (Align's `AnchorType`).
///
/// Edges, centers and baselines are all ``Alignment``s and relate to one another along one
/// axis; dimensions relate to dimensions and to constants.
public enum AnchorType {
    /// Width and height.
    public class Dimension {}
    /// Anything that aligns along an axis: edges, centers, baselines.
    public class Alignment {}
    /// centerX and centerY.
    public class Center: Alignment {}
    /// left, right, leading, trailing, top and bottom.
    public class Edge: Alignment {}
    /// firstBaseline and lastBaseline.
    public class Baseline: Alignment {}
}

/// One anchor of an item in the Align DSL, possibly offset and multiplied.
///
/// `b.anchors.trailing + 20` is an anchor offset by 20; `a.anchors.width * 0.5` one
/// multiplied by 0.5.
///
/// `Type` is the anchor's role (``AnchorType``) and `Axis` its kind (``XAxis``, ``YAxis`` or
/// ``Dimension``), so only anchors that UIKit could relate can be related:
///
/// ```swift
/// a.anchors.leading.equal(b.anchors.trailing + 20)   // x with x
/// a.anchors.height.equal(a.anchors.width * 2)        // dimensions of either axis
/// a.anchors.leading.equal(b.anchors.top)             // does not compile
/// a.anchors.centerX.pin()                            // does not compile: pin is for edges
/// ```
///
/// An anchor does nothing until one of its methods makes a constraint (`equal`, `pin`,
/// `spacing`, …). Outside a ``Constraints`` group that constraint is activated at
/// once; inside one it is collected and activated with the group.
public struct AlignAnchor<Type, Axis> {
    /// The item and attribute.
    public let side: ItemAttribute
    /// The anchor's multiplier: `anchor * 2` has 2.
    public let multiplier: Double
    /// The anchor's offset: `anchor + 20` has 20; `(anchor + 10) * 2` has 20.
    public let offset: Double

    init(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, multiplier: Double = 1,
        offset: Double = 0
    ) {
        self.side = ItemAttribute(item, attribute)
        self.multiplier = multiplier
        self.offset = offset
    }

    /// The item the anchor belongs to.
    public var item: any LayoutItem { side.item }
    /// The anchor's attribute.
    public var attribute: LayoutAttribute { side.attribute }

    /// The anchor moved by `offset` points: `anchor + offset`.
    ///
    /// ```swift
    /// b.anchors.leading.equal(a.anchors.trailing.offsetting(by: 20))
    /// ```
    public func offsetting(by offset: Double) -> AlignAnchor {
        AlignAnchor(side.item, side.attribute, multiplier: multiplier, offset: self.offset + offset)
    }

    /// The anchor, offset included, multiplied by `multiplier`: `anchor * multiplier`.
    ///
    /// ```swift
    /// b.anchors.height.equal(a.anchors.width.multiplied(by: 2))
    /// ```
    public func multiplied(by multiplier: Double) -> AlignAnchor {
        AlignAnchor(
            side.item, side.attribute, multiplier: self.multiplier * multiplier,
            offset: offset * multiplier)
    }

    /// The anchor of the same attribute of another item, with no offset or multiplier.
    func same(of other: any LayoutItem) -> AlignAnchor {
        AlignAnchor(other, side.attribute)
    }
}

extension AlignAnchor {
    /// The anchor offset by `offset` points: `b.anchors.trailing + 20`.
    public static func + (anchor: AlignAnchor, offset: Double) -> AlignAnchor {
        anchor.offsetting(by: offset)
    }

    /// The anchor offset by `-offset` points: `b.anchors.bottom - 8`.
    public static func - (anchor: AlignAnchor, offset: Double) -> AlignAnchor {
        anchor.offsetting(by: -offset)
    }

    /// The anchor multiplied, offset included: `a.anchors.width * 0.5`.
    ///
    /// For positions, as in UIKit, the product is taken in the coordinates of the view that
    /// holds the constraint.
    public static func * (anchor: AlignAnchor, multiplier: Double) -> AlignAnchor {
        anchor.multiplied(by: multiplier)
    }
}

// MARK: - The anchors of an item

extension LayoutItem {
    /// The item's anchors and anchor collections in the Align DSL.
    ///
    /// ```swift
    /// try title.anchors.edges.pin(insets: 20, alignment: .center)
    /// try subtitle.anchors.top.spacing(8, to: title.anchors.bottom)
    /// ```
    public var anchors: LayoutAnchors { LayoutAnchors(self) }
}

/// An item's anchors (``AlignAnchor``) and anchor collections (edges, center, size).
///
/// Align's `LayoutAnchors`. Get one with ``LayoutItem/anchors``, or as an argument of a
/// ``Constraints`` block.
///
/// ```swift
/// let a = button.anchors
/// try a.width.equal(88)
/// try a.trailing.pin(inset: 22)
/// ```
public struct LayoutAnchors {
    /// The item whose anchors these are.
    public let item: any LayoutItem

    /// The anchors of `item`.
    public init(_ item: any LayoutItem) { self.item = item }

    /// The top edge: `a.anchors.top.spacing(8, to: b.anchors.bottom)`.
    public var top: AlignAnchor<AnchorType.Edge, YAxis> { AlignAnchor(item, .top) }
    /// The bottom edge: `a.anchors.bottom.pin(inset: 20)`.
    public var bottom: AlignAnchor<AnchorType.Edge, YAxis> { AlignAnchor(item, .bottom) }
    /// The left edge, never flipped: `a.anchors.left.equal(b.anchors.right + 8)`.
    public var left: AlignAnchor<AnchorType.Edge, XAxis> { AlignAnchor(item, .left) }
    /// The right edge, never flipped.
    public var right: AlignAnchor<AnchorType.Edge, XAxis> { AlignAnchor(item, .right) }
    /// The leading edge, which follows the layout direction:
    /// `a.anchors.leading.equal(b.anchors.trailing + 20)`.
    public var leading: AlignAnchor<AnchorType.Edge, XAxis> { AlignAnchor(item, .leading) }
    /// The trailing edge, which follows the layout direction.
    public var trailing: AlignAnchor<AnchorType.Edge, XAxis> { AlignAnchor(item, .trailing) }

    /// The horizontal center: `a.anchors.centerX.align()`.
    public var centerX: AlignAnchor<AnchorType.Center, XAxis> { AlignAnchor(item, .centerX) }
    /// The vertical center: `a.anchors.centerY.equal(b.anchors.centerY)`.
    public var centerY: AlignAnchor<AnchorType.Center, YAxis> { AlignAnchor(item, .centerY) }

    /// A view's first baseline; a layout guide has none (refused when a constraint is made).
    public var firstBaseline: AlignAnchor<AnchorType.Baseline, YAxis> {
        AlignAnchor(item, .firstBaseline)
    }
    /// A view's last baseline; a layout guide has none (refused when a constraint is made).
    public var lastBaseline: AlignAnchor<AnchorType.Baseline, YAxis> {
        AlignAnchor(item, .lastBaseline)
    }

    /// The width: `a.anchors.width.equal(88)`, `a.anchors.width.clamp(to: 40...100)`.
    public var width: AlignAnchor<AnchorType.Dimension, Dimension> { AlignAnchor(item, .width) }
    /// The height: `a.anchors.height.equal(a.anchors.width * 2)`.
    public var height: AlignAnchor<AnchorType.Dimension, Dimension> { AlignAnchor(item, .height) }

    /// The four edges together: `pin`, `equal`, `lessThanOrEqual`.
    public var edges: AnchorCollectionEdges { AnchorCollectionEdges(item: item) }
    /// centerX and centerY together: `align()`, `align(with:)`.
    public var center: AnchorCollectionCenter { AnchorCollectionCenter(x: centerX, y: centerY) }
    /// width and height together: `equal(Size)`, `equal(other.anchors.size)`.
    public var size: AnchorCollectionSize { AnchorCollectionSize(width: width, height: height) }
}

// MARK: - Drafts

extension AlignAnchor {
    /// The draft of `self ⋈ other + constant`, solved for this anchor's attribute.
    ///
    /// `m₁·a + o₁ ⋈ m₂·b + o₂ + c` is `a ⋈' (m₂/m₁)·b + (o₂ + c − o₁)/m₁`, the relation
    /// reversed when m₁ is negative. A zero m₁ gives a non-finite multiplier, which the layout
    /// refuses.
    func draft<OtherType, OtherAxis>(
        _ relation: Relation, _ other: AlignAnchor<OtherType, OtherAxis>, constant: Double,
        priority: Priority
    ) -> ConstraintDraft {
        ConstraintDraft(
            side, multiplier < 0 ? relation.reversed : relation, other.side,
            multiplier: other.multiplier / multiplier,
            constant: (other.offset + constant - offset) / multiplier, priority: priority.value)
    }

    /// The draft of `self ⋈ constant`, solved for this anchor's attribute.
    func draft(_ relation: Relation, constant: Double, priority: Priority) -> ConstraintDraft {
        ConstraintDraft(
            side, multiplier < 0 ? relation.reversed : relation, nil,
            constant: (constant - offset) / multiplier, priority: priority.value)
    }
}

extension Relation {
    /// `<=` for `>=` and the other way round; `==` stays.
    var reversed: Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        }
    }
}
