import Testing

@testable import PlumbScript

/// Equations, composites, shorthand blocks, VFL and `pin`: the constraints each makes and the
/// frames that follow.
@Suite struct InterpreterConstraintTests {
    static let phone = """
        window root 375x667
        view a in root
        view b in root
        """

    /// The constraints `entry` makes, one description per line.
    func made(_ entry: String, setup: String = phone) -> [String] {
        let session = makeSession(setup)
        let text = succeed(session, entry)
        return text.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        ("a.width == 88", ["#1 a.width == 88"]),
        ("a.right == root.right - 22", ["#1 a.right == root.right - 22"]),
        ("a.width >= b.width * 0.5 + 5 @750", ["#1 a.width >= b.width * 0.5 + 5 @750"]),
        ("a.width == 2 * b.width", ["#1 a.width == b.width * 2"]),
        ("a.height == a.width / 4", ["#1 a.height == a.width * 0.25"]),
        ("wide: a.width <= root.width @high", ["#1 wide: a.width <= root.width @750"]),
        ("a.left == superview.left + 8", ["#1 a.left == root.left + 8"]),
        ("a.top == root.safeArea.top", ["#1 a.top == root.safeArea.top"]),
        ("a.leading == root.margins.leading", ["#1 a.leading == root.margins.leading"]),
        ("a.center == b.center", ["#1 a.centerX == b.centerX", "#2 a.centerY == b.centerY"]),
        ("a.size == 40x30", ["#1 a.width == 40", "#2 a.height == 30"]),
        ("a.size == b.size * 2", ["#1 a.width == b.width * 2", "#2 a.height == b.height * 2"]),
        ("a.size == 10", ["#1 a.width == 10", "#2 a.height == 10"]),
        (
            "a.edges == b.edges",
            [
                "#1 a.top == b.top", "#2 a.left == b.left", "#3 a.bottom == b.bottom",
                "#4 a.right == b.right",
            ]
        ),
        ("a.width == 10 && a.height == 20 @low", ["#1 a.width == 10", "#2 a.height == 20 @250"]),
        ("a { left == superview, width == 32 }", ["#1 a.left == root.left", "#2 a.width == 32"]),
        (
            "a { top == b.bottom + 10 @750, height == b }",
            ["#1 a.top == b.bottom + 10 @750", "#2 a.height == b.height"]
        ),
    ])
    func equations(_ entry: String, _ expected: [String]) {
        #expect(made(entry) == expected)
    }

    @Test func theEasyLayoutSeedLaysOutAsInUIKit() {
        let session = makeSession(
            """
            window root 375x667
            view button in root intrinsic 74x30
            view text in root intrinsic _x30
            button.width == 88; button.right == root.right - 22; button.top == root.top + 44
            text.left == root.left + 22; text.right == button.left - 22; text.top == button.top
            text.width >= button.width * 0.5 + 5
            """)
        #expect(frame(session, "button") == "(265, 44, 88, 30)")
        #expect(frame(session, "text") == "(22, 44, 221, 30)")
    }

    // MARK: - VFL

    @Test(arguments: [
        (
            "H:|-[a]-[b]-|",
            [
                "#1 a.leading == root.leading + 20", "#2 b.leading == a.trailing + 8",
                "#3 root.trailing == b.trailing + 20",
            ]
        ),
        (
            "H:|[a][b]|",
            [
                "#1 a.leading == root.leading", "#2 b.leading == a.trailing",
                "#3 root.trailing == b.trailing",
            ]
        ),
        ("V:|-44-[a(30)]", ["#1 a.top == root.top + 44", "#2 a.height == 30"]),
        ("[a(>=80@750,<=120)]", ["#1 a.width >= 80 @750", "#2 a.width <= 120"]),
        ("[a(==b)]", ["#1 a.width == b.width"]),
        (
            "H:[a]-(>=8,<=20@750)-[b]",
            ["#1 b.leading >= a.trailing + 8", "#2 b.leading <= a.trailing + 20 @750"]
        ),
        ("[a]-(-5)-[b]", ["#1 b.leading == a.trailing - 5"]),
        ("V:[a]-10-[b]-|", ["#1 b.top == a.bottom + 10", "#2 root.bottom == b.bottom + 20"]),
        (
            "H:[a]-[b] align top centerY",
            ["#1 b.leading == a.trailing + 8", "#2 a.top == b.top", "#3 a.centerY == b.centerY"]
        ),
        ("V:[a][b] align leading", ["#1 b.top == a.bottom", "#2 a.leading == b.leading"]),
    ])
    func visualFormat(_ entry: String, _ expected: [String]) {
        #expect(made(entry) == expected)
    }

    @Test func aFormRowSharesTheWidth() {
        let session = makeSession(Self.phone)
        succeed(session, "H:|-22-[a]-22-[b(88)]-22-|")
        succeed(session, "V:|-44-[a(30)]; V:|-44-[b(30)]")
        #expect(frame(session, "a") == "(22, 44, 221, 30)")
        #expect(frame(session, "b") == "(265, 44, 88, 30)")
    }

    // MARK: - pin

    @Test(arguments: [
        ("fill", "(20, 20, 335, 627)"),
        ("center", "(137.5, 308.5, 100, 50)"),
        // Align 3: a side preset holds its edge and centres along the other axis.
        ("top", "(137.5, 20, 100, 50)"),
        ("bottom", "(137.5, 597, 100, 50)"),
        ("leading", "(20, 308.5, 100, 50)"),
        ("trailing", "(255, 308.5, 100, 50)"),
        ("topLeading", "(20, 20, 100, 50)"),
        ("topTrailing", "(255, 20, 100, 50)"),
        ("bottomLeading", "(20, 597, 100, 50)"),
        ("bottomTrailing", "(255, 597, 100, 50)"),
    ])
    func pinAlignments(_ alignment: String, _ expected: String) {
        // The box would like to be 100x50 (intrinsic size); every alignment but fill keeps
        // that size inside the inset superview.
        let session = makeSession("window root 375x667\nview box in root intrinsic 100x50")
        succeed(session, "pin box insets 20 align \(alignment)")
        #expect(frame(session, "box") == expected)
    }

    @Test func pinWithFourInsetsAndOneAxis() {
        #expect(
            made("pin a insets 1 2 3 4") == [
                "#1 a.leading == root.leading + 2", "#2 a.trailing == root.trailing - 4",
                "#3 a.top == root.top + 1", "#4 a.bottom == root.bottom - 3",
            ])
        #expect(
            made("pin a vertical inset 5") == [
                "#1 a.top == root.top + 5", "#2 a.bottom == root.bottom - 5",
            ])
        #expect(
            made("pin a to b horizontal align center") == [
                "#1 a.leading >= b.leading", "#2 a.trailing <= b.trailing",
                "#3 a.centerX == b.centerX",
            ])
    }

    @Test func pinToTheSafeArea() {
        let session = makeSession("window phone 375x812 safe 44 0 34 0\nview card in phone")
        succeed(session, "pin card to phone.safeArea insets 20")
        #expect(frame(session, "card") == "(20, 64, 335, 694)")
    }

    // MARK: - Conflicts

    @Test func aRequiredConflictSucceedsAndReports() {
        let session = makeSession("window root 375x667\nview a in root\na.width == 88")
        let output = session.execute("a.width == 100")
        #expect(!output.failed)
        #expect(output.hadConflicts)
        // The report belongs to the debugger (ConflictReport); check what it must name.
        let report = output.text(of: .warning)
        #expect(report.hasPrefix("unable to simultaneously satisfy constraints"))
        #expect(report.contains("#1 a.width == 88"))
        #expect(report.contains("#2 a.width == 100"))
        #expect(report.contains("broke #2 a.width == 100 to recover"))
        #expect(session.layout.brokenConstraints.map(\.number) == [2])
    }

    @Test func strictMakesAConflictAnError() {
        let output = runScript(
            "window root 375x667\nview a in root\na.width == 88\na.width == 100\nframes\n",
            fileName: "s.plumb", options: Session.Options(strict: true))
        #expect(output.failed)
        #expect(output.text(of: .error).contains("unable to simultaneously satisfy constraints"))
        #expect(!output.text.contains("(0, 0, 375, 667)"))
    }
}
