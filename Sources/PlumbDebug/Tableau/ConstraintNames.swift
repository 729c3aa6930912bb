// Names for the solver's constraints and symbols in the user's words: `#3`, a label, the rule
// that made a system constraint, or the exercise preference. The tableau, "why" and the
// ambiguity causes all print constraints through these, so the same constraint reads the same
// everywhere.

import PlumbLayout

/// A solver constraint as the debugger names it.
///
/// ```swift
/// let name = ConstraintName(id, in: layout)
/// name.tag          // "#3", "wide", "title.hugging.width", "exercise:title.minY"
/// name.description  // "#3 wide: title.width <= root.width @750"
/// ```
public struct ConstraintName: Hashable, Sendable, CustomStringConvertible {
    /// A short name without spaces, for symbols: `s[#3]`, `e+[wide]`.
    public var tag: String
    /// A stable id for JSON: `#3` for a user constraint, a descriptive name for a system one
    /// (`title: intrinsic width (hugging)`), `exercise: title.minY` for a preference.
    public var id: String
    /// The constraint as the user reads it, with its equation and priority.
    public var description: String
    /// The priority the solver gives it now.
    public var priority: Double
    /// Whether it is required (and not broken).
    public var isRequired: Bool { priority == 1000 }
}

extension ConstraintName {
    /// Names the solver constraint `id` of `layout` (or of a copy of its solver).
    public init(_ id: ConstraintID, in layout: Layout, solver: Solver? = nil) {
        if let solver {
            self.init(
                id, in: layout, constraint: solver.constraint(id),
                edits: { solver.editVariables }, name: solver.name(of:))
        } else {
            // The layout's engine, which answers these without the explicit tableau.
            let engine = layout.engine
            self.init(
                id, in: layout, constraint: engine.constraint(id),
                edits: { engine.editVariables }, name: engine.name(of:))
        }
    }

    private init(
        _ id: ConstraintID, in layout: Layout, constraint: Constraint?,
        edits: () -> [EditVariable], name: (Variable) -> String
    ) {
        let priority = constraint?.priority.value ?? 0
        if let c = layout.constraint(for: id) {
            self.init(
                tag: ConstraintName.tag(of: c), id: ConstraintName.id(of: c),
                description: c.description + (c.isBroken ? " (broken)" : ""), priority: priority)
            return
        }
        if let edit = edits().first(where: { $0.constraint == id }) {
            let variable = name(edit.variable)
            self.init(
                tag: "exercise:\(variable)", id: "exercise: \(variable)",
                description:
                    "[exercise] \(variable) == \(formatNumber(edit.suggestedValue)) @\(formatNumber(edit.priority.value))",
                priority: priority)
            return
        }
        self.init(tag: "\(id)", id: "\(id)", description: "\(id)", priority: priority)
    }

    /// `#3`, or the label when there is one; for a system constraint the item and the rule:
    /// `title.width>=0`, `title.hugging.width`, `root.window.height`.
    public static func tag(of c: LayoutConstraint) -> String {
        guard let kind = c.systemKind else {
            if let label = c.identifier { return label }
            return c.number.map { "#\($0)" } ?? "?"
        }
        let item = c.firstItem.owningView?.name ?? c.firstItem.name
        func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
        switch kind {
        case .nonNegativeSize(let axis): return "\(item).\(dimension(axis))>=0"
        case .contentHugging(let axis): return "\(item).hugging.\(dimension(axis))"
        case .compressionResistance(let axis): return "\(item).resistance.\(dimension(axis))"
        case .autoresizing(let part): return "\(item).autoresizing.\(part.rawValue)"
        case .windowFrame(let part): return "\(item).window.\(part.rawValue)"
        case .layoutMargin(let edge): return "\(item).margin.\(edge.rawValue)"
        case .safeArea(let edge): return "\(item).safeArea.\(edge.rawValue)"
        }
    }

    /// `#3` for a user constraint; `title: intrinsic width (hugging)` for a system one.
    public static func id(of c: LayoutConstraint) -> String {
        guard let kind = c.systemKind else { return c.number.map { "#\($0)" } ?? c.equation }
        let item = c.firstItem.owningView?.name ?? c.firstItem.name
        return "\(item): \(kind)"
    }

    /// What a user would call the constraint in a sentence: `#3`, `#3 'wide'`,
    /// `title's horizontal hugging`, `root's window width`.
    public static func phrase(of c: LayoutConstraint) -> String {
        guard let kind = c.systemKind else {
            let number = c.number.map { "#\($0)" } ?? c.equation
            return c.identifier.map { "\(number) '\($0)'" } ?? number
        }
        let item = c.firstItem.owningView?.name ?? c.firstItem.name
        switch kind {
        case .contentHugging(let axis): return "\(item)'s \(axis.rawValue) hugging"
        case .compressionResistance(let axis):
            return "\(item)'s \(axis.rawValue) compression resistance"
        default: return "\(item)'s \(kind)"
        }
    }
}

extension Solver {
    /// The symbol as the tableau view prints it: the variable's name, or the symbol's kind
    /// and its constraint's tag: `s[#3]`, `d[#2]`, `e+[wide]`, `e-[wide]`, `e[#4]`.
    func describe(_ symbol: Symbol, in layout: Layout) -> String {
        switch symbol.role {
        case .variable(let v): return name(of: v)
        case .artificial: return "a"
        case .marker(let id), .other(let id):
            let tag = ConstraintName(id, in: layout, solver: self).tag
            return "\(symbolPrefix(symbol))[\(tag)]"
        }
    }

    /// `s`, `d`, `e`, or `e+`/`e-` for the two errors of an optional equality.
    func symbolPrefix(_ symbol: Symbol) -> String {
        guard symbol.kind == .error, let owner = symbol.owner,
            constraint(owner)?.relation == .equal
        else { return symbol.kind.letter }
        if case .marker = symbol.role { return "e+" }
        return "e-"
    }
}
