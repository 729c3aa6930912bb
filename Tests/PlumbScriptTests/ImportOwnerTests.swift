import Testing

@testable import PlumbScript

/// Constraints Apple's frameworks made, in a log: a cell's encapsulated size stays a
/// constraint with its line and address, and a conflict says who owns such a constraint and
/// what the app can change instead of offering to lower it (issue 10, items 2 and 3).
@Suite("Import: constraints the app does not own")
struct ImportOwnerTests {
    /// A cell whose content needs 20 + 30 + 20 = 70 points in a row 44 tall.
    static let cellLog = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001 UILabel:0x7f02.top == UITableViewCellContentView:0x7f01.top + 20   (active)>",
            "<NSLayoutConstraint:0x600002 UILabel:0x7f02.height == 30   (active)>",
            "<NSLayoutConstraint:0x600003 UITableViewCellContentView:0x7f01.bottom == UILabel:0x7f02.bottom + 20   (active)>",
            "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f01.height == 44   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600002 UILabel:0x7f02.height == 30   (active)>

        """

    /// A stack view whose spacing leaves too little room.
    static let stackLog = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x700001 UIButton:0x8f02.width == 200   (active)>",
            "<NSLayoutConstraint:0x700002 UIButton:0x8f03.width == 200   (active)>",
            "<NSLayoutConstraint:0x700003 'UISV-spacing' H:[UIButton:0x8f02]-(16)-[UIButton:0x8f03]   (active)>",
            "<NSLayoutConstraint:0x700004 'UISV-canvas-connection' UIStackView:0x8f01.leading == UIButton:0x8f02.leading   (active)>",
            "<NSLayoutConstraint:0x700005 'UISV-canvas-connection' H:[UIButton:0x8f03]-(0)-|   (active, names: '|':UIStackView:0x8f01 )>",
            "<NSLayoutConstraint:0x700006 UIStackView:0x8f01.width == 300   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x700002 UIButton:0x8f03.width == 200   (active)>

        """

    @Test func aCellsEncapsulatedSizeIsAConstraintWithItsLineAndAdvice() {
        let session = Session(fileSystem: InMemoryFileSystem(["cell.log": Self.cellLog]))
        let imported = session.execute("import cell.log").text
        #expect(
            imported.contains(
                "tableViewCellContentView1.height == 44  # line 6, NSLayoutConstraint:0x600004"),
            "\(imported)")
        let text = session.execute("explain").text
        #expect(
            text.contains("is the height the table or collection view gives its cell"), "\(text)")
        #expect(text.contains("UITableView.automaticDimension"))
        // The app's own chain is named, the encapsulated size is never offered to lower.
        #expect(text.contains("lower the priority of the cell's own chain to 999 (#2"), "\(text)")
        #expect(text.contains("#3 UIView_Encapsulated_Layout_Height"), "\(text)")
        #expect(!text.contains("lower #3"), "\(text)")
        #expect(!text.contains("remove #3"), "\(text)")
    }

    @Test func aStackViewsConstraintsAreExplainedNotLowered() {
        let session = Session(fileSystem: InMemoryFileSystem(["stack.log": Self.stackLog]))
        #expect(!session.execute("import stack.log").failed)
        let text = session.execute("explain").text
        #expect(text.contains("belongs to a UIStackView"), "\(text)")
        #expect(text.contains("UISV-spacing"))
        for line in text.split(separator: "\n") where line.contains("lower #") {
            #expect(!line.contains("UISV"), "\(line)")
        }
    }

    @Test func anAutoresizingConflictSaysWhatTheAppWrites() {
        let session = makeSession(
            "window root 375x667\nview a in root frame 0 0 100 50", announcing: false)
        _ = session.execute("a.left == root.left + 20")
        let text = session.execute("explain").text
        #expect(
            text.contains("a.translatesAutoresizingMaskIntoConstraints = false"), "\(text)")
        // Two rules on the same edge, not code that ran twice.
        #expect(!text.contains("added twice"), "\(text)")
    }

    @Test func aWindowsEncapsulatedSizeStaysTheWindow() {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' UIView:0x7f01.width == 320   (active)>",
                "<NSLayoutConstraint:0x600005 UIView:0x7f02.width == 400   (active)>",
                "<NSLayoutConstraint:0x600006 H:|-(0)-[UIView:0x7f02]-(0)-|   (active, names: '|':UIView:0x7f01 )>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600005 UIView:0x7f02.width == 400   (active)>

            """
        let imported = importText(log, fileName: "root.log")
        #expect(imported.contains("window view1 320x"), "\(imported)")
    }
}
