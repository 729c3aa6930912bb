// "Why is this view this wide?" (theory.md §5): the row of the attribute's expression, read
// through the owners of its symbols, is the unique combination of constraints that yields the
// value; each symbol's coefficient is that constraint's sensitivity. For each tight inequality
// and optional constraint, the leading level of its symbol's reduced cost says which higher
// priority holds it where it is. `WhyText` prints it: the value, then the constraints by
// group, each with its sensitivity.

import PlumbLayout

/// How a constraint takes part in a value.
public enum WhyGroup: String, Hashable, Sendable, CaseIterable {
    /// A required equality.
    case required
    /// A required inequality that holds with no slack.
    case tight
    /// An optional constraint (a broken one counts here, at its broken priority). Exercise
    /// preferences are never entries: a value only they hold is free.
    case optional

    /// The heading `why` prints.
    public var heading: String {
        switch self {
        case .required: "required"
        case .tight: "tight inequalities"
        case .optional: "optional"
        }
    }
}

/// One constraint a value depends on.
public struct WhyEntry {
    /// The constraint in the user's words.
    public var name: ConstraintName
    /// The layout constraint; nil for an exercise preference.
    public var constraint: LayoutConstraint?
    /// How far the value moves per point added to the constraint's constant as written
    /// (`button.right == root.right - 22`: the −22), while the solution keeps its shape.
    public var sensitivity: Double
    /// Required, tight or optional.
    public var group: WhyGroup
    /// For tight and optional constraints: the priority of the level that holds the
    /// constraint where it is (nil when nothing does: the value is free to move), and the
    /// constraints contributing there with their weights.
    public var heldAt: Double?
    /// The constraints that hold it at ``heldAt``, with their weights.
    public var heldBy: [(name: ConstraintName, weight: Double)]
}

/// An optional constraint the solution misses, and by how much.
public struct WhyLoss {
    /// The constraint.
    public var constraint: LayoutConstraint
    /// How far it is from holding, in points (for `a == m·b + c`: |a − m·b − c|).
    public var distance: Double
}

/// Why an attribute has its value.
///
/// ```swift
/// let why = explainValue(of: .width, of: title, in: layout)
/// why.value                              // 247
/// why.entries.map(\.name.id)             // ["#1", "#2", "#3", "subtitle: intrinsic width (hugging)"]
/// ```
public struct WhyExplanation {
    /// The item.
    public var item: any LayoutItem
    /// The attribute.
    public var attribute: LayoutAttribute
    /// Its value now, in window coordinates for positions.
    public var value: Double
    /// The constraints it depends on: required, then tight, then optional, each in creation
    /// order.
    public var entries: [WhyEntry]
    /// Variables no constraint determines that move the value (`title.minY`).
    ///
    /// A variable held only by an `exercise` preference counts as free: the preference is not a
    /// constraint, so it is never listed as one.
    public var freeVariables: [String]
    /// The active optional constraints on the item, along the attribute's axis, that the
    /// solution does not satisfy (they lost to higher priorities), in creation order.
    public var lost: [WhyLoss] = []

    /// Whether the constraints fix the value: no free variable, and every tight or optional
    /// constraint is held by some priority.
    public var isDetermined: Bool {
        freeVariables.isEmpty && entries.allSatisfy { $0.group == .required || $0.heldAt != nil }
    }
}

/// What determines `attribute` of `item`, read from its row in the live solver.
///
/// The attribute's expression comes from the model (leading and trailing in the item's
/// direction, margins through the margins guide). Nothing in the layout changes.
///
/// - Complexity: O(length of the row), plus O(column) per tight or optional constraint.
public func explainValue(
    of attribute: LayoutAttribute, of item: any LayoutItem, in layout: Layout
) -> WhyExplanation {
    explainValue(of: attribute, of: item, in: layout, reading: layout.engine.explainer)
}

/// ``explainValue(of:of:in:)`` read from `explainer`, made once for every value of one
/// question (the explicit solver's explaining copy, which on a long chain rebuilds the
/// tableau, or the factored core that holds such a chain).
func explainValue(
    of attribute: LayoutAttribute, of item: any LayoutItem, in layout: Layout,
    reading explainer: SolverEngine.Explainer
) -> WhyExplanation {
    let engine = layout.engine
    let expression = layout.expression(of: item, attribute)
    let row = explainer.explain(expression)
    var entries: [WhyEntry] = []
    var seen: Set<ConstraintID> = []  // membership only; never iterated
    var exercised: [String] = []
    var edits: [ConstraintID: Variable] = [:]  // lookup only; never iterated
    for edit in engine.editVariables { edits[edit.constraint] = edit.variable }
    for dependency in row.dependencies where seen.insert(dependency.constraint).inserted {
        // An exercise preference only picks one of several optimal layouts: the value is
        // free there, whatever the preference holds it at.
        if let edit = edits[dependency.constraint],
            layout.constraint(for: dependency.constraint) == nil
        {
            exercised.append(engine.name(of: edit))
            continue
        }
        let name = ConstraintName(dependency.constraint, in: layout)
        let relation = engine.constraint(dependency.constraint)?.relation ?? .equal
        let group: WhyGroup =
            !name.isRequired ? .optional : (relation == .equal ? .required : .tight)
        var entry = WhyEntry(
            name: name, constraint: layout.constraint(for: dependency.constraint),
            // The solver's constant is the constant as written, negated (`lhs − rhs − c`).
            sensitivity: clean(-dependency.sensitivity), group: group, heldAt: nil, heldBy: [])
        if group != .required {
            let holding = explainer.holding(of: dependency.symbol)
            entry.heldAt = holding.priority
            entry.heldBy = holding.contributors.map {
                (ConstraintName($0.constraint, in: layout), clean($0.weight))
            }
        }
        entries.append(entry)
    }
    let order = creationOrder(of: entries.map(\.constraint), in: layout)
    let sorted = entries.indices.sorted {
        let a = WhyGroup.allCases.firstIndex(of: entries[$0].group) ?? 0
        let b = WhyGroup.allCases.firstIndex(of: entries[$1].group) ?? 0
        return (a, order[$0], $0) < (b, order[$1], $1)
    }
    let free = row.freeVariables.map { engine.name(of: $0) }
    return WhyExplanation(
        item: item, attribute: attribute, value: clean(row.value),
        entries: sorted.map { entries[$0] },
        freeVariables: free + exercised.filter { !free.contains($0) },
        lost: losses(of: item, along: attribute.axis, in: layout))
}

/// The active optional constraints that reference `item` with an attribute along `axis` and
/// that the current solution misses, in creation order.
func losses(of item: any LayoutItem, along axis: Axis, in layout: Layout) -> [WhyLoss] {
    layout.constraints.compactMap { c in
        guard c.isActive, !c.priority.isRequired, c.firstAttribute.axis == axis,
            c.references(item),
            let distance = layout.distanceFromHolding(c), clean(distance) > 0
        else { return nil }
        return WhyLoss(constraint: c, distance: distance)
    }
}

/// Why a view's frame is what it is, axis by axis, as Apple's
/// `constraintsAffectingLayout(for:)` lists it: the left edge and width, then the top edge
/// and height.
public struct WhyFrame {
    /// The item.
    public var item: any LayoutItem
    /// Its frame in its superview's coordinates.
    public var frame: Rect
    /// The explanations of left, width, top and height.
    public var attributes: [WhyExplanation]

    /// The constraints affecting the layout along `axis`: every constraint in the rows of
    /// that axis's position and size, each once, in the order they appear.
    public func constraintsAffectingLayout(for axis: Axis) -> [ConstraintName] {
        var names: [ConstraintName] = []
        var seen: Set<ConstraintName> = []  // membership only; never iterated
        for why in attributes where why.attribute.axis == axis {
            for entry in why.entries where seen.insert(entry.name).inserted {
                names.append(entry.name)
            }
        }
        return names
    }
}

/// ``explainValue(of:of:in:)`` for the four values of an item's frame.
public func explainFrame(of item: any LayoutItem, in layout: Layout) -> WhyFrame {
    let attributes: [LayoutAttribute] = [.left, .width, .top, .height]
    let explainer = layout.engine.explainer
    return WhyFrame(
        item: item, frame: layout.frame(of: item),
        attributes: attributes.map {
            explainValue(of: $0, of: item, in: layout, reading: explainer)
        })
}

/// ``explainValue(of:of:in:)`` for several attributes of one item, from one explaining copy.
public func explainValues(
    of attributes: [LayoutAttribute], of item: any LayoutItem, in layout: Layout
) -> [WhyExplanation] {
    let explainer = layout.engine.explainer
    return attributes.map { explainValue(of: $0, of: item, in: layout, reading: explainer) }
}

/// Each constraint's index in the layout's creation order; exercise preferences last.
func creationOrder(of constraints: [LayoutConstraint?], in layout: Layout) -> [Int] {
    var index: [ObjectIdentifier: Int] = [:]  // lookup only; never iterated
    for (n, c) in layout.constraints.enumerated() where index[ObjectIdentifier(c)] == nil {
        index[ObjectIdentifier(c)] = n
    }
    return constraints.map { c in
        guard let c else { return Int.max }
        return index[ObjectIdentifier(c)] ?? Int.max - 1
    }
}

/// Round-off below a nanopoint reads as 0.
func clean(_ x: Double) -> Double { abs(x) < 1e-9 ? 0 : x }

// MARK: - Text

public enum WhyText {
    /// One attribute.
    ///
    /// ```
    /// title.width = 247
    ///   sensitivity: points title.width moves per point added to each constant
    ///   required
    ///     -1  #1 title.leading == root.leading + 20
    ///   optional
    ///     -1  [intrinsic width (hugging)] subtitle.width <= 80 @250   held at 250 by itself
    /// ```
    public static func render(_ why: WhyExplanation) -> String {
        let subject = "\(why.item.name).\(why.attribute.rawValue)"
        var head = "\(subject) = \(formatNumber(why.value))"
        if why.attribute.kind != .dimension { head += " (window coordinates)" }
        var lines = [head]
        if why.entries.isEmpty && why.freeVariables.isEmpty {
            lines.append("  no constraint determines it")
        }
        if !why.entries.isEmpty {
            lines.append("  sensitivity: how far \(subject) moves per point added to each constant")
        }
        let signs = why.entries.map { signed($0.sensitivity) }
        let width = signs.map(\.count).max() ?? 0
        for group in WhyGroup.allCases {
            let members = why.entries.indices.filter { why.entries[$0].group == group }
            guard !members.isEmpty else { continue }
            lines.append("  \(group.heading)")
            for i in members {
                let entry = why.entries[i]
                let sign = signs[i] + String(repeating: " ", count: width - signs[i].count)
                var line = "    \(sign)  \(entry.name.description)"
                if group != .required { line += "   " + holding(entry) }
                lines.append(line)
            }
        }
        if !why.lost.isEmpty {
            lines.append("  lost (optional, not satisfied)")
            for loss in why.lost {
                lines.append(
                    "    \(loss.constraint.description)   misses by "
                        + formatNumber(loss.distance))
            }
        }
        if !why.freeVariables.isEmpty {
            lines.append(
                "  free: \(why.freeVariables.joined(separator: ", ")) (no constraint determines "
                    + (why.freeVariables.count == 1 ? "it)" : "them)"))
        }
        if !why.isDetermined {
            let hint = (why.item as? View).map { ": see 'ambiguity \($0.name)'" } ?? ""
            lines.append("  the constraints do not fix \(subject)\(hint)")
        }
        return lines.joined(separator: "\n")
    }

    /// A whole frame: each axis's constraints (Apple's `constraintsAffectingLayout`), then
    /// each value.
    public static func render(_ why: WhyFrame) -> String {
        var lines = ["\(why.item.name): frame \(why.frame)"]
        for axis in Axis.allCases {
            let names = why.constraintsAffectingLayout(for: axis).map(\.id)
            lines.append(
                "  \(axis.rawValue): "
                    + (names.isEmpty ? "no constraints" : names.joined(separator: ", ")))
        }
        return ([lines.joined(separator: "\n")] + why.attributes.map(render))
            .joined(separator: "\n")
    }

    /// `held at 750 by #4 (+1), itself (-1)`, or `held by nothing: free to move`.
    static func holding(_ entry: WhyEntry) -> String {
        guard let priority = entry.heldAt else { return "held by nothing: free to move" }
        let names = entry.heldBy.map { by in
            let name = by.name == entry.name ? "itself" : by.name.description
            return entry.heldBy.count == 1 ? name : "\(name) (\(signed(by.weight)))"
        }
        return "held at \(formatNumber(priority)) by "
            + (names.isEmpty ? "the objective" : names.joined(separator: ", "))
    }

    /// `+1`, `-0.5`, `0`.
    static func signed(_ x: Double) -> String {
        let text = formatNumber(x)
        return text.hasPrefix("-") || text == "0" ? text : "+" + text
    }
}
