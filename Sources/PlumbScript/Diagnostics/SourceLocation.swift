/// A position in session text: a 1-based line, a 1-based column and a 0-based offset.
///
/// Columns and offsets count UTF-8 bytes, as swift-syntax and swift-markdown do, so a location
/// is exact for any input; ``DiagnosticRenderer`` turns the column back into characters when it
/// draws a caret.
///
/// ```swift
/// let location = SourceLocation(line: 2, column: 5, offset: 17)
/// print(location)   // 2:5
/// ```
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
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
    public static let unknown = SourceLocation(line: 0, column: 0, offset: 0)

    /// Whether this is ``unknown``.
    public var isUnknown: Bool { line == 0 }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open span of session text: from `start` up to, not including, `end`.
///
/// An empty range (`start == end`) marks a point, such as the place where a missing token
/// should have been.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first byte of the span.
    public var start: SourceLocation
    /// The location just after the last byte of the span.
    public var end: SourceLocation

    /// Creates the range from `start` up to `end`.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// Creates the empty range at `location`.
    public init(at location: SourceLocation) {
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
