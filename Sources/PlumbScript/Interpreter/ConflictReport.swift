import PlumbDebug
import PlumbLayout

/// The report printed when a change meets required constraints that cannot all hold, in the
/// spirit of UIKit's "Unable to simultaneously satisfy constraints", but exact: the set named
/// is minimal (verified on scratch solvers), and the line under it is the arithmetic that
/// proves the conflict.
///
/// As in UIKit the change still succeeds: the report names the conflicting constraints (system
/// constraints included, in brackets), in the order of the arithmetic, and the one broken to
/// recover, which stays active and is satisfied as closely as the others allow. `explain`
/// gives the full account, with the fixes that work.
///
/// ```
/// unable to simultaneously satisfy constraints: these 2 cannot all hold
///   #1 button.width == 88
///   #2 button.width == 100
///   100 ≠ 88
/// broke #2 button.width == 100 to recover; it misses by 12
/// 'explain #2' shows the arithmetic and the fixes that work
/// ```
public enum ConflictReport {
    /// The report for one conflict, without a final newline.
    public static func render(_ conflict: LayoutConflict, in layout: Layout) -> String {
        let account = ConflictExplanation.explaining(conflict, in: layout)
        var lines = [
            "unable to simultaneously satisfy constraints: these \(account.members.count) cannot all hold"
        ]
        for member in account.members {
            lines.append("  " + member.constraint.description)
        }
        lines.append("  " + account.arithmetic.summary)
        var recovery = "broke \(account.broken.description) to recover"
        if account.miss > 0 { recovery += "; it misses by \(formatNumber(account.miss))" }
        lines.append(recovery)
        lines.append(
            "'\(explainCommand(for: account.broken))' shows the arithmetic and the fixes that work")
        return lines.joined(separator: "\n")
    }

    /// `explain #3`, `explain wide`, or `explain` for a constraint without a number or label.
    static func explainCommand(for c: LayoutConstraint) -> String {
        if let number = c.number { return "explain #\(number)" }
        if !c.isSystem, let label = c.identifier { return "explain \(label)" }
        return "explain"
    }

    /// The full account of `explanations`, as `explain` prints it: each conflict numbered when
    /// there are several, separated by blank lines.
    public static func renderAccount(_ explanations: [ConflictExplanation]) -> String {
        explanations.enumerated().map { k, explanation in
            explanation.rendered(
                title: explanations.count == 1
                    ? "conflict" : "conflict \(k + 1) of \(explanations.count)")
        }.joined(separator: "\n\n")
    }

    /// The conflicts as UIKit would log them, one report each, separated by blank lines.
    public static func renderApple(_ explanations: [ConflictExplanation], in layout: Layout)
        -> String
    {
        explanations.map { ConflictLog.render($0, in: layout) }.joined(separator: "\n\n")
    }
}
