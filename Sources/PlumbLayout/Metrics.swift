/// Named numbers for the Visual Format Language, like the `metrics` dictionary of Apple's
/// `constraints(withVisualFormat:options:metrics:views:)`.
///
/// Kept in declaration order so that everything that lists or saves them is deterministic;
/// declaring a name again changes its value in place. Names are found through an index, so
/// a session of many metrics costs each one a lookup, not a walk of the ones before it.
public struct LayoutMetrics: Hashable, Sendable {
    /// The metrics, in the order they were first declared.
    public var entries: [(name: String, value: Double)] {
        zip(names, values).map { ($0, $1) }
    }
    private var names: [String] = []
    private var values: [Double] = []
    /// Each name's position in `names`.
    private var index: [String: Int] = [:]

    /// No metrics.
    public init() {}

    /// The value of the metric `name`, or nil when it was never declared.
    public subscript(name: String) -> Double? {
        index[name].map { values[$0] }
    }

    /// Declares `name` with `value`, replacing the value of an earlier declaration.
    ///
    /// Returns the value it replaced, nil for a new name: what ``restore(_:to:)`` takes to
    /// undo it.
    @discardableResult
    public mutating func set(_ name: String, _ value: Double) -> Double? {
        if let position = index[name] {
            defer { values[position] = value }
            return values[position]
        }
        index[name] = names.count
        names.append(name)
        values.append(value)
        return nil
    }

    /// Gives `name` back the value `old` that ``set(_:_:)`` returned; nil forgets the name.
    ///
    /// - Complexity: O(1) for the newest name (what an undo meets), O(names after it)
    ///   otherwise.
    mutating func restore(_ name: String, to old: Double?) {
        guard let position = index[name] else { return }
        if let old {
            values[position] = old
            return
        }
        index[name] = nil
        names.remove(at: position)
        values.remove(at: position)
        for later in names[position...] { index[later, default: 0] -= 1 }
    }

    /// The declared names, in declaration order.
    public var allNames: [String] { names }

    /// Whether no metric has been declared.
    public var isEmpty: Bool { names.isEmpty }

    public static func == (lhs: LayoutMetrics, rhs: LayoutMetrics) -> Bool {
        lhs.names == rhs.names && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(names)
        hasher.combine(values)
    }
}
