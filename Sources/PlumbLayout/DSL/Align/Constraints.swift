// Align's `Constraints { }`: the constraints made by the Align DSL inside the block are made
// inactive and collected, so their priorities can still change, then activated together in
// one transaction. Align keeps a static stack of groups; here the current group is a task
// local, which nests the same way and needs no shared mutable state.

/// A group of constraints made by the Align DSL inside a block and activated together, in
/// one transaction, when the block ends (Align's `Constraints`).
///
/// Inside the block, every Align method (`equal`, `pin`, `spacing`, `align`, …) makes its
/// constraints inactive and adds them to the group, so their priorities can still be changed
/// freely — also between required and optional, which an active constraint refuses. When the
/// block returns, the group activates them all at once (unless `activate` is false). If the
/// block throws, or activation is refused, the constraints made in the block are removed and
/// the layout is as it was (their numbers are not given out again).
///
/// ```swift
/// let group = try Constraints(for: title, subtitle) { title, subtitle in
///     try subtitle.top.spacing(10, to: title.bottom)
///     try title.width.equal(100)
///     try subtitle.bottom.pin().setPriority(try Priority(999))
/// }
/// group.count          // 3
/// try group.deactivate()
/// ```
///
/// Groups nest: a group made inside another block is activated when its own block ends, and
/// stays even if the outer block throws later. A group can also be a named
/// ``ConstraintGroup`` of the layout, for the shell and the debugger (`named:`).
public final class Constraints: RandomAccessCollection {
    public typealias Element = LayoutConstraint
    public typealias Index = Int

    /// The constraints made in the block, in the order they were made.
    public private(set) var constraints: [LayoutConstraint] = []
    /// The report of the activation at the end of the block (conflicts, restored constraints).
    public private(set) var report = LayoutReport()
    /// The layout's group, when the group was made with a name.
    public private(set) var group: ConstraintGroup?
    /// The layout the constraints belong to (nil for an empty group).
    public private(set) weak var layout: Layout?

    /// Runs `body`, collecting the constraints the Align DSL makes in it, then activates them
    /// together (when `activate` is true).
    ///
    /// ```swift
    /// try Constraints(activate: false) {
    ///     try card.anchors.edges.pin(insets: 20)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - activate: Whether to activate the constraints when the block ends.
    ///   - name: When given, the constraints also become a ``ConstraintGroup`` of this name.
    ///   - body: The block; the Align DSL's constraints made in it join the group.
    /// - Throws: What the block throws (a ``LayoutError`` from the Align DSL, or any error of
    ///   the caller's), or the ``LayoutError`` activation refuses; then nothing changed.
    @discardableResult
    public init(
        activate: Bool = true, named name: String? = nil, _ body: () throws -> Void
    ) throws {
        let collector = Collector()
        do {
            try Constraints.$current.withValue(collector) { try body() }
        } catch {
            Constraints.discard(collector)
            throw error
        }
        constraints = collector.constraints
        layout = collector.layout
        guard let layout = collector.layout else { return }
        do {
            if let name {
                (group, report) = try layout.makeGroup(
                    named: name, isActive: activate, constraints: constraints)
            } else if activate {
                report = try layout.activate(constraints)
            }
        } catch {
            Constraints.discard(collector)
            throw error
        }
    }

    /// A group for one item, whose anchors the block receives.
    ///
    /// ```swift
    /// try Constraints(for: badge) { badge in
    ///     try badge.size.equal(Size(width: 24, height: 24))
    ///     try badge.edges.pin(insets: 8, alignment: .topTrailing)
    /// }
    /// ```
    @discardableResult
    public convenience init(
        for a: any LayoutItem, activate: Bool = true, named name: String? = nil,
        _ body: (LayoutAnchors) throws -> Void
    ) throws {
        try self.init(activate: activate, named: name) { try body(a.anchors) }
    }

    /// A group for two items, whose anchors the block receives.
    ///
    /// ```swift
    /// try Constraints(for: title, subtitle) { title, subtitle in
    ///     try subtitle.top.spacing(10, to: title.bottom)
    /// }
    /// ```
    @discardableResult
    public convenience init(
        for a: any LayoutItem, _ b: any LayoutItem, activate: Bool = true,
        named name: String? = nil, _ body: (LayoutAnchors, LayoutAnchors) throws -> Void
    ) throws {
        try self.init(activate: activate, named: name) {
            try body(a.anchors, b.anchors)
        }
    }

    /// A group for three items, whose anchors the block receives.
    ///
    /// ```swift
    /// try Constraints(for: icon, title, subtitle) { icon, title, subtitle in
    ///     try title.leading.spacing(8, to: icon.trailing)
    ///     try subtitle.leading.equal(title.leading)
    /// }
    /// ```
    @discardableResult
    public convenience init(
        for a: any LayoutItem, _ b: any LayoutItem, _ c: any LayoutItem, activate: Bool = true,
        named name: String? = nil,
        _ body: (LayoutAnchors, LayoutAnchors, LayoutAnchors) throws -> Void
    ) throws {
        try self.init(activate: activate, named: name) {
            try body(a.anchors, b.anchors, c.anchors)
        }
    }

    /// A group for four items, whose anchors the block receives.
    ///
    /// ```swift
    /// try Constraints(for: a, b, c, d) { a, b, c, d in
    ///     try b.leading.spacing(8, to: a.trailing)
    ///     try c.leading.spacing(8, to: b.trailing)
    ///     try d.leading.spacing(8, to: c.trailing)
    /// }
    /// ```
    @discardableResult
    public convenience init(
        for a: any LayoutItem, _ b: any LayoutItem, _ c: any LayoutItem, _ d: any LayoutItem,
        activate: Bool = true, named name: String? = nil,
        _ body: (LayoutAnchors, LayoutAnchors, LayoutAnchors, LayoutAnchors) throws -> Void
    ) throws {
        try self.init(activate: activate, named: name) {
            try body(a.anchors, b.anchors, c.anchors, d.anchors)
        }
    }

    // MARK: Collection

    public var startIndex: Int { constraints.startIndex }
    public var endIndex: Int { constraints.endIndex }
    public subscript(position: Int) -> LayoutConstraint { constraints[position] }

    // MARK: Switching

    /// Activates every constraint of the group in one transaction.
    ///
    /// ```swift
    /// let regular = try Constraints(activate: false) { try title.anchors.center.align() }
    /// try regular.activate()
    /// ```
    @discardableResult
    public func activate() throws(LayoutError) -> LayoutReport {
        guard let layout else { return LayoutReport() }
        if let group { return try layout.activate(group) }
        return try layout.activate(constraints)
    }

    /// Deactivates every constraint of the group in one transaction.
    ///
    /// ```swift
    /// try compact.deactivate(); try regular.activate()
    /// ```
    @discardableResult
    public func deactivate() throws(LayoutError) -> LayoutReport {
        guard let layout else { return LayoutReport() }
        if let group { return try layout.deactivate(group) }
        return try layout.deactivate(constraints)
    }

    /// Gives every constraint of the group one priority; between required and optional only
    /// while the group is inactive, as for a single constraint.
    ///
    /// ```swift
    /// let optional = try Constraints(activate: false) { try card.anchors.edges.pin() }
    /// try optional.setPriority(.high)
    /// try optional.activate()
    /// ```
    ///
    /// - Throws: ``LayoutError/requiredPriorityChange(_:from:to:)``; then nothing changed.
    public func setPriority(_ priority: Priority) throws(LayoutError) {
        for c in constraints where c.isActive && c.priority.isRequired != priority.isRequired {
            throw .requiredPriorityChange(c.reference, from: c.priority, to: priority)
        }
        for c in constraints { try c.setPriority(priority) }
    }

    // MARK: Collecting

    /// The group whose block is running on this task, if any.
    @TaskLocal static var current: Collector?

    /// What a running block has made so far.
    ///
    /// `@unchecked Sendable` because a task local must be `Sendable`: a collector is created,
    /// filled and read by one synchronous block on one thread. A task spawned inside the block
    /// would inherit it, but could not capture the layout's views, which are not `Sendable`.
    final class Collector: @unchecked Sendable {
        var constraints: [LayoutConstraint] = []
        weak var layout: Layout?
    }

    /// Removes what a failed block made, newest first.
    private static func discard(_ collector: Collector) {
        guard let layout = collector.layout else { return }
        for c in collector.constraints.reversed() { _ = try? layout.remove(c) }
        collector.constraints = []
    }
}

extension Layout {
    /// Makes the drafts of one Align call, all or nothing.
    ///
    /// Inside a ``Constraints`` block they are made inactive and collected; otherwise made
    /// and activated in one transaction.
    static func makeAligned(
        _ drafts: [ConstraintDraft], file: String, line: Int
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard let first = drafts.first else { return [] }
        let layout = try Layout.owning(first.first.item)
        let origin = ConstraintOrigin.source(file: file, line: line)
        guard let collector = Constraints.current else {
            return try layout.activate(drafts, origin: origin).constraints
        }
        if let other = collector.layout, other !== layout {
            throw .foreignItem(first.first.item.name)
        }
        let made = try layout.makeConstraints(drafts, origin: origin)
        collector.layout = layout
        collector.constraints += made
        return made
    }

    /// Makes the draft of one Align call; see ``makeAligned(_:file:line:)``.
    static func makeAligned(
        _ draft: ConstraintDraft, file: String, line: Int
    ) throws(LayoutError) -> LayoutConstraint {
        let made = try makeAligned([draft], file: file, line: line)
        guard let c = made.first else { throw .solverFailure("no constraint made") }
        return c
    }
}
