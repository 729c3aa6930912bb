import Testing

@testable import PlumbLayout

/// `ConstraintDraft.constraints(withVisualFormat:options:metrics:views:)`: Apple's entry
/// point, with constraints worked out by hand from Apple's grammar.
@Suite struct VisualFormatDSLTests {
    struct Fixture {
        let layout = Layout()
        let root: View
        let a: View
        let b: View
        let c: View

        init() throws {
            root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
            a = try layout.addView(named: "a", in: root)
            b = try layout.addView(named: "b", in: root)
            c = try layout.addView(named: "c", in: a)
        }

        var views: [String: any LayoutItem] { ["a": a, "b": b, "c": c] }
        static let metrics: [String: Double] = ["pad": 16, "low": 250, "side": 44]

        func equations(
            _ format: String, _ options: VisualFormatOptions = []
        ) throws -> [String] {
            try ConstraintDraft.constraints(
                withVisualFormat: format, options: options, metrics: Self.metrics, views: views
            ).map { draft in
                draft.equation + (draft.priority == 1000 ? "" : " @\(formatNumber(draft.priority))")
                    + (draft.isStandardSpacing ? " (standard)" : "")
            }
        }
    }

    @Test(arguments: [
        (
            "H:|-[a]-[b]-|",
            [
                "a.leading == root.leading + 20 (standard)",
                "b.leading == a.trailing + 8 (standard)",
                "root.trailing == b.trailing + 20 (standard)",
            ]
        ),
        ("V:|[a][b]", ["a.top == root.top", "b.top == a.bottom"]),
        ("H:|-pad-[a(side)]", ["a.leading == root.leading + 16", "a.width == 44"]),
        ("[a(>=side@low,<=100)]", ["a.width >= 44 @250", "a.width <= 100"]),
        ("[a(==b)]", ["a.width == b.width"]),
        ("[a]->=0-[b]", ["b.leading >= a.trailing"]),
        ("[a]-0@999-[b]", ["b.leading == a.trailing @999"]),
        ("[a]-<=pad@low-[b]", ["b.leading <= a.trailing + 16 @250"]),
        ("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"]),
        ("[a]--5-[b]", ["b.leading == a.trailing - 5"]),
        ("[a(.5)]-8.-[b]", ["a.width == 0.5", "b.leading == a.trailing + 8"]),
        (
            " H : | - ( >= 8 , <= pad ) - [ a ] ",
            [
                "a.leading >= root.leading + 8", "a.leading <= root.leading + 16",
            ]
        ),
        ("V:[superview]-(<=1)-[b]", ["b.top <= root.bottom + 1"]),
        ("H:[superview]-(<=1)-[c]", ["c.leading <= a.trailing + 1"]),
    ])
    func forms(_ format: String, _ expected: [String]) throws {
        #expect(try Fixture().equations(format) == expected)
    }

    @Test func options() throws {
        let f = try Fixture()
        #expect(
            try f.equations("H:[a]-[b]", [.alignAllTop, .alignAllCenterY]) == [
                "b.leading == a.trailing + 8 (standard)", "a.top == b.top",
                "a.centerY == b.centerY",
            ])
        #expect(
            try f.equations("H:|-[a]-(>=pad)-[b]|", .directionRightToLeft) == [
                "root.right == a.right + 20 (standard)", "a.left >= b.right + 16",
                "b.left == root.left",
            ])
        #expect(
            try f.equations("H:|[a]", .directionLeftToRight) == ["a.left == root.left"])
        // One view along the axis: nothing to align, as Apple does.
        #expect(try f.equations("H:|[a]|", .alignAllLeft).count == 2)
        #expect(
            try f.equations("V:[superview]-(<=1)-[b]", .alignAllCenterX) == [
                "b.top <= root.bottom + 1", "root.centerX == b.centerX",
            ])
        #expect(VisualFormatOptions.alignAllCenterY.rawValue == 1 << 10)
        #expect(VisualFormatOptions.directionRightToLeft.rawValue == 2 << 16)
    }

    @Test func theDictionariesDecideAndMetricsWin() throws {
        let f = try Fixture()
        let drafts = try ConstraintDraft.constraints(
            withVisualFormat: "[a(==b)]", metrics: ["b": 30], views: f.views)
        #expect(drafts.map(\.equation) == ["a.width == 30"])
    }

    @Test(arguments: [
        ("H:|-[x]", "unknown view 'x'; did you mean 'a'?", 5),
        (
            "H:|-padd-[a]",
            "unknown metric 'padd': add it to the metrics dictionary; did you mean 'pad'?", 4
        ),
        ("[a(==bb)]", "unknown metric or view 'bb'; did you mean 'b'?", 3),
        ("[a(10@big)]", "unknown metric 'big': add it to the metrics dictionary", 3),
        ("[a(10@2000)]", "priority 2000.0 is out of range; priorities lie between 1 and 1000", 3),
        ("H:|-[a]-", "expected a spacing, a view or '|' after '-'", 8),
        ("H:[a", "expected ']' or '(' after the view name", 4),
        ("H:[a] x", "unexpected 'x' after the format", 6),
        ("H:[a]-(8-[b]", "expected ',' or ')' after the predicate", 8),
    ])
    func errors(_ format: String, _ message: String, _ offset: Int) throws {
        let f = try Fixture()
        do {
            _ = try ConstraintDraft.constraints(
                withVisualFormat: format, metrics: Fixture.metrics, views: f.views)
            Issue.record("accepted \(format)")
        } catch {
            #expect(error.message == message)
            #expect(error.offset == offset)
        }
    }

    @Test func alignmentAlongTheFormatIsRefused() throws {
        let f = try Fixture()
        #expect(throws: VisualFormatError.self) {
            try f.equations("H:[a]-[b]", .alignAllLeft)
        }
    }

    @Test func theDraftsActivateAndLayOut() throws {
        let f = try Fixture()
        try f.layout.activate(
            ConstraintDraft.constraints(
                withVisualFormat: "H:|-pad-[a]-pad-|", metrics: ["pad": 16], views: f.views)
                + ConstraintDraft.constraints(
                    withVisualFormat: "V:|-[a(side)]", metrics: ["side": 44], views: f.views),
            origin: .source(file: "test.swift", line: 1))
        #expect(f.layout.frame(of: f.a) == Rect(x: 16, y: 20, width: 343, height: 44))
    }

    /// Random strings over VFL's alphabet: every one is accepted or refused with an offset
    /// inside the string, never a crash.
    @Test func randomStringsNeverCrash() throws {
        let f = try Fixture()
        let pieces = [
            "H:", "V:", "|", "-", "[a]", "[b]", "[c]", "[superview]", "(", ")", "==", "<=", ">=",
            "@", ",", "8", "-8", ".5", "pad", "low", "x", " ", "[a(", "]", "e", "1e9",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2000 {
            let format = (0..<(1 + next(10))).map { _ in pieces[next(pieces.count)] }.joined()
            do {
                _ = try ConstraintDraft.constraints(
                    withVisualFormat: format,
                    options: VisualFormatOptions(rawValue: UInt(next(1 << 18))),
                    metrics: Fixture.metrics, views: f.views)
            } catch {
                #expect(error.offset >= 0 && error.offset <= format.count, "\(format)")
            }
        }
    }
}
