// The small vocabulary Apple's descriptions share: numbers printed with `%g`, attribute
// names (the public ones and the engine's minX…midY), relations, and the address format.

import PlumbLayout

/// How Apple's descriptions spell numbers and attributes.
///
/// ```swift
/// AppleNotation.number(94.333333)            // "94.3333"
/// AppleNotation.number(1e7)                  // "1e+07"
/// AppleNotation.attribute(named: "minX")     // .left
/// ```
public enum AppleNotation {
    /// `value` as `%g` prints it: six significant digits, no trailing zeros, an exponent
    /// below 1e-4 and from 1e6 up (`0.384615`, `139.5`, `1e+07`); `-0` prints as `0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == 0 { return "0" }
        let negative = value < 0
        var magnitude = abs(value)
        var exponent = 0
        while magnitude >= 10 {
            magnitude /= 10
            exponent += 1
        }
        while magnitude < 1 {
            magnitude *= 10
            exponent -= 1
        }
        // Six significant digits: one before the point, five after.
        var digits = Int64((magnitude * 100_000).rounded())
        if digits >= 1_000_000 {
            digits /= 10
            exponent += 1
        }
        var text: String
        if exponent < -4 || exponent >= 6 {
            text = fractionDigits(digits, pointAfter: 1)
            let sign = exponent < 0 ? "-" : "+"
            let power = String(abs(exponent))
            text += "e" + sign + (power.count < 2 ? "0" + power : power)
        } else if exponent >= 0 {
            text = fractionDigits(digits, pointAfter: exponent + 1)
        } else {
            let zeros = String(repeating: "0", count: -exponent - 1)
            text = trimmed("0." + zeros + String(digits))
        }
        return (negative ? "-" : "") + text
    }

    /// The six digits of `digits` with a point after `pointAfter` of them, trailing zeros
    /// (and a bare point) removed.
    private static func fractionDigits(_ digits: Int64, pointAfter: Int) -> String {
        let all = Array(String(digits))
        let whole = String(all[0..<min(pointAfter, all.count)])
        let fraction = pointAfter < all.count ? String(all[pointAfter...]) : ""
        return trimmed(whole + "." + fraction)
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The attribute a description names: the public names (`leading`, `topMargin`, …),
    /// the deprecated `baseline` (last baseline), and the engine's `minX`, `minY`, `maxX`,
    /// `maxY`, `midX`, `midY` (left, top, right, bottom, centerX, centerY).
    public static func attribute(named name: String) -> LayoutAttribute? {
        switch name {
        case "minX": .left
        case "minY": .top
        case "maxX": .right
        case "maxY": .bottom
        case "midX": .centerX
        case "midY": .centerY
        case "baseline": .lastBaseline
        default: LayoutAttribute(rawValue: name)
        }
    }

    /// The relation a description prints (`==`, `<=`, `>=`); nil for Apple's `?=` and
    /// anything else.
    public static func relation(_ token: String) -> Relation? {
        switch token {
        case "==": .equal
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: nil
        }
    }

    /// A fake but stable address, as descriptions print them: `0x` and lowercase hex.
    ///
    /// ```swift
    /// AppleNotation.address(base: 0x7f80_0000_0000, index: 2)   // "0x7f8000000030"
    /// ```
    public static func address(base: UInt64, index: Int) -> String {
        "0x" + String(base &+ UInt64(max(index, 0) + 1) &* 0x10, radix: 16)
    }

    /// Whether `text` is an address: `0x` and one to sixteen hex digits.
    static func isAddress<S: Collection>(_ text: S) -> Bool where S.Element == UInt8 {
        let bytes = Array(text)
        guard bytes.count >= 3, bytes.count <= 18, bytes[0] == UInt8(ascii: "0"),
            bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "X")
        else { return false }
        return bytes[2...].allSatisfy(isHexDigit)
    }

    /// Whether `byte` may be part of a (module-qualified) class name: letters, digits, `_`,
    /// `$` and `.`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || AppleText.isDigit(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
