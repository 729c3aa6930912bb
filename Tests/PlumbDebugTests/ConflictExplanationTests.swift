import Testing

@testable import PlumbDebug
@testable import PlumbLayout

/// The account of a conflict: minimal members with their origins, the arithmetic, the broken
/// constraint, and fixes that are checked by making them.
@Suite struct ConflictExplanationTests {
    /// The classic autoresizing conflict: the members include the system constraints, each
    /// with what made it, and turning autoresizing off is the first fix.
    @Test func autoresizingConflict() throws {
        let (layout, _, banner) = try PlumbDebugTests.autoresizingConflict()
        let explanations = ConflictExplanation.current(in: layout)
        #expect(explanations.count == 1)
        let e = try #require(explanations.first)
        #expect(
            e.members.map(\.constraint.description) == [
                "[window width] root.width == 375", "#2 banner.right == root.right",
                "[autoresizing width] banner.width == 100",
                "[autoresizing minX] banner.left == root.left",
            ])
        #expect(
            e.members.map(\.origin) == [
                "root is a 375x667 window", "banner.plumb:4",
                "banner keeps its frame (0, 0, 100, 50): autoresizing is on",
                "banner keeps its frame (0, 0, 100, 50): autoresizing is on",
            ])
        #expect(e.isIrreducible && !e.isHypothetical)
        #expect(e.broken.number == 2 && e.culprit === e.broken)
        #expect(e.miss == 275)
        #expect(e.arithmetic.summary == "375 ≠ 100")
        #expect(e.arithmetic.isChain && e.arithmetic.axis == .horizontal)
        expectArithmeticHolds(e, in: layout)
        let first = try #require(e.fixes.first)
        #expect(first.command == "set \(banner.name) autoresizing off")
        #expect(first.resolves && first.makesSatisfiable)
        #expect(first.frameChanges.map(\.item.name) == ["banner"])
        #expect(
            first.frameChanges.first.map {
                isClose($0.after, Rect(x: 0, y: 0, width: 375, height: 0))
            } == true)
        // Without a vertical constraint, turning autoresizing off leaves y and height free.
        #expect(first.ambiguous.map(\.item.name) == ["banner"])
        #expect(first.ambiguous.first?.components == [.y, .height])
        #expect(e.fixes.map(\.command).last == "resize root 100x667")
    }

    /// A column that needs more height than its cell has: the arithmetic follows the chain of
    /// edges from the cell's top to its bottom, and names each constant's constraint.
    @Test func heightSumExceedsTheCell() throws {
        let (layout, _) = try cellConflict()
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(e.arithmetic.summary == "10 + 24 + 330 + 16 + 16 = 396 > 380")
        #expect(e.broken.equation == "box.height >= 330" && e.miss == 16)
        #expect(
            e.arithmeticLines() == [
                "      content.top - root.top        ==    0  #1",
                "    + label.top - content.top       ==   10  #3",
                "    + label.bottom - label.top      >=    0  [height >= 0]",
                "    + box.top - label.bottom        ==   24  #4",
                "    + box.bottom - box.top          >=  330  #7",
                "    + dots.top - box.bottom         ==   16  #5",
                "    + dots.bottom - dots.top        >=    0  [height >= 0]",
                "    + content.bottom - dots.bottom  ==   16  #6",
                "    + root.bottom - content.bottom  ==    0  #2",
                "    - (root.bottom - root.top)      ==  380  [window height]",
                "    = 0                             >=   16  impossible",
                "  10 + 24 + 330 + 16 + 16 = 396 > 380",
            ])
        expectArithmeticHolds(e, in: layout)
    }

    /// A row of widths that does not fit its window, written in VFL's way (trailing edge to
    /// the superview): the summary adds the spacings and the fixed and minimum widths.
    @Test func widthSumExceedsTheWindow() throws {
        let (layout, root) = try window(320, 480)
        let a = try layout.addView(named: "a", in: root)
        let b = try layout.addView(named: "b", in: root)
        try layout.activate(
            [
                edge(a, .leading, root, .leading, 16), size(a, .width, 100),
                edge(b, .leading, a, .trailing, 8), size(b, .width, .greaterThanOrEqual, 200),
                edge(root, .trailing, b, .trailing, 16),
            ], origin: .shell(entry: 3))
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(e.arithmetic.summary == "16 + 100 + 8 + 200 + 16 = 340 > 320")
        #expect(e.broken.number == 5)
        #expect(e.members.allSatisfy { $0.constraint.isSystem || $0.origin == "shell entry 3" })
        expectArithmeticHolds(e, in: layout)
        // Every fix that claims to work does, when made on the layout itself.
        try expectFixesWork(
            e,
            rebuild: {
                let (layout, root) = try window(320, 480)
                let a = try layout.addView(named: "a", in: root)
                let b = try layout.addView(named: "b", in: root)
                try layout.activate(
                    [
                        edge(a, .leading, root, .leading, 16), size(a, .width, 100),
                        edge(b, .leading, a, .trailing, 8),
                        size(b, .width, .greaterThanOrEqual, 200),
                        edge(root, .trailing, b, .trailing, 16),
                    ], origin: .shell(entry: 3))
                return layout
            })
    }

    /// `width >= 0` takes part: a view pinned with its right edge left of its left edge.
    @Test func conflictWithNonNegativeWidth() throws {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        try layout.activate(
            [edge(a, .left, root, .left, 200), edge(a, .right, root, .left, 150)],
            origin: .shell(entry: 2))
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(e.constraints.contains { $0.systemKind == .nonNegativeSize(.horizontal) })
        #expect(e.members.count == 3 && e.isIrreducible)
        #expect(e.arithmetic.summary == "200 > 150")
        #expect(
            e.members.first { $0.constraint.isSystem }?.origin == "a view's width is never negative"
        )
        expectArithmeticHolds(e, in: layout)
    }

    /// Apple's fixture 14: `width == -16` against the implicit `width >= 0`.
    @Test func negativeConstantWidth() throws {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        try layout.activate([size(a, .width, -16)], origin: .shell(entry: 2))
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(e.arithmetic.summary == "16 > 0")
        #expect(e.members.count == 2)
        expectArithmeticHolds(e, in: layout)
    }

    /// A negative constant moves to the other side of the one-line sum, so each side adds
    /// positive amounts: `4 + 10 = 14 ≠ 0`, not `4 ≠ -10`.
    @Test func negativeConstantsMoveAcrossTheSum() throws {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        try layout.activate(
            [edge(a, .left, root, .left, 4), edge(a, .left, root, .left, -10)],
            origin: .shell(entry: 2))
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(e.arithmetic.summary == "4 + 10 = 14 ≠ 0")
        #expect(!e.arithmetic.summary.contains("-"))
        expectArithmeticHolds(e, in: layout)
    }

    /// theory.md §2 worked example: two conflicts share the broken constraint, so breaking a
    /// member of one leaves the other; the fix says so and names it.
    @Test func breakingOneMemberCanLeaveAnotherConflict() throws {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        try layout.activate(
            [
                edge(a, .left, root, .left, 20), edge(a, .right, root, .left, 100),
                size(a, .width, .lessThanOrEqual, 90), size(a, .width, 100),
            ], origin: .shell(entry: 2))
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(e.broken.number == 4)
        let short = e.fixes.filter { !$0.resolves }
        #expect(!short.isEmpty)
        for fix in short {
            #expect(!fix.remainingConflict.isEmpty)
            #expect(fix.remainingConflict.contains { $0.number == 4 })
            // The conflict's own broken constraint is named there, not among the others.
            #expect(fix.stillBroken.isEmpty && fix.makesSatisfiable == false)
        }
        #expect(e.fixes.contains { $0.resolves && $0.command == "remove #4" })
    }

    /// Twins: the same required constraint written twice.
    ///
    /// Lowering or removing one twin is not
    /// enough, and no fix may claim it is (a re-solve that loses the other twin is caught).
    @Test func aTwinIsNotAFix() throws {
        let (layout, root) = try window(312, 600)
        let a = try layout.addView(named: "a", in: root)
        try layout.activate(
            [
                ConstraintDraft(
                    ItemAttribute(a, .width), .equal, ItemAttribute(root, .width), multiplier: 0.5,
                    constant: 10),
                ConstraintDraft(
                    ItemAttribute(a, .width), .equal, ItemAttribute(root, .width), multiplier: 0.5,
                    constant: 10),
                edge(a, .leading, a, .trailing),
            ], origin: .shell(entry: 2))
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(e.broken.number == 3)
        let twins = e.constraints.filter { $0.number == 1 || $0.number == 2 }
        #expect(twins.count == 1)
        for fix in e.fixes where fix.resolves {
            switch fix.action {
            case .remove(let c), .lowerPriority(let c, _):
                #expect(!twins.contains { $0 === c }, "\(fix.command) cannot work: its twin stays")
            default:
                break
            }
        }
        #expect(e.fixes.contains { $0.resolves && $0.command == "remove #3" })
    }

    /// Asking changes nothing: the solver is the same before and after every question.
    @Test func questionsLeaveTheLayoutAlone() throws {
        let (layout, _, _) = try PlumbDebugTests.autoresizingConflict()
        let before = layout.solver.dump()
        _ = ConflictExplanation.current(in: layout)
        _ = LayoutCheck(layout)
        for c in layout.userConstraints { _ = ConflictExplanation.involving(c, in: layout) }
        #expect(layout.solver.dump() == before)
        #expect(layout.brokenConstraints.map(\.number) == [2])
    }

    /// A constraint is explained with the conflicts it takes part in, and only those: a
    /// conflict in another part of the layout is not among them.
    @Test func involvingFindsOnlyTheConflictsOfItsPart() throws {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        let b = try layout.addView(named: "b", in: root)
        let made = try layout.activate(
            [size(a, .width, 100), size(a, .width, 120), size(b, .width, 50), size(b, .width, 60)],
            origin: .shell(entry: 2)
        ).constraints
        #expect(layout.brokenConstraints.map(\.number) == [2, 4])
        for (c, broken) in [(made[0], 2), (made[1], 2), (made[2], 4), (made[3], 4)] {
            let found = ConflictExplanation.involving(c, in: layout)
            #expect(found.map(\.broken.number) == [broken])
            #expect(found.allSatisfy { $0.contains(c) })
        }
    }

    /// "What if": an inactive constraint explained before it is activated.
    @Test func whatIfActivating() throws {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        try layout.activate([size(a, .width, 100)], origin: .shell(entry: 2))
        let c = try #require(
            try layout.makeConstraints([size(a, .width, 150)], origin: .shell(entry: 3)).first)
        let before = layout.solver.dump()
        let e = try #require(ConflictExplanation.involving(c, in: layout).first)
        #expect(e.isHypothetical && e.broken === c)
        #expect(e.arithmetic.summary == "150 ≠ 100")
        #expect(e.fixes.contains { $0.resolves && $0.command == "remove #1" })
        // Fixes are verified with the constraint active: removing #1 lets a be 150 wide.
        let removal = try #require(e.fixes.first { $0.command == "remove #1" })
        #expect(
            removal.frameChanges.contains { $0.item === a && abs($0.after.width - 150) < 1e-9 })
        #expect(layout.solver.dump() == before && !c.isActive)
        #expect(ConflictExplanation.whatIf(activating: [c], in: layout).count == 1)
    }

    /// Each fix that claims to resolve the conflict does, when made on a fresh copy of the
    /// layout; and the frames it predicted are the frames it gives.
    func expectFixesWork(
        _ e: ConflictExplanation, rebuild: () throws -> Layout,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(e.fixes.contains { $0.resolves }, sourceLocation: sourceLocation)
        for (k, fix) in e.fixes.enumerated() where fix.resolves {
            let copy = try rebuild()
            let mine = try #require(ConflictExplanation.current(in: copy).first?.fixes[k])
            #expect(mine.command == fix.command, sourceLocation: sourceLocation)
            try apply(mine, to: copy)
            #expect(
                copy.brokenConstraints.isEmpty == fix.makesSatisfiable, "\(fix.command)",
                sourceLocation: sourceLocation)
            for change in fix.frameChanges {
                guard let item = copy.item(named: change.item.name) else { continue }
                #expect(
                    isClose(copy.frame(of: item), change.after),
                    "\(fix.command): \(change.item.name)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The fixes of the classic conflicts, made for real.
    @Test func fixesWorkWhenMade() throws {
        let e = try #require(
            ConflictExplanation.current(in: try PlumbDebugTests.autoresizingConflict().0).first)
        try expectFixesWork(e, rebuild: { try PlumbDebugTests.autoresizingConflict().0 })
        let cell = try #require(ConflictExplanation.current(in: try cellConflict().0).first)
        #expect(cell.fixes.allSatisfy { $0.resolves })
        try expectFixesWork(cell, rebuild: { try cellConflict().0 })
    }
}
