import PlumbText

/// `pin`, groups, and the statements that change existing constraints.
///
/// ```
/// pin        ::= "pin" NAME { "to" item | ("insets" | "inset") INSETS
///                           | "horizontal" | "vertical" | "align" ALIGNMENT }
/// group      ::= "group" NAME [ "on" | "off" ] "{" { statement } "}"
/// activation ::= ("activate" | "deactivate" | "toggle") REF { REF }
/// constant   ::= "constant" REF NUMBER
/// priority   ::= "priority" REF [ "@" ] PRIORITY
/// ```
extension Parser {
    private static let pinOptions = ["to", "insets", "inset", "horizontal", "vertical", "align"]

    mutating func parsePin(_ keyword: Token) throws(ParseFailure) -> PinSyntax {
        var pin = PinSyntax(subject: try parseName("a view name after 'pin'"))
        var seen: [String] = []
        var progress = LoopProgress()
        while !atStatementEnd {
            guard progress.advanced(to: current) else { throw noProgress() }
            guard at(.identifier) else { throw expected("an option such as 'insets 20'") }
            let word = current
            guard Self.pinOptions.contains(word.text) else {
                throw failure(
                    .unknownKeyword,
                    "unknown option '\(word.text)' for 'pin'\(NameSuggestion.didYouMean(word.text, in: Self.pinOptions))",
                    at: word.range)
            }
            // `inset` and `insets` are one option, as are the two axes.
            let option =
                word.text == "inset" ? "insets" : word.text == "vertical" ? "horizontal" : word.text
            if seen.contains(option) {
                throw failure(.duplicate, "'\(word.text)' is given twice", at: word.range)
            }
            seen.append(option)
            advance()
            switch word.text {
            case "to":
                pin.target = try parseItem("a view or guide after 'to', such as 'root.safeArea'")
                if at(.dot) {
                    throw failure(
                        .unexpected, "'pin' targets a view or guide, not an attribute",
                        at: current.range)
                }
            case "insets", "inset":
                pin.insets = try parseInsets(after: word)
            case "horizontal":
                pin.axis = .horizontal
            case "vertical":
                pin.axis = .vertical
            default:
                pin.alignment = try parsePinAlignment()
            }
        }
        pin.range = range(from: keyword.range.start)
        return pin
    }

    private mutating func parsePinAlignment() throws(ParseFailure) -> PinAlignmentName {
        guard at(.identifier) else { throw expected("an alignment such as 'center' after 'align'") }
        return try knownKeyword(advance(), as: "alignment")
    }

    /// Parses `group NAME [on|off] { statements }`.
    ///
    /// The group is one statement: if any part of its body fails, the whole group does.
    mutating func parseGroup(_ keyword: Token) throws(ParseFailure) -> GroupSyntax {
        let name = try parseName("a group name after 'group'")
        var isActive = true
        if at(word: "off") || at(word: "on") { isActive = advance().text == "on" }
        let open = try expect(.leftBrace, "'{' to open the group's body")
        try enterBlock(open)
        var statements: [StatementSyntax] = []
        var progress = LoopProgress()
        while true {
            skipSeparators()
            if at(.rightBrace) { break }
            if at(.end) { throw .incomplete(IncompleteInput(.unclosedBrace, at: open.range)) }
            guard progress.advanced(to: current) else { throw noProgress() }
            statements.append(try parseStatement(in: .group))
            try expectStatementEnd(in: .group)
        }
        leaveBlock()
        advance()
        return GroupSyntax(
            name: name, isActive: isActive, statements: statements,
            range: range(from: keyword.range.start))
    }

    mutating func parseActivation(_ action: ActivationAction, _ keyword: Token) throws(ParseFailure)
        -> ActivationSyntax
    {
        let targets = try parseReferences(after: keyword)
        return ActivationSyntax(
            action: action, targets: targets, range: range(from: keyword.range.start))
    }

    mutating func parseConstantChange(_ keyword: Token) throws(ParseFailure) -> ConstantChangeSyntax
    {
        let target = try parseReference("a constraint number or label after 'constant'")
        let value = try parseSignedNumber("the new constant after '\(target)'")
        return ConstantChangeSyntax(
            target: target, constant: value, range: range(from: keyword.range.start))
    }

    mutating func parsePriorityChange(_ keyword: Token) throws(ParseFailure) -> PriorityChangeSyntax
    {
        let target = try parseReference("a constraint number or label after 'priority'")
        _ = consume(.at)
        let priority = try parsePriorityValue(
            "the new priority after '\(target)', such as '500' or 'high'")
        return PriorityChangeSyntax(
            target: target, priority: priority, range: range(from: keyword.range.start))
    }
}
