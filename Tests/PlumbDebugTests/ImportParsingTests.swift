import PlumbLayout
import Testing

@testable import PlumbDebug

/// One description at a time, in every variant apple-autolayout.md §11 lists.
@Suite struct ImportParsingTests {
    struct Case: CustomStringConvertible, Sendable {
        var text: String
        /// `first relation [multiplier*]second + constant @priority`, as the test prints it.
        var reads: String
        var identifier: String? = nil
        var superview: String? = nil
        var description: String { text }
    }

    static let cases: [Case] = [
        Case(
            text: "<NSLayoutConstraint:0x600000071d10 UIView:0x1555f3420.height >= 330   (active)>",
            reads: "UIView:0x1555f3420.height >= 330"),
        Case(
            text:
                "<NSLayoutConstraint:0x6000032b6080 UIView:0x7fb0ba45f9e0.width == - 16   (active)>",
            reads: "UIView:0x7fb0ba45f9e0.width == -16"),
        Case(
            text:
                "<NSLayoutConstraint:0x60800029e870 H:|-(4)-[UIStackView:0x7fbcc643ac60]   (active, names: '|':Trust.BrowserNavigationBar:0x7fbcc64374b0 )>",
            reads:
                "UIStackView:0x7fbcc643ac60.leading == Trust.BrowserNavigationBar:0x7fbcc64374b0.leading + 4",
            superview: "Trust.BrowserNavigationBar:0x7fbcc64374b0"),
        Case(
            text:
                "<NSLayoutConstraint:0x6000000734d0 V:[UILabel:0x1555f30f0]-(24)-[UIView:0x1555f3420]   (active)>",
            reads: "UIView:0x1555f3420.top == UILabel:0x1555f30f0.bottom + 24"),
        Case(
            text:
                "<NSLayoutConstraint:0x600000073610 V:[UIPageControl:0x1555f35d0]-(16)-|   (active, names: '|':UIView:0x1555f2f40 )>",
            reads: "UIView:0x1555f2f40.bottom == UIPageControl:0x1555f35d0.bottom + 16",
            superview: "UIView:0x1555f2f40"),
        Case(
            text: "<NSLayoutConstraint:0x7f7f5bdfbda0 'UISV-hiding' V:[UIView:0x7f7f5be69d30(0)]>",
            reads: "UIView:0x7f7f5be69d30.height == 0", identifier: "UISV-hiding"),
        Case(
            text:
                "<NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']>",
            reads:
                "UIButton:0x7fd94ccb1800'Show More'.leading == UILabel:0x7fd94ccacfa0' '.trailing + 8"
        ),
        Case(
            text:
                "<NSAutoresizingMaskLayoutConstraint:0x1d8cca10 h=-&- v=-&- ScheduleViewNib:0x1d853630.height == UIScrollView:0x1d8413b0.height - 386>",
            reads: "ScheduleViewNib:0x1d853630.height == UIScrollView:0x1d8413b0.height - 386"),
        Case(
            text:
                "<NSAutoresizingMaskLayoutConstraint:0x78a6c3c00 h=--& v=-&- ItemCell.width == 194   (active, names: ItemCell:0x78b50b000 )>",
            reads: "ItemCell.width == 194"),
        Case(
            text:
                "<SnapKit.LayoutConstraint:0x600000c7e820@/Users/me/Test App/BackupWordsController.swift#61 UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 24.0>",
            reads:
                "UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 24"
        ),
        Case(
            text:
                "<NSLayoutConstraint:0x1 UIImageView:0x2.width == 0.4*UITableViewCellContentView:0x3.width + 2   (active)>",
            reads: "UIImageView:0x2.width == 0.4*UITableViewCellContentView:0x3.width + 2"),
        Case(
            text:
                "<NSLayoutConstraint:0x1 UIImageView:0x2.width == ServiceTypeCarouselItemView:0x3.width * 0.7>",
            reads: "UIImageView:0x2.width == 0.7*ServiceTypeCarouselItemView:0x3.width"),
        Case(
            text:
                "<NSLayoutConstraint:0x1 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x2'UIViewLayoutMarginsGuide']-(22)-|(LTR)   (active, names: '|':UIView:0x3 )>",
            reads: "UIView:0x3.right == UILayoutGuide:0x2'UIViewLayoutMarginsGuide'.right + 22",
            identifier: "UIView-rightMargin-guide-constraint", superview: "UIView:0x3"),
        Case(
            text:
                "<NSLayoutConstraint:0x1 V:|-(0@250)-[UILayoutGuide:0x600002fe0e00''] priority:250   (active, names: '|':UIView:0x3 )>",
            reads: "UILayoutGuide:0x600002fe0e00''.top == UIView:0x3.top @250",
            superview: "UIView:0x3"),
        Case(
            text:
                "<_UISystemBaselineConstraint:0x1 'UISV-spacing' H:[UILabel:0x2]-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x3]   (active)>",
            reads: "UILabel:0x3.leading >= UILabel:0x2.trailing + 8", identifier: "UISV-spacing"),
        Case(
            text:
                "<NSLayoutConstraint:0x1 progress background.height == 4   (active, names: progress background:0x7f2 )>",
            reads: "progress background.height == 4"),
        Case(
            text:
                "<NSLayoutConstraint:0x1 AddressToolbar.lockIcon.width == 20   (active, names: AddressToolbar.lockIcon:0x7f2 )>",
            reads: "AddressToolbar.lockIcon.width == 20"),
        Case(
            text:
                "<NSLayoutConstraint:0x1 'an id with spaces' _NSTextContentView:0x2.minX == 0   (active)>",
            reads: "_NSTextContentView:0x2.left == 0", identifier: "an id with spaces"),
        Case(
            text:
                "<NSContentSizeLayoutConstraint:0x1 UILabel:0x2.width == 117 Hug:250 CompressionResistance:750   (active)>",
            reads: "UILabel:0x2.width == 117"),
        Case(
            text:
                "<NSLayoutConstraint:0x1 _TtGC8MyApp8CardViewCS_P10$105RecoveryKeyView_:0x2.top == UIView:0x3.topMargin + 1e+07   (inactive)>",
            reads:
                "_TtGC8MyApp8CardViewCS_P10$105RecoveryKeyView_:0x2.top == UIView:0x3.topMargin + 10000000"
        ),
        Case(
            text:
                "<NSLayoutConstraint:0x1 UILabel:0x2'YOU'RE OK'.leading == UIView:0x3.leading NSSpace(0)   (active)>",
            reads: "UILabel:0x2'YOU'RE OK'.leading == UIView:0x3.leading"),
    ]

    @Test(arguments: cases) func reads(_ c: Case) throws {
        let d = try ConstraintDescription.parse(c.text)
        var text = "\(d.first.item).\(d.first.attribute) \(d.relation.rawValue) "
        if let second = d.second {
            text +=
                (d.multiplier == 1 ? "" : "\(formatNumber(d.multiplier))*")
                + "\(second.item).\(second.attribute)"
            if d.constant > 0 { text += " + \(formatNumber(d.constant))" }
            if d.constant < 0 { text += " - \(formatNumber(-d.constant))" }
        } else {
            text += formatNumber(d.constant)
        }
        if d.priority != 1000 { text += " @\(formatNumber(d.priority))" }
        #expect(text == c.reads)
        #expect(d.identifier == c.identifier)
        #expect(d.superview?.description == c.superview)
    }

    @Test func readsTheRestOfTheDescription() throws {
        let snap = try ConstraintDescription.parse(
            "<SnapKit.LayoutConstraint:0x6@/Users/me/Test App/Controller.swift#98 UIButton:0x7.bottom == UIView:0x8.bottom>"
        )
        #expect(snap.sourceFile == "/Users/me/Test App/Controller.swift")
        #expect(snap.sourceLine == 98)
        let mask = try ConstraintDescription.parse(
            "<NSAutoresizingMaskLayoutConstraint:0x78a6c3c00 h=--& v=-&- ItemCell.width == 194   (active, names: ItemCell:0x78b50b000 )>"
        )
        #expect(mask.autoresizingMask == "h=--& v=-&-")
        #expect(mask.isAutoresizing)
        #expect(mask.first.item.address == "0x78b50b000")
        let content = try ConstraintDescription.parse(
            "<NSContentSizeLayoutConstraint:0x1 UILabel:0x2.width == 117 Hug:251 CompressionResistance:749   (active)>"
        )
        #expect(content.hugging == 251)
        #expect(content.compressionResistance == 749)
        let inactive = try ConstraintDescription.parse(
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 1   (inactive)>")
        #expect(!inactive.isActive)
        #expect(AppleNotation.number(94.333333) == "94.3333")
        #expect(AppleNotation.number(0.384615384) == "0.384615")
        #expect(AppleNotation.number(1e7) == "1e+07")
        #expect(AppleNotation.number(-0.0001) == "-0.0001")
        #expect(AppleNotation.number(2.22507e-308) == "2.22507e-308")
    }

    /// Errors name the line and column of what does not read, with the line and a caret.
    @Test(arguments: [
        ("<NSLayoutConstraint:0x1 UIView:0x2.widht == 20>", "1:36", "unknown attribute 'widht'"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width ?= 20>", "1:42", "the relation '?=' is unknown"),
        ("<NSLayoutConstraint:0x1 UIView:0x2.width == 20", "1:47", "expected '>'"),
        ("<NSLayoutConstraint:zz UIView:0x2.width == 20>", "1:21", "expected an address"),
        (
            "<NSLayoutConstraint:0x1 H:[UIView:0x2]-(8)-[UIView:0x3]-(8)-|>", "1:25",
            "expected one of the forms"
        ),
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 20   (active, names: x )>", "1:66",
            "expected 'NAME:0xADDRESS'"
        ),
    ])
    func errors(_ text: String, _ place: String, _ message: String) {
        do {
            _ = try ConstraintDescription.parse(text)
            Issue.record("no error for \(text)")
        } catch {
            #expect("\(error.position)" == place)
            #expect(error.message.hasPrefix(message), "\(error.message)")
            let rendered = error.rendered(in: text, fileName: "x.log")
            #expect(rendered.hasPrefix("x.log:\(place): error: "))
            #expect(rendered.hasSuffix("^"))
        }
    }

    /// A log: positions point into the log, escapes are undone, and nothing readable is an
    /// error that says what was expected.
    @Test func logFraming() throws {
        let log = """
            2018-02-04 14:48:19.693248-0800 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UILabel:0x2'say \\"hi\\"\\n'.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0x2'say \\"hi\\"\\n'.width == 20   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0x5.widht == 20   (active)>"
            )
            Will attempt to recover by breaking constraint  <NSLayoutConstraint:0x3 UILabel:0x2'say "hi"
            '.width == 20   (active)>
            """
        let parsed = try ConsoleLog.parse(log)
        #expect(parsed.reports.count == 1)
        #expect(parsed.reports[0].listed.count == 2)
        #expect(parsed.reports[0].listed[0].first.item.text == "say \"hi\"\n")
        #expect(parsed.reports[0].broken?.address == "0x3")
        #expect(parsed.warnings.map { "\($0.position)" } == ["5:41"])
        let imported = try ImportedLayout.read(log, fileName: "x.log")
        #expect(imported.constraints.last?.brokenByUIKit == true)
        #expect(imported.warnings.count == 1)

        for (text, expected) in [
            ("", "no constraint descriptions found"),
            ("hello\nworld\n", "no constraint descriptions found"),
            (
                "Unable to simultaneously satisfy constraints:\n<private>\n",
                "the constraints were redacted"
            ),
        ] {
            #expect(throws: AppleFormatError.self) {
                try ImportedLayout.read(text, fileName: "x.log")
            }
            do {
                _ = try ImportedLayout.read(text, fileName: "x.log")
            } catch {
                #expect(error.message.hasPrefix(expected))
            }
        }
    }

    /// Markdown escapes, a lost list, and descriptions pasted bare.
    @Test func pastedVariants() throws {
        let markdown = "\\<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)\\>\n"
        #expect(try ConsoleLog.parse(markdown).reports.first?.listed.count == 1)
        let dump = """
              - 0 : <NSLayoutConstraint:0x1 V:|-(0@250)-[UILayoutGuide:0x600002fe0e00''] priority:250   (active, names: '|':UIView:0x3 )>
              - 1 : <NSLayoutConstraint:0x4 UIView:0x3.width == 10   (active)>
            """
        let oneLine = """
            ("<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>","<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>")
            <NSLayoutConstraint:0x4 UIView:0x5.height == 1> <NSLayoutConstraint:0x6 UIView:0x5.height == 2>
            """
        #expect(
            try ConsoleLog.parse(oneLine).reports.first?.listed.map(\.address) == [
                "0x1", "0x3", "0x4", "0x6",
            ])
        let imported = try ImportedLayout.read(dump, fileName: "dump.txt")
        #expect(imported.constraints.count == 2)
        #expect(imported.constraints[0].priority == 250)
        #expect(imported.items.contains { $0.kind == .guide })
    }
}
