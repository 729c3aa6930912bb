// The solver's state in the user's words, for `tableau`: the objective level by level, the
// rows, the edit variables and the constraints, with every symbol named after its constraint
// (`s[#3]`, `e+[wide]`, `d[#2]`) and every variable after its item (`title.minX`). Optionally
// only what mentions one item. A teaching view of how Cassowary holds a layout; its text has
// a short legend that teaches how to read it.

import PlumbLayout

/// A snapshot of the tableau with every symbol named, ready to print.
///
/// ```swift
/// let view = TableauView(of: layout, mentioning: title)
/// view.rows.map(\.basic)   // ["title.minX", "title.width", …]
/// ```
public struct TableauView {
    /// `coefficient × symbol`.
    public struct Cell: Hashable, Sendable {
        public var symbol: String
        public var coefficient: Double
    }

    /// A row `basic = constant + Σ cells`.
    public struct Row: Hashable, Sendable {
        public var basic: String
        public var constant: Double
        public var cells: [Cell]
    }

    /// One level of the objective: the error at `priority` as a function of the parametric
    /// symbols, `error + Σ cells` (each cell a reduced cost).
    public struct Level: Hashable, Sendable {
        public var priority: Double
        public var error: Double
        public var cells: [Cell]
    }

    /// An edit variable (an exercise preference, in a layout).
    public struct Edit: Hashable, Sendable {
        public var variable: String
        public var priority: Double
        public var value: Double
    }

    /// A constraint with its symbols and its solver form.
    public struct Entry: Hashable, Sendable {
        public var name: ConstraintName
        /// Its private symbols: marker first.
        public var symbols: [String]
        /// `title.minX - root.minX - 20 == 0`, in window coordinates.
        public var solverForm: String
    }

    /// The item the view is restricted to, if any.
    public var item: String?
    /// The objective levels, highest priority first.
    public var objective: [Level]
    /// The rows, by basic symbol.
    public var rows: [Row]
    /// The edit variables.
    public var edits: [Edit]
    /// The constraints in the solver, in creation order.
    public var constraints: [Entry]
    /// The number of rows in the whole tableau.
    public var totalRows: Int

    /// The tableau of `layout`'s solver, or only what mentions `item`: the rows, objective
    /// cells and constraints in which one of its four variables, or a symbol of a constraint
    /// on them, appears.
    public init(of layout: Layout, mentioning item: (any LayoutItem)? = nil) {
        let solver = layout.solver.explainingCopy
        let variables = item?.frameVariables.all ?? []
        // The constraints whose solver form involves the item, by raw id.
        var involved: [Bool] = []
        var constraints: [Entry] = []
        for id in solver.constraintIDs {
            guard let c = solver.constraint(id) else { continue }
            let mentions =
                item == nil || c.expression.terms.contains { variables.contains($0.variable) }
            let raw = Int(id.raw)
            if raw >= involved.count {
                involved.append(contentsOf: repeatElement(false, count: raw + 1 - involved.count))
            }
            involved[raw] = mentions
            guard mentions, let symbols = solver.symbols(of: id) else { continue }
            constraints.append(
                Entry(
                    name: ConstraintName(id, in: layout),
                    symbols: ([symbols.marker] + (symbols.other.map { [$0] } ?? [])).map {
                        solver.describe($0, in: layout)
                    },
                    solverForm: TableauView.solverForm(of: c, solver)))
        }
        func mentions(_ symbol: Symbol) -> Bool {
            if item == nil { return true }
            switch symbol.role {
            case .variable(let v): return variables.contains(v)
            case .marker(let id), .other(let id):
                return Int(id.raw) < involved.count && involved[Int(id.raw)]
            case .artificial: return false
            }
        }
        func cells(_ cells: [TableauCell]) -> [Cell] {
            cells.map {
                Cell(symbol: solver.describe($0.symbol, in: layout), coefficient: $0.coefficient)
            }
        }
        let all = solver.tableauRows
        self.rows = all.filter { row in
            mentions(row.basic) || row.cells.contains { mentions($0.symbol) }
        }
        .map {
            Row(
                basic: solver.describe($0.basic, in: layout), constant: $0.constant,
                cells: cells($0.cells))
        }
        let errors = solver.errorByLevel
        self.objective = zip(solver.objectiveLevels, errors).compactMap { level, error in
            let kept = level.cells.filter { mentions($0.symbol) }
            guard item == nil || !kept.isEmpty else { return nil }
            return Level(priority: level.priority, error: error.error, cells: cells(kept))
        }
        self.edits = solver.editVariables.filter { item == nil || variables.contains($0.variable) }
            .map {
                Edit(
                    variable: solver.name(of: $0.variable), priority: $0.priority.value,
                    value: $0.suggestedValue)
            }
        self.constraints = constraints
        self.item = item?.name
        self.totalRows = all.count
    }

    /// `title.minX - root.minX - 20 == 0`.
    static func solverForm(of c: Constraint, _ solver: Solver) -> String {
        var text = ""
        for term in c.expression.terms {
            text += TableauView.term(
                term.coefficient, solver.name(of: term.variable), first: text.isEmpty)
        }
        if c.expression.constant != 0 || text.isEmpty {
            let k = c.expression.constant
            text += text.isEmpty ? formatNumber(k) : (k < 0 ? " - " : " + ") + formatNumber(abs(k))
        }
        return "\(text) \(c.relation.rawValue) 0"
    }

    /// ` + 2*x`, ` - x`, or `x` / `-0.5*x` first.
    static func term(_ coefficient: Double, _ symbol: String, first: Bool) -> String {
        let magnitude = formatNumber(abs(coefficient))
        let body = magnitude == "1" ? symbol : "\(magnitude)*\(symbol)"
        if first { return (coefficient < 0 ? "-" : "") + body }
        return (coefficient < 0 ? " - " : " + ") + body
    }
}

// MARK: - Text

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
