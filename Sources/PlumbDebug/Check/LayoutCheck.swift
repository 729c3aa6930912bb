// The layout's health in one look, for `check` and `plumb check`: every conflict (the
// required constraints that cannot all hold, and the one broken to recover) and every view
// whose frame the constraints do not fix. A layout is clean when it has neither.

import PlumbLayout

/// Every broken constraint with its conflict, and every ambiguous view.
///
/// Conflicts are read as ``ConflictExplanation/current(in:withFixes:)`` reads them (minimal,
/// verified, with their arithmetic) but without fixes; ambiguity is ``ambiguousViews(in:)``.
/// The layout is not changed.
///
/// ```swift
/// let check = LayoutCheck(layout)
/// check.isClean                               // false
/// check.conflicts.first?.arithmetic.summary   // "10 + 24 + 330 + 16 + 16 = 396 > 380"
/// LayoutCheck.identifier(of: windowWidth)     // "root.width == 375 (window width)"
/// ```
///
/// - Complexity: Per conflict, one re-add on a copy of the solver and a few scratch solves of
///   its members; per view, the solver's local ambiguity test on four expressions.
public struct LayoutCheck {
    /// The current conflicts, one per broken constraint, in creation order.
    public var conflicts: [ConflictExplanation]
    /// The ambiguous views, in creation order.
    public var ambiguous: [AmbiguousView]
    /// Required constraints that nothing broke but that the solution misses all the same (by
    /// rounding at extreme magnitudes), with the amount, judged by the one tolerance policy
    /// `show` uses (``Layout/distanceFromHolding(_:)``), so the two never disagree.
    public var missed: [(constraint: LayoutConstraint, distance: Double)]
    /// Whether every required constraint holds (nothing is broken or missed).
    public var isSatisfiable: Bool
    /// The number of live views checked.
    public var viewCount: Int
    /// The number of active constraints checked, system constraints included.
    public var constraintCount: Int

    /// Checks `layout`.
    public init(_ layout: Layout) {
        conflicts = ConflictExplanation.current(in: layout, withFixes: false)
        ambiguous = ambiguousViews(in: layout)
        missed = layout.constraints.compactMap { c in
            guard c.isActive, c.priority.isRequired,
                !c.isBroken,
                let distance = layout.distanceFromHolding(c), distance > 0
            else { return nil }
            return (c, distance)
        }
        isSatisfiable = layout.brokenConstraints.isEmpty && missed.isEmpty
        viewCount = layout.views.count
        constraintCount = layout.constraints.filter(\.isActive).count
    }

    /// Whether no view is ambiguous.
    public var isUnambiguous: Bool { ambiguous.isEmpty }

    /// Whether the layout is satisfiable and unambiguous: what `plumb check` exits 0 for.
    public var isClean: Bool { isSatisfiable && isUnambiguous }

    /// A conflict's members in creation order, as `check` lists them.
    public static func membersInCreationOrder(_ conflict: ConflictExplanation, in layout: Layout)
        -> [LayoutConstraint]
    {
        func index(_ c: LayoutConstraint) -> Int {
            layout.constraints.firstIndex { $0 === c } ?? layout.constraints.count
        }
        return conflict.constraints.sorted { index($0) < index($1) }
    }

    /// A constraint's name in `check --json`, stable for a given layout.
    ///
    /// `#N` for a user constraint, and for a system constraint its relation and the rule that made
    /// it in parentheses: `root.width == 375 (window width)`, `banner.left == root.left
    /// (autoresizing minX)`, `label.height >= 0 (height >= 0)`, `root.margins.left == root.left + 8
    /// (left margin)`. A view has at most one system constraint per rule, so the name is unique.
    public static func identifier(of c: LayoutConstraint) -> String {
        if let kind = c.systemKind { return "\(c.equation) (\(kind))" }
        if let number = c.number { return "#\(number)" }
        return c.identifier ?? c.equation
    }

    /// The summary `check` prints, without a final newline.
    ///
    /// ```
    /// not satisfiable: 1 constraint is broken
    ///   #2 banner.right == root.right misses by 275; it cannot hold with
    ///       [window width] root.width == 375
    ///       …
    ///     375 ≠ 100
    /// ambiguous: 1 view
    ///   title  y, height
    /// ```
    public func rendered(in layout: Layout) -> String {
        if isClean {
            return
                "ok: satisfiable and unambiguous (\(viewCount) view\(viewCount == 1 ? "" : "s"), \(constraintCount) active constraint\(constraintCount == 1 ? "" : "s"))"
        }
        var lines: [String] = []
        if isSatisfiable {
            lines.append("satisfiable: every required constraint holds")
        } else {
            let count = layout.brokenConstraints.count
            if count > 0 || missed.isEmpty {
                lines.append(
                    "not satisfiable: \(count) constraint\(count == 1 ? " is" : "s are") broken")
            } else {
                lines.append(
                    "not satisfiable: \(missed.count) required constraint\(missed.count == 1 ? " is" : "s are") missed"
                )
            }
            for conflict in conflicts {
                let miss = conflict.miss > 0 ? " misses by \(formatNumber(conflict.miss));" : ";"
                lines.append("  \(conflict.broken.description)\(miss) it cannot hold with")
                for member in LayoutCheck.membersInCreationOrder(conflict, in: layout)
                where member !== conflict.broken {
                    lines.append("      \(member.description)")
                }
                lines.append("    \(conflict.arithmetic.summary)")
            }
            for (c, distance) in missed {
                lines.append(
                    "  \(c.description) misses by \(formatNumber(distance)) (rounding at these magnitudes)"
                )
            }
        }
        if isUnambiguous {
            lines.append("unambiguous: every view's frame is fixed")
        } else {
            let guides = ambiguous.filter { $0.item is LayoutGuide }.count
            let views = ambiguous.count - guides
            func count(_ n: Int, _ noun: String) -> String? {
                n == 0 ? nil : "\(n) \(noun)\(n == 1 ? "" : "s")"
            }
            let counts = [count(views, "view"), count(guides, "guide")].compactMap { $0 }
            lines.append("ambiguous: " + counts.joined(separator: " and "))
            let width = ambiguous.map(\.item.name.count).max() ?? 0
            for finding in ambiguous {
                let pad = String(repeating: " ", count: width - finding.item.name.count)
                lines.append(
                    "  \(finding.item.name)\(pad)  \(finding.components.map(\.rawValue).joined(separator: ", "))"
                )
            }
        }
        var hints: [String] = []
        if !isSatisfiable { hints.append("'explain #N' for a conflict's arithmetic and fixes") }
        if !isUnambiguous { hints.append("'ambiguity NAME' for ranges and alternatives") }
        lines.append("see " + hints.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
