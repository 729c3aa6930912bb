import Testing

@testable import PlumbScript

/// Changes: every one can be undone and redone, and a statement that fails changes nothing.
@Suite struct InterpreterChangeTests {
    static let setup = """
        window root 375x667
        view card in root
        view title in card intrinsic 120x21
        view legacy in root frame 10 10 100 50
        guide spacer in root
        pin card insets 20
        title.top == card.top + 8 && title.leading == card.leading + 16
        group compact { title.width == 100 }
        group regular off { title.width == 200 }
        wide: spacer.width == 50
        spacer.left == root.left && spacer.top == root.top && spacer.height == 10
        title.height == 30 @low
        """

    /// One statement of every kind that changes the layout.
    static let changes = [
        "window other 100x100 safe 10",
        "view badge in card intrinsic 24x24 hug 251 251",
        "guide slot in card",
        "set title intrinsic 200x21 hug 260 250 resist 700 700 baseline 17",
        "set legacy autoresizing off",
        "set title autoresizing on",
        "set card margins 0 16 0 16",
        "set root direction rtl",
        "set root safe 44 0 34 0",
        "resize root 320x568",
        "move title to root",
        "remove title",
        "remove #1 wide",
        "remove compact",
        "remove spacer",
        "title.bottom <= card.bottom - 8",
        "title { height == 30, centerX == card }",
        "H:[title]-[spacer]",
        "pin title align bottomTrailing",
        "group tall { title.height == 40 }",
        "toggle compact regular",
        "deactivate #1",
        "activate regular",
        "constant #5 30",
        "constant wide 70",
        "priority #13 500",
        "reset",
        "title.width == 300",
    ]

    @Test(arguments: changes)
    func undoAndRedoEveryChange(_ change: String) {
        let session = makeSession(Self.setup)
        let before = signature(session)
        let output = succeed(session, change)
        let after = signature(session)
        #expect(after != before, "'\(change)' changed nothing:\n\(output)")
        succeed(session, "undo")
        #expect(signature(session) == before, "undo of '\(change)'")
        succeed(session, "redo")
        #expect(signature(session) == after, "redo of '\(change)'")
    }

    /// Statements that fail part way, after the layout has already been touched.
    static let failures = [
        "title.width == 10 && title.height == nothing.height",
        "title.height == 10 && wide: title.width == 5",
        "group g { title.height == 10; title.width == missing.width }",
        "group g off { title.height == 10 } ",
        "set card margins 4 intrinsic 10x10 frame 0 0 -1 5",
        "set root margins 30 frame 0 0 10 10",
        "remove title nothing",
        "view badge in card intrinsic 24x24 direction rtl margins 1e8",
        "pin title to root.margins insets 1e9",
        "toggle compact regular nothing",
        "H:|-[title]-[nothing]-|",
        "priority #5 fittingSize",
    ]

    @Test(arguments: failures)
    func aFailedStatementChangesNothing(_ failure: String) {
        let session = makeSession(Self.setup)
        if failure.hasPrefix("group g off") { succeed(session, "group g { title.height <= 500 }") }
        let undoable = session.canUndo
        expectUnchanged(session) { fail(session, failure) }
        #expect(session.canUndo == undoable)
    }

    @Test func aLoadThatFailsPartWayLoadsNothing() {
        let files = ["half.plumb": "view badge in root\nbadge.width == 10\nbadge.hieght == 3\n"]
        let session = makeSession("window root 375x667", files: files)
        let output = expectUnchanged(session) { session.execute("load half.plumb") }
        #expect(output.failed)
        #expect(output.text.contains("half.plumb:3:7: error: unknown attribute 'hieght'"))
        #expect(output.text.contains("note: nothing from 'half.plumb' was loaded"))
    }

    @Test func aWholeLoadIsOneChange() {
        let files = ["a.plumb": "view badge in root\nbadge.width == 10\nbadge.height == 3\n"]
        let session = makeSession("window root 375x667", files: files)
        let before = signature(session)
        succeed(session, "load a.plumb")
        #expect(session.layout.userConstraints.count == 2)
        succeed(session, "undo")
        #expect(signature(session) == before)
    }

    @Test func aFileThatLoadsItselfStops() {
        let session = makeSession("window root 375x667", files: ["loop.plumb": "load loop.plumb\n"])
        let output = session.execute("load loop.plumb")
        #expect(output.failed)
        #expect(output.text.contains("nested more than 16 levels deep"))
    }

    @Test func groupsSwitchSizeClasses() {
        let session = makeSession(Self.setup)
        #expect(frame(session, "title") == "(16, 8, 100, 21)")
        succeed(session, "toggle compact regular")
        #expect(frame(session, "title") == "(16, 8, 200, 21)")
        #expect(session.layout.group(named: "compact")?.isActive == false)
        succeed(session, "undo")
        #expect(frame(session, "title") == "(16, 8, 100, 21)")
    }

    @Test func undoingAConflictRestoresTheBrokenState() {
        let session = makeSession("window root 375x667\nview a in root\na.width == 88")
        succeed(session, "a.width == 100")
        #expect(session.layout.brokenConstraints.count == 1)
        succeed(session, "undo")
        #expect(session.layout.brokenConstraints.isEmpty)
        #expect(frame(session, "a").contains("88"))
    }

    @Test func aMoveThatSeparatesItemsDeactivatesTheirConstraints() {
        let session = makeSession(
            "window root 375x667\nwindow other 100x100\nview a in root\nview b in root\nb.left == a.right"
        )
        let output = succeed(session, "move b to other")
        #expect(
            output.contains(
                "deactivated #1 b.left == a.right: its items no longer share an ancestor"))
        #expect(session.layout.constraint(number: 1)?.isActive == false)
    }

    @Test func removingAViewTakesItsSubtreeAndConstraints() {
        let session = makeSession(Self.setup)
        let output = succeed(session, "remove card")
        #expect(
            output.contains(
                "removed card with title and its constraints #1, #2, #3, #4, #5, #6, #7, #8"))
        #expect(session.layout.view(named: "title") == nil)
        // Numbers are never reused.
        #expect(succeed(session, "spacer.width >= 1").hasPrefix("#14 "))
    }
}
