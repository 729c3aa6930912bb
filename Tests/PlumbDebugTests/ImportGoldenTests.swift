import Foundation
import PlumbLayout
import Testing

@testable import PlumbDebug

/// Every shared fixture imports, and what it rebuilds is kept as a golden.
///
/// A golden holds the script, the conflicts the rebuilt layout meets (minimal set,
/// arithmetic, constraint broken), and how that compares with what UIKit broke.
/// `PLUMB_RECORD=1` rewrites the goldens.
@Suite struct ImportGoldenTests {
    static let logs = ImportFixtures.files(in: "logs")
    static let traces = ImportFixtures.files(in: "traces")

    @Test func fixturesArePresent() {
        // The inputs are in the repository (Tests/Fixtures): a missing one is a failure, not a
        // skip.
        #expect(Self.logs.count >= 8)
        #expect(Self.traces.count >= 2)
    }

    @Test(arguments: logs) func logFixture(_ name: String) throws {
        let text = try ImportFixtures.text("logs", name)
        let imported = try ImportedLayout.read(text, fileName: name)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        // Every listed description and the broken one were read.
        let log = try ConsoleLog.parse(text)
        let quoted = text.components(separatedBy: "\"<").count - 1
        #expect(log.reports.flatMap(\.listed).count == quoted)
        #expect(log.reports.allSatisfy { $0.broken != nil })
        #expect(imported.constraints.contains { $0.brokenByUIKit })
        ImportFixtures.checkGolden(try Self.account(of: imported), named: name + ".golden")
    }

    @Test(arguments: traces) func traceFixture(_ name: String) throws {
        let text = try ImportFixtures.text("traces", name)
        let imported = try ImportedLayout.read(text, fileName: name)
        #expect(imported.constraints.isEmpty)
        #expect(imported.items.count > 10)
        // Every indented line was read as an item: none left out, none dropped.
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let indented = text.split(separator: "\n").filter { $0.hasPrefix("|") }.count
        let read = try ConsoleLog.parse(text).trace.filter { $0.depth > 0 && $0.unread == nil }
        #expect(read.count == indented)
        ImportFixtures.checkGolden(try Self.account(of: imported), named: name + ".golden")
    }

    /// The golden text: the script, then the conflicts and the comparison with UIKit.
    static func account(of imported: ImportedLayout) throws -> String {
        var text = imported.script()
        let (layout, _) = try imported.makeLayout()
        let conflicts = ConflictExplanation.current(in: layout, withFixes: false)
        if !conflicts.isEmpty { text += "== conflicts in the rebuilt layout\n" }
        for conflict in conflicts {
            text += "conflict:\n"
            for member in conflict.members { text += "  \(member.constraint.description)\n" }
            text += "  \(conflict.arithmetic.summary)\n"
            text += "  broken: \(conflict.broken.description)\n"
        }
        let summary = imported.recoverySummary(in: layout)
        if !summary.isEmpty { text += "== compared with UIKit\n" + summary + "\n" }
        return text
    }

    /// Each log fixture's rebuilt layout, for the picture tests.
    static func importedLayouts() throws -> [(String, Layout)] {
        try logs.map { name in
            let imported = try ImportedLayout.read(
                try ImportFixtures.text("logs", name), fileName: name)
            return (name, try imported.makeLayout().layout)
        }
    }

    /// What the importer rebuilds replays the same in a fresh layout: building twice gives
    /// the same frames and the same broken constraints.
    @Test(arguments: logs) func deterministic(_ name: String) throws {
        let text = try ImportFixtures.text("logs", name)
        let a = try ImportedLayout.read(text, fileName: name)
        let b = try ImportedLayout.read(text, fileName: name)
        #expect(a.script() == b.script())
        let (x, _) = try a.makeLayout()
        let (y, _) = try b.makeLayout()
        #expect(
            x.frames.map { "\($0.item.name) \($0.frame)" }
                == y.frames.map { "\($0.item.name) \($0.frame)" })
        #expect(x.brokenConstraints.map(\.description) == y.brokenConstraints.map(\.description))
    }
}
