// What a pasted `_autolayoutTrace` says that constraints cannot: which items are ambiguous.
// The log prints the constraints that conflicted, rarely all of them, so a layout rebuilt
// from it leaves free what the device had fixed. The trace marks exactly what was free
// there; every other component of an item it lists gets a pin, a constraint at the lowest
// priority in a group of its own, so that `check` on the rebuilt layout reports what the
// trace reports, and the pins never override a constraint the log does print.

import PlumbLayout

extension ImportedLayout {
    /// The priority of a pin: the lowest, so that a pin only decides what every constraint
    /// of the log leaves free.
    public static let tracePinPriority = 1.0

    /// Pins every component the log's constraints leave free but the trace does not mark
    /// ambiguous, at the frame the trace printed (a guide's `layoutFrame`) or else where the
    /// constraints put it now (to the six decimals the script prints).
    ///
    /// One judgement of the whole layout finds the components; pinning one may fix another
    /// (two views of equal width), so the layout is judged again and whatever a pin at a
    /// rounded value left tied is pinned in a further round, at most three.
    ///
    /// - Complexity: a few passes of ``ambiguousViews(in:)``, linear in the layout.
    mutating func pinTrace() {
        guard traceGroup != nil, items.contains(where: { $0.trace != nil }),
            let (layout, _) = try? makeLayout()
        else { return }
        var marks: [String: (item: Item, mark: TraceMark)] = [:]  // looked up, never iterated
        for item in items {
            if let mark = item.trace, item.parent != nil { marks[item.name] = (item, mark) }
        }
        var pins: [TracePin] = []
        for _ in 0..<3 {
            var round: [TracePin] = []
            var drafts: [ConstraintDraft] = []
            for finding in ambiguousViews(in: layout) {
                guard let (item, mark) = marks[finding.item.name], let parent = item.parent
                else { continue }
                for component in finding.components where !mark.ambiguous.contains(component) {
                    let printed = mark.frame.map { component.value(in: $0) }
                    let current = layout.solver.value(
                        of: relativeExpression(of: component, of: finding.item))
                    let pin = TracePin(
                        item: item.name, parent: parent, component: component,
                        value: ((printed ?? current) * 1e6).rounded() / 1e6,
                        isPrinted: printed != nil, line: mark.line)
                    guard let draft = Self.draft(pin, in: layout) else { continue }
                    round.append(pin)
                    drafts.append(draft)
                }
            }
            if round.isEmpty { break }
            guard (try? layout.activate(drafts, origin: .source(file: "trace", line: 0))) != nil
            else { break }
            pins += round
        }
        tracePins = pins
    }

    /// The pin as a constraint of `layout`: `item.left == parent.left + value @1`.
    static func draft(_ pin: TracePin, in layout: Layout) -> ConstraintDraft? {
        guard let item = resolve(pin.item, in: layout), let parent = layout.view(named: pin.parent)
        else { return nil }
        let attribute = pin.component.pinnedAttribute
        let second = pin.component.isPosition ? ItemAttribute(parent, attribute) : nil
        return ConstraintDraft(
            ItemAttribute(item, attribute), .equal, second, constant: pin.value,
            priority: tracePinPriority)
    }

    /// The pin in the session language.
    func statement(of pin: TracePin) -> String {
        let attribute = pin.component.pinnedAttribute
        return Self.equation(
            Side(item: pin.item, attribute: attribute), .equal,
            pin.component.isPosition ? Side(item: pin.parent, attribute: attribute) : nil,
            constant: pin.value, priority: Self.tracePinPriority)
    }

    /// The script's lines for the pins: a comment that says why, then the group.
    func tracePinLines() -> [String] {
        guard let group = traceGroup, !tracePins.isEmpty else { return [] }
        var lines = [
            "# The trace marks only some of these items ambiguous; the constraints that fixed the",
            "# rest on the device are not in the log. Each pin below keeps one such part of a frame",
            "# (at the frame the trace printed, or where the constraints above put it) at priority",
            "# \(formatNumber(Self.tracePinPriority)), so it overrides no constraint; 'toggle \(group)' lets them go.",
            "group \(group) {",
        ]
        for pin in tracePins {
            let origin = pin.isPrinted ? "printed by the trace" : "not marked ambiguous"
            lines.append(
                "  \(statement(of: pin))  # from the trace, line \(pin.line): \(pin.component.rawValue) \(origin)"
            )
        }
        lines.append("}")
        return lines
    }
}

extension FrameComponent {
    /// The attribute a pin of this component constrains: left, top, width or height.
    var pinnedAttribute: LayoutAttribute {
        switch self {
        case .x: .left
        case .y: .top
        case .width: .width
        case .height: .height
        }
    }

    /// This component of `frame`.
    func value(in frame: Rect) -> Double {
        switch self {
        case .x: frame.x
        case .y: frame.y
        case .width: frame.width
        case .height: frame.height
        }
    }
}
