// "Why" as text: the value, then its constraints grouped required / tight / optional, each
// with its sensitivity and, for tight and optional ones, the priority that holds it there.

import PlumbLayout

/// Renders ``WhyExplanation`` and ``WhyFrame`` as the shell prints them.
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
