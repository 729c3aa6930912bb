import Testing

@testable import PlumbScript

/// VFL strings in the forms real apps ship, with the constraints Apple's
/// `constraints(withVisualFormat:options:metrics:views:)` makes for them, worked out by hand
/// from its grammar (reference/apple-autolayout.md §9): metrics, relations and priorities on
/// bare spacings, options, and `[superview]`.
@Suite struct VisualFormatLoweringTests {
    static let setup = """
        window root 375x667
        view a in root
        view b in root
        view c in a
        metric pad = 16
        metric gap = 10
        metric low = 250
        metric side = 44
        """

    func made(_ entry: String, setup: String = setup) -> [String] {
        let session = makeSession(setup)
        let text = succeed(session, entry)
        return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("#") }
    }

    @Test(arguments: [
        // Metrics in spacings, sizes and priorities.
        (
            "H:|-pad-[a]-pad-|",
            ["#1 a.leading == root.leading + 16", "#2 root.trailing == a.trailing + 16"]
        ),
        ("H:[a]-(>=pad@low)-[b]", ["#1 b.leading >= a.trailing + 16 @250"]),
        ("V:[a(side)]", ["#1 a.height == 44"]),
        ("[a(>=side@low,<=100)]", ["#1 a.width >= 44 @250", "#2 a.width <= 100"]),
        ("[a(==b@low)]", ["#1 a.width == b.width @250"]),
        ("V:|-(gap)-[a]", ["#1 a.top == root.top + 10"]),
        // A relation and a priority on a bare spacing.
        ("[a]->=0-[b]", ["#1 b.leading >= a.trailing"]),
        ("[a]-<=gap-[b]", ["#1 b.leading <= a.trailing + 10"]),
        ("[a]-==8-[b]", ["#1 b.leading == a.trailing + 8"]),
        ("[a]-0@999-[b]", ["#1 b.leading == a.trailing @999"]),
        ("[a]->=pad@low-[b]", ["#1 b.leading >= a.trailing + 16 @250"]),
        ("[a]-(>=0@1000)-|", ["#1 root.trailing >= a.trailing"]),
        // Several predicates, and whitespace anywhere.
        (
            "H: | - [ a ( >= 50 , <= 100 ) ]",
            ["#1 a.leading == root.leading + 20", "#2 a.width >= 50", "#3 a.width <= 100"]
        ),
        // An alignment on a string with one view along the axis: Apple adds nothing.
        ("H:|[a]| align left", ["#1 a.leading == root.leading", "#2 root.trailing == a.trailing"]),
        ("V:[a(30)] alignAllCenterY", ["#1 a.height == 30"]),
        // Directions: left/right instead of leading/trailing; right to left starts at the right.
        (
            "H:|-[a]-[b]-| direction leftToRight",
            [
                "#1 a.left == root.left + 20", "#2 b.left == a.right + 8",
                "#3 root.right == b.right + 20",
            ]
        ),
        (
            "H:|-[a]-(>=pad)-[b]| directionRightToLeft",
            [
                "#1 root.right == a.right + 20", "#2 a.left >= b.right + 16",
                "#3 b.left == root.left",
            ]
        ),
        // The direction concerns H: only.
        ("V:[a]-[b] direction rightToLeft", ["#1 b.top == a.bottom + 8"]),
        // `[superview]` is the enclosing view when no view has that name.
        (
            "V:[superview]-(<=1)-[b] align centerX",
            ["#1 b.top <= root.bottom + 1", "#2 root.centerX == b.centerX"]
        ),
        (
            "H:[superview]-(<=1)-[c] alignAllCenterY",
            ["#1 c.leading <= a.trailing + 1", "#2 a.centerY == c.centerY"]
        ),
        ("[a(==superview)]", ["#1 a.width == root.width"]),
        // A metric named like a priority wins, as Apple knows only metrics.
        ("[a(10@high)]", ["#1 a.width == 10 @750"]),
    ])
    func appleForms(_ entry: String, _ expected: [String]) {
        #expect(made(entry) == expected)
    }

    @Test func aMetricNamedLikeAPriorityWins() {
        #expect(
            made("[a(10@high)]", setup: Self.setup + "\nmetric high = 600") == [
                "#1 a.width == 10 @600"
            ])
    }

    @Test func aMetricWinsOverAViewInASizePredicate() {
        #expect(made("[a(==b)]", setup: Self.setup + "\nmetric b = 30") == ["#1 a.width == 30"])
    }

    @Test func aMetricIsReadWhenTheStatementRuns() {
        let session = makeSession(Self.setup)
        succeed(session, "metric pad = 30")
        #expect(succeed(session, "H:|-pad-[a]").contains("a.leading == root.leading + 30"))
    }

    @Test func aPriorityMetricMustBeAPriority() {
        let session = makeSession(Self.setup + "\nmetric big = 2000")
        let output = expectUnchanged(session) { session.execute("[a(10@big)]") }
        #expect(output.failed)
        #expect(output.text.contains("metric 'big' is 2000, which is not a priority"))
    }

    @Test func unknownMetricsSuggestTheNearestName() {
        let session = makeSession(Self.setup)
        let output = session.execute("H:|-padd-[a]")
        #expect(output.failed)
        #expect(
            output.text.contains(
                "unknown metric 'padd': declare it with 'metric padd = 8'; did you mean 'pad'?"))
        #expect(caretLocation(in: output.text)?.column == 5)
    }

    @Test func metricsAreUndoneSavedAndReplayed() {
        let session = makeSession(Self.setup)
        succeed(session, "metric extra = 3")
        succeed(session, "undo")
        #expect(session.layout.metrics["extra"] == nil)
        succeed(session, "metric pad = 24")
        let saved = session.savedScript()
        #expect(
            saved.contains("metric pad = 24\nmetric gap = 10\nmetric low = 250\nmetric side = 44"))
        let fresh = makeSession()
        #expect(!fresh.run(script: saved, fileName: "saved").failed)
        #expect(fresh.layout.metrics.entries.map(\.name) == ["pad", "gap", "low", "side"])
        #expect(fresh.layout.metrics["pad"] == 24)
        #expect(succeed(fresh, "H:|-pad-[a]").contains("+ 24"))
    }

    @Test func metricsListsThemInOrder() {
        let session = makeSession(Self.setup)
        #expect(succeed(session, "metrics") == "pad  = 16\ngap  = 10\nlow  = 250\nside = 44\n")
        #expect(
            succeed(session, "metrics --json")
                == "{\"pad\": 16, \"gap\": 10, \"low\": 250, \"side\": 44}\n")
        #expect(
            succeed(makeSession(), "metrics") == "no metrics; declare one with 'metric pad = 8'\n")
    }

    @Test func exportsKeepTheStandardSpacing() {
        let session = makeSession(Self.setup)
        succeed(session, "H:|-[a]-[b]-8-|")
        #expect(succeed(session, "export vfl").contains("\nH:|-[a]-[b]-8-|\n"))
        let apple = succeed(session, "export apple")
        #expect(apple.contains("H:[a]-(NSSpace(8))-[b]"))
        #expect(apple.contains("H:[b]-(8)-|"))
    }

    @Test func saveKeepsTheStandardSpacing() {
        let session = makeSession(Self.setup)
        succeed(session, "H:|-[a]-[b]-8-|; V:|-[a]; wide: b.top == a.bottom + 8")
        let saved = session.savedScript()
        #expect(
            saved.contains("\nH:|-[a]\nH:[a]-[b]\nroot.trailing == b.trailing + 8\n"), "\(saved)")
        let fresh = makeSession()
        #expect(!fresh.run(script: saved, fileName: "saved").failed)
        #expect(
            fresh.layout.userConstraints.map(\.isStandardSpacing)
                == session.layout.userConstraints.map(\.isStandardSpacing))
    }

    @Test func exportVFLReplaysToTheSameFrames() {
        let views = """
            window root 375x667
            view a in root intrinsic 50x30
            view b in root intrinsic 50x30
            """
        let session = makeSession(views)
        succeed(
            session, "a.left == root.left + 22; b.left == a.right + 8; root.right == b.right + 22")
        succeed(session, "V:|-[a]-[b(==a)]; a.width == 2 * b.width")
        let export = succeed(session, "export vfl")
        #expect(export.contains("H:|-22-[a]-8-[b]-22-| direction leftToRight"), "\(export)")
        #expect(export.contains("V:|-[a]-[b(==a)]"), "\(export)")
        let replay = makeSession(views)
        succeed(replay, "a.width == 2 * b.width")
        #expect(!replay.run(script: export, fileName: "export.vfl").failed)
        #expect(succeed(replay, "frames") == succeed(session, "frames"))
    }

    @Test func exportVFLWritesAlignmentOptions() {
        let session = makeSession(Self.setup)
        succeed(session, "H:|-[a]-[b]-| align centerY top; V:|-[a]")
        let export = succeed(session, "export vfl")
        #expect(export.contains("\nH:|-[a]-[b]-| align top centerY\n"), "\(export)")
        #expect(!export.contains("not expressible"), "\(export)")
    }
}
