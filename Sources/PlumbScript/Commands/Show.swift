import PlumbDebug
import PlumbLayout

/// `show`: a view, a guide or a constraint, in detail.
struct ShowCommand: SessionCommand {
    static let help = CommandHelp(
        name: "show",
        category: .questions,
        usage: "show NAME|#N [--json]",
        summary: "a view (frame, properties, constraints) or a constraint (state, host, group)",
        example: """
            show button
            show #3
            """,
        discussion: """
            For a view: its frame in its superview and in its window, the properties set on it,
            and the constraints that refer to it, system constraints in brackets; a view whose
            frame the constraints do not fix says what is free ('ambiguous: x free'). For a
            constraint: its equation, whether it is active, inactive or broken, the view that
            holds it, its group, where it was written and how far it is from holding.
            """
    )
    static var completion: CompletionSpec { .query([.anything]) }

    static func run(_ reference: ReferenceSyntax, in context: CommandContext) throws {
        switch try context.entity(reference) {
        case .view(let view): show(item: view, in: context)
        case .guide(let guide): show(item: guide, in: context)
        case .constraint(let c): show(c, in: context)
        case .group(let group):
            let members = group.constraints.map { LayoutDescriptions.line($0) }
            if context.wantsJSON {
                context.printJSON(
                    .object([
                        ("group", .string(group.name)), ("active", .bool(group.isActive)),
                        ("constraints", .array(group.constraints.map { .integer($0.number) })),
                    ]))
            } else {
                context.print(
                    ([group.description] + members.map { "  " + $0 }).joined(separator: "\n"))
            }
        }
    }

    /// The constraints shown with an item: user ones that refer to it (or its guides), then
    /// its system ones other than `size >= 0`.
    static func constraints(of item: any LayoutItem, in layout: Layout) -> [LayoutConstraint] {
        let all = layout.constraints(referencing: item, includingGuides: true)
        let user = all.filter { !$0.isSystem }
        let system = all.filter { c in
            guard let kind = c.systemKind, c.firstItem === item else { return false }
            if case .nonNegativeSize = kind { return false }
            return true
        }
        return user + system
    }

    private static func show(item: any LayoutItem, in context: CommandContext) {
        let layout = context.layout
        let view = item as? View
        let constraints = Self.constraints(of: item, in: layout)
        let free = ambiguousComponents(of: item, in: layout)
        if context.wantsJSON {
            var members: [(String, JSONValue)] = [
                ("name", .string(item.name)),
                ("kind", .string(view.map { $0.isWindow ? "window" : "view" } ?? "guide")),
                (
                    "superview",
                    .string((view?.superview ?? (view == nil ? item.owningView : nil))?.name)
                ),
                ("frame", LayoutDescriptions.json(layout.frame(of: item))),
                ("frameInWindow", LayoutDescriptions.json(layout.frameInWindow(of: item))),
            ]
            members.append(("ambiguous", .array(free.map { .string($0.rawValue) })))
            if let view {
                members += properties(of: view).map { ($0.0, .string($0.1)) }
            }
            members.append(
                ("constraints", .array(constraints.map { LayoutDescriptions.json($0, in: layout) }))
            )
            context.printJSON(.object(members))
            return
        }
        var lines: [String] = []
        if let view {
            lines.append(
                view.isWindow
                    ? "window \(view.name)" : "view \(view.name) in \(view.superview?.name ?? "?")")
        } else {
            lines.append("guide \(item.name) in \(item.owningView?.name ?? "?")")
        }
        lines.append(
            "  frame \(layout.frame(of: item)), in the window \(layout.frameInWindow(of: item))")
        if !free.isEmpty {
            let note = AmbiguityText.freeNote(AmbiguousView(item: item, components: free))
            lines.append("  \(note) (see 'ambiguity \(item.name)')")
        }
        if let view {
            for (key, value) in properties(of: view) { lines.append("  \(key) \(value)") }
        }
        if constraints.isEmpty {
            lines.append("  no constraints")
        } else {
            lines.append("  constraints:")
            lines += constraints.map { "    " + LayoutDescriptions.line($0) }
        }
        context.print(lines.joined(separator: "\n"))
    }

    /// The view's properties that differ from the defaults, as the session language writes
    /// them.
    private static func properties(of view: View) -> [(String, String)] {
        var result: [(String, String)] = []
        if let size = view.windowSize { result.append(("size", size.description)) }
        if view.intrinsicContentSize != .none {
            result.append(("intrinsic", view.intrinsicContentSize.description))
        }
        if view.contentHugging != .defaultHugging {
            result.append(
                ("hug", "\(view.contentHugging.horizontal) \(view.contentHugging.vertical)"))
        }
        if view.compressionResistance != .defaultCompressionResistance {
            let r = view.compressionResistance
            result.append(("resist", "\(r.horizontal) \(r.vertical)"))
        }
        if let first = view.firstBaselineOffset { result.append(("baseline", formatNumber(first))) }
        if let frame = view.autoresizingFrame {
            result.append(
                (
                    "autoresizing frame",
                    [frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(
                        separator: " ")
                ))
        }
        if view.layoutMargins != EdgeInsets(8) {
            result.append(("margins", view.layoutMargins.description))
        }
        if view.safeAreaInsets != .zero { result.append(("safe", view.safeAreaInsets.description)) }
        if let direction = view.semanticLayoutDirection {
            result.append(("direction", direction.rawValue))
        }
        return result
    }

    private static func show(_ c: LayoutConstraint, in context: CommandContext) {
        let layout = context.layout
        let distance = layout.distanceFromHolding(c)
        if context.wantsJSON {
            guard case .object(var members) = LayoutDescriptions.json(c, in: layout) else { return }
            members.append(("distance", .number(distance)))
            context.printJSON(.object(members))
            return
        }
        var lines = [c.description]
        var state = LayoutDescriptions.state(c)
        if let host = layout.host(of: c) {
            state += c.isActive ? ", held by \(host.name)" : " (it would be held by \(host.name))"
        } else {
            state += "; its items share no ancestor"
        }
        if let group = c.group {
            state += "; in group \(group.name) (\(group.isActive ? "on" : "off"))"
        }
        lines.append("  " + state)
        lines.append("  written at \(c.origin)")
        if let conflict = c.conflict {
            let others = conflict.members.filter { $0 !== c }.map(\.reference.description)
            lines.append(
                "  broken to recover from a conflict with \(others.joined(separator: ", "))")
        }
        if let distance {
            let verb = c.isActive ? "" : "would "
            lines.append(
                distance == 0 ? "  \(verb)holds" : "  \(verb)misses by \(formatNumber(distance))")
        }
        context.print(lines.joined(separator: "\n"))
    }
}
