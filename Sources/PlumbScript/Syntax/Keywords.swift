/// The priorities a script can name: `@required`, `@high`, `@low`, `@fittingSize`.
enum NamedPriority: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case required, high, low, fittingSize

    /// 1000, 750, 250 or 50, as `UILayoutPriority`.
    public var value: Double {
        switch self {
        case .required: return 1000
        case .high: return 750
        case .low: return 250
        case .fittingSize: return 50
        }
    }

    /// The spelling.
    public var description: String { rawValue }
}

/// Where `pin … align` places an item inside its target, as in Align's `pin(alignment:)`.
enum PinAlignmentName: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case fill, center, top, bottom, leading, trailing
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// The spelling.
    public var description: String { rawValue }
}

/// The axis `pin` works along: `pin label horizontal` pins only the leading and trailing edges.
enum PinAxis: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case horizontal, vertical

    /// The spelling.
    public var description: String { rawValue }
}

/// A layout direction, as in `set root direction rtl`.
enum LayoutDirectionName: String, CaseIterable, Hashable, Sendable,
    CustomStringConvertible
{
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The spelling.
    public var description: String { rawValue }
}

/// The formats `export` writes.
enum ExportFormatName: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Anchor code, such as `a.widthAnchor.constraint(equalToConstant: 88)`.
    case swift
    /// `NSLayoutConstraint` descriptions, as Apple prints them.
    case apple
    /// Visual Format Language, where the layout can be written in it.
    case vfl

    /// The spelling.
    public var description: String { rawValue }
}

/// What `activate`, `deactivate` and `toggle` do.
enum ActivationAction: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case activate, deactivate, toggle

    /// The command's name.
    public var description: String { rawValue }
}

/// The orientation of a VFL string: `H:` (the default) or `V:`.
enum VisualFormatOrientation: String, CaseIterable, Hashable, Sendable,
    CustomStringConvertible
{
    case horizontal = "H"
    case vertical = "V"

    /// `H` or `V`.
    public var description: String { rawValue }
}
