import PlumbText

// A minimal JSON writer with ordered keys, so the output reads like kiwi_anchor.py's.

indirect enum JSON {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case array([JSON])
    case object([(String, JSON)])

    /// One line (`indent == nil`) or pretty-printed with `indent` spaces per level.
    func rendered(indent: Int? = nil) -> String {
        var out = ""
        write(to: &out, indent: indent, depth: 0)
        return out
    }

    private func write(to out: inout String, indent: Int?, depth: Int) {
        switch self {
        case .string(let s): JSON.quote(s, into: &out)
        case .number(let x): out += x.isFinite ? "\(x)" : "null"
        case .integer(let n): out += "\(n)"
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += indent == nil ? ", " : "," }
                JSON.newline(&out, indent, depth + 1)
                item.write(to: &out, indent: indent, depth: depth + 1)
            }
            JSON.newline(&out, indent, depth)
            out += "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (k, (key, value)) in members.enumerated() {
                if k > 0 { out += indent == nil ? ", " : "," }
                JSON.newline(&out, indent, depth + 1)
                JSON.quote(key, into: &out)
                out += ": "
                value.write(to: &out, indent: indent, depth: depth + 1)
            }
            JSON.newline(&out, indent, depth)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int?, _ depth: Int) {
        guard let indent else { return }
        out += "\n" + String(repeating: " ", count: indent * depth)
    }

    private static func quote(_ s: String, into out: inout String) {
        out += JSONValue.quote(s)
    }
}
