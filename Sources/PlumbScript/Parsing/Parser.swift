import PlumbText

/// The parser of the session language: source text in, ``ScriptSyntax`` out.
///
/// ## How it works
///
/// The parser is hand-written recursive descent over a ``Lexer``, in the manner of
/// swift-syntax:
///
/// - **One function per production.** `parseStatement`, `parseConstraint`, `parseTerm`,
///   `parseVisualFormat`, `parseConnection`, … each parse one grammar production and return
///   its syntax node with the source range it covers. They are `mutating` because they
///   consume tokens.
/// - **One token of lookahead**, `current`, plus `peek(_:)`, which lexes ahead on a copy of
///   the lexer without consuming anything. Keywords are not reserved: the parser decides by
///   looking at the next token (`window.width == 10` is a constraint on a view named `window`,
///   `H: a.width == 1` a labelled constraint, `H:|[a]|` a VFL string).
/// - **Statements are atomic.** A production that meets a token it cannot accept throws a
///   ``ParseFailure``; the statement loop catches it, records one error in place of the
///   statement, and skips to the next statement boundary (a newline or `;` outside braces).
///   No partial statement ever reaches the interpreter.
/// - **Incomplete input is not an error.** When the input ends inside an open `{` or right
///   after `&&`, the result is ``ParseResult/incomplete(_:)``, so the shell can show its
///   `...>` prompt and parse again with the next line appended (Lua's `<eof>` check). Input
///   that ends in the middle of anything else is invalid: no further line could fix it.
/// - **Line ends** separate statements, except inside shorthand blocks, where they are
///   spaces, and after `&&`, where they are skipped.
/// - **Guards.** Every loop checks that it made progress (`LoopProgress`), and blocks may
///   nest at most ``maximumNestingLevel`` deep, so no input can make the parser spin or
///   overflow its stack. Nothing here traps on any input.
///
/// Semantic checks are left to the interpreter: whether names exist, and anchor typing (an
/// x-axis attribute related to a y-axis one). The parser checks only what the text alone
/// decides: that attributes, keywords and options exist (with "did you mean"), that
/// priorities lie in (0, 1000], and that numbers are finite and at most 10⁷ in magnitude.
///
/// ```swift
/// switch Parser.parse("group g {") {
/// case .incomplete:            print("...>")
/// case .complete(let script):  print(script.statements, script.diagnostics)
/// }
/// ```
struct Parser {
    /// How deeply `{ }` blocks may nest.
    public static let maximumNestingLevel = 32

    var lexer: Lexer
    /// The token being looked at; not yet consumed.
    var current: Token
    /// The end of the last consumed token, where a missing token is reported.
    var previousEnd: TextPosition
    /// Inside a shorthand block, line ends are spaces.
    var newlinesAreSpaces = false
    /// Where the end of input means "more to come" rather than an error.
    var continuation: IncompleteInput?
    /// Blocks open around the current token (for recovery).
    var openBraces = 0
    /// Blocks entered, checked against ``maximumNestingLevel``.
    var nestingLevel = 0

    init(_ source: String) {
        lexer = Lexer(source)
        previousEnd = lexer.location
        current = Token(kind: .end, text: "", range: SourceRange(at: previousEnd))
        current = fetch(&lexer)
    }

    /// Parses a shell entry: complete (with an error in place of each statement that did
    /// not parse), or incomplete when it ends inside an open `{` or after `&&`.
    public static func parse(_ source: String) -> ParseResult {
        var parser = Parser(source)
        let (items, incomplete) = parser.parseItems()
        if let incomplete { return .incomplete(incomplete) }
        return .complete(ScriptSyntax(items: items))
    }

    /// Parses a script file, where no more input will follow: an unclosed `{` or a final `&&`
    /// is an error at the end of the file.
    public static func parseScript(_ source: String) -> ScriptSyntax {
        var parser = Parser(source)
        var (items, incomplete) = parser.parseItems()
        if let incomplete {
            items.append(.error(incomplete.diagnostic(endingAt: parser.current.range.start)))
        }
        return ScriptSyntax(items: items)
    }

    // MARK: - Tokens

    /// Lexes the next significant token from `lexer`.
    func fetch(_ lexer: inout Lexer) -> Token {
        var token = lexer.next()
        while newlinesAreSpaces && token.kind == .newline { token = lexer.next() }
        return token
    }

    /// The token `distance` tokens after ``current``, without consuming anything.
    func peek(_ distance: Int = 1) -> Token {
        var lookahead = lexer
        var token = current
        for _ in 0..<max(distance, 0) { token = fetch(&lookahead) }
        return token
    }

    func at(_ kind: TokenKind) -> Bool { current.kind == kind }

    func at(word: String) -> Bool { current.isWord(word) }

    /// Consumes and returns the current token.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if token.kind != .end { previousEnd = token.range.end }
        current = fetch(&lexer)
        return token
    }

    /// Consumes the current token when it is of `kind`.
    mutating func consume(_ kind: TokenKind) -> Token? {
        at(kind) ? advance() : nil
    }

    /// Consumes a token of `kind`, or fails with `expected WHAT`.
    mutating func expect(_ kind: TokenKind, _ what: String) throws(ParseFailure) -> Token {
        guard at(kind) else { throw expected(what) }
        return advance()
    }

    /// Skips line ends (after `&&`, or when they may separate nothing).
    mutating func skipNewlines() {
        while at(.newline) { advance() }
    }

    /// Skips statement separators: line ends and `;`.
    mutating func skipSeparators() {
        while at(.newline) || at(.semicolon) { advance() }
    }

    /// Whether the current token ends a statement: a line end, `;`, `}` or the end.
    var atStatementEnd: Bool {
        switch current.kind {
        case .newline, .semicolon, .rightBrace, .end: return true
        default: return false
        }
    }

    /// The range from `start` to the end of the last consumed token.
    func range(from start: TextPosition) -> SourceRange {
        SourceRange(start: start, end: max(previousEnd, start))
    }

    /// Enters a `{ }` block opened by `open`, failing when blocks nest too deeply.
    mutating func enterBlock(_ open: Token) throws(ParseFailure) {
        guard nestingLevel < Self.maximumNestingLevel else {
            throw failure(
                .nestingTooDeep,
                "blocks are nested too deeply; the limit is \(Self.maximumNestingLevel) levels",
                at: open.range)
        }
        nestingLevel += 1
        openBraces += 1
    }

    /// Leaves the block entered last.
    mutating func leaveBlock() {
        nestingLevel -= 1
        openBraces -= 1
    }
}
