// A conflict printed as UIKit logs it (apple-autolayout.md §11): the modern iOS header, the
// list as an NSArray description, "Will attempt to recover by breaking constraint", and the
// trailer, with each constraint described as -[NSLayoutConstraint description] does. Items
// print by name, as views with an accessibility identifier do, with the `names:` legend
// mapping names to addresses. Addresses are fake but stable: the same layout prints the same
// bytes, so the output can be compared with what a device printed.

import PlumbLayout

/// UIKit's "Unable to simultaneously satisfy constraints" report for a Plumb conflict.
///
/// ```swift
/// let account = ConflictExplanation.current(in: layout)[0]
/// print(ConflictLog.render(account, in: layout))
/// // Unable to simultaneously satisfy constraints.
/// // 	Probably at least one of the constraints in the following list is one you don't want. …
/// ```
public enum ConflictLog {
    /// The whole report, without a final newline.
    ///
    /// `width >= 0` members are left out: UIKit's engine keeps sizes non-negative without
    /// constraints, so its logs never list them.
    public static func render(_ explanation: ConflictExplanation, in layout: Layout) -> String {
        let listed = explanation.constraints
            .filter {
                if case .nonNegativeSize? = $0.systemKind { return false } else { return true }
            }
            .sorted { index(of: $0, in: layout) < index(of: $1, in: layout) }
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if listed.contains(where: {
            if case .autoresizing? = $0.systemKind { return true } else { return false }
        }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            )
        }
        lines += arrayLines(listed, in: layout)
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(description(of: explanation.broken, in: layout))
        lines.append("")
        lines.append(
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."
        )
        lines.append(
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        )
        return lines.joined(separator: "\n")
    }

    /// One constraint as `-[NSLayoutConstraint description]` prints it on iOS 10 and later:
    /// `<NSLayoutConstraint:0x600000c00010 'wide' H:|-(20)-[card]   (active, names: card:0x7f8000000020, '|':root:0x7f8000000010 )>`.
    public static func description(of c: LayoutConstraint, in layout: Layout) -> String {
        let kind = c.systemKind
        var text =
            "<" + (kind?.appleClassName ?? "NSLayoutConstraint") + ":"
            + address(0x6000_00c0_0000, index(of: c, in: layout))
        if let mask = kind?.autoresizingMask { text += " " + mask }
        if let identifier = c.identifier { text += " '" + identifier + "'" }
        var legend: [String] = []
        func name(_ item: any LayoutItem) -> String {
            if let guide = item as? LayoutGuide, guide.isSystemGuide {
                return "UILayoutGuide:" + itemAddress(guide, in: layout) + "'"
                    + (guide.kind.appleIdentifier ?? guide.name) + "'"
            }
            let entry = item.name + ":" + itemAddress(item, in: layout)
            if !legend.contains(entry) { legend.append(entry) }
            return item.name
        }
        // The superview's entry comes after the items', as in UIKit's logs.
        var parents: [String] = []
        func superviewEntry(of item: any LayoutItem) {
            guard let parent = (item as? View)?.superview ?? item.owningView else { return }
            let entry = "'|':" + parent.name + ":" + itemAddress(parent, in: layout)
            if !parents.contains(entry) { parents.append(entry) }
        }
        text += " " + body(of: c, name: name, superview: superviewEntry)
        if !c.priority.isRequired { text += " priority:" + number(c.priority.value) }
        text += "   (" + (c.isActive ? "active" : "inactive")
        legend += parents
        if !legend.isEmpty { text += ", names: " + legend.joined(separator: ", ") + " " }
        return text + ")>"
    }

    // MARK: - Bodies

    private static func body(
        of c: LayoutConstraint, name: (any LayoutItem) -> String,
        superview: (any LayoutItem) -> Void
    ) -> String {
        switch c.systemKind {
        case .autoresizing(let part)?, .windowFrame(let part)?:
            // Frame constraints relate a view to its superview's origin: Apple prints them
            // with the engine's minX/minY and the constant alone.
            if case .autoresizing = c.systemKind { superview(c.firstItem) }
            return name(c.firstItem) + "." + part.rawValue + " == " + constant(c.constant)
        case .contentHugging?, .compressionResistance?:
            let view = c.firstItem as? View
            let axis = c.systemKind?.axis ?? .horizontal
            let hug = view.map { number($0.contentHugging[axis].value) } ?? "250"
            let resist = view.map { number($0.compressionResistance[axis].value) } ?? "750"
            return name(c.firstItem) + "." + c.firstAttribute.rawValue + " == "
                + constant(c.constant)
                + " Hug:" + hug + " CompressionResistance:" + resist
        default:
            if let art = art(of: c, name: name, superview: superview) { return art }
            return equation(of: c, name: name)
        }
    }

    /// The VFL-like form Apple uses for spacing between an item and its superview or a
    /// sibling: `H:|-(8)-[a]`, `H:[a]-(8)-|`, `V:[a]-(24)-[b]`, `(LTR)` for left and right.
    private static func art(
        of c: LayoutConstraint, name: (any LayoutItem) -> String,
        superview: (any LayoutItem) -> Void
    ) -> String? {
        guard let second = c.secondSide, c.multiplier == 1 else { return nil }
        let a = c.firstAttribute
        let b = second.attribute
        let near: [LayoutAttribute] = [.leading, .left, .top]
        let far: [LayoutAttribute] = [.trailing, .right, .bottom]
        let axis = a.axis == .horizontal ? "H:" : "V:"
        let ltr = a == .left || a == .right ? "(LTR)" : ""
        let parentOfFirst = (c.firstItem as? View)?.superview ?? c.firstItem.owningView
        let parentOfSecond = (second.item as? View)?.superview ?? second.item.owningView
        let relation = c.relation == .equal ? "" : c.relation.rawValue
        // The standard spacing prints symbolically, as Apple's descriptions do: `NSSpace(8)`.
        let value = c.isStandardSpacing ? "NSSpace(" + number(c.constant) + ")" : number(c.constant)
        let gap =
            "-(" + relation + value
            + (c.priority.isRequired ? "" : "@" + number(c.priority.value)) + ")-"
        if a == b, near.contains(a), parentOfFirst === second.item {
            superview(c.firstItem)
            return axis + "|" + gap + "[" + name(c.firstItem) + "]" + ltr
        }
        if a == b, far.contains(a), parentOfSecond === c.firstItem {
            superview(second.item)
            return axis + "[" + name(second.item) + "]" + gap + "|" + ltr
        }
        if let i = near.firstIndex(of: a), far.firstIndex(of: b) == i,
            parentOfFirst != nil, parentOfFirst === parentOfSecond
        {
            return axis + "[" + name(second.item) + "]" + gap + "[" + name(c.firstItem) + "]" + ltr
        }
        return nil
    }

    private static func equation(of c: LayoutConstraint, name: (any LayoutItem) -> String) -> String
    {
        var text = name(c.firstItem) + "." + c.firstAttribute.rawValue + " " + c.relation.rawValue
        guard let second = c.secondSide else { return text + " " + constant(c.constant) }
        text += " "
        if c.multiplier != 1 { text += number(c.multiplier) + "*" }
        text += name(second.item) + "." + second.attribute.rawValue
        if c.constant > 0 { text += " + " + number(c.constant) }
        if c.constant < 0 { text += " - " + number(-c.constant) }
        return text
    }

    // MARK: - Notation

    /// A constant alone, as Apple prints it: `80`, `- 16` (sign, space, magnitude).
    private static func constant(_ value: Double) -> String {
        value < 0 ? "- " + number(-value) : number(value)
    }

    /// `%g`, as Apple's descriptions print numbers (`AppleNotation.number`).
    static func number(_ value: Double) -> String { AppleNotation.number(value) }

    /// `constraints` as an NSArray's description prints them: one quoted, escaped element a
    /// line between `(` and `)`.
    static func arrayLines(_ constraints: [LayoutConstraint], in layout: Layout) -> [String] {
        var lines = ["("]
        for (k, c) in constraints.enumerated() {
            let element = "\"" + Escapes.backslash(description(of: c, in: layout)) + "\""
            lines.append("    " + element + (k == constraints.count - 1 ? "" : ","))
        }
        lines.append(")")
        return lines
    }

    private static func address(_ base: UInt64, _ index: Int) -> String {
        "0x" + String(base &+ UInt64(max(index, 0) + 1) &* 0x10, radix: 16)
    }

    private static func index(of c: LayoutConstraint, in layout: Layout) -> Int {
        layout.constraints.firstIndex { $0 === c } ?? layout.constraints.count
    }

    private static func itemAddress(_ item: any LayoutItem, in layout: Layout) -> String {
        address(0x7f80_0000_0000, layout.items.firstIndex { $0 === item } ?? layout.items.count)
    }
}
