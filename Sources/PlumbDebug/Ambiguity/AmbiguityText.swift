// Ambiguity as text: the `ambiguity` report, and the suffix `tree` puts after an ambiguous
// view, in `_autolayoutTrace`'s words ("- AMBIGUOUS LAYOUT for title.minY, title.Height").

import PlumbLayout

/// Renders ambiguity findings as the shell prints them.
public enum AmbiguityText {
    /// The report of every finding, or a line saying there is none.
    ///
    /// ```
    /// title: y and height are ambiguous; frame now (20, 0, 120, 0)
    ///   y       0 now, anywhere in -∞…∞
    ///           e.g. (20, -100, 120, 0) or (20, 100, 120, 0)
    ///           title has no vertical position: add a top, bottom, centerY or baseline constraint
    /// ```
    public static func render(_ reports: [AmbiguityReport]) -> String {
        guard !reports.isEmpty else { return "no ambiguous views: every frame is fixed" }
        return reports.map(render).joined(separator: "\n")
    }

    /// One view's report.
    public static func render(_ report: AmbiguityReport) -> String {
        let names = AmbiguityCause.list(report.attributes.map(\.component.rawValue))
        let verb = report.attributes.count == 1 ? "is" : "are"
        var lines = ["\(report.view.name): \(names) \(verb) ambiguous; frame now \(report.frame)"]
        let pad = String(repeating: " ", count: 10)
        for attribute in report.attributes {
            let name = attribute.component.rawValue
            let head = "  " + name + String(repeating: " ", count: max(1, 8 - name.count))
            lines.append(
                head + "\(formatNumber(attribute.current)) now, anywhere in "
                    + range(attribute.lower, attribute.upper))
            lines.append(pad + "e.g. \(attribute.lowerFrame) or \(attribute.upperFrame)")
            lines.append(pad + report.sentence(for: attribute))
        }
        return lines.joined(separator: "\n")
    }

    /// `60…140`, `0…∞`, `-∞…∞`.
    public static func range(_ lower: Double, _ upper: Double) -> String {
        func end(_ x: Double) -> String {
            x.isInfinite ? (x < 0 ? "-∞" : "∞") : formatNumber(x)
        }
        return end(lower) + "…" + end(upper)
    }

    /// What `tree` appends to an ambiguous view's line, as `_autolayoutTrace` does (no space
    /// before the dash): `- AMBIGUOUS LAYOUT for title.minY, title.Height`.
    ///
    /// ```swift
    /// AmbiguityText.traceSuffix(AmbiguousView(view: title, components: [.y, .height]))
    /// ```
    public static func traceSuffix(_ finding: AmbiguousView) -> String {
        "- AMBIGUOUS LAYOUT for "
            + finding.components.map { "\(finding.view.name).\($0.engineName)" }
            .joined(separator: ", ")
    }

    /// What `exercise` says after a move.
    ///
    /// ```
    /// title moved: y 0 → 100, frame now (20, 100, 120, 21); 'undo' moves it back
    /// ```
    public static func render(_ move: ExerciseMove, of view: View) -> String {
        "\(view.name) moved: \(move.component.rawValue) \(formatNumber(move.from)) → "
            + "\(formatNumber(move.to)), frame now \(move.frame); 'undo' moves it back"
    }

    /// Why a view cannot be exercised or has no ambiguity to report.
    public static func notAmbiguous(_ view: View, in layout: Layout) -> String {
        if view.isWindow {
            return "\(view.name) is a window: its frame \(layout.frame(of: view)) is imposed"
        }
        return "\(view.name) is not ambiguous: its frame \(layout.frame(of: view)) is fixed"
    }
}
