import Testing

@testable import PlumbLayout

/// Attributes as solver expressions: what the debugger reads to explain a value.
@Suite struct AttributeTests {
    @Test(arguments: [
        (LayoutAttribute.left, 20.0), (.right, 120.0), (.centerX, 70.0), (.width, 100.0),
        (.top, 30.0), (.bottom, 80.0), (.centerY, 55.0), (.height, 50.0),
        (.leading, 20.0), (.trailing, 120.0), (.firstBaseline, 80.0), (.lastBaseline, 80.0),
        (.leftMargin, 28.0), (.rightMargin, 112.0), (.topMargin, 38.0), (.bottomMargin, 72.0),
        (.leadingMargin, 28.0), (.trailingMargin, 112.0), (.centerXWithinMargins, 70.0),
        (.centerYWithinMargins, 55.0),
    ])
    func valuesInWindowCoordinates(_ attribute: LayoutAttribute, _ expected: Double) throws {
        let (layout, root) = try phone()
        let box = try layout.addView(
            named: "box", in: root, frame: Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(isClose(layout.value(of: box, attribute), expected))
        // Asking never makes the margins guide; using the attribute does, with the same value.
        #expect(box.existingMarginsGuide == nil)
        let guide = box.layoutMarginsGuide
        if let base = attribute.marginBase {
            #expect(isClose(layout.value(of: guide, base), expected))
        }
        #expect(isClose(layout.value(of: box, attribute), expected))
    }

    @Test func baselines() throws {
        let (layout, root) = try phone()
        let title = try layout.addView(
            named: "title", in: root, intrinsicSize: IntrinsicSize(width: 120, height: 21),
            firstBaselineOffset: 17, lastBaselineOffset: 17)
        let field = try layout.addView(
            named: "field", in: root, intrinsicSize: IntrinsicSize(width: 100, height: 30))
        try layout.activate {
            title.left == root.left + 20
            title.top == root.top + 100
            field.left == title.right + 8
            field.firstBaseline == title.firstBaseline
        }
        // Without an offset, a baseline is the bottom: field.bottom == 117.
        expectFrame(layout, field, 148, 87, 100, 30)
        try layout.setBaselineOffsets(first: 21, last: 21, of: field)
        expectFrame(layout, field, 148, 96, 100, 30)
        try layout.setBaselineOffsets(first: 14, last: 14, of: title)
        expectFrame(layout, field, 148, 93, 100, 30)
        expectConsistent(layout)
    }

    @Test func viewsMadeWhole() throws {
        let (layout, root) = try phone()
        let hugging = AxisPriorities(horizontal: try Priority(251), vertical: .low)
        let title = try layout.addView(
            named: "title", in: root, intrinsicSize: IntrinsicSize(width: 120, height: 21),
            hugging: hugging, firstBaselineOffset: 17)
        #expect(title.contentHugging == hugging)
        #expect(title.systemConstraint(.contentHugging(.horizontal))?.priority.value == 251)
        #expect(title.firstBaselineOffset == 17 && title.lastBaselineOffset == nil)
        #expect(
            layoutError {
                _ = try layout.addView(named: "bad", in: root, firstBaselineOffset: .nan)
            }
                == .nonFinite(what: "the first baseline offset of 'bad'"))
        #expect(layout.item(named: "bad") == nil)
        try layout.setCompressionResistance(
            AxisPriorities(horizontal: .required, vertical: .high), of: title)
        #expect(title.systemConstraint(.compressionResistance(.horizontal))?.priority == .required)
    }

    @Test func frameExpressionsAreInSuperviewTerms() throws {
        let (layout, root) = try phone()
        let card = try layout.addView(
            named: "card", in: root, frame: Rect(x: 50, y: 60, width: 200, height: 100))
        let chip = try layout.addView(
            named: "chip", in: card, frame: Rect(x: 5, y: 6, width: 10, height: 10))
        let f = layout.frameExpressions(of: chip)
        #expect(
            isClose(layout.solver.value(of: f.x), 5) && isClose(layout.solver.value(of: f.y), 6))
        #expect(f.x.terms.map(\.variable) == [chip.frameVariables.minX, card.frameVariables.minX])
        #expect(
            layout.frameExpressions(of: root).x.terms.map(\.variable) == [root.frameVariables.minX])
        let guide = card.layoutMarginsGuide
        #expect(isClose(layout.solver.value(of: layout.frameExpressions(of: guide).x), 8))
        #expect(layout.item(for: chip.frameVariables.height)?.item === chip)
        #expect(layout.item(for: chip.frameVariables.height)?.component == .height)
        #expect(layout.item(for: guide.frameVariables.minY)?.item === guide)
        #expect(layout.solver.name(of: guide.frameVariables.minY) == "card.margins.minY")
    }

    @Test func solverConstraintOfAConstraint() throws {
        let (layout, _, text, button) = try phone(with: "text", and: "button")
        let c = try layout.activate(text.right == button.left - 22).constraints[0]
        let built = try #require(layout.solverConstraint(for: c))
        #expect(built.relation == .equal && built.priority == .required)
        // text.minX + text.width − button.minX + 22 == 0
        #expect(built.expression.constant == 22)
        #expect(
            Set(built.expression.terms.map(\.variable)) == [
                text.frameVariables.minX, text.frameVariables.width, button.frameVariables.minX,
            ])
        let id = try #require(c.solverID)
        #expect(layout.solver.constraint(id) == built)
    }
}
