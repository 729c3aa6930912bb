/// A JSON document whose objects keep their keys in the order they were built, so a query's
/// `--json` output is the same bytes on every run.
///
/// Numbers print as everywhere else in Plumb (``formatNumber(_:)``: at most six decimals,
/// `-0` as `0`); NaN and infinity, which JSON cannot hold, print as `null`.
///
/// ```swift
/// let frame: JSONValue = .object([("x", .number(0)), ("y", .number(44))])
/// print(frame.rendered())   // {"x": 0, "y": 44}
/// ```
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in order; keys should be unique.
    case object([(String, JSONValue)])

    /// A string, or null for nil.
    public static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    /// A number, or null for nil.
    public static func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }

    /// A whole number, or null for nil.
    public static func integer(_ value: Int?) -> JSONValue {
        value.map { .number(Double($0)) } ?? .null
    }

    /// How a document is written: its layout and its numbers.
    public struct Style: Sendable {
        /// The whole document on one line (a record of JSON Lines), however long.
        public var oneLine = false
        /// Numbers with every digit that tells the double apart (``formatExactNumber(_:)``)
        /// instead of ``formatNumber(_:)``'s six decimals: for measurements, such as timings
        /// in seconds.
        public var exactNumbers = false

        /// The style of `--json` output: indented, numbers as Plumb prints them.
        public init(oneLine: Bool = false, exactNumbers: Bool = false) {
            self.oneLine = oneLine
            self.exactNumbers = exactNumbers
        }
    }

    /// The document, indented by two spaces per level.
    ///
    /// An array or object that fits in 80 columns stays on one line.
    public func rendered(_ style: Style = Style()) -> String { render(indent: "", style) }

    /// The value on one line, or nil when it is longer than `limit` characters.
    private func inline(_ style: Style, limit: Int) -> String? {
        switch self {
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard let part = item.inline(style, limit: limit) else { return nil }
                parts.append(part)
            }
            let line = "[" + parts.joined(separator: ", ") + "]"
            return line.count <= limit ? line : nil
        case .object(let members):
            var parts: [String] = []
            for (key, value) in members {
                guard let part = value.inline(style, limit: limit) else { return nil }
                parts.append("\(Self.quote(key)): \(part)")
            }
            let line = "{" + parts.joined(separator: ", ") + "}"
            return line.count <= limit ? line : nil
        default:
            return render(indent: "", style)
        }
    }

    private func render(indent: String, _ style: Style) -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            guard value.isFinite else { return "null" }
            return style.exactNumbers ? formatExactNumber(value) : formatNumber(value)
        case .string(let text): return Self.quote(text)
        case .array, .object:
            if style.oneLine, let line = inline(style, limit: .max) { return line }
            return renderIndented(indent: indent, style)
        }
    }

    /// An array or object on one line when it fits in 80 columns, else a member a line.
    private func renderIndented(indent: String, _ style: Style) -> String {
        if let line = inline(style, limit: 80), indent.count + line.count <= 80 { return line }
        let inner = indent + "  "
        switch self {
        case .array(let items):
            if items.isEmpty { return "[]" }
            let body = items.map { inner + $0.render(indent: inner, style) }
            return "[\n\(body.joined(separator: ",\n"))\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let body = members.map {
                "\(inner)\(Self.quote($0.0)): \($0.1.render(indent: inner, style))"
            }
            return "{\n\(body.joined(separator: ",\n"))\n\(indent)}"
        default:
            return render(indent: indent, style)
        }
    }

    /// `text` as a JSON string literal: the one escaping of every JSON Plumb writes.
    public static func quote(_ text: String) -> String {
        "\"" + Escapes.json(text) + "\""
    }
}
