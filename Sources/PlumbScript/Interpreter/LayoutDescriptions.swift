import PlumbLayout

// How the questions print a layout: frames, the hierarchy, a view, a constraint, as text and
// as JSON. Everything is listed in creation order (or hierarchy order), never in the order of
// a Dictionary, and numbers print through `formatNumber`, so the same layout prints the same
// bytes.

/// Text and JSON renderings of a layout's parts, shared by the query commands.
enum LayoutDescriptions {
    /// The views and user guides, in creation order (the system `.margins` and `.safeArea`
    /// guides are left out).
    public static func userItems(of layout: Layout) -> [any LayoutItem] {
        layout.items.filter { !(($0 as? LayoutGuide)?.isSystemGuide ?? false) }
    }

    /// `{"x": 0, "y": 44, "width": 88, "height": 30}`.
    public static func json(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }

    /// Lines `name  (x, y, w, h)` with the frames aligned.
    public static func frameLines(_ items: [any LayoutItem], in layout: Layout) -> String {
        let width = items.map(\.name.count).max() ?? 0
        return items.map { item in
            item.name + String(repeating: " ", count: width - item.name.count + 2)
                + layout.frame(of: item).description
        }.joined(separator: "\n")
    }

    /// The constraint's description with its state when it is not simply active:
    /// `#3 text.top == button.bottom + 8 (inactive)`.
    public static func line(_ c: LayoutConstraint) -> String {
        var text = c.description
        if !c.isActive {
            text += " (inactive)"
        } else if c.isBroken {
            text += " (broken)"
        }
        return text
    }

    /// `active`, `inactive` or `broken`.
    public static func state(_ c: LayoutConstraint) -> String {
        c.isActive ? (c.isBroken ? "broken" : "active") : "inactive"
    }

    /// One side of a constraint as JSON: `{"item": "button", "attribute": "width"}`.
    static func json(_ side: ItemAttribute?) -> JSONValue {
        guard let side else { return .null }
        return .object([
            ("item", .string(side.item.name)), ("attribute", .string(side.attribute.rawValue)),
        ])
    }

    /// A constraint as JSON, every key always present.
    public static func json(_ c: LayoutConstraint, in layout: Layout) -> JSONValue {
        .object([
            ("number", .integer(c.number)),
            ("label", c.isSystem ? .null : .string(c.identifier)),
            ("system", .string(c.systemKind?.description)),
            ("first", json(c.firstSide)),
            ("relation", .string(c.relation.rawValue)),
            ("second", json(c.secondSide)),
            ("multiplier", .number(c.multiplier)),
            ("constant", .number(c.constant)),
            ("priority", .number(c.priority.value)),
            ("state", .string(state(c))),
            ("host", .string(layout.host(of: c)?.name)),
            ("group", .string(c.group?.name)),
            ("origin", .string(c.origin.description)),
            ("description", .string(c.description)),
        ])
    }

    /// The marker `tree` puts before a view, as `_autolayoutTrace` does: `•` a window (the
    /// layout's host), `+` a frame from autoresizing, `*` laid out by constraints.
    static func marker(of view: View) -> String {
        if view.isWindow { return "•" }
        return view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
    }

    /// The hierarchy, one line per view and guide, indented with `|   ` per level.
    public static func tree(of layout: Layout) -> String {
        var lines: [String] = []
        // Preorder with a stack of its own: a hierarchy 60,000 deep overflowed the call stack.
        var pending: [(view: View, depth: Int)] = layout.windows.reversed().map { ($0, 0) }
        while let (view, depth) = pending.popLast() {
            let indent = String(repeating: "|   ", count: depth)
            lines.append(
                indent + marker(of: view) + view.name + " " + layout.frame(of: view).description)
            for guide in view.layoutGuides {
                lines.append(
                    indent + "|   guide " + guide.name + " " + layout.frame(of: guide).description)
            }
            pending += view.subviews.reversed().map { ($0, depth + 1) }
        }
        return lines.isEmpty ? "no views" : lines.joined(separator: "\n")
    }

    /// The hierarchy as JSON: `{"windows": [{"name": …, "frame": …, "subviews": […]}]}`.
    ///
    /// `afterFrame` gives members to write after a view's frame (the tree's ambiguity
    /// marks). Built bottom-up with a stack of its own, however deep the hierarchy.
    public static func treeJSON(
        of layout: Layout, afterFrame: (View) -> [(String, JSONValue)] = { _ in [] }
    ) -> JSONValue {
        // Preorder, each view with the positions of its subviews: those come after it, so
        // walking the list backwards builds every subview before its superview.
        var order: [(view: View, subviews: [Int])] = []
        var windows: [Int] = []
        var pending: [(view: View, parent: Int?)] = layout.windows.reversed().map { ($0, nil) }
        while let (view, parent) = pending.popLast() {
            if let parent {
                order[parent].subviews.append(order.count)
            } else {
                windows.append(order.count)
            }
            order.append((view, []))
            pending += view.subviews.reversed().map { ($0, order.count - 1) }
        }
        var built = [JSONValue](repeating: .null, count: order.count)
        for (index, (view, subviews)) in order.enumerated().reversed() {
            let guides = view.layoutGuides.map { guide -> JSONValue in
                .object([("name", .string(guide.name)), ("frame", json(layout.frame(of: guide)))])
            }
            var members: [(String, JSONValue)] = [
                ("name", .string(view.name)),
                ("kind", .string(view.isWindow ? "window" : "view")),
                ("autoresizing", .bool(view.translatesAutoresizingMaskIntoConstraints)),
                ("frame", json(layout.frame(of: view))),
            ]
            members += afterFrame(view)
            members.append(("guides", .array(guides)))
            members.append(("subviews", .array(subviews.map { built[$0] })))
            for subview in subviews { built[subview] = .null }
            built[index] = .object(members)
        }
        return .object([("windows", .array(windows.map { built[$0] }))])
    }
}
