// The body of a description: an equation (`UIView:0x1.height >= 330`,
// `A.trailing == B.trailing - 10`, `0.4*B.width`, `B.width * 0.7`, `== - 16`,
// `NSSpace(8)`, `Hug:250 CompressionResistance:750`), or Apple's ASCII art
// (`H:|-(8)-[A]`, `V:[A]-(24)-[B]`, `H:[A]-(NSSpace(8))-|`, `V:[A(80)]`), read into one
// equation. Art measures from the earlier item's far edge to the later item's near edge:
// `[a]-(8)-[b]` is `b.leading == a.trailing + 8`, `[a]-(8)-|` is
// `superview.trailing == a.trailing + 8`, as UIKit makes them.

import PlumbLayout

/// How an art body's horizontal attributes are named.
enum ArtDirection {
    /// Leading and trailing (no suffix).
    case natural
    /// Left and right, laid out left to right: `(LTR)`.
    case leftToRight
    /// Left and right, laid out right to left: `(RTL)`.
    case rightToLeft
}

extension DescriptionParser {
    /// A body read into one equation.
    struct Body {
        var form: ConstraintDescription.Form
        var first: DescribedSide
        var relation: Relation
        var second: DescribedSide?
        var multiplier = 1.0
        var constant = 0.0
        var symbolicConstant: String?
        var priority: Double?
        var hugging: Double?
        var compressionResistance: Double?
        var superview: DescribedItem?
    }

    func parseBody(_ range: Range<Int>, direction: ArtDirection, legend: Tail)
        throws(AppleFormatError) -> Body
    {
        guard !range.isEmpty else { throw error("expected a constraint", at: range.lowerBound) }
        // NSContentSizeLayoutConstraint: `== 117 Hug:250 CompressionResistance:750`, or in
        // art, `H:[UIImageView:0x7(512)] Hug:250 CompressionResistance:1` (iOS 6).
        var range = range
        var priorities: (hugging: Double, resistance: Double)?
        if let hug = text.first(" Hug:", in: range) {
            guard let resist = text.first(" CompressionResistance:", in: range), resist > hug,
                let hugging = text.number((hug + 5)..<resist),
                let resistance = text.number((resist + 23)..<range.upperBound)
            else { throw error("expected 'Hug:N CompressionResistance:N'", at: hug + 1) }
            priorities = (hugging, resistance)
            range = text.trimmed(range.lowerBound..<hug)
        }
        var body: Body
        if text.matches("H:", at: range.lowerBound) || text.matches("V:", at: range.lowerBound) {
            body = try parseArt(range, direction: direction, superview: legend.superview)
        } else {
            body = try parseEquation(range)
        }
        body.hugging = priorities?.hugging
        body.compressionResistance = priorities?.resistance
        return body
    }

    // MARK: - Equations

    func parseEquation(_ range: Range<Int>) throws(AppleFormatError) -> Body {
        var found: (Int, Relation)?
        var index = range.lowerBound
        while index + 4 <= range.upperBound, found == nil {
            if text.isBlank(bytes[index]), text.isBlank(bytes[index + 3]),
                bytes[index + 2] == UInt8(ascii: "=")
            {
                let token = text.string((index + 1)..<(index + 3))
                if let relation = AppleNotation.relation(token) {
                    found = (index, relation)
                } else if token == "?=" {
                    throw error(
                        "the relation '?=' is unknown: Apple prints it for a relation that is not ==, <= or >=",
                        at: index + 1)
                }
            }
            index += 1
        }
        guard let (mark, relation) = found else {
            throw error(
                "expected '==', '<=' or '>=' between two sides of the constraint",
                at: range.lowerBound)
        }
        let first = try parseSide(text.trimmed(range.lowerBound..<mark))
        let rhs = text.trimmed((mark + 4)..<range.upperBound)
        var body = Body(form: .equation, first: first, relation: relation)
        guard !rhs.isEmpty else {
            throw error("expected a value after the relation", at: rhs.lowerBound)
        }
        // A constant alone: `80`, `- 16`, `-16`.
        if let value = signedNumber(rhs) {
            body.constant = value
            return body
        }
        if let (value, symbol) = symbolicSpace(rhs) {
            body.constant = value
            body.symbolicConstant = symbol
            return body
        }
        // The constant at the end: `+ 8`, `- 10`, or a symbolic space.
        var itemEnd = rhs.upperBound
        if let sign = text.last(" ", in: rhs), sign > rhs.lowerBound {
            let previous = text.trimmed(rhs.lowerBound..<sign)
            if let value = text.number((sign + 1)..<rhs.upperBound), previous.count >= 1,
                previous.upperBound > rhs.lowerBound,
                bytes[previous.upperBound - 1] == UInt8(ascii: "+")
                    || bytes[previous.upperBound - 1] == UInt8(ascii: "-")
            {
                let negative = bytes[previous.upperBound - 1] == UInt8(ascii: "-")
                let before = text.trimmed(previous.lowerBound..<(previous.upperBound - 1))
                if before.upperBound > before.lowerBound,
                    bytes[before.upperBound - 1] != UInt8(ascii: "*")
                {
                    body.constant = negative ? -value : value
                    itemEnd = before.upperBound
                }
            }
        }
        if itemEnd == rhs.upperBound, let open = text.last(" NS", in: rhs),
            let (value, symbol) = symbolicSpace(text.trimmed(open..<rhs.upperBound))
        {
            body.constant = value
            body.symbolicConstant = symbol
            var before = text.trimmed(rhs.lowerBound..<open)
            if before.upperBound > before.lowerBound,
                bytes[before.upperBound - 1] == UInt8(ascii: "+")
            {
                before = text.trimmed(before.lowerBound..<(before.upperBound - 1))
            }
            itemEnd = before.upperBound
        }
        var side = text.trimmed(rhs.lowerBound..<itemEnd)
        // A postfix multiplier: `B.width * 0.7`.
        if let star = text.last(" * ", in: side),
            let value = text.number((star + 3)..<side.upperBound)
        {
            body.multiplier = value
            side = text.trimmed(side.lowerBound..<star)
        }
        // A prefix multiplier or sign: `0.4*B.width`, `-B.width`, `-0.5*B.width`.
        var sign = 1.0
        if side.lowerBound < side.upperBound, bytes[side.lowerBound] == UInt8(ascii: "-") {
            sign = -1
            side = text.trimmed((side.lowerBound + 1)..<side.upperBound)
        }
        var cursor = side.lowerBound
        while cursor < side.upperBound, AppleText.isNumberByte(bytes[cursor]) { cursor += 1 }
        if cursor > side.lowerBound, cursor < side.upperBound, bytes[cursor] == UInt8(ascii: "*"),
            let value = text.number(side.lowerBound..<cursor)
        {
            body.multiplier = value
            side = text.trimmed((cursor + 1)..<side.upperBound)
        }
        body.multiplier *= sign
        body.second = try parseSide(side)
        return body
    }

    /// `ITEM.attribute`, split at the last dot (names may hold dots themselves).
    func parseSide(_ range: Range<Int>) throws(AppleFormatError) -> DescribedSide {
        guard let dot = text.last(".", in: range), dot > range.lowerBound else {
            throw error("expected 'ITEM.attribute'", at: range.lowerBound)
        }
        let name = text.string((dot + 1)..<range.upperBound)
        guard let attribute = AppleNotation.attribute(named: name) else {
            throw error("unknown attribute '\(name)'", at: dot + 1)
        }
        return DescribedSide(try parseItem(range.lowerBound..<dot), attribute)
    }

    /// `16`, `-16`, `- 16`.
    func signedNumber(_ range: Range<Int>) -> Double? {
        if bytes[range.lowerBound] == UInt8(ascii: "-"), range.count > 2,
            text.isBlank(bytes[range.lowerBound + 1])
        {
            return text.number((range.lowerBound + 2)..<range.upperBound).map { -$0 }
        }
        return text.number(range)
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the value and the text.
    func symbolicSpace(_ range: Range<Int>) -> (Double, String)? {
        for prefix in ["NSSpace(", "NSLayoutAnchorConstraintSpace("]
        where text.matches(prefix, at: range.lowerBound) {
            let open = range.lowerBound + prefix.utf8.count - 1
            guard let close = text.closingParenthesis(from: open, before: range.upperBound),
                close == range.upperBound - 1, let value = text.number((open + 1)..<close)
            else { return nil }
            return (value, text.string(range))
        }
        return nil
    }
}
