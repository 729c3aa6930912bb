import PlumbText

/// Names, references, numbers, sizes, priorities, insets and file names.
extension Parser {
    /// Parses an identifier as a name, or fails with `expected WHAT`.
    mutating func parseName(_ what: String) throws(ParseFailure) -> NameSyntax {
        let token = try expect(.identifier, what)
        return NameSyntax(name: token.text, range: token.range)
    }

    /// Parses a name or a constraint number (`#3`).
    mutating func parseReference(_ what: String) throws(ParseFailure) -> ReferenceSyntax {
        switch current.kind {
        case .identifier:
            let token = advance()
            return ReferenceSyntax(kind: .name(token.text), range: token.range)
        case .constraintNumber:
            let token = advance()
            guard case .integer(let number) = token.value else { throw expected(what) }
            return ReferenceSyntax(kind: .number(number), range: token.range)
        default:
            throw expected(what)
        }
    }

    /// Parses one or more references up to the end of the statement.
    mutating func parseReferences(after keyword: Token) throws(ParseFailure) -> [ReferenceSyntax] {
        var references = [
            try parseReference("a name or a constraint number after '\(keyword.text)'")
        ]
        var progress = LoopProgress()
        while !atStatementEnd {
            guard progress.advanced(to: current) else { throw noProgress() }
            references.append(try parseReference("a name or a constraint number"))
        }
        return references
    }

    /// Whether `token` is a word people write for a non-finite number (`inf`, `NaN`).
    func isNonFiniteWord(_ token: Token) -> Bool {
        token.kind == .identifier && ["nan", "inf", "infinity"].contains(token.text.lowercased())
    }

    /// Whether a number, possibly signed, starts here.
    var atSignedNumber: Bool {
        if at(.number) { return true }
        return (at(.minus) || at(.plus)) && peek().kind == .number
    }

    /// Parses a number with an optional sign, or fails with `expected WHAT`.
    mutating func parseSignedNumber(_ what: String) throws(ParseFailure) -> Double {
        var sign = 1.0
        if (at(.minus) || at(.plus)) && peek().kind == .number {
            if advance().kind == .minus { sign = -1 }
        }
        if isNonFiniteWord(current) {
            throw failure(
                .invalidValue, "'\(current.text)' is not a finite number", at: current.range)
        }
        guard let value = current.number else { throw expected(what) }
        advance()
        return sign * value
    }

    /// Parses a size, `WxH`; unless `allowsNoValue`, both values must be given.
    mutating func parseSize(_ what: String, allowsNoValue: Bool) throws(ParseFailure) -> SizeSyntax
    {
        guard at(.size), case .size(let width, let height) = current.value else {
            throw expected(what)
        }
        if !allowsNoValue && (width == nil || height == nil) {
            throw failure(
                .invalidValue,
                "'_' is only allowed in an intrinsic size; give both a width and a height",
                at: current.range)
        }
        let token = advance()
        return SizeSyntax(width: width, height: height, range: token.range)
    }

    /// Parses a priority value without `@`: a number in (0, 1000] or a named priority.
    mutating func parsePriorityValue(_ what: String) throws(ParseFailure) -> PrioritySyntax {
        let start = current.range.start
        if at(.identifier), !isNonFiniteWord(current) {
            let token = advance()
            let name: NamedPriority = try knownKeyword(
                token, as: "priority",
                advice: "; use a number from 1 to 1000, 'required', 'high', 'low' or 'fittingSize'")
            return PrioritySyntax(kind: .named(name), range: token.range)
        }
        let value = try parseSignedNumber(what)
        let range = range(from: start)
        guard value > 0, value <= 1000 else {
            throw failure(
                .invalidValue,
                "priority '\(formatExactNumber(value))' is out of range; priorities lie between 1 and 1000",
                at: range)
        }
        return PrioritySyntax(kind: .value(value), range: range)
    }

    /// Parses `@PRIORITY` when the current token is `@`.
    mutating func parsePriorityIfPresent() throws(ParseFailure) -> PrioritySyntax? {
        guard consume(.at) != nil else { return nil }
        return try parsePriorityValue("a priority after '@', such as '750' or 'high'")
    }

    /// Parses one number or four (top left bottom right) after `keyword`.
    mutating func parseInsets(after keyword: Token) throws(ParseFailure) -> EdgeInsetsSyntax {
        let start = current.range.start
        var values: [Double] = []
        var progress = LoopProgress()
        while atSignedNumber, values.count < 4 {
            guard progress.advanced(to: current) else { throw noProgress() }
            values.append(try parseSignedNumber("a number"))
        }
        let range = range(from: start)
        switch values.count {
        case 0:
            throw expected("a number after '\(keyword.text)'")
        case 1:
            return EdgeInsetsSyntax(uniform: values[0], range: range)
        case 4:
            return EdgeInsetsSyntax(
                top: values[0], left: values[1], bottom: values[2], right: values[3], range: range)
        default:
            throw failure(
                .invalidValue, "'\(keyword.text)' takes one number or four (top left bottom right)",
                at: range)
        }
    }

    /// Parses a file name: a quoted string, or the bare text up to the next space, `;` or
    /// line end.
    mutating func parseFilePath(_ what: String) throws(ParseFailure) -> FilePathSyntax {
        switch current.kind {
        case .newline, .semicolon, .end:
            throw expected(what)
        case .string:
            break
        default:
            // The current token was lexed as ordinary tokens; read it again as a path.
            lexer.reset(to: current.range.start)
            current = lexer.nextPath()
        }
        guard at(.string) || at(.path), case .text(let path) = current.value else {
            throw expected(what)
        }
        let token = advance()
        return FilePathSyntax(path, range: token.range)
    }
}
