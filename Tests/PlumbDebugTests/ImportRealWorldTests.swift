import PlumbLayout
import Testing

@testable import PlumbDebug

/// Shapes that console logs from shipped apps take once pasted into issues, forums and
/// pages, each written here in the general form the importer must read (anonymised).
@Suite("Import reads logs as apps and pages print them")
struct ImportRealWorldTests {
    static func read(_ log: String) throws -> ImportedLayout {
        try ImportedLayout.read(log, fileName: "device.log")
    }

    /// The numbered constraints of the layout an import of `log` builds.
    static func members(_ log: String) throws -> [LayoutConstraint] {
        let (layout, _) = try read(log).makeLayout()
        return layout.constraints.filter { $0.number != nil }
    }

    @Test func aListCollapsedOntoTheBreakingLineIsReadWhole() throws {
        let log =
            #"( "<NSLayoutConstraint:0x6001 UIView:0x7f02.height == 80 (active)>", "<NSLayoutConstraint:0x6002 UIView:0x7f02.height == 50 (active)>" ) Will attempt to recover by breaking constraint <NSLayoutConstraint:0x6001 UIView:0x7f02.height == 80 (active)>"#
        let imported = try Self.read(log)
        #expect(imported.constraints.count == 2)
        #expect(imported.constraints.filter(\.brokenByUIKit).map(\.source.address) == ["0x6001"])
    }

    @Test func markdownEscapedDescriptionsOnTheirOwnLinesAreEachRead() throws {
        let log = #"""
            (
                \<NSLayoutConstraint:0x6001 V:|-(8)-[UIView:0x7f02]   (Names: '|':UIView:0x7f03 )\>,
                \<NSLayoutConstraint:0x6002 V:[UIView:0x7f02(10)]\>
            )
            """#
        let imported = try Self.read(log)
        #expect(imported.warnings.isEmpty)
        #expect(imported.constraints.map(\.source.address) == ["0x6001", "0x6002"])
    }

    @Test func macOSBreakingLineWithoutTheWordConstraintNamesTheBrokenOne() throws {
        let log = #"""
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x6001 H:|-(5)-[NSView:0x7f02](LTR)   (active, names: '|':NSView:0x7f01 )>",
                "<NSLayoutConstraint:0x6002 NSView:0x7f02.right == NSView:0x7f01.right - 5   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x6003 h=--& v=--& NSView:0x7f01.width == 0   (active)>"
            ).

            Will attempt to recover by breaking <NSLayoutConstraint:0x6002 NSView:0x7f02.right == NSView:0x7f01.right - 5   (active)>.
            """#
        let imported = try Self.read(log)
        #expect(imported.constraints.filter(\.brokenByUIKit).map(\.source.address) == ["0x6002"])
        #expect(imported.framework == "AppKit")
        #expect(imported.script().contains("AppKit broke it"))
        #expect(!imported.script().contains("UIKit"))
    }

    @Test func aSnapKitLabelStandsInForTheAddress() throws {
        let log = #"""
            (
                "<SnapKit.LayoutConstraint:Min gap@Unlock.swift#107 UIView:0x7f02.trailing == UILayoutGuide:0x6003.trailing - 30.0>",
                "<SnapKit.LayoutConstraint:0x6004@Unlock.swift#106 UIView:0x7f02.trailing == UILayoutGuide:0x6003.trailing - 10.0>"
            )

            Will attempt to recover by breaking constraint 
            <SnapKit.LayoutConstraint:Min gap@Unlock.swift#107 UIView:0x7f02.trailing == UILayoutGuide:0x6003.trailing - 30.0>
            """#
        let imported = try Self.read(log)
        #expect(imported.warnings.isEmpty)
        let labelled = try #require(imported.constraints.first { $0.label == "Min_gap" })
        #expect(labelled.brokenByUIKit)
        #expect(labelled.source.sourceFile == "Unlock.swift" && labelled.source.sourceLine == 107)
    }

    @Test func oldSnapKitItemsInAngleBracketsAreRead() throws {
        let log = #"""
            (
                "<<App.LayoutConstraint:0x7f01> <UIView:0x7f02>.top == <_UILayoutGuide:0x7f03>.bottom>"
            )
            Will attempt to recover by breaking constraint 
            <<App.LayoutConstraint:0x7f01> <UIView:0x7f02>.top == <_UILayoutGuide:0x7f03>.bottom>
            """#
        let imported = try Self.read(log)
        #expect(imported.warnings.isEmpty)
        #expect(imported.constraints.count == 1)
        #expect(imported.constraints.first?.brokenByUIKit == true)
        #expect(imported.constraints.first?.first.attribute == .top)
        #expect(imported.constraints.first?.second?.attribute == .bottom)
    }

    @Test func intrinsicSizesInArtOrWithoutPrioritiesAreIntrinsicSizes() throws {
        let log = #"""
            <NSContentSizeLayoutConstraint:0x6001 H:[UIImageView:0x7f02(512)] Hug:250 CompressionResistance:1>
            <NSContentSizeLayoutConstraint:0x6003 UILabel:0x7f04.width == 41.6667>
            <NSLayoutConstraint:0x6005 UILabel:0x7f04.width == 100>
            """#
        let imported = try Self.read(log)
        #expect(imported.warnings.isEmpty)
        #expect(imported.constraints.map(\.source.address) == ["0x6005"])
        let image = try #require(imported.items.first { $0.original?.address == "0x7f02" })
        #expect(image.intrinsicSize.width == 512)
        #expect(image.compressionResistance[.horizontal].value == 1)
        let label = try #require(imported.items.first { $0.original?.address == "0x7f04" })
        #expect(label.intrinsicSize.width == 41.6667)
        #expect(label.hugging[.horizontal].value == 250)
        // An intrinsic width yields to a required one, as on the device.
        let (layout, _) = try imported.makeLayout()
        #expect(layout.brokenConstraints.isEmpty)
    }

    @Test func anAutoresizingCentreIsMeasuredFromTheSuperviewsCorner() throws {
        let log = #"""
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UILabel:0x7f02.midY == 100   (active)>",
            "<NSLayoutConstraint:0x6002 V:|-(0)-[UILabel:0x7f02]   (active, names: '|':UIView:0x7f03 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x6003 h=--& v=--& UILabel:0x7f02.minX == 20   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x6004 h=--& v=--& UILabel:0x7f02.maxX == 60   (active)>"
            """#
        let imported = try Self.read(log)
        let midY = try #require(imported.constraints.first { $0.source.address == "0x6001" })
        #expect(midY.first.attribute == .centerY && midY.second?.attribute == .top)
        let maxX = try #require(imported.constraints.first { $0.source.address == "0x6004" })
        #expect(maxX.first.attribute == .right && maxX.second?.attribute == .left)
        #expect(maxX.constant == 60)
    }

    @Test func aReportWithoutABreakingLineIsNotSaidToDisagree() throws {
        let log = #"""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f02.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x7f02.width == 20   (active)>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x6001 UIView:0x7f02.width == 10   (active)>
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6003 UIView:0x7f02.height == 10   (active)>",
                "<NSLayoutConstraint:0x6004 UIView:0x7f02.height == 20   (active)>"
            )
            """#
        let imported = try Self.read(log)
        let (layout, _) = try imported.makeLayout()
        let summary = imported.recoverySummary(in: layout)
        #expect(summary.contains("Plumb broke it too"))
        #expect(summary.contains("the log does not say which constraint UIKit broke"))
        #expect(!summary.contains("which UIKit did not"))
    }

    @Test func appKitsSafeAreaGuideNamedByTheLegendIsTheViewsSafeArea() throws {
        let log = #"""
            (
                "<NSLayoutConstraint:0x6001 'NSViewSafeAreaLayoutGuide-top' V:|-(52)-[NSViewSafeAreaLayoutGuide]   (active, names: NSViewSafeAreaLayoutGuide:0x6002, '|':App.WebView:0x7f01 )>",
                "<NSLayoutConstraint:0x6003 App.WebView:0x7f01.top == NSViewSafeAreaLayoutGuide.top   (active, names: NSViewSafeAreaLayoutGuide:0x6002 )>"
            )
            """#
        let imported = try Self.read(log)
        let web = try #require(imported.items.first { $0.original?.address == "0x7f01" })
        #expect(web.safeArea?.top == 52)
        #expect(imported.constraints.count == 1)
        #expect(imported.constraints.first?.second?.item == web.name + ".safeArea")
        #expect(imported.framework == "AppKit")
    }

    @Test func autoresizingAndInterfaceBuilderMembersSayWhatTheAppChanges() throws {
        let log = #"""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x6001 h=-&- v=-&- H:[UIView:0x7f02]-(0.4)-|   (active, names: '|':App.Cell:0x7f01 )>",
                "<NSLayoutConstraint:0x6002 'UIIBSystemGenerated' H:[UIView:0x7f02]-(0)-|   (active, names: '|':App.Cell:0x7f01 )>"
            )
            """#
        let (layout, _) = try Self.read(log).makeLayout()
        let members = layout.constraints.filter { $0.number != nil }
        #expect(members.count == 2)
        let owners = members.compactMap { ConstraintOwner($0) }
        #expect(owners.count == 2)
        let advice = members.map { c in ConstraintOwner(c)?.advice(for: c, in: members) ?? "" }
        #expect(advice[0].contains("view1.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(advice[1].contains("Interface Builder"))
        // Not one constraint added twice: two owners, neither the app's code; and neither is
        // offered to be lowered or removed.
        let explanation = try #require(ConflictExplanation.current(in: layout).first)
        #expect(explanation.duplicateLines().isEmpty)
        let text = explanation.rendered()
        #expect(!text.contains("lower #1") && !text.contains("lower #2"))
    }

    @Test func aVisualFormatExceptionPointsAtItsCaret() throws {
        let log = """
            2015-09-23 19:15:22.979 App[3517:293362] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Unable to parse constraint format: 
            Expected a number or key from the metrics dictionary, but encountered something else 
            H:|[a]- (pad)-[b]| 
                    ^'
            """
        let error = try #require(throws: AppleFormatError.self) {
            try Self.read(log)
        }
        #expect(error.message.hasPrefix("this is Apple's exception for a visual format string"))
        #expect(error.message.contains("metrics dictionary"))
        #expect(error.message.contains("'H:|[a]- (pad)-[b]|'"))
        #expect("\(error.position)" == "3:9")
    }

    @Test func redactedLogsSayWhereTheTextCanBeHad() throws {
        let error = try #require(throws: AppleFormatError.self) {
            try Self.read("Unable to simultaneously satisfy constraints:\n<private>\n")
        }
        #expect(error.message.contains("Xcode's console"))
        #expect(!error.message.contains("log stream"))
    }

    @Test func aRepeatedAppleIdentifierIsCitedAsApplePrintedIt() throws {
        let log = #"""
            (
                "<NSLayoutConstraint:0x6001 'UISV-spacing' H:[UILabel:0x7f02]-(8)-[UILabel:0x7f03]   (active)>",
                "<NSLayoutConstraint:0x6002 'UISV-spacing' H:[UILabel:0x7f03]-(8)-[UILabel:0x7f04]   (active)>"
            )
            """#
        let members = try Self.members(log)
        #expect(members.compactMap(\.identifier) == ["UISV_spacing", "UISV_spacing_1"])
        #expect(
            members.compactMap { ConstraintOwner($0)?.identifier } == [
                "UISV-spacing", "UISV-spacing",
            ])
    }

    /// A number the session language cannot hold is left out with a warning, so the script
    /// the import writes always replays.
    @Test func aNumberBeyondTheLanguagesRangeIsLeftOutAndTheScriptReplays() throws {
        let log = #"""
            <NSContentSizeLayoutConstraint:0x6001 UILabel:0x7f02.width == 2e7 Hug:250 CompressionResistance:750>
            <NSLayoutConstraint:0x6002 UILabel:0x7f02.height == 2e7>
            <NSLayoutConstraint:0x6003 UILabel:0x7f02.height == 20>
            """#
        let imported = try Self.read(log)
        #expect(imported.warnings.map(\.position.line) == [1, 2])
        #expect(imported.warnings.allSatisfy { $0.message.contains("beyond ±10000000") })
        #expect(imported.constraints.map(\.source.address) == ["0x6003"])
        let statements = imported.script().split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(!statements.contains { $0.contains("20000000") })
        _ = try imported.makeLayout()
    }
}
