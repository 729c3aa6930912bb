// The one writer of the session language's declarations (`window`, `view`, `guide`): a saved
// session and an imported log both declare their items through it.

import PlumbLayout

/// What a declaration says about an item, in the words of the session language.
public struct ItemDeclaration: Sendable {
    /// What the item is.
    public enum Kind: Sendable {
        /// A window of this size.
        case window(Size)
        /// A view in the named parent.
        case view(in: String)
        /// A layout guide in the named parent.
        case guide(in: String)
    }

    /// The item's name in the session.
    public var name: String
    /// What the item is, and where.
    public var kind: Kind
    /// A view's intrinsic content size (`intrinsic WxH`, `_` for none on an axis).
    public var intrinsicSize = IntrinsicSize.none
    /// A view's content hugging (`hug H V`).
    public var hugging = AxisPriorities.defaultHugging
    /// A view's compression resistance (`resist H V`).
    public var compressionResistance = AxisPriorities.defaultCompressionResistance
    /// One offset for both baselines.
    public var baseline: Double?
    /// The frame of a view placed by its autoresizing mask.
    public var frame: Rect?
    /// Safe-area insets: a window's `safe`, a view's `set NAME safe`.
    public var safeArea = EdgeInsets.zero
    /// Layout margins (`margins`), 8 unless said.
    public var margins = EdgeInsets(8)
    /// A view's semantic layout direction (`direction`).
    public var direction: String?

    /// Creates a declaration with every other property at the language's default.
    public init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The statement that declares the item, and a `set` for a view's safe area, which its
    /// declaration cannot say; numbers written by `number`.
    public func statements(number: (Double) -> String) -> [String] {
        func insets(_ insets: EdgeInsets) -> String {
            let values = [insets.top, insets.left, insets.bottom, insets.right]
            if values.allSatisfy({ $0 == insets.top }) { return number(insets.top) }
            return values.map(number).joined(separator: " ")
        }
        var words: [String]
        var extra: [String] = []
        switch kind {
        case .window(let size):
            words = ["window", name, "\(number(size.width))x\(number(size.height))"]
            if safeArea != .zero { words += ["safe", insets(safeArea)] }
        case .view(let parent):
            words = ["view", name, "in", parent]
            if intrinsicSize != .none {
                let width = intrinsicSize.width.map(number) ?? "_"
                words += ["intrinsic", "\(width)x\(intrinsicSize.height.map(number) ?? "_")"]
            }
            if hugging != .defaultHugging {
                words += ["hug", number(hugging.horizontal.value), number(hugging.vertical.value)]
            }
            if compressionResistance != .defaultCompressionResistance {
                let p = compressionResistance
                words += ["resist", number(p.horizontal.value), number(p.vertical.value)]
            }
            if let baseline { words += ["baseline", number(baseline)] }
            if let frame {
                words += ["frame"] + [frame.x, frame.y, frame.width, frame.height].map(number)
            }
            if safeArea != .zero { extra.append("set \(name) safe \(insets(safeArea))") }
        case .guide(let parent):
            words = ["guide", name, "in", parent]
        }
        if margins != EdgeInsets(8) { words += ["margins", insets(margins)] }
        if let direction { words += ["direction", direction] }
        return [words.joined(separator: " ")] + extra
    }
}
