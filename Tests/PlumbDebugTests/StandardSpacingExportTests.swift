import PlumbLayout
import Testing

@testable import PlumbDebug

/// The standard spacing (VFL's `-`) keeps its meaning in exports: Apple's descriptions print
/// it `NSSpace(8)`, and `export vfl` writes `-` for it; an explicit 8 stays a number.
@Suite struct StandardSpacingExportTests {
    typealias L = DrawingLayouts

    /// `H:|-[a]-[b]-8-|` and `V:|-[a]-8-[b]`: standard gaps next to explicit ones of the same
    /// value.
    static func layout() throws -> (Layout, [LayoutConstraint]) {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        let b = try layout.addView(named: "b", in: root)
        func gap(
            _ first: ItemAttribute, _ second: ItemAttribute, _ constant: Double, standard: Bool
        ) -> ConstraintDraft {
            var draft = L.draft(first, .equal, second, constant)
            draft.isStandardSpacing = standard
            return draft
        }
        let drafts = [
            gap(ItemAttribute(a, .leading), ItemAttribute(root, .leading), 20, standard: true),
            gap(ItemAttribute(b, .leading), ItemAttribute(a, .trailing), 8, standard: true),
            gap(ItemAttribute(root, .trailing), ItemAttribute(b, .trailing), 8, standard: false),
            gap(ItemAttribute(a, .top), ItemAttribute(root, .top), 20, standard: true),
            gap(ItemAttribute(b, .top), ItemAttribute(a, .bottom), 8, standard: false),
        ]
        try L.activate(drafts, in: layout)
        return (layout, layout.userConstraints)
    }

    @Test func appleDescriptionsPrintNSSpace() throws {
        let (layout, _) = try Self.layout()
        let text = LayoutExport.apple(layout)
        #expect(text.contains(" H:|-(NSSpace(20))-[a]   (active"))
        #expect(text.contains(" H:[a]-(NSSpace(8))-[b]   (active"))
        #expect(text.contains(" H:[b]-(8)-|   (active"))
        #expect(text.contains(" V:|-(NSSpace(20))-[a]   (active"))
        #expect(text.contains(" V:[a]-(8)-[b]   (active"))
    }

    @Test func visualFormatWritesADashForTheStandardGap() throws {
        let (layout, _) = try Self.layout()
        let text = LayoutExport.visualFormat(layout)
        #expect(text.contains("\nH:|-[a]-[b]-8-|\n"), "\(text)")
        #expect(text.contains("\nV:|-[a]-8-[b]\n"), "\(text)")
    }

    @Test func aNewConstantIsNoLongerTheStandardSpacing() throws {
        let (layout, constraints) = try Self.layout()
        _ = try layout.setConstant(12, of: constraints[1])
        #expect(!constraints[1].isStandardSpacing)
        #expect(LayoutExport.visualFormat(layout).contains("\nH:|-[a]-12-[b]-8-|\n"))
        #expect(LayoutExport.apple(layout).contains(" H:[a]-(12)-[b]   (active"))
    }
}
