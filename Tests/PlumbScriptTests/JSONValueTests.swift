import PlumbText
import Testing

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
}
