import Testing

@testable import PlumbScript

/// `_autolayoutTrace` pasted in part: the hierarchy is read from the indentation relative to
/// what is there, and lines cut out do not orphan the ones after them (issue 10, item 9).
@Suite("Import: trace fragments")
struct ImportTraceTests {
    static func imported(_ trace: String) -> String {
        Session(fileSystem: InMemoryFileSystem(["t.txt": trace])).execute("import t.txt").text
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
