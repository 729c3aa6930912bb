// Apple's ASCII-art bodies (apple-autolayout.md §11.2): one constraint drawn in VFL-like
// text whose items are descriptions, not names. Only four shapes describe one constraint —
// `|-gap-[a]`, `[a]-gap-|`, `[a]-gap-[b]` and `[a(extent)]` — and each becomes the equation
// UIKit made: the later item's near edge from the earlier item's far edge.

import PlumbLayout

extension DescriptionParser {
    /// One element of an art body: the superview bar or a bracketed item.
    private enum Element {
        case bar(Int)
        case item(DescribedItem, extent: Predicate?, at: Int)
    }

    /// A gap or an extent: `8`, `>=0`, `NSSpace(8)`, `0@250`.
    private struct Predicate {
        var relation: Relation = .equal
        var value: Double
        var symbol: String?
        var priority: Double?
    }

    func parseArt(_ range: Range<Int>, direction: ArtDirection, superview: DescribedItem?)
        throws(AppleFormatError) -> Body
    {
        let vertical = bytes[range.lowerBound] == UInt8(ascii: "V")
        var index = range.lowerBound + 2
        var elements: [Element] = []
        var gaps: [Predicate] = []
        while index < range.upperBound {
            if !elements.isEmpty {
                // A connection: `-(8)-`, `-8-`, `-NSSpace(8)-`, `-` (standard), or flush.
                if bytes[index] == UInt8(ascii: "-") {
                    let open = index + 1
                    if open < range.upperBound,
                        bytes[open] == UInt8(ascii: "[") || bytes[open] == UInt8(ascii: "|")
                    {
                        gaps.append(Predicate(value: 8, symbol: "NSSpace(8)"))
                        index = open
                    } else {
                        var close = open
                        if open < range.upperBound, bytes[open] == UInt8(ascii: "(") {
                            guard
                                let end = text.closingParenthesis(
                                    from: open, before: range.upperBound)
                            else {
                                throw error("expected ')' to close the spacing", at: open)
                            }
                            gaps.append(try parsePredicate((open + 1)..<end))
                            close = end + 1
                        } else {
                            while close < range.upperBound,
                                bytes[close] != UInt8(ascii: "-") || close == open
                            {
                                if bytes[close] == UInt8(ascii: "(") {
                                    close =
                                        text.closingParenthesis(
                                            from: close, before: range.upperBound) ?? close
                                }
                                close += 1
                            }
                            gaps.append(try parsePredicate(open..<close))
                        }
                        guard close < range.upperBound, bytes[close] == UInt8(ascii: "-") else {
                            throw error("expected '-' after the spacing", at: close)
                        }
                        index = close + 1
                    }
                } else {
                    gaps.append(Predicate(value: 0))
                }
            }
            guard index < range.upperBound else { throw error("expected '[' or '|'", at: index) }
            if bytes[index] == UInt8(ascii: "|") {
                elements.append(.bar(index))
                index += 1
            } else if bytes[index] == UInt8(ascii: "[") {
                let (element, next) = try parseBracket(from: index, before: range.upperBound)
                elements.append(element)
                index = next
            } else {
                throw error("expected '[' or '|' in the constraint's art", at: index)
            }
        }
        return try equation(
            elements, gaps, vertical: vertical, direction: direction, superview: superview,
            at: range.lowerBound)
    }

    /// `[ITEM]` or `[ITEM(extent)]`, from the `[` at `open`.
    private func parseBracket(from open: Int, before limit: Int) throws(AppleFormatError)
        -> (Element, Int)
    {
        // The item runs to the first `]` or `(` outside its quoted text.
        var index = open + 1
        var quoted = false
        var itemEnd: Int?
        while index < limit, itemEnd == nil {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                let next = index + 1 < limit ? bytes[index + 1] : 0
                quoted = quoted ? !(next == UInt8(ascii: "]") || next == UInt8(ascii: "(")) : true
            } else if !quoted, byte == UInt8(ascii: "]") || byte == UInt8(ascii: "(") {
                itemEnd = index
            }
            if itemEnd == nil { index += 1 }
        }
        guard let end = itemEnd else { throw error("expected ']' to close the item", at: open) }
        let item = try parseItem((open + 1)..<end)
        var extent: Predicate?
        var close = end
        if bytes[end] == UInt8(ascii: "(") {
            guard let right = text.closingParenthesis(from: end, before: limit) else {
                throw error("expected ')' to close the size", at: end)
            }
            extent = try parsePredicate((end + 1)..<right)
            close = right + 1
        }
        guard close < limit, bytes[close] == UInt8(ascii: "]") else {
            throw error("expected ']' to close the item", at: close)
        }
        return (.item(item, extent: extent, at: open + 1), close + 1)
    }

    private func parsePredicate(_ range: Range<Int>) throws(AppleFormatError) -> Predicate {
        var range = text.trimmed(range)
        var relation = Relation.equal
        for token in ["==", "<=", ">="] where text.matches(token, at: range.lowerBound) {
            relation = AppleNotation.relation(token) ?? .equal
            range = text.trimmed((range.lowerBound + 2)..<range.upperBound)
        }
        var priority: Double?
        if let at = text.last("@", in: range) {
            guard let value = text.number((at + 1)..<range.upperBound) else {
                throw error("expected a priority after '@'", at: at + 1)
            }
            priority = value
            range = text.trimmed(range.lowerBound..<at)
        }
        if !range.isEmpty, let (value, symbol) = symbolicSpace(range) {
            return Predicate(relation: relation, value: value, symbol: symbol, priority: priority)
        }
        guard let value = text.number(range) else {
            throw error("expected a number, or a space such as 'NSSpace(8)'", at: range.lowerBound)
        }
        return Predicate(relation: relation, value: value, priority: priority)
    }

    /// The one equation an art body stands for.
    private func equation(
        _ elements: [Element], _ gaps: [Predicate], vertical: Bool, direction: ArtDirection,
        superview: DescribedItem?, at start: Int
    ) throws(AppleFormatError) -> Body {
        let absolute = !vertical && direction != .natural
        let near: LayoutAttribute = vertical ? .top : (absolute ? .left : .leading)
        let far: LayoutAttribute = vertical ? .bottom : (absolute ? .right : .trailing)
        let size: LayoutAttribute = vertical ? .height : .width
        var bar = superview ?? DescribedItem()
        if superview == nil { bar.isUnnamedSuperview = true }
        func sides(_ later: DescribedSide, _ earlier: DescribedSide, _ gap: Predicate) -> Body {
            var later = later
            var earlier = earlier
            var body: Body
            if direction == .rightToLeft && !vertical {
                // Laid out right to left: the near edge is the right one, and the equation
                // turns around (the earlier item's left ≥ the later item's right + gap).
                later.attribute = later.attribute == .left ? .right : .left
                earlier.attribute = earlier.attribute == .left ? .right : .left
                body = Body(form: .art, first: earlier, relation: gap.relation, second: later)
            } else {
                body = Body(form: .art, first: later, relation: gap.relation, second: earlier)
            }
            body.constant = gap.value
            body.symbolicConstant = gap.symbol
            body.priority = gap.priority
            body.superview = superview
            return body
        }
        switch (elements.count, elements.first, elements.last) {
        case (1, .item(let item, let extent?, _)?, _):
            var body = Body(form: .art, first: DescribedSide(item, size), relation: extent.relation)
            body.constant = extent.value
            body.symbolicConstant = extent.symbol
            body.priority = extent.priority
            body.superview = superview
            return body
        case (2, .bar?, .item(let item, nil, _)?):
            return sides(DescribedSide(item, near), DescribedSide(bar, near), gaps[0])
        case (2, .item(let item, nil, _)?, .bar?):
            return sides(DescribedSide(bar, far), DescribedSide(item, far), gaps[0])
        case (2, .item(let a, nil, _)?, .item(let b, nil, _)?):
            return sides(DescribedSide(b, near), DescribedSide(a, far), gaps[0])
        default:
            throw error(
                "expected one of the forms Apple prints for one constraint: '|-(8)-[A]', '[A]-(8)-|', '[A]-(8)-[B]' or '[A(80)]'",
                at: start)
        }
    }
}
