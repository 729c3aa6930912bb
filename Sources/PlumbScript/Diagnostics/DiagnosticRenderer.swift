import PlumbText

/// Draws diagnostics as annotated source, in the style of swift-syntax and clang.
///
/// ```
/// main.plumb:1:6: error: unknown attribute 'widht'; did you mean 'width'?
/// 1 | text.widht == 20
///   |      ^~~~~
///   |      width
/// ```
///
/// The first line names the file (when there is one), the location and the message. The
/// source line follows with its number in a gutter, then a caret under the first character
/// the diagnostic points at, with tildes under the rest of its range on that line. When the
/// diagnostic carries a fix-it on the same line, its replacement text is printed under the
/// caret. Notes follow, each drawn the same way.
///
/// Columns count UTF-8 bytes; the caret is placed by characters, and tabs before it are
/// copied, so it lines up under the text in a terminal.
struct DiagnosticRenderer: Sendable {
    /// The text the diagnostics' ranges refer to.
    public let source: String
    /// The file name printed before the location, or `nil` for shell input, which prints no
    /// location in the header.
    public let fileName: String?
    private let lines: SourceLines

    /// Creates a renderer for diagnostics about `source`.
    public init(source: String, fileName: String? = nil) {
        self.source = source
        self.fileName = fileName
        lines = SourceLines(source)
    }

    /// The diagnostic, its source line with a caret, its fix-it and its notes, with no final
    /// newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var output = header(diagnostic.severity.rawValue, diagnostic.message, diagnostic.range)
        output += annotation(for: diagnostic.range, fixIt: diagnostic.fixIts.first)
        for note in diagnostic.notes {
            output += "\n"
            if let range = note.range {
                output += header("note", note.message, range)
                output += annotation(for: range, fixIt: nil)
            } else {
                output += "note: \(note.message)"
            }
        }
        return output
    }

    /// Every diagnostic rendered in order, separated by newlines.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    private func header(_ severity: String, _ message: String, _ range: SourceRange) -> String {
        var prefix = ""
        if let fileName {
            prefix = range.start.isUnknown ? "\(fileName): " : "\(fileName):\(range.start): "
        }
        return "\(prefix)\(severity): \(message)"
    }

    /// The numbered source line and the caret line below it, with the fix-it's replacement
    /// when it is on the same line.
    private func annotation(for range: SourceRange, fixIt: FixIt?) -> String {
        lines.annotation(for: range, replacement: fixIt.map { ($0.range.start, $0.replacement) })
    }
}
