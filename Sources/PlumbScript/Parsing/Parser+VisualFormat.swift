/// The Visual Format Language, with Apple's grammar (reference/apple-autolayout.md §9), and
/// the `align` options. See ``VisualFormatSyntax`` for the grammar.
///
/// Unlike Apple's parser, every error carries a column: `H:|-[a]-1️⃣` reports
/// `expected a view or '|' after the connection` at the end.
extension Parser {
    /// Parses `[H:|V:] [| connection] view {connection view} [connection |] [align …]`.
    mutating func parseVisualFormat() throws(ParseFailure) -> VisualFormatSyntax {
        let start = current.range.start
        var orientation: VisualFormatOrientation?
        if at(.identifier), let written = VisualFormatOrientation(rawValue: current.text) {
            advance()
            _ = try expect(.colon, "':' after '\(written)'")
            orientation = written
        }
        var leadingSuperview: VisualFormatConnectionSyntax?
        if consume(.pipe) != nil {
            leadingSuperview = try parseConnection()
            guard at(.leftBracket) else { throw expected("a view such as '[button]' after '|'") }
        }
        var views = [try parseVisualFormatView()]
        var connections: [VisualFormatConnectionSyntax] = []
        var trailingSuperview: VisualFormatConnectionSyntax?
        var progress = LoopProgress()
        elements: while at(.minus) || at(.leftBracket) || at(.pipe) {
            guard progress.advanced(to: current) else { throw noProgress() }
            let connection = try parseConnection()
            switch current.kind {
            case .leftBracket:
                connections.append(connection)
                views.append(try parseVisualFormatView())
            case .pipe:
                advance()
                trailingSuperview = connection
                break elements
            default:
                throw expected("a view or '|' after the connection")
            }
        }
        let alignments = try parseAlignmentOptionsIfPresent()
        return VisualFormatSyntax(
            orientation: orientation, leadingSuperview: leadingSuperview, views: views,
            connections: connections, trailingSuperview: trailingSuperview,
            alignments: alignments, range: range(from: start))
    }

    /// Parses a connection: nothing (flush), `-` (standard), `-N-` or `-(predicates)-`.
    mutating func parseConnection() throws(ParseFailure) -> VisualFormatConnectionSyntax {
        let start = current.range.start
        guard consume(.minus) != nil else {
            return VisualFormatConnectionSyntax(.flush, range: SourceRange(at: start))
        }
        switch current.kind {
        case .leftBracket, .pipe:
            return VisualFormatConnectionSyntax(.standard, range: range(from: start))
        case .number:
            let value = try parseSignedNumber("a spacing")
            _ = try expect(.minus, "'-' after the spacing")
            let predicate = VisualFormatPredicateSyntax(
                nil, .constant(value), range: range(from: start))
            return VisualFormatConnectionSyntax(.spacing([predicate]), range: range(from: start))
        case .leftParen:
            let predicates = try parsePredicateList(allowsViews: false)
            _ = try expect(.minus, "'-' after the spacing predicates")
            return VisualFormatConnectionSyntax(.spacing(predicates), range: range(from: start))
        case .identifier:
            throw failure(
                .unexpected,
                "metric names are not supported; write the spacing as a number, such as '-8-'",
                at: current.range)
        default:
            throw expected("a spacing such as '8' or '(>=8)', or a view, after '-'")
        }
    }

    /// Parses `[name]` or `[name(predicates)]`.
    mutating func parseVisualFormatView() throws(ParseFailure) -> VisualFormatViewSyntax {
        let start = current.range.start
        _ = try expect(.leftBracket, "a view such as '[button]'")
        let name = try parseName("a view name after '['")
        var predicates: [VisualFormatPredicateSyntax] = []
        if at(.leftParen) {
            predicates = try parsePredicateList(allowsViews: true)
        }
        guard consume(.rightBracket) != nil else {
            throw expected(
                predicates.isEmpty ? "']' or '(' after the view name" : "']' to close the view")
        }
        return VisualFormatViewSyntax(name, predicates: predicates, range: range(from: start))
    }

    /// Parses `(predicate, …)`; names of views are allowed only in a view's own predicates.
    mutating func parsePredicateList(allowsViews: Bool) throws(ParseFailure)
        -> [VisualFormatPredicateSyntax]
    {
        _ = try expect(.leftParen, "'('")
        var predicates = [try parsePredicate(allowsViews: allowsViews)]
        var progress = LoopProgress()
        while consume(.comma) != nil {
            guard progress.advanced(to: current) else { throw noProgress() }
            predicates.append(try parsePredicate(allowsViews: allowsViews))
        }
        _ = try expect(.rightParen, "',' or ')' after the predicate")
        return predicates
    }

    /// Parses `[relation] (number | name) [@priority]`.
    mutating func parsePredicate(allowsViews: Bool) throws(ParseFailure)
        -> VisualFormatPredicateSyntax
    {
        let start = current.range.start
        var relation: RelationOperator?
        if at(.equalEqual) || at(.lessEqual) || at(.greaterEqual) {
            relation = try parseRelation()
        }
        let object: VisualFormatPredicateSyntax.Object
        if atSignedNumber {
            object = .constant(try parseSignedNumber("a number"))
        } else if at(.identifier), !isNonFiniteWord(current) {
            guard allowsViews else {
                throw failure(
                    .unexpected,
                    "a view name is only allowed in a view's size predicate, such as '[b(==a)]'; "
                        + "write the spacing as a number",
                    at: current.range)
            }
            object = .view(try parseName("a view name"))
        } else if at(.identifier) {
            object = .constant(try parseSignedNumber("a number"))
        } else {
            throw expected(allowsViews ? "a number or a view name" : "a number")
        }
        let priority = try parsePriorityIfPresent()
        return VisualFormatPredicateSyntax(
            relation, object, priority: priority, range: range(from: start))
    }

    /// Parses `align ATTR …` after a format string, when present.
    mutating func parseAlignmentOptionsIfPresent() throws(ParseFailure)
        -> [VisualFormatAlignmentSyntax]
    {
        guard at(word: "align") else { return [] }
        advance()
        guard at(.identifier) else {
            throw expected("an alignment such as 'centerY' after 'align'")
        }
        var alignments: [VisualFormatAlignmentSyntax] = []
        var progress = LoopProgress()
        while at(.identifier) {
            guard progress.advanced(to: current) else { throw noProgress() }
            let token = advance()
            guard let attribute = AttributeName(spelling: token.text),
                VisualFormatAlignmentSyntax.allowed.contains(attribute)
            else {
                let names = VisualFormatAlignmentSyntax.allowed.map(\.rawValue)
                throw failure(
                    .unknownKeyword,
                    "unknown alignment '\(token.text)'\(NameSuggestion.didYouMean(token.text, in: names))",
                    at: token.range)
            }
            alignments.append(VisualFormatAlignmentSyntax(attribute, range: token.range))
        }
        return alignments
    }
}
