import PlumbLayout

// One line of `_autolayoutTrace` (apple-autolayout.md §12): the depth (one `|` per level,
// with three spaces or one after each), the marker (`*` laid out by Auto Layout, `+` by its
// autoresizing frame, `•` an engine host), the item, and what Apple found ambiguous. The
// importer takes the hierarchy from it, which a conflict report does not print.

/// One line of an `_autolayoutTrace`, as pasted with a log or exported by Plumb.
///
/// ```swift
/// // |   |   *UILabel:0x7f8…'Title'- AMBIGUOUS LAYOUT for UILabel:0x7f8…'Title'.minY{id: 12}
/// line.depth           // 2
/// line.marker          // "*"
/// line.item.className  // "UILabel"
/// line.ambiguous       // ["minY"]
/// ```
public struct TraceLine: Hashable, Sendable {
    /// How deep the item is: 0 for a window.
    public var depth: Int
    /// `*`, `+`, `•`, or empty.
    public var marker: String
    /// The item.
    public var item: DescribedItem
    /// The engine variables Apple reported ambiguous (`minX`, `minY`, `Width`, `Height`);
    /// `["layout"]` for a bare `- AMBIGUOUS LAYOUT`.
    public var ambiguous: [String]
    /// Where the line is.
    public var position: TextPosition
    /// The frame the line prints, in the owning view's coordinates: a layout guide's
    /// `layoutFrame` (iOS 11 and later print guides as their full description).
    public var frame: Rect? = nil
    /// Whether the line prints the item in a layout guide's form (``frame`` is then its
    /// `layoutFrame`).
    public var isGuide = false

    /// Reads one trace line; nil when the line is not one.
    static func parse(_ text: AppleText, _ range: Range<Int>, map: SourceMap) -> TraceLine? {
        let bytes = text.bytes
        var index = range.lowerBound
        var depth = 0
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "|") {
                depth += 1
            } else if !text.isBlank(bytes[index]) {
                break
            }
            index += 1
        }
        let start = index
        var marker = ""
        if text.matches("•", at: index) {
            marker = "•"
            index += "•".utf8.count
        } else if index < range.upperBound,
            bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "+")
        {
            marker = String(UnicodeScalar(bytes[index]))
            index += 1
        }
        if let guide = parseGuide(text, index..<range.upperBound) {
            return TraceLine(
                depth: depth, marker: marker, item: guide.item,
                ambiguous: ambiguity(text, from: guide.end, to: range.upperBound),
                position: map.position(text.origin(start)), frame: guide.frame, isGuide: true)
        }
        var legacy = false
        if index < range.upperBound, bytes[index] == UInt8(ascii: "<") {
            legacy = true
            index += 1
        }
        let nameStart = index
        while index < range.upperBound, DescriptionParser.isClassNameByte(bytes[index]),
            bytes[index] != UInt8(ascii: ">")
        {
            index += 1
        }
        guard index > nameStart, text.matches(":0x", at: index) else { return nil }
        let className = text.string(nameStart..<index)
        let addressStart = index + 1
        index += 3
        while index < range.upperBound, AppleNotation.isHexDigit(bytes[index]) { index += 1 }
        guard index > addressStart + 2 else { return nil }
        var item = DescribedItem(className: className, address: text.string(addressStart..<index))
        // Classes start with a capital or `_` (after any module); a lowercase word is a name,
        // as Plumb's own export prints views with an accessibility identifier.
        let last = className.split(separator: ".").last.map(String.init) ?? className
        if let first = last.unicodeScalars.first, ("a"..."z").contains(first),
            !className.contains(".")
        {
            item = DescribedItem(address: item.address, name: className)
        }
        if legacy, index < range.upperBound, bytes[index] == UInt8(ascii: ">") { index += 1 }
        let ambiguity = text.first("- AMBIGUOUS LAYOUT", in: index..<range.upperBound)
        let missing = text.first(", MISSING HOST CONSTRAINTS", in: index..<range.upperBound)
        let restEnd = [ambiguity, missing].compactMap { $0 }.min() ?? range.upperBound
        let rest = text.trimmed(index..<restEnd)
        if !rest.isEmpty {
            // Only a quoted text may follow the address.
            guard bytes[rest.lowerBound] == UInt8(ascii: "'"),
                bytes[rest.upperBound - 1] == UInt8(ascii: "'"),
                rest.count >= 2
            else { return nil }
            item.text = text.string((rest.lowerBound + 1)..<(rest.upperBound - 1))
        }
        return TraceLine(
            depth: depth, marker: marker, item: item,
            ambiguous: ambiguity.map { self.ambiguity(text, from: $0, to: range.upperBound) } ?? [],
            position: map.position(text.origin(start)))
    }

    /// The engine variables after `- AMBIGUOUS LAYOUT` (searched from `from`): `minY` of
    /// `….minY{id: 12}`; `["layout"]` when the marker names none; `[]` without a marker.
    private static func ambiguity(_ text: AppleText, from: Int, to end: Int) -> [String] {
        guard from < end, let marker = text.first("- AMBIGUOUS LAYOUT", in: from..<end) else {
            return []
        }
        var ambiguous: [String] = []
        var cursor = marker + 18
        while let brace = text.first("{id:", in: cursor..<end) {
            var dot = brace
            while dot > cursor, text.bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
            ambiguous.append(text.string(min(dot + 1, brace)..<brace))
            cursor = brace + 4
        }
        return ambiguous.isEmpty ? ["layout"] : ambiguous
    }

    /// A layout guide as iOS 11 and later print it in a trace.
    ///
    /// `<UILayoutGuide: 0x6000… - "UIViewLayoutMarginsGuide", layoutFrame = {{16, 20}, {343, 627}},
    /// owningView = <UIView: 0x7fa…; frame = (0 0; 375 667); …>>`. The form makes the guide,
    /// whatever the class: UIKit's private `_UILayoutSpacer`s of a stack view and
    /// `_UILayoutGuide`s, `UIFocusGuide`, `NSLayoutGuide`, an app's `MyApp.KeyboardGuide`. After
    /// the address comes ` - "identifier"` or `, layoutFrame = ` (a view's description has
    /// `; frame = (…)` there instead); a bare `<Class: 0x…>` is a guide when its class ends in
    /// `Guide`. Returns the item (its identifier as its text), its frame, and where the
    /// description ends.
    private static func parseGuide(_ text: AppleText, _ range: Range<Int>)
        -> (item: DescribedItem, frame: Rect?, end: Int)?
    {
        let bytes = text.bytes
        guard range.lowerBound < range.upperBound, bytes[range.lowerBound] == UInt8(ascii: "<")
        else { return nil }
        var index = range.lowerBound + 1
        let nameStart = index
        while index < range.upperBound, DescriptionParser.isClassNameByte(bytes[index]),
            bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: ":")
        {
            index += 1
        }
        let className = text.string(nameStart..<index)
        guard index > nameStart, text.matches(": 0x", at: index) else { return nil }
        let addressStart = index + 2
        index += 4
        while index < range.upperBound, AppleNotation.isHexDigit(bytes[index]) { index += 1 }
        guard index > addressStart + 2,
            text.matches(" - \"", at: index) || text.matches(", layoutFrame = ", at: index)
                || text.matches(", owningView = ", at: index)
                || (className.hasSuffix("Guide") && text.matches(">", at: index))
        else { return nil }
        var item = DescribedItem(className: className, address: text.string(addressStart..<index))
        if text.matches(" - \"", at: index) {
            let open = index + 4
            if let close = text.first("\"", in: open..<range.upperBound) {
                item.text = text.string(open..<close)
                index = close + 1
            }
        }
        var frame: Rect?
        if let at = text.first("layoutFrame = {{", in: index..<range.upperBound),
            let close = text.first("}}", in: at..<range.upperBound)
        {
            let numbers = text.string((at + 16)..<close)
                .split(whereSeparator: { $0 == "," || $0 == "{" || $0 == "}" || $0 == " " })
                .compactMap { Double($0) }
            if numbers.count == 4 {
                frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
            index = close + 2
        }
        // The description ends at the `>` that closes its `<`: the owning view's nests.
        var depth = 1
        var end = index
        while end < range.upperBound {
            if bytes[end] == UInt8(ascii: "<") { depth += 1 }
            if bytes[end] == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { break }
            }
            end += 1
        }
        return (item, frame, min(end + 1, range.upperBound))
    }
}
