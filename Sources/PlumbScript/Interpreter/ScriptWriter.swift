import PlumbDebug
import PlumbLayout

// `save`: the current state of a layout as a session script that replays to the same layout —
// the same views and properties, the same frames, the same constraint numbers and labels, the
// same groups and states. Numbers are kept by writing a placeholder for every number that was
// removed and removing the placeholders at the end; group blocks keep their numbers because a
// group's constraints were made together, so no other constraint's number lies among them.

/// Writes layouts as session scripts.
enum ScriptWriter {
    /// How a state script treats broken constraints.
    enum Strategy: CaseIterable {
        /// In number order, as they were made: the same conflicts break the same constraints.
        case inOrder
        /// Broken constraints are taken out and put back last, so each breaks again.
        case brokenLast
    }

    static let header =
        "# A Plumb session, written by 'save'. Replay it with 'plumb run FILE' or 'load FILE'."

    /// The state of `layout` as a script, or nil when the language cannot say it (a view
    /// whose first and last baselines differ).
    static func state(of layout: Layout, strategy: Strategy) -> String? {
        var lines = [header]
        guard let items = itemLines(of: layout) else { return nil }
        lines += metricLines(of: layout)
        lines += items
        let constraints = constraintLines(of: layout, strategy: strategy)
        lines += constraints
        return lines.joined(separator: "\n") + "\n"
    }

    /// The statements of a log as a script: what was done, in order, from the last `reset`.
    static func log(_ changes: [Change]) -> String {
        var statements: [StatementSyntax] = []
        for change in changes {
            for step in change.steps {
                if case .reset = step.statement.kind {
                    statements.removeAll()
                } else {
                    statements.append(step.statement)
                }
            }
        }
        let body = statements.map { $0.formatted() + "\n" }.joined()
        return header + "\n# (written as the changes made, which replay exactly)\n" + body
    }

    // MARK: - Views and guides

    /// `window`, `view`, `guide` and `set` lines, each item after its superview.
    private static func itemLines(of layout: Layout) -> [String]? {
        var lines: [String] = []
        var emitted: [ObjectIdentifier] = []
        var waiting = LayoutDescriptions.userItems(of: layout)
        var progressed = true
        while progressed && !waiting.isEmpty {
            progressed = false
            var still: [any LayoutItem] = []
            for item in waiting {
                let parent: View? =
                    (item as? View)?.superview ?? (item is View ? nil : item.owningView)
                if let parent, !emitted.contains(ObjectIdentifier(parent)) {
                    still.append(item)
                    continue
                }
                if let view = item as? View {
                    guard let text = declaration(of: view) else { return nil }
                    lines += text
                } else if let owner = item.owningView {
                    lines.append("guide \(item.name) in \(owner.name)")
                }
                emitted.append(ObjectIdentifier(item))
                progressed = true
            }
            waiting = still
        }
        return waiting.isEmpty ? lines : nil
    }

    private static func number(_ value: Double) -> String { formatExactNumber(value) }

    /// The statement that makes `view` as it is now, and a `set` for what it cannot say; nil
    /// when no statement can say it (a view without a superview, two different baselines).
    private static func declaration(of view: View) -> [String]? {
        var declaration: ItemDeclaration
        if let size = view.windowSize {
            declaration = ItemDeclaration(view.name, .window(size))
        } else {
            guard let parent = view.superview else { return nil }
            declaration = ItemDeclaration(view.name, .view(in: parent.name))
            declaration.intrinsicSize = view.intrinsicContentSize
            declaration.hugging = view.contentHugging
            declaration.compressionResistance = view.compressionResistance
            switch (view.firstBaselineOffset, view.lastBaselineOffset) {
            case (nil, nil): break
            case (let first?, let last?) where first == last: declaration.baseline = first
            default: return nil
            }
            declaration.frame = view.autoresizingFrame
        }
        declaration.safeArea = view.safeAreaInsets
        declaration.margins = view.layoutMargins
        declaration.direction = view.semanticLayoutDirection?.rawValue
        return declaration.statements(number: number)
    }

    // MARK: - Constraints

    /// A user constraint as the language writes it, with exact numbers.
    static func statement(of c: LayoutConstraint) -> String {
        if let format = standardSpacingStatement(of: c) { return format }
        var text = c.identifier.map { "\($0): " } ?? ""
        text += "\(c.firstItem.name).\(c.firstAttribute.rawValue) \(c.relation.rawValue) "
        if let second = c.secondSide {
            text += "\(second.item.name).\(second.attribute.rawValue)"
            if c.multiplier != 1 { text += " * \(number(c.multiplier))" }
            if c.constant > 0 { text += " + \(number(c.constant))" }
            if c.constant < 0 { text += " - \(number(-c.constant))" }
        } else {
            text += number(c.constant)
        }
        if !c.priority.isRequired { text += " @\(number(c.priority.value))" }
        return text
    }

    /// The constraints in number order (groups as blocks), placeholders for removed numbers,
    /// then the statements that give each constraint its state.
    private static func constraintLines(of layout: Layout, strategy: Strategy) -> [String] {
        let live = layout.userConstraints
        let last = layout.nextConstraintNumber - 1
        var lines: [String] = []
        var placeholders: [Int] = []
        var temporaryWindow: String?
        /// A constraint that is always true, for a number that was removed.
        func placeholder(_ n: Int) -> String {
            placeholders.append(n)
            let note = "  # keeps the number #\(n), removed below"
            if let view = layout.views.first { return "\(view.name).width >= 0" + note }
            if temporaryWindow == nil {
                var name = "_save_placeholder"
                while layout.entity(named: name) != nil { name += "_" }
                temporaryWindow = name
                lines.append("window \(name) 0x0")
            }
            return "\(temporaryWindow ?? "_save_placeholder").width >= 0" + note
        }
        var index = 0
        var n = 1
        while n <= last {
            guard index < live.count, live[index].number == n else {
                lines.append(placeholder(n))
                n += 1
                continue
            }
            let c = live[index]
            guard let group = c.group, let end = group.constraints.compactMap(\.number).max() else {
                lines.append(statement(of: c))
                index += 1
                n += 1
                continue
            }
            var body: [String] = []
            while n <= end {
                if index < live.count, live[index].number == n, live[index].group === group {
                    body.append(statement(of: live[index]))
                    index += 1
                } else {
                    body.append(placeholder(n))
                }
                n += 1
            }
            lines.append("group \(group.name)\(group.isActive ? "" : " off") {")
            lines += body.map { "  " + $0 }
            lines.append("}")
        }
        for group in layout.groups where group.constraints.isEmpty {
            lines.append("group \(group.name)\(group.isActive ? "" : " off") { }")
        }
        if !placeholders.isEmpty {
            lines.append("remove " + placeholders.map { "#\($0)" }.joined(separator: " "))
        }
        if let temporaryWindow { lines.append("remove \(temporaryWindow)") }
        lines += stateLines(of: live, strategy: strategy)
        return lines
    }

    /// `deactivate` and `activate` lines that give each constraint the state it has now.
    private static func stateLines(of live: [LayoutConstraint], strategy: Strategy) -> [String] {
        var off: [String] = []
        var on: [String] = []
        var brokenLast: [String] = []
        for c in live {
            guard let number = c.number else { continue }
            let madeActive = c.group?.isActive ?? true
            if strategy == .brokenLast && c.isBroken {
                if madeActive { off.append("#\(number)") }
                brokenLast.append("activate #\(number)")
            } else if madeActive && !c.isActive {
                off.append("#\(number)")
            } else if !madeActive && c.isActive {
                on.append("#\(number)")
            }
        }
        var lines: [String] = []
        if !off.isEmpty { lines.append("deactivate " + off.joined(separator: " ")) }
        if !on.isEmpty { lines.append("activate " + on.joined(separator: " ")) }
        return lines + brokenLast
    }

    // MARK: - Checking

    /// Everything `save` promises to keep, as text: items with their properties and frames
    /// (by name), constraints with their numbers, labels, equations, priorities, states and
    /// groups, the groups and their states, and the next constraint number.
    static func signature(of layout: Layout) -> String {
        var items: [String] = []
        for item in LayoutDescriptions.userItems(of: layout) {
            var text =
                "\(item.name) in \(item.owningView.map { ($0 === item ? ($0.superview?.name ?? "-") : $0.name) } ?? "-")"
            text += " \(layout.frame(of: item))"
            if let view = item as? View, let declaration = declaration(of: view) {
                text += " " + declaration.joined(separator: "; ")
            }
            items.append(text)
        }
        var lines = items.sorted()
        for c in layout.userConstraints {
            lines.append(
                "#\(c.number ?? 0) \(statement(of: c)) \(LayoutDescriptions.state(c)) \(c.group?.name ?? "-")"
            )
        }
        for group in layout.groups.sorted(by: { $0.name < $1.name }) {
            lines.append(
                "group \(group.name) \(group.isActive) \(group.constraints.compactMap(\.number))")
        }
        lines += metricLines(of: layout)
        lines.append("next #\(layout.nextConstraintNumber)")
        return lines.joined(separator: "\n")
    }

    /// A constraint made by VFL's standard spacing, written back as VFL (`H:[a]-[b]`) so that
    /// it stays the standard spacing (`NSSpace(8)` in `export apple`); nil when VFL cannot
    /// say it (a label, a left/right row, a `|` that no longer means the superview).
    static func standardSpacingStatement(of c: LayoutConstraint) -> String? {
        guard c.isStandardSpacing, c.identifier == nil, c.relation == .equal,
            c.priority.isRequired, c.multiplier == 1, let second = c.secondSide
        else { return nil }
        let first = c.firstSide
        func parent(of item: any LayoutItem) -> (any LayoutItem)? {
            (item as? View)?.superview ?? item.owningView
        }
        for (axis, near, far) in [
            ("H", LayoutAttribute.leading, LayoutAttribute.trailing),
            ("V", .top, .bottom),
        ] {
            let standard =
                parent(of: first.item) === second.item || parent(of: second.item) === first.item
                ? VisualFormatSpacing.superview : VisualFormatSpacing.sibling
            guard c.constant == standard else { continue }
            // |-[a]: a.near == superview.near + 20
            if first.attribute == near, second.attribute == near,
                parent(of: first.item) === second.item
            {
                return "\(axis):|-[\(first.item.name)]"
            }
            // [a]-|: superview.far == a.far + 20
            if first.attribute == far, second.attribute == far,
                parent(of: second.item) === first.item
            {
                return "\(axis):[\(second.item.name)]-|"
            }
            // [a]-[b]: b.near == a.far + 8
            if first.attribute == near, second.attribute == far, first.item !== second.item,
                parent(of: first.item) !== second.item, parent(of: second.item) !== first.item
            {
                return "\(axis):[\(second.item.name)]-[\(first.item.name)]"
            }
        }
        return nil
    }

    /// `metric NAME = VALUE` for each metric, in declaration order.
    static func metricLines(of layout: Layout) -> [String] {
        layout.metrics.entries.map {
            MetricSyntax(name: NameSyntax(name: $0.name), value: $0.value).description
        }
    }
}
