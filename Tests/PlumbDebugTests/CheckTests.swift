import Testing

@testable import PlumbDebug
@testable import PlumbLayout

/// `LayoutCheck`: conflicts and ambiguity in one summary, and the stable names `check --json`
/// gives constraints.
@Suite struct CheckTests {
    @Test func aCleanLayout() throws {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        try layout.activate(
            [
                edge(a, .left, root, .left, 10), edge(a, .top, root, .top, 10),
                size(a, .width, 100), size(a, .height, 50),
            ], origin: .shell(entry: 1))
        let check = LayoutCheck(layout)
        #expect(check.isClean && check.isSatisfiable && check.isUnambiguous)
        #expect(
            check.rendered(in: layout)
                == "ok: satisfiable and unambiguous (2 views, 12 active constraints)")
    }

    @Test func conflictsAndAmbiguityTogether() throws {
        let (layout, _, _) = try autoresizingConflict()
        let root = try #require(layout.view(named: "root"))
        let free = try layout.addView(named: "free", in: root)
        try layout.activate([size(free, .width, 10)], origin: .shell(entry: 5))
        let check = LayoutCheck(layout)
        #expect(!check.isSatisfiable && !check.isUnambiguous && !check.isClean)
        #expect(check.conflicts.count == 1)
        #expect(check.ambiguous.map(\.item.name) == ["free"])
        #expect(check.ambiguous.first?.components == [.x, .y, .height])
        #expect(
            check.rendered(in: layout) == """
                not satisfiable: 1 constraint is broken
                  #2 banner.right == root.right misses by 275; it cannot hold with
                      [window width] root.width == 375
                      [autoresizing minX] banner.left == root.left
                      [autoresizing width] banner.width == 100
                    375 ≠ 100
                ambiguous: 1 view
                  free  x, y, height
                see 'explain #N' for a conflict's arithmetic and fixes, 'ambiguity NAME' for ranges and alternatives
                """)
        let conflict = try #require(check.conflicts.first)
        #expect(
            LayoutCheck.membersInCreationOrder(conflict, in: layout).map(
                LayoutCheck.identifier(of:)) == [
                    "root.width == 375 (window width)",
                    "banner.left == root.left (autoresizing minX)",
                    "banner.width == 100 (autoresizing width)", "#2",
                ])
    }

    @Test func identifiersAreStableNames() throws {
        let (layout, root) = try window()
        let a = try layout.addView(named: "a", in: root)
        let made = try layout.activate(
            [
                ConstraintDraft(
                    ItemAttribute(a, .leftMargin), .equal, ItemAttribute(root, .leftMargin),
                    identifier: "inset")
            ],
            origin: .shell(entry: 1))
        let c = try #require(made.constraints.first)
        #expect(LayoutCheck.identifier(of: c) == "#1")
        let names = layout.constraints.filter(\.isSystem).map(LayoutCheck.identifier(of:))
        #expect(names.contains("a.width >= 0 (width >= 0)"))
        #expect(names.contains("root.height == 667 (window height)"))
        #expect(names.contains("root.margins.left == root.left + 8 (left margin)"))
        // Unique: a view has one system constraint per rule.
        #expect(Set(names).count == names.count)
    }
}
