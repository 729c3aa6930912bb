/// Named numbers for the Visual Format Language, like the `metrics` dictionary of Apple's
/// `constraints(withVisualFormat:options:metrics:views:)`.
///
/// Kept in declaration order so that everything that lists or saves them is deterministic;
/// declaring a name again changes its value in place.
public struct LayoutMetrics: Hashable, Sendable {
    /// The metrics, in the order they were first declared.
    public var entries: [(name: String, value: Double)] {
        zip(names, values).map { ($0, $1) }
    }
    private var names: [String] = []
    private var values: [Double] = []

    /// No metrics.
    public init() {}

    /// The value of the metric `name`, or nil when it was never declared.
    public subscript(name: String) -> Double? {
        guard let index = names.firstIndex(of: name) else { return nil }
        return values[index]
    }

    /// Declares `name` with `value`, replacing the value of an earlier declaration.
    public mutating func set(_ name: String, _ value: Double) {
        if let index = names.firstIndex(of: name) {
            values[index] = value
        } else {
            names.append(name)
            values.append(value)
        }
    }

    /// The declared names, in declaration order.
    public var allNames: [String] { names }

    /// Whether no metric has been declared.
    public var isEmpty: Bool { names.isEmpty }
}
