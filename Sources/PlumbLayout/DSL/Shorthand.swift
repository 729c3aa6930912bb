// The AutoLayoutShorthand DSL's values: what may stand on the right of a dictionary entry
// such as `"top ==": header.bottom + 10`. A number is a constant, `.superview` is the same
// attribute of the superview, an item is the same attribute of that item, and an Easy Layout
// anchor or anchor expression is itself; `Shorthand` spells out ALS's dictionary form
// (view, multiplier, constant, priority), and `~` gives any value a priority.

/// A value in a shorthand dictionary: a number, `.superview`, an item, an anchor such as
/// `header.bottom`, an anchor expression such as `header.bottom + 10`, or a ``Shorthand``.
///
/// ```swift
/// try icon.addConstraints([
///     "left ==": .superview + 16,
///     "width ==": 32,
///     "top ==": header.bottom + 10 ~ 750,
///     "height ==": icon.width,
/// ])
/// ```
public protocol ShorthandValue {
    /// The value spelled out: its target, multiplier, constant and priority.
    var shorthand: Shorthand { get }
}

/// A shorthand value spelled out, as ALS's dictionary form
/// `@{als_view: …, als_multiplier: …, als_constant: …, als_priority: …}`: what the entry's
/// attribute relates to, and how.
///
/// ```swift
/// try icon.addConstraints([
///     "top ==": Shorthand(header.bottom, constant: 10, priority: 750),
///     "width ==": Shorthand(constant: 42, priority: 750),
///     "centerX ==": .superview * 0.5,
/// ])
/// ```
public struct Shorthand: ShorthandValue {
    /// What the entry's attribute relates to.
    public enum Target {
        /// Nothing: the attribute relates to the constant (a dimension only).
        case noItem
        /// The same attribute of the item's superview (a guide's owning view), ALS's
        /// `als_superview`.
        case superview
        /// The same attribute of another item: `"centerY ==": icon`.
        case item(any LayoutItem)
        /// An attribute of another item: `header.bottom`.
        case attribute(ItemAttribute)
    }

    /// What the entry's attribute relates to.
    public var target: Target
    /// The multiplier of the target (ignored without one).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, checked to lie in (0, 1000] when the constraint is made; nil for the
    /// key's priority (`"width == @750"`), or required.
    public var priority: Double?

    /// `target × multiplier + constant`, at `priority`.
    ///
    /// ```swift
    /// // "width ==": the superview's width * 0.5 + 3
    /// Shorthand(.superview, multiplier: 0.5, constant: 3)
    /// ```
    public init(
        _ target: Target, multiplier: Double = 1, constant: Double = 0, priority: Double? = nil
    ) {
        self.target = target
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// A constant, as ALS's `@{als_constant: @42, als_priority: @750}`.
    ///
    /// ```swift
    /// try icon.addConstraints(["width ==": Shorthand(constant: 42, priority: 750)])
    /// ```
    public init(constant: Double, priority: Double? = nil) {
        self.init(.noItem, constant: constant, priority: priority)
    }

    /// An anchor of another item, as ALS's `@{als_view: header.als_bottom, als_constant: @10}`.
    ///
    /// ```swift
    /// Shorthand(header.bottom, constant: 10, priority: 750)
    /// ```
    public init<Kind>(
        _ anchor: Anchor<Kind>, multiplier: Double = 1, constant: Double = 0,
        priority: Double? = nil
    ) {
        self.init(
            .attribute(anchor.side), multiplier: multiplier, constant: constant, priority: priority)
    }

    /// The same attribute of another item.
    ///
    /// ```swift
    /// Shorthand(icon, constant: 2)   // "centerY ==": icon.centerY + 2
    /// ```
    public init(
        _ item: any LayoutItem, multiplier: Double = 1, constant: Double = 0,
        priority: Double? = nil
    ) {
        self.init(.item(item), multiplier: multiplier, constant: constant, priority: priority)
    }

    /// The value itself.
    public var shorthand: Shorthand { self }

    /// The value moved by `constant`: `.superview + 16`.
    public static func + (lhs: Shorthand, rhs: Double) -> Shorthand {
        var copy = lhs
        copy.constant += rhs
        return copy
    }

    /// The value moved by `-constant`: `.superview - 16`.
    public static func - (lhs: Shorthand, rhs: Double) -> Shorthand {
        lhs + -rhs
    }

    /// The value multiplied, constant included: `.superview * 0.5`.
    public static func * (lhs: Shorthand, rhs: Double) -> Shorthand {
        var copy = lhs
        copy.multiplier *= rhs
        copy.constant *= rhs
        return copy
    }
}

extension ShorthandValue where Self == Shorthand {
    /// The same attribute of the item's superview (a guide's owning view), as ALS's
    /// `als_superview`: `"left ==": .superview`, `"left ==": .superview + 16`.
    public static var superview: Shorthand { Shorthand(.superview) }
}

// MARK: - Values

extension Int: ShorthandValue {
    /// A constant.
    public var shorthand: Shorthand { Shorthand(constant: Double(self)) }
}

extension Double: ShorthandValue {
    /// A constant.
    public var shorthand: Shorthand { Shorthand(constant: self) }
}

extension Anchor: ShorthandValue {
    /// Another item's attribute: `header.bottom`.
    public var shorthand: Shorthand { Shorthand(.attribute(side)) }
}

extension AnchorExpression: ShorthandValue {
    /// Another item's attribute with a multiplier and a constant: `header.bottom + 10`.
    public var shorthand: Shorthand {
        Shorthand(.attribute(anchor.side), multiplier: multiplier, constant: constant)
    }
}

extension View: ShorthandValue {
    /// The same attribute of this view: `"centerY ==": icon`.
    public var shorthand: Shorthand { Shorthand(.item(self)) }
}

extension LayoutGuide: ShorthandValue {
    /// The same attribute of this guide: `"top ==": root.safeAreaLayoutGuide`.
    public var shorthand: Shorthand { Shorthand(.item(self)) }
}

// MARK: - Priority

/// The shorthand value at `priority` (checked when the constraint is made), with the Easy
/// Layout DSL's priority operator.
///
/// ```swift
/// try icon.addConstraints(["top ==": header.bottom + 10 ~ 750, "width ==": 32 ~ 250])
/// ```
public func ~ (lhs: some ShorthandValue, rhs: Double) -> Shorthand {
    var value = lhs.shorthand
    value.priority = rhs
    return value
}

/// The shorthand value at a named priority: `"width ==": 32 ~ .high`.
public func ~ (lhs: some ShorthandValue, rhs: Priority) -> Shorthand {
    lhs ~ rhs.value
}
