import PlumbText

/// Where a statement appears: at the top level, or in a group's body, which holds only
/// statements that make constraints.
enum StatementContext {
    case topLevel
    case group
}

/// The first words of statements.
enum Command: String, CaseIterable {
    case window, view, guide, set, resize, move, remove
    case pin, metric, metrics, group, activate, deactivate, toggle, constant, priority, undo, redo
    case frames, tree, show, constraints, `where`, common, why, check, ambiguity, exercise
    case explain, tableau, draw
    case save, load, `import`, export, help, history, reset, quit

    /// The command another word stands for: `exit` is `quit`, as in bash and Python.
    static func alias(_ word: String) -> Command? { word == "exit" ? .quit : nil }

    /// Whether the command's argument is a file path (which may start with '.').
    var takesFilePath: Bool { self == .save || self == .load || self == .import }

    /// Whether the command makes constraints, and so may appear inside a group.
    var makesConstraints: Bool { self == .pin || self == .group }
}

extension Parser {
    /// The words that start statements, in the order `help` lists them; for completion.
    public static var commandNames: [String] { Command.allCases.map(\.rawValue) }

    /// Parses statements until the end of the input.
    ///
    /// Returns every statement or error in order, and, when the input ended inside an open
    /// construct, why it is incomplete.
    mutating func parseItems() -> (items: [ScriptSyntax.Item], incomplete: IncompleteInput?) {
        var items: [ScriptSyntax.Item] = []
        var progress = LoopProgress()
        while true {
            skipSeparators()
            if at(.end) { break }
            guard progress.advanced(to: current) else {
                if case .invalid(let diagnostic) = noProgress() { items.append(.error(diagnostic)) }
                break
            }
            do {
                let statement = try parseStatement(in: .topLevel)
                try expectStatementEnd(in: .topLevel)
                items.append(.statement(statement))
            } catch {
                switch error {
                case .incomplete(let incomplete):
                    return (items, incomplete)
                case .invalid(let diagnostic):
                    items.append(.error(diagnostic))
                    recover()
                }
            }
        }
        return (items, nil)
    }

    /// Skips the rest of a failed statement: up to a line end or `;` outside the blocks that
    /// were open when it failed, or the end of the input.
    mutating func recover() {
        newlinesAreSpaces = false
        continuation = nil
        var depth = openBraces
        var progress = LoopProgress()
        skipping: while progress.advanced(to: current) {
            switch current.kind {
            case .end:
                break skipping
            case .newline, .semicolon:
                if depth == 0 { break skipping }
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth = max(0, depth - 1)
            default:
                break
            }
            advance()
        }
        openBraces = 0
        nestingLevel = 0
    }

    /// Fails unless the current token ends a statement in `context`.
    mutating func expectStatementEnd(in context: StatementContext) throws(ParseFailure) {
        switch current.kind {
        case .newline, .semicolon, .end:
            return
        case .rightBrace where context == .group:
            return
        case .rightBrace:
            throw unexpected(" without a matching '{'")
        case .flag:
            throw unexpected("; only queries take options")
        default:
            throw unexpected("; separate statements with ';' or a new line")
        }
    }

    /// Parses one statement.
    mutating func parseStatement(in context: StatementContext) throws(ParseFailure)
        -> StatementSyntax
    {
        let start = current.range.start
        let kind = try parseStatementKind(in: context)
        return StatementSyntax(kind, range: range(from: start))
    }

    private mutating func parseStatementKind(in context: StatementContext) throws(ParseFailure)
        -> StatementSyntax.Kind
    {
        switch current.kind {
        case .pipe, .leftBracket:
            return .visualFormat(try parseVisualFormat())
        case .identifier:
            break
        case .rightBrace:
            throw unexpected(" without a matching '{'")
        case .constraintNumber:
            throw failure(
                .unexpected,
                "expected a command before '\(current.text)', such as 'show \(current.text)'",
                at: current.range)
        case .number, .size, .minus, .plus:
            throw failure(
                .unexpected,
                "expected a command or a constraint; a constraint starts with an item such as 'button.width'",
                at: current.range)
        default:
            throw expected("a command or a constraint")
        }
        let next = peek()
        // `import ./crash.log` is a command with a relative path, `import.width == 10` a
        // constraint on a view named 'import': a space before the dot tells them apart.
        if next.kind == .dot, next.range.start.offset > current.range.end.offset,
            let command = Command(rawValue: current.text), command.takesFilePath
        {
            return try parseCommand(command)
        }
        // `help ==` asks about the operator; a constraint has an attribute before it.
        if current.text == Command.help.rawValue,
            [.equalEqual, .lessEqual, .greaterEqual, .ampAmp, .at].contains(next.kind),
            [.newline, .end, .semicolon].contains(peek(2).kind)
        {
            return try parseCommand(.help)
        }
        switch next.kind {
        case .dot, .equalEqual, .lessEqual, .greaterEqual:
            return .constraints(try parseConstraintChain())
        case .leftBrace:
            if at(word: Command.group.rawValue) {
                advance()
                throw expected("a group name after 'group'")
            }
            return .shorthand(try parseShorthandBlock())
        case .colon:
            // A label is followed by an item; `H:` followed by anything else is VFL.
            if VisualFormatOrientation(rawValue: current.text) != nil, peek(2).kind != .identifier {
                return .visualFormat(try parseVisualFormat())
            }
            if [.pipe, .leftBracket].contains(peek(2).kind) {
                throw failure(
                    .unknownKeyword, "unknown orientation '\(current.text)'; use 'H' or 'V'",
                    at: current.range)
            }
            return .constraints(try parseConstraintChain())
        default:
            break
        }
        guard let command = Command(rawValue: current.text) ?? Command.alias(current.text) else {
            let suggestion = NameSuggestion.nearest(to: current.text, in: Parser.commandNames)
            throw failure(
                .unknownCommand,
                "unknown command '\(current.text)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: current.range,
                fixIts: suggestion.map {
                    [FixIt("replace with '\($0)'", replacing: current.range, with: $0)]
                } ?? [])
        }
        if context == .group && !command.makesConstraints {
            throw failure(
                .misplacedStatement,
                "'\(command.rawValue)' cannot appear inside a group; a group holds constraints, shorthand blocks, VFL and 'pin'",
                at: current.range)
        }
        return try parseCommand(command)
    }

    private mutating func parseCommand(_ command: Command) throws(ParseFailure)
        -> StatementSyntax.Kind
    {
        let keyword = advance()
        switch command {
        case .window: return .window(try parseWindow(keyword))
        case .view: return .view(try parseView(keyword))
        case .guide: return .guide(try parseGuide(keyword))
        case .set: return .set(try parseSet(keyword))
        case .resize: return .resize(try parseResize(keyword))
        case .move: return .move(try parseMove(keyword))
        case .remove: return .remove(try parseRemove(keyword))
        case .pin: return .pin(try parsePin(keyword))
        case .group: return .group(try parseGroup(keyword))
        case .activate: return .activation(try parseActivation(.activate, keyword))
        case .deactivate: return .activation(try parseActivation(.deactivate, keyword))
        case .toggle: return .activation(try parseActivation(.toggle, keyword))
        case .constant: return .constant(try parseConstantChange(keyword))
        case .priority: return .priority(try parsePriorityChange(keyword))
        case .metric: return .metric(try parseMetric(keyword))
        case .metrics:
            var json = false
            if at(.flag), current.text == "--json" {
                advance()
                json = true
            }
            guard atStatementEnd else {
                throw failure(
                    .unexpected, "'metrics' takes no arguments but '--json'", at: current.range)
            }
            return .metrics(json: json)
        case .undo: return try withoutArguments(.undo, after: keyword)
        case .redo: return try withoutArguments(.redo, after: keyword)
        case .history: return try withoutArguments(.history, after: keyword)
        case .reset: return try withoutArguments(.reset, after: keyword)
        case .quit: return try withoutArguments(.quit, after: keyword)
        case .save: return .save(try parseFilePath("a file name after 'save'"))
        case .load: return .load(try parseFilePath("a file name after 'load'"))
        case .import:
            let path = try parseFilePath("a file name after 'import'")
            // `import crash.log margins 16`: the layout margins the log does not print.
            guard at(word: "margins") else { return .import(path) }
            advance()
            let margins = try parseSignedNumber("the margins after 'margins', such as 16")
            guard margins >= 0 else {
                throw failure(
                    .unexpected, "margins cannot be negative",
                    at: SourceRange(start: path.range.end, end: previousEnd))
            }
            return .import(path, margins: margins)
        case .export: return .export(try parseExport(keyword))
        case .help: return .help(try parseHelp(keyword))
        case .frames, .tree, .show, .constraints, .where, .common, .why, .check, .ambiguity,
            .exercise, .explain, .tableau, .draw:
            return .query(try parseQuery(command, keyword))
        }
    }

    /// `statement`, whose keyword takes no arguments, when the statement ends right after
    /// `keyword`; otherwise the failure for what follows.
    func withoutArguments(_ statement: StatementSyntax.Kind, after keyword: Token)
        throws(ParseFailure) -> StatementSyntax.Kind
    {
        guard atStatementEnd else {
            throw failure(.unexpected, "'\(keyword.text)' takes no arguments", at: current.range)
        }
        return statement
    }
}
