/// The relation of a constraint `expression ⋈ 0`.
public enum Relation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    /// The operator as written: `<=`, `==` or `>=`.
    public var description: String { rawValue }
}

/// A linear constraint `expression ⋈ 0` with a ``Priority``.
///
/// ```swift
/// // text.right == button.left - 22, required
/// let c = Constraint(textRight - buttonLeft + 22, .equal)
/// // the same, written as two sides
/// let d = Constraint(LinearExpression(textRight), .equal, buttonLeft - 22)
/// ```
public struct Constraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    /// `expression ⋈ 0`.
    public init(
        _ expression: LinearExpression, _ relation: Relation, priority: Priority = .required
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs ⋈ rhs`, stored as `lhs − rhs ⋈ 0`.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Priority = .required
    ) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// How far the constraint is from holding under `value(of:)`, in the units of its
    /// expression: `|expr|` for `==`, the amount of violation for `<=` and `>=`, else 0.
    public func error(_ value: (Variable) -> Double) -> Double {
        error(ofSum: expression.evaluate(value))
    }

    /// The error of the constraint when its expression sums to `v`.
    func error(ofSum v: Double) -> Double {
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// How far the constraint is from holding, or 0 when it holds within rounding.
    ///
    /// This is Plumb's one tolerance policy, shared by every report (`check`, `show`,
    /// `explain`, `why`): an error counts only above `1e-9` times the magnitudes involved
    /// (1 + |constant| + Σ|coefficient · value|), so `1e6 + 1e-10` is a rounding, not a miss,
    /// while a 0.025-point miss next to a constant of 0.1 is one.
    public func violation(_ value: (Variable) -> Double) -> Double {
        var magnitude = 1 + abs(expression.constant)
        for term in expression.terms { magnitude += abs(term.coefficient * value(term.variable)) }
        let error = error(value)
        return error > Self.relativeTolerance * magnitude ? error : 0
    }

    /// The relative tolerance of ``violation(_:)``.
    public static let relativeTolerance = 1e-9
}

/// A constraint's identity inside a ``Solver``, issued by ``Solver/add(_:)`` in creation order
/// and never reused.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int32

    @inlinable public init(raw: Int32) { self.raw = raw }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.raw < rhs.raw }

    public var description: String { "c\(raw)" }
}
