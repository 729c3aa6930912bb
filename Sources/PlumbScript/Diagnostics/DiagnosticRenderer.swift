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
    private let lines: [[UInt8]]

    /// Creates a renderer for diagnostics about `source`.
    public init(source: String, fileName: String? = nil) {
        self.source = source
        self.fileName = fileName
        var lines: [[UInt8]] = []
        var line: [UInt8] = []
        for byte in source.utf8 {
            if byte == UInt8(ascii: "\n") {
                lines.append(line)
                line = []
            } else {
                line.append(byte)
            }
        }
        lines.append(line)
        self.lines = lines
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

    /// The numbered source line and the caret line below it, each starting with a newline;
    /// empty when the range lies outside the text.
    private func annotation(for range: SourceRange, fixIt: FixIt?) -> String {
        let lineNumber = range.start.line
        guard lineNumber >= 1, lineNumber <= lines.count else { return "" }
        let line = lines[lineNumber - 1]
        let column = min(max(range.start.column, 1), line.count + 1)
        let prefix = line[..<(column - 1)]
        let underlined: Int
        if range.end.line == lineNumber {
            let end = min(max(range.end.column, column), line.count + 1)
            underlined = characterCount(line[(column - 1)..<(end - 1)])
        } else {
            underlined = characterCount(line[(column - 1)...])
        }
        let gutter = String(lineNumber)
        let blankGutter = String(repeating: " ", count: gutter.count)
        let indent = padding(for: prefix)
        let text = printable(line)
        var output = "\n\(gutter) |" + (text.isEmpty ? "" : " \(text)")
        output += "\n\(blankGutter) | \(indent)^"
        output += String(repeating: "~", count: max(0, underlined - 1))
        if let fixIt, fixIt.range.start.line == lineNumber, !fixIt.replacement.isEmpty,
            !fixIt.replacement.contains("\n")
        {
            let fixPrefix = line[..<min(max(fixIt.range.start.column - 1, 0), line.count)]
            output += "\n\(blankGutter) | \(padding(for: fixPrefix))\(fixIt.replacement)"
        }
        return output
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

    /// The line without a trailing carriage return.
    private func printable(_ line: [UInt8]) -> String {
        var text = String(decoding: line, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
