import PlumbLayout
import PlumbText
import Testing

@testable import PlumbScript

/// `JSONValue`: the one JSON writer, in its two styles (`--json` output and measurements).
@Suite struct JSONValueTests {
    static let record: JSONValue = .object([
        ("workload", .string("W2")), ("n", .integer(100)),
        ("runs_s", .array([.number(0.000_783_112_5), .number(1e-7)])),
        ("median_s", .number(0.000_783_112_5)), ("ok", .bool(true)), ("note", .null),
    ])

    @Test func plainStyleRoundsNumbersAsPlumbPrintsThem() {
        #expect(
            Self.record.rendered()
                == """
                {
                  "workload": "W2",
                  "n": 100,
                  "runs_s": [0.000783, 0],
                  "median_s": 0.000783,
                  "ok": true,
                  "note": null
                }
                """)
    }

    @Test func measurementsKeepEveryDigitOnOneLine() {
        let line = Self.record.rendered(.init(oneLine: true, exactNumbers: true))
        #expect(
            line
                == #"{"workload": "W2", "n": 100, "runs_s": [0.0007831125, 1e-07], "median_s": 0.0007831125, "ok": true, "note": null}"#
        )
    }

    @Test func shortContainersStayOnOneLineAndEmptyOnesAreBrackets() {
        let doc: JSONValue = .object([("a", .array([])), ("b", .object([])), ("c", .number(.nan))])
        #expect(doc.rendered() == #"{"a": [], "b": {}, "c": null}"#)
    }

    /// `depth` arrays, each holding a number and the next.
    static func nested(_ depth: Int) -> JSONValue {
        var value: JSONValue = .array([])
        for level in (0..<depth).reversed() {
            value = .array([
                .number(Double(level)), .string(String(repeating: "x", count: 40)), value,
            ])
        }
        return value
    }

    @Test func valuesNestedBeyondTheDeepestIndentedLevelAreWrittenOnOneLine() {
        var doc = Self.nested(JSONValue.deepestIndentedLevel + 3)
        let lines = doc.rendered().split(separator: "\n")
        let deepest = JSONValue.deepestIndentedLevel + 1
        let indents = lines.map { $0.prefix { $0 == " " }.count }
        #expect(indents.max() == 2 * deepest)
        // The array at that level is one line, with the one nested in it.
        let x = "\"" + String(repeating: "x", count: 40) + "\""
        let line = "[\(deepest), \(x), [\(deepest + 1), \(x), []]]"
        #expect(
            lines.last { $0.count > 2 * deepest }
                == Substring(String(repeating: " ", count: 2 * deepest) + line))
        doc.dismantle()
        #expect(doc.rendered() == "null")
    }

    @Test func aDocumentThirtyThousandLevelsDeepIsWrittenAndFreed() {
        var doc = Self.nested(30_000)
        let text = doc.rendered(.init(oneLine: true))
        #expect(text.hasPrefix(#"[0, "x"#) && text.hasSuffix(String(repeating: "]", count: 30_001)))
        doc.dismantle()
    }

    @Test func aHierarchyTwentyThousandViewsDeepIsWrittenAsJSON() throws {
        let layout = Layout()
        var parent = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
        for k in 0..<20_000 { parent = try layout.addView(named: "v\(k)", in: parent) }
        var tree = LayoutDescriptions.treeJSON(of: layout)
        let text = tree.rendered()
        tree.dismantle()
        #expect(text.hasPrefix("{\n  \"windows\": [\n    {\n      \"name\": \"root\","))
        #expect(text.contains(#"{"name": "v19999", "kind": "view", "autoresizing": false"#))
    }
}
