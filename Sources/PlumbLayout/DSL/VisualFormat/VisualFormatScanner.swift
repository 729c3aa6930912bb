// Reading a format string for the Swift entry point: Apple's grammar (apple-autolayout.md §9)
// with the lenient forms Apple's parser accepts in shipped code — a relation and a priority
// on a bare spacing (`->=0@750-`), whitespace anywhere, `.5` and `8.` as strtod reads them.
// The session language has its own parser (PlumbScript), which reports line and column.

/// A format string read into its parts, names not yet resolved.
struct ParsedVisualFormat {
    /// `[relation] (number | name) [@ (number | name)]`.
    struct Predicate {
        enum Value {
            case number(Double)
            case name(String)
        }
        var relation: Relation
        var value: Value
        var priority: Value?
        /// Where the predicate starts.
        var offset: Int
    }

    enum Connection {
        case flush
        case standard
        case spacing([Predicate])
    }

    struct ViewPart {
        var name: String
        var predicates: [Predicate]
        var offset: Int
    }

    var vertical = false
    var leadingSuperview: Connection?
    var views: [ViewPart] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperview: Connection?
}

/// A character-level reader of one format string.
struct VisualFormatScanner {
    let text: String
    let characters: [Character]
    var index = 0

    init(_ text: String) {
        self.text = text
        self.characters = Array(text)
    }

    func failure(_ message: String, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(message, format: text, offset: offset ?? index)
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    /// The next character after spaces, without consuming it.
    mutating func peek() -> Character? {
        skipSpaces()
        return index < characters.count ? characters[index] : nil
    }

    mutating func consume(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        index += 1
        return true
    }

    mutating func expect(_ character: Character, _ what: String) throws(VisualFormatError) {
        guard consume(character) else { throw failure("expected \(what)") }
    }

    /// Reads the whole string.
    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        var format = ParsedVisualFormat()
        if let first = peek(), first == "H" || first == "V" {
            let start = index
            index += 1
            if consume(":") {
                format.vertical = first == "V"
            } else {
                index = start
            }
        }
        if consume("|") {
            format.leadingSuperview = try connection()
            guard peek() == "[" else {
                throw failure("expected a view such as '[button]' after '|'")
            }
        }
        format.views.append(try view())
        while let next = peek(), next == "-" || next == "[" || next == "|" {
            let link = try connection()
            if peek() == "[" {
                format.connections.append(link)
                format.views.append(try view())
            } else if consume("|") {
                format.trailingSuperview = link
                break
            } else {
                throw failure("expected a view or '|' after the connection")
            }
        }
        if peek() != nil { throw failure("unexpected '\(characters[index])' after the format") }
        return format
    }

    /// Nothing (flush), `-` (standard), `-N-`, `->=N@P-` or `-(predicates)-`.
    mutating func connection() throws(VisualFormatError) -> ParsedVisualFormat.Connection {
        guard consume("-") else { return .flush }
        switch peek() {
        case "[", "|":
            return .standard
        case "(":
            let list = try predicates()
            try expect("-", "'-' after the spacing predicates")
            return .spacing(list)
        case nil:
            throw failure("expected a spacing, a view or '|' after '-'")
        default:
            let only = try predicate()
            try expect("-", "'-' after the spacing")
            return .spacing([only])
        }
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func view() throws(VisualFormatError) -> ParsedVisualFormat.ViewPart {
        try expect("[", "a view such as '[button]'")
        skipSpaces()
        let offset = index
        guard let name = identifier() else { throw failure("expected a view name after '['") }
        var list: [ParsedVisualFormat.Predicate] = []
        if peek() == "(" { list = try predicates() }
        try expect("]", list.isEmpty ? "']' or '(' after the view name" : "']' to close the view")
        return ParsedVisualFormat.ViewPart(name: name, predicates: list, offset: offset)
    }

    /// `(predicate, …)`.
    mutating func predicates() throws(VisualFormatError) -> [ParsedVisualFormat.Predicate] {
        try expect("(", "'('")
        var list = [try predicate()]
        while consume(",") { list.append(try predicate()) }
        try expect(")", "',' or ')' after the predicate")
        return list
    }

    /// `[== | <= | >=] (number | name) [@ (number | name)]`.
    mutating func predicate() throws(VisualFormatError) -> ParsedVisualFormat.Predicate {
        skipSpaces()
        let offset = index
        var relation = Relation.equal
        for (spelling, value) in [
            ("==", Relation.equal), ("<=", .lessThanOrEqual),
            (">=", .greaterThanOrEqual),
        ]
        where text(at: index, hasPrefix: spelling) {
            index += 2
            relation = value
            break
        }
        guard let value = try self.value() else {
            throw failure("expected a number, a metric or a view name")
        }
        var priority: ParsedVisualFormat.Predicate.Value?
        if consume("@") {
            guard let written = try self.value() else {
                throw failure("expected a priority after '@', such as '750' or a metric")
            }
            priority = written
        }
        return ParsedVisualFormat.Predicate(
            relation: relation, value: value, priority: priority, offset: offset)
    }

    private func text(at offset: Int, hasPrefix prefix: String) -> Bool {
        let wanted = Array(prefix)
        guard offset + wanted.count <= characters.count else { return false }
        return Array(characters[offset..<offset + wanted.count]) == wanted
    }

    /// A number as strtod reads it, or a name; nil when neither starts here.
    mutating func value() throws(VisualFormatError) -> ParsedVisualFormat.Predicate.Value? {
        guard let first = peek() else { return nil }
        if let name = identifier() { return .name(name) }
        guard first.isASCII, first.isNumber || first == "-" || first == "+" || first == "." else {
            return nil
        }
        let start = index
        var end = index
        if characters[end] == "-" || characters[end] == "+" { end += 1 }
        var digits = 0
        while end < characters.count, characters[end].isASCII, characters[end].isNumber {
            end += 1
            digits += 1
        }
        if end < characters.count, characters[end] == "." {
            end += 1
            while end < characters.count, characters[end].isASCII, characters[end].isNumber {
                end += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponent = end + 1
            if exponent < characters.count,
                characters[exponent] == "-" || characters[exponent] == "+"
            {
                exponent += 1
            }
            if exponent < characters.count, characters[exponent].isASCII,
                characters[exponent].isNumber
            {
                end = exponent
                while end < characters.count, characters[end].isASCII, characters[end].isNumber {
                    end += 1
                }
            }
        }
        guard let number = Double(String(characters[start..<end])), number.isFinite,
            abs(number) <= 1e7
        else {
            throw failure("number '\(String(characters[start..<end]))' is out of range", at: start)
        }
        index = end
        return .number(number)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, or nil.
    mutating func identifier() -> String? {
        guard let first = peek(), first.isASCII, first.isLetter || first == "_" else { return nil }
        var end = index
        while end < characters.count, characters[end].isASCII,
            characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
        {
            end += 1
        }
        let name = String(characters[index..<end])
        index = end
        return name
    }
}
