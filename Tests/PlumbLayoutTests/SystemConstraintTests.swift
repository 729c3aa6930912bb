import Testing

@testable import PlumbLayout

/// The constraints the layout makes itself: sizes never negative, intrinsic size, window
/// frames, margins and safe area (only once referenced).
@Suite struct SystemConstraintTests {
    @Test func sizesAreNeverNegative() throws {
        let (layout, root, a) = try phone(with: "a")
        // UIKit's real log: `UIView.width == -16` alone is a conflict, because of width >= 0.
        let report = try layout.activate(a.width == -16)
        let conflict = try #require(report.conflicts.first)
        #expect(conflict.members.compactMap(\.systemKind) == [.nonNegativeSize(.horizontal)])
        #expect(conflict.broken.number == 1)
        #expect(layout.frame(of: a).width == 0)
        // Guides have the same rule: a guide is a rectangle too.
        let g = try layout.addGuide(named: "g", in: root)
        let guideReport = try layout.activate(g.width == -16)
        let guideConflict = try #require(guideReport.conflicts.first)
        #expect(guideConflict.members.compactMap(\.systemKind) == [.nonNegativeSize(.horizontal)])
        #expect(layout.frame(of: g).width == 0)
    }

    /// Two labels side by side in a row filled edge to edge: the one that hugs less grows.
    @Test(
        arguments: [
            (251.0, 250.0, 100.0, 267.0), (250.0, 251.0, 267.0, 100.0), (250.0, 250.0, nil, nil),
        ] as [(Double, Double, Double?, Double?)])
    func hugging(firstHug: Double, secondHug: Double, firstWidth: Double?, secondWidth: Double?)
        throws
    {
        let (layout, root, first, second) = try phone(
            with: "first", IntrinsicSize(width: 100, height: 21), and: "second",
            IntrinsicSize(width: 100, height: 21))
        try layout.setContentHugging(try Priority(firstHug), for: .horizontal, of: first)
        try layout.setContentHugging(try Priority(secondHug), for: .horizontal, of: second)
        try layout.activate {
            first.left == root.left
            second.left == first.right + 8
            second.right == root.right
            first.top == root.top
            second.top == root.top
        }
        let w1 = layout.frame(of: first).width
        let w2 = layout.frame(of: second).width
        #expect(isClose(w1 + w2, 367))
        if let firstWidth, let secondWidth {
            #expect(isClose(w1, firstWidth))
            #expect(isClose(w2, secondWidth))
        } else {
            // Equal hugging: the extra 167 points go to either; the total error is the same.
            #expect(min(w1, w2) >= 100 - tolerance)
        }
        #expect(layout.frame(of: first).height == 21)
    }

    @Test func compressionResistanceDecidesWhoShrinks() throws {
        let (layout, root, a, b) = try phone(
            with: "a", IntrinsicSize(width: 300, height: 21), and: "b",
            IntrinsicSize(width: 300, height: 21))
        try layout.setCompressionResistance(try Priority(751), for: .horizontal, of: b)
        try layout.activate {
            a.left == root.left
            b.left == a.right
            b.right == root.right
        }
        #expect(isClose(layout.frame(of: b).width, 300))
        #expect(isClose(layout.frame(of: a).width, 75))
    }

    @Test func intrinsicSizeChangesInPlace() throws {
        let (layout, root, title) = try phone(with: "title", IntrinsicSize(width: 120, height: 21))
        try layout.activate {
            title.left == root.left
            title.top == root.top
        }
        let hug = try #require(title.systemConstraint(.contentHugging(.horizontal)))
        #expect(hug.equation == "title.width <= 120" && hug.priority == .low)
        #expect(hug.description == "[intrinsic width (hugging)] title.width <= 120 @250")
        #expect(hug.systemKind?.appleClassName == "NSContentSizeLayoutConstraint")
        try layout.setIntrinsicContentSize(IntrinsicSize(width: 200, height: nil), of: title)
        #expect(title.systemConstraint(.contentHugging(.horizontal)) === hug)
        #expect(hug.constant == 200)
        #expect(title.systemConstraint(.contentHugging(.vertical)) == nil)
        expectFrame(layout, title, 0, 0, 200, 0)
        // A required hugging priority moves the constraint between required and optional.
        try layout.setContentHugging(.required, for: .horizontal, of: title)
        #expect(hug.priority == .required && hug.isActive)
        try layout.setContentHugging(.low, for: .horizontal, of: title)
        #expect(hug.priority == .low && hug.isActive)
        try layout.setIntrinsicContentSize(.none, of: title)
        #expect(hug.isRemoved)
        expectConsistent(layout)
    }

    @Test func windowFrameCarriesApplesIdentifiers() throws {
        let (_, root) = try phone()
        let width = try #require(root.systemConstraint(.windowFrame(.width)))
        #expect(width.identifier == "UIView-Encapsulated-Layout-Width")
        #expect(width.equation == "root.width == 375")
        #expect(
            root.systemConstraint(.windowFrame(.height))?.identifier
                == "UIView-Encapsulated-Layout-Height")
        #expect(SystemConstraintKind.autoresizing(.minX).autoresizingMask == "h=--& v=--&")
        #expect(
            SystemConstraintKind.autoresizing(.width).appleClassName
                == "NSAutoresizingMaskLayoutConstraint")
        #expect(
            SystemConstraintKind.layoutMargin(.left).appleIdentifier
                == "UIView-leftMargin-guide-constraint")
        #expect(
            SystemConstraintKind.safeArea(.bottom).appleIdentifier
                == "UIViewSafeAreaLayoutGuide-bottom")
    }

    @Test func marginsExistOnlyOnceReferenced() throws {
        let (layout, root, label) = try phone(with: "label")
        let count = layout.solver.constraintCount
        #expect(root.existingMarginsGuide == nil && label.existingMarginsGuide == nil)
        #expect(root.existingSafeAreaGuide == nil)
        // Asking for a value makes nothing.
        #expect(layout.value(of: root, .leftMargin) == 8)
        #expect(layout.value(of: root, .trailingMargin) == 367)
        #expect(root.existingMarginsGuide == nil && layout.solver.constraintCount == count)
        try layout.activate {
            label.left == root.leftMargin
            label.trailing == root.trailingMargin
            label.top == root.topMargin
            label.height == 20
        }
        let guide = try #require(root.existingMarginsGuide)
        #expect(
            guide.name == "root.margins" && guide.kind.appleIdentifier == "UIViewLayoutMarginsGuide"
        )
        #expect(label.existingMarginsGuide == nil)
        let ids = root.systemConstraints.compactMap { c -> String? in
            if case .layoutMargin = c.systemKind { return c.identifier }
            return nil
        }
        #expect(
            ids == [
                "UIView-topMargin-guide-constraint", "UIView-leftMargin-guide-constraint",
                "UIView-bottomMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
            ])
        expectFrame(layout, label, 8, 8, 359, 20)
        expectFrame(layout, guide, 8, 8, 359, 651)
        try layout.setLayoutMargins(EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), of: root)
        expectFrame(layout, label, 16, 0, 343, 20)
        expectConsistent(layout)
    }

    /// A 1-point hairline must never become unsatisfiable because of margins nobody asked
    /// for; and even with its margins guide made, guides have no size rule to break.
    @Test func hairlineNeverConflictsWithMargins() throws {
        let (layout, root, hairline) = try phone(with: "hairline")
        var report = try layout.activate {
            hairline.height == 1
            hairline.width == 1
            hairline.left == root.left
            hairline.top == root.top
        }
        #expect(!report.hasConflicts && hairline.existingMarginsGuide == nil)
        let dot = try layout.addView(named: "dot", in: hairline)
        report = try layout.activate {
            dot.top == hairline.topMargin
            dot.left == hairline.leftMargin
        }
        #expect(!report.hasConflicts)
        #expect(layout.brokenConstraints.isEmpty)
        #expect(isClose(layout.frame(of: hairline.layoutMarginsGuide).height, -15))
    }

    @Test func safeAreaIsAGuideOnceReferenced() throws {
        let (layout, root) = try notchedPhone(height: 812)
        let content = try layout.addView(named: "content", in: root)
        #expect(root.existingSafeAreaGuide == nil)
        let safe = root.safeAreaLayoutGuide
        #expect(safe.name == "root.safeArea")
        try layout.activate {
            content.top == safe.top
            content.bottom == safe.bottom
            content.left == root.leftMargin
            content.right == root.rightMargin
        }
        expectFrame(layout, safe, 0, 44, 375, 734)
        expectFrame(layout, content, 8, 44, 359, 734)
        // Margins are measured from the safe area.
        #expect(layout.value(of: root, .topMargin) == 52)
        try layout.setSafeAreaInsets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), of: root)
        expectFrame(layout, content, 8, 20, 359, 792)
        expectConsistent(layout)
    }
}
