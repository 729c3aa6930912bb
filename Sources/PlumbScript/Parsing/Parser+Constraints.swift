import PlumbLayout
import PlumbText

/// Constraints in equation form, and the items, attributes and terms they are made of.
///
/// ```
/// chain      ::= constraint { "&&" constraint }
/// constraint ::= [ NAME ":" ] anchor relation rhs [ "@" priority ]
/// anchor     ::= item "." attribute
/// item       ::= ( NAME | "superview" ) [ "." ( "margins" | "safeArea" ) ]
/// rhs        ::= number | size | [ number "*" ] item "." attribute [ ("*" | "/") number ]
///                [ ("+" | "-") number ]
/// ```
extension Parser {
    /// Parses one or more constraints joined by `&&`; line ends after `&&` are skipped.
    mutating func parseConstraintChain() throws(ParseFailure) -> [ConstraintSyntax] {
        var chain = [try parseConstraint()]
        var progress = LoopProgress()
        while at(.ampAmp) {
            guard progress.advanced(to: current) else { throw noProgress() }
            let conjunction = advance()
            skipNewlines()
            if at(.end) {
                throw .incomplete(IncompleteInput(.trailingConjunction, at: conjunction.range))
            }
            chain.append(try parseConstraint())
        }
        return chain
    }

    /// Parses `[label:] item.attr REL rhs [@priority]`.
    mutating func parseConstraint() throws(ParseFailure) -> ConstraintSyntax {
        let start = current.range.start
        let label = try parseLabelIfPresent()
        let first = try parseAnchor()
        let relation = try parseRelation()
        let second = try parseRightHandSide(after: relation, allowsBareItem: false)
        let priority = try parsePriorityIfPresent()
        return ConstraintSyntax(
            label: label, first: first, relation: relation, second: second, priority: priority,
            range: range(from: start))
    }

    /// Parses `NAME:` when an identifier is followed by a colon.
    mutating func parseLabelIfPresent() throws(ParseFailure) -> NameSyntax? {
        guard at(.identifier), peek().kind == .colon else { return nil }
        let token = advance()
        advance()
        return NameSyntax(name: token.text, range: token.range)
    }

    /// Parses `item.attr`.
    mutating func parseAnchor() throws(ParseFailure) -> AnchorSyntax {
        let start = current.range.start
        let item = try parseItem("an item and an attribute, such as 'button.width'")
        guard consume(.dot) != nil else { throw expected("'.' and an attribute after '\(item)'") }
        let attribute = try parseAttribute()
        return AnchorSyntax(item: item, attribute: attribute, range: range(from: start))
    }

    /// Parses a view or guide name, or `superview`, with an optional `.margins` or
    /// `.safeArea`.
    mutating func parseItem(_ what: String) throws(ParseFailure) -> ItemSyntax {
        let start = current.range.start
        let name = try expect(.identifier, what)
        let base: ItemSyntax.Base = name.text == "superview" ? .superview : .named(name.text)
        var guide: LayoutGuideName?
        if at(.dot), case let next = peek(), next.kind == .identifier,
            let guideName = LayoutGuideName(rawValue: next.text)
        {
            advance()
            advance()
            guide = guideName
        }
        return ItemSyntax(base: base, guide: guide, range: range(from: start))
    }

    /// Parses an attribute name (or a composite such as `center`), suggesting the nearest
    /// name when it does not exist.
    mutating func parseAttribute() throws(ParseFailure) -> AttributeSyntax {
        guard at(.identifier) else { throw expected("an attribute such as 'width' or 'leading'") }
        let token = advance()
        if let attribute = LayoutAttribute(spelling: token.text) {
            return AttributeSyntax(kind: .single(attribute), range: token.range)
        }
        if let composite = CompositeAttributeName(rawValue: token.text) {
            return AttributeSyntax(kind: .composite(composite), range: token.range)
        }
        throw unknownAttribute(token)
    }

    /// `unknown attribute 'widht'; did you mean 'width'?`, with a fix-it.
    func unknownAttribute(_ token: Token) -> ParseFailure {
        let candidates =
            LayoutAttribute.allCases.map(\.rawValue)
            + CompositeAttributeName.allCases.map(\.rawValue)
            + LayoutGuideName.allCases.map(\.rawValue)
        let suggestion = NameSuggestion.nearest(to: token.text, in: candidates)
        var message = "unknown attribute '\(token.text)'"
        var fixIts: [FixIt] = []
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
            fixIts = [
                FixIt(
                    "replace '\(token.text)' with '\(suggestion)'", replacing: token.range,
                    with: suggestion)
            ]
        }
        return failure(.unknownAttribute, message, at: token.range, fixIts: fixIts)
    }

    /// Parses `==`, `<=` or `>=`.
    mutating func parseRelation() throws(ParseFailure) -> Relation {
        let relation: Relation
        switch current.kind {
        case .equalEqual: relation = .equal
        case .lessEqual: relation = .lessThanOrEqual
        case .greaterEqual: relation = .greaterThanOrEqual
        default: throw expected("a relation: '==', '<=' or '>='")
        }
        advance()
        return relation
    }

    /// Parses the right-hand side: a number, a size, or an item term.
    ///
    /// A bare item (no attribute) is allowed only in shorthand blocks.
    mutating func parseRightHandSide(
        after relation: Relation, allowsBareItem: Bool
    ) throws(ParseFailure) -> RightHandSideSyntax {
        let start = current.range.start
        if at(.size) {
            return .size(try parseSize("a size", allowsNoValue: false))
        }
        if atSignedNumber {
            let value = try parseSignedNumber("a number")
            guard consume(.star) != nil else { return .constant(value, range: range(from: start)) }
            return .term(
                try parseTerm(from: start, multiplier: value, allowsBareItem: allowsBareItem))
        }
        if at(.identifier) {
            if isNonFiniteWord(current), peek().kind != .dot {
                throw failure(
                    .invalidValue, "'\(current.text)' is not a finite number", at: current.range)
            }
            return .term(
                try parseTerm(from: start, multiplier: nil, allowsBareItem: allowsBareItem))
        }
        throw expected("a number or an item such as 'root.width' after '\(relation)'")
    }

    /// Parses `item[.attr] [* M | / D] [+ C | - C]`, after an optional `M *` already read.
    mutating func parseTerm(
        from start: TextPosition, multiplier: Double?, allowsBareItem: Bool
    ) throws(ParseFailure) -> TermSyntax {
        let item = try parseItem("an item such as 'root.width'")
        var attribute: AttributeSyntax?
        if consume(.dot) != nil {
            attribute = try parseAttribute()
        } else if !allowsBareItem {
            throw expected("'.' and an attribute after '\(item)'")
        }
        var scale = multiplier.map(ScaleSyntax.times)
        if at(.star) || at(.slash) {
            let operation = advance()
            if multiplier != nil {
                throw failure(.duplicate, "the multiplier is given twice", at: operation.range)
            }
            let valueStart = current.range.start
            let value = try parseSignedNumber("a number after '\(operation.text)'")
            if operation.kind == .slash {
                guard value != 0 else {
                    throw failure(.invalidValue, "division by zero", at: range(from: valueStart))
                }
                scale = .dividedBy(value)
            } else {
                scale = .times(value)
            }
        }
        var constant = 0.0
        if at(.plus) || at(.minus) {
            let operation = advance()
            let value = try parseSignedNumber("a number after '\(operation.text)'")
            constant = operation.kind == .minus ? -value : value
        }
        return TermSyntax(
            item: item, attribute: attribute, scale: scale, constant: constant,
            range: range(from: start))
    }

    /// Parses `NAME { entry, … }`.
    mutating func parseShorthandBlock() throws(ParseFailure) -> ShorthandBlockSyntax {
        let start = current.range.start
        let subject = try parseName("a view name")
        let open = try expect(.leftBrace, "'{'")
        try enterBlock(open)
        let outerNewlines = newlinesAreSpaces
        let outerContinuation = continuation
        newlinesAreSpaces = true
        continuation = IncompleteInput(.unclosedBrace, at: open.range)
        skipNewlines()
        var entries: [ShorthandEntrySyntax] = []
        var progress = LoopProgress()
        while !at(.rightBrace) {
            guard progress.advanced(to: current) else { throw noProgress() }
            entries.append(try parseShorthandEntry())
            if consume(.comma) != nil { continue }
            guard at(.rightBrace) else { throw expected("',' or '}' after the entry") }
        }
        if entries.isEmpty {
            throw failure(
                .expected,
                "expected an entry such as 'width == 32' in the block of '\(subject.name)'",
                at: current.range)
        }
        // Line ends count again after the closing brace: restore before consuming it.
        newlinesAreSpaces = outerNewlines
        continuation = outerContinuation
        leaveBlock()
        advance()
        return ShorthandBlockSyntax(subject: subject, entries: entries, range: range(from: start))
    }

    /// Parses `[label:] attr REL rhs [@priority]`.
    mutating func parseShorthandEntry() throws(ParseFailure) -> ShorthandEntrySyntax {
        let start = current.range.start
        let label = try parseLabelIfPresent()
        let attribute = try parseAttribute()
        let relation = try parseRelation()
        let second = try parseRightHandSide(after: relation, allowsBareItem: true)
        let priority = try parsePriorityIfPresent()
        return ShorthandEntrySyntax(
            label: label, first: attribute, relation: relation, second: second, priority: priority,
            range: range(from: start)
        )
    }
}
