import PlumbLayout

/// The report printed when a change meets required constraints that cannot all hold, in the
/// spirit of UIKit's "Unable to simultaneously satisfy constraints".
///
/// As in UIKit the change still succeeds: the report names the conflicting constraints (a
/// minimal set, system constraints included, in brackets) and the one broken to recover, which
/// stays active and is satisfied as closely as the others allow.
///
/// ```
/// unable to simultaneously satisfy constraints:
///   #1 button.width == 88
///   #2 button.width == 100
/// broke #2 button.width == 100 to recover; it misses by 12
/// ```
///
/// This is the one place the report is made, so the debugger can replace it with a richer
/// one (the arithmetic, the fixes).
public enum ConflictReport {
    /// The report for one conflict, without a final newline.
    public static func render(_ conflict: LayoutConflict, in layout: Layout) -> String {
        var lines = ["unable to simultaneously satisfy constraints:"]
        for member in conflict.members {
            lines.append("  " + member.description)
        }
        var recovery = "broke \(conflict.broken.description) to recover"
        if conflict.broken === conflict.culprit, conflict.violation > 1e-9 {
            recovery += "; it misses by \(formatNumber(conflict.violation))"
        } else if let distance = layout.distanceFromHolding(conflict.broken), distance > 0 {
            recovery += "; it misses by \(formatNumber(distance))"
        }
        lines.append(recovery)
        return lines.joined(separator: "\n")
    }
}
