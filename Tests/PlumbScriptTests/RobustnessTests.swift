import PlumbTestSupport
import Testing

@testable import PlumbScript

/// No input traps the parser, loops it, or overflows its stack; what does parse round-trips.
@Suite struct RobustnessTests {
    /// Checks the invariants every parse must keep, whatever the input.
    private func check(_ source: String, seed: UInt64) {
        let script = Parser.parseScript(source)
        let size = source.utf8.count
        for diagnostic in script.diagnostics {
            #expect(
                diagnostic.id != .internalError,
                "seed \(seed): \(diagnostic) in \(source.debugDescription)")
            #expect(diagnostic.location.line >= 1, "seed \(seed)")
            #expect(diagnostic.range.end.offset <= size, "seed \(seed)")
            #expect(diagnostic.range.start.offset <= diagnostic.range.end.offset, "seed \(seed)")
            #expect(!diagnostic.message.hasSuffix("."), "seed \(seed): \(diagnostic.message)")
        }
        _ = DiagnosticRenderer(source: source, fileName: "fuzz").render(script.diagnostics)
        // Whatever parsed prints back to text that parses to the same statements.
        let printed = script.formatted()
        let reparsed = Parser.parseScript(printed)
        #expect(reparsed.diagnostics.isEmpty, "seed \(seed): \(printed.debugDescription)")
        #expect(
            reparsed.statements == script.statements, "seed \(seed): \(source.debugDescription)")
        if case .incomplete = Parser.parse(source) {
            // The script form turns incompleteness into exactly one final error.
            #expect(
                script.items.last.map { if case .error = $0 { true } else { false } } == true,
                "seed \(seed)")
        }
    }

    @Test(arguments: 0..<20)
    func randomBytes(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<100 {
            let length = Int.random(in: 0..<80, using: &random)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                // Mostly printable ASCII, sometimes anything.
                bytes.append(
                    Int.random(in: 0..<10, using: &random) == 0
                        ? UInt8.random(in: 0...255, using: &random)
                        : UInt8.random(in: 9...126, using: &random))
            }
            check(String(decoding: bytes, as: UTF8.self), seed: seed)
        }
    }

    static let vocabulary = [
        "window", "view", "guide", "set", "resize", "move", "remove", "pin", "group", "activate",
        "toggle",
        "constant", "priority", "undo", "frames", "show", "why", "draw", "save", "export", "help",
        "in", "to",
        "off", "align", "insets", "inset", "horizontal", "intrinsic", "hug", "resist", "frame",
        "safe", "margins",
        "direction", "rtl", "a", "b", "root", "superview", "H", "V", "width", "left", "center",
        "size", "top",
        "safeArea", "high", "swift", "centerY", "fill", "22", "0.5", "-", "+", "*", "/", "375x667",
        "120x_",
        "#3", "--json", "--svg", "--installed", "@", "@750", "==", "<=", ">=", "&&", ";", "{", "}",
        ",", ".",
        ":", "|", "[", "]", "(", ")", "\n", "\"s p\"", "# note\n", "=", "é", "inf", "1e9",
    ]

    @Test(arguments: 0..<20)
    func randomTokenSequences(seed: UInt64) {
        var random = SeededGenerator(seed: 100 + seed)
        for _ in 0..<100 {
            let count = Int.random(in: 0..<25, using: &random)
            var source = ""
            for _ in 0..<count {
                source += Self.vocabulary[Int.random(in: 0..<Self.vocabulary.count, using: &random)]
                if Int.random(in: 0..<3, using: &random) > 0 { source += " " }
            }
            check(source, seed: 100 + seed)
        }
    }

    @Test(arguments: 0..<10)
    func mutatedValidStatements(seed: UInt64) {
        var generator = SyntaxGenerator(seed: 200 + seed)
        var random = SeededGenerator(seed: 300 + seed)
        for _ in 0..<100 {
            var bytes = Array(generator.statement().description.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(UInt8.random(in: 32...126, using: &random), at: index)
                default: bytes[index] = UInt8.random(in: 32...126, using: &random)
                }
            }
            check(String(decoding: bytes, as: UTF8.self), seed: 200 + seed)
        }
    }

    @Test func nestingLimit() {
        let depth = Parser.maximumNestingLevel
        let fits =
            (0..<depth).map { "group g\($0) {" }.joined(separator: " ") + " a.width == 1"
            + String(repeating: " }", count: depth)
        #expect(parseStatements(fits).count == 1)

        let marked =
            (0..<depth).map { "group g\($0) {" }.joined(separator: " ")
            + " group deep 1️⃣{ a.width == 1 }"
            + String(repeating: " }", count: depth)
        expectError(
            marked, "blocks are nested too deeply; the limit is 32 levels", id: .nestingTooDeep)
    }

    @Test func veryDeepNestingFailsWithoutOverflow() {
        let depth = 20_000
        let source =
            String(repeating: "group g {", count: depth) + String(repeating: "}", count: depth)
            + "\nundo"
        let script = Parser.parseScript(source)
        #expect(script.diagnostics.map(\.id) == [.nestingTooDeep])
        #expect(script.statements.map(\.description) == ["undo"])
        if case .incomplete = Parser.parse(String(repeating: "group g {", count: depth)) {
            Issue.record("a nesting error is invalid, not incomplete")
        }
    }

    @Test func longInputs() {
        let line = "a.width == b.width * 2 + 8 @750 && a.height == 20\n"
        let script = Parser.parseScript(String(repeating: line, count: 5000))
        #expect(script.statements.count == 5000)
        #expect(!script.hasErrors)
        let longName = String(repeating: "n", count: 10_000)
        #expect(parseStatements("view \(longName) in root").count == 1)
    }

    @Test func embeddedNulAndInvalidUTF8() {
        check("view a\0 in root", seed: 0)
        check(String(decoding: [0x76, 0x69, 0x65, 0x77, 0x20, 0xFF, 0xC3], as: UTF8.self), seed: 0)
        check("\u{FEFF}undo", seed: 0)
    }
}
