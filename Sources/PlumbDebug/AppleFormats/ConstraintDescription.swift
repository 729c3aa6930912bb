// One constraint description as Apple prints it, read into its parts: the class, address and
// identifier, the two sides with their items, the relation, multiplier, constant and
// priority, the state, and the `names:` legend. ASCII-art bodies (`H:|-(8)-[UILabel:0x…]`)
// are turned into the equation they stand for, so everything downstream sees one shape.

import PlumbLayout

/// An item as a description prints it: `UILabel:0x7f8…'Leo Nicholson'`, or a name
/// (an accessibility identifier) such as `ItemCell`, whose address the legend gives.
///
/// ```swift
/// let label = DescribedItem(className: "UILabel", address: "0x7fd94ccacfa0", text: " ")
/// label.key   // "0x7fd94ccacfa0"
/// ```
public struct DescribedItem: Hashable, Sendable, CustomStringConvertible {
    /// The class (`UILabel`, `Trust.BrowserNavigationBar`); nil when printed by name.
    public var className: String?
    /// The address (`0x7fd94ccacfa0`), lowercase; nil when neither the body nor the legend
    /// gives one.
    public var address: String?
    /// The quoted text after the address.
    ///
    /// A label's text, a button's title, a guide's identifier (`UIViewLayoutMarginsGuide`).
    /// Apple cuts it to 25 characters and `...`.
    public var text: String?
    /// The name printed instead of `Class:0x…` (an accessibility identifier).
    public var name: String?
    /// True for a `|` whose legend entry is missing: the superview of the other item.
    public var isUnnamedSuperview = false

    /// Creates an item.
    public init(
        className: String? = nil, address: String? = nil, text: String? = nil,
        name: String? = nil
    ) {
        self.className = className
        self.address = address?.lowercased()
        self.text = text
        self.name = name
    }

    /// What identifies the item across descriptions: its address, else its name.
    public var key: String {
        if let address { return address }
        if let name { return "name:" + name }
        return isUnnamedSuperview ? "|" : "?" + (className ?? "")
    }

    /// As Apple prints it: `UILabel:0x7f…'text'`, or the name.
    public var description: String {
        if let className {
            return className + ":" + (address ?? "") + (text.map { "'\($0)'" } ?? "")
        }
        return name ?? (isUnnamedSuperview ? "|" : "?")
    }
}

/// One side of a described constraint: an item and an attribute.
public struct DescribedSide: Hashable, Sendable {
    /// The item.
    public var item: DescribedItem
    /// The attribute, with the engine's names mapped (`minX` is `left`).
    public var attribute: LayoutAttribute

    /// Creates a side.
    public init(_ item: DescribedItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A constraint description read into its parts: what `<NSLayoutConstraint:0x… …>` says.
///
/// Both of Apple's body forms are read into one equation,
/// `first relation multiplier × second + constant`:
/// `H:|-(8)-[UILabel:0x1]` (names: `'|':UIView:0x2`) becomes
/// `UILabel:0x1.leading == UIView:0x2.leading + 8`, and `V:[UIView:0x3(80)]` becomes
/// `UIView:0x3.height == 80`.
///
/// ```swift
/// let d = try ConstraintDescription.parse(
///     "<NSLayoutConstraint:0x6000 UIView:0x7f.width == - 16   (active)>")
/// d.constant   // -16
/// ```
public struct ConstraintDescription: Hashable, Sendable {
    /// How the body was written.
    public enum Form: Hashable, Sendable {
        /// `item.attr == …`.
        case equation
        /// `H:…` or `V:…`, with `(LTR)`/`(RTL)` when the attributes are left and right.
        case art
    }

    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, ….
    public var className: String
    /// The constraint's address, lowercase.
    public var address: String
    /// SnapKit's `@File.swift#61`: the file and line that made the constraint.
    public var sourceFile: String?
    /// The line in ``sourceFile``.
    public var sourceLine: Int?
    /// The autoresizing mask accessory: `h=--& v=--&`.
    public var autoresizingMask: String?
    /// The identifier, printed between quotes (`UIView-Encapsulated-Layout-Width`).
    public var identifier: String?
    /// How the body was written.
    public var form: Form
    /// The first side.
    public var first: DescribedSide
    /// The relation.
    public var relation: Relation
    /// The second side; nil for a constant (`UIView.width == 80`).
    public var second: DescribedSide?
    /// The multiplier (1 when none is printed).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The symbolic constant as printed (`NSSpace(8)`), when it was one.
    public var symbolicConstant: String?
    /// The priority (1000 when none is printed).
    public var priority: Double
    /// False for `(inactive)`; true for `(active)` and for legacy descriptions, which print
    /// no state.
    public var isActive: Bool
    /// An `NSContentSizeLayoutConstraint`'s `Hug:250`: the content-hugging priority.
    public var hugging: Double?
    /// An `NSContentSizeLayoutConstraint`'s `CompressionResistance:750`.
    public var compressionResistance: Double?
    /// The `names:` legend, in order.
    public var legend: [LegendEntry] = []
    /// The superview that `|` stands for, from the legend (`'|':UIView:0x…`).
    public var superview: DescribedItem?
    /// Where the description starts in the text it was read from.
    public var position: TextPosition

    /// One entry of the `names:` legend: a name and the address it stands for.
    public struct LegendEntry: Hashable, Sendable {
        /// The name as the body prints it (`ItemCell`).
        public var name: String
        /// The address, lowercase.
        public var address: String
    }

    /// The items of the description in order: the first, then the second.
    public var items: [DescribedItem] { [first.item] + (second.map { [$0.item] } ?? []) }

    /// Whether the constraint belongs to the autoresizing machinery.
    public var isAutoresizing: Bool {
        className == "NSAutoresizingMaskLayoutConstraint" || autoresizingMask != nil
    }

    /// Whether it is an intrinsic-size constraint (`NSContentSizeLayoutConstraint`): by its
    /// `Hug:` priorities, or by its class where a dump leaves them out (then the defaults,
    /// 250 and 750, apply).
    public var isContentSize: Bool {
        hugging != nil || className == "NSContentSizeLayoutConstraint"
    }
}
