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
    /// An array or object that fits in 80 columns stays on one line, and so does one nested
    /// more than ``deepestIndentedLevel`` levels deep (indenting a hierarchy thousands of
    /// levels deep would write more spaces than content). Written with a stack of its own,
    /// however deep the document.
    public func rendered(_ style: Style = Style()) -> String {
        var out = ""
        var pending: [Piece] = [.value(self, level: 0)]
        while let piece = pending.popLast() {
            switch piece {
            case .text(let text):
                out += text
            case .value(let value, let level):
                guard let (open, close, members) = value.members, !members.isEmpty else {
                    out += value.scalarText(style)
                    continue
                }
                if let line = value.inlineUnlessTooLong(style, level: level) {
                    out += line
                    continue
                }
                let inner = "\n" + String(repeating: "  ", count: level + 1)
                pending.append(.text("\n" + String(repeating: "  ", count: level) + close))
                for (index, (key, item)) in members.enumerated().reversed() {
                    pending.append(.value(item, level: level + 1))
                    let label = key.map { Self.quote($0) + ": " } ?? ""
                    pending.append(.text((index == 0 ? inner : "," + inner) + label))
                }
                out += open
            }
        }
        return out
    }

    /// How deep a nested array or object may be and still be written a member a line.
    public static let deepestIndentedLevel = 64

    /// Frees the document a member at a time: the value is released with a stack of its own,
    /// where letting it go would free a document thousands of levels deep one call per level.
    public mutating func dismantle() {
        var pending = [self]
        self = .null
        while let value = pending.popLast() {
            switch value {
            case .array(let items): pending += items
            case .object(let members): pending += members.map(\.1)
            default: break
            }
        }
    }

    /// An array's or object's brackets and members (an array's without keys); nil for the
    /// other values.
    private var members: (open: String, close: String, [(key: String?, value: JSONValue)])? {
        switch self {
        case .array(let items): return ("[", "]", items.map { (nil, $0) })
        case .object(let members): return ("{", "}", members.map { ($0.0, $0.1) })
        default: return nil
        }
    }

    /// A part of a document still to be written: text as it stands, or a value at a depth.
    private enum Piece {
        case text(String)
        case value(JSONValue, level: Int)
    }

    /// The value on one line when the style asks for it, when it is nested too deep to
    /// indent, or when it fits in 80 columns at its indent; nil when it must be indented.
    private func inlineUnlessTooLong(_ style: Style, level: Int) -> String? {
        if style.oneLine || level > Self.deepestIndentedLevel {
            return inline(style, limit: .max)
        }
        return inline(style, limit: 80 - 2 * level)
    }

    /// The value on one line, or nil as soon as it grows past `limit` characters.
    private func inline(_ style: Style, limit: Int) -> String? {
        var out = ""
        var length = 0
        var pending: [Piece] = [.value(self, level: 0)]
        while let piece = pending.popLast() {
            let text: String
            switch piece {
            case .text(let piece):
                text = piece
            case .value(let value, _):
                guard let (open, close, members) = value.members else {
                    text = value.scalarText(style)
                    break
                }
                pending.append(.text(close))
                for (index, (key, item)) in members.enumerated().reversed() {
                    pending.append(.value(item, level: 0))
                    let label = key.map { Self.quote($0) + ": " } ?? ""
                    pending.append(.text((index > 0 ? ", " : "") + label))
                }
                text = open
            }
            length += text.count
            if length > limit { return nil }
            out += text
        }
        return out
    }

    /// A number, string, boolean, null, or an empty array or object as JSON.
    private func scalarText(_ style: Style) -> String {
        switch self {
        case .null: return "null"
        case .array(let items): return items.isEmpty ? "[]" : inline(style, limit: .max) ?? "[]"
        case .object(let members):
            return members.isEmpty ? "{}" : inline(style, limit: .max) ?? "{}"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            guard value.isFinite else { return "null" }
            return style.exactNumbers ? formatExactNumber(value) : formatNumber(value)
        case .string(let text): return Self.quote(text)
        }
    }

    /// `text` as a JSON string literal: the one escaping of every JSON Plumb writes.
    public static func quote(_ text: String) -> String {
        "\"" + Escapes.json(text) + "\""
    }
}
