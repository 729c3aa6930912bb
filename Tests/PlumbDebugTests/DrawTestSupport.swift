import Foundation
import PlumbLayout
import Testing

@testable import PlumbDebug

/// Small layouts built with the model's API (no DSL), for the picture and export tests.
enum DrawingLayouts {
    /// `first relation second + constant @priority`, a draft without the DSL.
    static func draft(
        _ first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?, _ constant: Double,
        multiplier: Double = 1, priority: Double = 1000, label: String? = nil
    ) -> ConstraintDraft {
        ConstraintDraft(
            first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
            identifier: label)
    }

    /// Activates drafts one statement each, as a script would, lines 1, 2, ….
    static func activate(_ drafts: [ConstraintDraft], in layout: Layout) throws {
        for (k, d) in drafts.enumerated() {
            try layout.activate([d], origin: .source(file: "test.plumb", line: k + 1))
        }
    }

    /// A 200x100 window with a title, a button beside it, a guide, a view whose height is
    /// free (ambiguous) and a width that cannot hold (broken).
    static func small() throws -> Layout {
        let (layout, root) = try window(200, 100)
        let title = try layout.addView(named: "title", in: root)
        let button = try layout.addView(named: "button", in: root)
        let loose = try layout.addView(named: "loose", in: root)
        let gap = try layout.addGuide(named: "gap", in: root)
        try activate(
            [
                draft(ItemAttribute(title, .left), .equal, ItemAttribute(root, .left), 10),
                draft(ItemAttribute(title, .top), .equal, ItemAttribute(root, .top), 10),
                draft(ItemAttribute(title, .width), .equal, nil, 100),
                draft(ItemAttribute(title, .height), .equal, nil, 30),
                draft(ItemAttribute(gap, .left), .equal, ItemAttribute(title, .right), 0),
                draft(ItemAttribute(gap, .width), .equal, nil, 10),
                draft(ItemAttribute(gap, .top), .equal, ItemAttribute(title, .top), 0),
                draft(ItemAttribute(gap, .height), .equal, nil, 30),
                draft(ItemAttribute(button, .left), .equal, ItemAttribute(gap, .right), 0),
                draft(ItemAttribute(button, .right), .equal, ItemAttribute(root, .right), -10),
                draft(ItemAttribute(button, .top), .equal, ItemAttribute(title, .top), 0),
                draft(ItemAttribute(button, .height), .equal, ItemAttribute(title, .height), 0),
                draft(ItemAttribute(loose, .left), .equal, ItemAttribute(root, .left), 10),
                draft(ItemAttribute(loose, .right), .equal, ItemAttribute(root, .right), -10),
                draft(ItemAttribute(loose, .top), .equal, ItemAttribute(title, .bottom), 20),
                draft(ItemAttribute(button, .width), .equal, nil, 120),
            ], in: layout)
        return layout
    }
}
