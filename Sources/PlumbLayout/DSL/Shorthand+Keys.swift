// The AutoLayoutShorthand DSL's keys and its entry point: `"ATTRIBUTE RELATION"` with an
// optional `@PRIORITY` is read by hand, so a bad key is a thrown error naming the key (where
// ALS asserted), and a dictionary, which has no order, is made in a fixed one.

/// A parsed shorthand key: `"width >= @750"`.
struct ShorthandKey {
    let text: String
    let attribute: LayoutAttribute
    let relation: Relation
    let priority: Double?

    /// Every attribute name a key may use: the layout's, and ALS's `baseline` (the last
    /// baseline, as `NSLayoutAttributeBaseline` is).
    static let attributeNames = LayoutAttribute.allCases.map(\.rawValue) + ["baseline"]

    /// Reads `"ATTRIBUTE RELATION"`, optionally followed by `@PRIORITY`; spaces around the
    /// parts are optional.
    ///
    /// - Throws: ``DSLError/unknownAttribute(_:key:)``, ``DSLError/unknownRelation(_:key:)``,
    ///   ``DSLError/malformedKey(_:)``.
    static func parse(_ key: String) throws(DSLError) -> ShorthandKey {
        var rest = Substring(key)
        func skipSpaces() { rest = rest.drop { $0.isWhitespace } }
        func take(while belongs: (Character) -> Bool) -> Substring {
            let taken = rest.prefix(while: belongs)
            rest = rest.dropFirst(taken.count)
            return taken
        }
        skipSpaces()
        let name = String(take { $0.isLetter })
        guard !name.isEmpty else { throw .malformedKey(key) }
        let attribute: LayoutAttribute
        if name == "baseline" {
            attribute = .lastBaseline
        } else if let known = LayoutAttribute(rawValue: name) {
            attribute = known
        } else {
            throw .unknownAttribute(name, key: key)
        }
        skipSpaces()
        let symbol = String(take { "=<>!".contains($0) })
        guard !symbol.isEmpty else { throw .malformedKey(key) }
        guard let relation = Relation(rawValue: symbol) else {
            throw .unknownRelation(symbol, key: key)
        }
        skipSpaces()
        var priority: Double?
        if rest.first == "@" {
            rest = rest.dropFirst()
            let digits = take { $0.isNumber || $0 == "." }
            guard let value = Double(digits) else { throw .malformedKey(key) }
            priority = value
            skipSpaces()
        }
        guard rest.isEmpty else { throw .malformedKey(key) }
        return ShorthandKey(text: key, attribute: attribute, relation: relation, priority: priority)
    }

    /// The relation a mistyped one probably meant: `=` and `===` for `==`, `=>` and `>` for
    /// `>=`, `=<` and `<` for `<=`.
    static func suggestedRelation(for symbol: String) -> String? {
        switch symbol {
        case "=", "===": "=="
        case "=>", ">", ">>": ">="
        case "=<", "<", "<<": "<="
        default: nil
        }
    }

    /// The order entries are made in: by attribute in Apple's order (left, right, top,
    /// bottom, leading, trailing, width, height, centerX, centerY, baselines, margins), then
    /// `==`, `>=`, `<=`, then by the key's text, so equal dictionaries number their
    /// constraints alike.
    static func precedes(_ a: ShorthandKey, _ b: ShorthandKey) -> Bool {
        func rank(_ relation: Relation) -> Int {
            switch relation {
            case .equal: 0
            case .greaterThanOrEqual: 1
            case .lessThanOrEqual: 2
            }
        }
        if a.attribute != b.attribute {
            return a.attribute.appleRawValue < b.attribute.appleRawValue
        }
        if a.relation != b.relation { return rank(a.relation) < rank(b.relation) }
        return a.text < b.text
    }
}

extension LayoutItem {
    /// Makes one constraint per dictionary entry and activates them together, in one
    /// transaction (AutoLayoutShorthand's `als_addConstraints:`).
    ///
    /// Each key is `"ATTRIBUTE RELATION"` for this item, optionally with a priority:
    /// `"width >="`, `"width == @750"`. Each value says what the attribute relates to (see
    /// ``ShorthandValue``): a number is a constant, `.superview` is the same attribute of the
    /// superview, an item is the same attribute of that item, `header.bottom + 10` an
    /// attribute of another item, and `~ 750` (or ``Shorthand``) sets a priority.
    ///
    /// A dictionary has no order, so the entries are made in a fixed one, by attribute
    /// (left, right, top, bottom, leading, trailing, width, height, centerX, centerY, …), then
    /// by relation, then by key: the same dictionary numbers its constraints the same way on
    /// every run. Every entry is recorded as written at the call's file and line.
    ///
    /// A dictionary literal cannot repeat a key: Swift warns at compile time and the standard
    /// library traps before Plumb sees the dictionary. For two constraints on one attribute
    /// and relation, give one of them a priority in its key (`"width =="` and
    /// `"width == @750"`).
    ///
    /// ```swift
    /// let made = try icon.addConstraints([
    ///     "left ==": .superview + 16,
    ///     "width ==": 32,
    ///     "top ==": header.bottom + 10 ~ 750,
    ///     "height ==": 32,
    /// ])
    /// made.map(\.description)   // ["#4 icon.left == root.left + 16", "#5 icon.top == …", …]
    /// ```
    ///
    /// - Parameters:
    ///   - entries: One constraint per entry: `"ATTRIBUTE RELATION": value`.
    ///   - activate: Whether to activate the constraints (else they are made inactive, for a
    ///     group).
    ///   - file: The file recorded as every constraint's origin (the caller's).
    ///   - line: The line recorded as every constraint's origin (the caller's).
    /// - Returns: The constraints, in the order they were made.
    /// - Throws: ``DSLError/unknownAttribute(_:key:)`` (with "did you mean"),
    ///   ``DSLError/unknownRelation(_:key:)``, ``DSLError/malformedKey(_:)``,
    ///   ``DSLError/conflictingPriorities(key:)``, ``DSLError/invalidEntry(key:_:)`` for an
    ///   entry the layout refuses (a position equal to a number, x related to y, no
    ///   superview, …), ``DSLError/layout(_:)``; then nothing changed.
    @discardableResult
    public func addConstraints(
        _ entries: [String: any ShorthandValue], activate: Bool = true, file: String = #fileID,
        line: Int = #line
    ) throws(DSLError) -> [LayoutConstraint] {
        let layout = try Layout.owningForDSL(self)
        // Read the keys in sorted order, so the first bad key reported is always the same.
        var parsed: [(key: ShorthandKey, value: Shorthand)] = []
        for text in entries.keys.sorted() {
            guard let value = entries[text] else { continue }
            parsed.append((try ShorthandKey.parse(text), value.shorthand))
        }
        parsed.sort { ShorthandKey.precedes($0.key, $1.key) }
        var drafts: [ConstraintDraft] = []
        for (key, value) in parsed {
            do {
                let draft = try shorthandDraft(key, value)
                try layout.validate(draft, activating: activate)
                drafts.append(draft)
            } catch let error as DSLError {
                throw error
            } catch let error as LayoutError {
                throw .invalidEntry(key: key.text, error)
            } catch {
                throw .layout(.solverFailure("\(error)"))
            }
        }
        let origin = ConstraintOrigin.source(file: file, line: line)
        do {
            if activate { return try layout.activate(drafts, origin: origin).constraints }
            return try layout.makeConstraints(drafts, origin: origin)
        } catch {
            throw .layout(error)
        }
    }

    /// The draft of one entry.
    private func shorthandDraft(_ key: ShorthandKey, _ value: Shorthand) throws -> ConstraintDraft {
        if key.priority != nil, value.priority != nil {
            throw DSLError.conflictingPriorities(key: key.text)
        }
        let priority = value.priority ?? key.priority ?? Priority.required.value
        let first = ItemAttribute(self, key.attribute)
        let second: ItemAttribute?
        switch value.target {
        case .noItem: second = nil
        case .superview: second = ItemAttribute(try container(of: self), key.attribute)
        case .item(let item): second = ItemAttribute(item, key.attribute)
        case .attribute(let side): second = side
        }
        return ConstraintDraft(
            first, key.relation, second, multiplier: second == nil ? 1 : value.multiplier,
            constant: value.constant, priority: priority)
    }
}
