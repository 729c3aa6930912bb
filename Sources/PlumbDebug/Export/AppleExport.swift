// `export apple`: the layout as UIKit would describe it — the hierarchy as `_autolayoutTrace`
// prints it (names for classes, as views with an accessibility identifier; `- AMBIGUOUS
// LAYOUT for …` where the layout is ambiguous), then every constraint UIKit would hold, as
// an NSArray of `-[NSLayoutConstraint description]`s, in creation order. The descriptions
// are the ones the conflict report prints in Apple's format (`ConflictLog`), so
// `explain --apple` and `export apple` agree, and `import` reads both back.

import PlumbLayout

extension LayoutExport {
    /// The hierarchy as a trace, then the constraints as UIKit describes them.
    ///
    /// ```
    /// •root:0x7f8000000010
    /// |   *button:0x7f8000000020
    ///
    /// (
    ///     "<NSLayoutConstraint:0x600000c00010 button.width == 88   (active, names: button:0x7f8000000020 )>",
    ///     …
    /// )
    /// ```
    ///
    /// Left out: `width >= 0` and `height >= 0` (UIKit's engine never prints them). Layout
    /// direction, baselines and groups have no description and are not exported.
    public static func apple(_ layout: Layout) -> String {
        var lines = trace(of: layout)
        let listed = layout.constraints.filter { c in
            if case .nonNegativeSize? = c.systemKind { return false }
            return !c.isRemoved
        }
        if !lines.isEmpty { lines.append("") }
        lines += ConflictLog.arrayLines(listed, in: layout)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The address `ConflictLog` gives an item: by its place among the layout's items.
    static func address(of item: any LayoutItem, in layout: Layout) -> String {
        AppleNotation.address(
            base: 0x7f80_0000_0000,
            index: layout.items.firstIndex { $0 === item } ?? layout.items.count)
    }

    /// `_autolayoutTrace`'s tree: `•` for a window (an engine host), `+` for a view laid out
    /// by its autoresizing frame, `*` for one laid out by constraints; user guides under their
    /// owner (after its subviews) as `UILayoutGuide:0x…'name'`, then the legend.
    static func trace(of layout: Layout) -> [String] {
        var lines: [String] = []
        let ambiguous = ambiguousViews(in: layout)
        // What Apple appends to an ambiguous item's line (no space before the dash).
        func marked(_ line: String, _ item: any LayoutItem, _ printed: String) -> String {
            guard let finding = ambiguous.first(where: { $0.item === item }) else { return line }
            let variables = finding.components.enumerated().map { k, component in
                "\(printed).\(component.engineName){id: \(k + 1)}"
            }
            return line + "- AMBIGUOUS LAYOUT for " + variables.joined(separator: ", ")
        }
        func visit(_ view: View, depth: Int) {
            let indent = String(repeating: "|   ", count: depth)
            let marker =
                view.isWindow ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
            let item = view.name + ":" + address(of: view, in: layout)
            lines.append(marked(indent + marker + item, view, item))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
            for guide in view.layoutGuides where !guide.isRemoved {
                let printed =
                    "UILayoutGuide:" + address(of: guide, in: layout) + "'" + guide.name + "'"
                lines.append(marked(indent + "|   *" + printed, guide, printed))
            }
        }
        for window in layout.windows where !window.isRemoved { visit(window, depth: 0) }
        guard !lines.isEmpty else { return [] }
        lines.append("")
        lines.append("Legend:")
        lines.append("\t* - is laid out with auto layout")
        lines.append(
            "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES"
        )
        lines.append("\t• - layout engine host")
        return lines
    }

}
