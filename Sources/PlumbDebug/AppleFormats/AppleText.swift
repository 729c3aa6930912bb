import PlumbLayout

// The text the Apple readers work on: UTF-8 bytes, each remembering where in the source it
// came from (a list element's `\"` and `\n` escapes are undone, so one byte of the unescaped
// description may stand for two or six of the log), and the map from a source offset to its
// line and column. Delimiters are ASCII, and UTF-8 never hides an ASCII byte inside a
// longer sequence, so scanning bytes is safe for any text.

/// The lines of a source text, to turn byte offsets into lines and columns.
struct SourceMap {
    /// The offset of the first byte of each line.
    let lineStarts: [Int]
    let count: Int

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
        count = bytes.count
    }

    /// The line (from 1) and column (from 1, in bytes) of `offset`.
    func position(_ offset: Int) -> TextPosition {
        let offset = min(max(offset, 0), count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return TextPosition(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }
}

/// A piece of text to parse, each byte with the source offset it came from.
struct AppleText {
    var bytes: [UInt8]
    /// The source offset of each byte, and one more for the end; empty for text that is its
    /// own source (then byte `i` came from `start + i`, with no array as long as the text:
    /// wrapping a whole log must cost nothing, as readers do it for every element).
    private var origins: [Int]
    private var start = 0

    init(bytes: [UInt8], origins: [Int]) {
        self.bytes = bytes
        self.origins = origins
    }

    /// Text that is its own source: byte `i` came from offset `start + i`.
    init(_ bytes: [UInt8], startingAt start: Int = 0) {
        self.bytes = bytes
        self.origins = []
        self.start = start
    }

    var count: Int { bytes.count }

    /// The text with each `<Class:0xADDR>` inside it written `Class:0xADDR`: old SnapKit
    /// printed every object by its own description
    /// (`<<App.LayoutConstraint:0x7f8a> <UIView:0x7f8b>.top == <_UILayoutGuide:0x7f8c>.bottom>`).
    func unwrappingObjects() -> AppleText {
        var dropped: [Int] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), let close = objectEnd(opening: index) {
                dropped += [index, close]
                index = close + 1
            } else {
                index += 1
            }
        }
        guard !dropped.isEmpty else { return self }
        var kept: [UInt8] = []
        var keptOrigins: [Int] = []
        var next = 0
        for (k, byte) in bytes.enumerated() {
            if next < dropped.count, dropped[next] == k {
                next += 1
                continue
            }
            kept.append(byte)
            keptOrigins.append(origin(k))
        }
        keptOrigins.append(origin(bytes.count))
        return AppleText(bytes: kept, origins: keptOrigins)
    }

    /// The `>` that closes `<Class:0xADDR>` opened at `open`, if that is what follows.
    private func objectEnd(opening open: Int) -> Int? {
        var index = open + 1
        while index < bytes.count, AppleNotation.isNameByte(bytes[index]) { index += 1 }
        guard index > open + 1, matches(":0x", at: index) else { return nil }
        index += 3
        let digits = index
        while index < bytes.count, AppleNotation.isHexDigit(bytes[index]) { index += 1 }
        guard index > digits, index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            return nil
        }
        return index
    }

    /// The source offset of byte `index` (the end when past it).
    func origin(_ index: Int) -> Int {
        let index = min(max(index, 0), bytes.count)
        guard !origins.isEmpty else { return start + index }
        return origins[min(index, origins.count - 1)]
    }

    func string(_ range: Range<Int>) -> String {
        let clamped =
            max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    /// `range` without spaces and tabs at either end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high, isBlank(bytes[low]) { low += 1 }
        while high > low, isBlank(bytes[high - 1]) { high -= 1 }
        return low..<high
    }

    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Whether the bytes at `index` are `literal`.
    func matches(_ literal: String, at index: Int) -> Bool {
        guard index >= 0 else { return false }
        var k = index
        for byte in literal.utf8 {
            guard k < bytes.count, bytes[k] == byte else { return false }
            k += 1
        }
        return true
    }

    /// The first index of `literal` within `range`.
    func first(_ literal: String, in range: Range<Int>) -> Int? {
        let length = literal.utf8.count
        guard range.count >= length else { return nil }
        var index = range.lowerBound
        while index + length <= range.upperBound {
            if matches(literal, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The last index of `literal` within `range`.
    func last(_ literal: String, in range: Range<Int>) -> Int? {
        let length = literal.utf8.count
        guard range.count >= length else { return nil }
        var index = range.upperBound - length
        while index >= range.lowerBound {
            if matches(literal, at: index) { return index }
            index -= 1
        }
        return nil
    }

    /// The index of the `)` that closes the `(` at `open`, counting nested pairs, within
    /// `limit`.
    func closingParenthesis(from open: Int, before limit: Int) -> Int? {
        var depth = 0
        var index = open
        while index < limit {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// A decimal number as `%g` or Swift prints it (`8`, `-7`, `0.384615`, `1e+07`, `10.0`).
    func number(_ range: Range<Int>) -> Double? {
        let text = string(trimmed(range))
        guard !text.isEmpty, text.utf8.allSatisfy(Self.isNumberByte), let value = Double(text),
            value.isFinite
        else { return nil }
        return value
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
