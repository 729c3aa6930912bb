import Testing

@testable import PlumbScript

@Suite struct DeclarationParsingTests {
    @Test(arguments: [
        ("window root 375x667", "window root 375x667"),
        ("window phone 375x812 safe 44 0 34 0", "window phone 375x812 safe 44 0 34 0"),
        ("window w 100x100 safe 10", "window w 100x100 safe 10"),
        (
            "window w 100x100 direction rtl margins 8 16 8 16",
            "window w 100x100 direction rtl margins 8 16 8 16"
        ),
        ("view button in root", "view button in root"),
        ("view free", "view free"),
        ("view title in root intrinsic 120x21", "view title in root intrinsic 120x21"),
        (
            "view title in root intrinsic 120x21 hug 251 250 resist 750 750 baseline 17",
            "view title in root intrinsic 120x21 hug 251 250 resist 750 750 baseline 17"
        ),
        ("view title intrinsic 120x_ in root", "view title in root intrinsic 120x_"),
        ("view legacy in root frame 10 10 100 50", "view legacy in root frame 10 10 100 50"),
        ("view v in root frame -10 0.5 100 50", "view v in root frame -10 0.5 100 50"),
        (
            "view v in root hug high low resist required 999.5",
            "view v in root hug high low resist required 999.5"
        ),
        ("guide spacer in root", "guide spacer in root"),
        ("set title intrinsic 200x21", "set title intrinsic 200x21"),
        ("set title intrinsic _x_", "set title intrinsic _x_"),
        ("set legacy autoresizing off", "set legacy autoresizing off"),
        ("set legacy autoresizing on", "set legacy autoresizing on"),
        ("set card margins 8 16 8 16", "set card margins 8 16 8 16"),
        ("set card margins 4 4 4 4", "set card margins 4"),
        ("set root direction rtl", "set root direction rtl"),
        ("set root direction ltr", "set root direction ltr"),
        ("set t hug 250 250", "set t hug 250 250"),
        ("set t resist 1 1000", "set t resist 1 1000"),
        ("set t baseline -3", "set t baseline -3"),
        ("set t frame 0 0 10 10", "set t frame 0 0 10 10"),
        ("set phone safe 47 0 34 0", "set phone safe 47 0 34 0"),
        ("set t intrinsic 10x10 hug 1 2 baseline 8", "set t intrinsic 10x10 hug 1 2 baseline 8"),
        ("resize root 320x568", "resize root 320x568"),
        ("move title to card", "move title to card"),
        ("remove button", "remove button"),
        ("remove #3", "remove #3"),
        ("remove wide compact #12", "remove wide compact #12"),
    ])
    func canonicalForms(source: String, canonical: String) {
        expectCanonical(source, canonical)
    }

    @Test func windowStructure() {
        guard
            case .window(let window)? = parseStatement("window phone 375x812 safe 44 0 34 0")?.kind
        else {
            Issue.record("not a window")
            return
        }
        #expect(window.name.name == "phone")
        #expect(window.size.width == 375 && window.size.height == 812)
        #expect(
            window.properties.map(\.kind) == [
                .safeArea(EdgeInsetsSyntax(top: 44, left: 0, bottom: 34, right: 0))
            ])
    }

    @Test func viewStructure() {
        let statement = parseStatement("view title in root intrinsic 120x_ hug 251 high")
        guard case .view(let view)? = statement?.kind else {
            Issue.record("not a view")
            return
        }
        #expect(view.name == NameSyntax(name: "title"))
        #expect(view.parent == NameSyntax(name: "root"))
        #expect(view.properties.count == 2)
        #expect(view.properties[0].kind == .intrinsic(SizeSyntax(width: 120, height: nil)))
        #expect(
            view.properties[1].kind
                == .hugging(
                    horizontal: PrioritySyntax(kind: .value(251)),
                    vertical: PrioritySyntax(kind: .named(.high))
                ))
        #expect(view.properties[1].range.start.column == 36)
        #expect(statement?.range.start.column == 1)
        #expect(statement?.range.end.column == 48)
    }

    @Test func keywordsAreNamesWhereContextAllows() {
        expectCanonical("view view in window", "view view in window")
        expectCanonical("view in in root", "view in in root")
        expectCanonical("guide guide in in", "guide guide in in")
        expectCanonical("move to to to", "move to to to")
        expectCanonical("window.width == 10", "window.width == 10")
        expectCanonical("remove remove", "remove remove")
    }

    @Test(arguments: [
        ("window 1️⃣375x667", "expected a window name after 'window'"),
        ("window root1️⃣", "expected a size such as '375x667' after 'root'"),
        (
            "window root 1️⃣375x_",
            "'_' is only allowed in an intrinsic size; give both a width and a height"
        ),
        (
            "window root 10x10 1️⃣intrinsic 5x5",
            "'intrinsic' is not a property of 'window'; use 'set' for it"
        ),
        ("view a in root 1️⃣safe 1", "'safe' is not a property of 'view'; use 'set' for it"),
        ("view a in root 1️⃣hgu 1 1", "unknown property 'hgu' for 'view'; did you mean 'hug'?"),
        ("view a in root hug 1 1 1️⃣hug 2 2", "'hug' is given twice"),
        ("view a in root 1️⃣in b", "'in' is given twice"),
        (
            "view a in root hug 251 1️⃣1001",
            "priority '1001' is out of range; priorities lie between 1 and 1000"
        ),
        (
            "view a in root hug 1️⃣0 0",
            "priority '0' is out of range; priorities lie between 1 and 1000"
        ),
        (
            "view a in root hug 1 1️⃣hihg",
            "unknown priority 'hihg'; did you mean 'high'?; use a number from 1 to 1000, 'required', 'high', 'low' or 'fittingSize'"
        ),
        (
            "view a in root intrinsic 1️⃣120",
            "expected a size such as '120x21' or '120x_' after 'intrinsic'"
        ),
        ("view a in root frame 1 2 3 1️⃣x", "expected the height after the width"),
        ("guide g1️⃣", "expected 'in' and the view that owns the guide"),
        ("guide g in1️⃣", "expected a view name after 'in'"),
        ("set t1️⃣", "expected a property after 't', such as 'intrinsic 200x21'"),
        ("set t autoresizing 1️⃣maybe", "expected 'on' or 'off' after 'autoresizing'"),
        ("set t margins 1️⃣1 2 3", "'margins' takes one number or four (top left bottom right)"),
        (
            "set t direction 1️⃣rlt",
            "unknown direction 'rlt'; did you mean 'rtl'?; use 'ltr' or 'rtl'"
        ),
        ("resize root 1️⃣320", "expected a size such as '320x568' after 'root'"),
        ("move title 1️⃣card", "expected 'to' and the new superview after 'title'"),
        ("remove1️⃣", "expected a name or a constraint number after 'remove'"),
        ("remove a 1️⃣5", "expected a name or a constraint number"),
        ("view a in root 1️⃣, b", "expected a property such as 'intrinsic'"),
        ("window w 1x1 1️⃣, b", "expected a property such as 'safe'"),
        ("view a in root 1️⃣--json", "unexpected '--json'; only queries take options"),
        ("undo 1️⃣--json", "'undo' takes no arguments"),
        ("a.width == 1 1️⃣--json", "unexpected '--json'; only queries take options"),
    ])
    func errors(marked: String, message: String) {
        expectError(marked, message)
    }

    @Test func frameAndMarginsPositionsInTheirRanges() {
        guard case .set(let set)? = parseStatement("set t margins 1 2 3 4")?.kind,
            case .margins(let insets) = set.properties.first?.kind
        else {
            Issue.record("not margins")
            return
        }
        #expect(insets.range.start.column == 15)
        #expect(insets.range.end.column == 22)
        #expect(set.properties.first?.range.start.column == 7)
    }
}
