import Testing

@testable import PlumbScript

/// Random statements, seeded, against three properties.
///
/// Nothing traps, a statement that fails changes nothing, and every change that succeeds can
/// be undone and redone exactly. A failure names its seed.
@Suite struct InterpreterRobustnessTests {
    static let setup = """
        window root 375x667
        view a in root
        view b in root
        view button in root intrinsic 88x30
        view title in a
        guide x in root
        """

    @Test(arguments: 0..<24)
    func randomStatements(seed: Int) {
        var generator = SyntaxGenerator(seed: 5000 + UInt64(seed))
        let session = makeSession(Self.setup, announcing: false)
        for step in 0..<40 {
            let statement = generator.statement()
            if case .quit = statement.kind { continue }
            let entry = statement.formatted()
            let before = signature(session)
            let undoable = session.changes.count
            let output = session.execute(entry)
            let after = signature(session)
            if output.failed {
                #expect(
                    after == before,
                    "seed \(seed) step \(step): failed '\(entry)' changed the layout")
                continue
            }
            guard session.changes.count > undoable, !output.hadConflicts else { continue }
            _ = session.execute("undo")
            #expect(signature(session) == before, "seed \(seed) step \(step): undo of '\(entry)'")
            _ = session.execute("redo")
            #expect(signature(session) == after, "seed \(seed) step \(step): redo of '\(entry)'")
        }
    }

    @Test func hostileInputIsAnErrorNotATrap() {
        let session = makeSession(Self.setup, announcing: false)
        let inputs = [
            "", "   ", "\u{0}", "#", "##", "#99999999999999999999", "a.width == 1e400",
            "a.width == 10000001", "a.width == a.width * 0", "a.left == a.left * 0",
            "a.width == b.width / 0", "resize root 1e7x1e7", "resize root 0x0",
            "view λ in root", "window w 1x1; remove w; remove w", "load /", "save /",
            "save /nonexistent/dir/file", "group g { }", "group g { }", "toggle g g g",
            String(repeating: "{", count: 200),
            String(repeating: "a.width == 1 && ", count: 500) + "a.width == 1",
            "H:|" + String(repeating: "[a]", count: 300) + "|",
            "pin a to a", "pin root", "move a to title", "a.center == a.center",
            "a.width == a.width + 1", "a.width >= a.width + 1",
        ]
        for input in inputs {
            let before = signature(session)
            let output = session.execute(input)
            if output.failed { #expect(signature(session) == before, "\(input)") }
        }
    }
}
