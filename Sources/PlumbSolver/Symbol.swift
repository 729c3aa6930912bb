/// The kind of an internal tableau symbol (theory.md §1.2).
public enum SymbolKind: UInt8, Hashable, Sendable {
    /// A user variable; unrestricted in sign.
    case external
    /// The marker of an inequality: `expr ≥ 0` becomes `expr − s = 0`, s ≥ 0.
    case slack
    /// The error of an optional constraint; in the objective at the constraint's priority.
    case error
    /// The marker of a required equality; restricted to zero, never enters the basis.
    case dummy
    /// Phase 1's helper while a row cannot be added directly; never outlives an add.
    case artificial

    /// Restricted symbols are ≥ 0 (dummies = 0); externals have any sign.
    @inlinable public var isRestricted: Bool { self != .external }

    /// Whether the simplex may move the symbol into the basis.
    @inlinable public var isPivotable: Bool {
        self == .slack || self == .error || self == .artificial
    }

    /// The one-letter prefix used in dumps: `v`, `s`, `e`, `d`, `a`.
    public var letter: String {
        switch self {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        case .artificial: "a"
        }
    }
}

/// What a symbol is for, relative to its owner constraint.
public enum SymbolRole: Hashable, Sendable {
    /// A user variable.
    case variable(Variable)
    /// The constraint's marker: its slack, its dummy, or the e⁺ of an optional equality.
    case marker(ConstraintID)
    /// The constraint's second private symbol: the error of an optional inequality, or the e⁻
    /// of an optional equality.
    case other(ConstraintID)
    /// A phase-1 artificial variable.
    case artificial
}

/// A symbol of the tableau as the inspection API shows it.
public struct Symbol: Hashable, Comparable, Sendable {
    public let id: Int32
    public let kind: SymbolKind
    public let role: SymbolRole

    /// The constraint that owns the symbol, if any.
    public var owner: ConstraintID? {
        switch role {
        case .marker(let c), .other(let c): c
        case .variable, .artificial: nil
        }
    }

    public static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
