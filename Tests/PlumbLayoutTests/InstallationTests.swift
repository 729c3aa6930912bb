import Testing

@testable import PlumbLayout

/// The closest common ancestor holds a constraint; a view is its own ancestor and a guide
/// counts as its owning view.
@Suite struct InstallationTests {
    /// The tree: `root { a { a1 { a11, guide g }, a2 }, b }` and `other { c }`.
    struct Tree {
        let layout: Layout
        let items: [String: any LayoutItem]

        init() throws {
            layout = Layout()
            let root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
            let other = try layout.addWindow(named: "other", size: Size(width: 100, height: 100))
            let a = try layout.addView(named: "a", in: root)
            let a1 = try layout.addView(named: "a1", in: a)
            let a11 = try layout.addView(named: "a11", in: a1)
            let a2 = try layout.addView(named: "a2", in: a)
            let b = try layout.addView(named: "b", in: root)
            let c = try layout.addView(named: "c", in: other)
            let g = try layout.addGuide(named: "g", in: a1)
            items = [
                "root": root, "other": other, "a": a, "a1": a1, "a11": a11, "a2": a2, "b": b,
                "c": c, "g": g, "root.margins": root.layoutMarginsGuide,
                "a.safeArea": a.safeAreaLayoutGuide,
            ]
        }

        subscript(name: String) -> any LayoutItem {
            get throws { try #require(items[name]) }
        }
    }

    @Test(
        arguments: [
            ("a", "a", "a"), ("a", "a1", "a"), ("a1", "a", "a"), ("a11", "a2", "a"),
            ("a11", "b", "root"), ("root", "a11", "root"), ("g", "a11", "a1"), ("g", "a", "a"),
            ("g", "g", "a1"), ("root.margins", "a11", "root"), ("a.safeArea", "a2", "a"),
            ("a.safeArea", "root.margins", "root"), ("a", "c", nil), ("other", "root", nil),
            ("c", "other", "other"),
        ] as [(String, String, String?)])
    func closestCommonAncestor(_ first: String, _ second: String, _ expected: String?) throws {
        let tree = try Tree()
        let found = tree.layout.commonAncestor(try tree[first], try tree[second])
        #expect(found?.name == expected)
    }

    @Test func activationRecordsTheHost() throws {
        let tree = try Tree()
        let layout = tree.layout
        let a11 = try #require(try tree["a11"] as? View)
        let b = try #require(try tree["b"] as? View)
        let g = try #require(try tree["g"] as? LayoutGuide)
        let report = try layout.activate {
            a11.left == b.left
            a11.width == 10
            g.top == a11.bottom
        }
        let made = report.constraints
        #expect(made.map { $0.host?.name } == ["root", "a11", "a1"])
        #expect(made.map { layout.host(of: $0)?.name } == ["root", "a11", "a1"])
        #expect(
            layout.constraints(heldBy: try #require(layout.view(named: "root"))).filter {
                !$0.isSystem
            }.map(\.number) == [1])
        #expect(
            layout.constraints(referencing: a11).filter { !$0.isSystem }.map(\.number) == [1, 2, 3])
        #expect(layout.constraints(referencing: g).filter { !$0.isSystem }.map(\.number) == [3])
        let a1 = try #require(layout.view(named: "a1"))
        #expect(
            layout.constraints(referencing: a1, includingGuides: true).map(\.number).contains(3))
        #expect(!layout.constraints(referencing: a1).map(\.number).contains(3))
        expectConsistent(layout)
    }

    @Test func noCommonAncestorIsAClearError() throws {
        let tree = try Tree()
        let layout = tree.layout
        let a = try #require(layout.view(named: "a"))
        let c = try #require(layout.view(named: "c"))
        let error = layoutError {
            try layout.activate {
                a.width == 10
                a.left == c.left
            }
        }
        #expect(error == .noCommonAncestor(nil, first: "a", second: "c"))
        #expect(
            error?.description
                == "'a' and 'c' have no common ancestor; they are in different view hierarchies")
        #expect(layout.userConstraints.isEmpty)
        // An inactive constraint is checked when activated, and named.
        let made = try layout.makeConstraints { a.left == c.left }
        let inactive = try #require(made.first)
        #expect(
            layoutError { try layout.activate(inactive) }
                == .noCommonAncestor(inactive.reference, first: "a", second: "c"))
        #expect(!inactive.isActive)
        #expect(layout.host(of: inactive) == nil)
    }

    @Test func systemConstraintsAreHeldByTheirViews() throws {
        let (layout, root) = try phone()
        let legacy = try layout.addView(
            named: "legacy", in: root, frame: Rect(x: 10, y: 10, width: 100, height: 50))
        let held = layout.constraints(heldBy: root).compactMap(\.systemKind)
        // The window's own, then the autoresizing position (relative to the superview).
        #expect(
            held == [
                .nonNegativeSize(.horizontal), .nonNegativeSize(.vertical), .windowFrame(.minX),
                .windowFrame(.minY), .windowFrame(.width), .windowFrame(.height),
                .autoresizing(.minX), .autoresizing(.minY),
            ])
        #expect(
            layout.constraints(heldBy: legacy).compactMap(\.systemKind) == [
                .nonNegativeSize(.horizontal), .nonNegativeSize(.vertical), .autoresizing(.width),
                .autoresizing(.height),
            ])
        #expect(layout.constraints.allSatisfy { $0.number == nil })
        expectFrame(layout, legacy, 10, 10, 100, 50)
    }
}
