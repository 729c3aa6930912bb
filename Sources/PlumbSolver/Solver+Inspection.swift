// The read-only view of the tableau that the debugger is built on: symbols with their owners,
// rows, objective levels, edit variables, "why" (a variable's row as owner constraints with
// sensitivities), and a deterministic dump.

/// One cell of a tableau row.
public struct TableauCell: Hashable, Sendable {
    public var symbol: Symbol
    public var coefficient: Double
}

/// A row `basic = constant + Σ cells` of the tableau.
public struct TableauRow: Hashable, Sendable {
    public var basic: Symbol
    public var constant: Double
    public var cells: [TableauCell]
}

/// One level of the lexicographic objective: the sum of the errors at `priority`, over the
/// parametric symbols.
public struct ObjectiveLevel: Hashable, Sendable {
    public var priority: Double
    public var cells: [TableauCell]
}

/// An edit variable, its constraint and its current suggestion.
public struct EditVariable: Hashable, Sendable {
    public var variable: Variable
    public var constraint: ConstraintID
    public var priority: Priority
    public var suggestedValue: Double
}

/// One constraint that contributes to a value, read from the value's row (theory.md §5).
public struct Dependency: Hashable, Sendable {
    public var constraint: ConstraintID
    /// The private symbol of the constraint that appears in the row.
    public var symbol: Symbol
    /// The symbol's coefficient in the row.
    public var coefficient: Double
    /// How much the value moves per point added to the constraint's constant, for as long as
    /// the basis stays optimal.
    public var sensitivity: Double
}

/// Why a value is what it is: its row in the user's terms.
public struct ValueExplanation: Hashable, Sendable {
    public var value: Double
    /// The constraints that determine the value, by id.
    public var dependencies: [Dependency]
    /// Variables left free in the row: the value is not fully determined.
    public var freeVariables: [Variable]
}

/// What holds a parametric symbol at zero: its reduced cost's leading level and the
/// constraints contributing there (theory.md §5.3).
public struct Holding: Hashable, Sendable {
    /// The priority of the leading level, or nil when the reduced cost is zero at every level
    /// (a tie: the symbol is free to move).
    public var priority: Double?
    /// Each contributing constraint with its share of the reduced cost at that level.
    public var contributors: [(constraint: ConstraintID, weight: Double)]

    public static func == (a: Holding, b: Holding) -> Bool {
        a.priority == b.priority && a.contributors.elementsEqual(b.contributors) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(priority)
        for c in contributors {
            hasher.combine(c.constraint)
            hasher.combine(c.weight)
        }
    }
}

extension Solver {
    // MARK: - Symbols

    /// The symbol with the given id.
    public func symbol(_ id: Int32) -> Symbol {
        let kind = symbolKind[Int(id)]
        let owner = symbolOwner[Int(id)]
        let role: SymbolRole
        switch kind {
        case .external: role = .variable(Variable(index: owner))
        case .artificial: role = .artificial
        default:
            let c = ConstraintID(raw: owner)
            role = record(c)?.other == id ? .other(c) : .marker(c)
        }
        return Symbol(id: id, kind: kind, role: role)
    }

    /// The external symbol of a variable.
    public func symbol(of variable: Variable) -> Symbol {
        symbol(variableSymbol[Int(variable.index)])
    }

    /// The private symbols of a constraint.
    public func symbols(of id: ConstraintID) -> (marker: Symbol, other: Symbol?)? {
        guard let r = record(id) else { return nil }
        return (symbol(r.marker), r.other >= 0 ? symbol(r.other) : nil)
    }

    /// A symbol as dumps print it: `s[c3]`, `e[c4]`, `d[c2]`, or the variable's name.
    public func describe(_ symbol: Symbol) -> String { describeSymbol(symbol.id) }

    // MARK: - Rows

    /// Every row of the tableau, ordered by basic symbol id.
    public var tableauRows: [TableauRow] {
        var slots = rowBasic.indices.filter { rowBasic[$0] >= 0 }
        slots.sort { rowBasic[$0] < rowBasic[$1] }
        return slots.map { tableauRow(slot: Int32($0)) }
    }

    /// The row of a variable, or nil when the variable is parametric (no row defines it).
    public func row(of variable: Variable) -> TableauRow? {
        let slot = basicRow[Int(variableSymbol[Int(variable.index)])]
        return slot >= 0 ? tableauRow(slot: slot) : nil
    }

    /// The row in which `symbol` is basic, if any.
    public func row(of symbol: Symbol) -> TableauRow? {
        let slot = basicRow[Int(symbol.id)]
        return slot >= 0 ? tableauRow(slot: slot) : nil
    }

    func tableauRow(slot: Int32) -> TableauRow {
        let row = rows[Int(slot)]
        return TableauRow(
            basic: symbol(rowBasic[Int(slot)]), constant: row.constant,
            cells: row.symbols.indices.map {
                TableauCell(symbol: symbol(row.symbols[$0]), coefficient: row.coefficients[$0])
            })
    }

    /// The number of rows in the tableau.
    public var rowCount: Int { liveRowCount }

    /// The number of cells of each row, in slot order: the shape benchmarks report (a chain
    /// that made rows grow with its length shows up here first).
    public var rowLengths: [Int] {
        rows.indices.compactMap { rowBasic[$0] >= 0 ? rows[$0].count : nil }
    }

    // MARK: - Objective

    /// The objective, one level per priority in use, highest first; each level lists its
    /// non-zero cells by symbol id.
    public var objectiveLevels: [ObjectiveLevel] {
        levelOrder.map { l in
            let level = levels[l]
            var cells: [TableauCell] = []
            for (i, c) in level.coefficients.enumerated() where c != 0 {
                cells.append(TableauCell(symbol: symbol(Int32(i)), coefficient: c))
            }
            return ObjectiveLevel(priority: level.priority, cells: cells)
        }
    }

    /// A symbol's reduced cost at each level in use, highest priority first.
    public func reducedCost(of symbol: Symbol) -> [(priority: Double, value: Double)] {
        levelOrder.map { (levels[$0].priority, levels[$0].coefficient(symbol.id)) }
    }

    /// What holds a parametric restricted symbol at zero: the leading level of its reduced
    /// cost and the optional constraints contributing there.
    public func holding(of symbol: Symbol) -> Holding {
        guard
            let l = levelOrder.first(where: {
                abs(levels[$0].coefficient(symbol.id)) > Solver.optimalityTolerance
            })
        else { return Holding(priority: nil, contributors: []) }
        var contributors: [(ConstraintID, Double)] = []
        if symbol.kind == .error, let owner = symbol.owner, record(owner)?.level == Int32(l) {
            contributors.append((owner, 1))
        }
        for slot in columnSlots(symbol.id) {
            let basic = rowBasic[Int(slot)]
            guard symbolKind[Int(basic)] == .error else { continue }
            let owner = ConstraintID(raw: symbolOwner[Int(basic)])
            guard record(owner)?.level == Int32(l) else { continue }
            contributors.append((owner, rows[Int(slot)].coefficient(of: symbol.id)))
        }
        contributors.sort { $0.0 < $1.0 }
        return Holding(priority: levels[l].priority, contributors: contributors)
    }

    /// The slots of the rows that contain `symbol`, in slot order (non-mutating).
    func columnSlots(_ symbol: Int32) -> [Int32] {
        let candidates =
            columns.isFull(symbol) ? rows.indices.map { Int32($0) } : columns.entries(symbol)
        var slots = candidates.filter {
            rowBasic[Int($0)] >= 0 && rows[Int($0)].position(of: symbol).found
        }
        slots.sort()
        var unique: [Int32] = []
        for s in slots where unique.last != s { unique.append(s) }
        return unique
    }

    // MARK: - Edits and errors

    /// The edit variables, by variable index.
    public var editVariables: [EditVariable] {
        editConstraint.indices.compactMap { v in
            let raw = editConstraint[v]
            guard raw >= 0, let r = record(ConstraintID(raw: raw)) else { return nil }
            return EditVariable(
                variable: Variable(index: Int32(v)), constraint: ConstraintID(raw: raw),
                priority: r.constraint.priority, suggestedValue: editValue[v])
        }
    }

    /// How far a constraint is from holding in the current solution, in its own units.
    public func error(of id: ConstraintID) -> Double? {
        record(id)?.constraint.error { value(of: $0) }
    }

    /// The sum of the errors at each priority level in use, highest first, recomputed from the
    /// constraints as written.
    public var errorByLevel: [(priority: Double, error: Double)] {
        levelOrder.map { l in
            var sum = 0.0
            for case let r? in records where r.level == Int32(l) {
                sum += r.constraint.error { value(of: $0) }
            }
            return (levels[l].priority, sum)
        }
    }

    // MARK: - Why

    /// The constraints that determine a variable's value, with their sensitivities: the
    /// variable's row read through the owners of its symbols (theory.md §5).
    ///
    /// Nothing
    /// transitive is needed: the row is already fully substituted.
    ///
    /// - Complexity: O(length of the row).
    public func explain(_ variable: Variable) -> ValueExplanation {
        explain(LinearExpression(variable))
    }

    /// The same for an expression such as `right − left`.
    public func explain(_ expression: LinearExpression) -> ValueExplanation {
        let row = substitutedRow(expression.simplified)
        var dependencies: [Dependency] = []
        var free: [Variable] = []
        for k in row.symbols.indices {
            let s = symbol(row.symbols[k])
            let c = row.coefficients[k]
            switch s.role {
            case .variable(let v): free.append(v)
            case .marker(let owner), .other(let owner):
                guard let r = record(owner) else { continue }
                let mu = s.role == .marker(owner) ? r.markerCoefficient : -r.markerCoefficient
                dependencies.append(
                    Dependency(constraint: owner, symbol: s, coefficient: c, sensitivity: c / mu))
            case .artificial: continue
            }
        }
        return ValueExplanation(
            value: row.constant, dependencies: dependencies, freeVariables: free)
    }

    /// `expression` with every basic variable replaced by its row.
    func substitutedRow(_ expression: LinearExpression) -> Row {
        var row = Row(constant: expression.constant)
        for term in expression.terms where isKnown(term.variable) {
            let symbol = variableSymbol[Int(term.variable.index)]
            let slot = basicRow[Int(symbol)]
            if slot >= 0 {
                let basic = rows[Int(slot)]
                row.constant += term.coefficient * basic.constant
                for k in basic.symbols.indices {
                    row.add(term.coefficient * basic.coefficients[k], to: basic.symbols[k])
                }
            } else {
                row.add(term.coefficient, to: symbol)
            }
        }
        return row
    }

    // MARK: - Dump

    /// The whole state as deterministic text: objective levels, rows (with constants),
    /// edit variables and constraints.
    ///
    /// For tests and debugging; the shell's `tableau`
    /// renders the same data in the user's words. `exact` prints every number in full
    /// (shortest round-trip) rather than to six decimals: rounding residue of 1e-13 is what
    /// one looks for when debugging numerics.
    public func dump(exact: Bool = false) -> String {
        func number(_ x: Double) -> String { exact ? "\(x)" : formatNumber(x) }
        func cells(_ cells: [TableauCell]) -> String {
            cells.map {
                " \($0.coefficient < 0 ? "-" : "+") \(number(abs($0.coefficient)))*\(describe($0.symbol))"
            }
            .joined()
        }
        var out = "Objective\n"
        for level in objectiveLevels {
            out += "  @\(number(level.priority)):\(cells(level.cells))\n"
        }
        out += "Rows\n"
        for row in tableauRows {
            out += "  \(describe(row.basic)) = \(number(row.constant))\(cells(row.cells))\n"
        }
        out += "Edit variables\n"
        for edit in editVariables {
            out +=
                "  \(name(of: edit.variable)) @\(edit.priority) = \(number(edit.suggestedValue))\n"
        }
        out += "Constraints\n"
        for id in constraintIDs {
            guard let c = constraint(id) else { continue }
            let terms = c.expression.terms.map {
                "\(number($0.coefficient))*\(name(of: $0.variable))"
            }
            out += "  \(id): \(terms.joined(separator: " + ")) + \(number(c.expression.constant)) "
            out += "\(c.relation.rawValue) 0 @\(c.priority)\n"
        }
        return out
    }
}
