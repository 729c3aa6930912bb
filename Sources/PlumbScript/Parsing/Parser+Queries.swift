import PlumbText

/// Queries, files and help.
///
/// ```
/// query  ::= COMMAND { argument | "--json" | "--installed" | "--svg" FILE | "--apple" }
/// export ::= "export" ("swift" | "apple" | "vfl") [ FILE ]
/// help   ::= "help" [ WORD | "==" | "<=" | ">=" | "@" | "&&" ]
/// ```
///
/// Options may come anywhere after the command. Each query checks its own arguments:
/// `frames [NAME…]`, `tree`, `show NAME|#N`, `constraints [NAME] [--installed]`,
/// `where #N|LABEL`, `common A B`, `why NAME[.ATTR]`, `check`, `ambiguity [NAME]`,
/// `exercise NAME`, `explain [#N|LABEL] [--apple]`, `tableau [NAME]`, `draw [NAME] [--svg FILE]`.
extension Parser {
    /// An argument of a query, before the query checks it.
    private enum QueryArgument {
        case reference(ReferenceSyntax)
        case item(ItemSyntax, AttributeSyntax?, SourceRange)

        var range: SourceRange {
            switch self {
            case .reference(let reference): return reference.range
            case .item(_, _, let range): return range
            }
        }
    }

    mutating func parseQuery(_ command: Command, _ keyword: Token) throws(ParseFailure)
        -> QuerySyntax
    {
        var json = false
        var installed = false
        var svg: FilePathSyntax?
        var apple = false
        var arguments: [QueryArgument] = []
        var flags = ["json"]
        if command == .constraints { flags.append("installed") }
        if command == .draw { flags.append("svg") }
        if command == .explain { flags.append("apple") }
        var progress = LoopProgress()
        while !atStatementEnd {
            guard progress.advanced(to: current) else { throw noProgress() }
            if at(.flag) {
                let flag = advance()
                let name = flag.text.dropFirst(2)
                guard flags.contains(String(name)) else {
                    let suggestion = NameSuggestion.nearest(to: String(name), in: flags)
                    throw failure(
                        .unknownKeyword,
                        "unknown option '\(flag.text)' for '\(keyword.text)'"
                            + (suggestion.map { "; did you mean '--\($0)'?" } ?? ""),
                        at: flag.range)
                }
                let given =
                    name == "json"
                    ? json : name == "installed" ? installed : name == "apple" ? apple : svg != nil
                if given {
                    throw failure(.duplicate, "'\(flag.text)' is given twice", at: flag.range)
                }
                switch name {
                case "json": json = true
                case "installed": installed = true
                case "apple": apple = true
                default: svg = try parseFilePath("a file name after '--svg'")
                }
            } else if command == .why {
                let start = current.range.start
                let item = try parseItem("a view name after 'why'")
                let attribute = consume(.dot) != nil ? try parseAttribute() : nil
                arguments.append(.item(item, attribute, range(from: start)))
            } else {
                arguments.append(
                    .reference(
                        try parseReference(
                            "a name, a constraint number or an option such as '--json'")))
            }
        }
        var kind = try makeQuery(command, keyword, arguments, installed: installed, svg: svg)
        if case .explain(let target, _) = kind { kind = .explain(target, apple: apple) }
        return QuerySyntax(kind: kind, json: json, range: range(from: keyword.range.start))
    }

    /// Checks the arguments of a query and builds it.
    private func makeQuery(
        _ command: Command, _ keyword: Token, _ arguments: [QueryArgument], installed: Bool,
        svg: FilePathSyntax?
    ) throws(ParseFailure) -> QuerySyntax.Kind {
        let name = keyword.text
        /// Fails when more than `count` arguments were given.
        func atMost(_ count: Int, _ usage: String) throws(ParseFailure) {
            guard arguments.count > count else { return }
            throw failure(.unexpected, "'\(name)' takes \(usage)", at: arguments[count].range)
        }
        /// The argument at `index` as a view name, failing for a constraint number.
        func viewName(_ index: Int) throws(ParseFailure) -> NameSyntax {
            guard case .reference(let reference) = arguments[index],
                case .name(let text) = reference.kind
            else {
                throw failure(
                    .unexpected, "'\(name)' takes view names, not constraint numbers",
                    at: arguments[index].range)
            }
            return NameSyntax(name: text, range: reference.range)
        }
        func reference(_ index: Int) -> ReferenceSyntax? {
            guard index < arguments.count, case .reference(let reference) = arguments[index] else {
                return nil
            }
            return reference
        }
        func missing(_ what: String) -> ParseFailure {
            failure(.expected, "expected \(what) after '\(name)'", at: SourceRange(at: previousEnd))
        }
        switch command {
        case .frames:
            var names: [NameSyntax] = []
            for index in arguments.indices { names.append(try viewName(index)) }
            return .frames(names)
        case .tree, .check:
            try atMost(0, "no arguments")
            return command == .tree ? .tree : .check
        case .show, .where:
            try atMost(1, "one argument")
            guard let target = reference(0) else {
                throw missing(
                    command == .show
                        ? "a view name or a constraint number" : "a constraint number or label")
            }
            return command == .show ? .show(target) : .where(target)
        case .constraints:
            try atMost(1, "at most one view name")
            return .constraints(arguments.isEmpty ? nil : try viewName(0), installed: installed)
        case .common:
            try atMost(2, "two names")
            guard arguments.count == 2 else { throw missing("two view names") }
            return .common(try viewName(0), try viewName(1))
        case .why:
            try atMost(1, "one item, such as 'button' or 'button.width'")
            guard case .item(let item, let attribute, _)? = arguments.first else {
                throw missing("a view name, such as 'button' or 'button.width'")
            }
            return .why(item, attribute)
        case .ambiguity, .tableau, .draw:
            try atMost(1, "at most one view name")
            let view = arguments.isEmpty ? nil : try viewName(0)
            switch command {
            case .ambiguity: return .ambiguity(view)
            case .tableau: return .tableau(view)
            default: return .draw(view, svg: svg)
            }
        case .exercise:
            try atMost(1, "one view name")
            guard !arguments.isEmpty else { throw missing("a view name") }
            return .exercise(try viewName(0))
        case .explain:
            try atMost(1, "at most one constraint number or label")
            return .explain(reference(0))
        default:
            throw failure(
                .internalError, "internal error: '\(name)' is not a query", at: keyword.range)
        }
    }

    mutating func parseExport(_ keyword: Token) throws(ParseFailure) -> ExportSyntax {
        guard at(.identifier) else {
            throw expected("a format after 'export': 'swift', 'apple' or 'vfl'")
        }
        let format: ExportFormatName = try knownKeyword(
            advance(), as: "format", advice: "; use 'swift', 'apple' or 'vfl'")
        var path: FilePathSyntax?
        if !atStatementEnd { path = try parseFilePath("a file name") }
        return ExportSyntax(format: format, path: path, range: range(from: keyword.range.start))
    }

    mutating func parseHelp(_ keyword: Token) throws(ParseFailure) -> NameSyntax? {
        guard !atStatementEnd else { return nil }
        let topic: NameSyntax
        switch current.kind {
        case .equalEqual, .lessEqual, .greaterEqual, .at, .ampAmp:
            // `help ==`, `help @`: the operators are topics too.
            let token = advance()
            topic = NameSyntax(name: token.text, range: token.range)
        default:
            topic = try parseName("a topic after 'help', such as 'pin' or 'vfl'")
        }
        guard atStatementEnd else {
            throw failure(.unexpected, "'help' takes one topic", at: current.range)
        }
        return topic
    }
}
