/// How much a constraint matters, on Auto Layout's scale: (0, 1000], where 1000 is required.
///
/// Priorities are **strictly ordered**: one point of error at 751 outweighs any amount of error
/// at 750. Within one priority, errors add up, measured in the units of the constraint as
/// written (`a == 2·b + 3` is off by `|a − 2·b − 3|`).
///
/// ```swift
/// let p = try Priority(750)       // .high
/// ```
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority's value.
    ///
    /// Required is 1000; internal levels (``broken``) may lie outside
    /// the public range.
    public let value: Double

    /// Creates a priority in (0, 1000].
    ///
    /// - Throws: ``SolverError/invalidPriority(_:)`` for NaN, infinity, or a value outside
    ///   (0, 1000].
    public init(_ value: Double) throws(SolverError) {
        guard value.isFinite, value > 0, value <= 1000 else {
            throw .invalidPriority(value)
        }
        self.value = value
    }

    init(uncheckedValue value: Double) { self.value = value }

    /// 1000: the constraint must hold.
    public static let required = Priority(uncheckedValue: 1000)
    /// 750, `UILayoutPriority.defaultHigh`.
    public static let high = Priority(uncheckedValue: 750)
    /// 250, `UILayoutPriority.defaultLow`.
    public static let low = Priority(uncheckedValue: 250)
    /// 50, `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSize = Priority(uncheckedValue: 50)
    /// 1100: the level of a required constraint that was broken to recover from a conflict.
    ///
    /// As in Apple's engine, a broken constraint stays in the solver as an optional constraint
    /// above every optional priority, so it is satisfied as closely as the conflict allows and
    /// fully again once the conflict is gone.
    public static let broken = Priority(uncheckedValue: 1100)

    /// The level of the ambiguity probe, below every real priority.
    static let probe = Priority(uncheckedValue: -1)

    /// Whether the constraint must hold exactly (priority 1000).
    @inlinable public var isRequired: Bool { value == 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
