import PlumbText

/// Turns session text into tokens, one at a time, each with its source range.
///
/// The lexer is a small value: the parser pulls tokens with ``next()`` and looks ahead by
/// copying it. It never fails; text that is not a token becomes an ``TokenKind/invalid``
/// token whose value is the message the parser reports.
///
/// - `#` followed by a digit is a constraint number (`#3`); any other `#` starts a comment
///   that runs to the end of the line.
/// - Numbers are unsigned (`22`, `0.5`, `1e-05`); the parser handles signs, so `-22` is two
///   tokens. Magnitudes above 10⁷ are invalid tokens.
/// - `375x667`, `120x_` and `_x21` are sizes; `_` means "no value".
/// - `--json` is a flag; `--` not followed by a letter is two minus signs.
/// - A file name can be written bare (`save sessions/a.plumb`): the parser asks for it with
///   ``nextPath()``, which reads up to the next space, `;` or line end.
///
/// ```swift
/// var lexer = Lexer("a.width == 88")
/// lexer.next().text   // "a"
/// lexer.next().kind   // .dot
/// ```
struct Lexer: Sendable {
    let bytes: [UInt8]
    var offset = 0
    private var line = 1
    private var lineStart = 0

    /// Creates a lexer at the start of `source`.
    public init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Every token of `source`, ending with a single ``TokenKind/end`` token.
    public static func tokenize(_ source: String) -> [Token] {
        var lexer = Lexer(source)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    /// The location of the next byte.
    public var location: TextPosition {
        TextPosition(line: line, column: offset - lineStart + 1, offset: offset)
    }

    /// Moves the lexer to `location`, which must be a location this lexer produced.
    public mutating func reset(to location: TextPosition) {
        offset = min(max(location.offset, 0), bytes.count)
        line = location.line
        lineStart = offset - (location.column - 1)
    }

    /// The next token; ``TokenKind/end`` at the end of the input, and again after it.
    public mutating func next() -> Token {
        skipSpacesAndComments()
        let start = location
        guard let byte = peek() else {
            return Token(kind: .end, text: "", range: SourceRange(at: start))
        }
        switch byte {
        case UInt8(ascii: "\n"):
            offset += 1
            let token = make(.newline, from: start)
            line += 1
            lineStart = offset
            return token
        case UInt8(ascii: "_")
        where isSizeComponentStart(at: offset + 2) && peek(1) == UInt8(ascii: "x"):
            if let size = lexSize(from: start, afterFirstComponent: offset + 1, width: nil) {
                return size
            }
            return lexIdentifier(from: start)
        case _ where isIdentifierStart(byte):
            return lexIdentifier(from: start)
        case _ where isDigit(byte):
            return lexNumberOrSize(from: start)
        case UInt8(ascii: ".")
        where peek(1).map(isDigit) == true
            && (offset == 0 || !isIdentifierContinue(bytes[offset - 1])):
            // `.5`, as C's strtod reads it (VFL strings from real code write `(.5)`); after a
            // name, `.` stays the member dot.
            return lexNumberOrSize(from: start)
        case UInt8(ascii: "#"):
            return lexConstraintNumber(from: start)
        case UInt8(ascii: "\""):
            return lexString(from: start)
        case UInt8(ascii: "-"):
            if peek(1) == UInt8(ascii: "-"), let letter = peek(2), isLetter(letter) {
                return lexFlag(from: start)
            }
            return single(.minus, from: start)
        case UInt8(ascii: "!"):
            offset += peek(1) == UInt8(ascii: "=") ? 2 : 1
            return invalid(
                from: start, "'\(text(from: start))' is not a relation; use '==', '<=' or '>='")
        default:
            if let kind = Self.punctuation[Int(byte)] { return single(kind, from: start) }
            if let pair = Self.operatorPairs[byte] { return lexOperatorPair(pair, from: start) }
            return lexUnknownCharacter(from: start)
        }
    }

    /// The two-byte operators by their first byte: the second byte, the token, and the message
    /// for the first byte alone (`=` is not `==`).
    private static let operatorPairs: [UInt8: (second: UInt8, kind: TokenKind, alone: String)] = [
        UInt8(ascii: "="): (
            UInt8(ascii: "="), .equalEqual, "'=' is not a relation; use '==' for equality"
        ),
        UInt8(ascii: "<"): (UInt8(ascii: "="), .lessEqual, "'<' is not a relation; use '<='"),
        UInt8(ascii: ">"): (UInt8(ascii: "="), .greaterEqual, "'>' is not a relation; use '>='"),
        UInt8(ascii: "&"): (
            UInt8(ascii: "&"), .ampAmp, "'&' is not an operator; use '&&' to join constraints"
        ),
    ]

    /// The operator `pair` when its second byte follows, an invalid token otherwise.
    private mutating func lexOperatorPair(
        _ pair: (second: UInt8, kind: TokenKind, alone: String), from start: TextPosition
    ) -> Token {
        if peek(1) == pair.second { return double(pair.kind, from: start) }
        offset += 1
        return invalid(from: start, pair.alone)
    }

    private static let punctuation: [TokenKind?] = {
        var table = [TokenKind?](repeating: nil, count: 256)
        let pairs: [(Character, TokenKind)] = [
            ("@", .at), (";", .semicolon), (",", .comma), (".", .dot), (":", .colon),
            ("*", .star), ("/", .slash), ("+", .plus), ("|", .pipe),
            ("{", .leftBrace), ("}", .rightBrace), ("[", .leftBracket), ("]", .rightBracket),
            ("(", .leftParen), (")", .rightParen),
        ]
        for (character, kind) in pairs {
            if let ascii = character.asciiValue { table[Int(ascii)] = kind }
        }
        return table
    }()

    // MARK: - Cursor

    func peek(_ distance: Int = 0) -> UInt8? {
        let index = offset + distance
        return index < bytes.count ? bytes[index] : nil
    }

    func text(from start: TextPosition) -> String {
        String(decoding: bytes[start.offset..<offset], as: UTF8.self)
    }

    func make(_ kind: TokenKind, from start: TextPosition, value: Token.Value = .none) -> Token {
        Token(
            kind: kind, text: text(from: start), range: SourceRange(start: start, end: location),
            value: value)
    }

    func invalid(from start: TextPosition, _ message: String) -> Token {
        make(.invalid, from: start, value: .error(message))
    }

    private mutating func single(_ kind: TokenKind, from start: TextPosition) -> Token {
        offset += 1
        return make(kind, from: start)
    }

    private mutating func double(_ kind: TokenKind, from start: TextPosition) -> Token {
        offset += 2
        return make(kind, from: start)
    }

    /// Skips spaces, tabs, carriage returns and comments, stopping at a line end.
    mutating func skipSpacesAndComments() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                offset += 1
            case UInt8(ascii: "#"):
                if let next = peek(1), isDigit(next) { return }
                while let byte = peek(), byte != UInt8(ascii: "\n") { offset += 1 }
            default:
                return
            }
        }
    }

    private mutating func lexIdentifier(from start: TextPosition) -> Token {
        while let byte = peek(), isIdentifierContinue(byte) { offset += 1 }
        return make(.identifier, from: start)
    }

    private mutating func lexFlag(from start: TextPosition) -> Token {
        offset += 2
        while let byte = peek(), isIdentifierContinue(byte) || byte == UInt8(ascii: "-") {
            offset += 1
        }
        let name = String(text(from: start).dropFirst(2))
        return make(.flag, from: start, value: .text(name))
    }

    private mutating func lexUnknownCharacter(from start: TextPosition) -> Token {
        let byte = bytes[offset]
        let length: Int
        switch byte {
        case 0xC0...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF7: length = 4
        default: length = 1
        }
        offset += 1
        // Take the continuation bytes of the scalar, but never past the input.
        while offset - start.offset < length, let next = peek(), next & 0xC0 == 0x80 {
            offset += 1
        }
        let character = text(from: start)
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F
        {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return invalid(from: start, "unexpected character U+\(padded)")
        }
        return invalid(from: start, "unexpected character '\(character)'")
    }
}

// MARK: - Character classes

func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
}

func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") }

func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
