import PlumbText

/// A size literal: `375x667`, or `120x_` where `_` means "no value" (intrinsic sizes only).
struct SizeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The width, or `nil` for `_`.
    public var width: Double?
    /// The height, or `nil` for `_`.
    public var height: Double?
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `WxH`, with `_` for a missing value.
    public var description: String {
        "\(width.map(formatExactNumber) ?? "_")x\(height.map(formatExactNumber) ?? "_")"
    }
}

/// Insets in UIKit's order, top left bottom right: `safe 44 0 34 0`, `insets 20`.
struct EdgeInsetsSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// Whether every edge has the same inset.
    public var isUniform: Bool { top == left && left == bottom && bottom == right }

    /// One number when uniform, otherwise `T L B R`.
    public var description: String {
        if isUniform { return formatExactNumber(top) }
        return [top, left, bottom, right].map(formatExactNumber).joined(separator: " ")
    }
}

/// A frame, `X Y W H`, as in `view legacy in root frame 10 10 100 50`.
struct RectSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The x of the origin, in superview coordinates.
    public var x: Double
    /// The y of the origin, in superview coordinates.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `X Y W H`.
    public var description: String {
        [x, y, width, height].map(formatExactNumber).joined(separator: " ")
    }
}

extension EdgeInsetsSyntax {
    /// Creates equal insets on every edge.
    public init(uniform value: Double, range: SourceRange = .unknown) {
        self.init(top: value, left: value, bottom: value, right: value, range: range)
    }
}
