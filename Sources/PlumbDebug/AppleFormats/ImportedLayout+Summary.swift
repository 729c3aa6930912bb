// After an imported layout is built: how its conflicts compare with what UIKit did. The
// rebuilt layout meets each conflict where UIKit met it (the constraint UIKit broke comes
// last), so the usual answer is "Plumb broke it too"; when it does not, that is worth
// knowing — a conflict that needs constraints the log leaves out, or an assumed size.

import PlumbLayout

extension ImportedLayout {
    /// How the built layout's broken constraints compare with the ones UIKit broke, one
    /// sentence a line, without a final newline.
    ///
    /// ```
    /// UIKit broke the constraint on line 9, #2 stackView1.trailing == navBar1.trailing - 10; Plumb broke it too
    /// ```
    ///
    /// - Parameters:
    ///   - layout: The layout built from the import (by ``makeLayout(scriptName:)`` or by
    ///     running ``script(scriptName:)``).
    ///   - firstNumber: The number of the first constraint the import made (`#1` in a fresh
    ///     layout).
    /// - Returns: One line for each constraint UIKit broke and each Plumb broke instead.
    public func recoverySummary(in layout: Layout, firstNumber: Int = 1) -> String {
        var lines: [String] = []
        var made: [LayoutConstraint?] = []
        for k in constraints.indices { made.append(layout.constraint(number: firstNumber + k)) }
        var expected: [LayoutConstraint] = []
        for (c, built) in zip(constraints, made) where c.brokenByUIKit {
            let place = "line \(c.source.position.line)"
            guard let built else {
                lines.append("\(framework) broke the constraint on \(place), which was not rebuilt")
                continue
            }
            expected.append(built)
            if built.isBroken {
                lines.append(
                    "\(framework) broke the constraint on \(place), \(built.description); Plumb broke it too"
                )
            } else {
                lines.append(
                    "\(framework) broke the constraint on \(place), \(built.description); in the rebuilt layout it holds"
                )
            }
        }
        // A report without "Will attempt to recover by breaking" does not say what UIKit
        // broke: never claim it broke something else there. A constraint counts as the
        // report's when some report listing it names what broke.
        let uikitNamed = constraints.contains(where: \.brokenByUIKit)
        for (c, built) in zip(constraints, made) {
            guard let built, built.isBroken, !expected.contains(where: { $0 === built }) else {
                continue
            }
            lines.append(
                c.reportNamesBroken
                    ? "Plumb broke \(built.description), which \(framework) did not"
                    : "Plumb broke \(built.description); the log does not say which constraint \(framework) broke"
            )
        }
        let anyBroken = layout.brokenConstraints.contains { c in made.contains { $0 === c } }
        let unseen =
            "what the log does not show: the superview's size, intrinsic content sizes, layout "
            + "margins, the safe area, or constraints it does not list"
        if !anyBroken, uikitNamed {
            lines.append(
                "the rebuilt constraints can all hold: the conflict the device met needs \(unseen)")
        } else if !anyBroken, !constraints.isEmpty {
            lines.append(
                "the listed constraints can all hold, so Plumb broke none; the log does not say "
                    + "which constraint \(framework) broke, and a conflict would need \(unseen)")
        }
        return lines.joined(separator: "\n")
    }
}
