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
        var ambiguous: [String] = []
        if let ambiguity {
            let details = (ambiguity + 18)..<range.upperBound
            var cursor = details.lowerBound
            while let brace = text.first("{id:", in: cursor..<details.upperBound) {
                var dot = brace
                while dot > cursor, bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
                ambiguous.append(text.string(min(dot + 1, brace)..<brace))
                cursor = brace + 4
            }
            if ambiguous.isEmpty { ambiguous = ["layout"] }
        }
        return TraceLine(
            depth: depth, marker: marker, item: item, ambiguous: ambiguous,
            position: map.position(text.origin(start)))
    }
}
