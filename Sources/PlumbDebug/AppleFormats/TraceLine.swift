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
    /// What a line at a trace's depth that cannot be read holds where the item would be.
    ///
    /// Nil for a line that reads; otherwise ``item`` is empty. The importer keeps such a
    /// line's place in the tree, so that the items under it are not moved to another view.
    public var unread: String? = nil

    /// Reads one trace line; nil when the line is not one.
    static func parse(_ text: AppleText, _ range: Range<Int>, map: SourceMap) -> TraceLine? {
        let bytes = text.bytes
        let (depth, marker, start, itemStart) = prefix(text, range)
        var index = itemStart
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
        var className = text.string(nameStart..<index)
        var isName = false
        if index == nameStart || !text.matches(":0x", at: index) {
            // An accessibility identifier stands where the class would, and may hold any
            // character (`Dynamic Stack View:0x7fad…`). Read only on an indented line or after
            // a marker, so that a sentence of the log is never taken for an item.
            guard !legacy, depth > 0 || !marker.isEmpty,
                let colon = identifierEnd(text, from: nameStart, to: range.upperBound)
            else { return nil }
            className = text.string(text.trimmed(nameStart..<colon))
            isName = true
            index = colon
        }
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
            isName = true
        }
        if isName { item = DescribedItem(address: item.address, name: className) }
        if legacy, index < range.upperBound, bytes[index] == UInt8(ascii: ">") { index += 1 }
        let restEnd = itemEnd(text, from: index, to: range.upperBound)
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
            ambiguous: ambiguity(text, from: restEnd, to: range.upperBound),
            position: map.position(text.origin(start)))
    }

    /// A line at a trace's depth whose item does not read.
    ///
    /// The line starts with at least one `|`. It keeps its depth, marker and ambiguity;
    /// ``unread`` holds what stands where the item would, and ``position`` points there. Nil
    /// for a line without `|` or without text after it.
    static func unreadable(_ text: AppleText, _ range: Range<Int>, map: SourceMap) -> TraceLine? {
        let (depth, marker, _, itemStart) = prefix(text, range)
        let end = itemEnd(text, from: itemStart, to: range.upperBound)
        let shown = text.trimmed(itemStart..<end)
        guard depth > 0, !shown.isEmpty else { return nil }
        var unread = text.string(shown)
        if unread.count > 80 { unread = String(unread.prefix(79)) + "…" }
        return TraceLine(
            depth: depth, marker: marker, item: DescribedItem(),
            ambiguous: ambiguity(text, from: end, to: range.upperBound),
            position: map.position(text.origin(shown.lowerBound)), unread: unread)
    }

    /// The depth (one `|` per level), the marker, where the marker starts and where the item
    /// starts.
    private static func prefix(_ text: AppleText, _ range: Range<Int>)
        -> (depth: Int, marker: String, start: Int, item: Int)
    {
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
        return (depth, marker, start, index)
    }

    /// Where the item's part of the line ends: at `- AMBIGUOUS LAYOUT` or
    /// `, MISSING HOST CONSTRAINTS`, else at the end.
    private static func itemEnd(_ text: AppleText, from: Int, to end: Int) -> Int {
        guard from < end else { return end }
        let ambiguity = text.first("- AMBIGUOUS LAYOUT", in: from..<end)
        let missing = text.first(", MISSING HOST CONSTRAINTS", in: from..<end)
        return [ambiguity, missing].compactMap { $0 }.min() ?? end
    }

    /// The `:` of the first `:0x` and hex digit in the item's part of the line, after some
    /// text: where an identifier printed in place of the class ends.
    private static func identifierEnd(_ text: AppleText, from: Int, to end: Int) -> Int? {
        let limit = itemEnd(text, from: from, to: end)
        var index = from
        while let colon = text.first(":0x", in: index..<limit) {
            if colon + 3 < limit, AppleNotation.isHexDigit(text.bytes[colon + 3]),
                !text.trimmed(from..<colon).isEmpty
            {
                return colon
            }
            index = colon + 1
        }
        return nil
    }

    /// The line with its `\uXXXX` escapes undone, when it has any.
    ///
    /// A trace printed through cycript or as JSON is escaped (`|   \u2022UIView:0x104b…`,
    /// `UILabel:0x1069…'\u6b22\u8fce'`). Surrogate pairs become one character; `\\`, `\"`,
    /// `\t` and `\n`, escaped the same way, are undone too. Each byte remembers where in the
    /// log it came from. Nil when the line has no `\u` escape, so that a backslash in a trace
    /// as Apple prints it stays as printed.
    static func unescaped(_ text: AppleText, _ range: Range<Int>) -> AppleText? {
        let bytes = text.bytes
        // The value of the `\uXXXX` at `index`, if one is there.
        func escape(at index: Int) -> UInt32? {
            guard index + 6 <= range.upperBound, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u") || bytes[index + 1] == UInt8(ascii: "U"),
                bytes[(index + 2)..<(index + 6)].allSatisfy(AppleNotation.isHexDigit)
            else { return nil }
            return UInt32(text.string((index + 2)..<(index + 6)), radix: 16)
        }
        guard range.contains(where: { escape(at: $0) != nil }) else { return nil }
        var decoded: [UInt8] = []
        var origins: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            var scalar: Unicode.Scalar?
            var length = 1
            if let value = escape(at: index) {
                if (0xD800...0xDBFF).contains(value), let low = escape(at: index + 6),
                    (0xDC00...0xDFFF).contains(low)
                {
                    scalar = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
                    length = 12
                } else {
                    scalar = Unicode.Scalar(value)
                    length = 6
                }
            } else if bytes[index] == UInt8(ascii: "\\"), index + 1 < range.upperBound {
                length = 2
                switch bytes[index + 1] {
                case UInt8(ascii: "\\"): scalar = "\\"
                case UInt8(ascii: "\""): scalar = "\""
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "n"): scalar = "\n"
                default: length = 1
                }
            }
            guard let scalar else {
                // Not an escape (or a lone surrogate): the byte as printed.
                decoded.append(bytes[index])
                origins.append(text.origin(index))
                index += 1
                continue
            }
            let utf8 = Array(String(Character(scalar)).utf8)
            decoded += utf8
            origins += Array(repeating: text.origin(index), count: utf8.count)
            index += length
        }
        origins.append(text.origin(range.upperBound))
        return AppleText(bytes: decoded, origins: origins)
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
