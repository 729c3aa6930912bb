import Testing

@testable import PlumbDebug
@testable import PlumbLayout

/// A fix is a typed action the app can read and make through the layout's API; the shell's
/// command is only its rendering.
@Suite struct ConflictFixActionTests {
    @Test func eachActionSaysWhatItDoes() throws {
        let (layout, _, _) = try PlumbDebugTests.autoresizingConflict()
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(
            e.fixes.map(\.action.description)
                == e.fixes.map { fix in
                    switch fix.action {
                    case .turnOffAutoresizing(let view): "turn off autoresizing for \(view.name)"
                    case .lowerPriority(let c, let p): "lower \(c.reference) to priority \(p)"
                    case .remove(let c): "remove \(c.reference)"
                    case .resize(let view, let size): "resize \(view.name) to \(size)"
                    }
                })
        #expect(e.fixes.first?.action.description == "turn off autoresizing for banner")
        #expect(e.fixes.last?.action.description == "resize root to 100x667")
    }

    /// Every verified fix, made through `apply(to:)` on a fresh copy of the layout, resolves
    /// the conflict exactly when the verification said it would.
    @Test(arguments: 0..<6)
    func applyingAFixDoesWhatItsVerificationSaid(_ index: Int) throws {
        let (probe, _, _) = try PlumbDebugTests.autoresizingConflict()
        let fixes = try #require(ConflictExplanation.current(in: probe).first).fixes
        #expect(fixes.count >= 3)
        guard index < fixes.count else { return }
        let (layout, _, _) = try PlumbDebugTests.autoresizingConflict()
        let fix = try #require(ConflictExplanation.current(in: layout).first?.fixes[index])
        #expect(fix.command == fixes[index].command)
        try fix.action.apply(to: layout)
        #expect(layout.brokenConstraints.isEmpty == fix.makesSatisfiable)
    }
}
