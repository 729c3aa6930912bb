import Testing

@testable import PlumbLayout

/// Align's `Constraints { }` groups: collected inactive, priorities changed before
/// activation, activated in one transaction, all or nothing, nestable.
@Suite struct AlignConstraintsTests {
    /// A phone with a `title` (120×21) and a `subtitle` (80×17).
    static func scene() throws -> (layout: Layout, root: View, title: View, subtitle: View) {
        try phone(
            with: "title", IntrinsicSize(width: 120, height: 21),
            and: "subtitle", IntrinsicSize(width: 80, height: 17))
    }

    @Test func theBlockCollectsInactiveConstraintsAndActivatesThemTogether() throws {
        let s = try Self.scene()
        var insideActive: [Bool] = []
        let group = try Constraints(for: s.title, s.subtitle) { title, subtitle in
            try title.top.pin(inset: 20)
            try title.leading.pin(inset: 20)
            try subtitle.top.spacing(10, to: title.bottom)
            try subtitle.leading.equal(title.leading)
            insideActive = s.layout.userConstraints.map(\.isActive)
        }
        #expect(insideActive == [false, false, false, false])
        #expect(group.count == 4 && group.layout === s.layout)
        #expect(group.map(\.isActive) == [true, true, true, true])
        #expect(
            group.map(\.description) == [
                "#1 title.top == root.top + 20",
                "#2 title.leading == root.leading + 20",
                "#3 subtitle.top == title.bottom + 10",
                "#4 subtitle.leading == title.leading",
            ])
        expectFrame(s.layout, s.title, 20, 20, 120, 21)
        expectFrame(s.layout, s.subtitle, 20, 51, 80, 17)
        expectConsistent(s.layout)
    }

    @Test func prioritiesChangeFreelyBeforeActivation() throws {
        let s = try Self.scene()
        let group = try Constraints(for: s.title) { title in
            try title.edges.pin(alignment: .topLeading)
            // Align's `subtitle.bottom.pin().priority = UILayoutPriority(999)`: required to
            // optional, allowed because the constraint is not active yet.
            try title.width.equal(500).setPriority(try Priority(999))
            try title.height.equal(30, priority: .high).setPriority(.required)
        }
        #expect(group.map(\.priority.value) == [1000, 1000, 1000, 1000, 999, 1000])
        #expect(s.layout.brokenConstraints.isEmpty)
        // The optional width yields to the required trailing inequality.
        expectFrame(s.layout, s.title, 0, 0, 375, 30)
        // Once active, required and optional no longer trade places.
        #expect(
            layoutError { try group[4].setPriority(.required) }
                == .requiredPriorityChange(
                    group[4].reference, from: try Priority(999), to: .required))
        #expect(
            layoutError { try group.setPriority(.high) }
                == .requiredPriorityChange(group[0].reference, from: .required, to: .high))
        #expect(group.map(\.priority.value) == [1000, 1000, 1000, 1000, 999, 1000])
    }

    @Test func inactiveGroupsSwitchTogether() throws {
        let s = try Self.scene()
        let compact = try Constraints(for: s.title, activate: false) { title in
            try title.edges.pin(insets: 8, alignment: .topLeading)
        }
        #expect(compact.allSatisfy { !$0.isActive })
        try compact.setPriority(.high)
        try compact.activate()
        #expect(compact.allSatisfy { $0.isActive && $0.priority == .high })
        expectFrame(s.layout, s.title, 8, 8, 120, 21)
        try compact.deactivate()
        #expect(compact.allSatisfy { !$0.isActive })
        expectConsistent(s.layout)
    }

    @Test func namedGroupsBelongToTheLayout() throws {
        let s = try Self.scene()
        let group = try Constraints(activate: false, named: "regular") {
            try s.title.anchors.center.align()
        }
        let named = try #require(s.layout.group(named: "regular"))
        #expect(group.group === named && named.constraints.count == 2 && !named.isActive)
        try group.activate()
        #expect(named.isActive)
        expectFrame(s.layout, s.title, 127.5, 323, 120, 21)
    }

    @Test func aRefusalInTheBlockLeavesNothingBehind() throws {
        let s = try Self.scene()
        let before = s.layout.solver.constraintCount
        let error = layoutError {
            try Constraints(for: s.title, s.subtitle) { title, subtitle in
                try title.top.pin(inset: 20)
                try subtitle.leading.equal(title.left)  // leading with left: refused
            }
        }
        #expect(
            error
                == .mixedDirections(
                    AttributeName(item: "subtitle", attribute: .leading),
                    AttributeName(item: "title", attribute: .left)))
        #expect(s.layout.userConstraints.isEmpty)
        #expect(s.layout.solver.constraintCount == before)
        // The numbers given out in the block are not given out again.
        let next = try s.title.anchors.width.equal(10)
        #expect(next.number == 2)
        expectConsistent(s.layout)
    }

    @Test func aRefusedActivationLeavesNothingBehind() throws {
        let s = try Self.scene()
        let other = try s.layout.addWindow(named: "other", size: Size(width: 100, height: 100))
        let before = s.layout.solver.constraintCount
        // Making the constraints inside the block does not need a common ancestor; activating
        // them does, for all of them at once.
        let error = layoutError {
            try Constraints {
                try s.title.anchors.width.equal(10)
                try s.title.anchors.leading.equal(other.anchors.leading)
            }
        }
        #expect(
            error
                == .noCommonAncestor(
                    ConstraintReference(
                        number: 2, identifier: nil, systemKind: nil,
                        equation: "title.leading == other.leading"),
                    first: "title", second: "other"))
        #expect(s.layout.userConstraints.isEmpty)
        #expect(s.layout.solver.constraintCount == before)
    }

    @Test func aGroupIsOneLayout() throws {
        let s = try Self.scene()
        let elsewhere = Layout()
        let window = try elsewhere.addWindow(named: "window", size: Size(width: 10, height: 10))
        let stray = try elsewhere.addView(named: "stray", in: window)
        #expect(
            layoutError {
                try Constraints {
                    try s.title.anchors.width.equal(10)
                    try stray.anchors.width.equal(10)
                }
            } == .foreignItem("stray"))
        #expect(s.layout.userConstraints.isEmpty && elsewhere.userConstraints.isEmpty)
    }

    @Test func groupsNestAndConflictsAreReportedNotThrown() throws {
        let s = try Self.scene()
        var inner: Constraints?
        let outer = try Constraints(for: s.title) { title in
            try title.width.equal(100)
            inner = try Constraints(for: s.title) { title in
                try title.height.equal(30)
            }
            // The inner group was activated when its block ended; the outer one was not yet.
            #expect(inner?.allSatisfy { $0.isActive } == true)
            try title.width.equal(200)
        }
        #expect(outer.map(\.equation) == ["title.width == 100", "title.width == 200"])
        #expect(inner?.map(\.equation) == ["title.height == 30"])
        // Both widths are required: one transaction, one conflict, the last one broken.
        #expect(outer.report.conflicts.count == 1)
        #expect(outer.report.broken.map(\.number) == [3])
        expectConsistent(s.layout)
    }

    @Test func anEmptyGroupDoesNothing() throws {
        let s = try Self.scene()
        let group = try Constraints {}
        #expect(group.isEmpty && group.layout == nil)
        #expect(try group.activate().constraints.isEmpty)
        #expect(s.layout.userConstraints.isEmpty)
    }
}
