import PlumbText

/// Numbers, sizes, constraint numbers, strings and bare paths.
extension Lexer {
    /// The largest magnitude a number may have; larger ones are invalid tokens.
    public static let maximumMagnitude: Double = 10_000_000

    /// Reads a file name at the next non-blank byte.
    ///
    /// A file name is a quoted string, or the bare text up to the next space, tab, `;` or
    /// line end, so `save sessions/a.plumb` needs no quotes. When there is no such text,
    /// returns ``next()``.
    public mutating func nextPath() -> Token {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        {
            offset += 1
        }
        let start = location
        if peek() == UInt8(ascii: "\"") { return lexString(from: start) }
        while let byte = peek(), !endsBarePath(byte) { offset += 1 }
        if offset == start.offset { return next() }
        let path = text(from: start)
        return make(.path, from: start, value: .text(path))
    }

    private func endsBarePath(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";")
    }

    mutating func lexNumberOrSize(from start: TextPosition) -> Token {
        let end = scanNumber(at: offset)
        if end < bytes.count, bytes[end] == UInt8(ascii: "x"), isSizeComponentStart(at: end + 1) {
            let width = Double(String(decoding: bytes[offset..<end], as: UTF8.self))
            if let size = lexSize(from: start, afterFirstComponent: end, width: width) {
                return size
            }
            offset = end
            while let byte = peek(), isIdentifierContinue(byte) || byte == UInt8(ascii: ".") {
                offset += 1
            }
            return invalid(
                from: start,
                "invalid size '\(text(from: start))'; write it as WIDTHxHEIGHT, such as '375x667'")
        }
        offset = end
        let text = self.text(from: start)
        guard let value = Double(text), let error = rangeError(value, text) else {
            return make(.number, from: start, value: .number(Double(text) ?? 0))
        }
        return invalid(from: start, error)
    }

    /// The message for a value that is not finite or is too large, or `nil` when it is fine.
    private func rangeError(_ value: Double, _ text: String) -> String? {
        guard !value.isFinite || abs(value) > Self.maximumMagnitude else { return nil }
        return "number '\(text)' is out of range; magnitudes above 10000000 are not allowed"
    }

    func isSizeComponentStart(at index: Int) -> Bool {
        index < bytes.count && (isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_"))
    }

    /// The end of the number that starts at `index`: digits, an optional fraction and an
    /// optional exponent (`1e-05`, as Swift prints small numbers).
    func scanNumber(at index: Int) -> Int {
        var end = index
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), isDigit(bytes[end + 1]) {
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        } else if end > index, end < bytes.count, bytes[end] == UInt8(ascii: "."),
            end + 1 == bytes.count || !isIdentifierContinue(bytes[end + 1])
        {
            // `8.`, as strtod reads it; `8.x` is left alone.
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if exponent < bytes.count,
                bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")
            {
                exponent += 1
            }
            if exponent < bytes.count, isDigit(bytes[exponent]) {
                end = exponent
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            }
        }
        return end
    }

    /// Lexes the rest of a size whose `x` is at `xIndex`, or returns `nil` (consuming
    /// nothing) when the text after the `x` is not a complete size component.
    mutating func lexSize(
        from start: TextPosition, afterFirstComponent xIndex: Int, width: Double?
    ) -> Token? {
        let componentStart = xIndex + 1
        guard componentStart < bytes.count else { return nil }
        var end: Int
        var height: Double?
        if bytes[componentStart] == UInt8(ascii: "_") {
            end = componentStart + 1
        } else {
            end = scanNumber(at: componentStart)
            height = Double(String(decoding: bytes[componentStart..<end], as: UTF8.self))
            if height == nil { return nil }
        }
        if end < bytes.count, isIdentifierContinue(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
            return nil
        }
        offset = end
        let text = self.text(from: start)
        for component in [width, height] {
            if let component, let error = rangeError(component, text) {
                return invalid(from: start, error)
            }
        }
        return make(.size, from: start, value: .size(width: width, height: height))
    }

    mutating func lexConstraintNumber(from start: TextPosition) -> Token {
        offset += 1
        while let byte = peek(), isDigit(byte) { offset += 1 }
        let digits = String(text(from: start).dropFirst())
        if let byte = peek(),
            isIdentifierContinue(byte)
                || byte == UInt8(ascii: ".") && (peek(1).map(isDigit) ?? false)
        {
            while let byte = peek(), isIdentifierContinue(byte) || byte == UInt8(ascii: ".") {
                offset += 1
            }
            return invalid(from: start, "invalid constraint number '\(text(from: start))'")
        }
        guard let number = Int(digits), number <= 1_000_000_000 else {
            return invalid(from: start, "constraint number '\(text(from: start))' is too large")
        }
        return make(.constraintNumber, from: start, value: .integer(number))
    }

    /// Lexes a double-quoted string, which ends on its line.
    ///
    /// The escapes are `\"`, `\\`, `\n` and `\t`; any other backslash stays as written.
    mutating func lexString(from start: TextPosition) -> Token {
        offset += 1
        var value: [UInt8] = []
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return make(
                    .string, from: start, value: .text(String(decoding: value, as: UTF8.self)))
            case UInt8(ascii: "\n"):
                return invalid(from: start, "unterminated string; add '\"' at its end")
            case UInt8(ascii: "\\"):
                switch peek(1) {
                case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                case let other?:
                    if other == UInt8(ascii: "\n") {
                        offset += 1
                        return invalid(from: start, "unterminated string; add '\"' at its end")
                    }
                    value.append(byte)
                    value.append(other)
                case nil:
                    offset += 1
                    return invalid(from: start, "unterminated string; add '\"' at its end")
                }
                offset += 2
            default:
                value.append(byte)
                offset += 1
            }
        }
        return invalid(from: start, "unterminated string; add '\"' at its end")
    }
}
