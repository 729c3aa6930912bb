import Testing

@testable import PlumbScript

/// The rendering of diagnostics, and how errors sit among statements in a script.
@Suite struct DiagnosticTests {
    @Test func rendersTheCaretUnderTheColumnWithAFixIt() {
        let source = "text.widht == 20"
        let errors = parseErrors(source)
        let rendered = DiagnosticRenderer(source: source, fileName: "main.plumb").render(errors)
        #expect(
            rendered == """
                main.plumb:1:6: error: unknown attribute 'widht'; did you mean 'width'?
                1 | text.widht == 20
                  |      ^~~~~
                  |      width
                """)
    }

    /// A line of megabytes (a generated `&&` chain) shows a window around the caret, cut
    /// between characters and marked with `…`, and the caret and fix-it stay under their
    /// text.
    @Test func aLongLineIsCutAroundTheCaret() {
        let head = String(repeating: "a.width == 1 && ", count: 40)
        let tail = String(repeating: " && é.width == 2", count: 40)
        let source = head + "text.widht == 20" + tail
        let rendered = DiagnosticRenderer(source: source, fileName: "main.plumb")
            .render(parseErrors(source))
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(rendered)")
        guard lines.count == 4 else { return }
        #expect(
            lines[0] == "main.plumb:1:646: error: unknown attribute 'widht'; did you mean 'width'?")
        #expect(lines[1].hasPrefix("1 | …") && lines[1].hasSuffix("…"))
        #expect(lines[1].utf8.count < 220)
        let caret = lines[2].firstIndex(of: "^").map {
            lines[2].distance(from: lines[2].startIndex, to: $0)
        }
        let word = lines[1].range(of: "widht").map {
            lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound)
        }
        #expect(caret != nil && caret == word)
        #expect(lines[2].hasSuffix("^~~~~"))
        #expect(lines[3].hasSuffix("width") && lines[3].count == lines[2].count)

        // A caret near the end shows the end; a line of the widest length is shown whole.
        let end = String(repeating: "é", count: 300) + " 20"
        let tailRendered = SourceLines(end).annotation(
            for: SourceRange(at: TextPosition(line: 1, column: 602, offset: 601)))
        #expect(tailRendered.hasPrefix("\n1 | …") && tailRendered.contains("é 20\n"))
        let exact = String(repeating: "x", count: SourceLines.widestShownLine)
        #expect(
            !SourceLines(exact).annotation(
                for: SourceRange(at: TextPosition(line: 1, column: 5, offset: 4))
            ).contains("…"))
    }

    /// Any line and any range, cut or not, draws without trapping, shows at most the widest
    /// window of the line (by characters, cut between them), and puts the caret under the
    /// character the range starts at.
    @Test(arguments: 0..<8)
    func randomLongLinesDrawAroundTheirCaret(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = ["a", "b", " ", "é", "日", "👍", "\t", "=="]
        for _ in 0..<60 {
            var line = ""
            for _ in 0..<Int.random(in: 0..<400, using: &random) {
                line += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let bytes = Array(line.utf8)
            // A column at a character boundary, 1-based, up to one past the end.
            var starts = [0]
            for (i, byte) in bytes.enumerated() where i > 0 && byte & 0xC0 != 0x80 {
                starts.append(i)
            }
            starts.append(bytes.count)
            let start = starts[Int.random(in: 0..<starts.count, using: &random)]
            let end = starts[Int.random(in: 0..<starts.count, using: &random)]
            let range = SourceRange(
                start: TextPosition(line: 1, column: start + 1, offset: start),
                end: TextPosition(line: 1, column: max(start, end) + 1, offset: max(start, end)))
            let drawn = SourceLines(line).annotation(for: range)
            let lines = drawn.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3, "\(line.debugDescription)")
            guard lines.count == 3 else { continue }
            let shown = lines[1].dropFirst(4)  // "1 | "
            // Each end may grow by up to 3 bytes to keep a character whole.
            #expect(shown.utf8.count <= SourceLines.widestShownLine + 6 + 2 * "…".utf8.count)
            // The caret stands under the range's first character.
            let text = shown.hasPrefix("…") ? shown.dropFirst() : shown
            let caretLine = lines[2].dropFirst(4)
            let indent = shown.hasPrefix("…") ? caretLine.dropFirst() : caretLine
            let before = indent.prefix { $0 != "^" }
            #expect(indent.contains("^"))
            let rest = String(line.utf8.dropFirst(start)) ?? ""
            if let first = rest.first, first != "\t" {
                #expect(
                    text.dropFirst(before.count).first == first,
                    "\(line.debugDescription) at \(start)")
            }
        }
    }

    @Test func shellInputHasNoLocationInTheHeader() {
        let source = "a.width == 10 20"
        let rendered = DiagnosticRenderer(source: source).render(parseErrors(source))
        #expect(
            rendered == """
                error: unexpected '20'; separate statements with ';' or a new line
                1 | a.width == 10 20
                  |               ^~
                """)
    }

    @Test func missingTokensPointJustAfterThePreviousOne() {
        let source = "a.width ==   # nothing here"
        let rendered = DiagnosticRenderer(source: source, fileName: "f").render(parseErrors(source))
        #expect(
            rendered == """
                f:1:11: error: expected a number or an item such as 'root.width' after '=='
                1 | a.width ==   # nothing here
                  |           ^
                """)
    }

    @Test func gutterWidensWithTheLineNumber() {
        let source = String(repeating: "undo\n", count: 11) + "view v in root hug 1 1️⃣,"
        let marked = MarkedSource(source)
        let errors = parseErrors(marked.text)
        #expect(errors.count == 1)
        let rendered = DiagnosticRenderer(source: marked.text, fileName: "f").render(errors)
        #expect(
            rendered == """
                f:12:22: error: expected a vertical priority after the horizontal one
                12 | view v in root hug 1 ,
                   |                      ^
                """)
    }

    @Test func tabsAndWideCharactersKeepTheCaretAligned() {
        let source = "\tview é"
        let errors = parseErrors(source)
        let rendered = DiagnosticRenderer(source: source).render(errors)
        #expect(
            rendered == """
                error: unexpected character 'é'
                1 | \tview é
                  | \t     ^
                """)
        #expect(errors.first?.location.column == 7)
    }

    @Test func notesWithoutARangeAreOneLine() {
        let diagnostic = Diagnostic(
            "custom", "something went wrong",
            at: SourceRange(at: Location(line: 1, column: 1, offset: 0)),
            notes: [Note("consider something else")])
        #expect(
            DiagnosticRenderer(source: "undo").render(diagnostic) == """
                error: something went wrong
                1 | undo
                  | ^
                note: consider something else
                """)
    }

    @Test func unknownRangesRenderOnlyTheHeader() {
        let diagnostic = Diagnostic("custom", "no place", at: .unknown, severity: .warning)
        #expect(
            DiagnosticRenderer(source: "undo", fileName: "x").render(diagnostic)
                == "x: warning: no place")
    }

    @Test func errorsTakeThePlaceOfTheirStatements() {
        let source = """
            window root 375x667
            view a in root; a.widht == 1; view b in root
            a.width == 10 && a.height ==
            view c in root
            """
        let script = Parser.parseScript(source)
        let kinds = script.items.map { item -> String in
            switch item {
            case .statement(let statement): return statement.description
            case .error(let diagnostic): return "error \(diagnostic.location)"
            }
        }
        #expect(
            kinds == [
                "window root 375x667", "view a in root", "error 2:19", "view b in root",
                "error 3:29", "view c in root",
            ])
    }

    @Test func aFailedGroupSkipsItsWholeBody() {
        let source = "group g {\n  a.widht == 1\n  b.width == 2 { }\n}\nview after in root"
        let script = Parser.parseScript(source)
        #expect(script.diagnostics.count == 1)
        #expect(script.diagnostics.first?.location.line == 2)
        #expect(script.statements.map(\.description) == ["view after in root"])
    }

    @Test func recoveryStopsAtASemicolon() {
        let script = Parser.parseScript("a.width = 1; b.width == 2")
        #expect(
            script.diagnostics.map(\.message) == ["'=' is not a relation; use '==' for equality"])
        #expect(script.diagnostics.first?.fixIts.first?.replacement == "==")
        #expect(script.statements.map(\.description) == ["b.width == 2"])
    }

    @Test func statementRangesCoverTheirText() {
        let source = "  a.width == 10 @750 ;view b in root # comment"
        let statements = parseStatements(source)
        #expect(statements.count == 2)
        #expect(statements[0].range.start.column == 3)
        #expect(statements[0].range.end.column == 21)
        #expect(statements[1].range.start.column == 23)
        #expect(statements[1].range.end.column == 37)
    }

    @Test func formattedScriptsEndEachStatementWithANewline() {
        let script = Parser.parseScript("window root 10x10; view a in root\n\n# comment\nundo")
        #expect(script.formatted() == "window root 10x10\nview a in root\nundo\n")
        #expect(Parser.parseScript(script.formatted()) == script)
    }
}
