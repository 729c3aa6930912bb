import Testing

@testable import PlumbLayout

/// Groups switch together, in one transaction.
@Suite struct GroupTests {
    struct Scene {
        let layout: Layout
        let root: View, text: View, button: View
        let compact: ConstraintGroup, regular: ConstraintGroup

        init() throws {
            (layout, root, text, button) = try phone(
                with: "text", IntrinsicSize(width: 100, height: 30),
                and: "button", IntrinsicSize(width: 88, height: 30))
            let (text, button, root) = (text, button, root)
            try layout.activate {
                button.top == root.top + 44
                button.left == root.left + 22
                text.left == root.left + 22
            }
            compact = try layout.group(named: "compact") {
                text.top == button.bottom + 8
            }.group
            regular = try layout.group(named: "regular", isActive: false) {
                text.top == button.top
            }.group
        }
    }

    @Test func toggling() throws {
        let s = try Scene()
        #expect(s.compact.isActive && !s.regular.isActive)
        #expect(s.compact.constraints.map(\.isActive) == [true])
        #expect(s.regular.constraints.map(\.isActive) == [false])
        #expect(s.regular.constraints[0].group === s.regular)
        #expect(s.layout.group(named: "regular") === s.regular)
        #expect(isClose(s.layout.frame(of: s.text).y, 82))
        try s.layout.toggle(s.compact)
        try s.layout.toggle(s.regular)
        #expect(!s.compact.isActive && s.regular.isActive)
        #expect(isClose(s.layout.frame(of: s.text).y, 44))
        try s.layout.toggle(s.regular)
        try s.layout.activate(s.compact)
        #expect(isClose(s.layout.frame(of: s.text).y, 82))
        #expect(
            s.layout.groups.map(\.description) == [
                "compact (on, 1 constraint)", "regular (off, 1 constraint)",
            ])
        expectConsistent(s.layout)
    }

    @Test func bothOnIsAConflictNotAnError() throws {
        let s = try Scene()
        let report = try s.layout.activate(s.regular)
        #expect(report.broken.map(\.number) == [5])
        try s.layout.deactivate(s.compact)
        #expect(s.layout.brokenConstraints.isEmpty)
        #expect(isClose(s.layout.frame(of: s.text).y, 44))
    }

    @Test func aRefusedGroupChangeChangesNothing() throws {
        let s = try Scene()
        let elsewhere = try s.layout.addWindow(
            named: "elsewhere", size: Size(width: 10, height: 10))
        let stray = try s.layout.makeConstraints { s.text.right == elsewhere.right }
        let fine = try s.layout.makeConstraints { s.text.width == 150 }
        let (group, _) = try s.layout.makeGroup(
            named: "mixed", isActive: false, constraints: fine + stray)
        let before = s.layout.solver.constraintCount
        #expect(
            layoutError { try s.layout.activate(group) }
                == .noCommonAncestor(stray[0].reference, first: "text", second: "elsewhere"))
        #expect(!group.isActive && !fine[0].isActive)
        #expect(s.layout.solver.constraintCount == before)
        // A group made from a block is made entirely or not at all.
        let count = s.layout.userConstraints.count
        #expect(
            layoutError {
                try s.layout.group(named: "broken") {
                    s.text.width == 10
                    s.text.left == elsewhere.left
                }
            } == .noCommonAncestor(nil, first: "text", second: "elsewhere"))
        #expect(s.layout.userConstraints.count == count && s.layout.group(named: "broken") == nil)
    }

    @Test func membershipAndRemoval() throws {
        let s = try Scene()
        let extra = try s.layout.makeConstraints { s.text.width == 120 }
        try s.layout.add(extra, to: s.compact)
        #expect(extra[0].isActive && s.compact.constraints.count == 2)
        #expect(
            layoutError { try s.layout.add(extra, to: s.regular) }
                == .alreadyInGroup(extra[0].reference, group: "compact"))
        try s.layout.remove(extra[0])
        #expect(s.compact.constraints.count == 1)
        let removed = try s.layout.remove(s.regular)
        #expect(removed.removed.map(\.number) == [5])
        #expect(s.regular.isRemoved && s.layout.group(named: "regular") == nil)
        #expect(layoutError { try s.layout.toggle(s.regular) } == .groupRemoved("regular"))
        expectConsistent(s.layout)
    }

    /// Members join and leave a group one write at a time: a what-if that adds to a group,
    /// removes a member and removes the group leaves the group's members as they were, in
    /// their order, and so does rolling back each step.
    @Test func membersComeBackInTheirOrder() throws {
        let s = try Scene()
        let extra = try s.layout.makeConstraints {
            s.text.width == 120
            s.text.height == 20
            s.button.width == 90
        }
        try s.layout.add([extra[0]], to: s.compact)
        try s.layout.add([extra[1], extra[2]], to: s.compact)
        let members = s.compact.constraints.map(\.number)
        #expect(members.count == 4)
        s.layout.startJournal()
        var marks: [(Layout.JournalMark, [Int?])] = []
        for step in 0..<3 {
            marks.append((s.layout.journalMark(), s.compact.constraints.map(\.number)))
            switch step {
            case 0: try s.layout.remove(extra[1])
            case 1:
                try s.layout.add(
                    try s.layout.makeConstraints { s.button.height == 40 }, to: s.compact)
            default: try s.layout.remove(s.compact)
            }
        }
        for (mark, expected) in marks.reversed() {
            #expect(s.layout.rollBack(to: mark))
            #expect(s.compact.constraints.map(\.number) == expected)
        }
        #expect(s.compact.constraints.map(\.number) == members)
        #expect(!s.compact.isRemoved)
        expectConsistent(s.layout)
    }
}
