import Testing

@testable import PlumbLayout

/// The key-path mini DSL: constraints described by key paths to anchors, applied to a view
/// and the view it is paired with; a missing pairing view is a thrown error.
@Suite struct KeyPathTests {
    /// The seed's square: as wide as it is tall, half the width of its superview, centered.
    @Test func theSquare() throws {
        let (layout, root, square) = try phone(with: "square")
        let own = try square.constrain(\.width, to: \.height)
        let paired = try root.addSubview(
            square,
            constraints: [
                constraint(\.width, multiplier: 0.5),
                constraint(\.centerX),
                constraint(\.centerY),
            ])
        #expect(
            ([own] + paired).map(\.description) == [
                "#1 square.width == square.height",
                "#2 square.width == root.width * 0.5",
                "#3 square.centerX == root.centerX",
                "#4 square.centerY == root.centerY",
            ])
        expectFrame(layout, square, 93.75, 239.75, 187.5, 187.5)
        // Rotated, the square follows the new width.
        try layout.resize(root, to: Size(width: 667, height: 375))
        expectFrame(layout, square, 166.75, 20.75, 333.5, 333.5)
        expectConsistent(layout)
    }

    @Test func theSquareWithPairedKeyPaths() throws {
        let (layout, root, square) = try phone(with: "square")
        // Paired with itself, `constraint(\.width, \.height)` relates the view's own anchors.
        try square.constrain(to: square, [constraint(\.width, \.height)])
        try square.constrain(
            to: root,
            [
                constraint(\.width, \.width, multiplier: 0.5), constraint(\.centerX),
                constraint(\.centerY),
            ])
        expectFrame(layout, square, 93.75, 239.75, 187.5, 187.5)
    }

    /// Eidhof's example: a label along the top of its superview's safe area.
    @Test func keyPathsReachGuides() throws {
        let (layout, root) = try notchedPhone(height: 812)
        let label = try layout.addView(
            named: "label", in: root, intrinsicSize: IntrinsicSize(width: 100, height: 21))
        let made = try label.constrain(to: [
            constraint(\.leading, constant: 16),
            constraint(\.trailing, constant: -16),
            constraint(\.top, \.safeAreaLayoutGuide.top, priority: .high),
            constraint(\.height, toConstant: 44, relation: .greaterThanOrEqual),
        ])
        #expect(
            made.map(\.description) == [
                "#1 label.leading == root.leading + 16",
                "#2 label.trailing == root.trailing - 16",
                "#3 label.top == root.safeArea.top @750",
                "#4 label.height >= 44",
            ])
        expectFrame(layout, label, 16, 44, 343, 44)
    }

    @Test func everyConstraintRemembersItsOwnLine() throws {
        let (layout, root) = try phone()
        let view = try layout.addView(named: "view", in: root)
        let line = #line + 2
        let made = try view.constrain(to: [
            constraint(\.leading),
            constraint(\.top, constant: 8),
            constraint(\.width, toConstant: 10),
        ])
        #expect(
            made.map(\.origin)
                == (line..<line + 3).map {
                    .source(file: "PlumbLayoutTests/KeyPathTests.swift", line: $0)
                })
    }

    @Test func aMissingPairingViewIsThrown() throws {
        let (layout, root) = try phone()
        let error = dslError { try root.constrain(to: [constraint(\.leading)]) }
        #expect(error == .missingPairingView("root"))
        #expect(
            error?.description
                == "'root' has no superview to pair with; name the view to pair with, as in "
                + "'constrain(to: other, …)'"
        )
        // A constraint that needs no pairing view is fine on a window.
        let own = try root.constrain(to: [constraint(\.width, toConstant: 375)])
        #expect(own.map(\.equation) == ["root.width == 375"])
        #expect(layout.brokenConstraints.isEmpty)
        let gone = try layout.addView(named: "gone", in: root)
        try layout.remove(gone)
        #expect(
            dslError { try gone.constrain(to: [constraint(\.leading)]) }
                == .layout(.itemRemoved("gone")))
    }

    @Test func typingIsCheckedAtCompileTimeAndAtRunTime() throws {
        // `constraint(\.leading, \.top)` and `constraint(\.width, \.left)` do not compile:
        // both key paths must lead to anchors of one kind.
        let (layout, _, view) = try phone(with: "view")
        let before = layout.solver.constraintCount
        #expect(
            dslError {
                try view.constrain(to: [
                    constraint(\.width, toConstant: 10), constraint(\.leading, \.left),
                ])
            }
                == .layout(
                    .mixedDirections(
                        AttributeName(item: "view", attribute: .leading),
                        AttributeName(item: "root", attribute: .left))))
        #expect(layout.userConstraints.isEmpty && layout.solver.constraintCount == before)
    }

    @Test func addSubviewMovesTheChildAndPairsItWithAnotherView() throws {
        let (layout, root, card) = try phone(with: "card")
        let photo = try layout.addView(named: "photo", in: card)
        let caption = try layout.addView(
            named: "caption", in: root, intrinsicSize: IntrinsicSize(width: 80, height: 20))
        try card.anchors.edges.pin(insets: 20)
        try photo.anchors.edges.pin(alignment: .top)
        try photo.anchors.size.equal(Size(width: 200, height: 100))
        let made = try card.addSubview(
            caption, pairingTo: photo,
            constraints: [
                constraint(\.top, \.bottom, constant: 8),
                constraint(\.leading),
            ])
        #expect(caption.superview === card)
        #expect(
            made.map(\.equation) == [
                "caption.top == photo.bottom + 8", "caption.leading == photo.leading",
            ])
        #expect(made.allSatisfy { $0.isActive && $0.host === card })
        expectFrame(layout, caption, 67.5, 108, 80, 20)
        expectConsistent(layout)
    }

    @Test func aRefusedAddSubviewLeavesTheChildWhereItWas() throws {
        let (layout, root, card, caption) = try phone(with: "card", and: "caption")
        let other = try layout.addWindow(named: "other", size: Size(width: 100, height: 100))
        let stranger = try layout.addView(named: "stranger", in: other)
        #expect(
            dslError {
                try card.addSubview(caption, pairingTo: stranger, constraints: [constraint(\.top)])
            } == .layout(.noCommonAncestor(nil, first: "caption", second: "stranger")))
        #expect(caption.superview === root && card.subviews.isEmpty)
        #expect(
            dslError { try card.addSubview(root, constraints: []) } == .layout(.isAWindow("root")))
        #expect(
            dslError { try caption.addSubview(caption, constraints: []) }
                == .layout(.moveIntoOwnSubtree(view: "caption", target: "caption")))
        #expect(layout.userConstraints.isEmpty)
        // A pairing view that will share an ancestor only after the move is accepted.
        let inner = try layout.addView(named: "inner", in: card)
        let made = try card.addSubview(caption, pairingTo: inner, constraints: [constraint(\.top)])
        #expect(made.map(\.equation) == ["caption.top == inner.top"] && made[0].host === card)
        expectConsistent(layout)
    }

    @Test func draftsFeedTheOtherDSLs() throws {
        let (layout, root, square) = try phone(with: "square")
        let half = constraint(\.width, multiplier: 0.5)
        #expect(half.needsPairing && !constraint(\.width, toConstant: 1).needsPairing)
        let report = try layout.activate {
            half.draft(for: square, pairedWith: root)
            square.height == square.width
        }
        #expect(
            report.constraints.map(\.equation) == [
                "square.width == root.width * 0.5", "square.height == square.width",
            ])
    }
}
