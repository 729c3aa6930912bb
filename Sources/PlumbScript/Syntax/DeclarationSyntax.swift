import PlumbText

/// A property of a view, as given to `window`, `view` or `set`.
struct ViewPropertySyntax: Hashable, Sendable, CustomStringConvertible {
    /// The properties and their values.
    public enum Kind: Hashable, Sendable {
        /// `intrinsic WxH`: the intrinsic content size; `_` for no value on an axis.
        case intrinsic(SizeSyntax)
        /// `hug H V`: content-hugging priorities.
        case hugging(horizontal: PrioritySyntax, vertical: PrioritySyntax)
        /// `resist H V`: compression-resistance priorities.
        case compressionResistance(horizontal: PrioritySyntax, vertical: PrioritySyntax)
        /// `baseline B`: the baseline's distance from the top.
        case baseline(Double)
        /// `frame X Y W H`: the view is laid out by autoresizing, from this frame.
        case frame(RectSyntax)
        /// `autoresizing on|off`: `translatesAutoresizingMaskIntoConstraints`.
        case autoresizing(Bool)
        /// `margins T L B R` (or one number): the layout margins.
        case margins(EdgeInsetsSyntax)
        /// `direction rtl|ltr`: the layout direction.
        case direction(LayoutDirectionName)
        /// `safe T L B R` (or one number): a window's safe-area insets.
        case safeArea(EdgeInsetsSyntax)
    }

    /// The property and its value.
    public var kind: Kind
    /// Where it was written, keyword included.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The keyword that introduces the property.
    public var keyword: String {
        switch kind {
        case .intrinsic: return "intrinsic"
        case .hugging: return "hug"
        case .compressionResistance: return "resist"
        case .baseline: return "baseline"
        case .frame: return "frame"
        case .autoresizing: return "autoresizing"
        case .margins: return "margins"
        case .direction: return "direction"
        case .safeArea: return "safe"
        }
    }

    /// `keyword values`.
    public var description: String {
        switch kind {
        case .intrinsic(let size): return "intrinsic \(size)"
        case .hugging(let h, let v), .compressionResistance(let h, let v):
            return "\(keyword) \(h) \(v)"
        case .baseline(let offset): return "baseline \(formatExactNumber(offset))"
        case .frame(let rect): return "frame \(rect)"
        case .autoresizing(let on): return "autoresizing \(on ? "on" : "off")"
        case .margins(let insets), .safeArea(let insets): return "\(keyword) \(insets)"
        case .direction(let direction): return "direction \(direction)"
        }
    }
}

/// `window root 375x667 safe 44 0 34 0`: a top-level view whose frame is imposed.
struct WindowSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The window's name.
    public var name: NameSyntax
    /// The imposed size; both values are present.
    public var size: SizeSyntax
    /// Further properties in the order written (`safe`, `margins`, `direction`).
    public var properties: [ViewPropertySyntax] = []
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `window NAME WxH properties`.
    public var description: String {
        (["window", name.name, size.description] + properties.map(\.description)).joined(
            separator: " ")
    }
}

/// `view title in root intrinsic 120x21 hug 251 250`: a view laid out by constraints.
struct ViewSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The view's name.
    public var name: NameSyntax
    /// The superview (`in root`); `nil` for a view outside any hierarchy.
    public var parent: NameSyntax?
    /// Properties in the order written.
    public var properties: [ViewPropertySyntax] = []
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `view NAME in PARENT properties`.
    public var description: String {
        var words = ["view", name.name]
        if let parent { words += ["in", parent.name] }
        return (words + properties.map(\.description)).joined(separator: " ")
    }
}

/// `guide spacer in root`: a layout guide owned by a view.
struct GuideSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The guide's name.
    public var name: NameSyntax
    /// The view that owns the guide.
    public var owner: NameSyntax
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `guide NAME in OWNER`.
    public var description: String { "guide \(name.name) in \(owner.name)" }
}

/// `set title intrinsic 200x21 hug 250 250`: changes properties of a view, atomically.
struct SetSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The view to change.
    public var name: NameSyntax
    /// The properties to change, at least one, in the order written.
    public var properties: [ViewPropertySyntax]
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `set NAME properties`.
    public var description: String {
        (["set", name.name] + properties.map(\.description)).joined(separator: " ")
    }
}

/// `resize root 320x568`: changes a window's imposed size.
struct ResizeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The window to resize.
    public var name: NameSyntax
    /// The new size; both values are present.
    public var size: SizeSyntax
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `resize NAME WxH`.
    public var description: String { "resize \(name.name) \(size)" }
}

/// `move title to card`: reparents a view.
struct MoveSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The view to move.
    public var name: NameSyntax
    /// The new superview.
    public var parent: NameSyntax
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `move NAME to PARENT`.
    public var description: String { "move \(name.name) to \(parent.name)" }
}
