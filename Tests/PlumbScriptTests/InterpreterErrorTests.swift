import Testing

@testable import PlumbScript

/// Errors point at the mistake (the marker), say why, and change nothing.
@Suite struct InterpreterErrorTests {
    static let setup = """
        window root 375x667
        view button in root intrinsic 88x30
        view text in root
        guide spacer in root
        group compact { text.top == root.top + 20 }
        wide: text.width <= root.width
        """

    struct Case: CustomTestStringConvertible, Sendable {
        let marked: String
        let message: String
        var testDescription: String { marked }
    }

    static let cases: [Case] = [
        Case(
            marked: "button.1️⃣widht == 88",
            message: "unknown attribute 'widht'; did you mean 'width'?"),
        Case(
            marked: "1️⃣buton.width == 88",
            message: "unknown view or guide 'buton'; did you mean 'button'?"),
        Case(
            marked: "button.width == 88 && button.height == 2️⃣1️⃣tetx.height",
            message: "did you mean 'text'?"),
        Case(marked: "1️⃣button.width == root.left", message: "dimensions relate only to dimensions"),
        Case(
            marked: "1️⃣button.leading == root.left",
            message: "leading/trailing and left/right never mix"),
        Case(
            marked: "1️⃣button.top == 20",
            message: "is a position and cannot be related to a bare constant"),
        Case(marked: "1️⃣superview.left == button.left", message: "cannot be on the left itself"),
        Case(
            marked: "root.left == 1️⃣superview.left",
            message: "'root' is a window and has no superview"),
        Case(
            marked: "1️⃣wide2: button.center == root.center", message: "a label names one constraint"),
        Case(marked: "button.width == 1️⃣40x40", message: "can only be the right side of '.size'"),
        Case(marked: "button.size == 1️⃣40x_", message: "'_' is only allowed in an intrinsic size"),
        Case(
            marked: "button.width == root.1️⃣center",
            message: "'width' stands for 1 attribute but 'center' for 2"),
        Case(
            marked: "1️⃣spacer.leftMargin == root.left",
            message: "layout guides have no margin attributes"),
        Case(
            marked: "button.left == 1️⃣spacer.margins.left",
            message: "'spacer' is a layout guide; only views have '.margins'"),
        Case(marked: "view label in 1️⃣nowhere", message: "unknown view 'nowhere'"),
        Case(marked: "view 1️⃣label", message: "a view needs a superview"),
        Case(marked: "view 1️⃣button in root", message: "'button' is already the name of a view"),
        Case(marked: "view label in 1️⃣compact", message: "'compact' is a group, not a view"),
        Case(marked: "H:|-[button]-[text]-| align 1️⃣left", message: "lies along the format"),
        Case(marked: "V:|-[button]-[text]-| align 1️⃣top", message: "lies along the format"),
        Case(
            marked: "H:|-1️⃣pad-[button]",
            message: "unknown metric 'pad': declare it with 'metric pad = 8'"),
        Case(
            marked: "H:|-[button(>=80@1️⃣low2)]",
            message: "unknown metric 'low2': declare it with 'metric low2 = 8'"),
        Case(
            marked: "H:|-(>=1️⃣gap@750)-[button]",
            message: "unknown metric 'gap': declare it with 'metric gap = 8'"),
        Case(
            marked: "H:[button(1️⃣widht)]",
            message: "unknown metric or view 'widht': declare a metric with 'metric widht = 8'"),
        Case(
            marked: "H:|-[button]-1️⃣tex-[text]",
            message: "unknown metric 'tex': declare it with 'metric tex = 8'"),
        Case(
            marked: "V:[1️⃣superview]-[root]",
            message: "no other view in this string has a superview"),
        Case(marked: "V:|-[1️⃣nothing]", message: "unknown view or guide 'nothing'"),
        Case(marked: "H:|-[1️⃣root]", message: "'root' is a window and has none"),
        Case(marked: "pin 1️⃣root", message: "'root' is a window and has no superview"),
        Case(marked: "pin button to 1️⃣nowhere", message: "unknown view or guide 'nowhere'"),
        Case(
            marked: "group 1️⃣wide { button.width == 1 }",
            message: "'wide' is already the name of a label"),
        Case(
            marked: "group g { button.width == 1; 1️⃣group h { button.height == 1 } }",
            message: "groups cannot be nested"),
        Case(marked: "activate 1️⃣button", message: "'button' is a view; 'activate' takes a group"),
        Case(marked: "toggle 1️⃣compcat", message: "unknown name 'compcat'; did you mean 'compact'?"),
        Case(marked: "constant 1️⃣#9 10", message: "no constraint #9: numbers go from #1 to #2"),
        Case(
            marked: "priority wide 1️⃣500",
            message: "cannot change the priority of #2 'wide' from 1000 to 500"),
        Case(marked: "resize 1️⃣button 10x10", message: "'button' is not a window"),
        Case(marked: "move 1️⃣root to button", message: "'root' is a window and has no superview"),
        Case(marked: "move button to 1️⃣button", message: "cannot move 'button' into 'button'"),
        Case(marked: "set root 1️⃣frame 0 0 10 10", message: "'root' is a window"),
        Case(
            marked: "set text margins 20 frame 0 0 10 10 1️⃣autoresizing off",
            message: "'frame' turns autoresizing on"),
        Case(marked: "remove 1️⃣#7", message: "no constraint #7"),
        Case(marked: "remove root1️⃣.margins", message: "expected"),
        Case(marked: "show 1️⃣nothing", message: "unknown name 'nothing'"),
        Case(marked: "where 1️⃣#5", message: "no constraint #5"),
        Case(marked: "common button 1️⃣nothing", message: "unknown view or guide 'nothing'"),
        Case(marked: "frames 1️⃣compact", message: "'compact' is a group, not a view or guide"),
        Case(marked: "constraints root.margins 1️⃣--installed", message: ""),
        Case(marked: "help 1️⃣pni", message: "no help for 'pni'; did you mean 'pin'?"),
        Case(marked: "load 1️⃣missing.plumb", message: "cannot read 'missing.plumb'"),
        Case(marked: "explain 1️⃣#9", message: "no constraint #9"),
        Case(marked: "1️⃣redo", message: "nothing to redo"),
        Case(marked: "button.width ==1️⃣ ", message: "expected"),
    ]

    @Test(arguments: cases)
    func errorPointsAtTheMistake(_ testCase: Case) throws {
        let session = makeSession(Self.setup)
        let source = MarkedSource(testCase.marked)
        let before = signature(session)
        let output = session.execute(source.text)
        if testCase.message.isEmpty {
            // Cases the parser may read differently: only atomicity is checked.
            #expect(signature(session) == before)
            return
        }
        #expect(output.failed, "should fail: \(source.text)\n\(output.text)")
        #expect(output.text.contains(testCase.message), "\(output.text)")
        #expect(signature(session) == before, "a failed statement changed the layout")
        guard let marker = source.location() else { return }
        let caret = try #require(caretLocation(in: output.text), "no caret in:\n\(output.text)")
        #expect(caret.line == marker.line)
        #expect(caret.column == marker.column, "caret in:\n\(output.text)")
    }

    @Test func scriptErrorsNameTheFileLineAndColumn() {
        let session = makeSession()
        let output = session.run(
            script: "window root 375x667\nview a in root\n\na.width == 10\na.hieght == 5\nframes\n",
            fileName: "form.plumb")
        #expect(output.failed)
        #expect(
            output.text.contains(
                "form.plumb:5:3: error: unknown attribute 'hieght'; did you mean 'height'?"))
        #expect(output.text.contains("5 | a.hieght == 5"))
        // The statements before the error ran; the one after did not.
        #expect(session.layout.constraint(number: 1) != nil)
        #expect(!output.text.contains("(0, 0, 375, 667)"))
    }

    @Test func anUnclosedBlockAtTheEndOfAnEntryIsAnError() {
        let session = makeSession("window root 375x667")
        #expect(Session.isIncomplete("group g {"))
        #expect(Session.isIncomplete("root.width == 1 &&"))
        #expect(!Session.isIncomplete("group g { }"))
        let output = session.execute("group g {")
        #expect(output.failed)
        #expect(output.text.contains("expected '}'"))
    }

    @Test func aStatementAfterAnErrorInTheSameEntryDoesNotRun() {
        let session = makeSession("window root 375x667\nview a in root")
        let output = session.execute("a.width == 10; a.hieght == 5; a.height == 5")
        #expect(output.failed)
        #expect(session.layout.userConstraints.count == 1)
    }
}
