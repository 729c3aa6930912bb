import Testing

@testable import PlumbLayout

/// The Align seed: `view.anchors.edges.pin(insets: 20, alignment: .center)`, the example at
/// the top of Align's README ("the view is centered in the container and the edges are pinned
/// using less-than-or-equal constraints making sure it doesn't overflow the container"), and
/// `pin` with every one of the ten alignments, in a 375×667 window.
@Suite struct AlignSeedTests {
    /// A view with an intrinsic size in the window.
    func scene(intrinsic: Size = Size(width: 100, height: 50)) throws -> (Layout, View, View) {
        try phone(with: "view", IntrinsicSize(width: intrinsic.width, height: intrinsic.height))
    }

    @Test func readmeExampleCentersTheViewInsideTheInsets() throws {
        let (layout, _, view) = try scene(intrinsic: Size(width: 120, height: 40))
        let made = try view.anchors.edges.pin(insets: 20, alignment: .center)
        #expect(
            made.map(\.description) == [
                "#1 view.leading >= root.leading + 20",
                "#2 view.trailing <= root.trailing - 20",
                "#3 view.centerX == root.centerX",
                "#4 view.top >= root.top + 20",
                "#5 view.bottom <= root.bottom - 20",
                "#6 view.centerY == root.centerY",
            ])
        #expect(layout.brokenConstraints.isEmpty)
        expectFrame(layout, view, 127.5, 313.5, 120, 40)
        expectConsistent(layout)
    }

    @Test func readmeExampleNeverOverflowsTheContainer() throws {
        // Content wider than the window: the required inequalities beat compression
        // resistance (750), so the view stays 20 points inside, still centered.
        let (layout, _, view) = try scene(intrinsic: Size(width: 500, height: 40))
        try view.anchors.edges.pin(insets: 20, alignment: .center)
        #expect(layout.brokenConstraints.isEmpty)
        expectFrame(layout, view, 20, 313.5, 335, 40)
    }

    @Test(arguments: [
        (AnchorCollectionEdges.Alignment.fill, Rect(x: 20, y: 20, width: 335, height: 627)),
        (.center, Rect(x: 137.5, y: 308.5, width: 100, height: 50)),
        (.top, Rect(x: 137.5, y: 20, width: 100, height: 50)),
        (.bottom, Rect(x: 137.5, y: 597, width: 100, height: 50)),
        (.leading, Rect(x: 20, y: 308.5, width: 100, height: 50)),
        (.trailing, Rect(x: 255, y: 308.5, width: 100, height: 50)),
        (.topLeading, Rect(x: 20, y: 20, width: 100, height: 50)),
        (.topTrailing, Rect(x: 255, y: 20, width: 100, height: 50)),
        (.bottomLeading, Rect(x: 20, y: 597, width: 100, height: 50)),
        (.bottomTrailing, Rect(x: 255, y: 597, width: 100, height: 50)),
    ])
    func everyAlignmentPlacesTheView(alignment: AnchorCollectionEdges.Alignment, frame: Rect) throws
    {
        let (layout, _, view) = try scene()
        try view.anchors.edges.pin(insets: 20, alignment: alignment)
        #expect(layout.brokenConstraints.isEmpty)
        expectFrame(layout, view, frame.x, frame.y, frame.width, frame.height)
        expectConsistent(layout)
    }

    @Test(
        arguments: [
            (
                .fill, nil,
                [
                    "leading == leading + 8", "trailing == trailing - 8", "top == top + 8",
                    "bottom == bottom - 8",
                ]
            ),
            (
                .top, nil,
                [
                    "leading >= leading + 8", "trailing <= trailing - 8", "centerX == centerX",
                    "top == top + 8", "bottom <= bottom - 8",
                ]
            ),
            (
                .trailing, nil,
                [
                    "leading >= leading + 8", "trailing == trailing - 8",
                    "top >= top + 8", "bottom <= bottom - 8", "centerY == centerY",
                ]
            ),
            (
                .topTrailing, nil,
                [
                    "leading >= leading + 8", "trailing == trailing - 8", "top == top + 8",
                    "bottom <= bottom - 8",
                ]
            ),
            (
                .bottomLeading, nil,
                [
                    "leading == leading + 8", "trailing <= trailing - 8", "top >= top + 8",
                    "bottom == bottom - 8",
                ]
            ),
            (
                .center, .horizontal,
                ["leading >= leading + 8", "trailing <= trailing - 8", "centerX == centerX"]
            ),
            (.fill, .vertical, ["top == top + 8", "bottom == bottom - 8"]),
            (
                AnchorCollectionEdges.Alignment(horizontal: .leading, vertical: .fill),
                .horizontal, ["leading == leading + 8", "trailing <= trailing - 8"]
            ),
        ] as [(AnchorCollectionEdges.Alignment, Axis?, [String])])
    func alignmentsHoldOnlyTheEdgesTheyName(
        alignment: AnchorCollectionEdges.Alignment, axis: Axis?, equations: [String]
    ) throws {
        let (layout, root, view) = try scene()
        let drafts = view.anchors.edges.pinDrafts(
            to: root, insets: EdgeInsets(8), axis: axis, alignment: alignment)
        // Without the item names: "leading >= leading + 8".
        let made = drafts.map { draft in
            draft.equation.split(separator: " ").map { word in
                word.hasPrefix("view.") || word.hasPrefix("root.")
                    ? String(word.dropFirst(5)) : String(word)
            }.joined(separator: " ")
        }
        #expect(made == equations)
        // Drafts make nothing.
        #expect(layout.userConstraints.isEmpty)
    }

    @Test func draftsAreOfTheView() throws {
        let (layout, root, view) = try scene()
        #expect(
            view.anchors.edges.pinDrafts(to: root).map(\.first.item.name) == [
                "view", "view", "view", "view",
            ])
        #expect(layout.userConstraints.isEmpty)
    }

    @Test func coreEdgesEqualAndLessThanOrEqual() throws {
        // Keep each layout: items refer to theirs weakly.
        let (layout, root, view) = try scene()
        let equal = try view.anchors.edges.equal(
            root, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(
            equal.map(\.equation) == [
                "view.leading == root.leading + 2", "view.trailing == root.trailing - 4",
                "view.top == root.top + 1", "view.bottom == root.bottom - 3",
            ])
        let (layout2, root2, view2) = try scene()
        let inside = try view2.anchors.edges.lessThanOrEqual(root2, insets: 5)
        #expect(
            inside.map(\.equation) == [
                "view.leading >= root.leading + 5", "view.trailing <= root.trailing - 5",
                "view.top >= root.top + 5", "view.bottom <= root.bottom - 5",
            ])
        expectFrame(layout, view, 2, 1, 369, 663)
        #expect(layout2.brokenConstraints.isEmpty)
    }

    @Test func leadingFollowsTheDirectionAndAbsoluteDoesNot() throws {
        let (layout, root, view) = try scene()
        try layout.setLayoutDirection(.rightToLeft, of: root)
        try view.anchors.edges.pin(insets: 20, alignment: .topLeading)
        expectFrame(layout, view, 255, 20, 100, 50)

        let (layout2, root2, view2) = try scene()
        try layout2.setLayoutDirection(.rightToLeft, of: root2)
        let made = try view2.anchors.edges.absolute().pin(insets: 20, alignment: .topLeading)
        #expect(
            made.map(\.equation).prefix(2) == [
                "view.left == root.left + 20", "view.right <= root.right - 20",
            ])
        expectFrame(layout2, view2, 20, 20, 100, 50)
    }

    /// The session language's `02-align-pin` scene, written with the Align DSL: the same
    /// constraints in the same order give the frames of the transcript.
    @Test func theAlignPinSessionInSwift() throws {
        let (layout, root) = try notchedPhone(height: 667)
        let card = try layout.addView(named: "card", in: root)
        try card.anchors.edges.pin(to: root.safeAreaLayoutGuide, insets: 20)
        let title = try layout.addView(
            named: "title", in: card, intrinsicSize: IntrinsicSize(width: 120, height: 21))
        try title.anchors.edges.pin(insets: 16, axis: .horizontal)
        try title.anchors.centerY.equal(card.anchors.centerY)
        let badge = try layout.addView(
            named: "badge", in: card, intrinsicSize: IntrinsicSize(width: 24, height: 24))
        let corner = try badge.anchors.edges.pin(insets: 8, alignment: .topTrailing)
        let button = try layout.addView(
            named: "button", in: card, intrinsicSize: IntrinsicSize(width: 88, height: 30))
        try button.anchors.edges.pin(alignment: .center)
        #expect(
            corner.map(\.description) == [
                "#8 badge.leading >= card.leading + 8",
                "#9 badge.trailing == card.trailing - 8",
                "#10 badge.top == card.top + 8",
                "#11 badge.bottom <= card.bottom - 8",
            ])
        expectFrame(layout, card, 20, 64, 335, 549)
        expectFrame(layout, title, 16, 264, 303, 21)
        expectFrame(layout, badge, 303, 8, 24, 24)
        expectFrame(layout, button, 123.5, 259.5, 88, 30)
        #expect(layout.userConstraints.count == 17)
        expectConsistent(layout)
    }
}
