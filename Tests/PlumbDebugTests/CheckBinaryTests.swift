import Foundation
import PlumbTestSupport
import Testing

/// The built `plumb` binary as CI runs it: `plumb check` exit codes (0 clean, 1 conflicts or
/// ambiguity, 2 script errors), and the JSON documents of `check --json`, `plumb check
/// --json` and `explain --json`, read back with Foundation's parser so their schema is checked
/// as another tool would read it.
///
/// The binary is found next to the test bundle (SwiftPM builds every product into the same
/// directory); set `PLUMB_BINARY` to test another one.
@Suite struct CheckBinaryTests {
    static let binary = PlumbBinary.url

    static let clean =
        "window root 375x667\nview a in root\na.left == root.left + 10 && a.top == root.top + 10 && a.size == 100x50\n"
    static let conflicting =
        "window root 375x667\nview banner in root frame 0 0 100 50\nbanner.left == root.left && banner.right == root.right\n"
    static let ambiguous = "window root 375x667\nview a in root\na.width == 10\n"
    static let broken = "window root 375x667\nview a in root\na.widht == 10\n"

    func plumb(_ arguments: [String], input: String = "") throws -> PlumbBinary.Result {
        try PlumbBinary.run(arguments, input: input)
    }

    func script(_ text: String) throws -> String {
        try PlumbBinary.temporaryScript(text, prefix: "plumb-check")
    }

    func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any], "not a JSON object: \(text)")
    }

    @Test(.enabled(if: binary != nil, "the plumb binary was not found next to the test bundle"))
    func exitCodes() throws {
        let clean = try plumb(["check", try script(Self.clean)])
        #expect(clean.status == 0)
        #expect(clean.output.contains(": ok: satisfiable and unambiguous"))
        let conflicting = try plumb(["check", try script(Self.conflicting)])
        #expect(conflicting.status == 1)
        #expect(conflicting.output.contains("not satisfiable: 1 constraint is broken"))
        #expect(try plumb(["check", try script(Self.ambiguous)]).status == 1)
        #expect(
            try plumb(["check", try script(Self.clean), try script(Self.ambiguous)]).status == 1)
        let broken = try plumb(["check", try script(Self.clean), try script(Self.broken)])
        #expect(broken.status == 2)
        #expect(broken.errors.contains(":3:3: error: unknown attribute 'widht'"))
        #expect(try plumb(["check", "-"], input: Self.clean).status == 0)
        #expect(try plumb(["check"]).status != 0)
    }

    /// `check --json` has exactly the documented keys, in order, with the documented types.
    @Test(.enabled(if: binary != nil, "the plumb binary was not found next to the test bundle"))
    func checkJSONSchema() throws {
        let result = try plumb(
            ["run", "--json", "-"], input: Self.conflicting + "view free in root\ncheck\n")
        #expect(result.status == 0)
        let keys = result.output.split(separator: "\n").first
        #expect(keys == "{")
        let document = try object(result.output)
        #expect(Set(document.keys) == ["satisfiable", "unambiguous", "conflicts", "ambiguous"])
        #expect(document["satisfiable"] as? Bool == false)
        #expect(document["unambiguous"] as? Bool == false)
        let conflicts = try #require(document["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(Set(conflict.keys) == ["constraints", "broken", "arithmetic"])
        #expect(
            conflict["constraints"] as? [String] == [
                "root.width == 375 (window width)", "banner.left == root.left (autoresizing minX)",
                "banner.width == 100 (autoresizing width)", "#2",
            ])
        #expect(conflict["broken"] as? String == "#2")
        #expect(conflict["arithmetic"] as? String == "375 ≠ 100")
        let ambiguous = try #require(document["ambiguous"] as? [String: [String]])
        #expect(ambiguous == ["free": ["x", "y", "width", "height"]])
        // A clean layout.
        let clean = try object(
            try plumb(["run", "-"], input: Self.clean + "check --json\n").output)
        #expect(clean["satisfiable"] as? Bool == true && clean["unambiguous"] as? Bool == true)
        #expect((clean["conflicts"] as? [Any])?.isEmpty == true)
        #expect((clean["ambiguous"] as? [String: Any])?.isEmpty == true)
    }

    @Test(.enabled(if: binary != nil, "the plumb binary was not found next to the test bundle"))
    func plumbCheckJSON() throws {
        let good = try script(Self.clean)
        let bad = try script(Self.broken)
        let result = try plumb(["check", "--json", good, try script(Self.conflicting), bad])
        #expect(result.status == 2)
        let document = try object(result.output)
        #expect(document["ok"] as? Bool == false)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == [good, files[1]["file"] as? String, bad])
        #expect(files[0]["satisfiable"] as? Bool == true)
        #expect(files[1]["satisfiable"] as? Bool == false)
        #expect((files[2]["error"] as? String)?.contains("unknown attribute 'widht'") == true)
        let allClean = try object(try plumb(["check", "--json", good]).output)
        #expect(allClean["ok"] as? Bool == true)
    }

    @Test(.enabled(if: binary != nil, "the plumb binary was not found next to the test bundle"))
    func explainJSONAndApple() throws {
        let json = try plumb(["run", "--json", "-"], input: Self.conflicting + "explain #2\n")
        let document = try object(json.output)
        let conflicts = try #require(document["conflicts"] as? [[String: Any]])
        let conflict = try #require(conflicts.first)
        #expect(conflict["broken"] as? String == "#2")
        #expect(conflict["minimal"] as? Bool == true)
        let arithmetic = try #require(conflict["arithmetic"] as? [String: Any])
        #expect(arithmetic["summary"] as? String == "375 ≠ 100")
        #expect((arithmetic["rows"] as? [Any])?.count == 4)
        let fixes = try #require(conflict["fixes"] as? [[String: Any]])
        #expect(fixes.first?["command"] as? String == "set banner autoresizing off")
        #expect(fixes.first?["resolves"] as? Bool == true)
        #expect(
            (conflict["apple"] as? String)?.hasPrefix(
                "Unable to simultaneously satisfy constraints.") == true)
        let apple = try plumb(["run", "-"], input: Self.conflicting + "explain --apple\n")
        #expect(
            apple.output.contains("\nUnable to simultaneously satisfy constraints.\n\tProbably"))
        #expect(
            apple.output.contains(
                "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
    }

    /// `plumb import --json` prints the same keys whether the log reads or not, so a tool
    /// reading it never meets a missing key.
    @Test(.enabled(if: binary != nil, "the plumb binary was not found next to the test bundle"))
    func importJSONHasTheSameKeysReadOrNot() throws {
        let log =
            "Unable to simultaneously satisfy constraints.\n(\n"
            + "    \"<NSLayoutConstraint:0x600001 NSView:0x7f01.width == 100   (active)>\",\n"
            + "    \"<NSLayoutConstraint:0x600002 NSView:0x7f01.width == 120   (active)>\"\n)\n"
            + "Will attempt to recover by breaking constraint\n"
            + "<NSLayoutConstraint:0x600002 NSView:0x7f01.width == 120   (active)>\n"
        let read = try plumb(
            ["import", "--json", try PlumbBinary.temporaryScript(log, prefix: "plumb-log")])
        #expect(read.status == 0)
        let document = try object(read.output)
        #expect(document["framework"] as? String == "AppKit")
        #expect(document["uikit_broke_all"] as? [String] == ["0x600002"])
        let unread = try plumb(
            ["import", "--json", try PlumbBinary.temporaryScript("hello\n", prefix: "plumb-log")])
        #expect(unread.status == 1)
        let empty = try object(unread.output)
        #expect(empty["verdict"] as? String == "unreadable")
        #expect(Set(empty.keys) == Set(document.keys))
    }
}
