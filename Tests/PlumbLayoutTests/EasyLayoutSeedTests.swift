import Testing

@testable import PlumbLayout

/// The Easy Layout seed (Frank Krueger's gist): a text field and a button in a row, 22 points
/// from the edges and from each other, 44 from the top; the button 88 wide.
///
/// At 375 points the
/// button sits at x = 375 − 22 − 88 = 265 and the text field fills 22…243.
@Suite struct EasyLayoutSeedTests {
    struct Seed {
        let layout: Layout
        let root: View
        let text: View
        let button: View
        let report: LayoutReport
    }

    /// UIKit's intrinsic heights: a rounded text field 30, a system button 30.
    func seed() throws -> Seed {
        let (layout, root, button, text) = try phone(
            with: "button", IntrinsicSize(width: 74, height: 30), and: "text",
            IntrinsicSize(width: nil, height: 30))
        let report = try layout.activate {
            button.width == 88
            button.right == root.right - 22
            button.top == root.top + 44
            text.left == root.left + 22
            text.right == button.left - 22
            text.top == button.top
            text.width >= button.width * 0.5 + 5
        }
        return Seed(layout: layout, root: root, text: text, button: button, report: report)
    }

    @Test func framesAt375() throws {
        let s = try seed()
        #expect(!s.report.hasConflicts)
        expectFrame(s.layout, s.root, 0, 0, 375, 667)
        expectFrame(s.layout, s.button, 265, 44, 88, 30)
        expectFrame(s.layout, s.text, 22, 44, 221, 30)
        expectConsistent(s.layout)
    }

    @Test(arguments: [
        (Size(width: 320, height: 568), 210.0, 166.0),
        (Size(width: 414, height: 896), 304.0, 260.0),
        (Size(width: 375, height: 667), 265.0, 221.0),
    ])
    func resizingTheWindowMovesTheRow(size: Size, buttonX: Double, textWidth: Double) throws {
        let s = try seed()
        let report = try s.layout.resize(s.root, to: size)
        #expect(!report.hasConflicts)
        expectFrame(s.layout, s.root, 0, 0, size.width, size.height)
        expectFrame(s.layout, s.button, buttonX, 44, 88, 30)
        expectFrame(s.layout, s.text, 22, 44, textWidth, 30)
        expectConsistent(s.layout)
    }

    @Test func tooNarrowAWindowBreaksTheWidthInequality() throws {
        let s = try seed()
        // text.width = W − 154 must stay >= 49: below 203 points it cannot.
        let report = try s.layout.resize(s.root, to: Size(width: 180, height: 667))
        let conflict = try #require(report.conflicts.first)
        #expect(conflict.broken.number == 7)
        #expect(conflict.culprit.systemKind == .windowFrame(.width))
        #expect(s.layout.brokenConstraints.map(\.number) == [7])
        expectFrame(s.layout, s.root, 0, 0, 180, 667)
        let back = try s.layout.resize(s.root, to: Size(width: 375, height: 667))
        #expect(back.restored.map(\.number) == [7])
        #expect(s.layout.brokenConstraints.isEmpty)
        expectConsistent(s.layout)
    }

    @Test func constraintsAreNumberedAndRememberTheirLines() throws {
        let s = try seed()
        let made = s.report.constraints
        #expect(made.map(\.number) == Array(1...7))
        let lines = made.compactMap { c -> Int? in
            if case .source(let file, let line) = c.origin,
                file.hasSuffix("EasyLayoutSeedTests.swift")
            {
                return line
            }
            return nil
        }
        #expect(lines.count == 7)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $1 == $0 + 1 })
        #expect(made.allSatisfy { $0.isActive && $0.host === s.root || $0.host === s.button })
        #expect(made[6].equation == "text.width >= button.width * 0.5 + 5")
        #expect(made[1].description == "#2 button.right == root.right - 22")
    }

    @Test func priorityOperatorAndLabels() throws {
        let (layout, root, a) = try phone(with: "a")
        let report = try layout.activate {
            a.width == 88 ~ 750
            a.width == 100 ~ .low
            (a.height == 20).labeled("tall")
            a.left == root.left
            a.top == root.top
        }
        let made = report.constraints
        #expect(made[0].priority == .high)
        #expect(made[1].priority == .low)
        #expect(made[0].description == "#1 a.width == 88 @750")
        #expect(layout.constraint(labeled: "tall") === made[2])
        #expect(made[2].description == "#3 tall: a.height == 20")
        expectFrame(layout, a, 0, 0, 88, 20)
        // An invalid priority is caught when the equation is made, not by the operator.
        #expect(layoutError { try layout.activate { a.width == 50 ~ 0 } } == .invalidPriority(0))
        #expect(layout.userConstraints.count == 5)
    }

    @Test func builderControlFlow() throws {
        let (layout, root) = try phone()
        var labels: [View] = []
        for name in ["l0", "l1", "l2"] {
            labels.append(
                try layout.addView(
                    named: name, in: root, intrinsicSize: IntrinsicSize(width: 50, height: 20)))
        }
        let compact = true
        try layout.activate {
            labels[0].left == root.left + 10
            for (a, b) in zip(labels, labels.dropFirst()) {
                b.left == a.right + 8
            }
            for label in labels { label.top == root.top }
            if compact {
                labels[0].width == 40
            } else {
                labels[0].width == 60
            }
        }
        expectFrame(layout, labels[0], 10, 0, 40, 20)
        expectFrame(layout, labels[1], 58, 0, 50, 20)
        expectFrame(layout, labels[2], 116, 0, 50, 20)
    }

    @Test func anEquationAloneDoesNothing() throws {
        let (layout, _, a) = try phone(with: "a")
        let draft = a.width == 10
        #expect(layout.userConstraints.isEmpty)
        let c = try layout.makeConstraint(draft)
        #expect(!c.isActive && c.number == 1)
        try layout.activate(c)
        #expect(c.isActive)
        expectFrame(layout, a, 0, 0, 10, 0)
    }

    @Test func multipliersAndDivision() throws {
        let (layout, root, card) = try phone(with: "card")
        try layout.activate {
            card.left == root.left + 20
            card.top == root.top + 20
            card.width == root.width - 40
            card.height == card.width / 2
        }
        expectFrame(layout, card, 20, 20, 335, 167.5)
        #expect(
            layoutError { try layout.activate { card.height == card.width / 0 } }
                == .nonFinite(what: "the multiplier"))
    }

    @Test func positionMultipliersAreReadInTheHostsCoordinates() throws {
        let (layout, root, card) = try phone(with: "card")
        let dot = try layout.addView(named: "dot", in: card)
        try layout.activate {
            card.left == root.left + 100
            card.width == 200
            card.top == root.top
            card.height == 100
            dot.width == 10
            dot.height == 10
            dot.top == card.top
            // Held by card: card.right is 200 in card's coordinates, so centerX is 100 there.
            dot.centerX == card.right * 0.5
        }
        expectFrame(layout, dot, 95, 0, 10, 10)
        #expect(isClose(layout.frameInWindow(of: dot).x, 195))
    }
}
