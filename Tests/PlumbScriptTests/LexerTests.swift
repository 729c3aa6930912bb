import Testing

@testable import PlumbScript

@Suite struct LexerTests {
    /// The kinds of the tokens of `source`, without the final end.
    private func kinds(_ source: String) -> [TokenKind] {
        Lexer.tokenize(source).map(\.kind).dropLast()
    }

    @Test(arguments: [
        ("a.width == 88", [TokenKind.identifier, .dot, .identifier, .equalEqual, .number]),
        ("a<=b>=c", [.identifier, .lessEqual, .identifier, .greaterEqual, .identifier]),
        ("x && y; z", [.identifier, .ampAmp, .identifier, .semicolon, .identifier]),
        (
            "{ } [ ] ( ) , : | * / + - @",
            [
                .leftBrace, .rightBrace, .leftBracket, .rightBracket, .leftParen, .rightParen,
                .comma,
                .colon, .pipe, .star, .slash, .plus, .minus, .at,
            ]
        ),
        (
            "H:|-22-[a]",
            [
                .identifier, .colon, .pipe, .minus, .number, .minus, .leftBracket, .identifier,
                .rightBracket,
            ]
        ),
        ("a\nb", [.identifier, .newline, .identifier]),
        ("a\r\nb", [.identifier, .newline, .identifier]),
        ("frames --json", [.identifier, .flag]),
        (
            "[a]--[b]",
            [
                .leftBracket, .identifier, .rightBracket, .minus, .minus, .leftBracket, .identifier,
                .rightBracket,
            ]
        ),
        ("- -8", [.minus, .minus, .number]),
        ("save \"a b.plumb\"", [.identifier, .string]),
        ("", []),
        ("   \t ", []),
    ])
    func tokenKinds(source: String, expected: [TokenKind]) {
        #expect(kinds(source) == expected)
    }

    @Test func constraintNumbersAndComments() {
        #expect(kinds("remove #3") == [.identifier, .constraintNumber])
        #expect(kinds("remove # a comment #3") == [.identifier])
        #expect(kinds("a #x\nb") == [.identifier, .newline, .identifier])
        #expect(kinds("#!/usr/bin/env plumb") == [])
        let tokens = Lexer.tokenize("#12")
        #expect(tokens[0].value == .integer(12))
    }

    @Test(arguments: [
        ("22", 22.0), ("0.5", 0.5), ("10000000", 10_000_000), ("1e-05", 0.00001), ("007", 7),
        ("2.5e3", 2500), (".5", 0.5), ("8.", 8),
    ])
    func numbers(source: String, value: Double) {
        let tokens = Lexer.tokenize(source)
        #expect(tokens.count == 2)
        #expect(tokens[0].kind == .number)
        #expect(tokens[0].value == .number(value))
    }

    @Test func aDotAfterANameIsTheMemberDot() {
        #expect(Lexer.tokenize("a.5").map(\.kind) == [.identifier, .dot, .number, .end])
        #expect(Lexer.tokenize("8.x").map(\.kind).prefix(2) == [.number, .dot])
    }

    @Test(arguments: [
        ("375x667", 375.0 as Double?, 667.0 as Double?), ("120x_", 120, nil), ("_x21", nil, 21),
        ("_x_", nil, nil), ("37.5x66.25", 37.5, 66.25),
    ])
    func sizes(source: String, width: Double?, height: Double?) {
        let tokens = Lexer.tokenize(source)
        #expect(tokens.map(\.kind) == [.size, .end])
        #expect(tokens[0].value == .size(width: width, height: height))
    }

    @Test func identifiersThatLookLikeSizes() {
        #expect(kinds("_x") == [.identifier])
        #expect(kinds("_xyz") == [.identifier])
        #expect(kinds("_x1a") == [.identifier])
        #expect(kinds("2xfoo") == [.number, .identifier])
    }

    @Test(arguments: [
        (
            "123456789",
            "number '123456789' is out of range; magnitudes above 10000000 are not allowed"
        ),
        ("1e400", "number '1e400' is out of range; magnitudes above 10000000 are not allowed"),
        (
            "20000000x10",
            "number '20000000x10' is out of range; magnitudes above 10000000 are not allowed"
        ),
        ("10x10x10", "invalid size '10x10x10'; write it as WIDTHxHEIGHT, such as '375x667'"),
        ("=", "'=' is not a relation; use '==' for equality"),
        ("<", "'<' is not a relation; use '<='"),
        ("!=", "'!=' is not a relation; use '==', '<=' or '>='"),
        ("&", "'&' is not an operator; use '&&' to join constraints"),
        ("é", "unexpected character 'é'"),
        ("\u{7}", "unexpected character U+0007"),
        ("\"abc", "unterminated string; add '\"' at its end"),
        ("#3a", "invalid constraint number '#3a'"),
        ("#99999999999999999999", "constraint number '#99999999999999999999' is too large"),
    ])
    func invalidTokens(source: String, message: String) {
        let token = Lexer.tokenize(source)[0]
        #expect(token.kind == .invalid)
        #expect(token.value == .error(message))
    }

    @Test func rangesCountLinesColumnsAndBytes() {
        let tokens = Lexer.tokenize("a\n  é bc")
        // a, newline, é (invalid), bc, end
        #expect(tokens.map(\.kind) == [.identifier, .newline, .invalid, .identifier, .end])
        #expect(tokens[0].range.start == Location(line: 1, column: 1, offset: 0))
        #expect(tokens[1].range.start == Location(line: 1, column: 2, offset: 1))
        #expect(tokens[2].range.start == Location(line: 2, column: 3, offset: 4))
        #expect(tokens[2].range.end == Location(line: 2, column: 5, offset: 6))
        #expect(tokens[3].range.start == Location(line: 2, column: 6, offset: 7))
        #expect(tokens[3].range.end.offset == 9)
        #expect(tokens[4].range.start == Location(line: 2, column: 8, offset: 9))
    }

    @Test func stringsResolveEscapes() {
        let token = Lexer.tokenize(#""a \"b\" \\ c\q""#)[0]
        #expect(token.kind == .string)
        #expect(token.value == .text(#"a "b" \ c\q"#))
    }

    @Test func barePathsRunToTheNextSpaceOrSemicolon() {
        var lexer = Lexer("save ../out/a-1.2.plumb; quit")
        _ = lexer.next()
        let path = lexer.nextPath()
        #expect(path.kind == .path)
        #expect(path.value == .text("../out/a-1.2.plumb"))
        #expect(lexer.next().kind == .semicolon)
        #expect(lexer.next().text == "quit")
    }

    @Test func flagsKeepTheirName() {
        let token = Lexer.tokenize("--installed")[0]
        #expect(token.kind == .flag)
        #expect(token.value == .text("installed"))
    }

    @Test func endRepeats() {
        var lexer = Lexer("a")
        _ = lexer.next()
        #expect(lexer.next().kind == .end)
        #expect(lexer.next().kind == .end)
    }
}
