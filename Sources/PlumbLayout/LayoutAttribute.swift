// NSLayoutConstraint.Attribute, with what the typing rules need to know about each one: its
// kind (x position, y position, dimension), its family (absolute, directional), whether it is
// a margin form, and the plain attribute of the margins guide a margin form stands for.

/// An attribute of a layout item, as in `NSLayoutConstraint.Attribute`.
///
/// The raw value is the session language's spelling (`centerX`, `leadingMargin`); the UIKit raw
/// value is ``appleRawValue``. `notAnAttribute` is not a case: a constraint without a second
/// item has `secondAttribute == nil`.
///
/// ```swift
/// LayoutAttribute.leading.kind          // .xPosition
/// LayoutAttribute(rawValue: "width")    // .width
/// ```
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// What an attribute measures; NSLayoutAnchor's three anchor classes.
    public enum Kind: String, Hashable, Sendable {
        /// `NSLayoutXAxisAnchor`: left, right, leading, trailing, centerX (and margin forms).
        case xPosition = "x-axis position"
        /// `NSLayoutYAxisAnchor`: top, bottom, centerY, baselines (and margin forms).
        case yPosition = "y-axis position"
        /// `NSLayoutDimension`: width, height.
        case dimension
    }

    /// How a horizontal position is named: by physical side or by reading direction.
    public enum Family: Hashable, Sendable {
        /// left, right and their margin forms: never flipped.
        case absolute
        /// leading, trailing and their margin forms: follow the layout direction.
        case directional
        /// Everything else (centers, vertical attributes, dimensions).
        case neutral
    }

    /// The attribute spelled `spelling` in a script or a log, accepting Apple's deprecated
    /// `baseline` for ``lastBaseline``.
    ///
    /// ```swift
    /// LayoutAttribute(spelling: "baseline")   // .lastBaseline
    /// ```
    public init?(spelling: String) {
        if spelling == "baseline" {
            self = .lastBaseline
        } else if let attribute = LayoutAttribute(rawValue: spelling) {
            self = attribute
        } else {
            return nil
        }
    }

    /// The anchor class of the attribute.
    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .xPosition
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .yPosition
        case .width, .height:
            .dimension
        }
    }

    /// The axis along which the attribute lies (width is horizontal, height vertical).
    public var axis: Axis {
        switch kind {
        case .xPosition: .horizontal
        case .yPosition: .vertical
        case .dimension: self == .width ? .horizontal : .vertical
        }
    }

    /// Whether the attribute is a position (not a dimension).
    public var isPosition: Bool { kind != .dimension }

    /// Whether the attribute is named by physical side, by direction, or neither.
    public var family: Family {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: .absolute
        case .leading, .trailing, .leadingMargin, .trailingMargin: .directional
        default: .neutral
        }
    }

    /// Whether the attribute is one of the margin forms (`leftMargin` … `centerYWithinMargins`).
    public var isMargin: Bool { marginBase != nil }

    /// For a margin form, the attribute of the view's margins guide it stands for.
    public var marginBase: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// Whether the attribute is a baseline (views only, not guides).
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// UIKit's raw value of `NSLayoutConstraint.Attribute` (left = 1 … centerYWithinMargins = 20).
    public var appleRawValue: Int {
        switch self {
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .leading: 5
        case .trailing: 6
        case .width: 7
        case .height: 8
        case .centerX: 9
        case .centerY: 10
        case .lastBaseline: 11
        case .firstBaseline: 12
        case .leftMargin: 13
        case .rightMargin: 14
        case .topMargin: 15
        case .bottomMargin: 16
        case .leadingMargin: 17
        case .trailingMargin: 18
        case .centerXWithinMargins: 19
        case .centerYWithinMargins: 20
        }
    }

    public var description: String { rawValue }
}

/// An item and one of its attributes: one side of a constraint, before any arithmetic.
///
/// The Swift DSLs wrap it in typed anchors; ``ConstraintDraft`` and ``LayoutConstraint`` keep
/// it untyped, as `NSLayoutConstraint` does.
///
/// ```swift
/// let side = ItemAttribute(button, .right)
/// ```
public struct ItemAttribute {
    public var item: any LayoutItem
    public var attribute: LayoutAttribute

    public init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The value-type name of this side, for errors and printing: `button.right`.
    public var name: AttributeName { AttributeName(item: item.name, attribute: attribute) }
}

/// The printable, `Sendable` name of an item's attribute, as errors carry it: `button.right`.
public struct AttributeName: Hashable, Sendable, CustomStringConvertible {
    public var item: String
    public var attribute: LayoutAttribute

    public init(item: String, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}
