// Named sets of constraints switched on and off together (AutoLayoutShorthand's groups,
// Align's `Constraints { }`, the session language's `group compact { … }`). Every group
// operation is one transaction: it checks every member first, so a refusal changes nothing.

/// A named set of user constraints, activated, deactivated or toggled together.
///
/// A group's state is the last state it was set to; its members follow it (joining a group
/// takes the group's state). A member can still be changed on its own.
///
/// ```swift
/// let compact = try layout.group(named: "compact") {
///     text.top == button.bottom + 8
///     text.left == root.left + 22
/// }.group
/// try layout.toggle(compact)
/// ```
public final class ConstraintGroup: CustomStringConvertible {
    /// The group's name, in the layout's namespace.
    public let name: String
    /// The members, in the order they joined.
    ///
    /// The layout journals each write itself: one member joining journals its own removal,
    /// not a copy of every member (adding to a large group one by one was quadratic).
    public internal(set) var constraints: [LayoutConstraint] = []
    /// Whether the group was last activated (true) or deactivated (false).
    public internal(set) var isActive: Bool {
        didSet { layout?.journal(self, \.isActive, was: oldValue) }
    }
    /// Whether the group was removed from its layout.
    public internal(set) var isRemoved = false {
        didSet { layout?.journal(self, \.isRemoved, was: oldValue) }
    }
    weak var layout: Layout?

    init(name: String, isActive: Bool, layout: Layout) {
        self.name = name
        self.isActive = isActive
        self.layout = layout
    }

    /// `compact (on, 2 constraints)`.
    public var description: String {
        "\(name) (\(isActive ? "on" : "off"), \(constraints.count) constraint\(constraints.count == 1 ? "" : "s"))"
    }
}

extension Layout {
    /// Makes a group of existing user constraints, which take its state: activated if
    /// `isActive`, else deactivated.
    ///
    /// One transaction.
    ///
    /// ```swift
    /// let made = try layout.makeConstraints(drafts, origin: .shell(entry: 7))
    /// let (group, report) = try layout.makeGroup(named: "regular", isActive: false, constraints: made)
    /// ```
    ///
    /// - Throws: name errors, ``LayoutError/alreadyInGroup(_:group:)``, and what activation
    ///   throws.
    @discardableResult
    public func makeGroup(
        named name: String, isActive: Bool = true, constraints members: [LayoutConstraint] = []
    ) throws(LayoutError) -> (group: ConstraintGroup, report: LayoutReport) {
        try checkNewName(name)
        try checkJoining(members, nil)
        let group = ConstraintGroup(name: name, isActive: isActive, layout: self)
        let report = try setState(of: members, active: isActive)
        journal(\.names, key: name)
        names[name] = .group(group)
        append(group, to: \.groups)
        for c in members { c.group = group }
        journal(group, \.constraints, was: group.constraints)
        group.constraints = members
        return (group, report)
    }

    /// Adds user constraints to a group; they take the group's state.
    ///
    /// One transaction.
    @discardableResult
    public func add(_ members: [LayoutConstraint], to group: ConstraintGroup) throws(LayoutError)
        -> LayoutReport
    {
        try checkLive(group)
        try checkJoining(members, group)
        let fresh = members.filter { $0.group !== group }
        let report = try setState(of: fresh, active: group.isActive)
        for c in fresh {
            c.group = group
            append(c, to: \.constraints, of: group)
        }
        return report
    }

    /// Activates every member of the group in one transaction.
    @discardableResult
    public func activate(_ group: ConstraintGroup) throws(LayoutError) -> LayoutReport {
        try setGroup(group, active: true)
    }

    /// Deactivates every member of the group in one transaction.
    @discardableResult
    public func deactivate(_ group: ConstraintGroup) throws(LayoutError) -> LayoutReport {
        try setGroup(group, active: false)
    }

    /// Sets every member of the group, then the group, to `active`, in one transaction.
    private func setGroup(_ group: ConstraintGroup, active: Bool) throws(LayoutError)
        -> LayoutReport
    {
        try checkLive(group)
        let report = try setState(of: group.constraints, active: active)
        group.isActive = active
        return report
    }

    /// Deactivates an active group, activates an inactive one.
    ///
    /// ```swift
    /// try layout.toggle(compact); try layout.toggle(regular)
    /// ```
    @discardableResult
    public func toggle(_ group: ConstraintGroup) throws(LayoutError) -> LayoutReport {
        group.isActive ? try deactivate(group) : try activate(group)
    }

    /// Removes a group and deletes its constraints.
    @discardableResult
    public func remove(_ group: ConstraintGroup) throws(LayoutError) -> LayoutReport {
        try checkLive(group)
        let members = group.constraints
        return try changing { report throws(LayoutError) in
            for c in members { try uninstall(c) }
            for c in members {
                retire(c)
                report.removed.append(c)
            }
            group.isRemoved = true
            remove(group, from: \.groups)
            if case .group(let named)? = names[group.name], named === group {
                release(group.name)
            }
        }
    }

    func checkLive(_ group: ConstraintGroup) throws(LayoutError) {
        guard group.layout === self, !group.isRemoved else { throw .groupRemoved(group.name) }
    }

    private func checkJoining(_ members: [LayoutConstraint], _ group: ConstraintGroup?)
        throws(LayoutError)
    {
        for c in members {
            try checkUser(c)
            if let other = c.group, other !== group {
                throw .alreadyInGroup(c.reference, group: other.name)
            }
        }
    }

    private func setState(of members: [LayoutConstraint], active: Bool) throws(LayoutError)
        -> LayoutReport
    {
        active ? try activate(members) : try deactivate(members)
    }
}
