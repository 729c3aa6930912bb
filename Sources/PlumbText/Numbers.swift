// Numbers as Plumb prints them, everywhere: the shell, reports, JSON documents, exports.

/// Formats a number the one way Plumb prints numbers: up to 6 decimals, no trailing zeros,
/// `-0` as `0`.
public func formatNumber(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    var rounded = (x * 1e6).rounded() / 1e6
    if rounded == 0 { rounded = 0 }
    // Past 1e15 a Double has no fractional digits left, and Int64 cannot hold every value:
    // print the shortest exact form instead (1e+21), never trap.
    if abs(rounded) >= 1e15 { return "\(rounded)" }
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(format6(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// Formats a number as an equation writes it: as ``formatNumber(_:)`` does when those six
/// decimals read back to the same double, otherwise with the shortest digits that do, as
/// ``formatExactNumber(_:)`` finds them but never with an exponent.
///
/// A multiplier of `0.0000005` printed as `0.000001` shows a constraint twice as steep as
/// the one the layout holds.
public func formatWrittenNumber(_ x: Double) -> String {
    let short = formatNumber(x)
    if Double(short) == x || !x.isFinite || abs(x) >= 1e15 { return short }
    return positional(x)
}

/// The right side of an equation as Plumb writes it: `second * multiplier + constant`, each
/// part only when it says something (no `* 1`, no `+ 0`), or the constant alone when there is
/// no second side; numbers as written (``formatWrittenNumber(_:)``).
///
/// ```swift
/// formatRightSide("button.width", multiplier: 0.5, constant: -5)   // "button.width * 0.5 - 5"
/// formatRightSide(nil, multiplier: 1, constant: 44)                // "44"
/// ```
public func formatRightSide(_ second: String?, multiplier: Double, constant: Double) -> String {
    guard let second else { return formatWrittenNumber(constant) }
    var text = second
    if multiplier != 1 { text += " * \(formatWrittenNumber(multiplier))" }
    if constant > 0 { text += " + \(formatWrittenNumber(constant))" }
    if constant < 0 { text += " - \(formatWrittenNumber(-constant))" }
    return text
}

/// The shortest digits that read back to `x`, written without an exponent: `0.0000005`,
/// never `5e-07`.
private func positional(_ x: Double) -> String {
    var text = "\(abs(x))"
    if let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) {
        let mantissa = text[..<e].split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(mantissa[0])
        let digits = whole + (mantissa.count > 1 ? String(mantissa[1]) : "")
        let point = whole.count + exponent
        if point <= 0 {
            text = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            text = digits + String(repeating: "0", count: point - digits.count)
        } else {
            text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
    }
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return (x < 0 ? "-" : "") + text
}

/// Formats a number with every digit that tells the double apart: the way scripts print
/// numbers, so that the lexer reads them back to the same `Double`, and the way benchmarks
/// write their measurements.
///
/// Whole numbers print without a fraction (`22`, never `22.0`), `-0` prints as `0`, and other
/// values print in Swift's shortest round-tripping form (`0.5`, `0.30000000000000004`,
/// `1e-05`).
public func formatExactNumber(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return "\(x)"
}

/// Fixed six-decimal formatting without Foundation.
private func format6(_ x: Double) -> String {
    let negative = x < 0
    let scaled = (abs(x) * 1e6).rounded()
    let whole = Int64(scaled / 1e6)
    let fraction = Int64(scaled - Double(whole) * 1e6)
    var digits = String(fraction)
    while digits.count < 6 { digits = "0" + digits }
    return (negative ? "-" : "") + String(whole) + "." + digits
}
