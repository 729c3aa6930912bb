// How a conflict reaches the app: the handler a change calls for each conflict it recovered
// from, and the text UIKit would log for it, with the arithmetic that proves it. Without a
// handler the conflict is still there to read (`LayoutReport.conflicts`,
// `Layout.brokenConstraints`, `Layout.currentConflicts`); nothing is printed, because the
// layout model does no I/O.

extension Layout {
    /// Passes the report's conflicts not yet passed to ``onUnsatisfiable``.
    func notifyUnsatisfiable(_ report: inout LayoutReport) {
        guard report.notifiedConflicts < report.conflicts.count else { return }
        let fresh = report.conflicts[report.notifiedConflicts...]
        report.notifiedConflicts = report.conflicts.count
        guard let handler = onUnsatisfiable else { return }
        for conflict in fresh { handler(conflict) }
    }
}

extension LayoutConflict: CustomDebugStringConvertible {
    /// UIKit's console message for the conflict, then why the constraints cannot all hold.
    ///
    /// ```
    /// Unable to simultaneously satisfy constraints.
    ///     Probably at least one of the constraints in the following list is one you don't want.
    /// (
    ///     "[autoresizing width] legacy.width == 100",
    ///     "#1 legacy.width == 200"
    /// )
    ///
    /// Will attempt to recover by breaking constraint
    ///     #1 legacy.width == 200
    ///
    /// Why: adding up the constraints with these weights
    ///     +1 × [autoresizing width] legacy.width == 100
    ///     −1 × #1 legacy.width == 200
    /// cancels every position and size and leaves the constants contradicting each other:
    /// #1 legacy.width == 200 misses by 100 points at best.
    /// ```
    public var debugDescription: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "    Probably at least one of the constraints in the following list is one you "
                + "don't want.",
            "(",
        ]
        for (i, member) in members.enumerated() {
            lines.append("    \"\(member.description)\"" + (i + 1 < members.count ? "," : ""))
        }
        lines += [")", "", "Will attempt to recover by breaking constraint", "    \(broken)", ""]
        lines.append("Why: adding up the constraints with these weights")
        for (member, multiplier) in zip(members, multipliers) {
            let sign = multiplier < 0 ? "−" : "+"
            lines.append("    \(sign)\(formatNumber(abs(multiplier))) × \(member.description)")
        }
        lines.append(
            "cancels every position and size and leaves the constants contradicting each other:")
        lines.append(
            "\(culprit.description) misses by \(formatNumber(violation)) points at best.")
        return lines.joined(separator: "\n")
    }
}
