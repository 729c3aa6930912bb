// The options of Apple's `constraints(withVisualFormat:options:metrics:views:)`, with
// Apple's bit values (`NSLayoutConstraint.FormatOptions`): an alignment is `1 << attribute`
// with UIKit's attribute numbers, and the direction lives in bits 16 and 17.

/// Alignment and direction for ``ConstraintDraft/constraints(withVisualFormat:options:metrics:views:)``.
///
/// ```swift
/// let row = try ConstraintDraft.constraints(
///     withVisualFormat: "H:|-[icon]-[title]-|", options: [.alignAllCenterY],
///     views: ["icon": icon, "title": title])
/// ```
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates options from Apple's bit values.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Neighbours share their left edge.
    public static let alignAllLeft = Self(rawValue: 1 << 1)
    /// Neighbours share their right edge.
    public static let alignAllRight = Self(rawValue: 1 << 2)
    /// Neighbours share their top edge.
    public static let alignAllTop = Self(rawValue: 1 << 3)
    /// Neighbours share their bottom edge.
    public static let alignAllBottom = Self(rawValue: 1 << 4)
    /// Neighbours share their leading edge.
    public static let alignAllLeading = Self(rawValue: 1 << 5)
    /// Neighbours share their trailing edge.
    public static let alignAllTrailing = Self(rawValue: 1 << 6)
    /// Neighbours share their horizontal centre.
    public static let alignAllCenterX = Self(rawValue: 1 << 9)
    /// Neighbours share their vertical centre.
    public static let alignAllCenterY = Self(rawValue: 1 << 10)
    /// Neighbours share their last baseline.
    public static let alignAllLastBaseline = Self(rawValue: 1 << 11)
    /// The deprecated name of ``alignAllLastBaseline``.
    public static let alignAllBaseline = alignAllLastBaseline
    /// Neighbours share their first baseline.
    public static let alignAllFirstBaseline = Self(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = Self(rawValue: 0xFFFF)

    /// Leading to trailing (the default).
    public static let directionLeadingToTrailing = Self([])
    /// Left to right whatever the language: left and right attributes.
    public static let directionLeftToRight = Self(rawValue: 1 << 16)
    /// Right to left whatever the language: the first view is rightmost.
    public static let directionRightToLeft = Self(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = Self(rawValue: 3 << 16)

    /// The alignments, in attribute order.
    var alignedAttributes: [LayoutAttribute] {
        let table: [(Self, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
            (.alignAllBottom, .bottom), (.alignAllLeading, .leading),
            (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}

/// Why a format string was refused: the message and where in the string.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, lowercase.
    public var message: String
    /// The format string.
    public var format: String
    /// The offset of the mistake in the string, in characters.
    public var offset: Int

    /// Creates an error.
    public init(_ message: String, format: String, offset: Int) {
        self.message = message
        self.format = format
        self.offset = offset
    }

    /// The message, the string and a caret under the mistake, as Apple's exception shows it.
    public var description: String {
        "\(message)\n\(format)\n\(String(repeating: " ", count: max(0, offset)))^"
    }
}
