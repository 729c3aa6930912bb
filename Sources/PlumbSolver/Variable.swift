/// A real-valued unknown of a ``Solver``: an x, a width, a baseline.
///
/// Variables are issued by a solver (``Solver/makeVariable(named:)``) and are small integer
/// handles, so the solver never hashes them in its inner loops. A variable belongs to the solver
/// that made it (and to copies of that solver).
///
/// ```swift
/// var solver = Solver()
/// let x = solver.makeVariable(named: "button.left")
/// ```
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver, in creation order.
    public let index: Int32

    @inlinable public init(index: Int32) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

    public var description: String { "v\(index)" }
}

/// One `coefficient × variable` term of a ``LinearExpression``.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    @inlinable public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficientᵢ·variableᵢ + constant`, the left-hand side of every constraint (`expr ⋈ 0`).
///
/// Terms keep the order in which they were written; the solver merges repeated variables when
/// a constraint is added. Build expressions with the arithmetic operators:
///
/// ```swift
/// let e = left1 - left0 - width0 - 8   // left1 == left0 + width0 + 8
/// ```
///
/// The type is deliberately not named `Expression`, which Foundation also declares.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    @inlinable public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    @inlinable public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    @inlinable public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value under `value(of:)`.
    @inlinable public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }

    /// The terms with repeated variables merged and exact zeros removed, in first-seen order.
    public var simplified: LinearExpression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            if let i = merged.firstIndex(where: { $0.variable == term.variable }) {
                merged[i].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearExpression(merged, constant: constant)
    }
}

// MARK: - Arithmetic

extension LinearExpression {
    @inlinable public static func + (lhs: LinearExpression, rhs: LinearExpression)
        -> LinearExpression
    {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    @inlinable public static func - (lhs: LinearExpression, rhs: LinearExpression)
        -> LinearExpression
    {
        lhs + (-1 * rhs)
    }

    @inlinable public static prefix func - (operand: LinearExpression) -> LinearExpression {
        -1 * operand
    }

    @inlinable public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(
            rhs.terms.map { Term($0.variable, lhs * $0.coefficient) }, constant: lhs * rhs.constant)
    }

    @inlinable public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        rhs * lhs
    }

    @inlinable public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        (1 / rhs) * lhs
    }

    @inlinable public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    @inlinable public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }
}

extension Variable {
    @inlinable public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }
    @inlinable public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, -1)])
    }
    @inlinable public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: rhs)
    }
    @inlinable public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: -rhs)
    }
    @inlinable public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, lhs)])
    }
    @inlinable public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, rhs)])
    }
    @inlinable public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs.terms + [Term(rhs)], constant: lhs.constant)
    }
    @inlinable public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
    }
    @inlinable public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression([Term(lhs)] + rhs.terms, constant: rhs.constant)
    }
    @inlinable public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}
