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

    /// The document, indented by two spaces per level.
    ///
    /// An array or object that fits in 80 columns stays on one line.
    public func rendered() -> String { render(indent: "") }

    /// The value on one line, or nil when it is too long to be worth trying.
    private var inline: String? {
        switch self {
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard let part = item.inline else { return nil }
                parts.append(part)
            }
            let line = "[" + parts.joined(separator: ", ") + "]"
            return line.count <= 80 ? line : nil
        case .object(let members):
            var parts: [String] = []
            for (key, value) in members {
                guard let part = value.inline else { return nil }
                parts.append("\(Self.quote(key)): \(part)")
            }
            let line = "{" + parts.joined(separator: ", ") + "}"
            return line.count <= 80 ? line : nil
        default:
            return render(indent: "")
        }
    }

    private func render(indent: String) -> String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return value.isFinite ? formatNumber(value) : "null"
        case .string(let text): return Self.quote(text)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if let line = inline, indent.count + line.count <= 80 { return line }
            let inner = indent + "  "
            let body = items.map { inner + $0.render(indent: inner) }.joined(separator: ",\n")
            return "[\n\(body)\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            if let line = inline, indent.count + line.count <= 80 { return line }
            let inner = indent + "  "
            let body = members.map { "\(inner)\(Self.quote($0.0)): \($0.1.render(indent: inner))" }
                .joined(separator: ",\n")
            return "{\n\(body)\n\(indent)}"
        }
    }

    /// `text` as a JSON string literal: the one escaping every JSON writer of Plumb uses.
    public static func quote(_ text: String) -> String {
        "\"" + Escapes.json(text) + "\""
    }
}
