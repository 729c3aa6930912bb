import PlumbLayout

// Finding the descriptions in a console log (apple-autolayout.md §11.1), tolerant of what
// pages and consoles do to it: any line prefix (timestamps, syslog, `[LayoutConstraints]`),
// tabs or spaces, the header missing or cut, several reports in one paste, quotes lost,
// markdown's `\<`, and the broken constraint on the same line or the next. A list element is
// an NSArray string, so its escapes (`\"`, `\\`, `\n`, `\t`, `\U00e9`) are undone, each byte
// remembering its column in the log so errors point at the right place; so are those of a
// trace line printed through cycript or as JSON (`\u2022UIView:0x…`).

/// What a console log holds: the reports, each with the constraints it lists and the one
/// UIKit broke, and the lines of an `_autolayoutTrace` pasted with it.
///
/// ```swift
/// let log = try ConsoleLog.parse(text)
/// log.reports[0].listed.count           // 3
/// log.reports[0].broken?.address        // "0x60800029e8c0"
/// ```
public struct ConsoleLog {
    /// One "Unable to simultaneously satisfy constraints" report, or the descriptions found
    /// without one.
    public struct Report {
        /// The constraints listed, in order.
        public var listed: [ConstraintDescription] = []
        /// The constraint UIKit broke to recover ("Will attempt to recover by breaking …").
        public var broken: ConstraintDescription?
        /// The line of the report's header (or of its first description).
        public var line: Int
    }

    /// The reports, in order; descriptions without a header form a report of their own.
    public var reports: [Report] = []
    /// The lines of a `_autolayoutTrace`, in order.
    public var trace: [TraceLine] = []
    /// Descriptions that could not be read, each with where and why.
    public var warnings: [AppleFormatError] = []

    /// Reads a console log, a list of descriptions, or a trace.
    ///
    /// - Throws: ``AppleFormatError`` when nothing in the text can be read: no description,
    ///   no trace line (then the first unreadable description's error, or what was expected).
    public static func parse(_ text: String) throws(AppleFormatError) -> ConsoleLog {
        var reader = LogReader(Array(text.utf8))
        reader.read()
        var log = reader.log
        log.reports.removeAll { $0.listed.isEmpty && $0.broken == nil }
        if log.reports.isEmpty && log.trace.isEmpty {
            if let redacted = reader.redactedAt {
                throw AppleFormatError(
                    "the constraints were redacted ('<private>'): the unified log hides them outside a debugging session; copy the report from Xcode's console while the app runs under the debugger",
                    at: redacted)
            }
            if let formatError = reader.visualFormatException() { throw formatError }
            if let first = log.warnings.first { throw first }
            throw AppleFormatError(
                "no constraint descriptions found: expected an 'Unable to simultaneously satisfy constraints' report or descriptions such as '<NSLayoutConstraint:0x600000071d10 UIView:0x7f.width == 80>'",
                at: TextPosition(line: 1, column: 1, offset: 0))
        }
        return log
    }
}

/// The line-by-line reader behind ``ConsoleLog/parse(_:)``.
struct LogReader {
    let bytes: [UInt8]
    let map: SourceMap
    var log = ConsoleLog()
    var redactedAt: TextPosition?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.map = SourceMap(bytes)
    }

    /// The byte range of line `index` (0-based), without its newline or carriage return.
    func line(_ index: Int) -> Range<Int> {
        let start = map.lineStarts[index]
        var end = index + 1 < map.lineStarts.count ? map.lineStarts[index + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    mutating func read() {
        let whole = AppleText(bytes)
        var index = 0
        var awaitingBroken = false
        // Lines at a trace's depth that do not read belong to the trace only beside lines
        // that do (blank lines between): a `|` in other text is not a trace.
        var inTrace = false
        var unreadTrace: [TraceLine] = []
        while index < map.lineStarts.count {
            let range = line(index)
            let continuesTrace = inTrace
            var held: [TraceLine] = []
            if !whole.trimmed(range).isEmpty {
                inTrace = false
                swap(&held, &unreadTrace)
            }
            if whole.first("Unable to simultaneously satisfy constraints", in: range) != nil
                || whole.first("Conflicting constraints detected", in: range) != nil
            {
                log.reports.append(ConsoleLog.Report(line: index + 1))
                awaitingBroken = false
            }
            if whole.first("<private>", in: range) != nil, redactedAt == nil {
                redactedAt = map.position(whole.first("<private>", in: range) ?? range.lowerBound)
            }
            // UIKit writes "…breaking constraint <…>", macOS 14 "…breaking <…>." (HeliPort's
            // log). A page that collapsed the report onto one line has the list before it.
            if let mark = whole.first(Self.breakingPhrase, in: range) {
                if mark > range.lowerBound {
                    index +=
                        readDescriptions(
                            in: range.lowerBound..<mark, line: index,
                            awaitingBroken: &awaitingBroken) ?? 0
                }
                awaitingBroken = true
                var after = whole.trimmed(
                    (mark + Self.breakingPhrase.utf8.count)..<range.upperBound)
                if whole.matches("constraint", at: after.lowerBound) {
                    after = (after.lowerBound + 10)..<after.upperBound
                }
                if let (description, lines, _) = rawDescription(startingIn: after, line: index) {
                    setBroken(description)
                    awaitingBroken = false
                    index += lines
                }
                index += 1
                continue
            }
            // A trace re-encoded with `\u` escapes is read as the trace it stands for.
            let unescaped = TraceLine.unescaped(whole, range)
            let traceText = unescaped ?? whole
            let traceRange = unescaped.map { 0..<$0.count } ?? range
            if let lines = readDescriptions(in: range, line: index, awaitingBroken: &awaitingBroken)
            {
                index += lines
            } else if let traceLine = TraceLine.parse(traceText, traceRange, map: map) {
                log.trace += held + [traceLine]
                inTrace = true
            } else if let unread = TraceLine.unreadable(traceText, traceRange, map: map) {
                if continuesTrace {
                    log.trace.append(unread)
                    inTrace = true
                } else {
                    unreadTrace = held + [unread]
                }
            }
            index += 1
        }
    }

    static let breakingPhrase = "Will attempt to recover by breaking"

    /// Apple's exception for a visual format string it could not parse, read as an error at
    /// the place its caret points to: `Unable to parse constraint format:`, the reason (on
    /// the same line or the next), the format, and a line with `^` under the culprit.
    func visualFormatException() -> AppleFormatError? {
        let whole = AppleText(bytes)
        let phrase = "Unable to parse constraint format:"
        var lineIndex = 0
        var mark: Int?
        while lineIndex < map.lineStarts.count, mark == nil {
            mark = whole.first(phrase, in: line(lineIndex))
            if mark == nil { lineIndex += 1 }
        }
        guard let mark else { return nil }
        // The rest of the phrase's line, then the lines after it, up to the caret's.
        var pieces: [Range<Int>] = [
            whole.trimmed((mark + phrase.utf8.count)..<line(lineIndex).upperBound)
        ]
        var next = lineIndex + 1
        while next < map.lineStarts.count, pieces.count < 4 {
            pieces.append(whole.trimmed(line(next)))
            next += 1
        }
        pieces.removeAll(where: \.isEmpty)
        // Without the quotes that close the exception's reason.
        func text(_ range: Range<Int>) -> String {
            var range = range
            while let last = range.last, whole.bytes[last] == UInt8(ascii: "'") {
                range = whole.trimmed(range.lowerBound..<last)
            }
            return whole.string(range)
        }
        let caretAt = pieces.firstIndex { range in
            let t = text(range)
            return t.hasPrefix("^")
        }
        var place = map.position(mark)
        var format: String?
        var reason = pieces.first.map(text) ?? ""
        if let caretAt, caretAt >= 1 {
            let formatRange = pieces[caretAt - 1]
            format = text(formatRange)
            reason = caretAt >= 2 ? text(pieces[caretAt - 2]) : ""
            // The caret counts from the start of the format's line as printed.
            let caretLine = line(map.position(pieces[caretAt].lowerBound).line - 1)
            let formatLine = line(map.position(formatRange.lowerBound).line - 1)
            let column = pieces[caretAt].lowerBound - caretLine.lowerBound
            place = map.position(min(formatLine.lowerBound + column, formatLine.upperBound))
        }
        var message =
            "this is Apple's exception for a visual format string it could not parse, not a constraint report"
        if !reason.isEmpty { message += ": \(reason)" }
        if let format {
            message +=
                "; try the format in the shell ('\(format)' after 'window', 'view' and 'metric' statements) to see where Plumb reads it differently"
        }
        return AppleFormatError(message, at: place)
    }

    /// Reads the list elements or raw descriptions in `range`, part of line `index`.
    ///
    /// They are listed, or the broken one when the phrase before them awaits it. Returns how
    /// many more lines the last of them took, or nil when `range` holds none.
    private mutating func readDescriptions(
        in range: Range<Int>, line index: Int, awaitingBroken: inout Bool
    ) -> Int? {
        if let quoted = firstElement(in: range) {
            // Every element on the line: a page may have lost the newlines between them.
            var next: Int? = quoted
            while let at = next {
                let end = listElement(from: at, in: range)
                next = end < range.upperBound ? firstElement(in: end..<range.upperBound) : nil
            }
            return 0
        }
        guard var (description, lines, end) = rawDescription(startingIn: range, line: index)
        else { return nil }
        while true {
            if awaitingBroken {
                setBroken(description)
                awaitingBroken = false
            } else if let description {
                addListed(description, line: index + 1)
            }
            // Further descriptions pasted on the same line.
            guard lines == 0, end < range.upperBound,
                let more = rawDescription(startingIn: end..<range.upperBound, line: index)
            else { break }
            (description, lines, end) = more
        }
        return lines
    }

    private mutating func addListed(_ description: ConstraintDescription, line: Int) {
        if log.reports.isEmpty { log.reports.append(ConsoleLog.Report(line: line)) }
        log.reports[log.reports.count - 1].listed.append(description)
    }

    private mutating func setBroken(_ description: ConstraintDescription?) {
        guard let description else { return }
        if log.reports.isEmpty {
            log.reports.append(ConsoleLog.Report(line: description.position.line))
        }
        log.reports[log.reports.count - 1].broken = description
    }

    /// The quote that opens the first list element (`"<…` or `"\<…`) in `range`.
    private func firstElement(in range: Range<Int>) -> Int? {
        // One scan for both forms: looking for each on its own would scan to the end of the
        // range for the one that is absent, at every element.
        let whole = AppleText(bytes)
        var index = range.lowerBound
        while index + 2 <= range.upperBound {
            if bytes[index] == UInt8(ascii: "\""),
                whole.matches("\"<", at: index)
                    || (index + 3 <= range.upperBound && whole.matches("\"\\<", at: index))
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A list element `"<…>"` starting at the quote: unescaped, then read.
    ///
    /// Returns the index
    /// after its closing quote.
    @discardableResult
    private mutating func listElement(from quote: Int, in range: Range<Int>) -> Int {
        var unescaped: [UInt8] = []
        var origins: [Int] = []
        var index = quote + 1
        var closed = false
        while index < range.upperBound, !closed {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                closed = true
                continue
            }
            if byte == UInt8(ascii: "\\"), index + 1 < range.upperBound {
                let next = bytes[index + 1]
                var decoded: [UInt8] = [next]
                var length = 2
                switch next {
                case UInt8(ascii: "n"): decoded = [0x0A]
                case UInt8(ascii: "t"): decoded = [0x09]
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    let hex = (index + 2)..<min(index + 6, range.upperBound)
                    if hex.count == 4, bytes[hex].allSatisfy(AppleNotation.isHexDigit),
                        let value = UInt32(String(decoding: bytes[hex], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(value)
                    {
                        decoded = Array(String(Character(scalar)).utf8)
                        length = 6
                    }
                default: break
                }
                unescaped += decoded
                origins += Array(repeating: index, count: decoded.count)
                index += length
                continue
            }
            unescaped.append(byte)
            origins.append(index)
            index += 1
        }
        origins.append(index)
        let text = AppleText(bytes: unescaped, origins: origins)
        do {
            let description = try DescriptionParser(text: text, map: map).parse()
            addListed(description, line: map.position(quote).line)
        } catch {
            log.warnings.append(error)
        }
        return index + 1
    }

    /// A description written out raw (`<NSLayoutConstraint:0x… …>`), starting within `range`.
    ///
    /// It may run on over a few lines when a label's text held a newline, and ends before
    /// the next description on its line. Returns the description (nil when it does not
    /// read; the warning is kept), how many more lines it took and where it ended; nil when
    /// `range` holds no description.
    private mutating func rawDescription(startingIn range: Range<Int>, line index: Int)
        -> (ConstraintDescription?, Int, Int)?
    {
        let whole = AppleText(bytes)
        var start: Int?
        var head = range.lowerBound
        var cursor = range.lowerBound
        while cursor < range.upperBound, start == nil {
            let open =
                bytes[cursor] == UInt8(ascii: "<")
                ? cursor + 1
                : (whole.matches("\\<", at: cursor) ? cursor + 2 : nil)
            if let open, looksLikeHead(at: open, before: range.upperBound) {
                start = cursor
                head = open
            }
            cursor += 1
        }
        guard let start else { return nil }
        var end = range.upperBound
        // The next description starts after this one's head: for markdown's `\<`, the `<`
        // after the backslash is still this one's, and so is old SnapKit's `<<Class:0x…>`.
        var scan = head + 1
        while scan < range.upperBound {
            if bytes[scan] == UInt8(ascii: "<"),
                looksLikeHead(at: scan + 1, before: range.upperBound)
            {
                end = scan
                break
            }
            scan += 1
        }
        var extra = 0
        while whole.last(">", in: start..<end) == nil, extra < 4,
            index + extra + 1 < map.lineStarts.count
        {
            extra += 1
            end = line(index + extra).upperBound
        }
        guard let close = whole.last(">", in: start..<end) else { return nil }
        // Markdown escapes `\<` and `\>`; a backslash before either is dropped.
        var text: [UInt8] = []
        var origins: [Int] = []
        var at = start
        while at <= close {
            if bytes[at] == UInt8(ascii: "\\"), at + 1 <= close,
                bytes[at + 1] == UInt8(ascii: "<") || bytes[at + 1] == UInt8(ascii: ">")
            {
                at += 1
                continue
            }
            text.append(bytes[at])
            origins.append(at)
            at += 1
        }
        origins.append(close + 1)
        do {
            let parsed = try DescriptionParser(
                text: AppleText(bytes: text, origins: origins), map: map
            ).parse()
            return (parsed, extra, close + 1)
        } catch {
            log.warnings.append(error)
            return (nil, extra, close + 1)
        }
    }

    /// Whether `…Constraint:` and an address or label start at `index`: the head of a
    /// constraint description.
    private func looksLikeHead(at index: Int, before limit: Int) -> Bool {
        var cursor = index
        while cursor < limit, DescriptionParser.isClassNameByte(bytes[cursor]),
            bytes[cursor] != UInt8(ascii: ">")
        {
            cursor += 1
        }
        guard cursor > index, cursor + 2 < limit, bytes[cursor] == UInt8(ascii: ":") else {
            return false
        }
        // An address, or the label SnapKit prints in its place (`LayoutConstraint:Min gap@…`).
        let name = String(decoding: bytes[index..<cursor], as: UTF8.self)
        return name.hasSuffix("Constraint") && !AppleText(bytes).isBlank(bytes[cursor + 1])
    }
}
