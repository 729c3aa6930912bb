import Testing

@testable import PlumbLayout

/// Removing and moving views: what goes with them, what stays, what is re-read.
@Suite struct HierarchyTests {
    /// The scene: `root { card { title }, button }` and `other { side }`.
    struct Scene {
        let layout: Layout
        let root: View, other: View, card: View, title: View, button: View, side: View
        let made: [LayoutConstraint]

        init() throws {
            layout = Layout()
            root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
            other = try layout.addWindow(named: "other", size: Size(width: 200, height: 200))
            card = try layout.addView(named: "card", in: root)
            title = try layout.addView(
                named: "title", in: card, intrinsicSize: IntrinsicSize(width: 100, height: 20))
            button = try layout.addView(named: "button", in: root)
            side = try layout.addView(named: "side", in: other)
            let (card, title, button, root) = (card, title, button, root)
            made = try layout.activate {
                title.left == card.left + 8  // #1 held by card
                title.top == button.bottom + 8  // #2 held by root
                button.width == 88  // #3 held by button
                card.left == root.left + 20  // #4 held by root
                card.top == root.top + 100  // #5
                button.top == root.top  // #6
                button.left == root.left  // #7
                button.height == 30  // #8
            }.constraints
        }
    }

    @Test func removingAViewTakesItsSubtreeAndEveryConstraintOnIt() throws {
        let s = try Scene()
        let report = try s.layout.remove(s.card)
        #expect(report.removed.filter { !$0.isSystem }.map(\.number) == [1, 2, 4, 5])
        #expect(report.removed.contains { $0.systemKind == .contentHugging(.horizontal) })
        #expect(report.removedItems.map(\.name) == ["card", "title"])
        #expect(s.card.isRemoved && s.title.isRemoved && s.made[0].isRemoved)
        #expect(s.root.subviews.map(\.name) == ["button"])
        #expect(s.layout.userConstraints.map(\.number) == [3, 6, 7, 8])
        #expect(s.layout.constraint(number: 1) == nil)
        #expect(s.layout.item(named: "title") == nil)
        // Names are free again; numbers are never reused.
        let card = try s.layout.addView(named: "card", in: s.root)
        let next = try s.layout.activate(card.width == 10).constraints[0]
        #expect(next.number == 9)
        expectConsistent(s.layout)
    }

    @Test func removingAGuideOrAConstraint() throws {
        let s = try Scene()
        let g = try s.layout.addGuide(named: "g", in: s.card)
        try s.layout.activate { g.left == s.title.right }
        let gone = try s.layout.remove(g)
        #expect(gone.removed.filter { !$0.isSystem }.map(\.number) == [9])
        // Its implicit width >= 0 and height >= 0 go with it.
        #expect(gone.removed.filter(\.isSystem).count == 2)
        #expect(s.card.layoutGuides.isEmpty && g.isRemoved)
        #expect(
            layoutError { try s.layout.remove(s.card.layoutMarginsGuide) }
                == .systemGuide("card.margins"))
        try s.layout.remove(s.made[2])
        #expect(s.layout.constraint(number: 3) == nil && !s.made[2].isActive && s.made[2].isRemoved)
        #expect(
            layoutError { try s.layout.activate(s.made[2]) }
                == .constraintRemoved(s.made[2].reference))
        expectConsistent(s.layout)
    }

    @Test func movingWithinAWindowReReadsHosts() throws {
        let s = try Scene()
        let report = try s.layout.move(s.title, to: s.button)
        #expect(report.deactivated.isEmpty)
        #expect(s.made[0].isActive && s.made[0].host === s.root)  // title–card: now via root
        #expect(s.made[1].isActive && s.made[1].host === s.button)  // title–button: button holds it
        #expect(s.button.subviews.map(\.name) == ["title"] && s.card.subviews.isEmpty)
        // Window coordinates are unchanged by the move: the constraints say the same thing.
        #expect(isClose(s.layout.frameInWindow(of: s.title).x, 28))
        expectFrame(s.layout, s.title, 28, 38, 100, 20)
        expectConsistent(s.layout)
    }

    @Test func movingToAnotherWindowDropsWhatLosesItsCommonAncestor() throws {
        let s = try Scene()
        let report = try s.layout.move(s.card, to: s.side)
        #expect(report.deactivated.map(\.number) == [2, 4, 5])
        #expect(s.made[0].isActive && s.made[0].host === s.card)
        #expect(!s.made[1].isActive && !s.made[1].isRemoved)
        #expect(s.layout.userConstraints.count == 8)
        // Moving back does not bring them back (as in UIKit); activating does.
        try s.layout.move(s.card, to: s.root)
        #expect(!s.made[1].isActive)
        try s.layout.activate([s.made[1], s.made[3], s.made[4]])
        let frame = s.layout.frame(of: s.card)
        #expect(isClose(frame.x, 20) && isClose(frame.y, 100))
        expectConsistent(s.layout)
    }

    @Test func movesThatMakeNoSense() throws {
        let s = try Scene()
        #expect(
            layoutError { try s.layout.move(s.card, to: s.title) }
                == .moveIntoOwnSubtree(view: "card", target: "title"))
        #expect(
            layoutError { try s.layout.move(s.card, to: s.card) }
                == .moveIntoOwnSubtree(view: "card", target: "card"))
        #expect(layoutError { try s.layout.move(s.root, to: s.other) } == .isAWindow("root"))
        #expect(!(try s.layout.move(s.title, to: s.card)).hasConflicts)
    }

    @Test func anAutoresizingViewKeepsItsFrameInTheNewSuperview() throws {
        let s = try Scene()
        let legacy = try s.layout.addView(
            named: "legacy", in: s.card, frame: Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(isClose(s.layout.frameInWindow(of: legacy).x, 30))
        let report = try s.layout.move(legacy, to: s.root)
        #expect(!report.hasConflicts)
        expectFrame(s.layout, legacy, 10, 10, 50, 50)
        let minX = try #require(legacy.systemConstraint(.autoresizing(.minX)))
        #expect(minX.secondItem === s.root && minX.host === s.root)
        try s.layout.setAutoresizingFrame(Rect(x: 5, y: 6, width: 7, height: 8), of: legacy)
        expectFrame(s.layout, legacy, 5, 6, 7, 8)
        expectConsistent(s.layout)
    }

    /// A copy (what `undo` past the journal and every what-if make) of views nested 30,000
    /// deep: copying recursed once per level and overflowed the call stack at 25,000.
    @Test func aDeepHierarchyIsCopiedWithoutRecursion() throws {
        let (layout, root) = try phone()
        var parent = root
        for k in 0..<30_000 { parent = try layout.addView(named: "v\(k)", in: parent) }
        let copy = layout.copy()
        #expect(copy.views.count == layout.views.count)
        #expect(copy.view(named: "v29999")?.superview?.name == "v29998")
    }
}
