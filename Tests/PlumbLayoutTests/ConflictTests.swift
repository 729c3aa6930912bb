import Testing

@testable import PlumbLayout

/// Required constraints that cannot hold: the change succeeds, the conflict is reported and
/// kept, one constraint is broken, and it is restored once the conflict goes away.
@Suite struct ConflictTests {
    /// The classic: a view created in code keeps its autoresizing frame, and the constraints
    /// added to it fight the NSAutoresizingMaskLayoutConstraints.
    @Test func autoresizingConflict() throws {
        let (layout, root) = try phone()
        let legacy = try layout.addView(
            named: "legacy", in: root, frame: Rect(x: 10, y: 10, width: 100, height: 50))
        let report = try layout.activate {
            legacy.left == root.left + 20
            legacy.width == 200
        }
        #expect(report.conflicts.count == 2)
        let (first, second) = (report.conflicts[0], report.conflicts[1])
        #expect(
            first.members.map(\.description) == [
                "[window minX] root.left == 0", "[autoresizing minX] legacy.left == root.left + 10",
                "#1 legacy.left == root.left + 20",
            ]
                || first.members.map(\.description) == [
                    "[autoresizing minX] legacy.left == root.left + 10",
                    "#1 legacy.left == root.left + 20",
                ])
        #expect(first.members.contains { $0.systemKind == .autoresizing(.minX) })
        #expect(first.broken === report.constraints[0] && first.culprit === first.broken)
        #expect(
            second.members.map(\.description) == [
                "[autoresizing width] legacy.width == 100", "#2 legacy.width == 200",
            ])
        let arm = try #require(second.members.first?.systemKind)
        #expect(arm.appleClassName == "NSAutoresizingMaskLayoutConstraint")
        #expect(arm.autoresizingMask == "h=--& v=--&")
        #expect(second.broken.number == 2 && second.broken.isBroken && second.broken.isActive)
        #expect(abs(second.violation) > 0)
        // The frame stays as autoresizing says; the broken ones wait.
        expectFrame(layout, legacy, 10, 10, 100, 50)
        #expect(layout.brokenConstraints.map(\.number) == [1, 2])
        #expect(layout.currentConflicts.count == 2)
        #expect(layout.conflict(thatBroke: second.broken)?.broken === second.broken)
        // `translatesAutoresizingMaskIntoConstraints = false`: the conflict goes away.
        let fixed = try layout.setAutoresizingFrame(nil, of: legacy)
        #expect(fixed.restored.map(\.number) == [1, 2])
        #expect(layout.brokenConstraints.isEmpty)
        #expect(!report.constraints[1].isBroken)
        #expect(
            layout.solver.constraint(try #require(report.constraints[1].solverID))?.priority
                == .required)
        #expect(isClose(layout.frame(of: legacy).width, 200))
        #expect(isClose(layout.frame(of: legacy).x, 20))
        expectConsistent(layout)
    }

    /// The broken constraint is kept at `Priority.broken`: satisfied as closely as possible,
    /// above every optional constraint.
    @Test func brokenConstraintStaysAsCloseAsPossible() throws {
        let (layout, _, a) = try phone(with: "a")
        let report = try layout.activate {
            a.width <= 100
            a.width == 150
            a.width == 20 ~ 999
        }
        #expect(report.broken.map(\.number) == [2])
        let id = try #require(report.constraints[1].solverID)
        #expect(layout.solver.constraint(id)?.priority == .broken)
        #expect(isClose(layout.frame(of: a).width, 100))
        expectConsistent(layout)
    }

    enum Resolution: String, CaseIterable, Sendable {
        case deactivate, remove, constant, priority
    }

    @Test(arguments: Resolution.allCases)
    func conflictGoesAwayAndTheBrokenOneIsRestored(_ resolution: Resolution) throws {
        let (layout, _, a) = try phone(with: "a")
        let report = try layout.activate {
            a.width == 100
            a.width == 200
        }
        let (first, second) = (report.constraints[0], report.constraints[1])
        #expect(second.isBroken && !first.isBroken)
        #expect(second.conflict?.members.map(\.number) == [1, 2])
        let fix: LayoutReport
        switch resolution {
        case .deactivate: fix = try layout.deactivate(first)
        case .remove: fix = try layout.remove(first)
        case .constant: fix = try first.setConstant(200)
        case .priority:
            try layout.deactivate(first)
            try first.setPriority(.high)
            fix = try layout.activate(first)
        }
        #expect(fix.restored.map(\.number) == (resolution == .priority ? [] : [2]))
        #expect(!second.isBroken)
        #expect(layout.brokenConstraints.isEmpty)
        #expect(isClose(layout.frame(of: a).width, 200))
        expectConsistent(layout)
    }

    @Test func constantChangeThatConflictsBreaksTheChangedConstraint() throws {
        let (layout, _, a) = try phone(with: "a")
        let report = try layout.activate {
            a.width <= 100
            a.width >= 50
        }
        let upper = report.constraints[0]
        let change = try upper.setConstant(40)
        #expect(change.conflicts.first?.culprit === upper)
        #expect(change.broken.map(\.number) == [1])
        #expect(upper.constant == 40 && upper.isBroken)
        #expect(isClose(layout.frame(of: a).width, 50))
        // A broken constraint's constant still takes the cheap path, and restores it.
        let back = try upper.setConstant(60)
        #expect(back.restored.map(\.number) == [1])
        let width = layout.frame(of: a).width
        #expect(width >= 50 - tolerance && width <= 60 + tolerance)
        expectConsistent(layout)
    }

    @Test func requiredToOptionalWhileActiveIsRefused() throws {
        let (layout, root, a) = try phone(with: "a")
        let report = try layout.activate {
            a.width == 100
            a.width == 50 ~ 500
        }
        let (required, optional) = (report.constraints[0], report.constraints[1])
        #expect(
            layoutError { try required.setPriority(.high) }
                == .requiredPriorityChange(required.reference, from: .required, to: .high))
        #expect(
            layoutError { try optional.setPriority(.required) }
                == .requiredPriorityChange(
                    optional.reference, from: try Priority(500), to: .required))
        try optional.setPriority(.high)
        #expect(optional.priority == .high)
        try layout.deactivate(required)
        try required.setPriority(.low)
        try layout.activate(required)
        #expect(isClose(layout.frame(of: a).width, 50))
        // System constraints change with their property, never directly.
        let width = try #require(root.systemConstraint(.windowFrame(.width)))
        #expect(
            layoutError { try layout.setConstant(10, of: width) }
                == .systemConstraint(width.reference))
        #expect(layoutError { try layout.deactivate(width) } == .systemConstraint(width.reference))
        expectConsistent(layout)
    }

    @Test func aConstraintInConflictWithItself() throws {
        let (layout, _, a) = try phone(with: "a")
        let report = try layout.activate(a.left == a.left + 10)
        #expect(report.conflicts.first?.members.map(\.number) == [1])
        #expect(report.broken.map(\.number) == [1])
        expectConsistent(layout)
    }

    @Test func windowResizeBreaksTheNewestUserMember() throws {
        let (layout, root, box) = try phone(with: "box")
        let report = try layout.activate {
            box.left == root.left + 20
            box.right == root.right - 20
            box.width >= 300
        }
        #expect(!report.hasConflicts)
        let narrow = try layout.resize(root, to: Size(width: 320, height: 568))
        let conflict = try #require(narrow.conflicts.first)
        #expect(conflict.culprit.systemKind == .windowFrame(.width))
        #expect(conflict.broken.number == 3)
        #expect(conflict.userMembers.map(\.number) == [1, 2, 3])
        expectFrame(layout, root, 0, 0, 320, 568)
        expectFrame(layout, box, 20, 0, 280, 0)
        let wide = try layout.resize(root, to: Size(width: 375, height: 667))
        #expect(wide.restored.map(\.number) == [3])
        expectFrame(layout, box, 20, 0, 335, 0)
        expectConsistent(layout)
    }

    /// After a change, what its conflict broke is retried, and only that: a member's new
    /// constant, a member removed, each restores its own conflict's broken constraint.
    @Test func aChangeRestoresOnlyWhatItsConflictsBroke() throws {
        let (layout, _, a, b) = try phone(with: "a", and: "b")
        let made = try layout.activate {
            a.width == 100
            a.width == 120
            b.width == 50
            b.width == 60
        }.constraints
        #expect(layout.brokenConstraints.map(\.number) == [2, 4])
        // A new constant for a member of a's conflict: a's broken constraint holds again.
        let moved = try layout.setConstant(120, of: made[0])
        #expect(moved.restored.map(\.number) == [2])
        #expect(layout.brokenConstraints.map(\.number) == [4])
        // A constant that conflicts again breaks the changed constraint, as UIKit does.
        try layout.setConstant(130, of: made[0])
        #expect(layout.brokenConstraints.map(\.number) == [1, 4])
        #expect(layout.conflict(thatBroke: made[0])?.members.contains { $0 === made[1] } == true)
        // Removing a member of b's conflict restores b's, not a's.
        let removed = try layout.remove(made[2])
        #expect(removed.restored.map(\.number) == [4])
        #expect(layout.brokenConstraints.map(\.number) == [1])
        expectFrame(layout, b, 0, 0, 60, 0)
        expectConsistent(layout)
    }
}
