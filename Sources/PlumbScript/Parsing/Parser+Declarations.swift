import PlumbText

/// Views, windows and guides, and the statements that change them.
///
/// ```
/// window   ::= "window" NAME SIZE { property }          ; safe, margins, direction
/// view     ::= "view" NAME { "in" NAME | property }     ; all but safe
/// guide    ::= "guide" NAME "in" NAME
/// set      ::= "set" NAME property { property }
/// resize   ::= "resize" NAME SIZE
/// move     ::= "move" NAME "to" NAME
/// remove   ::= "remove" ( NAME | "#" N ) { NAME | "#" N }
/// property ::= "intrinsic" SIZE | "hug" P P | "resist" P P | "baseline" N | "frame" N N N N
///            | "autoresizing" ("on" | "off") | "margins" INSETS | "direction" ("rtl" | "ltr")
///            | "safe" INSETS
/// ```
extension Parser {
    /// The property keywords, in the order `help` lists them.
    static let propertyKeywords = [
        "intrinsic", "hug", "resist", "baseline", "frame", "autoresizing", "margins", "direction",
        "safe",
    ]

    mutating func parseWindow(_ keyword: Token) throws(ParseFailure) -> WindowSyntax {
        let name = try parseName("a window name after 'window'")
        let size = try parseSize(
            "a size such as '375x667' after '\(name.name)'", allowsNoValue: false)
        var properties: [ViewPropertySyntax] = []
        var progress = LoopProgress()
        while !atStatementEnd {
            guard progress.advanced(to: current) else { throw noProgress() }
            try parseProperty(
                into: &properties, allowed: ["safe", "margins", "direction"], for: keyword)
        }
        return WindowSyntax(
            name: name, size: size, properties: properties, range: range(from: keyword.range.start))
    }

    mutating func parseView(_ keyword: Token) throws(ParseFailure) -> ViewSyntax {
        let name = try parseName("a view name after 'view'")
        var parent: NameSyntax?
        var properties: [ViewPropertySyntax] = []
        let allowed = Self.propertyKeywords.filter { $0 != "safe" }
        var progress = LoopProgress()
        while !atStatementEnd {
            guard progress.advanced(to: current) else { throw noProgress() }
            if at(word: "in") {
                let word = advance()
                if parent != nil {
                    throw failure(.duplicate, "'in' is given twice", at: word.range)
                }
                parent = try parseName("a superview name after 'in'")
            } else {
                try parseProperty(into: &properties, allowed: ["in"] + allowed, for: keyword)
            }
        }
        return ViewSyntax(
            name: name, parent: parent, properties: properties,
            range: range(from: keyword.range.start))
    }

    mutating func parseGuide(_ keyword: Token) throws(ParseFailure) -> GuideSyntax {
        let name = try parseName("a guide name after 'guide'")
        guard at(word: "in") else { throw expected("'in' and the view that owns the guide") }
        advance()
        let owner = try parseName("a view name after 'in'")
        return GuideSyntax(name: name, owner: owner, range: range(from: keyword.range.start))
    }

    mutating func parseSet(_ keyword: Token) throws(ParseFailure) -> SetSyntax {
        let name = try parseName("a view name after 'set'")
        guard !atStatementEnd else {
            throw expected("a property after '\(name.name)', such as 'intrinsic 200x21'")
        }
        var properties: [ViewPropertySyntax] = []
        var progress = LoopProgress()
        while !atStatementEnd {
            guard progress.advanced(to: current) else { throw noProgress() }
            try parseProperty(into: &properties, allowed: Self.propertyKeywords, for: keyword)
        }
        return SetSyntax(
            name: name, properties: properties, range: range(from: keyword.range.start))
    }

    mutating func parseResize(_ keyword: Token) throws(ParseFailure) -> ResizeSyntax {
        let name = try parseName("a window name after 'resize'")
        let size = try parseSize(
            "a size such as '320x568' after '\(name.name)'", allowsNoValue: false)
        return ResizeSyntax(name: name, size: size, range: range(from: keyword.range.start))
    }

    mutating func parseMove(_ keyword: Token) throws(ParseFailure) -> MoveSyntax {
        let name = try parseName("a view name after 'move'")
        guard at(word: "to") else {
            throw expected("'to' and the new superview after '\(name.name)'")
        }
        advance()
        let parent = try parseName("a view name after 'to'")
        return MoveSyntax(name: name, parent: parent, range: range(from: keyword.range.start))
    }

    mutating func parseRemove(_ keyword: Token) throws(ParseFailure) -> RemoveSyntax {
        let targets = try parseReferences(after: keyword)
        return RemoveSyntax(targets: targets, range: range(from: keyword.range.start))
    }

    /// Parses one property, failing when its keyword is unknown, not `allowed` for
    /// `statement`, or already among `properties`.
    mutating func parseProperty(
        into properties: inout [ViewPropertySyntax], allowed: [String], for statement: Token
    ) throws(ParseFailure) {
        guard at(.identifier) else {
            if at(.flag) { throw unexpected("; only queries take options") }
            throw expected("a property such as '\(allowed.first { $0 != "in" } ?? "intrinsic")'")
        }
        let start = current.range.start
        let word = current
        guard allowed.contains(word.text) else {
            let known = Self.propertyKeywords.contains(word.text)
            let message =
                known
                ? "'\(word.text)' is not a property of '\(statement.text)'; use 'set' for it"
                : "unknown property '\(word.text)' for '\(statement.text)'"
                    + NameSuggestion.didYouMean(word.text, in: allowed)
            throw failure(.unknownKeyword, message, at: word.range)
        }
        advance()
        let kind: ViewPropertySyntax.Kind
        switch word.text {
        case "intrinsic":
            kind = .intrinsic(
                try parseSize(
                    "a size such as '120x21' or '120x_' after 'intrinsic'", allowsNoValue: true))
        case "hug":
            kind = .hugging(
                horizontal: try parsePriorityValue("a horizontal priority after 'hug'"),
                vertical: try parsePriorityValue("a vertical priority after the horizontal one"))
        case "resist":
            kind = .compressionResistance(
                horizontal: try parsePriorityValue("a horizontal priority after 'resist'"),
                vertical: try parsePriorityValue("a vertical priority after the horizontal one"))
        case "baseline":
            kind = .baseline(
                try parseSignedNumber("the baseline's distance from the top after 'baseline'"))
        case "frame":
            let frameStart = current.range.start
            let x = try parseSignedNumber("x y width height after 'frame'")
            let y = try parseSignedNumber("y width height after the x")
            let width = try parseSignedNumber("width height after the y")
            let height = try parseSignedNumber("the height after the width")
            kind = .frame(
                RectSyntax(x: x, y: y, width: width, height: height, range: range(from: frameStart))
            )
        case "autoresizing":
            kind = .autoresizing(try parseSwitch(after: word))
        case "margins":
            kind = .margins(try parseInsets(after: word))
        case "direction":
            kind = .direction(try parseDirection())
        case "safe":
            kind = .safeArea(try parseInsets(after: word))
        default:
            throw failure(.unknownKeyword, "unknown property '\(word.text)'", at: word.range)
        }
        let property = ViewPropertySyntax(kind: kind, range: range(from: start))
        if properties.contains(where: { $0.keyword == property.keyword }) {
            throw failure(.duplicate, "'\(word.text)' is given twice", at: word.range)
        }
        properties.append(property)
    }

    /// Parses `on` or `off`.
    private mutating func parseSwitch(after word: Token) throws(ParseFailure) -> Bool {
        if at(word: "on") || at(word: "off") { return advance().text == "on" }
        throw expected("'on' or 'off' after '\(word.text)'")
    }

    /// Parses `rtl` or `ltr`.
    private mutating func parseDirection() throws(ParseFailure) -> LayoutDirectionName {
        guard at(.identifier) else { throw expected("'ltr' or 'rtl' after 'direction'") }
        return try knownKeyword(advance(), as: "direction", advice: "; use 'ltr' or 'rtl'")
    }
}
