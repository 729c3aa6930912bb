import PlumbText

/// `metric pad = 16`: a name for a number, usable wherever the Visual Format Language takes
/// one (Apple's `metrics` dictionary).
struct MetricSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The metric's name.
    public var name: NameSyntax
    /// Its value.
    public var value: Double
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `metric NAME = VALUE`.
    public var description: String { "metric \(name.name) = \(formatExactNumber(value))" }
}

extension Parser {
    /// Parses `metric NAME = NUMBER` after the keyword (`==` is read as `=` too).
    mutating func parseMetric(_ keyword: Token) throws(ParseFailure) -> MetricSyntax {
        let name = try parseName("a metric name after 'metric', such as 'pad'")
        // The lexer reads a lone '=' as an invalid token (it is not a relation elsewhere).
        if (at(.invalid) && current.text == "=") || at(.equalEqual) {
            advance()
        } else {
            throw expected("'=' after '\(name.name)', as in 'metric \(name.name) = 8'")
        }
        let value = try parseSignedNumber("a number after '=', as in 'metric \(name.name) = 8'")
        return MetricSyntax(name: name, value: value, range: range(from: keyword.range.start))
    }
}
