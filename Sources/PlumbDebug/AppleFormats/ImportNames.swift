// Readable names for what a log prints as `UILabel:0x7fd94ccacfa0' '`: the accessibility
// identifier when there is one (`ItemCell`), else the title or text with the kind of view
// (`showMoreButton`), else the class without its prefix and a number (`label1`, `view2`).
// Names are valid session names, never a statement's first word, and never reused.

/// Hands out unique session names.
struct ImportNames {
    /// Every name given, labels included (looked up, never iterated).
    private var taken: Set<String> = []
    /// The last number given to each base (looked up, never iterated).
    private var counters: [String: Int] = [:]

    /// Words that start statements: a view called `group` would make `group.width == 8`
    /// read as a group.
    static let reserved: Set<String> = [
        "window", "view", "guide", "set", "resize", "move", "remove", "group", "activate",
        "deactivate", "toggle", "constant", "priority", "undo", "redo", "frames", "tree", "show",
        "constraints", "where", "common", "why", "check", "ambiguity", "exercise", "explain",
        "tableau", "draw", "save", "load", "import", "export", "help", "history", "reset",
        "quit", "pin", "superview", "H", "V",
    ]

    /// Marks `name` as used (the `screen` window).
    mutating func reserve(_ name: String) { taken.insert(name) }

    /// `base1`, `base2`, … — the next free numbered name.
    mutating func numbered(_ base: String) -> String {
        var n = counters[base] ?? 0
        var name: String
        repeat {
            n += 1
            name = base + String(n)
        } while taken.contains(name)
        counters[base] = n
        taken.insert(name)
        return name
    }

    /// `name` itself when free and valid, else made valid and given a number.
    mutating func exact(_ raw: String) -> String {
        let name = Self.identifier(from: raw)
        if !taken.contains(name), !Self.reserved.contains(name) {
            taken.insert(name)
            return name
        }
        return numbered(name + "_")
    }

    /// The name of a described item: its accessibility identifier, its text with its kind,
    /// or its class and a number.
    mutating func name(for item: DescribedItem, isGuide: Bool) -> String {
        if let name = item.name { return exact(name) }
        let base = Self.base(ofClass: item.className ?? (isGuide ? "UILayoutGuide" : "UIView"))
        if isGuide, let text = item.text, !text.isEmpty, !text.hasPrefix("UIView"),
            !text.hasPrefix("NSView"), Self.isPlainIdentifier(text)
        {
            return exact(text)
        }
        if !isGuide, let text = item.text, let words = Self.words(text) {
            let candidate = words + base.prefix(1).uppercased() + base.dropFirst()
            if candidate.count <= 32, !taken.contains(candidate) {
                taken.insert(candidate)
                return candidate
            }
        }
        return numbered(base)
    }

    /// `UILabel` → `label`, `SPUISearchTableHeaderView` → `searchTableHeaderView`,
    /// `Trust.BrowserNavigationBar` → `browserNavigationBar`, `_UILayoutSpacer` → `layoutSpacer`.
    static func base(ofClass className: String) -> String {
        var name = Substring(className)
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if name.hasPrefix("NSKVONotifying_") { name = name.dropFirst("NSKVONotifying_".count) }
        if name.hasPrefix("_Tt"), let last = mangledTypeName(String(name)) {
            name = Substring(last)
        }
        while name.hasPrefix("_") { name = name.dropFirst() }
        let scalars = Array(name.unicodeScalars)
        // Drop an all-capitals prefix (UI, NS, SPUI), keeping the capital that starts the
        // next word.
        var capitals = 0
        while capitals < scalars.count, ("A"..."Z").contains(scalars[capitals]) { capitals += 1 }
        if capitals >= 2, capitals < scalars.count, ("a"..."z").contains(scalars[capitals]) {
            name = Substring(String(String.UnicodeScalarView(scalars[(capitals - 1)...])))
        }
        var result = identifier(from: String(name))
        if let first = result.first, first.isUppercase {
            result = first.lowercased() + result.dropFirst()
        }
        return result.isEmpty || result == "_" ? "view" : result
    }

    /// The last type name in a mangled Swift class name (`_TtC5MyApp8CardView` → `CardView`).
    static func mangledTypeName(_ mangled: String) -> String? {
        let scalars = Array(mangled.unicodeScalars)
        var index = 0
        var last: String?
        while index < scalars.count {
            var length = 0
            var digits = index
            while digits < scalars.count, let digit = Int(String(scalars[digits])),
                digits - index < 4
            {
                length = length * 10 + digit
                digits += 1
            }
            if digits > index, length > 0, digits + length <= scalars.count {
                last = String(String.UnicodeScalarView(scalars[digits..<(digits + length)]))
                index = digits + length
            } else {
                index = max(digits, index + 1)
            }
        }
        return last
    }

    /// A title's words in lower camel case (`Show More` → `showMore`); nil when it has no
    /// ASCII letters or is long.
    static func words(_ text: String) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII,
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar)
            {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty, words.count <= 4, let first = words.first,
            let initial = first.unicodeScalars.first, !("0"..."9").contains(initial)
        else { return nil }
        var result = first.lowercased()
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }
        return result
    }

    /// Whether `text` is already a valid name.
    static func isPlainIdentifier(_ text: String) -> Bool {
        identifier(from: text) == text && !reserved.contains(text)
    }

    /// `text` with every character that cannot be in a name replaced by `_` (and a leading
    /// digit prefixed with `_`); Apple's `...` for cut names is dropped.
    static func identifier(from text: String) -> String {
        var text = Substring(text)
        while text.hasSuffix(".") { text = text.dropLast() }
        var result = ""
        for scalar in text.unicodeScalars {
            let ok =
                scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar) || scalar == "_")
            if ok {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("_") {
                result += "_"
            }
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            result = "_" + result
        }
        return result.isEmpty ? "_" : result
    }
}
