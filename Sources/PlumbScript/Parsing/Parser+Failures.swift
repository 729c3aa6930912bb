import PlumbText

/// Why parsing a statement stopped: the input is wrong, or it ended where more must follow.
///
/// Internal: the parser's functions throw it, the statement loop catches it, and clients see
/// the result as a ``ScriptSyntax/Item/error(_:)`` or a ``ParseResult/incomplete(_:)``.
enum ParseFailure: Error {
    /// The statement is wrong; it produces no syntax.
    case invalid(Diagnostic)
    /// The input ended inside an open `{` or after `&&`.
    case incomplete(IncompleteInput)
}

/// Guards a parsing loop against spinning: each iteration must start at a later token than
/// the one before (swift-syntax's `LoopProgressCondition`).
///
/// A loop that stops making progress is a parser bug; rather than trap, the parser reports it
/// as an internal error for the statement.
struct LoopProgress {
    private var lastOffset = -1

    /// Whether `token` starts after the token seen at the previous call.
    mutating func advanced(to token: Token) -> Bool {
        defer { lastOffset = token.range.start.offset }
        return token.range.start.offset > lastOffset
    }
}

extension Parser {
    /// The failure for a missing token: `expected WHAT`.
    ///
    /// It is reported just after the previous token when the line ends here, at the current
    /// token otherwise. At the end of the input inside a shorthand block, the input is
    /// incomplete instead. An invalid token reports its own message.
    func expected(_ what: String) -> ParseFailure {
        if current.kind == .end, let continuation { return .incomplete(continuation) }
        if current.kind == .invalid { return invalidToken() }
        let range: SourceRange
        switch current.kind {
        case .newline, .end: range = SourceRange(at: previousEnd)
        default: range = current.range
        }
        return .invalid(Diagnostic(.expected, "expected \(what)", at: range))
    }

    /// The failure for the current token, which cannot appear here.
    func unexpected(_ explanation: String) -> ParseFailure {
        if current.kind == .invalid { return invalidToken() }
        return .invalid(
            Diagnostic(.unexpected, "unexpected \(current)\(explanation)", at: current.range))
    }

    func invalidToken() -> ParseFailure {
        var message = "unexpected \(current)"
        if case .error(let text) = current.value { message = text }
        var fixIts: [FixIt] = []
        switch current.text {
        case "=": fixIts = [FixIt("replace '=' with '=='", replacing: current.range, with: "==")]
        case "&": fixIts = [FixIt("replace '&' with '&&'", replacing: current.range, with: "&&")]
        default: break
        }
        return .invalid(Diagnostic(.invalidToken, message, at: current.range, fixIts: fixIts))
    }

    /// A failure with its own message, at `range`.
    func failure(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Note] = [],
        fixIts: [FixIt] = []
    ) -> ParseFailure {
        .invalid(Diagnostic(id, message, at: range, notes: notes, fixIts: fixIts))
    }

    /// The failure for `token`, which names no `what`: `unknown WHAT 'TEXT'`, then a "did you
    /// mean" when one of `names` is close to `spelling` (the token's text unless given), then
    /// `advice` (such as `; use 'ltr' or 'rtl'`).
    func unknownKeyword(
        _ what: String, _ token: Token, among names: [String], spelling: String? = nil,
        advice: String = ""
    ) -> ParseFailure {
        failure(
            .unknownKeyword,
            "unknown \(what) '\(token.text)'"
                + NameSuggestion.didYouMean(spelling ?? token.text, in: names) + advice,
            at: token.range)
    }

    /// The keyword `token` spells, or the failure for an unknown `what` that suggests the
    /// closest of `Keyword`'s spellings (``unknownKeyword(_:_:among:spelling:advice:)``).
    ///
    /// ```swift
    /// let format: ExportFormatName = try knownKeyword(advance(), as: "format")
    /// ```
    func knownKeyword<Keyword: CaseIterable & RawRepresentable>(
        _ token: Token, as what: String, advice: String = ""
    ) throws(ParseFailure) -> Keyword where Keyword.RawValue == String {
        guard let keyword = Keyword(rawValue: token.text) else {
            throw unknownKeyword(
                what, token, among: Keyword.allCases.map(\.rawValue), advice: advice)
        }
        return keyword
    }

    /// The failure for a loop that stopped making progress: a parser bug, reported rather
    /// than trapped.
    func noProgress() -> ParseFailure {
        failure(
            .internalError, "internal error: the parser made no progress at \(current)",
            at: current.range)
    }
}

/// Diagnostic ids used by the parser, for clients and tests that match kinds of error.
extension DiagnosticID {
    /// A token is missing: `expected ... after ...`.
    public static let expected: DiagnosticID = "expected"
    /// A token is there that cannot be.
    public static let unexpected: DiagnosticID = "unexpected"
    /// Text that is not a token, or a malformed literal (the lexer's message).
    public static let invalidToken: DiagnosticID = "invalidToken"
    /// An attribute name that does not exist.
    public static let unknownAttribute: DiagnosticID = "unknownAttribute"
    /// A first word that is neither a command nor the start of a constraint.
    public static let unknownCommand: DiagnosticID = "unknownCommand"
    /// A keyword that does not exist in its position: a property, option, priority, alignment.
    public static let unknownKeyword: DiagnosticID = "unknownKeyword"
    /// A value outside its range: a priority, a division by zero, `_` in a size that needs both.
    public static let invalidValue: DiagnosticID = "invalidValue"
    /// A statement that cannot appear where it is, such as `window` inside a group.
    public static let misplacedStatement: DiagnosticID = "misplacedStatement"
    /// Something given twice, such as two `hug` properties.
    public static let duplicate: DiagnosticID = "duplicate"
    /// Blocks nested more deeply than ``Parser/maximumNestingLevel``.
    public static let nestingTooDeep: DiagnosticID = "nestingTooDeep"
    /// An open `{` at the end of a script file.
    public static let unclosedBrace: DiagnosticID = "unclosedBrace"
    /// A parser bug caught by a loop-progress check.
    public static let internalError: DiagnosticID = "internalError"
}
