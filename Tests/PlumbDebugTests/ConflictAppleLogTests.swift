import Testing

@testable import PlumbDebug
@testable import PlumbLayout

/// The report in UIKit's log format (apple-autolayout.md §11): its lines in order, the list
/// as an NSArray description, and each constraint as -[NSLayoutConstraint description] prints
/// it, with stable fake addresses.
@Suite struct ConflictAppleLogTests {
    /// Views `a` and `b` in a row, 16 points from the window's edges and 8 apart, `a` at least
    /// 200 wide and `b` at least `bWidth`, made in one shell entry; and the conflict they make
    /// in a window too narrow for them.
    static func rowTooWide(window windowSize: Size, bWidth: Double) throws
        -> (Layout, ConflictExplanation)
    {
        let (layout, root) = try window(windowSize.width, windowSize.height)
        let a = try layout.addView(named: "a", in: root)
        let b = try layout.addView(named: "b", in: root)
        try layout.activate(
            [
                edge(a, .leading, root, .leading, 16), size(a, .width, .greaterThanOrEqual, 200),
                edge(b, .leading, a, .trailing, 8), size(b, .width, .greaterThanOrEqual, bWidth),
                edge(root, .trailing, b, .trailing, 16),
            ], origin: .shell(entry: 1))
        return (layout, try #require(ConflictExplanation.current(in: layout).first))
    }

    @Test func autoresizingReportHasUIKitsShape() throws {
        let (layout, _, _) = try autoresizingConflict()
        let e = try #require(ConflictExplanation.current(in: layout).first)
        let log = ConflictLog.render(e, in: layout)
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(6)) == [
                "Unable to simultaneously satisfy constraints.",
                "\tProbably at least one of the constraints in the following list is one you don't want. ",
                "\tTry this: ",
                "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ",
            ])
        // The list, in creation order, each element quoted, commas between.
        let open = try #require(lines.firstIndex(of: "("))
        let close = try #require(lines.firstIndex(of: ")"))
        let elements = Array(lines[(open + 1)..<close])
        #expect(elements.count == 4)
        for (k, element) in elements.enumerated() {
            #expect(
                element.hasPrefix("    \"<")
                    && element.hasSuffix(k == elements.count - 1 ? ">\"" : ">\","))
        }
        #expect(
            elements[0].contains(
                "'UIView-Encapsulated-Layout-Width' root.width == 375   (active, names: root:0x"))
        #expect(
            elements[1].contains("<NSAutoresizingMaskLayoutConstraint:0x")
                && elements[1].contains(" h=--& v=--& banner.minX == 0   (active, names: banner:0x")
        )
        #expect(elements[1].contains(", '|':root:0x"))
        #expect(elements[2].contains("h=--& v=--& banner.width == 100   (active, names: banner:0x"))
        #expect(elements[3].contains("banner.right == root.right   (active, names: banner:0x"))
        #expect(lines[close + 1] == "")
        #expect(lines[close + 2] == "Will attempt to recover by breaking constraint ")
        #expect(lines[close + 3] == String(elements[3].dropFirst(5).dropLast(1)))
        #expect(lines[close + 4] == "")
        #expect(
            lines[close + 5].hasPrefix(
                "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        #expect(
            lines.last?.hasSuffix("listed in <UIKitCore/UIView.h> may also be helpful.") == true)
        // The same layout prints the same bytes.
        #expect(ConflictLog.render(e, in: layout) == log)
    }

    /// Spacing constraints print in Apple's ASCII-art forms; `width >= 0` is never listed (the
    /// engine keeps sizes non-negative without constraints), and no Note without autoresizing.
    @Test func descriptionsUseTheArtForms() throws {
        let (layout, e) = try Self.rowTooWide(window: Size(width: 400, height: 600), bWidth: 300)
        let descriptions = e.constraints.map { ConflictLog.description(of: $0, in: layout) }
        #expect(
            descriptions.contains {
                $0.hasSuffix(
                    " H:|-(16)-[a]   (active, names: a:0x7f8000000020, '|':root:0x7f8000000010 )>")
            })
        #expect(
            descriptions.contains {
                $0.hasSuffix(
                    " H:[a]-(8)-[b]   (active, names: a:0x7f8000000020, b:0x7f8000000030 )>")
            })
        #expect(
            descriptions.contains {
                $0.hasSuffix(
                    " H:[b]-(16)-|   (active, names: b:0x7f8000000030, '|':root:0x7f8000000010 )>")
            })
        #expect(
            descriptions.contains {
                $0.hasSuffix(" a.width >= 200   (active, names: a:0x7f8000000020 )>")
            })
        let log = ConflictLog.render(e, in: layout)
        #expect(!log.contains("(Note:"))

        let (other, top) = try window()
        let c = try other.addView(named: "c", in: top)
        try other.activate([size(c, .width, -16)], origin: .shell(entry: 1))
        let negative = try #require(ConflictExplanation.current(in: other).first)
        let only = ConflictLog.render(negative, in: other)
        #expect(
            only.contains(
                "\"<NSLayoutConstraint:0x600000c00090 c.width == - 16   (active, names: c:0x7f8000000020 )>\"\n)"
            ))
    }

    /// `%g`: six significant digits.
    @Test(arguments: [
        (94.333333, "94.3333"), (0.384615384, "0.384615"), (139.5, "139.5"), (1e7, "1e+07"),
        (0.00001, "1e-05"), (-7, "-7"), (0, "0"), (123456.7, "123457"),
    ])
    func numbersPrintAsPercentG(_ value: Double, _ text: String) {
        #expect(ConflictLog.number(value) == text)
    }

    /// What `explain --apple` prints reads back through the importer, as a device's log
    /// does: the same views by name, every description understood, one constraint broken.
    @Test func theLogReadsBackThroughTheImporter() throws {
        let (layout, e) = try Self.rowTooWide(window: Size(width: 375, height: 667), bWidth: 200)
        let log = ConflictLog.render(e, in: layout)
        let imported = try ImportedLayout.read(log, fileName: "plumb.log")
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(imported.reportCount == 1)
        let names = imported.items.map(\.name)
        #expect(names.contains("a") && names.contains("b"))
        let broken = imported.constraints.filter(\.brokenByUIKit)
        #expect(broken.count == 1)
        #expect(broken.first?.first == ImportedLayout.Side(item: "root", attribute: .trailing))
    }
}
