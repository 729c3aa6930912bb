// The constraint as the user sees it: NSLayoutConstraint's shape, plus where it came from, its
// number, its group, and its state in the solver (active, held by which view, broken or not).

/// Where a constraint came from, so that every explanation can point back to it.
///
/// ```swift
/// switch constraint.origin {
/// case .source(let file, let line): print("\(file):\(line)")
/// case .shell(let entry): print("entry \(entry)")
/// case .system(let kind): print(kind)
/// }
/// ```
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Written in a file: Swift source (`#fileID`, `#line`) or a session script.
    case source(file: String, line: Int)
    /// Typed at the shell, as its nth entry.
    case shell(entry: Int)
    /// Made by the layout itself, for the rule `kind` names.
    case system(SystemConstraintKind)
    /// Read from a console log (`plumb import`): the log's file and line, and where the app
    /// made the constraint when the log says (SnapKit's `@BackupWordsController.swift#62`).
    case log(file: String, line: Int, code: String?)

    /// `Card.swift:12`, `shell entry 4`, or the system rule: `intrinsic width (hugging)`.
    public var description: String {
        switch self {
        case .source(let file, let line): "\(file):\(line)"
        case .shell(let entry): "shell entry \(entry)"
        case .system(let kind): kind.description
        case .log(let file, let line, let code):
            "\(file):\(line)" + (code.map { " (made at \($0))" } ?? "")
        }
    }
}

/// A linear relation between two item attributes, as `NSLayoutConstraint` is:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Constraints are made by a ``Layout`` (``Layout/makeConstraint(_:file:line:)``, or a DSL), which checks
/// the NSLayoutAnchor typing rules, numbers user constraints `#1, #2, …` in creation order
/// (never reused), and activates them (``Layout/activate(_:)``). While
/// active, a constraint is held by the closest common ancestor of its items (``host``) and
/// lives in the solver as ``solverID``. A required constraint that could not hold when it was
/// activated is **broken**: it stays active at ``Priority/broken``, satisfied as closely as
/// the conflict allows, and ``conflict`` says why, until the conflict goes away.
///
/// ```swift
/// let report = try layout.activate { button.right == root.right - 22 }
/// let c = report.constraints[0]
/// c.number        // 1
/// c.host === root // true
/// try c.setConstant(-30)   // the cheap path
/// ```
public final class LayoutConstraint: CustomStringConvertible {
    public let firstItem: any LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: Relation
    /// The second item; nil when the first attribute is related to a constant.
    public let secondItem: (any LayoutItem)?
    /// The second attribute; nil exactly when ``secondItem`` is nil (`notAnAttribute`).
    public let secondAttribute: LayoutAttribute?
    /// Fixed at creation, as in UIKit.
    ///
    /// Ignored without a second item.
    public let multiplier: Double
    /// Changed by ``setConstant(_:)`` or ``Layout/setConstant(_:of:)``.
    public internal(set) var constant: Double {
        didSet { journalChange(\.constant, was: oldValue) }
    }
    /// Changed by ``setPriority(_:)``; between required and optional only while inactive.
    public internal(set) var priority: Priority {
        didSet { journalChange(\.priority, was: oldValue) }
    }
    /// The user's label (`wide`), a name in the layout's namespace; for a system constraint,
    /// Apple's identifier when Apple has one (`UIView-Encapsulated-Layout-Width`).
    public let identifier: String?
    /// `#1, #2, …` in creation order for user constraints; nil for system constraints.
    public let number: Int?
    /// Where the constraint was written, or the system rule that made it.
    public internal(set) var origin: ConstraintOrigin {
        didSet { journalChange(\.origin, was: oldValue) }
    }
    /// The group the constraint belongs to, if any.
    public internal(set) weak var group: ConstraintGroup? {
        didSet { journalChange(\.group, was: oldValue) }
    }
    /// Whether the constraint is in the solver.
    public internal(set) var isActive = false {
        didSet { journalChange(\.isActive, was: oldValue) }
    }
    /// The view that holds the constraint while it is active: the closest common ancestor of
    /// its items.
    public internal(set) var host: View? {
        didSet { journalChange(\.host, was: oldValue) }
    }
    /// The constraint's identity in ``Layout/solver`` while active.
    public internal(set) var solverID: ConstraintID? {
        didSet { journalChange(\.solverID, was: oldValue) }
    }
    /// Whether the constraint was removed from its layout (directly, or with an item).
    public internal(set) var isRemoved = false {
        didSet { journalChange(\.isRemoved, was: oldValue) }
    }
    /// Whether the constant is the standard spacing (VFL's `-`), printed `NSSpace(8)`.
    public internal(set) var isStandardSpacing = false {
        didSet { journalChange(\.isStandardSpacing, was: oldValue) }
    }

    weak var layout: Layout?
    /// Creation order among all of the layout's constraints, system ones included.
    let serial: Int

    init(
        _ first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?,
        multiplier: Double, constant: Double, priority: Priority, identifier: String?,
        number: Int?, origin: ConstraintOrigin, layout: Layout, serial: Int
    ) {
        self.firstItem = first.item
        self.firstAttribute = first.attribute
        self.relation = relation
        self.secondItem = second?.item
        self.secondAttribute = second?.attribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.number = number
        self.origin = origin
        self.layout = layout
        self.serial = serial
    }

    /// The system rule that made the constraint, or nil for a user constraint.
    public var systemKind: SystemConstraintKind? {
        if case .system(let kind) = origin { return kind }
        return nil
    }

    /// Whether the layout made the constraint (size ≥ 0, intrinsic size, autoresizing, window,
    /// margins, safe area).
    public var isSystem: Bool { systemKind != nil }

    /// The items the constraint relates: the first, and the second when there is one.
    public var items: [any LayoutItem] {
        if let second = secondItem { return [firstItem, second] }
        return [firstItem]
    }

    /// Whether the constraint relates `item` (identity; a view's guides are other items).
    public func references(_ item: any LayoutItem) -> Bool {
        firstItem === item || secondItem === item
    }

    /// Whether the constraint relates leading or trailing (plain or margin), so its meaning
    /// depends on the layout direction.
    public var usesDirection: Bool {
        firstAttribute.family == .directional || secondAttribute?.family == .directional
    }

    /// Whether the constraint is active but broken to recover from a conflict.
    public var isBroken: Bool { layout?.conflict(thatBroke: self) != nil }

    /// The conflict that broke the constraint, while it is broken.
    public var conflict: LayoutConflict? { layout?.conflict(thatBroke: self) }

    /// The first side: `button.right`.
    public var firstSide: ItemAttribute { ItemAttribute(firstItem, firstAttribute) }

    /// The second side, if any.
    public var secondSide: ItemAttribute? {
        guard let item = secondItem, let attribute = secondAttribute else { return nil }
        return ItemAttribute(item, attribute)
    }

    /// Changes the constant: the cheap path (`constraint.constant = …` in UIKit).
    ///
    /// - Returns: What happened: a conflict if a required constraint can no longer hold (the
    ///   layout then breaks one), and broken constraints restored by the change.
    /// - Throws: ``LayoutError/numberOutOfRange(what:value:)``, ``LayoutError/nonFinite(what:)``,
    ///   ``LayoutError/constraintRemoved(_:)``.
    @discardableResult
    public func setConstant(_ constant: Double) throws(LayoutError) -> LayoutReport {
        guard let layout else { throw .constraintRemoved(reference) }
        return try layout.setConstant(constant, of: self)
    }

    /// Changes the priority; between required and optional only while inactive, as in UIKit.
    ///
    /// - Throws: ``LayoutError/requiredPriorityChange(_:from:to:)``.
    @discardableResult
    public func setPriority(_ priority: Priority) throws(LayoutError) -> LayoutReport {
        guard let layout else { throw .constraintRemoved(reference) }
        return try layout.setPriority(priority, of: self)
    }

    /// The relation as written, in the session language:
    /// `text.width >= button.width * 0.5 + 5`.
    public var equation: String {
        "\(firstItem.name).\(firstAttribute.rawValue) \(relation.rawValue) "
            + formatRightSide(
                secondSide.map { "\($0.item.name).\($0.attribute.rawValue)" },
                multiplier: multiplier, constant: constant)
    }

    /// `#3 wide: text.width <= root.width @750`; system constraints show their rule in
    /// brackets: `[intrinsic width (hugging)] title.width <= 120 @250`.
    public var description: String {
        var text: String
        if let kind = systemKind {
            text = "[\(kind)] "
        } else {
            text = number.map { "#\($0) " } ?? ""
            if let identifier { text += "\(identifier): " }
        }
        text += equation
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// The constraint's `Sendable` name, as errors carry it.
    public var reference: ConstraintReference {
        ConstraintReference(
            number: number, identifier: systemKind == nil ? identifier : nil,
            systemKind: systemKind, equation: equation)
    }
}

/// The printable, `Sendable` name of a constraint, as errors and reports carry it.
public struct ConstraintReference: Hashable, Sendable, CustomStringConvertible {
    public var number: Int?
    /// The user's label.
    public var identifier: String?
    public var systemKind: SystemConstraintKind?
    /// The relation as written: `button.width == 88`.
    public var equation: String

    /// `#3`, `#3 'wide'`, or `'button.width >= 0'` for a system constraint.
    public var description: String {
        if let number {
            return identifier.map { "#\(number) '\($0)'" } ?? "#\(number)"
        }
        if let identifier { return "'\(identifier)'" }
        return "'\(equation)'"
    }
}
