import Foundation
import Testing

@testable import PlumbScript

/// `ambiguity`, `exercise`, `tree`'s markers, `why` and `tableau` through a session: what they
/// print, their JSON shapes, and exercise with undo, redo and save.
@Suite("Ambiguity, exercise, why and tableau in a session")
struct AmbiguityCommandTests {
    /// Two labels tied in hugging between the window's edges, pinned vertically.
    static let tied = """
        window root 375x667
        view title in root intrinsic 120x21
        view subtitle in root intrinsic 80x21
        title.leading == root.leading + 20
        subtitle.leading == title.trailing + 8
        subtitle.trailing == root.trailing - 20
        title.top == root.top + 10
        subtitle.top == root.top + 40
        """

    /// A session that ran `script`, failing the test if any entry failed.
    static func session(_ script: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> Session
    {
        let session = Session(options: Session.Options(announcesChanges: false))
        for line in script.split(separator: "\n") {
            let output = session.execute(String(line))
            #expect(!output.failed, "\(line): \(output.text)", sourceLocation: sourceLocation)
        }
        return session
    }

    /// The JSON object a query printed.
    static func json(
        _ session: Session, _ query: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        -> [String: Any]
    {
        let text = session.execute(query).text
        let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        #expect(object != nil, "not a JSON object: \(text)", sourceLocation: sourceLocation)
        return object ?? [:]
    }

    @Test func ambiguityReportsTheTieInWords() {
        let session = Self.session(Self.tied)
        // Which end of the range the solver sits at is its own choice; the rest is fixed.
        let lines = session.execute("ambiguity title").text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("title: width is ambiguous; frame now (20, 10, ") == true)
        #expect(lines.dropFirst().first?.hasSuffix(" now, anywhere in 120…247") == true)
        #expect(
            Array(lines.dropFirst(2)) == [
                "          e.g. (20, 10, 120, 21) or (20, 10, 247, 21)",
                "          title and subtitle hug horizontally at 250: raise one to 251 (set title hug 251 250)",
            ])
        #expect(session.execute("set title hug 251 250").failed == false)
        #expect(session.execute("ambiguity").text == "no ambiguous views: every frame is fixed\n")
        #expect(
            session.execute("ambiguity title").text
                == "title is not ambiguous: its frame (20, 10, 120, 21) is fixed\n")
    }

    /// A guide is judged like a view, in its owning view's terms: `check`, `ambiguity` and
    /// `show` name it, with the cause in the guide's own words; the system guides never are.
    @Test func guidesAreJudged() throws {
        let session = Self.session(
            """
            window root 400x400
            view a in root
            a.left == root.left + 10
            a.top == root.top
            a.width == 100
            a.height == 100
            a.margins.left == a.left + 8
            guide g in a
            g.left == a.left
            g.width == 50
            """)
        let check = session.execute("check").text
        #expect(check.contains("ambiguous: 1 guide\n  g  y, height\n"), "\(check)")
        let report = session.execute("ambiguity g").text
        #expect(report.hasPrefix("g: y and height are ambiguous; frame now (0, 0, 50, 0)"))
        #expect(report.contains("g has no height: add a height constraint"), "\(report)")
        #expect(session.execute("show g").text.contains("ambiguous: y, height free"))
        let document = Self.json(session, "ambiguity --json")
        let found = try #require(document["ambiguous"] as? [[String: Any]])
        #expect(found.map { $0["view"] as? String } == ["g"])
        #expect(found.map { $0["kind"] as? String } == ["guide"])
        // Pinned, the guide is fixed and the layout clean.
        #expect(!session.execute("g.top == a.top && g.height == 20").failed)
        #expect(session.execute("check").text.contains("unambiguous"))
        // A view beside an ambiguous guide counts both.
        #expect(!session.execute("view b in root").failed)
        #expect(!session.execute("guide h in a").failed)
        #expect(session.execute("check").text.contains("ambiguous: 1 view and 1 guide"))
    }

    @Test func ambiguityJSONShape() throws {
        let session = Self.session(Self.tied)
        let document = Self.json(session, "ambiguity --json")
        let views = try #require(document["ambiguous"] as? [[String: Any]])
        #expect(views.map { $0["view"] as? String } == ["title", "subtitle"])
        #expect(Set(views[0].keys) == ["view", "kind", "frame", "attributes"])
        #expect(views.map { $0["kind"] as? String } == ["view", "view"])
        let attribute = try #require((views[0]["attributes"] as? [[String: Any]])?.first)
        #expect(
            Set(attribute.keys) == [
                "component", "value", "lower", "upper", "alternatives", "cause",
            ])
        #expect(attribute["component"] as? String == "width")
        #expect(attribute["lower"] as? Double == 120 && attribute["upper"] as? Double == 247)
        #expect((attribute["alternatives"] as? [[String: Double]])?.count == 2)
        let cause = try #require(attribute["cause"] as? [String: Any])
        #expect(Set(cause.keys) == ["kind", "message", "free", "constraints", "priority"])
        #expect(cause["kind"] as? String == "tie" && cause["priority"] as? Double == 250)
        #expect(
            cause["constraints"] as? [String] == [
                "title: intrinsic width (hugging)", "subtitle: intrinsic width (hugging)",
            ])
        // An unbounded end is null.
        let free = Self.session(
            "window root 100x100\nview box in root\nbox.size == 10x10\nbox.left == root.left")
        let y = try #require(
            ((Self.json(free, "ambiguity --json")["ambiguous"] as? [[String: Any]])?.first?[
                "attributes"]
                as? [[String: Any]])?.first)
        #expect(y["component"] as? String == "y")
        #expect(y["lower"] is NSNull && y["upper"] is NSNull)
        #expect((y["cause"] as? [String: Any])?["free"] as? String == "box.y")
    }

    @Test func treeMarksAmbiguousViewsLikeAutolayoutTrace() throws {
        let session = Self.session(
            Self.tied + "\nview card in root\ncard.top == root.top && card.left == root.left")
        let lines = session.execute("tree").text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "•root (0, 0, 375, 667)")
        #expect(
            lines[1].hasPrefix("|   *title (20, 10, ")
                && lines[1].hasSuffix(", 21)- AMBIGUOUS LAYOUT for title.Width"))
        #expect(
            lines[2].hasPrefix("|   *subtitle (")
                && lines[2].hasSuffix("- AMBIGUOUS LAYOUT for subtitle.minX, subtitle.Width"))
        #expect(lines[3] == "|   *card (0, 0, 0, 0)- AMBIGUOUS LAYOUT for card.Width, card.Height")
        let windows = try #require(Self.json(session, "tree --json")["windows"] as? [[String: Any]])
        #expect(windows[0]["ambiguous"] == nil)
        let subviews = try #require(windows[0]["subviews"] as? [[String: Any]])
        #expect(
            subviews.map { $0["ambiguous"] as? [String] } == [
                ["width"], ["x", "width"], ["width", "height"],
            ])
    }

    @Test func exerciseUndoRedoAndSave() throws {
        let session = Self.session(Self.tied)
        let before = session.execute("frames").text
        let moved = session.execute("exercise title")
        #expect(!moved.failed)
        let after = session.execute("frames").text
        #expect(after != before)
        // The other end of the tie: whichever the solver chose, the exercise shows the other.
        let ends = [
            "title     (20, 10, 120, 21)  ambiguous: width free\nsubtitle  (148, 40, 207, 21)",
            "title     (20, 10, 247, 21)  ambiguous: width free\nsubtitle  (275, 40, 80, 21)",
        ]
        #expect(ends.contains { before.contains($0) } && ends.contains { after.contains($0) })
        // The layout is as ambiguous as before: exercising moved it, it fixed nothing.
        #expect(
            Self.json(session, "ambiguity --json")["ambiguous"].map { ($0 as? [Any])?.count } == 2)
        #expect(session.changes.last?.title == "exercise title")
        #expect(!session.execute("undo").failed)
        #expect(session.execute("frames").text == before)
        _ = session.execute("redo")
        #expect(session.execute("frames").text == after)
        // Saved and replayed in a fresh session, the exercised frames come back.
        let fresh = Session(
            options: Session.Options(announcesChanges: false), fileSystem: InMemoryFileSystem())
        #expect(!fresh.run(script: session.savedScript(), fileName: "saved").failed)
        #expect(fresh.execute("frames").text == after)
    }

    @Test func exercisingAFixedViewFailsAndRecordsNothing() {
        let session = Self.session(
            "window root 100x100\nview box in root\nbox.size == 10x10\nbox.left == root.left && box.top == root.top"
        )
        let changes = session.changes.count
        let output = session.execute("exercise box")
        #expect(output.failed)
        #expect(
            output.text.contains(
                "box is not ambiguous: its frame (0, 0, 10, 10) is fixed: there is no other valid frame to move it to"
            ))
        #expect(session.changes.count == changes)
    }

    @Test func whyJSONShape() throws {
        let session = Self.session(Self.tied + "\nset title hug 251 250")
        let document = Self.json(session, "why subtitle.width --json")
        #expect(
            Set(document.keys) == [
                "item", "attribute", "value", "determined", "required", "tight", "optional", "free",
                "lost",
            ])
        #expect(document["value"] as? Double == 207 && document["determined"] as? Bool == true)
        let required = try #require(document["required"] as? [[String: Any]])
        #expect(
            Set(required[0].keys) == [
                "constraint", "description", "sensitivity", "heldAt", "heldBy",
            ])
        #expect(required.compactMap { $0["constraint"] as? String }.contains("#3"))
        let frame = Self.json(session, "why title --json")
        #expect(Set(frame.keys) == ["item", "frame", "horizontal", "vertical", "attributes"])
        #expect((frame["attributes"] as? [Any])?.count == 4)
        let center = Self.json(session, "why title.center --json")
        #expect(
            (center["attributes"] as? [[String: Any]])?.map { $0["attribute"] as? String } == [
                "centerX", "centerY",
            ])
    }

    @Test func tableauJSONShapeAndFilter() throws {
        let session = Self.session(Self.tied)
        let document = Self.json(session, "tableau subtitle --json")
        #expect(Set(document.keys) == ["item", "objective", "rows", "edits", "constraints"])
        let rows = try #require(document["rows"] as? [[String: Any]])
        #expect(rows.allSatisfy { Set($0.keys) == ["basic", "constant", "cells"] })
        let constraints = try #require(document["constraints"] as? [[String: Any]])
        // Only the constraints on subtitle's variables.
        #expect(constraints.compactMap { $0["constraint"] as? String }.contains("#3"))
        #expect(!constraints.compactMap { $0["constraint"] as? String }.contains("#1"))
        let text = session.execute("tableau").text
        #expect(text.hasPrefix("tableau: "))
        #expect(text == session.execute("tableau").text)
    }
}
