import PlumbText

/// Keeps a value, such as a node's source range, out of the node's equality and hash.
///
/// Two syntax nodes are equal when they say the same thing; where they were written is not
/// part of that. This is what makes printing round-trip: `parse(print(ast)) == ast` although
/// the printed text puts every node somewhere else.
///
/// ```swift
/// struct NameSyntax: Equatable {
///     var name: String
///     @IgnoredInEquality var range: SourceRange   // not compared
/// }
/// ```
@propertyWrapper
public struct IgnoredInEquality<Value: Sendable>: Hashable, Sendable {
    /// The stored value.
    public var wrappedValue: Value

    /// Stores `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Always `true`: the value never distinguishes two nodes.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing.
    public func hash(into hasher: inout Hasher) {}
}
