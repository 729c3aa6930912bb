import PlumbDebug
import Testing

@testable import PlumbScript

/// `_autolayoutTrace` pasted in part: the hierarchy is read from the indentation relative to
/// what is there, and lines cut out do not orphan the ones after them (issue 10, item 9).
@Suite("Import: trace fragments")
struct ImportTraceTests {
    static func imported(_ trace: String) -> String {
        importText(trace, fileName: "t.txt")
    }

    @Test func aFragmentThatStartsIndentedKeepsItsHierarchy() {
        let text = Self.imported(
            """
            |   |   *UIView:0x7f01
            |   |   |   *UILabel:0x7f02
            |   |   |   *UIButton:0x7f03- AMBIGUOUS LAYOUT
            |   |   *UIView:0x7f04

            """)
        #expect(text.contains("view label1 in view1"), "\(text)")
        #expect(text.contains("view button1 in view1"), "\(text)")
        #expect(!text.contains("view view2 in view1"), "\(text)")
    }

    @Test func linesAfterACutHangUnderTheirNearestShownAncestor() {
        let text = Self.imported(
            """
            •UIWindow:0x7e00
            |   *UIView:0x7f01
            |   |   *UIView:0x7f02

            [snip]

            |   |   |   |   *UILabel:0x7f09
            |   *UIView:0x7f05

            """)
        #expect(text.contains("view label1 in view2"), "\(text)")
        #expect(text.contains("view view3 in window1"), "\(text)")
    }
}

/// A rebuilt trace judges as the trace did: `check` reports exactly the components the trace
/// marks ambiguous; everything else it lists is pinned at priority 1 in the group `trace`,
/// at the frame the trace printed when it printed one (issue 10, items 9 and 14).
@Suite("Import: trace ambiguity")
struct ImportTraceAmbiguityTests {
    static let trace = """
        •UIWindow:0x7e00 - AMBIGUOUS LAYOUT
        |   *UIView:0x7f01
        |   |   *<UILayoutGuide: 0x6001 - "UIViewLayoutMarginsGuide", layoutFrame = {{16, 20}, {343, 627}}, owningView = <UIView: 0x7f01; frame = (0 0; 375 667); layer = <CALayer: 0x6009>>>
        |   |   *<UILayoutGuide: 0x6002 - "", layoutFrame = {{10, 0}, {100, 0}}, owningView = <UIView: 0x7f01; frame = (0 0; 375 667); layer = <CALayer: 0x6009>>>- AMBIGUOUS LAYOUT for UILayoutGuide:0x6002''.minY{id: 31}, UILayoutGuide:0x6002''.Height{id: 33}
        |   |   *UILabel:0x7f02'Title'
        |   |   *UIButton:0x7f03'Go'- AMBIGUOUS LAYOUT for UIButton:0x7f03'Go'.minX{id: 40}
        |   |   |   *UIButtonLabel:0x7f04'Go'

        """

    static func session(_ files: [String: String]) -> Session {
        Session(fileSystem: InMemoryFileSystem(files))
    }

    @Test func checkReportsExactlyWhatTheTraceMarks() {
        let session = Self.session(["t.txt": Self.trace])
        let text = session.execute("import t.txt").text
        // The guide is declared (the margins guide is the view's own, not a new guide).
        #expect(text.contains("guide layoutGuide1 in view1"), "\(text)")
        #expect(!text.contains("UIViewLayoutMarginsGuide'"), "\(text)")
        // Pins: the guide's x and width at the layoutFrame the trace printed.
        #expect(
            text.contains(
                "layoutGuide1.left == view1.left + 10 @1  # from the trace, line 4: x printed by the trace"
            ), "\(text)")
        #expect(text.contains("layoutGuide1.width == 100 @1"), "\(text)")
        #expect(!text.contains("goButton.left =="), "x is what the trace marks: never pinned")
        let check = session.execute("check").text
        #expect(
            check.contains(
                "ambiguous: 1 view and 1 guide\n  layoutGuide1  y, height\n  goButton      x\n"),
            "\(check)")
        // The pins are a group: turned off, the views are free again.
        #expect(!session.execute("toggle trace").failed)
        #expect(session.execute("check").text.contains("titleLabel"))
    }

    @Test func theRebuiltScriptReplaysToTheSameVerdict() throws {
        let script = try #require(try? ImportedLayout.read(Self.trace, fileName: "t.txt")).script()
        let replay = Self.session(["t.plumb": script + "check\n"])
        let check = replay.execute("load t.plumb").text
        #expect(check.contains("ambiguous: 1 view and 1 guide"), "\(check)")
    }

    /// With the constraints of a conflict beside it, a pin never meets the conflict: UIKit's
    /// broken constraint is still the one Plumb breaks, and no pin is in any conflict.
    @Test func pinsNeverTakePartInAConflict() {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0xa1 UILabel:0x7f02'Title'.width == 100   (active)>",
                "<NSLayoutConstraint:0xa2 UILabel:0x7f02'Title'.width == 120   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0xa2 UILabel:0x7f02'Title'.width == 120   (active)>

            """
        let session = Self.session(["t.txt": log + Self.trace])
        let text = session.execute("import t.txt").text
        #expect(!text.contains("titleLabel.width == 0 @1"), "fixed by the log: not pinned\n\(text)")
        #expect(text.contains("titleLabel.height == 0 @1"), "\(text)")
        let check = session.execute("check").text
        #expect(check.contains("titleLabel.width == 120"), "\(check)")
        #expect(!check.contains("@1"), "\(check)")
    }
}
