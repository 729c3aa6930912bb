// The layout model: items, constraints and groups over one solver. This file holds the
// storage, the namespace and the making of items; activation, conflicts, installation,
// hierarchy changes, properties, groups and frames live in their own files.

// The solver's vocabulary (Priority, Relation, Variable, LinearExpression, Constraint, Conflict)
// is part of this module's API, and the debugger above reads `layout.solver` directly.
@_exported import PlumbSolver

/// Auto Layout on a Cassowary solver: views, guides, constraints and groups, with UIKit's
/// semantics.
///
/// ## How it works
///
/// A `Layout` owns one ``Solver`` (``solver``, read-only, for the debugger) and everything in
/// it. Each item (``View`` or ``LayoutGuide``) gets four solver variables when it is made:
/// its frame's left edge, top edge, width and height, **in window coordinates**. Every
/// attribute is a linear expression over them (``expression(of:_:)``): `right` is
/// `minX + width`, `leading` is `left` or `right` by the layout direction, `firstBaseline` is
/// `top + offset` (the bottom when no offset is set), and a margin attribute is the attribute
/// of the view's margins guide. Frames in superview coordinates are window frames minus the
/// superview's origin.
///
/// A ``LayoutConstraint`` `a.attr ⋈ m·b.attr2 + c` becomes one solver constraint when it is
/// activated. It is held by the closest common ancestor of its items (its ``LayoutConstraint/host``),
/// and it is read in the host's coordinates as UIKit reads it: a position multiplier other
/// than 1 scales distances from the host's origin, and in a right-to-left host a constraint
/// that uses leading or trailing is read in the mirrored host, so its constant counts toward
/// the trailing side (`badge.leading == root.leading + 10` is 10 points in from the right).
///
/// The layout makes the constraints UIKit makes (``SystemConstraintKind``): `width >= 0` and
/// `height >= 0` for every view, intrinsic content size as hugging and compression
/// resistance, autoresizing frames, window frames, and the margins and safe-area guides, which
/// come into being (with their constraints) only when something refers to them.
///
/// Every change goes through a `Layout` method and is one transaction: a change refused with
/// a ``LayoutError`` changes nothing. A required constraint that cannot hold is not an error,
/// as in UIKit: the change succeeds, the returned ``LayoutReport`` lists the
/// ``LayoutConflict``, and one constraint is **broken** — by default the one just added or
/// changed — and kept in the solver at ``Priority/broken``, satisfied as closely as the
/// conflict allows. After every later change, broken constraints that could hold again are
/// restored to required (``LayoutReport/restored``).
///
/// Everything is kept in creation order in arrays, so the same calls give the same output.
///
/// ```swift
/// let layout = Layout()
/// let root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
/// let button = try layout.addView(named: "button", in: root)
/// let text = try layout.addView(named: "text", in: root)
/// try layout.activate {
///     button.width == 88
///     button.right == root.right - 22
///     text.left == root.left + 22
///     text.right == button.left - 22
/// }
/// layout.frame(of: text).width   // 221
/// ```
public final class Layout {
    /// The solver, for the debugger (tableau, explanations, ambiguity); change the layout only
    /// through `Layout` methods.
    ///
    /// While the layout runs on the factored core (a chain of inequalities, whose explicit
    /// rows would hold the whole chain), this is an explicit solver built at the core's
    /// vertex on first read after each change (docs/solver.md, "The engine").
    public var solver: Solver { engine.solver }
    /// What holds the layout's numbers: the explicit solver, or the factored core where the
    /// explicit rows grow long.
    package internal(set) var engine = SolverEngine()
    /// The windows, in creation order.
    public internal(set) var windows: [View] = []
    /// Every live item in creation order: views, user guides and system guides.
    public internal(set) var items: [any LayoutItem] = []
    /// Every live constraint in creation order, system constraints included, active or not.
    public var constraints: [LayoutConstraint] {
        if retiredCount > 0 {
            journalWhole(\.storage)
            storage.removeAll { $0.isRemoved }
            retiredCount = 0
        }
        return storage
    }
    /// The groups, in creation order.
    public internal(set) var groups: [ConstraintGroup] = []
    /// The constraints broken to recover from conflicts, in creation order.
    ///
    /// Journaled one insertion or removal at a time (`markBroken`, `unmarkBroken`): a copy
    /// of the list per change would cost every broken constraint of a long log.
    public internal(set) var brokenConstraints: [LayoutConstraint] = []
    /// The named numbers the Visual Format Language may use (`metric pad = 16`); declare
    /// one with ``setMetric(_:_:)``.
    public internal(set) var metrics = LayoutMetrics()
    /// Called once for each conflict a change recovers from by breaking a constraint, when
    /// the change is done: the app's "Unable to simultaneously satisfy constraints" console.
    ///
    /// ```swift
    /// layout.onUnsatisfiable = { conflict in print(conflict.debugDescription) }
    /// ```
    public var onUnsatisfiable: ((LayoutConflict) -> Void)?

    /// The constraints in creation order; removed ones linger until the next read of
    /// `constraints` compacts them, so removing many costs one pass.
    var storage: [LayoutConstraint] = []
    var retiredCount = 0
    /// The stamp of the last common-ancestor walk (`Installation.swift`).
    var ancestorStamp: UInt64 = 0
    /// How many views set their own layout direction (`effectiveLayoutDirection` needs no
    /// walk while there are none).
    var directionOverrides = 0
    /// The constraints that relate each item, in creation order (looked up, never iterated).
    var constraintsByItem: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// The conflict that broke each broken constraint (looked up, never iterated).
    var conflictsByConstraint: [ObjectIdentifier: LayoutConflict] = [:]
    /// For each constraint, the constraints broken by a conflict it was a member of.
    ///
    /// Looked up, never iterated. Appended to as constraints are broken (and journaled, so a
    /// rollback or a speculation leaves nothing behind), never pruned: an entry whose
    /// constraint is no longer broken by such a conflict is skipped where it is read
    /// (`restoreBroken`).
    var brokenByConflictsOf: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// The constraints taken out of the solver or given a new constant since the last
    /// `restoreBroken`: only a conflict with one of them as a member can have gone away.
    var touchedSinceRestore: [LayoutConstraint] = []
    /// The namespace shared by views, user guides, groups and labels (looked up, never iterated).
    var names: [String: NamedEntity] = [:]
    /// The item of each solver variable, by variable index.
    var variableOwners: [(any LayoutItem)?] = []
    /// The layout constraint of each solver constraint, by raw id.
    var bySolverID: [LayoutConstraint?] = []
    var nextNumber = 1
    /// The user constraints by number (`numbered[n - 1]` is `#n`), removed ones included until
    /// a copy drops them: numbers are given in creation order, one more each time.
    var numbered: [LayoutConstraint?] = []
    var nextSerial = 0
    var nextItemSerial = 0
    /// The undo journal (`Layout+Journal.swift`): how to put back each write, newest last;
    /// nil while off.
    var undoLog: [() -> Void]?
    /// Records dropped from the front of the journal: marks stay absolute.
    var undoLogForgotten = 0
    var isRollingBack = false
    /// The constraint and item serials at the newest mark: objects made since exist at no
    /// mark, so their writes are not journaled.
    var journalFloor = (constraint: 0, item: 0)

    /// The largest magnitude accepted for a constant, multiplier, size or inset, as in the
    /// session language.
    public static let maximumMagnitude: Double = 1e7

    /// Creates an empty layout.
    public init() {}

    // MARK: - Namespace

    /// Whether `name` can name a view, guide, group or label: `[A-Za-z_][A-Za-z0-9_]*`, and
    /// not the reserved word `superview`.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "superview" else { return false }
        func isLetter(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }
        return isLetter(first)
            && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// What a name stands for now: a view, a guide, a group or a labeled constraint.
    ///
    /// ```swift
    /// if case .view(let v)? = layout.entity(named: "button") { print(v) }
    /// ```
    public func entity(named name: String) -> NamedEntity? { names[name] }

    /// The live view or user guide called `name`.
    public func item(named name: String) -> (any LayoutItem)? {
        switch names[name] {
        case .view(let view)?: view
        case .guide(let guide)?: guide
        default: nil
        }
    }

    /// The live view called `name`.
    public func view(named name: String) -> View? {
        if case .view(let view)? = names[name] { return view }
        return nil
    }

    /// The group called `name`.
    public func group(named name: String) -> ConstraintGroup? {
        if case .group(let group)? = names[name] { return group }
        return nil
    }

    /// The live constraint labeled `identifier`.
    public func constraint(labeled identifier: String) -> LayoutConstraint? {
        if case .constraint(let c)? = names[identifier] { return c }
        return nil
    }

    /// The live user constraint numbered `number` (`#3`).
    public func constraint(number: Int) -> LayoutConstraint? {
        guard number >= 1, number <= numbered.count, let c = numbered[number - 1], !c.isRemoved,
            c.number == number
        else { return nil }
        return c
    }

    /// The layout constraint behind a solver constraint, for naming tableau symbols.
    public func constraint(for id: ConstraintID) -> LayoutConstraint? {
        let raw = Int(id.raw)
        return raw >= 0 && raw < bySolverID.count ? bySolverID[raw] : nil
    }

    /// The live views in creation order, windows included.
    public var views: [View] { items.compactMap { $0 as? View } }

    /// The live user constraints, in creation order.
    public var userConstraints: [LayoutConstraint] { constraints.filter { !$0.isSystem } }

    /// Checks that `name` is valid and free.
    func checkNewName(_ name: String) throws(LayoutError) {
        guard Layout.isValidName(name) else { throw .invalidName(name) }
        if let existing = names[name] { throw .duplicateName(name, existing: existing.kind) }
    }

    func release(_ name: String) {
        journal(\.names, key: name)
        names[name] = nil
    }

    /// Records which item owns each of its four variables.
    func registerVariables(of item: any LayoutItem) {
        for variable in item.frameVariables.all {
            let index = Int(variable.index)
            journalCell(\.variableOwners, at: index)
            if index >= variableOwners.count {
                variableOwners.append(
                    contentsOf: repeatElement(nil, count: index + 1 - variableOwners.count))
            }
            variableOwners[index] = item
        }
    }

    /// The item a solver variable belongs to, and which part of its frame it is: for naming
    /// tableau rows in the user's words.
    ///
    /// Removed items keep their variables.
    ///
    /// ```swift
    /// layout.item(for: v)   // (button, .minX)
    /// ```
    public func item(for variable: Variable) -> (
        item: any LayoutItem, component: FrameVariables.Component
    )? {
        let index = Int(variable.index)
        guard index >= 0, index < variableOwners.count, let item = variableOwners[index],
            let component = item.frameVariables.component(of: variable)
        else { return nil }
        return (item, component)
    }

    /// Takes a new constraint into the layout and its items' indexes.
    func adopt(_ c: LayoutConstraint) {
        storage.append(c)
        journalAppend(c, to: ObjectIdentifier(c.firstItem))
        constraintsByItem[ObjectIdentifier(c.firstItem), default: []].append(c)
        if let second = c.secondItem, second !== c.firstItem {
            journalAppend(c, to: ObjectIdentifier(second))
            constraintsByItem[ObjectIdentifier(second), default: []].append(c)
        }
    }

    /// The live constraints that relate `item`, in creation order.
    func indexedConstraints(of item: any LayoutItem) -> [LayoutConstraint] {
        constraintsByItem[ObjectIdentifier(item)] ?? []
    }

    /// The live constraints that relate any of `items`, each once, in creation order.
    func indexedConstraints(ofAny items: [any LayoutItem]) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var found: [LayoutConstraint] = []
        for item in items {
            for c in indexedConstraints(of: item) where seen.insert(ObjectIdentifier(c)).inserted {
                found.append(c)
            }
        }
        found.sort { $0.serial < $1.serial }
        return found
    }

    func takeSerial() -> Int {
        defer { nextSerial += 1 }
        return nextSerial
    }

    func takeItemSerial() -> Int {
        defer { nextItemSerial += 1 }
        return nextItemSerial
    }

    // MARK: - Making items

    /// Adds a window: a top-level view whose frame `(0, 0, width, height)` is imposed by
    /// required constraints (Apple's `UIView-Encapsulated-Layout-*`).
    ///
    /// ```swift
    /// let phone = try layout.addWindow(
    ///     named: "phone", size: Size(width: 375, height: 812),
    ///     safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    /// ```
    ///
    /// - Throws: ``LayoutError/invalidName(_:)``, ``LayoutError/duplicateName(_:existing:)``,
    ///   ``LayoutError/negativeSize(what:value:)`` and bad numbers.
    public func addWindow(
        named name: String, size: Size, safeAreaInsets: EdgeInsets = .zero
    ) throws(LayoutError) -> View {
        try checkSize(size.width, "the width of '\(name)'")
        try checkSize(size.height, "the height of '\(name)'")
        try checkInsets(safeAreaInsets, "safe-area inset of '\(name)'")
        let view = try makeView(named: name, isWindow: true)
        view.windowSize = size
        view.safeAreaInsets = safeAreaInsets
        append(view, to: \.windows)
        var report = LayoutReport()
        try syncSystemConstraints(of: view, report: &report)
        return view
    }

    /// Adds a view to `superview`, laid out by constraints, or by `frame` (in superview
    /// coordinates) when one is given: `translatesAutoresizingMaskIntoConstraints`.
    ///
    /// The
    /// content properties can be given at once, so a view is made whole or not at all.
    ///
    /// ```swift
    /// let title = try layout.addView(
    ///     named: "title", in: root, intrinsicSize: IntrinsicSize(width: 120, height: 21),
    ///     hugging: AxisPriorities(horizontal: try Priority(251), vertical: .low),
    ///     firstBaselineOffset: 17, lastBaselineOffset: 17)
    /// let legacy = try layout.addView(
    ///     named: "legacy", in: root, frame: Rect(x: 10, y: 10, width: 100, height: 50))
    /// ```
    ///
    /// - Throws: name errors, ``LayoutError/itemRemoved(_:)``, ``LayoutError/foreignItem(_:)``,
    ///   ``LayoutError/negativeSize(what:value:)`` and bad numbers.
    public func addView(
        named name: String, in superview: View, intrinsicSize: IntrinsicSize = .none,
        hugging: AxisPriorities = .defaultHugging,
        compressionResistance: AxisPriorities = .defaultCompressionResistance,
        firstBaselineOffset: Double? = nil, lastBaselineOffset: Double? = nil,
        frame: Rect? = nil
    ) throws(LayoutError) -> View {
        try checkLive(superview)
        try checkIntrinsic(intrinsicSize, of: name)
        if let first = firstBaselineOffset {
            try checkNumber(first, "the first baseline offset of '\(name)'")
        }
        if let last = lastBaselineOffset {
            try checkNumber(last, "the last baseline offset of '\(name)'")
        }
        if let frame { try checkFrame(frame, of: name) }
        let view = try makeView(named: name, isWindow: false)
        view.superview = superview
        append(view, to: \.subviews, of: superview)
        view.intrinsicContentSize = intrinsicSize
        view.contentHugging = hugging
        view.compressionResistance = compressionResistance
        view.firstBaselineOffset = firstBaselineOffset
        view.lastBaselineOffset = lastBaselineOffset
        view.autoresizingFrame = frame
        var report = LayoutReport()
        try syncSystemConstraints(of: view, report: &report)
        return view
    }

    /// Says where a constraint came from, for importers that build it from another document
    /// (`plumb import` cites the log's line rather than the script it wrote).
    public func setOrigin(_ origin: ConstraintOrigin, of c: LayoutConstraint) {
        c.origin = origin
    }

    /// Declares the metric `name` with `value` (or changes it): a name VFL strings may use
    /// for a number.
    ///
    /// The journal keeps the value it replaced, not a copy of every metric.
    public func setMetric(_ name: String, _ value: Double) {
        let old = metrics.set(name, value)
        journal({ [unowned self] in self.metrics.restore(name, to: old) })
    }

    /// Adds a layout guide to `view`: a rectangle whose size, as a view's, is never negative.
    ///
    /// ```swift
    /// let spacer = try layout.addGuide(named: "spacer", in: root)
    /// ```
    public func addGuide(named name: String, in view: View) throws(LayoutError) -> LayoutGuide {
        try checkLive(view)
        try checkNewName(name)
        let guide = LayoutGuide(
            name: name, kind: .user, owner: view, layout: self, serial: takeItemSerial(),
            variables: FrameVariables.make(in: &engine, named: name))
        journal(\.names, key: name)
        names[name] = .guide(guide)
        append(guide, to: \.layoutGuides, of: view)
        items.append(guide)
        registerVariables(of: guide)
        // A guide's size is never negative, as a view's is (UIKit treats a guide as a
        // rectangle): `gap.height == -30` conflicts with the implicit `gap.height >= 0`.
        var report = LayoutReport()
        for (axis, attribute) in [(Axis.horizontal, LayoutAttribute.width), (.vertical, .height)] {
            let kind = SystemConstraintKind.nonNegativeSize(axis)
            let c = LayoutConstraint(
                ItemAttribute(guide, attribute), .greaterThanOrEqual, nil, multiplier: 1,
                constant: 0, priority: .required, identifier: kind.appleIdentifier, number: nil,
                origin: .system(kind), layout: self, serial: takeSerial())
            adopt(c)
            // The guide's variables are new, so this cannot conflict.
            try? install(c, report: &report)
        }
        return guide
    }

    private func makeView(named name: String, isWindow: Bool) throws(LayoutError) -> View {
        try checkNewName(name)
        let view = View(
            name: name, isWindow: isWindow, layout: self, serial: takeItemSerial(),
            variables: FrameVariables.make(in: &engine, named: name))
        journal(\.names, key: name)
        names[name] = .view(view)
        items.append(view)
        registerVariables(of: view)
        return view
    }
}

/// What a name in a layout's namespace stands for.
public enum NamedEntity {
    case view(View)
    case guide(LayoutGuide)
    case group(ConstraintGroup)
    case constraint(LayoutConstraint)

    /// The kind of thing, for messages.
    public var kind: NameKind {
        switch self {
        case .view: .view
        case .guide: .guide
        case .group: .group
        case .constraint: .label
        }
    }
}

/// The kinds of thing a name can stand for.
public enum NameKind: String, Hashable, Sendable {
    case view, guide, group, label
}
