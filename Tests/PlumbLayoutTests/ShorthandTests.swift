import Testing

@testable import PlumbLayout

/// The AutoLayoutShorthand seed: one dictionary entry per constraint, `"ATTRIBUTE RELATION":
/// value`; bad keys are thrown errors naming the key; a dictionary's entries are made in a
/// fixed order.
@Suite struct ShorthandTests {
    /// A phone with a `header` 64 points tall and an `icon`.
    static func scene() throws -> (layout: Layout, root: View, header: View, icon: View) {
        try phone(with: "header", IntrinsicSize(width: nil, height: 64), and: "icon")
    }

    /// ALS's README example: the icon at the superview's top-left corner, kIconWidth ×
    /// kIconHeight (here 32 × 32).
    @Test func readmeExample() throws {
        let s = try Self.scene()
        let made = try s.icon.addConstraints([
            "left ==": .superview,
            "width ==": 32,
            "top ==": .superview,
            "height ==": 32,
        ])
        #expect(
            made.map(\.description) == [
                "#1 icon.left == root.left",
                "#2 icon.top == root.top",
                "#3 icon.width == 32",
                "#4 icon.height == 32",
            ])
        expectFrame(s.layout, s.icon, 0, 0, 32, 32)
    }

    /// The session language's `03-shorthand-icon` scene: an icon 16 points in, 10 below a
    /// header, and a label beside it, centered on it.
    @Test func theIconBelowAHeader() throws {
        let s = try Self.scene()
        try s.header.addConstraints([
            "leading ==": .superview, "trailing ==": .superview, "top ==": .superview,
        ])
        let line = #line + 1
        let made = try s.icon.addConstraints([
            "left ==": .superview + 16,
            "width ==": 32,
            "top ==": s.header.bottom + 10 ~ 750,
            "height ==": 32,
        ])
        let label = try s.layout.addView(
            named: "label", in: s.root, intrinsicSize: IntrinsicSize(width: 160, height: 21))
        let beside = try label.addConstraints(["left ==": s.icon.right + 8, "centerY ==": s.icon])
        #expect(
            made.map(\.description) == [
                "#4 icon.left == root.left + 16",
                "#5 icon.top == header.bottom + 10 @750",
                "#6 icon.width == 32",
                "#7 icon.height == 32",
            ])
        #expect(
            beside.map(\.description) == [
                "#8 label.left == icon.right + 8", "#9 label.centerY == icon.centerY",
            ])
        expectFrame(s.layout, s.header, 0, 0, 375, 64)
        expectFrame(s.layout, s.icon, 16, 74, 32, 32)
        expectFrame(s.layout, label, 56, 79.5, 160, 21)
        #expect(
            made.allSatisfy {
                $0.origin == .source(file: "PlumbLayoutTests/ShorthandTests.swift", line: line)
            })
        expectConsistent(s.layout)
    }

    @Test func valuesPrioritiesMultipliersAndConstants() throws {
        let s = try Self.scene()
        let made = try s.icon.addConstraints(
            [
                "width ==": .superview * 0.5 + 3,
                "width == @750": 40,
                "width <=": Shorthand(constant: 300, priority: 250),
                "height ==": s.icon.width,
                "top ==": Shorthand(s.header.bottom, constant: 10, priority: 750),
                "bottom <=": s.root.safeAreaLayoutGuide,
                "centerX ==": Shorthand(s.root, multiplier: 1, constant: -8),
                "baseline >=": s.header.bottom ~ .low,
                "height >=": 12.5 ~ 10,
            ] as [String: any ShorthandValue], activate: false)
        #expect(
            made.map(\.description) == [
                "#1 icon.top == header.bottom + 10 @750",
                "#2 icon.bottom <= root.safeArea.bottom",
                "#3 icon.width == root.width * 0.5 + 3",
                "#4 icon.width == 40 @750",
                "#5 icon.width <= 300 @250",
                "#6 icon.height == icon.width",
                "#7 icon.height >= 12.5 @10",
                "#8 icon.centerX == root.centerX - 8",
                "#9 icon.lastBaseline >= header.bottom @250",
            ])
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test(
        arguments: [
            (
                "widht ==", DSLError.unknownAttribute("widht", key: "widht =="),
                "unknown attribute 'widht' in key 'widht =='; did you mean 'width'?"
            ),
            (
                "Width >=", .unknownAttribute("Width", key: "Width >="),
                "unknown attribute 'Width' in key 'Width >='; did you mean 'width'?"
            ),
            (
                "centreY ==", .unknownAttribute("centreY", key: "centreY =="),
                "unknown attribute 'centreY' in key 'centreY =='; did you mean 'centerY'?"
            ),
            (
                "colour ==", .unknownAttribute("colour", key: "colour =="),
                "unknown attribute 'colour' in key 'colour =='"
            ),
            (
                "width =>", .unknownRelation("=>", key: "width =>"),
                "unknown relation '=>' in key 'width =>'; did you mean '>='?"
            ),
            (
                "width !=", .unknownRelation("!=", key: "width !="),
                "unknown relation '!=' in key 'width !='; use '==', '>=' or '<='"
            ),
            (
                "width", .malformedKey("width"),
                "cannot read the key 'width': write 'ATTRIBUTE RELATION', as in 'width >=', "
                    + "optionally followed by a priority, as in 'width >= @750'"
            ),
            ("== 3", .malformedKey("== 3"), nil),
            ("width == 750", .malformedKey("width == 750"), nil),
            ("width == @high", .malformedKey("width == @high"), nil),
            ("", .malformedKey(""), nil),
        ] as [(String, DSLError, String?)])
    func badKeysAreThrownWithTheKey(key: String, expected: DSLError, message: String?) throws {
        let s = try Self.scene()
        let error = dslError { try s.icon.addConstraints(["height ==": 10, key: 32]) }
        #expect(error == expected)
        if let message { #expect(error?.description == message) }
        #expect(s.layout.userConstraints.isEmpty)
    }

    @Test func entriesTheLayoutRefusesNameTheirKey() throws {
        let s = try Self.scene()
        let before = s.layout.solver.constraintCount
        let icon = AttributeName(item: "icon", attribute: .left)
        let position = dslError { try s.icon.addConstraints(["width ==": 32, "left ==": 16]) }
        #expect(position == .invalidEntry(key: "left ==", .positionToConstant(icon)))
        #expect(position?.description.hasPrefix("in 'left ==': 'icon.left' is a position") == true)
        #expect(
            dslError { try s.icon.addConstraints(["top ==": s.header.left]) }
                == .invalidEntry(
                    key: "top ==",
                    .incompatibleAttributes(
                        AttributeName(item: "icon", attribute: .top),
                        AttributeName(item: "header", attribute: .left))))
        #expect(
            dslError { try s.root.addConstraints(["left ==": .superview]) }
                == .invalidEntry(key: "left ==", .isAWindow("root")))
        #expect(
            dslError { try s.icon.addConstraints(["width == @0": 3]) }
                == .invalidEntry(key: "width == @0", .invalidPriority(0)))
        #expect(
            dslError { try s.icon.addConstraints(["width == @750": 32 ~ 250]) }
                == .conflictingPriorities(key: "width == @750"))
        #expect(s.layout.userConstraints.isEmpty)
        #expect(s.layout.solver.constraintCount == before)
        try s.layout.remove(s.icon)
        #expect(
            dslError { try s.icon.addConstraints(["width ==": 32]) }
                == .invalidEntry(key: "width ==", .itemRemoved("icon")))
    }

    @Test func aDictionaryIsMadeInTheSameOrderHoweverItWasBuilt() throws {
        let entries: [(String, any ShorthandValue)] = [
            ("top ==", Shorthand.superview + 20), ("height <=", 200),
            ("left ==", Shorthand.superview),
            ("width == @750", 120), ("centerY >=", Shorthand.superview), ("width >=", 44),
            ("height >=", 44), ("width ==", Shorthand.superview * 0.5),
            ("bottom <=", Shorthand.superview - 8),
        ]
        var seen: [[String]] = []
        for rotation in 0..<entries.count {
            let (layout, root) = try phone()
            let view = try layout.addView(named: "view", in: root)
            var dictionary: [String: any ShorthandValue] = [:]
            for (key, value) in entries[rotation...] + entries[..<rotation] {
                dictionary[key] = value
            }
            seen.append(try view.addConstraints(dictionary).map(\.description))
        }
        let distinct = Set(seen.map { $0.joined(separator: "\n") })
        #expect(distinct.count == 1)
        #expect(
            seen[0] == [
                "#1 view.left == root.left",
                "#2 view.top == root.top + 20",
                "#3 view.bottom <= root.bottom - 8",
                "#4 view.width == root.width * 0.5",
                "#5 view.width == 120 @750",
                "#6 view.width >= 44",
                "#7 view.height >= 44",
                "#8 view.height <= 200",
                "#9 view.centerY >= root.centerY",
            ])
    }

    @Test func guidesTakeShorthandToo() throws {
        let (layout, root) = try phone()
        let column = try layout.addGuide(named: "column", in: root)
        try column.addConstraints([
            "leading ==": .superview + 20, "width ==": 100, "top ==": .superview,
            "bottom ==": .superview,
        ])
        #expect(isClose(layout.frame(of: column), Rect(x: 20, y: 0, width: 100, height: 667)))
    }
}
