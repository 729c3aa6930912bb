import PlumbLayout
import PlumbTestSupport
import Testing

@testable import PlumbDebug

/// `export swift|apple|vfl`: exact text for the seed layouts, and Apple's format read back.
@Suite struct ExportTests {
    typealias L = DrawingLayouts

    /// The Easy Layout seed (sessions/01-easy-layout.plumb), with a label and a priority.
    static func easyLayoutSeed() throws -> Layout {
        let (layout, root) = try window()
        let button = try layout.addView(
            named: "button", in: root, intrinsicSize: IntrinsicSize(width: 74, height: 30))
        let text = try layout.addView(
            named: "text", in: root, intrinsicSize: IntrinsicSize(width: nil, height: 30))
        try L.activate(
            [
                L.draft(ItemAttribute(button, .width), .equal, nil, 88),
                L.draft(ItemAttribute(button, .right), .equal, ItemAttribute(root, .right), -22),
                L.draft(ItemAttribute(button, .top), .equal, ItemAttribute(root, .top), 44),
                L.draft(ItemAttribute(text, .left), .equal, ItemAttribute(root, .left), 22),
                L.draft(ItemAttribute(text, .right), .equal, ItemAttribute(button, .left), -22),
                L.draft(ItemAttribute(text, .top), .equal, ItemAttribute(button, .top), 0),
                L.draft(
                    ItemAttribute(text, .width), .greaterThanOrEqual, ItemAttribute(button, .width),
                    5,
                    multiplier: 0.5, priority: 750, label: "wide"),
            ], in: layout)
        return layout
    }

    /// A row in leading and trailing, a column, margins, a guide, a card with an aspect
    /// ratio, an autoresizing view, hugging, and an inactive group.
    static func cardLayout() throws -> Layout {
        let layout = Layout()
        let root = try layout.addWindow(
            named: "root", size: Size(width: 320, height: 480),
            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let icon = try layout.addView(named: "icon", in: root)
        let title = try layout.addView(
            named: "title", in: root, intrinsicSize: IntrinsicSize(width: 120, height: 21))
        let card = try layout.addView(named: "card", in: root)
        _ = try layout.addView(
            named: "legacy", in: root, frame: Rect(x: 10, y: 400, width: 100, height: 50))
        try layout.setContentHugging(try Priority(251), for: .horizontal, of: title)
        try layout.setLayoutMargins(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), of: card)
        try L.activate(
            [
                L.draft(ItemAttribute(icon, .leading), .equal, ItemAttribute(root, .leading), 16),
                L.draft(ItemAttribute(icon, .width), .equal, nil, 40),
                L.draft(ItemAttribute(icon, .height), .equal, ItemAttribute(icon, .width), 0),
                L.draft(
                    ItemAttribute(title, .leading), .greaterThanOrEqual,
                    ItemAttribute(icon, .trailing), 8),
                L.draft(
                    ItemAttribute(root, .trailing), .equal, ItemAttribute(title, .trailing), 16,
                    priority: 999),
                L.draft(
                    ItemAttribute(icon, .top), .equal,
                    ItemAttribute(root.safeAreaLayoutGuide, .top), 8),
                L.draft(ItemAttribute(title, .centerY), .equal, ItemAttribute(icon, .centerY), 0),
                L.draft(ItemAttribute(card, .top), .equal, ItemAttribute(icon, .bottom), 12),
                L.draft(
                    ItemAttribute(card, .leading), .equal, ItemAttribute(root, .leadingMargin), 0),
                L.draft(
                    ItemAttribute(card, .trailing), .equal, ItemAttribute(root, .trailingMargin), 0),
                L.draft(
                    ItemAttribute(card, .height), .equal, ItemAttribute(card, .width), 0,
                    multiplier: 0.5, label: "aspect"),
            ], in: layout)
        let spacer = try layout.addGuide(named: "spacer", in: card)
        try L.activate(
            [
                L.draft(ItemAttribute(spacer, .left), .equal, ItemAttribute(card, .leftMargin), 0),
                L.draft(ItemAttribute(spacer, .width), .equal, nil, 24),
            ], in: layout)
        let compact = try layout.makeConstraints(
            [L.draft(ItemAttribute(card, .width), .equal, nil, 100)],
            origin: .source(file: "test.plumb", line: 20))
        try layout.makeGroup(named: "compact", isActive: false, constraints: compact)
        return layout
    }

    @Test func swiftForTheEasyLayoutSeed() throws {
        let expected = """
            // Made by Plumb's 'export swift': the layout as UIKit code with layout anchors.
            import UIKit

            // Views, each after its superview.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))  // a window: its container gives it this size
            let button = UIView()
            button.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(button)
            // button has an intrinsic content size of 74x30: in UIKit it comes from its content (a label's text, an image) or an intrinsicContentSize override
            let text = UIView()
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            // text has an intrinsic content size of _x30: in UIKit it comes from its content (a label's text, an image) or an intrinsicContentSize override

            // Constraints; each comment gives Plumb's number.
            let wide = text.widthAnchor.constraint(greaterThanOrEqualTo: button.widthAnchor, multiplier: 0.5, constant: 5)  // #7
            wide.identifier = "wide"
            wide.priority = .defaultHigh
            NSLayoutConstraint.activate([
                button.widthAnchor.constraint(equalToConstant: 88),  // #1
                button.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -22),  // #2
                button.topAnchor.constraint(equalTo: root.topAnchor, constant: 44),  // #3
                text.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 22),  // #4
                text.rightAnchor.constraint(equalTo: button.leftAnchor, constant: -22),  // #5
                text.topAnchor.constraint(equalTo: button.topAnchor),  // #6
                wide,  // #7
            ])

            """
        #expect(LayoutExport.text(of: try Self.easyLayoutSeed(), as: .swift) == expected)
    }

    /// Margins, the safe area, a guide, hugging, an autoresizing frame, a priority, a
    /// label and an inactive group.
    @Test func swiftForTheCardLayout() throws {
        let text = LayoutExport.swift(try Self.cardLayout())
        for line in [
            "let legacy = UIView(frame: CGRect(x: 10, y: 400, width: 100, height: 50))  // autoresizing: the frame becomes constraints",
            "title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)",
            "card.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)",
            "card.addLayoutGuide(spacer)",
            "constraint5.priority = UILayoutPriority(999)",
            "aspect.identifier = \"aspect\"",
            "    icon.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),  // #6",
            "    card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),  // #9",
            "    spacer.leftAnchor.constraint(equalTo: card.layoutMarginsGuide.leftAnchor),  // #12",
            "// Group 'compact', inactive: activate it with 'NSLayoutConstraint.activate(compact)'.",
            "    card.widthAnchor.constraint(equalToConstant: 100),  // #14",
        ] {
            #expect(text.contains(line + "\n"), "\(line)")
        }
        #expect(!text.contains("NSLayoutConstraint.activate(compact)\n"))
    }

    /// A multiplier on a position has no anchor method.
    @Test func positionMultiplierUsesTheItemInitializer() throws {
        let (layout, root) = try window(100, 100)
        let dot = try layout.addView(named: "default", in: root)
        try L.activate(
            [
                L.draft(
                    ItemAttribute(dot, .centerX), .equal, ItemAttribute(root, .centerX), 0,
                    multiplier: 0.5)
            ], in: layout)
        #expect(
            LayoutExport.swift(layout).contains(
                "    NSLayoutConstraint(item: `default`, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5, constant: 0),  // #1\n"
            ))
    }

    @Test func visualFormatForTheSeeds() throws {
        let seed = """
            # Made by Plumb's 'export vfl': the Visual Format strings for the rows and columns of siblings.
            # in root
            H:[button(88)]
            H:|-22-[text]-22-[button]-22-| align top direction leftToRight
            V:|-44-[button]
            # not expressible in VFL:
            #   #7 wide: text.width >= button.width * 0.5 + 5 @750: VFL has no multipliers

            """
        #expect(LayoutExport.text(of: try Self.easyLayoutSeed(), as: .vfl) == seed)
        let card = LayoutExport.visualFormat(try Self.cardLayout())
        #expect(
            card.contains(
                "\nH:|-16-[icon(40)]-(>=8)-[title]-(16@999)-| align centerY\nV:[icon]-12-[card]\n"))
        #expect(!card.contains("#7 title.centerY == icon.centerY"))
        #expect(
            card.contains("#   #14 card.width == 100: inactive; VFL makes active constraints\n"))
    }

    /// Apple's format read back: the same constraints, states, labels and frames, and the
    /// export of the import is the export itself.
    @Test(arguments: ["seed", "card", "small"]) func appleRoundTrip(_ which: String) throws {
        let original: Layout
        switch which {
        case "seed": original = try Self.easyLayoutSeed()
        case "card": original = try Self.cardLayout()
        default: original = try DrawingLayouts.small()
        }
        let exported = LayoutExport.apple(original)
        let imported = try ImportedLayout.read(exported, fileName: "\(which).apple")
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let (rebuilt, _) = try imported.makeLayout()
        func signature(_ c: LayoutConstraint) -> String {
            (c.identifier.map { "\($0): " } ?? "") + c.equation + " @\(c.priority)"
                + (c.isActive ? "" : " inactive") + (c.isBroken ? " broken" : "")
        }
        #expect(rebuilt.userConstraints.map(signature) == original.userConstraints.map(signature))
        func frames(_ layout: Layout) -> [String] {
            layout.items.map { "\($0.name) \(layout.frame(of: $0))" }.sorted()
        }
        #expect(frames(rebuilt) == frames(original))
        // With every guide made after the views, the export of the import is the export.
        if which != "card" { #expect(LayoutExport.apple(rebuilt) == exported) }
    }
}

/// Random layouts through `export apple` and `import`: the same constraints come back.
@Suite struct ExportRoundTripRandomTests {
    typealias L = DrawingLayouts

    static func randomLayout(seed: UInt64) throws -> Layout {
        var random = SeededGenerator(seed: seed)
        let (layout, root) = try window(320, 480)
        var views: [View] = [root]
        for k in 0..<Int.random(in: 2...6, using: &random) {
            let parent = views[Int.random(in: 0..<views.count, using: &random)]
            let intrinsic =
                Bool.random(using: &random) ? IntrinsicSize(width: 40, height: 20) : .none
            views.append(try layout.addView(named: "v\(k)", in: parent, intrinsicSize: intrinsic))
        }
        let x: [LayoutAttribute] = [.leading, .trailing, .centerX, .leadingMargin]
        let y: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline]
        for _ in 0..<Int.random(in: 3...12, using: &random) {
            let a = views[Int.random(in: 1..<views.count, using: &random)]
            let b = views[Int.random(in: 0..<views.count, using: &random)]
            let constant = Double(Int.random(in: -40...40, using: &random))
            let priority = [1000.0, 750, 999, 250][Int.random(in: 0..<4, using: &random)]
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
                Int.random(in: 0..<3, using: &random)]
            let draft: ConstraintDraft
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let attributes = Bool.random(using: &random) ? x : y
                draft = L.draft(
                    ItemAttribute(
                        a, attributes[Int.random(in: 0..<attributes.count, using: &random)]),
                    relation,
                    ItemAttribute(
                        b, attributes[Int.random(in: 0..<attributes.count, using: &random)]),
                    constant,
                    priority: priority)
            case 1:
                draft = L.draft(
                    ItemAttribute(a, .width), relation, nil, abs(constant), priority: priority)
            case 2:
                draft = L.draft(
                    ItemAttribute(a, .height), relation, ItemAttribute(b, .width), constant,
                    multiplier: 0.5,
                    priority: priority)
            default:
                draft = L.draft(
                    ItemAttribute(a, .top), relation, ItemAttribute(b, .bottom), constant,
                    priority: priority)
            }
            guard (try? layout.validate(draft)) != nil else { continue }
            try layout.activate([draft], origin: .source(file: "random.plumb", line: 1))
        }
        return layout
    }

    @Test(arguments: 1...40) func sameConstraintsAndFrames(seed: Int) throws {
        let original = try Self.randomLayout(seed: UInt64(seed))
        let imported = try ImportedLayout.read(
            LayoutExport.apple(original), fileName: "random.apple")
        #expect(imported.warnings.isEmpty, "seed \(seed): \(imported.warnings)")
        let (rebuilt, _) = try imported.makeLayout()
        func signature(_ c: LayoutConstraint) -> String {
            c.equation + " @\(c.priority)" + (c.isBroken ? " broken" : "")
        }
        #expect(
            rebuilt.userConstraints.map(signature) == original.userConstraints.map(signature),
            "seed \(seed)")
        // Views the constraints fix come back where they were; an ambiguous view may settle
        // elsewhere, as items are made in another order.
        let loose = ambiguousViews(in: original).map(\.item.name)
        func frames(_ layout: Layout) -> [String] {
            layout.items.filter {
                !(($0 as? LayoutGuide)?.isSystemGuide ?? false) && !loose.contains($0.name)
            }
            .map { "\($0.name) \(layout.frame(of: $0))" }.sorted()
        }
        #expect(frames(rebuilt) == frames(original), "seed \(seed)")
    }
}
