import Testing

@testable import PlumbShell

@Suite struct TerminalTests {
    @Test(
        arguments: [
            (true, nil, true),
            (true, "", true),
            (true, "1", false),
            (true, "0", false),
            (false, nil, false),
            (false, "1", false),
        ] as [(Bool, String?, Bool)])
    func colorNeedsATerminalAndNoNoColor(isTerminal: Bool, noColor: String?, expected: Bool) {
        #expect(Terminal.useColor(isTerminal: isTerminal, noColor: noColor) == expected)
    }

    @Test func paintWrapsOnlyWhenEnabled() {
        #expect(Terminal.paint("error:", .red, enabled: true) == "\u{1B}[31merror:\u{1B}[0m")
        #expect(Terminal.paint("error:", .red, enabled: false) == "error:")
        #expect(Terminal.paint("", .bold, enabled: true) == "")
    }
}
