import PlumbTestSupport
import Testing

@testable import PlumbScript

/// Printing is canonical and round-trips: `parse(print(ast)) == ast`, what `save` relies on.
@Suite struct RoundTripTests {
    @Test(arguments: 0..<20)
    func randomStatementsRoundTrip(seed: UInt64) {
        var generator = SyntaxGenerator(seed: seed)
        for index in 0..<200 {
            let statement = generator.statement()
            let text = statement.description
            let reparsed = Parser.parseScript(text)
            let rendered = DiagnosticRenderer(source: text).render(reparsed.diagnostics)
            #expect(
                reparsed.diagnostics.isEmpty,
                "seed \(seed), statement \(index): \(text)\n\(rendered)")
            #expect(reparsed.statements == [statement], "seed \(seed), statement \(index): \(text)")
            // Printing is a fixed point.
            #expect(
                reparsed.statements.first?.description == text, "seed \(seed), statement \(index)")
            if !reparsed.diagnostics.isEmpty || reparsed.statements != [statement] { return }
        }
    }

    @Test(arguments: 0..<5)
    func randomScriptsRoundTrip(seed: UInt64) {
        var generator = SyntaxGenerator(seed: 1000 + seed)
        let script = ScriptSyntax(statements: (0..<50).map { _ in generator.statement() })
        let text = script.formatted()
        let reparsed = Parser.parseScript(text)
        #expect(reparsed.diagnostics.isEmpty, "seed \(1000 + seed)")
        #expect(reparsed == script, "seed \(1000 + seed)")
        #expect(reparsed.formatted() == text, "seed \(1000 + seed)")
    }

    @Test func equalityIgnoresSourceRanges() {
        let first = parseStatements("a.width == 10")
        let second = parseStatements("   a.width   ==10  ")
        #expect(first == second)
        #expect(first.first?.range != second.first?.range)
        var hasher1 = Hasher()
        var hasher2 = Hasher()
        first.first.hash(into: &hasher1)
        second.first.hash(into: &hasher2)
        #expect(hasher1.finalize() == hasher2.finalize())
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (22, "22"), (-22, "-22"), (0.5, "0.5"), (1e-05, "1e-05"),
        (10_000_000, "10000000"), (0.1 + 0.2, "0.30000000000000004"),
    ])
    func numbersPrintOneWay(value: Double, text: String) {
        #expect(formatExactNumber(value) == text)
    }

    /// Equations print a number as written: six decimals where they read back to it, every
    /// digit, without an exponent, where they do not (a multiplier of 0.0000005 is not
    /// 0.000001).
    @Test(arguments: [
        (0.5, "0.5"), (-22, "-22"), (0.0000005, "0.0000005"), (-0.0000005, "-0.0000005"),
        (0.123456789, "0.123456789"), (3.1234567, "3.1234567"), (1e-12, "0.000000000001"),
        (1.5e-8, "0.000000015"), (0.1 + 0.2, "0.30000000000000004"), (1234.5, "1234.5"),
    ])
    func equationsPrintTheNumberWritten(value: Double, text: String) {
        #expect(formatWrittenNumber(value) == text)
    }

    @Test func numbersAsWrittenReadBackExactly() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<2000 {
            let value =
                Double.random(in: -10_000_000...10_000_000, using: &random)
                * (Bool.random(using: &random) ? 1 : 1e-9)
            let text = formatWrittenNumber(value)
            #expect(!text.contains("e"), "seed 11: \(text)")
            #expect(Double(text) == value, "seed 11: \(text)")
        }
    }

    @Test func printedNumbersReadBackExactly() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let value =
                Double.random(in: -10_000_000...10_000_000, using: &random)
                * (Bool.random(using: &random) ? 1 : 1e-9)
            let text = "a.width == \(formatExactNumber(value))"
            guard case .constraints(let chain)? = parseStatement(text)?.kind,
                case .constant(let parsed) = chain.first?.second.kind
            else {
                Issue.record("seed 7: \(text) did not parse to a constant")
                return
            }
            #expect(parsed == value, "seed 7: \(text)")
        }
    }
}
