// Errors and warnings about Apple text (console logs, constraint descriptions, traces): a
// message with the line and column it is about, drawn as the rest of Plumb draws diagnostics
// (`FILE:LINE:COL: error: …`, the line, a caret under the column).

/// A place in a text: a 1-based line, a 1-based column and a 0-based offset, both counting
/// UTF-8 bytes, as Plumb's diagnostics count them.
///
/// ```swift
/// let place = TextPosition(line: 8, column: 5, offset: 212)
/// print(place)   // 8:5
/// ```
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int
    /// The offset from the start of the text in UTF-8 bytes, from 0.
    public var offset: Int

    /// Creates a position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (a: TextPosition, b: TextPosition) -> Bool { a.offset < b.offset }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}

/// What is wrong with a piece of Apple text, and where.
///
/// The importer throws it when it can read nothing, and keeps it as a warning for a
/// description it cannot read among others it can (``ImportedLayout/warnings``).
///
/// ```swift
/// do {
///     _ = try ImportedLayout.read(text, fileName: "crash.log")
/// } catch {
///     print(error.rendered(in: text, fileName: "crash.log"))
/// }
/// ```
public struct AppleFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message: lowercase, no final period, code in single quotes.
    public var message: String
    /// Where the problem is.
    public var position: TextPosition

    /// Creates an error.
    public init(_ message: String, at position: TextPosition) {
        self.message = message
        self.position = position
    }

    /// `LINE:COLUMN: MESSAGE`.
    public var description: String { "\(position): \(message)" }

    /// The message drawn as Plumb's diagnostics are.
    ///
    /// A header `FILE:LINE:COL: SEVERITY: MESSAGE`, then the line with a caret under the
    /// column:
    ///
    /// ```
    /// crash.log:8:45: error: unknown attribute 'widht'
    /// 8 |     "<NSLayoutConstraint:0x60 UIView:0x7f.widht == 20>"
    ///   |                                           ^
    /// ```
    public func rendered(in text: String, fileName: String?, severity: String = "error")
        -> String
    {
        let place = fileName.map { "\($0):\(position): " } ?? "\(position): "
        var output = "\(place)\(severity): \(message)"
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard position.line >= 1, position.line <= lines.count else { return output }
        var line = Array(lines[position.line - 1])
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        let column = min(max(position.column, 1), line.count + 1)
        var padding = ""
        for character in String(decoding: line[..<(column - 1)], as: UTF8.self) {
            padding.append(character == "\t" ? "\t" : " ")
        }
        let gutter = String(position.line)
        let blank = String(repeating: " ", count: gutter.count)
        let shown = String(decoding: line, as: UTF8.self)
        output += "\n\(gutter) |" + (shown.isEmpty ? "" : " \(shown)")
        output += "\n\(blank) | \(padding)^"
        return output
    }
}
