import Testing

@testable import PlumbScript

@Suite struct ConstraintParsingTests {
    @Test(arguments: [
        ("button.width == 88", "button.width == 88"),
        ("button.right == root.right - 22", "button.right == root.right - 22"),
        ("text.right == button.left - 22", "text.right == button.left - 22"),
        ("text.width >= button.width * 0.5 + 5 @750", "text.width >= button.width * 0.5 + 5 @750"),
        ("wide: text.width <= root.width @high", "wide: text.width <= root.width @high"),
        ("card.height == card.width / 2", "card.height == card.width / 2"),
        ("card.height == card.width / 3", "card.height == card.width / 3"),
        ("card.height == 2 * card.width", "card.height == card.width * 2"),
        ("card.height == -1 * card.width + 4", "card.height == card.width * -1 + 4"),
        ("title.center == card.center", "title.center == card.center"),
        ("avatar.size == 40x40", "avatar.size == 40x40"),
        ("a.edges == superview.edges", "a.edges == superview.edges"),
        (
            "a.width == 10 && a.height == 20 && b.left == a.right + 8",
            "a.width == 10 && a.height == 20 && b.left == a.right + 8"
        ),
        ("a.width==10&&a.height==20", "a.width == 10 && a.height == 20"),
        ("a.left == b.left + -5", "a.left == b.left - 5"),
        ("a.left == b.left - -5", "a.left == b.left + 5"),
        ("a.left == b.left + 0", "a.left == b.left"),
        ("a.width == -5", "a.width == -5"),
        ("a.width == +5", "a.width == 5"),
        ("a.width == 0.25", "a.width == 0.25"),
        ("a.width == 1e-05", "a.width == 1e-05"),
        ("a.width == 10 @1", "a.width == 10 @1"),
        ("a.width == 10 @1000", "a.width == 10 @1000"),
        ("a.width == 10 @750.5", "a.width == 10 @750.5"),
        ("a.width == 10 @required", "a.width == 10 @required"),
        ("a.width == 10 @low", "a.width == 10 @low"),
        ("a.width == 10 @fittingSize", "a.width == 10 @fittingSize"),
        ("a.top == root.safeArea.top + 8", "a.top == root.safeArea.top + 8"),
        ("a.leading == superview.margins.leading", "a.leading == superview.margins.leading"),
        ("a.leading == root.leadingMargin", "a.leading == root.leadingMargin"),
        ("a.centerXWithinMargins == b.centerX", "a.centerXWithinMargins == b.centerX"),
        ("a.baseline == b.firstBaseline", "a.lastBaseline == b.firstBaseline"),
        ("root.margins.left == a.left", "root.margins.left == a.left"),
        ("w: a.width == 1 && h: a.height == 2", "w: a.width == 1 && h: a.height == 2"),
        ("a.width == b.height * 2 @250", "a.width == b.height * 2 @250"),
        ("a.width == 10 &&\n  a.height == 20", "a.width == 10 && a.height == 20"),
        ("a.width == 10 && # comment\n a.height == 20", "a.width == 10 && a.height == 20"),
        ("a.width == inf.width", "a.width == inf.width"),
    ])
    func equationForms(source: String, canonical: String) {
        expectCanonical(source, canonical)
    }

    @Test func equationStructure() {
        guard
            case .constraints(let chain)? = parseStatement(
                "wide: text.width >= 2 * root.margins.width - 5 @high")?.kind,
            let constraint = chain.first
        else {
            Issue.record("not a constraint")
            return
        }
        #expect(constraint.label?.name == "wide")
        #expect(constraint.first.item == ItemSyntax(named: "text"))
        #expect(constraint.first.attribute.kind == .single(.width))
        #expect(constraint.relation == .greaterThanOrEqual)
        guard case .term(let term) = constraint.second.kind else {
            Issue.record("not a term")
            return
        }
        #expect(term.item == ItemSyntax(named: "root", guide: .margins))
        #expect(term.attribute?.kind == .single(.width))
        #expect(term.multiplier == 2)
        #expect(term.constant == -5)
        #expect(constraint.priority?.value == 750)
        #expect(constraint.range.start.column == 1)
        #expect(constraint.first.attribute.range.start.column == 12)
        #expect(term.range.start.column == 21)
    }

    @Test func rightHandSidesKeepTheirRanges() {
        let statements = parseStatements(
            "a.width == -12 @750; a.size == 40x40; a.left == 2 * b.left + 1")
        let ranges = statements.compactMap { statement -> SourceRange? in
            guard case .constraints(let chain) = statement.kind else { return nil }
            return chain.first?.second.range
        }
        #expect(ranges.map(\.start.column) == [12, 32, 49])
        #expect(ranges.map(\.end.column) == [15, 37, 63])
    }

    @Test func superviewIsItsOwnBase() throws {
        let term = try #require(rightHandTerm("a.left == superview.left"))
        #expect(term.item.base == .superview)
    }

    @Test func divisionKeepsItsForm() throws {
        let term = try #require(rightHandTerm("a.width == b.width / 4"))
        #expect(term.scale == .dividedBy(4))
        #expect(term.multiplier == 0.25)
    }

    @Test(arguments: [
        (
            "icon { left == superview, width == 32, top == header.bottom + 10 @750, height == 32 }",
            "icon { left == superview, width == 32, top == header.bottom + 10 @750, height == 32 }"
        ),
        ("icon {left==superview}", "icon { left == superview }"),
        ("icon { left == superview, }", "icon { left == superview }"),
        (
            "icon {\n  left == superview,\n  width == 32\n}",
            "icon { left == superview, width == 32 }"
        ),
        (
            "icon { center == superview, size == 40x40 }",
            "icon { center == superview, size == 40x40 }"
        ),
        ("icon { w: width == superview * 0.5 @low }", "icon { w: width == superview * 0.5 @low }"),
        ("icon { top == superview.safeArea + 8 }", "icon { top == superview.safeArea + 8 }"),
        (
            "icon { leading == label.trailing + 8, width >= 10 }",
            "icon { leading == label.trailing + 8, width >= 10 }"
        ),
    ])
    func shorthandForms(source: String, canonical: String) {
        expectCanonical(source, canonical)
    }

    @Test func shorthandExpandsToEquations() {
        guard
            case .shorthand(let block)? = parseStatement(
                "icon { left == superview, width == header.width / 2 @750 }")?.kind
        else {
            Issue.record("not a shorthand block")
            return
        }
        #expect(
            block.constraints.map(\.description) == [
                "icon.left == superview.left", "icon.width == header.width / 2 @750",
            ])
    }

    @Test func shorthandEndsItsLine() {
        let statements = parseStatements("icon { left == superview }\nicon.width == 3")
        #expect(statements.count == 2)
    }

    @Test(arguments: [
        ("text.1️⃣widht == 20", "unknown attribute 'widht'; did you mean 'width'?"),
        ("text.width == button.1️⃣heigth", "unknown attribute 'heigth'; did you mean 'height'?"),
        ("text.1️⃣centery == 3", "unknown attribute 'centery'; did you mean 'centerY'?"),
        ("text.1️⃣frobnicate == 3", "unknown attribute 'frobnicate'"),
        (
            "text.width == root.1️⃣safearea.top",
            "unknown attribute 'safearea'; did you mean 'safeArea'?"
        ),
        ("text 1️⃣== 20", "expected '.' and an attribute after 'text'"),
        ("text. 1️⃣== 20", "expected an attribute such as 'width' or 'leading'"),
        ("text.width 1️⃣20", "expected a relation: '==', '<=' or '>='"),
        ("text.width 1️⃣= 20", "'=' is not a relation; use '==' for equality"),
        ("text.width ==1️⃣", "expected a number or an item such as 'root.width' after '=='"),
        ("text.width == 1️⃣@750", "expected a number or an item such as 'root.width' after '=='"),
        ("text.width == b 1️⃣+ 2", "expected '.' and an attribute after 'b'"),
        (
            "text.width == b.width * 2 1️⃣* 3",
            "unexpected '*'; separate statements with ';' or a new line"
        ),
        ("text.width == 2 * b.width 1️⃣* 3", "the multiplier is given twice"),
        ("text.width == b.width / 1️⃣0", "division by zero"),
        ("text.width == b.width / 1️⃣-0", "division by zero"),
        ("text.width == b.width *1️⃣", "expected a number after '*'"),
        ("text.width == b.width +1️⃣", "expected a number after '+'"),
        ("text.width == 10 @1️⃣", "expected a priority after '@', such as '750' or 'high'"),
        (
            "text.width == 10 @1️⃣1001",
            "priority '1001' is out of range; priorities lie between 1 and 1000"
        ),
        (
            "text.width == 10 @1️⃣-1",
            "priority '-1' is out of range; priorities lie between 1 and 1000"
        ),
        (
            "text.width == 10 @1️⃣hihg",
            "unknown priority 'hihg'; did you mean 'high'?; use a number from 1 to 1000, 'required', 'high', 'low' or 'fittingSize'"
        ),
        ("text.width == 1️⃣inf", "'inf' is not a finite number"),
        ("text.width == 1️⃣NaN", "'NaN' is not a finite number"),
        (
            "text.width == 1️⃣99999999",
            "number '99999999' is out of range; magnitudes above 10000000 are not allowed"
        ),
        ("text.width == 10 1️⃣20", "unexpected '20'; separate statements with ';' or a new line"),
        ("text.width == 10 && 1️⃣20", "expected an item and an attribute, such as 'button.width'"),
        (
            "a.size == 1️⃣40x_",
            "'_' is only allowed in an intrinsic size; give both a width and a height"
        ),
        ("icon { 1️⃣lfet == superview }", "unknown attribute 'lfet'; did you mean 'left'?"),
        ("icon { left == superview 1️⃣width == 3 }", "expected ',' or '}' after the entry"),
        ("icon { 1️⃣}", "expected an entry such as 'width == 32' in the block of 'icon'"),
        ("group 1️⃣{ a.width == 1 }", "expected a group name after 'group'"),
        (
            "1️⃣22",
            "expected a command or a constraint; a constraint starts with an item such as 'button.width'"
        ),
        ("1️⃣windw root 10x10", "unknown command 'windw'; did you mean 'window'?"),
        ("1️⃣}", "unexpected '}' without a matching '{'"),
        ("a.width == 1 1️⃣}", "unexpected '}' without a matching '{'"),
        ("1️⃣X:|[a]|", "unknown orientation 'X'; use 'H' or 'V'"),
        ("1️⃣#3", "expected a command before '#3', such as 'show #3'"),
    ])
    func errors(marked: String, message: String) {
        expectError(marked, message)
    }

    @Test func unknownAttributeOffersAFixIt() {
        let errors = parseErrors("text.widht == 20")
        #expect(errors.first?.id == .unknownAttribute)
        #expect(errors.first?.fixIts.first?.replacement == "width")
        #expect(
            errors.first?.fixIts.first.map { $0.applied(to: "text.widht == 20") }
                == "text.width == 20")
    }

    @Test func aFailedLinkFailsTheWholeChain() {
        guard case .complete(let script) = Parser.parse("a.width == 1 && a.heigth == 2") else {
            Issue.record("incomplete")
            return
        }
        #expect(script.statements.isEmpty)
        #expect(script.diagnostics.count == 1)
    }
}

/// The right-hand side of the first constraint in `source`, recording an issue when that is
/// not a term.
private func rightHandTerm(
    _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> TermSyntax? {
    guard
        case .constraints(let chain)? = parseStatement(source, sourceLocation: sourceLocation)?.kind,
        case .term(let term) = chain.first?.second.kind
    else {
        Issue.record("not a term", sourceLocation: sourceLocation)
        return nil
    }
    return term
}
