import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbDebug

/// Where the shared fixtures and the goldens are, found from this file so the tests run
/// from any directory.
enum ImportFixtures {
    /// `Tests/PlumbDebugTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// `Tests/Fixtures`: real console logs and traces, kept in the repository so the goldens
    /// never depend on what lies beside it.
    static let fixturesDirectory = testsDirectory.appendingPathComponent("../Fixtures")
        .standardizedFileURL

    /// The goldens of the import tests.
    static let goldenDirectory = testsDirectory.appendingPathComponent("ImportGoldens")

    /// The files of a fixture folder (`logs`, `traces`), sorted.
    static func files(in folder: String) -> [String] {
        let path = fixturesDirectory.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// The text of a fixture.
    static func text(_ folder: String, _ name: String) throws -> String {
        try String(
            contentsOf: fixturesDirectory.appendingPathComponent(folder).appendingPathComponent(
                name), encoding: .utf8)
    }

    /// Whether `PLUMB_RECORD` asks to rewrite goldens.
    static var recording: Bool {
        let value = ProcessInfo.processInfo.environment["PLUMB_RECORD"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Compares `actual` with the golden file `name`; with `PLUMB_RECORD=1`, rewrites it and
    /// fails so a recording run is never mistaken for a passing one.
    static func checkGolden(_ actual: String, named name: String, directory: URL = goldenDirectory)
    {
        let url = directory.appendingPathComponent(name)
        if recording {
            try? FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(name); run again without PLUMB_RECORD")
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden \(name): run with PLUMB_RECORD=1 to record it")
            return
        }
        if expected != actual {
            Issue.record("\(name) differs from its golden:\n\(lineDiff(expected, actual))")
        }
    }

    /// The lines that differ, `-` expected and `+` actual, with their numbers.
    static func lineDiff(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for k in 0..<max(a.count, b.count) {
            let x = k < a.count ? String(a[k]) : "<none>"
            let y = k < b.count ? String(b[k]) : "<none>"
            if x != y { out += ["\(k + 1)- \(x)", "\(k + 1)+ \(y)"] }
        }
        return out.prefix(40).joined(separator: "\n")
    }
}

typealias SeededGenerator = SplitMix64
