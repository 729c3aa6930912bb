import PlumbLayout
import PlumbText

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
        let options = try parseVisualFormatOptions()
        return VisualFormatSyntax(
            orientation: orientation, leadingSuperview: leadingSuperview, views: views,
            connections: connections, trailingSuperview: trailingSuperview,
            alignments: options.alignments, direction: options.direction,
            range: range(from: start))
    }

    /// Parses a connection: nothing (flush), `-` (standard), `-N-` or `-(predicates)-`.
    mutating func parseConnection() throws(ParseFailure) -> VisualFormatConnectionSyntax {
        let start = current.range.start
        guard consume(.minus) != nil else {
            return VisualFormatConnectionSyntax(kind: .flush, range: SourceRange(at: start))
        }
        switch current.kind {
        case .leftBracket, .pipe:
            return VisualFormatConnectionSyntax(kind: .standard, range: range(from: start))
        case .number, .identifier, .equalEqual, .lessEqual, .greaterEqual:
            // Apple's parser takes a relation and a priority on a bare spacing too:
            // `-[a]->=0-[b]`, `[a]-0@999-[b]`, `-pad-`.
            let predicate = try parsePredicate(allowsViews: false)
            _ = try expect(.minus, "'-' after the spacing")
            return VisualFormatConnectionSyntax(
                kind: .spacing([predicate]), range: range(from: start))
        case .leftParen:
            let predicates = try parsePredicateList(allowsViews: false)
            _ = try expect(.minus, "'-' after the spacing predicates")
            return VisualFormatConnectionSyntax(
                kind: .spacing(predicates), range: range(from: start))
        case .minus where atSignedNumber:
            let predicate = try parsePredicate(allowsViews: false)
            _ = try expect(.minus, "'-' after the spacing")
            return VisualFormatConnectionSyntax(
                kind: .spacing([predicate]), range: range(from: start))
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
        return VisualFormatViewSyntax(name: name, predicates: predicates, range: range(from: start))
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
        var relation: Relation?
        if at(.equalEqual) || at(.lessEqual) || at(.greaterEqual) {
            relation = try parseRelation()
        }
        let object: VisualFormatPredicateSyntax.Object
        if atSignedNumber {
            object = .constant(try parseSignedNumber("a number"))
        } else if at(.identifier), !isNonFiniteWord(current) {
            let name = try parseName(allowsViews ? "a number, metric or view name" : "a metric")
            object = allowsViews ? .view(name) : .metric(name)
        } else if at(.identifier) {
            object = .constant(try parseSignedNumber("a number"))
        } else {
            throw expected(
                allowsViews ? "a number, a metric or a view name" : "a number or a metric name")
        }
        var priority: PrioritySyntax?
        var priorityName: NameSyntax?
        if consume(.at) != nil {
            if at(.identifier), !isNonFiniteWord(current) {
                let token = advance()
                if let named = NamedPriority(rawValue: token.text) {
                    priority = PrioritySyntax(kind: .named(named), range: token.range)
                } else {
                    priorityName = NameSyntax(name: token.text, range: token.range)
                }
            } else {
                priority = try parsePriorityValue(
                    "a priority after '@', such as '750', 'high' or a metric")
            }
        }
        return VisualFormatPredicateSyntax(
            relation: relation, object: object, priority: priority, priorityName: priorityName,
            range: range(from: start))
    }

    /// Parses the options after a format string: `align ATTR …`, `direction DIRECTION`, and
    /// Apple's option names (`alignAllCenterY`, `directionLeftToRight`).
    mutating func parseVisualFormatOptions() throws(ParseFailure)
        -> (alignments: [VisualFormatAlignmentSyntax], direction: VisualFormatDirection?)
    {
        var alignments: [VisualFormatAlignmentSyntax] = []
        var direction: VisualFormatDirection?
        var progress = LoopProgress()
        while at(.identifier) {
            guard progress.advanced(to: current) else { throw noProgress() }
            if at(word: "align") {
                alignments += try parseAlignmentOptionsIfPresent()
            } else if at(word: "direction") {
                advance()
                guard at(.identifier) else {
                    throw expected("a direction such as 'leftToRight' after 'direction'")
                }
                let token = advance()
                direction = try parseDirection(token, spelled: token.text)
            } else if current.text.hasPrefix("alignAll") {
                let token = advance()
                var spelling = String(token.text.dropFirst("alignAll".count))
                spelling = spelling.prefix(1).lowercased() + spelling.dropFirst()
                alignments.append(
                    try alignment(spelling == "baseline" ? "lastBaseline" : spelling, at: token))
            } else if current.text.hasPrefix("direction") {
                let token = advance()
                let spelling = String(token.text.dropFirst("direction".count))
                direction = try parseDirection(
                    token, spelled: spelling.prefix(1).lowercased() + spelling.dropFirst())
            } else {
                throw expected(
                    "an option such as 'align centerY' or 'direction leftToRight', or the end of the statement"
                )
            }
        }
        return (alignments, direction)
    }

    private func parseDirection(_ token: Token, spelled spelling: String) throws(ParseFailure)
        -> VisualFormatDirection
    {
        if let direction = VisualFormatDirection(rawValue: spelling) { return direction }
        throw unknownKeyword(
            "direction", token, among: VisualFormatDirection.allCases.map(\.rawValue),
            spelling: spelling, advice: "; use leadingToTrailing, leftToRight or rightToLeft")
    }

    private func alignment(_ spelling: String, at token: Token) throws(ParseFailure)
        -> VisualFormatAlignmentSyntax
    {
        guard let attribute = LayoutAttribute(spelling: spelling),
            VisualFormatAlignmentSyntax.allowed.contains(attribute)
        else {
            throw unknownKeyword(
                "alignment", token, among: VisualFormatAlignmentSyntax.allowed.map(\.rawValue),
                spelling: spelling)
        }
        return VisualFormatAlignmentSyntax(attribute: attribute, range: token.range)
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
            guard !at(word: "align"), !at(word: "direction"),
                !current.text.hasPrefix("alignAll"), !current.text.hasPrefix("direction")
            else { break }
            let token = advance()
            alignments.append(try alignment(token.text, at: token))
        }
        return alignments
    }
}
