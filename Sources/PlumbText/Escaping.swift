// One escaper for every format Plumb writes text into: a table of the characters the format
// escapes, and a rule for the other control characters.

/// How a format writes the characters it cannot hold as they are.
public struct Escapes: Sendable {
    /// The text written for each scalar the format escapes.
    let replacements: [Unicode.Scalar: String]
    /// Whether another control character (below U+0020) is written as `\u00XX`.
    let hexControls: Bool
    /// Whether it is kept as it is (when not written in hex); otherwise it is dropped.
    let keepsControls: Bool

    /// Backslash escapes, as a Swift or Objective-C string literal or an element of an
    /// NSArray's description writes them: `\\`, `\"`, `\n`, `\t`; other characters as they
    /// are.
    public static let backslash = Escapes(
        replacements: ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\t": "\\t"], hexControls: false,
        keepsControls: true)

    /// A JSON string's body: backslash escapes with `\r`, other control characters as
    /// `\u00XX`.
    public static let json = Escapes(
        replacements: ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\t": "\\t", "\r": "\\r"],
        hexControls: true, keepsControls: false)

    /// XML text and attribute values: `&`, `<`, `>`, `"` and `'` as entities; control
    /// characters other than tab dropped.
    public static let xml = Escapes(
        replacements: [
            "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\t": "\t",
        ], hexControls: false, keepsControls: false)

    /// `text` escaped for the format.
    public func callAsFunction(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] {
                out += replacement
            } else if scalar.value >= 0x20 || keepsControls {
                out.unicodeScalars.append(scalar)
            } else if hexControls {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }
}
