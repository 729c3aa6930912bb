import PlumbLayout
import Testing

@testable import PlumbDebug

/// One `_autolayoutTrace` line at a time, in the shapes shipped apps print them, and what the
/// importer rebuilds from a few lines together.
@Suite struct ImportTraceParsingTests {
    struct Case: CustomStringConvertible, Sendable {
        var text: String
        /// `depth marker kind item [frame x y w h] [ambiguous …]`, as ``reading(_:)`` prints
        /// it; a named item is `'name':address`.
        var reads: String
        var description: String { text }
    }

    /// How a case prints what was read.
    static func reading(_ line: TraceLine) -> String {
        let item = line.item
        var text = "\(line.depth) \(line.marker.isEmpty ? "-" : line.marker) "
        text += line.isGuide ? "guide " : "view "
        if item.className == nil, let name = item.name {
            text += "'\(name)':\(item.address ?? "?")"
        } else {
            text += item.description
        }
        if let frame = line.frame {
            let numbers = [frame.x, frame.y, frame.width, frame.height].map(formatNumber)
            text += " frame " + numbers.joined(separator: " ")
        }
        if !line.ambiguous.isEmpty {
            text += " ambiguous " + line.ambiguous.joined(separator: ", ")
        }
        return text
    }

    static let owner =
        "owningView = <UIStackView: 0x7f02; frame = (0 0; 0 0); layer = <CATransformLayer: 0x6004>>"

    static let cases: [Case] = [
        // Any class printed in the guide form is a guide: the spacers UIStackView adds, focus
        // guides, private and module-qualified subclasses.
        Case(
            text:
                "|   |   *<_UILayoutSpacer: 0x6001 - \"UISV-alignment-spanner\", layoutFrame = {{0, 0}, {374, 0}}, \(owner)>- AMBIGUOUS LAYOUT for _UILayoutSpacer:0x6001'UISV-alignment-spanner'.minY{id: 434}, _UILayoutSpacer:0x6001'UISV-alignment-spanner'.Height{id: 435}",
            reads:
                "2 * guide _UILayoutSpacer:0x6001'UISV-alignment-spanner' frame 0 0 374 0 ambiguous minY, Height"
        ),
        Case(
            text:
                "|   *<UILayoutGuide: 0x6002 - \"MyGuide\", layoutFrame = {{0, 0}, {374, 0}}, \(owner)>",
            reads: "1 * guide UILayoutGuide:0x6002'MyGuide' frame 0 0 374 0"),
        Case(
            text:
                "|   |   *<_UILayoutGuide: 0x6003 - \"\", layoutFrame = {{0, 20}, {375, 44}}, \(owner)>",
            reads: "2 * guide _UILayoutGuide:0x6003'' frame 0 20 375 44"),
        Case(
            text:
                "|   *<UIFocusGuide: 0x6004 - \"RowFocus\", layoutFrame = {{8, 0}, {100, 50}}, \(owner)>",
            reads: "1 * guide UIFocusGuide:0x6004'RowFocus' frame 8 0 100 50"),
        Case(
            text:
                "|   |   *<NSLayoutGuide: 0x6005 - \"\", layoutFrame = {{0, 0}, {480, 270}}, owningView = <NSView: 0x7f06>>",
            reads: "2 * guide NSLayoutGuide:0x6005'' frame 0 0 480 270"),
        Case(
            text:
                "|   |   *<MyApp.KeyboardGuide: 0x6006 - \"keyboard\", layoutFrame = {{0, 667}, {375, 0}}, \(owner)>- AMBIGUOUS LAYOUT for MyApp.KeyboardGuide:0x6006'keyboard'.minY{id: 9}",
            reads:
                "2 * guide MyApp.KeyboardGuide:0x6006'keyboard' frame 0 667 375 0 ambiguous minY"
        ),
        // A view's own description is not a guide's, and is not read as an item.
        Case(
            text: "|   *<UIView: 0x7f07; frame = (0 0; 10 10); layer = <CALayer: 0x6007>>",
            reads: ""),
        // An accessibility identifier stands for the class, spaces and all.
        Case(
            text: "|   |   Dynamic Stack View:0x7fadc940fa10",
            reads: "2 - view 'Dynamic Stack View':0x7fadc940fa10"),
        Case(
            text:
                "|   *Profile · Header (v2):0x7f08- AMBIGUOUS LAYOUT for Profile · Header (v2):0x7f08.minX{id: 3}",
            reads: "1 * view 'Profile · Header (v2)':0x7f08 ambiguous minX"),
        Case(
            text: "|   |   •Toolbar-Main:0x7f09'Done'",
            reads: "2 • view 'Toolbar-Main':0x7f09"),
        Case(text: "|   *UILabel:0x7f0a'Title'", reads: "1 * view UILabel:0x7f0a'Title'"),
        // Outside an indented trace, a sentence before an address is not an item.
        Case(text: "Error at address:0x1234", reads: ""),
        // A trace re-encoded with `\u` escapes (cycript) reads as the trace it stands for.
        Case(
            text: "|   |   |   \\u2022UIView:0x10a2c5f60",
            reads: "3 • view UIView:0x10a2c5f60"),
        Case(
            text: "|   *UILabel:0x7f0b'\\u200e\\u6b22\\u8fce \\u00e0 bord \\ud83d\\ude80'",
            reads: "1 * view UILabel:0x7f0b'\u{200E}欢迎 à bord 🚀'"),
        Case(
            text:
                "|   *UIButton:0x7f0c'\\u786e\\u5b9a'- AMBIGUOUS LAYOUT for UIButton:0x7f0c'\\u786e\\u5b9a'.Width{id: 7}",
            reads: "1 * view UIButton:0x7f0c'确定' ambiguous Width"),
        Case(
            text: "|   *UILabel:0x7f0d'say \\\"hi\\\" \\u00e9\\\\'",
            reads: "1 * view UILabel:0x7f0d'say \"hi\" é\\'"),
        // Without a `\u` escape, a backslash is what the app's text holds.
        Case(
            text: "|   *UILabel:0x7f0e'C:\\temp \\n'",
            reads: "1 * view UILabel:0x7f0e'C:\\temp \\n'"),
    ]

    @Test(arguments: cases) func reads(_ c: Case) throws {
        let trace = (try? ConsoleLog.parse("UIWindow:0x7f00\n" + c.text + "\n"))?.trace ?? []
        let read = trace.dropFirst().filter { $0.unread == nil }.map(Self.reading)
        #expect(read == (c.reads.isEmpty ? [] : [c.reads]))
    }

    /// A stack view's spacers are guides of the stack view, pinned at the frame printed.
    @Test func spacersAreGuidesOfTheirStackView() throws {
        let imported = try ImportedLayout.read(
            """
            UIWindow:0x7f00
            |   *UIStackView:0x7f01
            |   |   *<_UILayoutSpacer: 0x6001 - "UISV-alignment-spanner", layoutFrame = {{0, 0}, {374, 0}}, \(Self.owner)>- AMBIGUOUS LAYOUT for _UILayoutSpacer:0x6001'UISV-alignment-spanner'.minY{id: 434}
            |   |   *<MyApp.KeyboardGuide: 0x6002 - "keyboard", layoutFrame = {{0, 600}, {374, 0}}, \(Self.owner)>
            |   |   *UILabel:0x7f02'Name'

            """, fileName: "t.txt")
        let script = imported.script()
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(
            script.contains(
                "guide layoutSpacer1 in stackView1  # _UILayoutSpacer:0x6001'UISV-alignment-spanner'; the trace: AMBIGUOUS LAYOUT for minY"
            ), "\(script)")
        #expect(
            script.contains("guide keyboard in stackView1  # MyApp.KeyboardGuide:0x6002'keyboard'"),
            "\(script)")
        #expect(script.contains("layoutSpacer1.width == 374 @1"), "\(script)")
        #expect(!script.contains("layoutSpacer1.top =="), "minY is marked ambiguous: never pinned")
        #expect(script.contains("keyboard.top == stackView1.top + 600 @1"), "\(script)")
        #expect(script.contains("view nameLabel in stackView1"), "\(script)")
    }

    /// A guide holds no items: one indented under a guide belongs to the nearest view above
    /// it, and the script replays.
    @Test func anItemIndentedUnderAGuideBelongsToTheViewAbove() throws {
        let imported = try ImportedLayout.read(
            """
            UIWindow:0x7f00
            |   *UIView:0x7f01
            |   |   *<UILayoutGuide: 0x6001 - "outer", layoutFrame = {{0, 0}, {10, 10}}, \(Self.owner)>
            |   |   |   *<UILayoutGuide: 0x6002 - "inner", layoutFrame = {{0, 0}, {10, 10}}, \(Self.owner)>
            |   |   |   *UILabel:0x7f02'Name'

            """, fileName: "t.txt")
        let script = imported.script()
        #expect(script.contains("guide outer in view1"), "\(script)")
        #expect(script.contains("guide inner in view1"), "\(script)")
        #expect(script.contains("view nameLabel in view1"), "\(script)")
        #expect(
            try imported.makeLayout().layout.view(named: "nameLabel")?.superview?.name == "view1")
    }

    /// A view named by an identifier with spaces keeps its place, and its subviews theirs.
    @Test func identifiersWithSpacesKeepTheirSubtree() throws {
        let imported = try ImportedLayout.read(
            """
            UIWindow:0x7f00
            |   UILayoutContainerView:0x7f01
            |   |   UINavigationTransitionView:0x7f02
            |   |   Main Nav Bar:0x7f03
            |   |   |   _UIBarBackground:0x7f04
            |   |   |   |   UIImageView:0x7f05
            |   |   |   *UILabel:0x7f06'Inbox'- AMBIGUOUS LAYOUT for UILabel:0x7f06'Inbox'.minY{id: 5}

            """, fileName: "t.txt")
        let script = imported.script()
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(
            script.contains("view Main_Nav_Bar in layoutContainerView1  # Main Nav Bar:0x7f03"),
            "\(script)")
        #expect(script.contains("view barBackground1 in Main_Nav_Bar"), "\(script)")
        #expect(script.contains("view imageView1 in barBackground1"), "\(script)")
        #expect(script.contains("view inboxLabel in Main_Nav_Bar"), "\(script)")
    }

    /// A line at a trace depth that does not read is never dropped in silence: it is left out
    /// with a warning, and when items hang under it a placeholder keeps their place.
    @Test func anUnreadableLineKeepsTheTreeShape() throws {
        let trace = """
            UIWindow:0x7f00
            |   *UIView:0x7f01
            |   |   *<UIView: 0x7f02; frame = (0 0; 10 10); layer = <CALayer: 0x6002>>
            |   |   |   *UILabel:0x7f03'Name'
            |   |   |   *UIButton:0x7f04'Save'- AMBIGUOUS LAYOUT for UIButton:0x7f04'Save'.minX{id: 3}
            |   |   *UIView:0x7f05
            |   |   |   [cut by the reporter]
            |   *UIView:0x7f06

            """
        let imported = try ImportedLayout.read(trace, fileName: "t.txt")
        let script = imported.script()
        #expect(script.contains("view placeholder1 in view1  # stands for line 3"), "\(script)")
        #expect(script.contains("view nameLabel in placeholder1"), "\(script)")
        #expect(script.contains("view saveButton in placeholder1"), "\(script)")
        #expect(script.contains("view view3 in window1"), "\(script)")
        #expect(imported.warnings.map(\.position.line) == [3, 7])
        #expect(
            imported.warnings.map(\.position.column) == [10, 13], "the column of the item")
        #expect(
            imported.warnings.first?.message
                == "'<UIView: 0x7f02; frame = (0 0; 10 10); layer = <CALayer: 0x6002>>' is not a trace item ('Class:0xADDRESS' or 'identifier:0xADDRESS'); the line is left out, and 'placeholder1' stands for it so that the 2 items under it keep their place"
        )
        #expect(
            imported.warnings.last?.message
                == "'[cut by the reporter]' is not a trace item ('Class:0xADDRESS' or 'identifier:0xADDRESS'); the line is left out"
        )
        #expect(script.contains("# left out: line 3: '<UIView: 0x7f02;"), "\(script)")
    }

    /// Lines that only look like a trace's, in a log with no trace, are not warned about.
    @Test func barsOutsideATraceAreNotTraceLines() throws {
        let imported = try ImportedLayout.read(
            """
            | step | result |
            |   see the list below
            <NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>

            """, fileName: "t.txt")
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(imported.items.map(\.name) == ["screen", "view1"])
    }

    /// A trace printed through cycript keeps its bullets and texts, decoded.
    @Test func escapedTracesReadAsTheTraceTheyStandFor() throws {
        let imported = try ImportedLayout.read(
            """
            `
            AppWindow:0x10a2c1d40
            |   UITransitionView:0x10a2c3e50
            |   |   \\u2022UIView:0x10a2c5f60
            |   |   |   *UILabel:0x10b4e1a70'\\u200e\\u6b22\\u8fce\\u4f7f\\u7528 Acme'
            |   |   |   *UIButton:0x10b4e2b80'\\u200e\\u540c\\u610f'
            |   |   |   |   UIButtonLabel:0x10a2c7c90'\\u200e\\u540c\\u610f'

            Legend:
            \\t* - is laid out with auto layout
            \\t\\u2022 - layout engine host`
            """, fileName: "t.txt")
        let script = imported.script()
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(script.contains("view view1 in transitionView1  # UIView:0x10a2c5f60"), "\(script)")
        #expect(
            script.contains(
                "view acmeLabel in view1  # UILabel:0x10b4e1a70'\u{200E}欢迎使用 Acme'"),
            "\(script)")
        #expect(script.contains("view button1 in view1  # UIButton:0x10b4e2b80'\u{200E}同意'"))
        #expect(script.contains("view buttonLabel1 in button1"), "\(script)")
    }
}
