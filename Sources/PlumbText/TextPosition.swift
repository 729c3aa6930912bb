/// A position in a text (a session script, a console log, a trace): a 1-based line, a 1-based column and a 0-based offset.
///
/// Columns and offsets count UTF-8 bytes, as swift-syntax and swift-markdown do, so a location
/// is exact for any input; ``DiagnosticRenderer`` turns the column back into characters when it
/// draws a caret.
///
/// ```swift
/// let location = TextPosition(line: 2, column: 5, offset: 17)
/// print(location)   // 2:5
/// ```
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column in UTF-8 bytes, starting at 1.
    public var column: Int
    /// The offset from the start of the text in UTF-8 bytes, starting at 0.
    public var offset: Int

    /// Creates a location from its three coordinates.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The location of nodes made by a program rather than parsed (line 0, column 0).
    public static let unknown = TextPosition(line: 0, column: 0, offset: 0)

    /// Whether this is ``unknown``.
    public var isUnknown: Bool { line == 0 }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        lhs.offset < rhs.offset
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open span of text: from `start` up to, not including, `end`.
///
/// An empty range (`start == end`) marks a point, such as the place where a missing token
/// should have been.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first byte of the span.
    public var start: TextPosition
    /// The location just after the last byte of the span.
    public var end: TextPosition

    /// Creates the range from `start` up to `end`.
    public init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// Creates the empty range at `location`.
    public init(at location: TextPosition) {
        self.init(start: location, end: location)
    }

    /// The range of nodes made by a program rather than parsed.
    public static let unknown = SourceRange(at: .unknown)

    /// Whether the range covers no bytes.
    public var isEmpty: Bool { end.offset <= start.offset }

    /// The number of UTF-8 bytes covered.
    public var length: Int { max(0, end.offset - start.offset) }

    /// The smallest range that covers both ranges; an unknown range is ignored.
    public func union(_ other: SourceRange) -> SourceRange {
        if other.start.isUnknown { return self }
        if start.isUnknown { return other }
        return SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// `LINE:COLUMN-LINE:COLUMN`.
    public var description: String { "\(start)-\(end)" }
}

/// A text split into lines, to draw a caret under a place in it: the one way Plumb points at
/// source, for session scripts and Apple's text alike.
///
/// ```
/// 8 |     "<NSLayoutConstraint:0x60 UIView:0x7f.widht == 20>"
///   |                                           ^~~~~
/// ```
///
/// Columns count UTF-8 bytes; the caret is placed by characters, and tabs before it are
/// copied, so it lines up under the text in a terminal. A trailing carriage return is not
/// shown.
public struct SourceLines: Sendable {
    private let lines: [[UInt8]]

    /// Splits `text` at its line ends.
    public init(_ text: String) {
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map(Array.init)
    }

    /// Lines longer than this many bytes are shown as a window around the caret, with `…`
    /// where they were cut, as clang does: an error in a generated line of megabytes printed
    /// all of it.
    public static let widestShownLine = 200
    /// How many bytes of a cut line are shown before the caret.
    static let shownBeforeCaret = 80

    /// The numbered source line and the caret line below it, each starting with a newline.
    ///
    /// Tildes underline the rest of the range on that line; `replacement` is printed under the
    /// column it starts at, when it is on the same line. Empty when the range lies outside the
    /// text. A line longer than ``widestShownLine`` is cut around the caret.
    public func annotation(
        for range: SourceRange, replacement: (start: TextPosition, text: String)? = nil
    ) -> String {
        let lineNumber = range.start.line
        guard lineNumber >= 1, lineNumber <= lines.count else { return "" }
        let whole = lines[lineNumber - 1]
        let column = min(max(range.start.column, 1), whole.count + 1)
        let (first, last) = Self.window(of: whole, around: column - 1)
        let line = whole[first..<last]
        let cutBefore = first > 0 ? "…" : ""
        let cutAfter = last < whole.count ? "…" : ""
        let prefix = whole[first..<(column - 1)]
        let underlined: Int
        if range.end.line == lineNumber {
            let end = min(max(range.end.column - 1, column - 1), last)
            underlined = characterCount(whole[(column - 1)..<max(end, column - 1)])
        } else {
            underlined = characterCount(whole[(column - 1)..<last])
        }
        let gutter = String(lineNumber)
        let blankGutter = String(repeating: " ", count: gutter.count)
        let text = printable(line, cut: last < whole.count)
        var output = "\n\(gutter) |" + (text.isEmpty ? "" : " \(cutBefore)\(text)\(cutAfter)")
        let indent = cutBefore.isEmpty ? "" : " "
        output += "\n\(blankGutter) | \(indent)\(padding(for: prefix))^"
        output += String(repeating: "~", count: max(0, underlined - 1))
        if let replacement, replacement.start.line == lineNumber, !replacement.text.isEmpty,
            !replacement.text.contains("\n"), replacement.start.column - 1 >= first,
            replacement.start.column - 1 <= last
        {
            let fixPrefix = whole[first..<min(max(replacement.start.column - 1, first), last)]
            output += "\n\(blankGutter) | \(indent)\(padding(for: fixPrefix))\(replacement.text)"
        }
        return output
    }

    /// The bytes `first..<last` of `line` to show: all of a line up to ``widestShownLine``,
    /// otherwise that many around `caret` (``shownBeforeCaret`` before it), cut between
    /// characters.
    static func window(of line: [UInt8], around caret: Int) -> (first: Int, last: Int) {
        guard line.count > widestShownLine else { return (0, line.count) }
        var first = max(0, min(caret - shownBeforeCaret, line.count - widestShownLine))
        var last = min(line.count, first + widestShownLine)
        while first > 0, line[first] & 0xC0 == 0x80 { first -= 1 }
        while last < line.count, line[last] & 0xC0 == 0x80 { last += 1 }
        return (first, last)
    }

    private func characterCount(_ bytes: ArraySlice<UInt8>) -> Int {
        String(decoding: bytes, as: UTF8.self).count
    }

    /// Spaces, one per character of `prefix`, keeping its tabs so the caret lines up.
    private func padding(for prefix: ArraySlice<UInt8>) -> String {
        var padding = ""
        for character in String(decoding: prefix, as: UTF8.self) {
            padding.append(character == "\t" ? "\t" : " ")
        }
        return padding
    }

    /// The line without a trailing carriage return (`cut`: the line goes on after it).
    private func printable(_ line: ArraySlice<UInt8>, cut: Bool) -> String {
        var text = String(decoding: line, as: UTF8.self)
        if !cut, text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
