import Testing

@testable import PlumbScript

/// Incomplete input (the shell's `...>` prompt) against invalid input.
@Suite struct IncompleteInputTests {
    @Test(arguments: [
        ("group g {", IncompleteInput.Reason.unclosedBrace),
        ("group g off {\n  a.width == 1", .unclosedBrace),
        ("group g {\n  a.width == 1;", .unclosedBrace),
        ("group g { group h {", .unclosedBrace),
        ("group g { group h { a.width == 1 }", .unclosedBrace),
        ("icon {", .unclosedBrace),
        ("icon { left == superview,", .unclosedBrace),
        ("icon { left == superview", .unclosedBrace),
        ("icon { left ==", .unclosedBrace),
        ("icon {\n  left == superview\n", .unclosedBrace),
        ("group g { icon { left == superview,", .unclosedBrace),
        ("a.width == 10 &&", .trailingConjunction),
        ("a.width == 10 &&\n", .trailingConjunction),
        ("a.width == 10 && # more to come", .trailingConjunction),
        ("a.width == 1; b.width == 2 &&", .trailingConjunction),
        ("group g {\n  a.width == 1 &&", .trailingConjunction),
    ])
    func incomplete(source: String, reason: IncompleteInput.Reason) {
        guard case .incomplete(let incomplete) = Parser.parse(source) else {
            Issue.record("expected incomplete input: \(source)")
            return
        }
        #expect(incomplete.reason == reason)
    }

    @Test(arguments: [
        "group g { a.width == }",
        "group g {\n  a.width ==",
        "group g { window w 1x1",
        "group g {\n  a.widht == 1",
        "a.width ==",
        "a.width == 10 && a.height",
        "icon { lfet == superview,",
        "H:|-[a]-",
        "frames --json --json",
        "save",
        "}",
    ])
    func invalid(source: String) {
        guard case .complete(let script) = Parser.parse(source) else {
            Issue.record("expected invalid, not incomplete: \(source)")
            return
        }
        #expect(script.hasErrors)
        #expect(script.statements.isEmpty)
    }

    @Test func continuationCompletesTheEntry() {
        var entry = "group compact {"
        for line in ["  text.top == button.bottom + 8", "  text.left == root.left + 22"] {
            guard case .incomplete = Parser.parse(entry) else {
                Issue.record("expected incomplete after \(entry)")
                return
            }
            entry += "\n" + line
        }
        entry += "\n}"
        guard case .group(let group)? = parseStatement(entry)?.kind else {
            Issue.record("not a group")
            return
        }
        #expect(group.statements.count == 2)
    }

    @Test func trailingConjunctionContinuesOnTheNextLine() {
        guard case .incomplete(let incomplete) = Parser.parse("a.width == 10 &&") else {
            Issue.record("expected incomplete")
            return
        }
        #expect(incomplete.range.start.column == 15)
        let statements = parseStatements("a.width == 10 &&\na.height == 20")
        #expect(statements.count == 1)
        guard case .constraints(let chain)? = statements.first?.kind else { return }
        #expect(chain.count == 2)
    }

    @Test func incompleteInputIsAnErrorInAScriptFile() {
        let source = "window root 10x10\ngroup g {\n  a.width == 1\n"
        let script = Parser.parseScript(source)
        #expect(script.statements.count == 1)
        #expect(script.diagnostics.count == 1)
        let error = script.diagnostics[0]
        #expect(error.message == "expected '}' to close the block")
        #expect(error.id == .unclosedBrace)
        #expect(error.location == Location(line: 4, column: 1, offset: source.utf8.count))
        #expect(error.notes.first?.range?.start == Location(line: 2, column: 9, offset: 26))
        let rendered = DiagnosticRenderer(source: source, fileName: "a.plumb").render(error)
        #expect(
            rendered == """
                a.plumb:4:1: error: expected '}' to close the block
                4 |
                  | ^
                  | }
                a.plumb:2:9: note: the block opens here
                2 | group g {
                  |         ^
                """)
    }

    @Test func trailingConjunctionIsAnErrorInAScriptFile() {
        let script = Parser.parseScript("a.width == 1 &&")
        #expect(script.diagnostics.map(\.message) == ["expected a constraint after '&&'"])
        #expect(script.statements.isEmpty)
    }

    @Test func incompleteTakesPrecedenceOverEarlierErrors() {
        guard case .incomplete = Parser.parse("a.widht == 1\ngroup g {") else {
            Issue.record("expected incomplete")
            return
        }
    }
}
