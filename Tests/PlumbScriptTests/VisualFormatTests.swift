import Testing

@testable import PlumbScript

/// VFL cases from Apple's grammar (reference/apple-autolayout.md §9).
@Suite struct VisualFormatTests {
    @Test(arguments: [
        ("H:|-22-[text]-22-[button(88)]-22-|", "H:|-22-[text]-22-[button(88)]-22-|"),
        ("V:|-44-[button]", "V:|-44-[button]"),
        (
            "H:|-[a(>=80@750)]-[b(==a)]-| align centerY",
            "H:|-[a(>=80@750)]-[b(==a)]-| align centerY"
        ),
        ("[a][b]", "[a][b]"),
        ("|[a]|", "|[a]|"),
        ("V:|[a]|", "V:|[a]|"),
        ("H:[a]", "H:[a]"),
        ("[b1(==b2)]", "[b1(==b2)]"),
        ("[b(>=70,<=100)]", "[b(>=70,<=100)]"),
        ("[b(100@20)]", "[b(100@20)]"),
        ("[b(100@high)]", "[b(100@high)]"),
        ("[a(b)]", "[a(b)]"),
        ("[a(==b@250)]", "[a(==b@250)]"),
        ("|-(20)-[a]", "|-20-[a]"),
        ("[a]-(>=8)-[b]", "[a]-(>=8)-[b]"),
        ("[a]-(>=8@750,<=20)-[b]", "[a]-(>=8@750,<=20)-[b]"),
        ("[a]-(-8)-[b]", "[a]-(-8)-[b]"),
        ("[a]-(==8)-[b]", "[a]-(==8)-[b]"),
        ("[a]-0-[b]", "[a]-0-[b]"),
        ("[a]-[b]-[c]", "[a]-[b]-[c]"),
        ("[a]-|", "[a]-|"),
        ("[a]|", "[a]|"),
        ("|-[a]", "|-[a]"),
        ("H: | - [ a ] - |", "H:|-[a]-|"),
        ("V:[a]-8.5-[b]", "V:[a]-8.5-[b]"),
        ("H:|[a][b]| align top bottom", "H:|[a][b]| align top bottom"),
        ("H:[a]-[b] align baseline", "H:[a]-[b] align lastBaseline"),
        (
            "V:[a]-[b] align leading trailing centerX left right",
            "V:[a]-[b] align leading trailing centerX left right"
        ),
        (
            "H:[a][b] align firstBaseline lastBaseline centerY",
            "H:[a][b] align firstBaseline lastBaseline centerY"
        ),
        ("[view]-[window]", "[view]-[window]"),
        // Metrics, wherever a number goes.
        ("H:|-pad-[a]-pad-|", "H:|-pad-[a]-pad-|"),
        ("|-(pad)-[a]", "|-pad-[a]"),
        ("[a]-(>=pad@750)-[b]", "[a]-(>=pad@750)-[b]"),
        ("[a(>=w@prio,<=max)]", "[a(>=w@prio,<=max)]"),
        ("[a(w@high)]", "[a(w@high)]"),
        // Apple's lenient forms: a relation and a priority on a bare spacing.
        ("[a]->=0-[b]", "[a]-(>=0)-[b]"),
        ("H:|-[a]->=0-[b]-|", "H:|-[a]-(>=0)-[b]-|"),
        ("[a]-<=pad-[b]", "[a]-(<=pad)-[b]"),
        ("[a]-==8-[b]", "[a]-(==8)-[b]"),
        ("[a]-0@999-[b]", "[a]-(0@999)-[b]"),
        ("[a]->=pad@low-[b]", "[a]-(>=pad@low)-[b]"),
        ("[a]--8-[b]", "[a]-(-8)-[b]"),
        ("[a(.5)]-8.-[b]", "[a(0.5)]-8-[b]"),
        ("|-(>=0)-[a]-(>=0)-|", "|-(>=0)-[a]-(>=0)-|"),
        ("V:[superview]-(<=1)-[x] align centerX", "V:[superview]-(<=1)-[x] align centerX"),
        ("H: |  -  [ a ( >= 50 , <= 100 ) ]  ->=  8  -  |", "H:|-[a(>=50,<=100)]-(>=8)-|"),
        // Options: Plumb's words and Apple's names.
        ("H:[a]-[b] alignAllCenterY", "H:[a]-[b] align centerY"),
        ("H:[a]-[b] alignAllBaseline", "H:[a]-[b] align lastBaseline"),
        ("H:[a]-[b] direction rightToLeft", "H:[a]-[b] direction rightToLeft"),
        (
            "H:[a]-[b] alignAllTop directionLeftToRight",
            "H:[a]-[b] align top direction leftToRight"
        ),
        ("H:[a]-[b] directionLeadingToTrailing", "H:[a]-[b] direction leadingToTrailing"),
    ])
    func canonicalForms(source: String, canonical: String) {
        expectCanonical(source, canonical)
    }

    @Test func structure() {
        guard
            case .visualFormat(let format)? = parseStatement(
                "H:|-[a(>=80@750)]-(>=8)-[b(==a)]| align centerY")?.kind
        else {
            Issue.record("not VFL")
            return
        }
        #expect(format.orientation == .horizontal)
        #expect(format.leadingSuperview?.kind == .standard)
        #expect(format.views.map(\.name.name) == ["a", "b"])
        #expect(format.connections.count == 1)
        #expect(format.trailingSuperview?.kind == .flush)
        #expect(format.alignments.map(\.attribute) == [.centerY])
        let first = format.views[0].predicates
        #expect(first.count == 1)
        #expect(first[0].relation == .greaterThanOrEqual)
        #expect(first[0].object == .constant(80))
        #expect(first[0].priority?.value == 750)
        #expect(format.views[1].predicates[0].object == .view(NameSyntax(name: "a")))
        guard case .spacing(let spacing) = format.connections[0].kind else {
            Issue.record("not a spacing")
            return
        }
        #expect(spacing[0].effectiveRelation == .greaterThanOrEqual)
        #expect(format.views[1].range.start.column == 25)
        #expect(format.connections[0].range.start.column == 18)
    }

    @Test func orientationIsOptional() {
        guard case .visualFormat(let format)? = parseStatement("[a]-[b]")?.kind else {
            Issue.record("not VFL")
            return
        }
        #expect(format.orientation == nil)
        #expect(format.effectiveOrientation == .horizontal)
        #expect(format.leadingSuperview == nil && format.trailingSuperview == nil)
    }

    @Test func labelsNamedHOrVAreNotVisualFormat() {
        guard case .constraints(let chain)? = parseStatement("H: a.width == 1")?.kind else {
            Issue.record("not a constraint")
            return
        }
        #expect(chain.first?.label?.name == "H")
    }

    @Test(arguments: [
        ("H:|-[a]-1️⃣", "expected a spacing such as '8' or '(>=8)', or a view, after '-'"),
        ("H:|-[a1️⃣", "expected ']' or '(' after the view name"),
        ("H:|-[a(80)1️⃣", "expected ']' to close the view"),
        ("H:|-[a(1️⃣)]", "expected a number, a metric or a view name"),
        ("H:|-[a(>=80 1️⃣<=100)]", "expected ',' or ')' after the predicate"),
        ("H:|-(1️⃣)-[b]", "expected a number or a metric name"),
        (
            "H:|-[a]-| 1️⃣wat",
            "expected an option such as 'align centerY' or 'direction leftToRight', or the end of the statement"
        ),
        (
            "H:[a] direction 1️⃣upward",
            "unknown direction 'upward'; use leadingToTrailing, leftToRight or rightToLeft"
        ),
        (
            "H:[a] 1️⃣directionLeftToRigth",
            "unknown direction 'directionLeftToRigth'; did you mean 'leftToRight'?; use leadingToTrailing, leftToRight or rightToLeft"
        ),
        ("H:[a] 1️⃣alignAllCentreY", "unknown alignment 'alignAllCentreY'; did you mean 'centerY'?"),
        ("H:[a]->=1️⃣[b]", "expected a number or a metric name"),
        ("H:[a]-8@1️⃣-[b]", "expected a priority after '@', such as '750', 'high' or a metric"),
        ("H:|-8 1️⃣[b]", "expected '-' after the spacing"),
        ("H:|-(8) 1️⃣[b]", "expected '-' after the spacing predicates"),
        ("H:|1️⃣", "expected a view such as '[button]' after '|'"),
        ("H:1️⃣-[a]", "expected a view such as '[button]'"),
        ("H:[1️⃣]", "expected a view name after '['"),
        ("H:|[a]| align1️⃣", "expected an alignment such as 'centerY' after 'align'"),
        ("H:|[a]| align 1️⃣centre", "unknown alignment 'centre'; did you mean 'centerX'?"),
        ("H:|[a]| align 1️⃣width", "unknown alignment 'width'"),
        ("H:[a(1️⃣@750)]", "expected a number, a metric or a view name"),
        ("H:[a(>=1️⃣inf)]", "'inf' is not a finite number"),
        ("H:[a(80@1️⃣2000)]", "priority '2000' is out of range; priorities lie between 1 and 1000"),
        ("H:|[a]|1️⃣-[b]", "unexpected '-'; separate statements with ';' or a new line"),
        ("H:[a]-1️⃣--[b]", "expected a spacing such as '8' or '(>=8)', or a view, after '-'"),
        ("H:[a] [1️⃣", "expected a view name after '['"),
    ])
    func errors(marked: String, message: String) {
        expectError(marked, message)
    }
}
