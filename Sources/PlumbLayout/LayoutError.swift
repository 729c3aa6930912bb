// Everything the layout model refuses, as values: names and attributes travel as strings and
// small structs, so errors are Sendable and comparable in tests. Messages are rendered here,
// in one place: lowercase, no final period, code in quotes.

/// A change the layout refused; nothing changed.
///
/// A required conflict is not an error (see
/// ``LayoutConflict``).
///
/// ```swift
/// do {
///     try layout.activate([ConstraintDraft(ItemAttribute(a, .leading), .equal, ItemAttribute(b, .left))])
/// } catch {
///     print(error)   // cannot relate 'a.leading' to 'b.left': leading/trailing and …
/// }
/// ```
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    // MARK: Typing (NSLayoutAnchor's rules)

    /// The two attributes are of different kinds: x with y, or a position with a dimension.
    case incompatibleAttributes(AttributeName, AttributeName)
    /// leading/trailing related to left/right in one constraint.
    case mixedDirections(AttributeName, AttributeName)
    /// A position related to a bare constant (no second item).
    case positionToConstant(AttributeName)
    /// A position related to another with multiplier 0: a position equal to a constant.
    case zeroMultiplier(AttributeName)
    /// A margin or baseline attribute of a layout guide.
    case attributeUnavailable(AttributeName)

    // MARK: Items and hierarchy

    /// An item made by another layout (or not by a layout at all).
    case foreignItem(String)
    /// An item that was removed.
    case itemRemoved(String)
    /// The constraint's items share no ancestor; the constraint is named when it exists.
    case noCommonAncestor(ConstraintReference?, first: String, second: String)
    /// A window was expected.
    case notAWindow(String)
    /// The operation needs a superview, and a window has none.
    case isAWindow(String)
    /// A view cannot move into itself or its own subtree.
    case moveIntoOwnSubtree(view: String, target: String)
    /// A view's margins or safe-area guide cannot be removed on its own.
    case systemGuide(String)

    // MARK: Names and numbers

    /// Not `[A-Za-z_][A-Za-z0-9_]*`, or the reserved word `superview`.
    case invalidName(String)
    /// The name is taken by something else in the shared namespace.
    case duplicateName(String, existing: NameKind)
    /// NaN or infinity; `what` says where.
    case nonFinite(what: String)
    /// A magnitude above ``Layout/maximumMagnitude``.
    case numberOutOfRange(what: String, value: Double)
    /// The change would put a value (`what`, such as `c.width`) beyond
    /// ``Solver/maximumValue``, the range in which Plumb's answers are exact.
    case valueOutOfRange(what: String, value: Double)
    /// A number the layout computed (an exercise's target) beyond what the solver takes there.
    case beyondLimit(what: String, value: Double, limit: Double)
    /// A size, inset or intrinsic size below zero.
    case negativeSize(what: String, value: Double)
    /// A priority outside (0, 1000].
    case invalidPriority(Double)

    // MARK: Constraints and groups

    /// Between required and optional on an active constraint, refused as UIKit refuses it.
    case requiredPriorityChange(ConstraintReference, from: Priority, to: Priority)
    /// System constraints change with the property that made them, never directly.
    case systemConstraint(ConstraintReference)
    /// The constraint was removed from its layout.
    case constraintRemoved(ConstraintReference)
    /// The constraint belongs to another layout.
    case foreignConstraint(ConstraintReference)
    /// A constraint belongs to at most one group.
    case alreadyInGroup(ConstraintReference, group: String)
    /// The group was removed.
    case groupRemoved(String)
    /// The solver met its own rounding as a conflict while it redid the layout for a change
    /// (removing a constraint cannot make a layout unsatisfiable, except by rounding): at
    /// extreme magnitudes, where required constraints already miss by `miss`. Nothing changed.
    case precisionLost(miss: Double)
    /// The solver failed in a way no input should cause (a broken invariant); the layout
    /// rolled back what it could.
    case solverFailure(String)

    /// The message, lowercase, without a final period.
    public var description: String {
        switch self {
        case .incompatibleAttributes(let a, let b):
            let rule: String
            switch a.attribute.kind {
            case .xPosition: rule = "x-axis positions relate only to x-axis positions"
            case .yPosition: rule = "y-axis positions relate only to y-axis positions"
            case .dimension:
                rule = "dimensions relate only to dimensions (of either axis) or to a constant"
            }
            return "cannot relate '\(a)' to '\(b)': \(rule)"
        case .mixedDirections(let a, let b):
            return
                "cannot relate '\(a)' to '\(b)': leading/trailing and left/right never mix in one "
                + "constraint; use leading/trailing for both or neither"
        case .positionToConstant(let a):
            return "'\(a)' is a position and cannot be related to a bare constant; relate it to "
                + "another item, as in '\(a) == superview.\(a.attribute) + 20'"
        case .zeroMultiplier(let a):
            return
                "a multiplier of 0 makes '\(a)' a position equal to a constant; positions must be "
                + "related in pairs"
        case .attributeUnavailable(let a):
            let what = a.attribute.isBaseline ? "baselines" : "margin attributes"
            return "'\(a)' does not exist: layout guides have no \(what)"
        case .foreignItem(let name):
            return "'\(name)' belongs to another layout"
        case .itemRemoved(let name):
            return "'\(name)' was removed"
        case .noCommonAncestor(let c, let a, let b):
            let subject = c.map { "cannot activate \($0): " } ?? ""
            return "\(subject)'\(a)' and '\(b)' have no common ancestor; they are in different "
                + "view hierarchies"
        case .notAWindow(let name):
            return "'\(name)' is not a window"
        case .isAWindow(let name):
            return "'\(name)' is a window and has no superview"
        case .moveIntoOwnSubtree(let view, let target):
            return "cannot move '\(view)' into '\(target)', which is '\(view)' or inside it"
        case .systemGuide(let name):
            return "'\(name)' is a system guide and goes only with its view"
        case .invalidName(let name):
            if name == "superview" { return "'superview' is reserved for the superview of an item" }
            return "'\(name)' is not a valid name: use letters, digits and '_', not starting with "
                + "a digit"
        case .duplicateName(let name, let existing):
            return "'\(name)' is already the name of a \(existing.rawValue)"
        case .nonFinite(let what):
            return "\(what) is not a finite number"
        case .numberOutOfRange(let what, let value):
            return "\(what) \(formatNumber(value)) is out of range: magnitudes above "
                + "\(formatNumber(Layout.maximumMagnitude)) are rejected"
        case .valueOutOfRange(let what, let value):
            return "this would put '\(what)' at \(formatNumber(value)), beyond "
                + "±\(formatNumber(Solver.maximumValue)), the range Plumb solves exactly in"
        case .beyondLimit(let what, let value, let limit):
            return "\(what) is \(formatNumber(value)), beyond ±\(formatNumber(limit)), the largest "
                + "magnitude the solver takes there"
        case .negativeSize(let what, let value):
            return "\(what) cannot be negative (\(formatNumber(value)))"
        case .invalidPriority(let value):
            return "priority \(value.isFinite ? formatNumber(value) : String(value)) is out of "
                + "range: use a number above 0 and at most 1000"
        case .requiredPriorityChange(let c, let from, let to):
            return "cannot change the priority of \(c) from \(from) to \(to) while it is active: "
                + "a constraint cannot move between required and optional once installed, as in "
                + "UIKit; deactivate it first"
        case .systemConstraint(let c):
            return "\(c) is a system constraint; change the property that made it instead"
        case .constraintRemoved(let c):
            return "\(c) was removed"
        case .foreignConstraint(let c):
            return "\(c) belongs to another layout"
        case .alreadyInGroup(let c, let group):
            return "\(c) already belongs to group '\(group)'"
        case .groupRemoved(let name):
            return "group '\(name)' was removed"
        case .precisionLost(let miss):
            return "this change makes the solver redo the layout, and at these magnitudes its "
                + "constraints hold only to rounding: it met a miss of \(formatNumber(miss)) as a "
                + "conflict, so nothing changed ('check' lists the misses; bring the constants "
                + "and multipliers to ordinary sizes)"
        case .solverFailure(let message):
            return "internal solver failure: \(message)"
        }
    }
}
