import PlumbLayout
import Testing

@testable import PlumbDebug

@Suite("Why: the constraints behind a value, with their sensitivities")
struct WhyTests {
    /// theory.md §5's worked example on views: b.width = 200 − a.width, and a's hugging at
    /// 251 holds a at its intrinsic 60.
    static func pair(_ constants: [Double] = [0, 0, 200]) throws -> (Layout, a: View, b: View) {
        let (layout, root) = try window()
        let a = try label("a", in: root, layout, width: 60)
        let b = try label("b", in: root, layout, width: 60)
        try layout.setContentHugging(Priority(251), for: .horizontal, of: a)
        try layout.activate {
            a.leading == root.leading + constants[0]
            b.leading == a.trailing + constants[1]
            b.trailing == root.leading + constants[2]
            a.top == root.top
            b.top == root.top
        }
        return (layout, a, b)
    }

    @Test func readsTheRowInTheUsersTerms() throws {
        let (layout, _, b) = try Self.pair()
        let why = explainValue(of: .width, of: b, in: layout)
        #expect(near(why.value, 140))
        #expect(why.isDetermined)
        #expect(why.freeVariables.isEmpty)
        let required = why.entries.filter { $0.group == .required }.map(\.name.id)
        #expect(required == ["#1", "#2", "#3"])
        // a's width comes in through one of its intrinsic-size constraints (which one depends
        // on the basis), held there by some priority: the value is determined.
        let optional = why.entries.filter { $0.group == .optional }
        #expect(optional.count == 1)
        #expect(
            optional.allSatisfy { $0.name.id.hasPrefix("a: intrinsic width") && $0.heldAt != nil })
        #expect(
            near(optional.first?.sensitivity ?? 0, -1) || near(optional.first?.sensitivity ?? 0, 1))
    }

    /// Each sensitivity is checked by moving that constraint's constant on a fresh copy of
    /// the layout and watching the value move.
    @Test(arguments: [0, 1, 2])
    func sensitivitiesMatchTheMove(index: Int) throws {
        let delta = 0.5
        let (layout, _, b) = try Self.pair()
        let why = explainValue(of: .width, of: b, in: layout)
        let id = "#\(index + 1)"
        let entry = try #require(why.entries.first { $0.name.id == id })
        var constants: [Double] = [0, 0, 200]
        constants[index] += delta
        let (moved, _, movedB) = try Self.pair(constants)
        let change = moved.frame(of: movedB).width - layout.frame(of: b).width
        #expect(
            near(change, entry.sensitivity * delta),
            "\(id): moved \(change), said \(entry.sensitivity)")
        #expect(entry.sensitivity != 0)
    }

    /// A required inequality that holds with no slack is "tight", held by the optional
    /// constraint that pushes against it.
    @Test func tightInequalityAndWhatHoldsIt() throws {
        func build(_ minimum: Double) throws -> (Layout, View) {
            let (layout, root) = try window()
            let card = try layout.addView(named: "card", in: root)
            try layout.activate {
                card.width >= minimum
                card.width == 50 ~ 500
            }
            _ = root
            return (layout, card)
        }
        let (layout, card) = try build(100)
        let why = explainValue(of: .width, of: card, in: layout)
        #expect(near(why.value, 100))
        let tight = try #require(why.entries.first { $0.group == .tight })
        #expect(tight.name.id == "#1")
        #expect(near(tight.sensitivity, 1))
        #expect(tight.heldAt == 500)
        #expect(tight.heldBy.map(\.name.id) == ["#2"])
        let (moved, movedCard) = try build(101)
        #expect(near(moved.frame(of: movedCard).width - 100, tight.sensitivity))
        let text = WhyText.render(why)
        #expect(
            text.contains(
                "  tight inequalities\n    +1  #1 card.width >= 100   held at 500 by #2 card.width == 50 @500"
            ))
    }

    /// Positions are explained in window coordinates, through the model's expression of the
    /// attribute (here trailing = minX + width).
    @Test func positionsUseTheAttributesExpression() throws {
        let (layout, a, _) = try Self.pair([10, 0, 200])
        let why = explainValue(of: .trailing, of: a, in: layout)
        #expect(near(why.value, 70))
        #expect(WhyText.render(why).hasPrefix("a.trailing = 70 (window coordinates)\n"))
    }

    /// `why NAME` lists the constraints affecting each axis, as constraintsAffectingLayout.
    @Test func frameCoversBothAxes() throws {
        let (layout, _, b) = try Self.pair()
        let why = explainFrame(of: b, in: layout)
        #expect(why.attributes.map(\.attribute) == [.left, .width, .top, .height])
        let horizontal = why.constraintsAffectingLayout(for: .horizontal).map(\.id)
        #expect(horizontal.contains("#3") && horizontal.contains("#2"))
        #expect(!horizontal.contains("#5"))
        #expect(why.constraintsAffectingLayout(for: .vertical).map(\.id).contains("#5"))
    }

    /// A value that no constraint fixes says so and names the free variable.
    @Test func freeVariablesAreNamed() throws {
        let (layout, root) = try window()
        let title = try label("title", in: root, layout)
        try layout.activate { title.leading == root.leading }
        let why = explainValue(of: .top, of: title, in: layout)
        #expect(!why.isDetermined)
        #expect(why.freeVariables == ["title.minY"])
        #expect(
            WhyText.render(why).contains(
                "the constraints do not fix title.top: see 'ambiguity title'"))
        // A guide is not judged by 'ambiguity': no pointer there.
        let spacer = try layout.addGuide(named: "spacer", in: root)
        let text = WhyText.render(explainValue(of: .left, of: spacer, in: layout))
        #expect(
            text.hasSuffix(
                "  free: spacer.minX (no constraint determines it)\n"
                    + "  the constraints do not fix spacer.left"))
    }
}
