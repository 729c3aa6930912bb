internal import BigInt

/// An exact rational number, numerator over a positive denominator in lowest terms.
///
/// The decimal every finite double prints as is one exactly, so the constraints as written
/// can be solved with no rounding at all (``ExactProgram``). Only small systems are: the
/// numbers grow with each pivot.
struct Rational: Comparable, Sendable {
    private(set) var numerator: BigInt
    /// Always positive.
    private(set) var denominator: BigInt

    static let zero = Rational(integer: 0)
    static let one = Rational(integer: 1)

    init(integer: Int) {
        numerator = BigInt(integer)
        denominator = 1
    }

    /// `numerator / denominator`, reduced; nil for a zero denominator.
    init?(_ numerator: BigInt, over denominator: BigInt) {
        guard !denominator.isZero else { return nil }
        self.init(reducing: numerator, denominator)
    }

    private init(reducing numerator: BigInt, _ denominator: BigInt) {
        var n = numerator
        var d = denominator
        if d.sign == .minus {
            n = -n
            d = -d
        }
        let g = n.greatestCommonDivisor(with: d)
        if g > 1 {
            n /= g
            d /= g
        }
        self.numerator = n
        self.denominator = d
    }

    /// The decimal the double prints as (its shortest round-trip form, `0.999999999` rather
    /// than the binary fraction nearest it), exactly; nil for infinities and NaN.
    init?(decimalOf value: Double) {
        guard value.isFinite else { return nil }
        let text = value.description
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let power = Int(text[text.index(after: e)...]) else { return nil }
            exponent = power
            mantissa = text[..<e]
        }
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        var digits = ""
        if let point = mantissa.firstIndex(of: ".") {
            let fraction = mantissa[mantissa.index(after: point)...]
            digits = String(mantissa[..<point]) + fraction
            exponent -= fraction.count
        } else {
            digits = String(mantissa)
        }
        guard let integer = BigInt(digits, radix: 10) else { return nil }
        let signed = negative ? -integer : integer
        let scale = BigInt(10).power(abs(exponent))
        if exponent >= 0 {
            self.init(reducing: signed * scale, 1)
        } else {
            self.init(reducing: signed, scale)
        }
    }

    var isZero: Bool { numerator.isZero }
    var sign: Int { numerator.isZero ? 0 : numerator.sign == .minus ? -1 : 1 }

    /// The nearest double (within an ulp).
    var double: Double {
        if numerator.isZero { return 0 }
        let n = numerator.magnitude
        let d = denominator.magnitude
        let nBits = n.bitWidth  // significant bits
        let dBits = d.bitWidth
        // A quotient of at least 64 significant bits, cut to its top 64 with what was cut
        // (and any remainder) kept in the lowest bit, so that the one rounding to 53 bits is
        // the right one; then scaled back.
        let shift = max(0, 64 + dBits - nBits)
        let (q, remainder) = (n << shift).quotientAndRemainder(dividingBy: d)
        let qBits = q.bitWidth
        let cut = max(0, qBits - 64)
        var top = UInt64(truncatingIfNeeded: q >> cut)
        if !remainder.isZero || (cut > 0 && q.trailingZeroBitCount < cut) { top |= 1 }
        let magnitude = Double(sign: .plus, exponent: cut - shift, significand: Double(top))
        return numerator.sign == .minus ? -magnitude : magnitude
    }

    static func + (a: Rational, b: Rational) -> Rational {
        if a.isZero { return b }
        if b.isZero { return a }
        if a.denominator == b.denominator {
            return Rational(reducing: a.numerator + b.numerator, a.denominator)
        }
        return Rational(
            reducing: a.numerator * b.denominator + b.numerator * a.denominator,
            a.denominator * b.denominator)
    }

    static prefix func - (a: Rational) -> Rational {
        var negated = a
        negated.numerator = -a.numerator
        return negated
    }

    static func - (a: Rational, b: Rational) -> Rational { a + -b }

    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        return Rational(reducing: a.numerator * b.numerator, a.denominator * b.denominator)
    }

    /// `a / b`; the caller makes sure `b` is not zero (the pivot of a simplex never is).
    static func / (a: Rational, b: Rational) -> Rational {
        if a.isZero { return .zero }
        return Rational(reducing: a.numerator * b.denominator, a.denominator * b.numerator)
    }

    static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }
}
