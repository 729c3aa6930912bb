/// The layout attributes a script can name after an item: `button.width`, `root.leadingMargin`.
///
/// The raw value is the spelling. `baseline`, Apple's deprecated alias, is read as
/// ``lastBaseline`` (see ``init(spelling:)``). The interpreter checks anchor typing with
/// ``axis``; the parser only checks that the name exists.
enum AttributeName: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The kinds of anchor, as in `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and
    /// `NSLayoutDimension`.
    public enum Axis: Hashable, Sendable {
        case x, y, dimension
    }

    /// The attribute spelled `spelling`, accepting `baseline` for ``lastBaseline``.
    public init?(spelling: String) {
        if spelling == "baseline" {
            self = .lastBaseline
        } else if let attribute = AttributeName(rawValue: spelling) {
            self = attribute
        } else {
            return nil
        }
    }

    /// The anchor kind: x-axis attributes relate only to x-axis ones, and so on.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .x
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .y
        case .width, .height:
            return .dimension
        }
    }

    /// Whether the attribute follows the layout direction (leading, trailing and their margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Whether the attribute is absolute left or right (and their margins).
    public var isLeftOrRight: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// Whether this is a margin attribute such as `leftMargin`, measured inside the margins.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// The spelling.
    public var description: String { rawValue }
}

/// Names that stand for several attributes at once: `title.center == card.center` is two
/// constraints.
///
/// `edges` is Plumb's addition (SnapKit's `edges`): top, left, bottom and right, each related
/// with the same relation, multiplier and constant.
enum CompositeAttributeName: String, CaseIterable, Hashable, Sendable,
    CustomStringConvertible
{
    case center, size, edges

    /// The attributes the name stands for, in the order their constraints are made.
    public var components: [AttributeName] {
        switch self {
        case .center: return [.centerX, .centerY]
        case .size: return [.width, .height]
        case .edges: return [.top, .left, .bottom, .right]
        }
    }

    /// The spelling.
    public var description: String { rawValue }
}

/// The guides every view has, written after its name: `root.margins`, `phone.safeArea`.
enum LayoutGuideName: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `NAME.margins`: the layout-margins guide (default insets 8).
    case margins
    /// `NAME.safeArea`: the safe-area guide, for windows.
    case safeArea

    /// The spelling.
    public var description: String { rawValue }
}
