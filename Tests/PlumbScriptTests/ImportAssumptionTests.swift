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

    /// The verdict's boundary is said exactly: at least 301 wide in 330 between two margins
    /// conflicts when each is more than 14.5.
    @Test func theBoundaryIsSaid() {
        let log = Self.log.replacingOccurrences(of: ">= 300", with: ">= 301")
        let text = importText(log, fileName: "m.log")
        #expect(
            text.contains("the constraints conflict only when they are more than 14.5"), "\(text)")
        #expect(text.contains("view view1 in screen margins 16"), "\(text)")
    }

    /// Smaller margins can be what conflicts: a label on the leading margin that must stay 6
    /// points from the edge holds with 8, and conflicts below 6.
    @Test func aConflictBelowTheDefaultIsFoundToo() {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UILabel:0x7f02.leading == UIView:0x7f01.leadingMargin   (active)>",
                "<NSLayoutConstraint:0x600002 UILabel:0x7f02.leading >= UIView:0x7f01.leading + 6   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UILabel:0x7f02.leading >= UIView:0x7f01.leading + 6   (active)>

            """
        let text = importText(log, fileName: "m.log")
        #expect(text.contains("conflict only when they are less than 6"), "\(text)")
        #expect(text.contains("view view1 in screen margins 5"), "\(text)")
        #expect(text.contains("Plumb broke it too"), "\(text)")
    }

    /// Safe-area insets the log does not print: none, unless only a common iPhone's bring back
    /// the conflict the log shows (8 + 600 fits in 667, but not between a notch and a home
    /// indicator).
    @Test func safeAreaInsetsThatBringBackTheConflictAreAssumedAndSaid() {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600005 UILabel:0x7f02.leading == UIView:0x7f01.leading   (active, names: '|':UIView:0x7f01 )>",
                "<NSLayoutConstraint:0x600001 UILabel:0x7f02.top == UILayoutGuide:0x6001'UIViewSafeAreaLayoutGuide'.top + 8   (active)>",
                "<NSLayoutConstraint:0x600002 UILabel:0x7f02.height == 600   (active)>",
                "<NSLayoutConstraint:0x600003 UILabel:0x7f02.bottom <= UILayoutGuide:0x6001'UIViewSafeAreaLayoutGuide'.bottom   (active)>",
                "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Height' UIView:0x7f01.height == 667   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UILabel:0x7f02.height == 600   (active)>

            """
        let text = importText(log, fileName: "s.log")
        #expect(text.contains("safe 44 0 34 0"), "\(text)")
        #expect(text.contains("# assumed: safe-area insets top 44, bottom 34 on view1"), "\(text)")
        #expect(text.contains("Plumb broke it too"), "\(text)")
        // Without a conflict to bring back, none is assumed, and said.
        let holding = log.replacingOccurrences(of: "height == 600", with: "height == 500")
        #expect(
            importText(holding, fileName: "s.log").contains(
                "# assumed: no safe-area insets on view1"))
    }
}
