// A small writer of SVG text: elements with attributes in the order given, numbers in
// Plumb's format, text escaped for XML. Enough for rectangles, lines, paths and labels,
// and nothing a renderer could read two ways.

import PlumbLayout

/// Builds an SVG document one element at a time.
struct SVGDocument {
    private(set) var body: [String] = []

    /// `&`, `<`, `>`, `"` and `'` as XML entities; control characters dropped.
    static func escaped(_ text: String) -> String { Escapes.xml(text) }

    /// A number as an attribute value: Plumb's format, rounded to 1/1000 of a point.
    static func number(_ value: Double) -> String {
        formatNumber((value * 1000).rounded() / 1000)
    }

    /// `name="value"` pairs, in order.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
    }

    mutating func element(_ name: String, _ pairs: [(String, String)], indent: Int = 1) {
        body.append(String(repeating: "  ", count: indent) + "<\(name)\(Self.attributes(pairs))/>")
    }

    mutating func text(_ content: String, _ pairs: [(String, String)], indent: Int = 1) {
        body.append(
            String(repeating: "  ", count: indent)
                + "<text\(Self.attributes(pairs))>\(Self.escaped(content))</text>")
    }

    mutating func open(_ name: String, _ pairs: [(String, String)], indent: Int = 1) {
        body.append(String(repeating: "  ", count: indent) + "<\(name)\(Self.attributes(pairs))>")
    }

    mutating func close(_ name: String, indent: Int = 1) {
        body.append(String(repeating: "  ", count: indent) + "</\(name)>")
    }

    mutating func comment(_ text: String, indent: Int = 1) {
        let safe = text.replacingDoubleDashes()
        body.append(String(repeating: "  ", count: indent) + "<!-- \(Self.escaped(safe)) -->")
    }

    /// How many pixels a point takes when a viewer honours the document's size.
    static let displayScale = 1.5

    /// The whole document, `width` by `height` points.
    func rendered(width: Double, height: Double, title: String) -> String {
        let shownWidth = Self.number(width * Self.displayScale)
        let shownHeight = Self.number(height * Self.displayScale)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(shownWidth)\" height=\"\(shownHeight)\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">",
            "  <title>\(Self.escaped(title))</title>",
        ]
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The text with `--` broken up, which may not appear in an XML comment.
    fileprivate func replacingDoubleDashes() -> String {
        var out = ""
        for character in self {
            if character == "-", out.last == "-" { out.append(" ") }
            out.append(character)
        }
        return out
    }
}
