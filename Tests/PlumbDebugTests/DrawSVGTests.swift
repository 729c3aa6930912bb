import Foundation
import PlumbLayout
import Testing

@testable import PlumbDebug

/// `draw --svg`: well-formed, deterministic, and rendered by a real SVG renderer.
@Suite struct DrawSVGTests {
    @Test func wellFormedAndDeterministic() throws {
        let svg = LayoutDrawing.svg(try DrawingLayouts.small())
        try XMLCheck.check(svg)
        #expect(svg == LayoutDrawing.svg(try DrawingLayouts.small()))
    }

    /// Views are labelled rectangles, the guide is dashed, the ambiguous view dashed
    /// orange, the broken constraint's view red, and constraints are dimension lines with
    /// their constants.
    @Test func drawsWhatTheIssueAsksFor() throws {
        let svg = LayoutDrawing.svg(try DrawingLayouts.small())
        #expect(svg.contains(">title</text>"))
        #expect(svg.contains(">button!</text>"))
        #expect(svg.contains(">loose?</text>"))
        #expect(svg.contains("stroke=\"#1a73e8\" stroke-width=\"1\" stroke-dasharray=\"4 3\""))
        #expect(svg.contains("stroke=\"#e8710a\""))
        #expect(svg.contains("stroke=\"#d93025\""))
        #expect(svg.contains(">#1 10</text>"))
        #expect(svg.contains(">#16 120 (broken)</text>"))
        #expect(svg.contains("ambiguous: loose (height)"))
        let plain = LayoutDrawing.svg(
            try DrawingLayouts.small(), options: SVGOptions(dimensionLines: false))
        #expect(!plain.contains(">#1 10</text>"))
        try XMLCheck.check(plain)
    }

    /// Text that XML reserves is escaped, and zero-size views still show.
    @Test func escapesAndDegenerateViews() throws {
        let (layout, root) = try window(0, 0)
        _ = try layout.addView(named: "flat", in: root)
        let svg = LayoutDrawing.svg(layout)
        try XMLCheck.check(svg)
        #expect(svg.contains("<line"))
        #expect(
            SVGDocument.escaped("a<b & \"c\" 'd'>")
                == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
    }

    /// The picture renders: rsvg-convert (Debian's librsvg2-bin) turns it into a PNG of the
    /// size the SVG declares.
    @Test(
        .enabled(
            if: DrawSVGTests.executable("rsvg-convert") != nil,
            "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
    func rendersWithRsvgConvert() throws {
        let converter = try #require(Self.executable("rsvg-convert"))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-draw-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let layouts =
            [("small", try DrawingLayouts.small())] + (try ImportGoldenTests.importedLayouts())
        for (name, layout) in layouts {
            let svg = LayoutDrawing.svg(layout)
            let input = directory.appendingPathComponent("\(name).svg")
            let output = directory.appendingPathComponent("\(name).png")
            try svg.write(to: input, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = converter
            process.arguments = ["-o", output.path, input.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(name)")
            let png = try Data(contentsOf: output)
            #expect(png.count > 1000, "\(name)")
            #expect(
                Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name)")
            let bytes = Array(png)
            guard bytes.count > 24 else { continue }
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(abs(width - Self.declared("width", in: svg)) <= 1, "\(name)")
            #expect(abs(height - Self.declared("height", in: svg)) <= 1, "\(name)")
        }
    }

    /// The `<svg>` element's `width` or `height`, rounded.
    static func declared(_ attribute: String, in svg: String) -> Int {
        guard let open = svg.range(of: "<svg "),
            let start = svg.range(of: " \(attribute)=\"", range: open.upperBound..<svg.endIndex),
            let end = svg[start.upperBound...].firstIndex(of: "\""),
            let value = Double(svg[start.upperBound..<end])
        else { return -1 }
        return Int(value.rounded())
    }

    /// An executable on `PATH`.
    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}

/// A strict little XML well-formedness check: one root element, balanced tags, quoted
/// attributes, escaped text.
enum XMLCheck {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func check(_ text: String) throws {
        let s = Array(text.unicodeScalars)
        var i = 0
        var stack: [String] = []
        var roots = 0
        func fail(_ message: String) -> Failure {
            Failure(description: "\(message) at scalar \(i)")
        }
        func starts(_ literal: String) -> Bool {
            let l = Array(literal.unicodeScalars)
            return i + l.count <= s.count && Array(s[i..<(i + l.count)]) == l
        }
        func checkEntities(_ chars: ArraySlice<Unicode.Scalar>) throws {
            var k = chars.startIndex
            while k < chars.endIndex {
                if chars[k] == "<" { throw fail("'<' in text or an attribute") }
                if chars[k] == "&" {
                    let rest = String(
                        String.UnicodeScalarView(chars[k..<min(k + 6, chars.endIndex)]))
                    guard
                        ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(where: {
                            rest.hasPrefix($0)
                        })
                    else {
                        throw fail("a bare '&'")
                    }
                }
                k += 1
            }
        }
        while i < s.count {
            if starts("<?") {
                guard
                    let end = (i..<s.count).first(where: {
                        s[$0] == "?" && $0 + 1 < s.count && s[$0 + 1] == ">"
                    })
                else { throw fail("open '<?'") }
                i = end + 2
            } else if starts("<!--") {
                guard
                    let end = (i..<(s.count - 2)).first(where: {
                        s[$0] == "-" && s[$0 + 1] == "-" && s[$0 + 2] == ">"
                    })
                else { throw fail("open comment") }
                i = end + 3
            } else if starts("</") {
                guard let end = s[i...].firstIndex(of: ">") else { throw fail("open end tag") }
                let name = String(String.UnicodeScalarView(s[(i + 2)..<end]))
                guard stack.popLast() == name else { throw fail("unbalanced </\(name)>") }
                i = end + 1
            } else if s[i] == "<" {
                var k = i + 1
                while k < s.count, s[k] != " ", s[k] != ">", s[k] != "/" { k += 1 }
                let name = String(String.UnicodeScalarView(s[(i + 1)..<k]))
                guard !name.isEmpty else { throw fail("an element without a name") }
                // Attributes: name="value".
                while k < s.count, s[k] == " " {
                    k += 1
                    while k < s.count, s[k] != "=" { k += 1 }
                    guard k + 1 < s.count, s[k + 1] == "\"" else {
                        throw fail("an unquoted attribute in <\(name)>")
                    }
                    guard let close = s[(k + 2)...].firstIndex(of: "\"") else {
                        throw fail("an open attribute")
                    }
                    try checkEntities(s[(k + 2)..<close])
                    k = close + 1
                }
                if stack.isEmpty { roots += 1 }
                if k < s.count, s[k] == "/" {
                    guard k + 1 < s.count, s[k + 1] == ">" else { throw fail("'/' without '>'") }
                    i = k + 2
                } else {
                    guard k < s.count, s[k] == ">" else { throw fail("an open tag <\(name)") }
                    stack.append(name)
                    i = k + 1
                }
            } else {
                let end = s[i...].firstIndex(of: "<") ?? s.count
                if stack.isEmpty, s[i..<end].contains(where: { !$0.properties.isWhitespace }) {
                    throw fail("text outside the root")
                }
                try checkEntities(s[i..<end])
                i = end
            }
        }
        guard stack.isEmpty else { throw Failure(description: "unclosed: \(stack)") }
        guard roots == 1 else { throw Failure(description: "\(roots) root elements") }
    }
}
