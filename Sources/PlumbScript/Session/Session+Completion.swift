import PlumbLayout

// Tab completion, computed from the command registry and the live layout: command words,
// view and guide names, attributes after `NAME.`, groups, labels, `#N`, file paths, keywords
// and options. The shell passes the line before the cursor and where libedit's word starts;
// the answer is whole replacements for that word.

extension Session {
    /// The completions for the word that starts at `wordStart` (in `Character`s) in `line`,
    /// the text before the cursor: whole replacements for that word, sorted, each once.
    ///
    /// ```swift
    /// session.completions(line: "button.wi", wordStart: 0)   // ["button.width"]
    /// session.completions(line: "show #", wordStart: 5)      // ["#1", "#2"]
    /// ```
    public func completions(line: String, wordStart: Int) -> [String] {
        let characters = Array(line)
        let start = min(max(wordStart, 0), characters.count)
        let segment = CompletionSegment(characters)
        let (tokenStart, candidates) = segment.candidates(in: self)
        let isFinal = segment.completesWholeWord(in: self)
        let token = String(characters[tokenStart...])
        var result: [String] = []
        for candidate in candidates where candidate.hasPrefix(token) && candidate != token {
            if tokenStart <= start {
                result.append(String(candidate.dropFirst(start - tokenStart)))
            } else {
                result.append(String(characters[start..<tokenStart]) + candidate)
            }
        }
        var seen: [String] = []
        for candidate in result.sorted() where seen.last != candidate { seen.append(candidate) }
        // A unique completion that is a whole word gets the space that follows it, as in bash;
        // not a name a `.attribute` may follow, a guide, or a directory.
        if seen.count == 1, let only = seen.first, isFinal(only) {
            return [only + " "]
        }
        return seen
    }

    // MARK: - Candidates by kind

    func candidates(for kind: ArgumentKind, token: String) -> [String] {
        let context = CommandContext(
            session: self, statement: StatementSyntax(.history),
            source: StatementSource(
                text: "", fileName: nil, entry: 0))
        let numbers = layout.userConstraints.compactMap { $0.number.map { "#\($0)" } }
        switch kind {
        case .newName: return []
        case .view: return context.viewNames
        case .window: return layout.windows.map(\.name)
        case .item: return context.itemNames
        case .itemOrSystemGuide:
            if token.contains(".") {
                return layout.views.flatMap { ["\($0.name).margins", "\($0.name).safeArea"] }
            }
            return context.itemNames
        case .anchor: return anchorCandidates(token)
        case .group: return context.groupNames
        case .constraint: return numbers + context.labelNames
        case .switchable: return context.groupNames + context.labelNames + numbers
        case .anything: return context.allNames + numbers
        case .filePath: return pathCandidates(token)
        case .keyword(let words): return words
        case .topic: return CommandRegistry.topics
        }
    }

    /// `NAME.attribute` for every attribute `NAME` has; item names (with a dot) before one.
    func anchorCandidates(_ token: String) -> [String] {
        guard let dot = token.lastIndex(of: ".") else {
            let context = CommandContext(
                session: self, statement: StatementSyntax(.history),
                source: StatementSource(text: "", fileName: nil, entry: 0))
            return (context.itemNames + ["superview"]).map { $0 + "." }
        }
        let base = String(token[..<dot])
        let parts = base.split(separator: ".").map(String.init)
        guard let name = parts.first else { return [] }
        let isView = name == "superview" || layout.view(named: name) != nil
        let isGuide = !isView && layout.item(named: name) != nil
        guard isView || isGuide else { return [] }
        var names: [String]
        if parts.count == 1 && isView {
            names =
                LayoutAttribute.allCases.map(\.rawValue)
                + CompositeAttributeName.allCases.map(\.rawValue)
                + LayoutGuideName.allCases.map(\.rawValue)
        } else if parts.count == 1
            || (parts.count == 2 && isView
                && LayoutGuideName(rawValue: parts[1]) != nil)
        {
            names =
                LayoutAttribute.allCases.filter {
                    !$0.isMargin && $0 != .firstBaseline && $0 != .lastBaseline
                }
                .map(\.rawValue) + CompositeAttributeName.allCases.map(\.rawValue)
        } else {
            return []
        }
        return names.map { base + "." + $0 }
    }

    /// The entries of the directory `token` names, as paths that start with `token`.
    func pathCandidates(_ token: String) -> [String] {
        let directory: String
        if let slash = token.lastIndex(of: "/") {
            directory = String(token[...slash])
        } else {
            directory = ""
        }
        guard let entries = fileSystem.directoryEntries(atPath: directory.isEmpty ? "." : directory)
        else { return [] }
        let prefix = token.dropFirst(directory.count)
        // Hidden files only when asked for.
        return entries.filter { !$0.hasPrefix(".") || prefix.hasPrefix(".") }.map { directory + $0 }
    }
}

/// The statement being typed, read from the line before the cursor well enough to complete
/// it: which command, which argument, inside which block.
struct CompletionSegment {
    /// The characters of the line.
    let characters: [Character]

    init(_ characters: [Character]) { self.characters = characters }

    /// Characters that end a word inside constraints.
    static let operators: Set<Character> = [
        " ", "\t", "=", "<", ">", "@", "+", "*", "/", "(", ")", "[", "]", "|", ",", "{", "}", ";",
        "&", ":", "-",
    ]

    /// Where the current statement (or shorthand entry) starts, and the shorthand block's
    /// subject when the cursor is inside one.
    private func statementStart() -> (start: Int, shorthandSubject: String?) {
        var start = 0
        var subject: String?
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c == ";" || c == "}" {
                start = index + 1
                subject = nil
            } else if c == "&", index + 1 < characters.count, characters[index + 1] == "&" {
                start = index + 2
                index += 1
            } else if c == "{" {
                let words = String(characters[start..<index]).split(whereSeparator: \.isWhitespace)
                if words.first == "group" {
                    subject = nil
                } else {
                    subject = words.first.map(String.init)
                }
                start = index + 1
            } else if c == ",", subject != nil {
                start = index + 1
            }
            index += 1
        }
        return (start, subject)
    }

    /// Where the token being completed starts, and the whole tokens it could become.
    func candidates(in session: Session) -> (Int, [String]) {
        let (start, subject) = statementStart()
        let text = String(characters[start...])
        let lastSpace = characters[start...].lastIndex { $0 == " " || $0 == "\t" } ?? (start - 1)
        let wordStart = lastSpace + 1
        var operatorStart = characters.count
        while operatorStart > start, !Self.operators.contains(characters[operatorStart - 1]) {
            operatorStart -= 1
        }
        let token = String(characters[operatorStart...])
        let previous = operatorStart > start ? characters[operatorStart - 1] : " "
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let complete = characters.last.map { $0 == " " || $0 == "\t" } ?? true
        let done = complete ? words : Array(words.dropLast())
        let numbers = session.layout.userConstraints.compactMap { $0.number.map { "#\($0)" } }

        if previous == "@" {
            return (operatorStart, NamedPriority.allCases.map(\.rawValue))
        }
        if subject != nil {
            // A shorthand entry: an attribute of the subject, then a right-hand side.
            if done.isEmpty {
                return (
                    operatorStart,
                    LayoutAttribute.allCases.map(\.rawValue)
                        + CompositeAttributeName.allCases.map(\.rawValue)
                )
            }
            return (operatorStart, rightHandSide(token, session))
        }
        guard let command = done.first else {
            // The first word: a command, or the start of a constraint.
            if token.contains(".") || token.hasPrefix("superview") {
                return (operatorStart, session.anchorCandidates(token))
            }
            return (
                operatorStart,
                CommandRegistry.keywords + session.candidates(for: .item, token: token) + [
                    "H:", "V:",
                ]
            )
        }
        guard let spec = CommandRegistry.command(named: command)?.completion,
            CommandRegistry.keywords.contains(command)
        else {
            // A constraint: items and anchors.
            return (operatorStart, rightHandSide(token, session))
        }
        let current = complete ? "" : (words.last ?? "")
        if current.hasPrefix("-") {
            return (wordStart, spec.options)
        }
        let arguments = done.dropFirst().filter { !$0.hasPrefix("--") }
        let kind: ArgumentKind?
        if let last = arguments.last, let after = spec.afterKeyword[last] {
            kind = after
        } else if arguments.count < spec.positional.count {
            kind = spec.positional[arguments.count]
        } else {
            kind = spec.rest
        }
        guard let kind else { return (wordStart, spec.options) }
        if current.hasPrefix("#") { return (wordStart, numbers) }
        if case .filePath = kind {
            return (wordStart, session.candidates(for: kind, token: current))
        }
        return (
            wordStart,
            session.candidates(for: kind, token: current) + (current.isEmpty ? [] : spec.options)
        )
    }

    /// Whether a completion here ends a word: commands, options, arguments of commands,
    /// `#N`, priorities and attributes do; an item's name where `.attribute` may follow, a
    /// guide (`button.margins.top`) and a directory do not.
    func completesWholeWord(in session: Session) -> (String) -> Bool {
        let (start, subject) = statementStart()
        let words = String(characters[start...]).split(whereSeparator: \.isWhitespace)
        let complete = characters.last.map { $0 == " " || $0 == "\t" } ?? true
        let done = complete ? words.count : max(words.count - 1, 0)
        let command = words.first.map(String.init)
        let isCommand = command.map { CommandRegistry.keywords.contains($0) } ?? false
        var tokenStart = characters.count
        while tokenStart > start, !Self.operators.contains(characters[tokenStart - 1]) {
            tokenStart -= 1
        }
        let afterAt = tokenStart > start && characters[tokenStart - 1] == "@"
        return { candidate in
            if afterAt { return true }
            if candidate.hasSuffix(".") || candidate.hasSuffix("/") { return false }
            let last = candidate.split(separator: ".").last.map(String.init) ?? candidate
            if candidate.contains("."), LayoutGuideName(rawValue: last) != nil { return false }
            if subject != nil { return true }
            if done == 0 {
                // The first word: a command or an attribute is whole; a name may take
                // `.attribute` or `{`.
                return CommandRegistry.keywords.contains(candidate) || candidate.contains(".")
            }
            // Inside a constraint only an attribute ends a word; after a command, everything.
            return isCommand || candidate.contains(".")
        }
    }

    private func rightHandSide(_ token: String, _ session: Session) -> [String] {
        if token.contains(".") { return session.anchorCandidates(token) }
        return session.candidates(for: .item, token: token) + ["superview"]
    }
}
