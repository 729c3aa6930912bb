import PlumbLayout

/// Where statements came from: a shell entry or a script file, with its whole text, so an
/// error can be drawn under its line and a constraint can remember its origin.
struct StatementSource {
    /// The whole entry or file.
    var text: String
    /// The file's name; nil for a shell entry.
    var fileName: String?
    /// The shell entry's number (1 for the first); 0 for a file.
    var entry: Int

    /// Where a constraint made by `statement` came from: `FILE:LINE` or the shell entry.
    func origin(of statement: StatementSyntax) -> ConstraintOrigin {
        guard let fileName else { return .shell(entry: entry) }
        return .source(file: fileName, line: statement.range.start.line)
    }

    /// The diagnostic drawn under its source line, named by file when there is one.
    func render(_ diagnostic: Diagnostic) -> String {
        DiagnosticRenderer(source: text, fileName: fileName).render(diagnostic)
    }

    /// The text `range` covers, or the empty string when it lies outside.
    func excerpt(_ range: SourceRange) -> String {
        let bytes = text.utf8
        let start = range.start.offset
        let end = range.end.offset
        guard !range.start.isUnknown, start >= 0, start <= end, end <= bytes.count else {
            return ""
        }
        let lower = bytes.index(bytes.startIndex, offsetBy: start)
        let upper = bytes.index(bytes.startIndex, offsetBy: end)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The statement as written, or its canonical form when the range is unknown.
    func text(of statement: StatementSyntax) -> String {
        let written = excerpt(statement.range)
        return written.isEmpty ? statement.formatted() : written
    }

    /// A one-line title for the statement (`undid: …`): its first line, `…` if it goes on.
    func title(of statement: StatementSyntax) -> String {
        let text = text(of: statement)
        // Bytes, not characters: a title is made for every statement a script runs.
        guard let newline = text.utf8.firstIndex(of: UInt8(ascii: "\n")) else { return text }
        return String(text[..<newline]) + " …"
    }

    /// The statement as a transcript shows an entry: `plumb> ` before the first line and
    /// `...> ` before each further one.
    func echo(of statement: StatementSyntax) -> String {
        Self.echo(text(of: statement))
    }

    /// `entry` with the shell's prompts.
    static func echo(_ entry: String) -> String {
        entry.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            ($0.offset == 0 ? "plumb> " : "...> ") + $0.element
        }.joined(separator: "\n")
    }

    /// The location just after the last byte of the text.
    var endLocation: TextPosition {
        var line = 1
        var column = 1
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return TextPosition(line: line, column: column, offset: text.utf8.count)
    }
}

/// One entry of the session's log: the statements one top-level statement recorded (one, or
/// all those of a loaded file), and how `undo` names it.
struct Change {
    /// A statement that changed the layout, with where it came from.
    struct Step {
        var statement: StatementSyntax
        var source: StatementSource
    }

    /// How `undo` and `redo` name the change: the statement's first line.
    var title: String
    /// The statements, in the order they ran.
    var steps: [Step] = []
    /// Where the change started, for an undo that costs the change; nil once the journal no
    /// longer reaches it (undo then rebuilds from the log).
    var start: UndoPoint?
}

/// A state a session can go back to: a layout, and a mark in its journal.
struct UndoPoint {
    let layout: Layout
    let mark: Layout.JournalMark
}

/// A copy of a session's layout as it was after the first `changeCount` changes of its log.
struct Checkpoint {
    var changeCount: Int
    var layout: Layout
}
