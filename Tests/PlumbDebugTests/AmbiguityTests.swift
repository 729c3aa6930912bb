import PlumbLayout
import Testing

@testable import PlumbDebug

@Suite("Ambiguity: verdicts, ranges, alternatives and causes")
struct AmbiguityTests {
    /// theory.md §3, example A on views: two labels share the room between the edges, and
    /// their hugging priorities are equal, so the split is free.
    @Test func tiedHuggingLabels() throws {
        let (layout, _, title, subtitle) = try tiedLabels()
        #expect(reported(title, in: layout) == ["width"])
        #expect(reported(subtitle, in: layout) == ["x", "width"])
        let reports = ambiguityReports(in: layout, for: title)
        let width = try #require(reports.first?.attributes.first)
        #expect(width.component == .width)
        #expect(near(width.lower, 120) && near(width.upper, 247))
        #expect(near(width.lowerFrame, Rect(x: 20, y: 10, width: 120, height: 21)))
        #expect(near(width.upperFrame, Rect(x: 20, y: 10, width: 247, height: 21)))
        guard case .tie(let priority, let tied) = width.cause else {
            Issue.record("expected a tie, got \(width.cause)")
            return
        }
        #expect(priority == 250)
        #expect(
            tied.map { ConstraintName.id(of: $0.constraint) } == [
                "title: intrinsic width (hugging)", "subtitle: intrinsic width (hugging)",
            ])
        // The two pull in opposite directions: their weights cancel.
        #expect(near(tied.map(\.weight).reduce(0, +), 0))
        #expect(
            reports[0].sentence(for: width)
                == "title and subtitle hug horizontally at 250: raise one to 251 (set title hug 251 250)"
        )
    }

    /// Interface Builder's fix works: hugging at 251 breaks the tie.
    @Test func raisingOneHuggingFixesTheTie() throws {
        let (layout, _, title, subtitle) = try tiedLabels(titleHugging: 251)
        #expect(ambiguousViews(in: layout).isEmpty)
        #expect(near(layout.frame(of: title).width, 120))
        #expect(near(layout.frame(of: subtitle).width, 207))
    }

    @Test func viewWithNoVerticalPosition() throws {
        let (layout, root) = try window()
        let title = try label("title", in: root, layout)
        try layout.activate { title.leading == root.leading + 20 }
        #expect(reported(title, in: layout) == ["y"])
        let report = try #require(ambiguityReports(in: layout).first)
        let y = try #require(report.attributes.first)
        #expect(y.lower == -.infinity && y.upper == .infinity)
        // Two concrete frames, a finite step apart, that differ only in y.
        #expect(y.lowerFrame.y < y.upperFrame.y)
        #expect(near(y.lowerFrame.x, 20) && near(y.upperFrame.width, 120))
        #expect(
            report.sentence(for: y)
                == "title has no vertical position: add a top, bottom, centerY or baseline constraint"
        )
        #expect(
            AmbiguityText.traceSuffix(AmbiguousView(item: title, components: [.y]))
                == "- AMBIGUOUS LAYOUT for title.minY")
    }

    /// A view that moves only because its superview moves is not itself ambiguous.
    @Test func viewThatMovesOnlyWithItsSuperview() throws {
        let (layout, root) = try window()
        let card = try layout.addView(named: "card", in: root)
        let icon = try layout.addView(named: "icon", in: card)
        try layout.activate {
            card.width == 200
            card.height == 100
            card.top == root.top + 40
            icon.leading == card.leading + 8
            icon.top == card.top + 8
            icon.width == 32
            icon.height == 32
        }
        #expect(reported(card, in: layout) == ["x"])
        #expect(reported(icon, in: layout) == [])
        #expect(ambiguousViews(in: layout).map(\.item.name) == ["card"])
        // The window's frame is imposed: never ambiguous.
        #expect(ambiguousComponents(of: root, in: layout).isEmpty)
    }

    @Test func missingSizeAndOneSidedBound() throws {
        let (layout, root) = try window()
        let card = try layout.addView(named: "card", in: root)
        try layout.activate {
            card.left == root.left
            card.top == root.top
            card.width >= 100
        }
        let report = try #require(ambiguityReports(in: layout).first)
        #expect(report.attributes.map(\.component) == [.width, .height])
        let width = report.attributes[0]
        let height = report.attributes[1]
        #expect(near(width.lower, 100) && width.upper == .infinity)
        #expect(near(height.lower, 0) && height.upper == .infinity)
        #expect(
            report.sentence(for: width)
                == "card has no width: #3 (card.width >= 100) only bounds it from below, and "
                + "nothing else holds it: add a width constraint, or constrain both its leading and "
                + "trailing edges")
        #expect(
            report.sentence(for: height)
                == "card has no height: add a height constraint, or constrain both its top and bottom edges"
        )
    }

    /// The free variable belongs to another item: the cause names it.
    @Test func positionThatFollowsAFreeGuide() throws {
        let (layout, root) = try window()
        let spacer = try layout.addGuide(named: "spacer", in: root)
        let title = try label("title", in: root, layout)
        try layout.activate {
            spacer.width == 10
            spacer.top == root.top
            spacer.height == 10
            title.leading == spacer.trailing
            title.top == root.top
        }
        let report = try #require(ambiguityReports(in: layout, for: title).first)
        let x = try #require(report.attributes.first)
        #expect(x.component == .x)
        // Either end of the chain may be the solver's free variable; both fixes work.
        guard case .missing(let item, let component) = x.cause else {
            Issue.record("expected a missing constraint, got \(x.cause)")
            return
        }
        #expect(component == .x && (item === title || item === spacer))
        let sentence = report.sentence(for: x)
        let viaSpacer =
            "title has no horizontal position: it depends on spacer's horizontal position, "
            + "which no constraint fixes: add a leading, trailing, left, right or centerX "
            + "constraint to spacer"
        let direct =
            "title has no horizontal position: add a leading, trailing, left, right or centerX constraint"
        #expect(sentence == (item === title ? direct : viaSpacer))
    }

    /// Questions work on copies: the layout's solver is the same before and after.
    @Test func queriesChangeNothing() throws {
        let (layout, _, title, _) = try tiedLabels()
        let before = layout.solver.dump()
        _ = ambiguityReports(in: layout)
        _ = exerciseMove(for: title, in: layout)
        _ = explainFrame(of: title, in: layout)
        _ = TableauView(of: layout).text
        #expect(layout.solver.dump() == before)
    }

    /// `exercise` moves to the other end of the range and back; the preference it leaves does
    /// not hide the ambiguity; clearing it keeps a valid layout.
    @Test func exerciseTogglesBetweenTheAlternatives() throws {
        let (layout, _, title, subtitle) = try tiedLabels()
        let start = layout.frame(of: title)
        let first = try #require(exerciseMove(for: title, in: layout))
        #expect(first.component == .width)
        try layout.exercise(title, to: first.solution)
        #expect(near(layout.frame(of: title), first.frame))
        #expect(!near(layout.frame(of: title).width, start.width))
        // Every constraint still as well satisfied: the pair still fills the room.
        #expect(near(layout.frame(of: title).width + layout.frame(of: subtitle).width, 327))
        #expect(reported(title, in: layout) == ["width"])
        #expect(layout.exercisedVariables == title.frameVariables.all)
        let second = try #require(exerciseMove(for: title, in: layout))
        try layout.exercise(title, to: second.solution)
        #expect(near(layout.frame(of: title), start))
        try layout.clearExercise()
        #expect(layout.exercisedVariables.isEmpty)
        #expect(reported(title, in: layout) == ["width"])
    }

    /// A 10×10 box at the window's top, free along x.
    func boxFreeAlongX() throws -> (Layout, View) {
        let (layout, root) = try window()
        let box = try layout.addView(named: "box", in: root)
        try layout.activate {
            box.width == 10
            box.height == 10
            box.top == root.top
        }
        return (layout, box)
    }

    /// Unbounded both ways: a step away and back, not a march.
    @Test func exerciseComesBackFromAnUnboundedStep() throws {
        let (layout, box) = try boxFreeAlongX()
        let start = layout.frame(of: box).x
        for expected in [start + 100, start, start + 100] {
            let move = try #require(exerciseMove(for: box, in: layout))
            try layout.exercise(box, to: move.solution)
            #expect(near(layout.frame(of: box).x, expected))
        }
    }

    /// A target the solver cannot hold (a witness far along a slow ray, or NaN from extreme
    /// multipliers) is a clear error, and the layout stays as it was.
    @Test func exerciseRefusesATargetBeyondTheSolversReach() throws {
        let (layout, box) = try boxFreeAlongX()
        let before = layout.solver.dump()
        for (value, message) in [
            (3.03e9, "the frame found for 'box.minX' is 3030000000, beyond ±1000000000"),
            (Double.nan, "the frame found for 'box.minX' is not a finite number"),
        ] {
            var target = layout.solver.assignment
            target.values[Int(box.frameVariables.minX.index)] = value
            do {
                try layout.exercise(box, to: target)
                Issue.record("exercise took \(value)")
            } catch {
                #expect(error.description.hasPrefix(message), "\(error.description)")
            }
            #expect(layout.solver.dump() == before)
        }
    }

    /// "What if" copies: the same judgement on a changed copy of the solver.
    @Test func judgingAChangedCopy() throws {
        let (layout, root) = try window()
        let box = try layout.addView(named: "box", in: root)
        let report = try layout.activate {
            box.width == 10
            box.height == 10
            box.top == root.top
            box.left == root.left
        }
        #expect(ambiguousViews(in: layout).isEmpty)
        var copy = layout.solver
        let left = try #require(report.constraints.last?.solverID)
        try copy.remove(left)
        #expect(ambiguousViews(in: layout, solver: copy).map(\.components) == [[.x]])
        #expect(ambiguousViews(in: layout).isEmpty)
    }

    @Test func fixedViewsCannotBeExercised() throws {
        let (layout, _, title, _) = try tiedLabels(titleHugging: 251)
        #expect(exerciseMove(for: title, in: layout) == nil)
        #expect(AmbiguityText.render([]) == "no ambiguous views: every frame is fixed")
    }

    @Test(arguments: [
        (-Double.infinity, Double.infinity, "-∞…∞"), (0, Double.infinity, "0…∞"),
        (60, 140, "60…140"),
    ])
    func rangesPrintWithInfinity(lower: Double, upper: Double, text: String) {
        #expect(AmbiguityText.range(lower, upper) == text)
    }

    /// The benchmark checks itself: it finds exactly the ambiguity it planted.
    @Test func benchmarkLayoutFindsWhatItPlanted() throws {
        let result = try AmbiguityBenchmark.run(views: 151, repetitions: 1)
        #expect(result.views == 151)
        #expect(result.ambiguous == result.expected)
        #expect(result.expected > 0)
    }
}
