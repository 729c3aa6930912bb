import PlumbText

/// A message about session text: an error, a warning or a note, with where it applies.
///
/// Messages follow swift-syntax's style: lowercase, no final period, code in single quotes
/// (`unknown attribute 'widht'; did you mean 'width'?`). ``DiagnosticRenderer`` draws them
/// under the source line they point at.
///
/// ```swift
/// let diagnostic = Diagnostic(.unknownAttribute, "unknown attribute 'widht'", at: range)
/// print(DiagnosticRenderer(source: text, fileName: "main.plumb").render(diagnostic))
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The input is wrong; the statement it belongs to does nothing.
        case error
        /// The input works but is probably not what was meant.
        case warning
        /// A remark that explains another diagnostic.
        case note
    }

    /// A stable name for the kind of message, so clients and tests can match it without
    /// depending on the wording.
    public var id: DiagnosticID
    /// How serious the diagnostic is.
    public var severity: Severity
    /// The message: lowercase, no final period, code in single quotes.
    public var message: String
    /// Where the diagnostic applies; an empty range marks a point.
    public var range: SourceRange
    /// Further locations that explain the diagnostic, such as where a block was opened.
    public var notes: [Note]
    /// Edits that would fix the problem.
    public var fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(
        _ id: DiagnosticID, _ message: String, at range: SourceRange,
        severity: Severity = .error, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The location of the first byte the diagnostic points at.
    public var location: TextPosition { range.start }

    /// `LINE:COLUMN: SEVERITY: MESSAGE`, without the source line.
    public var description: String { "\(range.start): \(severity.rawValue): \(message)" }
}

/// A stable name for a kind of diagnostic, such as `unknownAttribute`.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name.
    public var rawValue: String

    /// Creates an id from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from a literal name.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The name.
    public var description: String { rawValue }
}

/// A remark attached to a diagnostic that points at another place in the text.
public struct Note: Hashable, Sendable {
    /// The remark: lowercase, no final period.
    public var message: String
    /// Where the remark applies, if anywhere.
    public var range: SourceRange?

    /// Creates a note.
    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// An edit that would fix a diagnostic: replace the text in `range` with `replacement`.
public struct FixIt: Hashable, Sendable {
    /// What the edit does, such as `replace 'widht' with 'width'`.
    public var message: String
    /// The text to replace; an empty range inserts.
    public var range: SourceRange
    /// The new text.
    public var replacement: String

    /// Creates a fix-it.
    public init(_ message: String, replacing range: SourceRange, with replacement: String) {
        self.message = message
        self.range = range
        self.replacement = replacement
    }

    /// `source` with this edit applied, or `source` unchanged when the range does not fit it.
    public func applied(to source: String) -> String {
        var bytes = Array(source.utf8)
        let start = range.start.offset
        let end = range.end.offset
        guard start >= 0, start <= end, end <= bytes.count else { return source }
        bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}
