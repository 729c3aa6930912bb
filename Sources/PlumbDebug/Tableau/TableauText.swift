// The tableau as text, in sections, with a short legend that teaches how to read it.

import PlumbLayout

extension TableauView {
    /// The legend printed before the sections.
    public static let legend = """
          Each row reads basic = constant + coefficient*symbol …; the symbols on the right are
          parametric and sit at 0, so each basic symbol's value is its row's constant.
          Symbols: title.minX is a variable (window coordinates); s[#3] the slack of inequality
          #3 (0 when it is tight); d[#2] the dummy of required equality #2 (always 0); e+[wide]
          and e-[wide] the errors above and below of optional equality 'wide'; e[#4] the error
          of optional inequality #4. Slacks and errors are never negative.
        """

    /// The sections as the shell prints them.
    ///
    /// ```
    /// tableau: 5 rows, 1 priority level, 0 edit variables
    /// …legend…
    /// objective (the error at each priority, minimised highest priority first)
    ///   @250  0 + e[title.hugging.width]
    /// rows
    ///   title.minX = 20 + d[#1]
    /// edit variables
    ///   none
    /// constraints
    ///   d[#1]  title.minX - root.minX - 20 == 0   #1 title.leading == root.leading + 20
    /// ```
    public var text: String {
        var lines: [String] = []
        if let item {
            lines.append("tableau of \(item): \(rows.count) of \(totalRows) rows mention it")
        } else {
            lines.append(
                "tableau: \(count(rows.count, "row")), \(count(objective.count, "priority level")), "
                    + count(edits.count, "edit variable"))
        }
        lines.append(TableauView.legend)
        lines.append("objective (the error at each priority, minimised highest priority first)")
        let priorities = objective.map { "@" + formatNumber($0.priority) }
        let width = priorities.map(\.count).max() ?? 0
        for (level, label) in zip(objective, priorities) {
            let pad = String(repeating: " ", count: width - label.count)
            lines.append("  \(label)\(pad)  \(TableauView.sum(level.error, level.cells))")
        }
        if objective.isEmpty {
            lines.append(item == nil ? "  none: every constraint is required" : "  none mention it")
        }
        lines.append("rows")
        for row in rows {
            lines.append("  \(row.basic) = \(TableauView.sum(row.constant, row.cells))")
        }
        if rows.isEmpty { lines.append("  none") }
        lines.append("edit variables")
        for edit in edits {
            lines.append(
                "  \(edit.variable) @\(formatNumber(edit.priority)) = \(formatNumber(edit.value))"
                    + " (exercise)")
        }
        if edits.isEmpty { lines.append("  none") }
        lines.append("constraints (symbols, solver form in window coordinates, as written)")
        let symbolTexts = constraints.map { $0.symbols.joined(separator: " ") }
        let formWidth = constraints.map(\.solverForm.count).max() ?? 0
        let symbolWidth = symbolTexts.map(\.count).max() ?? 0
        for (entry, symbols) in zip(constraints, symbolTexts) {
            let a = String(repeating: " ", count: symbolWidth - symbols.count)
            let b = String(repeating: " ", count: formWidth - entry.solverForm.count)
            lines.append("  \(symbols)\(a)  \(entry.solverForm)\(b)  \(entry.name.description)")
        }
        if constraints.isEmpty { lines.append("  none") }
        return lines.joined(separator: "\n")
    }

    /// `20 + d[#1] - 0.5*s[#3]`.
    static func sum(_ constant: Double, _ cells: [Cell]) -> String {
        var text = formatNumber(constant)
        for cell in cells { text += term(cell.coefficient, cell.symbol, first: false) }
        return text
    }

    private func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
