import PlumbLayout

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
    public var components: [LayoutAttribute] {
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
