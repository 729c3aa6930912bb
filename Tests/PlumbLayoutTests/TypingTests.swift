import Testing

@testable import PlumbLayout

/// NSLayoutAnchor's typing rules, checked at run time for every path that is not typed (the
/// session language, drafts, `makeConstraint(item:…)`).
///
/// In the equation DSL the axis rules are
/// compile-time: `a.left == b.top` and `a.left == 10` do not type-check.
@Suite struct TypingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let first: LayoutAttribute
        let second: LayoutAttribute?
        let multiplier: Double
        let expected: LayoutError?
        var testDescription: String {
            "\(first) vs \(second.map(\.rawValue) ?? "constant") ×\(formatNumber(multiplier))"
        }
    }

    static func name(_ item: String, _ attribute: LayoutAttribute) -> AttributeName {
        AttributeName(item: item, attribute: attribute)
    }

    static let cases: [Case] = [
        Case(
            first: .left, second: .top, multiplier: 1,
            expected: .incompatibleAttributes(name("a", .left), name("b", .top))),
        Case(
            first: .left, second: .width, multiplier: 1,
            expected: .incompatibleAttributes(name("a", .left), name("b", .width))),
        Case(
            first: .width, second: .centerX, multiplier: 1,
            expected: .incompatibleAttributes(name("a", .width), name("b", .centerX))),
        Case(
            first: .firstBaseline, second: .leading, multiplier: 1,
            expected: .incompatibleAttributes(name("a", .firstBaseline), name("b", .leading))),
        Case(
            first: .height, second: .bottom, multiplier: 1,
            expected: .incompatibleAttributes(name("a", .height), name("b", .bottom))),
        Case(
            first: .topMargin, second: .leftMargin, multiplier: 1,
            expected: .incompatibleAttributes(name("a", .topMargin), name("b", .leftMargin))),
        Case(
            first: .leading, second: .left, multiplier: 1,
            expected: .mixedDirections(name("a", .leading), name("b", .left))),
        Case(
            first: .right, second: .trailing, multiplier: 1,
            expected: .mixedDirections(name("a", .right), name("b", .trailing))),
        Case(
            first: .leadingMargin, second: .right, multiplier: 1,
            expected: .mixedDirections(name("a", .leadingMargin), name("b", .right))),
        Case(
            first: .left, second: .trailingMargin, multiplier: 1,
            expected: .mixedDirections(name("a", .left), name("b", .trailingMargin))),
        Case(
            first: .left, second: nil, multiplier: 1,
            expected: .positionToConstant(name("a", .left))),
        Case(
            first: .centerY, second: nil, multiplier: 1,
            expected: .positionToConstant(name("a", .centerY))),
        Case(
            first: .lastBaseline, second: nil, multiplier: 1,
            expected: .positionToConstant(name("a", .lastBaseline))),
        Case(
            first: .left, second: .left, multiplier: 0, expected: .zeroMultiplier(name("a", .left))),
        // Allowed.
        Case(first: .width, second: .height, multiplier: 2, expected: nil),
        Case(first: .width, second: nil, multiplier: 1, expected: nil),
        Case(first: .height, second: .width, multiplier: 0, expected: nil),
        Case(first: .leading, second: .centerX, multiplier: 1, expected: nil),
        Case(first: .left, second: .leftMargin, multiplier: 1, expected: nil),
        Case(first: .trailing, second: .leadingMargin, multiplier: 1, expected: nil),
        Case(first: .firstBaseline, second: .lastBaseline, multiplier: 1, expected: nil),
        Case(first: .centerXWithinMargins, second: .right, multiplier: 0.5, expected: nil),
    ]

    @Test(arguments: cases)
    func typingRule(_ c: Case) throws {
        let (layout, _, a, b) = try phone(with: "a", and: "b")
        let draft = ConstraintDraft(
            ItemAttribute(a, c.first), .equal, c.second.map { ItemAttribute(b, $0) },
            multiplier: c.multiplier, constant: 10)
        let error = layoutError { try layout.activate([draft], origin: .shell(entry: 1)) }
        #expect(error == c.expected)
        // A refused draft consumes no number and changes nothing.
        #expect(layout.userConstraints.count == (c.expected == nil ? 1 : 0))
        if c.expected != nil {
            let next = try layout.makeConstraint(a.width == 1)
            #expect(next.number == 1)
        }
    }

    @Test(arguments: [
        LayoutAttribute.leftMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline,
    ])
    func guidesHaveNoMarginsOrBaselines(_ attribute: LayoutAttribute) throws {
        let (layout, root) = try phone()
        let spacer = try layout.addGuide(named: "spacer", in: root)
        let second: LayoutAttribute = attribute.kind == .xPosition ? .left : .top
        let draft = ConstraintDraft(
            ItemAttribute(spacer, attribute), .equal, ItemAttribute(root, second))
        #expect(
            layoutError { try layout.activate([draft], origin: .shell(entry: 1)) }
                == .attributeUnavailable(AttributeName(item: "spacer", attribute: attribute)))
    }

    @Test func messagesSayWhy() {
        let a = AttributeName(item: "a", attribute: .leading)
        let b = AttributeName(item: "b", attribute: .left)
        #expect(
            LayoutError.mixedDirections(a, b).description
                == "cannot relate 'a.leading' to 'b.left': leading/trailing and left/right never mix in one constraint; use leading/trailing for both or neither"
        )
        let top = AttributeName(item: "b", attribute: .top)
        #expect(
            LayoutError.incompatibleAttributes(b, top).description
                == "cannot relate 'b.left' to 'b.top': x-axis positions relate only to x-axis positions"
        )
        #expect(
            LayoutError.positionToConstant(b).description.hasPrefix(
                "'b.left' is a position and cannot be related to a bare constant"))
        #expect(
            LayoutError.invalidName("superview").description
                == "'superview' is reserved for the superview of an item")
        let errors: [LayoutError] = [
            .incompatibleAttributes(a, top), .zeroMultiplier(b), .attributeUnavailable(b),
            .noCommonAncestor(nil, first: "a", second: "c"), .duplicateName("a", existing: .view),
            .numberOutOfRange(what: "the constant", value: 1e8), .invalidPriority(0),
            .requiredPriorityChange(
                ConstraintReference(
                    number: 3, identifier: nil, systemKind: nil, equation: "a.width == 1"),
                from: .required, to: .high),
        ]
        for e in errors {
            let text = e.description
            #expect(!text.hasSuffix("."), "\(text)")
            #expect(text.first.map { !$0.isUppercase } ?? false, "\(text)")
        }
    }

    @Test func numbersAndPriorities() throws {
        let (layout, root, a) = try phone(with: "a")
        #expect(
            layoutError { try layout.activate(a.width == .nan) } == .nonFinite(what: "the constant")
        )
        #expect(
            layoutError { try layout.activate(a.width == 1e8) }
                == .numberOutOfRange(what: "the constant", value: 1e8))
        #expect(layoutError { try layout.activate(a.width == 10 ~ 1001) } == .invalidPriority(1001))
        #expect(layoutError { try layout.activate(a.width == 10 ~ -5) } == .invalidPriority(-5))
        #expect(
            layoutError {
                _ = try layout.addView(
                    named: "b", in: root, frame: Rect(x: 0, y: 0, width: -1, height: 5))
            }
                == .negativeSize(what: "the width of 'b'", value: -1))
        #expect(
            layoutError {
                _ = try layout.addWindow(named: "w", size: Size(width: .infinity, height: 1))
            }
                == .nonFinite(what: "the width of 'w'"))
        #expect(layout.userConstraints.isEmpty)
        #expect(layout.item(named: "b") == nil)
    }

    @Test func oneNamespaceForViewsGuidesGroupsAndLabels() throws {
        let (layout, root, a) = try phone(with: "a")
        _ = try layout.addGuide(named: "g", in: root)
        try layout.activate((a.width == 10).labeled("wide"))
        _ = try layout.makeGroup(named: "compact")
        #expect(
            layoutError { _ = try layout.addView(named: "root", in: root) }
                == .duplicateName("root", existing: .view))
        #expect(
            layoutError { _ = try layout.addView(named: "g", in: root) }
                == .duplicateName("g", existing: .guide))
        #expect(
            layoutError { _ = try layout.addGuide(named: "wide", in: root) }
                == .duplicateName("wide", existing: .label))
        #expect(
            layoutError { try layout.activate((a.height == 1).labeled("compact")) }
                == .duplicateName("compact", existing: .group))
        #expect(
            layoutError { _ = try layout.makeGroup(named: "a") }
                == .duplicateName("a", existing: .view))
        #expect(
            layoutError {
                try layout.activate {
                    (a.height == 1).labeled("x")
                    (a.height == 2).labeled("x")
                }
            }
                == .duplicateName("x", existing: .label))
        for bad in ["", "1a", "a-b", "a.b", "superview", "é"] {
            #expect(
                layoutError { _ = try layout.addView(named: bad, in: root) } == .invalidName(bad))
        }
        #expect(Layout.isValidName("_a1"))
        // Removing a labeled constraint frees its label.
        try layout.remove(try #require(layout.constraint(labeled: "wide")))
        _ = try layout.addView(named: "wide", in: root)
    }

    @Test func itemsOfAnotherLayoutOrRemoved() throws {
        let (layout, root) = try phone()
        let (other, otherRoot) = try phone()
        let a = try layout.addView(named: "a", in: root)
        let b = try other.addView(named: "b", in: otherRoot)
        #expect(layoutError { try layout.activate(a.width == b.width) } == .foreignItem("b"))
        #expect(
            layoutError { _ = try layout.addView(named: "c", in: otherRoot) }
                == .foreignItem("root"))
        try layout.remove(a)
        #expect(layoutError { try layout.activate(a.width == 1) } == .itemRemoved("a"))
        #expect(
            layoutError { try layout.setIntrinsicContentSize(.none, of: a) } == .itemRemoved("a"))
    }
}
