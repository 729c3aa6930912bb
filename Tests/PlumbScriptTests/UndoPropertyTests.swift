import PlumbTestSupport
import Testing

@testable import PlumbScript

/// Undo and redo against fresh replays.
///
/// Random sequences of 200 entries, then undo all the way and redo all the way. Every state on the way must print exactly what a fresh
/// session that ran the same prefix prints: the saved script, the frames (ambiguous views
/// included, so the solver must be in the same state, not merely an equivalent one), `check`
/// and `constraints`. The sequences are long enough to cross the session's checkpoints
/// (every ``Session/checkpointInterval`` changes), and include statements that fail (which
/// restore the layout from a checkpoint too).
@Suite("Undo against fresh replay")
struct UndoPropertyTests {
    /// What a state prints.
    static func observe(_ session: Session) -> String {
        [
            session.savedScript(),
            session.execute("frames").text,
            session.execute("check").text,
            session.execute("constraints").text,
        ].joined(separator: "\n--\n")
    }

    /// A random entry over a few views: most are changes, some fail.
    static func entry(_ rng: inout SeededGenerator, views: inout Int) -> String {
        func view() -> String { "v\(Int.random(in: 0..<max(1, views), using: &rng))" }
        let attributes = ["left", "right", "top", "bottom", "width", "height", "centerX"]
        func attribute() -> String { attributes[Int.random(in: 0..<attributes.count, using: &rng)] }
        let constant = Int.random(in: -3...12, using: &rng) * 10
        switch Int.random(in: 0..<20, using: &rng) {
        case 0, 1, 2:
            defer { views += 1 }
            let parent = views > 0 && Bool.random(using: &rng) ? view() : "root"
            return "view v\(views) in \(parent)"
        case 3, 4, 5, 6:
            let relation = ["==", ">=", "<="][Int.random(in: 0..<3, using: &rng)]
            let priority = ["", " @750", " @250", " @999"][Int.random(in: 0..<4, using: &rng)]
            return
                "\(view()).\(attribute()) \(relation) \(view()).\(attribute()) + \(constant)\(priority)"
        case 7, 8:
            return "\(view()).width == \(abs(constant) + 10)"
        case 9:
            return "H:|-\(abs(constant))-[\(view())]-8-[\(view())]"
        case 10:
            return "remove #\(Int.random(in: 1...30, using: &rng))"
        case 11:
            return
                "priority #\(Int.random(in: 1...30, using: &rng)) \(Int.random(in: 1...999, using: &rng))"
        case 12:
            return "constant #\(Int.random(in: 1...30, using: &rng)) \(constant)"
        case 13:
            return
                "group g\(Int.random(in: 0..<3, using: &rng)) { \(view()).height == \(abs(constant) + 5) }"
        case 14:
            return "toggle g\(Int.random(in: 0..<3, using: &rng))"
        case 15:
            return
                "set \(view()) intrinsic \(abs(constant) + 20)x21 hug \(Int.random(in: 200...300, using: &rng)) 250"
        case 16:
            return "resize root \(300 + constant)x\(400 + constant)"
        case 17:
            return "metric m\(Int.random(in: 0..<3, using: &rng)) = \(abs(constant))"
        case 18:
            return "\(view()).nonsense == 1"
        default:
            return "exercise \(view())"
        }
    }

    /// Drives `session` through a window and random changes until it has made `count`
    /// states (the empty one first), calling `each` after every change; returns the states.
    static func randomStates(
        _ session: Session, seed: UInt64, count: Int, each: (Session) -> Void = { _ in }
    ) -> [String] {
        var rng = SeededGenerator(seed: seed)
        var views = 0
        var states: [String] = [Self.observe(session)]
        _ = session.execute("window root 400x400")
        states.append(Self.observe(session))
        while states.count < count {
            let before = session.changes.count
            _ = session.execute(Self.entry(&rng, views: &views))
            guard session.changes.count > before else { continue }
            states.append(Self.observe(session))
            each(session)
        }
        return states
    }

    /// A shallow journal: undo past it rebuilds from the log, and lands on the same states.
    @Test func undoBeyondTheJournalRebuilds() {
        let session = Session(fileSystem: InMemoryFileSystem())
        session.journalDepth = 3
        let states = Self.randomStates(session, seed: 41, count: 30)
        for state in states.reversed().dropFirst() {
            #expect(!session.execute("undo").failed)
            #expect(Self.observe(session) == state)
        }
        #expect(session.rebuildCount > 0)
    }

    /// A journal held to a budget of writes: it stays within it (but for the newest change),
    /// a trim takes it down to half the budget (so that trims are rare), and undo past it
    /// rebuilds from the log and lands on the same states.
    @Test func aJournalOverItsBudgetForgetsItsOldestChanges() {
        let session = Session(fileSystem: InMemoryFileSystem())
        session.journalBudget = 400
        var oldestKept = 0
        var trims = 0
        let states = Self.randomStates(session, seed: 43, count: 40) { session in
            let newest =
                session.changes.last?.start.map {
                    session.layout.journalEntries(since: $0.mark)
                } ?? 0
            let count = session.layout.journalEntryCount
            #expect(count <= max(400, newest), "\(count) writes kept")
            let kept = session.changes.firstIndex { $0.start != nil } ?? session.changes.count
            if kept != oldestKept {
                trims += 1
                oldestKept = kept
                #expect(count <= max(200, newest), "\(count) writes kept after a trim")
            }
        }
        #expect(trims > 0)
        #expect(session.changes.first?.start == nil)
        for state in states.reversed().dropFirst() {
            #expect(!session.execute("undo").failed)
            #expect(Self.observe(session) == state)
        }
        #expect(session.rebuildCount > 0)
    }

    /// Hierarchy moves, removals, guides, labels, margins, direction, metrics, exercise:
    /// each undo lands on what a fresh replay prints, through the journal.
    @Test func everyKindOfChangeUndoesExactly() {
        let entries = [
            "window root 400x400", "view a in root", "view b in root", "view c in a",
            "guide g in a", "c.left == g.left + 4", "g.width == 50 && g.left == a.leftMargin",
            "wide: a.width == 200", "b.width == a.width * 0.5 @750", "move c to b",
            "set a margins 10", "set b direction rtl", "b.leading == root.leading + 10",
            "a.top == root.safeArea.top", "group gg { b.height == 20; a.height == 30 }",
            "toggle gg", "remove c", "remove wide", "a.width == 100", "a.width == 120",
            "metric pad = 5", "H:|-pad-[a]-pad-[b]", "resize root 500x300", "exercise a",
            "remove a",
        ]
        let session = Session(fileSystem: InMemoryFileSystem())
        var states = [Self.observe(session)]
        for entry in entries {
            #expect(!session.execute(entry).failed, "\(entry)")
            states.append(Self.observe(session))
        }
        for (i, state) in states.enumerated().reversed().dropFirst() {
            #expect(!session.execute("undo").failed)
            #expect(Self.observe(session) == state, "undo to \(i)")
        }
        for state in states.dropFirst() {
            #expect(!session.execute("redo").failed)
            #expect(Self.observe(session) == state)
        }
        #expect(session.rebuildCount == 0)
    }

    /// The layout's lists (windows, items, subviews, guides, groups, metrics) journal each
    /// insertion and removal on its own: every undo puts an element back where it was, so the
    /// orders `tree`, `constraints` and `save` print come back too.
    @Test func listsComeBackInTheirOrder() {
        let entries = [
            "window root 400x400", "window other 100x100", "view a in root", "view b in root",
            "view c in root", "view d in a", "view e in root", "guide g1 in b", "guide g2 in b",
            "guide g3 in b", "group one { a.width == 10 }", "group two { b.width == 20 }",
            "group three { c.width == 30 }", "metric pad = 4", "metric gap = 2", "metric pad = 6",
            "remove c", "remove g2", "move e to a", "remove two", "move e to root",
            "move d to root", "remove other", "remove a", "metric wide = 300",
        ]
        let session = Session(fileSystem: InMemoryFileSystem())
        func state() -> String {
            Self.observe(session) + "\n--\n" + session.execute("tree").text + "\n--\n"
                + session.execute("metrics").text
        }
        var states = [state()]
        for entry in entries {
            #expect(!session.execute(entry).failed, "\(entry)")
            states.append(state())
        }
        for (i, expected) in states.enumerated().reversed().dropFirst() {
            #expect(!session.execute("undo").failed)
            #expect(state() == expected, "undo to \(i)")
        }
        for expected in states.dropFirst() {
            #expect(!session.execute("redo").failed)
            #expect(state() == expected)
        }
        #expect(session.rebuildCount == 0)
    }

    /// `reset` replaces the layout; undoing it brings back the very layout it replaced.
    @Test func undoingAResetGoesBackToTheLayoutItReplaced() {
        let session = Session(fileSystem: InMemoryFileSystem())
        for entry in ["window root 400x400", "view a in root", "a.width == 40", "reset"] {
            _ = session.execute(entry)
        }
        #expect(session.layout.views.isEmpty)
        #expect(!session.execute("undo").failed)
        #expect(session.execute("frames a").text.contains("40"))
        #expect(!session.execute("redo").failed)
        #expect(session.layout.views.isEmpty)
        #expect(session.rebuildCount == 0)
    }

    @Test(arguments: 0..<4)
    func undoAndRedoEqualFreshReplays(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 7)
        var views = 0
        var entries = ["window root 400x400"]
        while entries.count < 200 { entries.append(Self.entry(&rng, views: &views)) }

        let session = Session(fileSystem: InMemoryFileSystem())
        // The state after each change, with the entries that led there.
        var states: [(prefix: Int, observed: String)] = [(0, Self.observe(Session()))]
        for (i, entry) in entries.enumerated() {
            let before = session.changes.count
            _ = session.execute(entry)
            if session.changes.count > before {
                states.append((i + 1, Self.observe(session)))
            }
        }
        #expect(states.count > Session.checkpointInterval, "the sequence should cross checkpoints")

        // Every state is what a fresh session running the same prefix prints.
        for state in states where state.prefix % 7 == 0 || state.prefix == states.last?.prefix {
            let fresh = Session(fileSystem: InMemoryFileSystem())
            for entry in entries[0..<state.prefix] { _ = fresh.execute(entry) }
            #expect(Self.observe(fresh) == state.observed, "seed \(seed), prefix \(state.prefix)")
        }

        // Undo all the way: each undo lands on the state before the change.
        for state in states.reversed().dropFirst() {
            #expect(!session.execute("undo").failed)
            #expect(
                Self.observe(session) == state.observed, "seed \(seed): undo to \(state.prefix)")
        }
        #expect(session.execute("undo").failed)  // nothing left
        // Every undo, and every failed statement, went back through the journal.
        #expect(session.rebuildCount == 0, "seed \(seed)")
        // Redo all the way: each redo lands on the state after it.
        for state in states.dropFirst() {
            #expect(!session.execute("redo").failed)
            #expect(
                Self.observe(session) == state.observed, "seed \(seed): redo to \(state.prefix)")
        }
    }
}
