// One escaper for every format Plumb writes text into: a table of the characters the format
// escapes, and a rule for the other control characters.

/// How a format writes the characters it cannot hold as they are.
public struct Escapes: Sendable {
    /// What becomes of a control character (below U+0020) the table does not name.
    enum Controls {
        /// Written as it is.
        case kept
        /// Written as `\u00XX`.
        case hex
        /// Left out.
        case dropped
    }

    /// The text written for each scalar the format escapes.
    let replacements: [Unicode.Scalar: String]
    /// The rule for the other control characters.
    let controls: Controls

    /// Backslash escapes, as a Swift or Objective-C string literal or an element of an
    /// NSArray's description writes them: `\\`, `\"`, `\n`, `\t`; other characters as they
    /// are.
    public static let backslash = Escapes(
        replacements: ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\t": "\\t"], controls: .kept)

    /// A JSON string's body: backslash escapes with `\r`, other control characters as
    /// `\u00XX`.
    public static let json = Escapes(
        replacements: ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\t": "\\t", "\r": "\\r"],
        controls: .hex)

    /// XML text and attribute values: `&`, `<`, `>`, `"` and `'` as entities; control
    /// characters other than tab dropped.
    public static let xml = Escapes(
        replacements: [
            "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\t": "\t",
        ], controls: .dropped)

    /// `text` escaped for the format.
    public func callAsFunction(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] {
                out += replacement
            } else if scalar.value >= 0x20 || controls == .kept {
                out.unicodeScalars.append(scalar)
            } else if controls == .hex {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }
}
