import Foundation
import Testing

@testable import PlumbScript

/// `save`: a script that replays to the same layout, written atomically.
@Suite struct InterpreterSaveTests {
    func saved(_ session: Session) -> String { session.savedScript() }

    func replay(_ text: String) -> Session {
        let fresh = makeSession(announcing: false)
        let output = fresh.run(script: text, fileName: "saved.plumb")
        #expect(!output.failed, "\(output.text)\n\(text)")
        return fresh
    }

    @Test func numbersLabelsGroupsAndStatesSurvive() {
        let session = makeSession(
            """
            window root 375x667 margins 4 direction rtl
            view a in root intrinsic 50x_ hug 251 250 resist 700 760 baseline 12
            view b in root frame 1 2 3 4
            view c in a
            guide g in root
            set c safe 1 2 3 4 margins 0 6 0 6
            a.leading == root.leading + 10 && a.top == root.top
            wide: a.width <= root.width * 0.333 @high
            group compact { c.edges == a.edges }
            group regular off { c.width == 10; c.height == 10 }
            c.left == a.left
            remove #2
            deactivate #9
            activate #8
            g.width == 1.0e-7
            """, announcing: false)
        let text = saved(session)
        #expect(!text.contains("written as the changes made"), "\(text)")
        let fresh = replay(text)
        #expect(signature(fresh) == signature(session))
        #expect(fresh.layout.nextConstraintNumber == session.layout.nextConstraintNumber)
    }

    @Test func removedNumbersAreKeptByPlaceholders() {
        let session = makeSession(
            "window root 10x10\nview a in root\na.width == 1\na.height == 2\na.left == root.left\nremove #1 #2"
        )
        let text = saved(session)
        #expect(text.contains("root.width >= 0  # keeps the number #1, removed below"))
        let fresh = replay(text)
        #expect(fresh.layout.userConstraints.compactMap(\.number) == [3])
        succeed(fresh, "a.top == root.top")
        #expect(fresh.layout.userConstraints.last?.number == 4)
    }

    @Test func numbersSurviveEvenWhenEveryViewIsGone() {
        let session = makeSession("window root 10x10\nroot.width >= 1\nremove root\nwindow w 5x5")
        let fresh = replay(saved(session))
        succeed(fresh, "w.width >= 1")
        #expect(fresh.layout.userConstraints.last?.number == 2)
    }

    @Test func brokenConstraintsStayBroken() {
        let session = makeSession(
            "window root 375x667\nview a in root\na.width == 10\na.width == 20\nconstant #1 30\nconstant #1 40"
        )
        let fresh = replay(saved(session))
        #expect(
            fresh.layout.brokenConstraints.compactMap(\.number)
                == session.layout.brokenConstraints.compactMap(\.number))
        #expect(signature(fresh) == signature(session))
    }

    @Test func aStateTheLanguageCannotSayIsSavedAsTheLog() {
        // After the move, #1 is inactive and its items share no ancestor: no declaration can
        // make it, so the log is written instead, and it replays exactly.
        let session = makeSession(
            "window root 10x10\nwindow other 10x10\nview a in root\nview b in root\nb.left == a.right\nmove b to other"
        )
        let text = saved(session)
        #expect(text.contains("written as the changes made"))
        #expect(signature(replay(text)) == signature(session))
    }

    @Test func saveWritesTheFileAndAFailureLeavesTheOldOne() throws {
        let files = InMemoryFileSystem(["keep.plumb": "old\n"])
        files.unwritablePaths = ["keep.plumb"]
        let session = Session(fileSystem: files)
        _ = session.execute("window root 10x10")
        let output = session.execute("save keep.plumb")
        #expect(output.failed)
        #expect(output.text.contains("cannot write 'keep.plumb': Permission denied"))
        #expect(files.files["keep.plumb"] == "old\n")
        #expect(!session.execute("save new.plumb").failed)
        #expect(files.files["new.plumb"]?.contains("window root 10x10") == true)
    }

    @Test func theRealFileSystemWritesAtomically() throws {
        let temporary = FileManager.default.temporaryDirectory.path
        let directory = temporary + "/plumb-save-test-\(UInt32.random(in: 0...UInt32.max))"
        let fileSystem = LocalFileSystem()
        let path = directory + "/out.plumb"
        #expect(throws: FileSystemError.self) {
            try fileSystem.writeFileAtomically("x", toPath: path)
        }
        let session = Session(fileSystem: fileSystem)
        _ = session.execute("window root 10x10")
        let file = temporary + "/plumb-save-test-\(UInt32.random(in: 0...UInt32.max)).plumb"
        #expect(session.execute("save \"\(file)\"").failed == false)
        let text = try fileSystem.readFile(atPath: file)
        try? FileManager.default.removeItem(atPath: file)
        #expect(text.contains("window root 10x10"))
    }
}
