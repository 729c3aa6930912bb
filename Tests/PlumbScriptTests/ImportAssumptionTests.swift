import Testing

@testable import PlumbScript

/// A log does not print layout margins: the import says what it assumed, tries the common
/// larger margins when only they bring back the conflict the log shows, and takes the value
/// the user gives (issue 10, item 4).
@Suite("Import: assumed margins")
struct ImportAssumptionTests {
    /// A label between its superview's margins, at least 300 wide in 330: it fits with
    /// margins up to 15.
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001 UILabel:0x7f02.leading == UIView:0x7f01.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x600002 UILabel:0x7f02.trailing == UIView:0x7f01.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x600003 UILabel:0x7f02.width >= 300   (active)>",
            "<NSLayoutConstraint:0x600004 UIView:0x7f01.width == 330   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600003 UILabel:0x7f02.width >= 300   (active)>

        """

    static func session() -> Session {
        Session(fileSystem: InMemoryFileSystem(["m.log": log]))
    }

    @Test func theMarginsThatBringBackTheConflictAreAssumedAndSaid() {
        let text = Self.session().execute("import m.log").text
        #expect(text.contains("view view1 in screen margins 16"), "\(text)")
        #expect(text.contains("# assumed: layout margins 16 on view1"), "\(text)")
        #expect(text.contains("Plumb broke it too"), "\(text)")
    }

    @Test func givenMarginsAreUsedAndSaid() {
        let text = Self.session().execute("import m.log margins 4").text
        #expect(text.contains("# assumed: layout margins 4 on view1 (given"), "\(text)")
        #expect(text.contains("can all hold"), "\(text)")
    }

    @Test func theStatementKeepsItsMargins() throws {
        let statement = try #require(Parser.parseScript("import m.log margins 16").statements.first)
        #expect(statement.description == "import m.log margins 16")
        #expect(Self.session().execute("import m.log margins -2").failed)
    }
}
