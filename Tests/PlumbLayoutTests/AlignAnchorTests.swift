import Testing

@testable import PlumbLayout

/// The Align DSL's single anchors: the core API's equations, offsets and multipliers on
/// either side, priorities, origins, and what the layout refuses at run time (what the
/// phantom types refuse at compile time is in the comments).
@Suite struct AlignAnchorTests {
    /// A phone with views `a` and `b`.
    static func scene() throws -> (layout: Layout, root: View, a: View, b: View) {
        try phone(with: "a", and: "b")
    }

    @Test func coreRelationsWriteTheEquationsAlignWrites() throws {
        let s = try Self.scene()
        let (a, b, root) = (s.a.anchors, s.b.anchors, s.root.anchors)
        let made = [
            try a.leading.equal(b.trailing + 20),
            try a.top.greaterThanOrEqual(b.bottom - 8),
            try a.centerY.lessThanOrEqual(b.centerY, constant: 4, priority: .high),
            try a.height.equal(b.width * 0.5),
            try a.width.equal(88),
            try a.width.greaterThanOrEqual(10, priority: .low),
            try a.top.greaterThanOrEqual(root.top * 2 + 10),
            try a.leading.equal(b.centerX),
            try a.lastBaseline.equal(b.top),
        ]
        #expect(
            made.map(\.description) == [
                "#1 a.leading == b.trailing + 20",
                "#2 a.top >= b.bottom - 8",
                "#3 a.centerY <= b.centerY + 4 @750",
                "#4 a.height == b.width * 0.5",
                "#5 a.width == 88",
                "#6 a.width >= 10 @250",
                "#7 a.top >= root.top * 2 + 10",
                "#8 a.leading == b.centerX",
                "#9 a.lastBaseline == b.top",
            ])
        #expect(made.allSatisfy { $0.isActive })
        expectConsistent(s.layout)
    }

    /// An equation shows the numbers the layout holds: six decimals where they are the
    /// number, every digit where they are not.
    @Test func numbersBeyondSixDecimalsAreWrittenWithTheirDigits() throws {
        let s = try Self.scene()
        let (a, b) = (s.a.anchors, s.b.anchors)
        let made = [
            try a.width.equal(b.width * 0.0000005 + 0.0000012345),
            // 3·a.height == b.height  ⇒  a.height == b.height / 3
            try (a.height * 3).equal(b.height),
        ]
        #expect(
            made.map(\.equation) == [
                "a.width == b.width * 0.0000005 + 0.0000012345",
                "a.height == b.height * 0.3333333333333333",
            ])
    }

    @Test func offsetsAndMultipliersOnTheLeftAreSolvedFor() throws {
        let s = try Self.scene()
        let (a, b) = (s.a.anchors, s.b.anchors)
        let made = [
            // 2·a.width == b.width + 10  ⇒  a.width == 0.5·b.width + 5
            try (a.width * 2).equal(b.width + 10),
            // a.leading + 10 == b.leading  ⇒  a.leading == b.leading − 10
            try (a.leading + 10).equal(b.leading),
            // −a.height <= −50  ⇒  a.height >= 50
            try (a.height * -1).lessThanOrEqual(-50),
            // (b.width + 10) · 2 carries its offset through the multiplier
            try a.width.lessThanOrEqual((b.width + 10) * 2),
        ]
        #expect(
            made.map(\.equation) == [
                "a.width == b.width * 0.5 + 5",
                "a.leading == b.leading - 10",
                "a.height >= 50",
                "a.width <= b.width * 2 + 20",
            ])
    }

    @Test func everyConstraintRemembersTheLineThatMadeIt() throws {
        let s = try Self.scene()
        let line = #line
        let c = try s.a.anchors.width.equal(30)
        let pinned = try s.a.anchors.edges.pin(insets: 8)
        #expect(
            c.origin == .source(file: "PlumbLayoutTests/AlignAnchorTests.swift", line: line + 1))
        #expect(
            pinned.allSatisfy {
                $0.origin
                    == .source(file: "PlumbLayoutTests/AlignAnchorTests.swift", line: line + 2)
            })
    }

    @Test func singleAnchorSemantics() throws {
        let s = try Self.scene()
        let (a, b) = (s.a.anchors, s.b.anchors)
        let made =
            [
                try a.trailing.pin(inset: 20),
                try a.top.pin(inset: 20),
                try a.bottom.pin(to: s.b),
                try a.centerX.align(),
                try a.centerY.align(offset: -40),
                try a.bottom.spacing(10, to: b.top),
                try a.bottom.spacing(10, to: b.top, relation: .greaterThanOrEqual),
                try b.top.spacing(10, to: a.bottom),
                try b.top.spacing(10, to: a.bottom, relation: .greaterThanOrEqual),
                try a.top.spacing(10, to: b.top),
                try a.right.spacing(10, to: b.left, relation: .lessThanOrEqual),
                try a.trailing.spacing(10, to: b.leading),
            ] + (try a.width.clamp(to: 40...100))
        #expect(
            made.map(\.equation) == [
                "a.trailing == root.trailing - 20",
                "a.top == root.top + 20",
                "a.bottom == b.bottom",
                "a.centerX == root.centerX",
                "a.centerY == root.centerY - 40",
                "a.bottom == b.top - 10",
                "a.bottom <= b.top - 10",
                "b.top == a.bottom + 10",
                "b.top >= a.bottom + 10",
                "a.top == b.top + 10",
                "a.right >= b.left - 10",
                "a.trailing == b.leading - 10",
                "a.width >= 40",
                "a.width <= 100",
            ])
    }

    @Test func centerAndSizeCollections() throws {
        let s = try Self.scene()
        let (a, b) = (s.a.anchors, s.b.anchors)
        let made: [[LayoutConstraint]] = [
            try a.center.align(),
            try a.center.align(with: s.b),
            try a.center.lessThanOrEqual(s.b),
            try a.size.equal(Size(width: 120, height: 40)),
            try a.size.greaterThanOrEqual(Size(width: 10, height: 20)),
            try b.size.equal(a.size),
            try b.size.lessThanOrEqual(a.size, insets: Size(width: 10, height: 20), multiplier: 2),
            try b.size.greaterThanOrEqual(s.a),
        ]
        #expect(
            made.map { $0.map(\.equation) } == [
                ["a.centerX == root.centerX", "a.centerY == root.centerY"],
                ["a.centerX == b.centerX", "a.centerY == b.centerY"],
                ["a.centerX <= b.centerX", "a.centerY <= b.centerY"],
                ["a.width == 120", "a.height == 40"],
                ["a.width >= 10", "a.height >= 20"],
                ["b.width == a.width", "b.height == a.height"],
                ["b.width <= a.width * 2 - 10", "b.height <= a.height * 2 - 20"],
                ["b.width >= a.width", "b.height >= a.height"],
            ])
    }

    // Refused at compile time, by the phantom types (kept here as the record):
    //   a.anchors.leading.equal(b.anchors.top)      x with y
    //   a.anchors.width.equal(b.anchors.leading)    dimension with position
    //   a.anchors.top.equal(30)                     position with a constant
    //   a.anchors.centerX.pin()                     pin is for edges
    //   a.anchors.leading.align()                   align is for centers
    @Test func runTimeRefusalsAreTypedAndChangeNothing() throws {
        let s = try Self.scene()
        let guide = try s.layout.addGuide(named: "spacer", in: s.root)
        let other = try s.layout.addWindow(named: "other", size: Size(width: 10, height: 10))
        let stranger = try s.layout.addView(named: "stranger", in: other)
        let (a, b) = (s.a.anchors, s.b.anchors)
        let before = s.layout.solver.constraintCount
        #expect(
            layoutError { try a.leading.equal(b.left) }
                == .mixedDirections(
                    AttributeName(item: "a", attribute: .leading),
                    AttributeName(item: "b", attribute: .left)))
        #expect(
            layoutError { try guide.anchors.firstBaseline.equal(a.top) }
                == .attributeUnavailable(AttributeName(item: "spacer", attribute: .firstBaseline)))
        #expect(
            layoutError { try a.top.equal(stranger.anchors.top) }
                == .noCommonAncestor(nil, first: "a", second: "stranger"))
        #expect(layoutError { try s.root.anchors.edges.pin() } == .isAWindow("root"))
        #expect(layoutError { try s.root.anchors.center.align() } == .isAWindow("root"))
        #expect(layoutError { try s.root.anchors.top.pin() } == .isAWindow("root"))
        #expect(layoutError { try (a.width * 0).equal(30) } == .nonFinite(what: "the constant"))
        // A collection is one transaction: the bad second constraint keeps the first out.
        #expect(
            layoutError { try a.size.equal(Size(width: 10, height: .nan)) }
                == .nonFinite(what: "the constant"))
        #expect(s.layout.userConstraints.isEmpty)
        #expect(s.layout.solver.constraintCount == before)
        try s.layout.remove(s.b)
        #expect(layoutError { try a.leading.equal(b.leading) } == .itemRemoved("b"))
        #expect(layoutError { try b.width.equal(10) } == .itemRemoved("b"))
        expectConsistent(s.layout)
    }

    @Test func guidesPinToTheirOwningViewAndAnchorsWorkOnGuides() throws {
        let (layout, root) = try phone()
        try layout.setSafeAreaInsets(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), of: root)
        let content = try layout.addGuide(named: "content", in: root)
        try content.anchors.edges.pin(to: root.safeAreaLayoutGuide, insets: 10)
        let label = try layout.addView(named: "label", in: root)
        try label.anchors.edges.pin(to: content)
        #expect(isClose(layout.frame(of: content), Rect(x: 10, y: 54, width: 355, height: 569)))
        expectFrame(layout, label, 10, 54, 355, 569)
        // A guide's "superview" is its owning view, as in Align.
        let made = try content.anchors.centerX.align()
        #expect(made.equation == "content.centerX == root.centerX")
    }
}
