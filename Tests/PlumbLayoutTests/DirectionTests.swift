import Testing

@testable import PlumbLayout

/// Leading and trailing follow the layout direction; left and right do not.
///
/// In right to left,
/// a leading constant counts toward the trailing side, as in UIKit.
@Suite struct DirectionTests {
    struct Row {
        let layout: Layout
        let root: View, badge: View, title: View, pinned: View, floor: View
    }

    func row(_ direction: LayoutDirection) throws -> Row {
        let (layout, root) = try phone()
        try layout.setLayoutDirection(direction, of: root)
        let badge = try layout.addView(
            named: "badge", in: root, intrinsicSize: IntrinsicSize(width: 40, height: 20))
        let title = try layout.addView(
            named: "title", in: root, intrinsicSize: IntrinsicSize(width: 100, height: 20))
        let pinned = try layout.addView(
            named: "pinned", in: root, intrinsicSize: IntrinsicSize(width: 30, height: 20))
        let floor = try layout.addView(
            named: "floor", in: root, intrinsicSize: IntrinsicSize(width: 30, height: 20))
        try layout.activate {
            badge.leading == root.leading + 10
            title.leading == badge.trailing + 8
            pinned.left == root.left + 5
            floor.leading >= root.leading + 20
            floor.leading == root.leading ~ 250
            for v in [badge, title, pinned, floor] { v.top == root.top }
        }
        return Row(
            layout: layout, root: root, badge: badge, title: title, pinned: pinned, floor: floor)
    }

    @Test(arguments: [
        (LayoutDirection.leftToRight, 10.0, 58.0, 20.0),
        (LayoutDirection.rightToLeft, 325.0, 217.0, 325.0),
    ])
    func leadingFollowsTheDirection(
        _ direction: LayoutDirection, badgeX: Double, titleX: Double, floorX: Double
    ) throws {
        let r = try row(direction)
        expectFrame(r.layout, r.badge, badgeX, 0, 40, 20)
        expectFrame(r.layout, r.title, titleX, 0, 100, 20)
        // left is left in both directions.
        expectFrame(r.layout, r.pinned, 5, 0, 30, 20)
        // An inequality on leading keeps its meaning: at least 20 in from the leading edge.
        expectFrame(r.layout, r.floor, floorX, 0, 30, 20)
        #expect(
            r.root.effectiveLayoutDirection == direction
                && r.badge.effectiveLayoutDirection == direction)
        expectConsistent(r.layout)
    }

    @Test func changingTheDirectionReReadsTheConstraints() throws {
        let r = try row(.leftToRight)
        try r.layout.setLayoutDirection(.rightToLeft, of: r.root)
        expectFrame(r.layout, r.badge, 325, 0, 40, 20)
        expectFrame(r.layout, r.title, 217, 0, 100, 20)
        expectFrame(r.layout, r.pinned, 5, 0, 30, 20)
        try r.layout.setLayoutDirection(nil, of: r.root)
        expectFrame(r.layout, r.badge, 10, 0, 40, 20)
        // The constant still takes the cheap path in RTL.
        try r.layout.setLayoutDirection(.rightToLeft, of: r.root)
        try r.layout.setConstant(30, of: try #require(r.layout.constraint(number: 1)))
        expectFrame(r.layout, r.badge, 305, 0, 40, 20)
        expectConsistent(r.layout)
    }

    @Test func theHostsDirectionDecides() throws {
        // A right-to-left card inside a left-to-right window: the card's own placement follows
        // the window, its contents follow the card.
        let (layout, root, card) = try phone(with: "card")
        let chip = try layout.addView(named: "chip", in: card)
        try layout.setLayoutDirection(.rightToLeft, of: card)
        try layout.activate {
            card.leading == root.leading + 20
            card.width == 200
            chip.leading == card.leading + 10
            chip.width == 50
        }
        expectFrame(layout, card, 20, 0, 200, 0)
        expectFrame(layout, chip, 140, 0, 50, 0)
        #expect(layout.value(of: chip, .leading) == 210)
        #expect(layout.value(of: card, .leadingMargin) == 212)
    }

    /// A multiplied position is read in the host's coordinates, mirrored in right to left:
    /// a quarter of the way in from the card's leading (right) edge.
    @Test(arguments: [(LayoutDirection.leftToRight, 50.0), (LayoutDirection.rightToLeft, 140.0)])
    func multipliersInTheMirroredHost(_ direction: LayoutDirection, chipX: Double) throws {
        let (layout, root) = try phone()
        let card = try layout.addView(
            named: "card", in: root, frame: Rect(x: 100, y: 0, width: 200, height: 50))
        let chip = try layout.addView(
            named: "chip", in: card, intrinsicSize: IntrinsicSize(width: 10, height: 10))
        try layout.setLayoutDirection(direction, of: card)
        try layout.activate {
            chip.leading == card.trailing * 0.25
            chip.top == card.top
        }
        expectFrame(layout, chip, chipX, 0, 10, 10)
        expectConsistent(layout)
    }

    @Test func marginsFollowTheDirection() throws {
        let (layout, root) = try phone()
        try layout.setLayoutDirection(.rightToLeft, of: root)
        try layout.setLayoutMargins(EdgeInsets(top: 0, left: 16, bottom: 0, right: 30), of: root)
        let label = try layout.addView(
            named: "label", in: root, intrinsicSize: IntrinsicSize(width: 50, height: 20))
        try layout.activate {
            label.leading == root.leadingMargin
            label.top == root.top
        }
        expectFrame(layout, label, 295, 0, 50, 20)
    }
}
