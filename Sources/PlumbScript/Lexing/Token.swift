import PlumbText

/// The kinds of token in the session language.
enum TokenKind: Hashable, Sendable {
    /// `[A-Za-z_][A-Za-z0-9_]*`: names and keywords (keywords are not reserved).
    case identifier
    /// An unsigned decimal number such as `22` or `0.5`; the parser handles signs.
    case number
    /// A size such as `375x667` or `120x_`.
    case size
    /// `#` followed by digits: a constraint number such as `#3`.
    case constraintNumber
    /// A double-quoted string, such as a file name with spaces.
    case string
    /// A file name written without quotes, lexed only where the parser asks for one.
    case path
    /// `--` followed by a name: an option such as `--json`.
    case flag
    /// `@`, `==`, `<=`, `>=` and `&&`.
    case at, equalEqual, lessEqual, greaterEqual, ampAmp
    /// Punctuation: `;` `,` `.` `:` `*` `/` `+` `-` `|`.
    case semicolon, comma, dot, colon, star, slash, plus, minus, pipe
    /// Brackets: `{` `}` `[` `]` `(` `)`.
    case leftBrace, rightBrace, leftBracket, rightBracket, leftParen, rightParen
    /// The end of a line; a statement separator outside shorthand blocks.
    case newline
    /// The end of the input.
    case end
    /// Text that is not a token, or a malformed literal; ``Token/value`` holds the message.
    case invalid
}

/// A token: its kind, its text as written, its source range and its value.
struct Token: Hashable, Sendable, CustomStringConvertible {
    /// The value a literal token stands for.
    public enum Value: Hashable, Sendable {
        case none
        /// A number's value.
        case number(Double)
        /// A size's width and height; `nil` for `_`.
        case size(width: Double?, height: Double?)
        /// A constraint number (`#3` holds 3).
        case integer(Int)
        /// A string's or path's contents, escapes resolved; a flag's name without `--`.
        case text(String)
        /// Why an ``TokenKind/invalid`` token is invalid: a diagnostic message.
        case error(String)
    }

    /// What kind of token this is.
    public var kind: TokenKind
    /// The token's text exactly as written.
    public var text: String
    /// Where the token is.
    public var range: SourceRange
    /// The literal value, for numbers, sizes, constraint numbers, strings, paths and flags.
    public var value: Value = .none

    /// The token as a diagnostic names it: `'text'`, `end of line` or `end of input`.
    public var description: String {
        switch kind {
        case .newline: return "end of line"
        case .end: return "end of input"
        default: return "'\(text)'"
        }
    }

    /// The number's value, for a ``TokenKind/number`` token.
    var number: Double? {
        if case .number(let value) = value { return value }
        return nil
    }

    /// Whether this is the identifier `word`.
    func isWord(_ word: String) -> Bool {
        kind == .identifier && text == word
    }
}
