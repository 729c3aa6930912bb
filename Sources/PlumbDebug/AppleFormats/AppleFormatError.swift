import PlumbLayout

// Errors and warnings about Apple text (console logs, constraint descriptions, traces): a
// message with the line and column it is about, drawn as the rest of Plumb draws diagnostics
// (`FILE:LINE:COL: error: …`, the line, a caret under the column).

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
        output += SourceLines(text).annotation(for: SourceRange(at: position))
        return output
    }
}
