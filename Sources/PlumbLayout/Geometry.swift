// The small value types of the layout model: rectangles, sizes, insets, axes, edges and the
// layout direction. Points are Doubles, as in the solver.

/// A rectangle: an origin and a size, in points.
///
/// Frames are read from a ``Layout`` in two coordinate spaces: the superview's
/// (``Layout/frame(of:)``) and the window's (``Layout/frameInWindow(of:)``).
///
/// ```swift
/// let r = Rect(x: 22, y: 44, width: 221, height: 30)
/// r.maxX   // 243
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle at the origin with the given size.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: Size { Size(width: width, height: height) }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `(x, y, width, height)` with Plumb's number format.
    public var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}

/// A width and a height, in points.
///
/// ```swift
/// let phone = Size(width: 375, height: 667)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `375x667`, the session language's spelling.
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// An intrinsic content size: either dimension may be absent (`UIView.noIntrinsicMetric`).
///
/// ```swift
/// let label = IntrinsicSize(width: 120, height: 21)
/// let progress = IntrinsicSize(width: nil, height: 4)   // `_x4` in the session language
/// ```
public struct IntrinsicSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size in either axis (a plain view).
    public static let none = IntrinsicSize(width: nil, height: nil)

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// `120x21`, with `_` for an absent dimension.
    public var description: String {
        "\(width.map(formatNumber) ?? "_")x\(height.map(formatNumber) ?? "_")"
    }
}

/// Insets from the four edges of a rectangle (margins, safe area).
///
/// ```swift
/// let notch = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(_ all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    public static let zero = EdgeInsets(0)

    /// The inset at `edge`.
    public subscript(edge: Edge) -> Double {
        switch edge {
        case .top: top
        case .left: left
        case .bottom: bottom
        case .right: right
        }
    }

    /// `top left bottom right`, the session language's order.
    public var description: String {
        [top, left, bottom, right].map(formatNumber).joined(separator: " ")
    }
}

/// The two axes of a layout.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
}

/// The four physical edges of a rectangle.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top
    case left
    case bottom
    case right

    var axis: Axis { self == .left || self == .right ? .horizontal : .vertical }
}

/// The direction in which leading and trailing run.
///
/// ```swift
/// try layout.setLayoutDirection(.rightToLeft, of: root)   // leading is now the right edge
/// ```
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// A content-hugging or compression-resistance priority for each axis.
///
/// ```swift
/// let hugging = AxisPriorities(horizontal: .low, vertical: .low)
/// ```
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority along `axis`.
    public subscript(axis: Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }

    /// UIKit's defaults for views made in code: hugging 250 in both axes.
    public static let defaultHugging = AxisPriorities(horizontal: .low, vertical: .low)
    /// UIKit's defaults: compression resistance 750 in both axes.
    public static let defaultCompressionResistance = AxisPriorities(
        horizontal: .high, vertical: .high)
}
