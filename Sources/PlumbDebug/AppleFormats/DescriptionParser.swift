// Reading one `<NSLayoutConstraint:0x… …>` description: the head (class, address, SnapKit's
// `@File.swift#61`, the autoresizing accessory, the identifier), then the tail read from the
// end (the state and `names:` legend, `priority:`, `(LTR)`), and what is left in between is
// the body (DescriptionParser+Body.swift). The identifier is the one part that cannot be
// delimited alone — it may hold spaces and quotes — so each `' ` that could end it is tried
// until the rest reads as a body.

import PlumbLayout

extension ConstraintDescription {
    /// Reads one description, in Apple's modern (iOS 10+, macOS 10.12+), legacy or SnapKit
    /// format.
    ///
    /// ```swift
    /// let d = try ConstraintDescription.parse(
    ///     "<NSLayoutConstraint:0x6000 H:|-(4)-[UIStackView:0x7fbc]   (active, names: '|':UIView:0x7fbd )>")
    /// d.first.attribute    // .leading
    /// d.superview?.address // "0x7fbd"
    /// ```
    ///
    /// - Throws: ``AppleFormatError`` with the line and column (within `text`) of the first
    ///   part that does not read.
    public static func parse(_ text: String) throws(AppleFormatError) -> ConstraintDescription {
        let bytes = Array(text.utf8)
        return try DescriptionParser(text: AppleText(bytes), map: SourceMap(bytes)).parse()
    }
}

/// Reads one description; its errors point into the source through `map`.
struct DescriptionParser {
    let text: AppleText
    let map: SourceMap

    init(text: AppleText, map: SourceMap) {
        self.text = text.unwrappingObjects()
        self.map = map
    }

    var bytes: [UInt8] { text.bytes }

    func error(_ message: String, at index: Int) -> AppleFormatError {
        AppleFormatError(message, at: map.position(text.origin(index)))
    }

    func parse() throws(AppleFormatError) -> ConstraintDescription {
        let whole = text.trimmed(0..<text.count)
        guard !whole.isEmpty, bytes[whole.lowerBound] == UInt8(ascii: "<") else {
            throw error("expected '<' to start a constraint description", at: whole.lowerBound)
        }
        guard bytes[whole.upperBound - 1] == UInt8(ascii: ">") else {
            throw error("expected '>' to end the constraint description", at: whole.upperBound)
        }
        let start = whole.lowerBound + 1
        let end = whole.upperBound - 1
        // The head: Class:0xADDR[@file#line]
        var index = start
        while index < end, bytes[index] != UInt8(ascii: ":"), !text.isBlank(bytes[index]) {
            index += 1
        }
        guard index < end, bytes[index] == UInt8(ascii: ":"), index > start else {
            throw error("expected 'Class:0xADDRESS' after '<'", at: start)
        }
        let className = text.string(start..<index)
        let addressStart = index + 1
        index = addressStart
        while index < end, bytes[index] != UInt8(ascii: "@"), !text.isBlank(bytes[index]) {
            index += 1
        }
        var address = text.string(addressStart..<index).lowercased()
        var label: String?
        if !AppleNotation.isAddress(bytes[addressStart..<index]) {
            // SnapKit prints a constraint's label in place of its address, before the source
            // location: `SnapKit.LayoutConstraint:Min dodgy constraint@Unlock.swift#107`.
            guard let at = sourceLocation(from: addressStart, before: end)?.at,
                at > addressStart
            else {
                throw error(
                    "expected an address such as '0x600000071d10' after '\(className):'",
                    at: addressStart)
            }
            index = at
            label = text.string(addressStart..<at)
            address = label ?? address
        }
        var sourceFile: String?
        var sourceLine: Int?
        if index < end, bytes[index] == UInt8(ascii: "@") {
            guard let (_, mark, digitsEnd) = sourceLocation(from: index, before: end),
                digitsEnd > index
            else {
                throw error("expected '@FILE#LINE' (SnapKit's source location)", at: index)
            }
            sourceFile = text.string((index + 1)..<mark)
            sourceLine = Int(text.string((mark + 1)..<digitsEnd))
            index = digitsEnd
        }
        var rest = text.trimmed(index..<end)
        var autoresizingMask: String?
        if text.matches("h=", at: rest.lowerBound) {
            let h = rest.lowerBound
            guard let space = text.first(" ", in: h..<rest.upperBound),
                text.matches("v=", at: space + 1)
            else { throw error("expected an autoresizing mask such as 'h=--& v=--&'", at: h) }
            var maskEnd = space + 3
            while maskEnd < rest.upperBound, !text.isBlank(bytes[maskEnd]) { maskEnd += 1 }
            autoresizingMask = text.string(h..<maskEnd)
            rest = text.trimmed(maskEnd..<rest.upperBound)
        }
        let tail = try parseTail(rest)
        var bodyEnd = tail.bodyEnd
        var priority = 1000.0
        if let mark = text.last(" priority:", in: rest.lowerBound..<bodyEnd) {
            guard let value = text.number((mark + 10)..<bodyEnd) else {
                throw error("expected a number after 'priority:'", at: mark + 10)
            }
            priority = value
            bodyEnd = text.trimmed(rest.lowerBound..<mark).upperBound
        }
        var direction: ArtDirection = .natural
        if text.matches("(LTR)", at: bodyEnd - 5) || text.matches("(RTL)", at: bodyEnd - 5) {
            direction = text.matches("(LTR)", at: bodyEnd - 5) ? .leftToRight : .rightToLeft
            bodyEnd -= 5
        }
        // The identifier, then the body.
        var identifier: String?
        var body: Body
        if rest.lowerBound < bodyEnd, bytes[rest.lowerBound] == UInt8(ascii: "'") {
            var firstError: AppleFormatError?
            var result: (String, Body)?
            var quote = rest.lowerBound + 1
            while quote < bodyEnd, result == nil {
                if bytes[quote] == UInt8(ascii: "'"), quote + 1 < bodyEnd,
                    text.isBlank(bytes[quote + 1])
                {
                    do {
                        let parsed = try parseBody(
                            text.trimmed((quote + 1)..<bodyEnd), direction: direction, legend: tail)
                        result = (text.string((rest.lowerBound + 1)..<quote), parsed)
                    } catch {
                        if firstError == nil { firstError = error }
                    }
                }
                quote += 1
            }
            guard let (name, parsed) = result else {
                throw firstError
                    ?? self.error("expected a constraint after the identifier", at: bodyEnd)
            }
            identifier = name
            body = parsed
        } else {
            body = try parseBody(
                text.trimmed(rest.lowerBound..<bodyEnd), direction: direction, legend: tail)
        }
        if body.priority != nil, priority == 1000 { priority = body.priority ?? 1000 }
        if identifier == nil { identifier = label }
        tail.resolveNames(in: &body)
        return ConstraintDescription(
            className: className, address: address, sourceFile: sourceFile, sourceLine: sourceLine,
            autoresizingMask: autoresizingMask, identifier: identifier, form: body.form,
            first: body.first, relation: body.relation, second: body.second,
            multiplier: body.multiplier, constant: body.constant,
            symbolicConstant: body.symbolicConstant, priority: priority, isActive: tail.isActive,
            hugging: body.hugging, compressionResistance: body.compressionResistance,
            legend: tail.entries, superview: body.superview ?? tail.superview,
            position: map.position(text.origin(whole.lowerBound)))
    }

    /// SnapKit's source location at or after `from`: where its `@`, its `#` and its digits end.
    ///
    /// It is `@File.swift#61` followed by a blank or the end; the file may hold spaces.
    func sourceLocation(from: Int, before end: Int) -> (at: Int, hash: Int, end: Int)? {
        var at = from
        while at < end {
            if bytes[at] == UInt8(ascii: "@") {
                var hash = at + 1
                while hash < end {
                    if bytes[hash] == UInt8(ascii: "#") {
                        var digits = hash + 1
                        while digits < end, AppleText.isDigit(bytes[digits]) { digits += 1 }
                        if digits > hash + 1, digits == end || text.isBlank(bytes[digits]) {
                            return (at, hash, digits)
                        }
                    }
                    hash += 1
                }
                return nil
            }
            at += 1
        }
        return nil
    }

    // MARK: - The tail

    /// What follows the body: `(active)`, `(active, names: …)` or legacy `(Names: …)`.
    struct Tail {
        var bodyEnd: Int
        var isActive = true
        var entries: [ConstraintDescription.LegendEntry] = []
        var superview: DescribedItem?

        /// Gives named items the addresses the legend lists, and turns a `'|'` entry that
        /// repeats a named item (`'|':ItemCell:0x…` next to `ItemCell:0x…`) into that item.
        func resolveNames(in body: inout Body) {
            func resolve(_ item: inout DescribedItem) {
                if item.address == nil, let name = item.name,
                    let entry = entries.first(where: { $0.name == name })
                {
                    item.address = entry.address
                }
                if let className = item.className, let address = item.address,
                    entries.contains(where: { $0.name == className && $0.address == address })
                {
                    item = DescribedItem(address: address, name: className)
                }
            }
            resolve(&body.first.item)
            if var second = body.second {
                resolve(&second.item)
                body.second = second
            }
            if var superview = body.superview {
                resolve(&superview)
                body.superview = superview
            }
        }
    }

    func parseTail(_ range: Range<Int>) throws(AppleFormatError) -> Tail {
        var tail = Tail(bodyEnd: range.upperBound)
        guard range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == UInt8(ascii: ")")
        else { return tail }
        let opens = [" (active", " (inactive", " (Names:", " (names:"].compactMap {
            text.last($0, in: range)
        }
        guard let open = opens.max() else { return tail }
        let inner = text.trimmed((open + 2)..<(range.upperBound - 1))
        tail.bodyEnd = text.trimmed(range.lowerBound..<open).upperBound
        var legendStart: Int?
        if text.matches("inactive", at: inner.lowerBound) {
            tail.isActive = false
            legendStart = inner.lowerBound + 8
        } else if text.matches("active", at: inner.lowerBound) {
            legendStart = inner.lowerBound + 6
        } else {
            legendStart = inner.lowerBound
        }
        var cursor = legendStart ?? inner.lowerBound
        if text.matches(",", at: cursor) { cursor += 1 }
        cursor = text.trimmed(cursor..<inner.upperBound).lowerBound
        guard cursor < inner.upperBound else { return tail }
        guard text.matches("names:", at: cursor) || text.matches("Names:", at: cursor) else {
            throw error("expected 'names:' in the constraint's state", at: cursor)
        }
        cursor += 6
        // Entries are `NAME:0xADDR` or `'|':ITEM`, separated by ", ".
        var entryStart = cursor
        var index = cursor
        while index <= inner.upperBound {
            if index == inner.upperBound || text.matches(", ", at: index) {
                try addLegendEntry(text.trimmed(entryStart..<index), to: &tail)
                entryStart = index + 2
                index += 2
                continue
            }
            index += 1
        }
        return tail
    }

    private func addLegendEntry(_ range: Range<Int>, to tail: inout Tail) throws(AppleFormatError) {
        guard !range.isEmpty else { return }
        if text.matches("'|':", at: range.lowerBound) {
            tail.superview = try parseItem((range.lowerBound + 4)..<range.upperBound)
            return
        }
        guard let colon = text.last(":0x", in: range),
            AppleNotation.isAddress(bytes[(colon + 1)..<range.upperBound]), colon > range.lowerBound
        else {
            throw error("expected 'NAME:0xADDRESS' in the names legend", at: range.lowerBound)
        }
        tail.entries.append(
            ConstraintDescription.LegendEntry(
                name: text.string(range.lowerBound..<colon),
                address: text.string((colon + 1)..<range.upperBound).lowercased()))
    }

    // MARK: - Items

    /// `Class:0xADDR`, `Class:0xADDR'text'`, or a name.
    func parseItem(_ range: Range<Int>) throws(AppleFormatError) -> DescribedItem {
        let range = text.trimmed(range)
        guard !range.isEmpty else {
            throw error("expected a view or layout guide", at: range.lowerBound)
        }
        if let colon = text.first(":0x", in: range), colon > range.lowerBound,
            bytes[range.lowerBound..<colon].allSatisfy(Self.isClassNameByte)
        {
            var end = colon + 3
            while end < range.upperBound, AppleNotation.isHexDigit(bytes[end]) { end += 1 }
            let className = text.string(range.lowerBound..<colon)
            let address = text.string((colon + 1)..<end)
            if end == range.upperBound {
                return DescribedItem(className: className, address: address)
            }
            if bytes[end] == UInt8(ascii: "'"), bytes[range.upperBound - 1] == UInt8(ascii: "'"),
                range.upperBound - 1 > end
            {
                return DescribedItem(
                    className: className, address: address,
                    text: text.string((end + 1)..<(range.upperBound - 1)))
            }
        }
        return DescribedItem(name: text.string(range))
    }

    static func isClassNameByte(_ byte: UInt8) -> Bool {
        AppleNotation.isNameByte(byte) || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
    }
}
