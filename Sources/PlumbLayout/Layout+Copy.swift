// A deep copy of a layout: the what-if copy that a session keeps as a checkpoint for undo.
//
// The solver is a value, so it is copied as it is (copy-on-write: nothing is duplicated until
// one side changes). Every object (views, guides, constraints, groups) is made again, with
// each reference pointing to the copy's own objects, so changing the copy never touches the
// original. The copy prints, solves and changes exactly as the original would: same serials,
// numbers, names and solver state.

extension Layout {
    /// A layout equal to this one that shares no object with it.
    ///
    /// ```swift
    /// let saved = layout.copy()
    /// try layout.activate(more)
    /// saved.frame(of: saved.views[1])   // as before the activation
    /// ```
    ///
    /// - Complexity: O(views + guides + constraints); the solver is shared until one side
    ///   changes it.
    public func copy() -> Layout {
        var copier = LayoutCopier(into: Layout())
        return copier.copy(self)
    }
}

/// Maps each object of a layout to its copy, making the copy the first time it is met.
private struct LayoutCopier {
    let layout: Layout
    // Views, guides and constraints are found by serial (arrays: a copy of a large layout
    // makes tens of thousands of lookups); the rest by identity. Lookups only, never
    // iterated: the copy's order comes from the original's arrays.
    private var views: [View?] = []
    private var guides: [LayoutGuide?] = []
    private var constraints: [LayoutConstraint?] = []
    private var items: [ObjectIdentifier: any LayoutItem] = [:]
    private var groups: [ObjectIdentifier: ConstraintGroup] = [:]

    init(into layout: Layout) { self.layout = layout }

    mutating func copy(_ original: Layout) -> Layout {
        views = Array(repeating: nil, count: original.nextItemSerial)
        guides = Array(repeating: nil, count: original.nextItemSerial)
        constraints = Array(repeating: nil, count: original.nextSerial)
        layout.engine = original.engine
        layout.engine.stopJournal()
        layout.metrics = original.metrics
        layout.retiredCount = original.retiredCount
        layout.directionOverrides = original.directionOverrides
        layout.nextNumber = original.nextNumber
        layout.nextSerial = original.nextSerial
        layout.nextItemSerial = original.nextItemSerial
        layout.windows = original.windows.map { view($0) }
        layout.items = original.items.map { item($0) }
        layout.storage = original.storage.map { constraint($0) }
        layout.numbered = original.numbered.map { c in
            c.flatMap { $0.isRemoved ? nil : constraint($0) }
        }
        layout.groups = original.groups.map { group($0) }
        layout.brokenConstraints = original.brokenConstraints.map { constraint($0) }
        layout.variableOwners = original.variableOwners.map { $0.map { item($0) } }
        layout.bySolverID = original.bySolverID.map { $0.map { constraint($0) } }
        var byItem: [ObjectIdentifier: [LayoutConstraint]] = [:]
        byItem.reserveCapacity(original.constraintsByItem.count)
        for entry in original.constraintsByItem {
            guard let copy = items[entry.key] else { continue }
            byItem[ObjectIdentifier(copy)] = entry.value.map { constraint($0) }
        }
        layout.constraintsByItem = byItem
        // Conflicts are kept for broken constraints only.
        var conflicts: [ObjectIdentifier: LayoutConflict] = [:]
        for c in original.brokenConstraints {
            guard let found = original.conflictsByConstraint[ObjectIdentifier(c)] else { continue }
            let copied = constraint(c)
            let copiedConflict = conflict(found)
            conflicts[ObjectIdentifier(copied)] = copiedConflict
            for member in copiedConflict.members {
                layout.brokenByConflictsOf[ObjectIdentifier(member), default: []].append(copied)
            }
        }
        layout.conflictsByConstraint = conflicts
        var names: [String: NamedEntity] = [:]
        for entry in original.names { names[entry.key] = named(entry.value) }
        layout.names = names
        return layout
    }

    mutating func view(_ original: View) -> View {
        if let done = copied(original) { return done }
        // Every view the original reaches through its superviews and subviews gets its copy
        // first, with a stack of its own, and is linked after: copying one view and then its
        // neighbours in turn recursed once per level, and 25,000 nested views overflowed the
        // call stack (an `undo` past the journal copies the layout).
        var made: [(original: View, copy: View)] = []
        var pending = [original]
        while let next = pending.popLast() {
            guard copied(next) == nil else { continue }
            let copy = View(copying: next, layout: layout)
            let serial = next.serial
            if serial >= views.count {
                views.append(contentsOf: repeatElement(nil, count: serial + 1 - views.count))
            }
            views[serial] = copy
            items[ObjectIdentifier(next)] = copy
            made.append((next, copy))
            if let superview = next.superview { pending.append(superview) }
            pending += next.subviews
        }
        for (source, copy) in made {
            copy.superview = source.superview.map { view($0) }
            copy.subviews = source.subviews.map { view($0) }
            copy.layoutGuides = source.layoutGuides.map { guide($0) }
            copy.existingMarginsGuide = source.existingMarginsGuide.map { guide($0) }
            copy.existingSafeAreaGuide = source.existingSafeAreaGuide.map { guide($0) }
            copy.systemConstraints = source.systemConstraints.map { constraint($0) }
        }
        return copied(original) ?? View(copying: original, layout: layout)
    }

    /// The copy of `original` made so far, if any.
    func copied(_ original: View) -> View? {
        original.serial < views.count ? views[original.serial] : nil
    }

    mutating func guide(_ original: LayoutGuide) -> LayoutGuide {
        let serial = original.serial
        if serial < guides.count, let done = guides[serial] { return done }
        // The owner first: copying it may reach this guide through its guide list.
        let owner = original.owner.map { view($0) }
        if serial < guides.count, let done = guides[serial] { return done }
        let copy = LayoutGuide(copying: original, owner: owner, layout: layout)
        if serial >= guides.count {
            guides.append(contentsOf: repeatElement(nil, count: serial + 1 - guides.count))
        }
        guides[serial] = copy
        items[ObjectIdentifier(original)] = copy
        return copy
    }

    mutating func item(_ original: any LayoutItem) -> any LayoutItem {
        if let v = original as? View { return view(v) }
        if let g = original as? LayoutGuide { return guide(g) }
        return original
    }

    mutating func constraint(_ original: LayoutConstraint) -> LayoutConstraint {
        let serial = original.serial
        if serial < constraints.count, let done = constraints[serial] { return done }
        let first = ItemAttribute(item(original.firstItem), original.firstAttribute)
        var second: ItemAttribute?
        if let item2 = original.secondItem, let attribute = original.secondAttribute {
            second = ItemAttribute(item(item2), attribute)
        }
        if serial < constraints.count, let done = constraints[serial] { return done }
        let copy = LayoutConstraint(
            first, original.relation, second, multiplier: original.multiplier,
            constant: original.constant, priority: original.priority,
            identifier: original.identifier, number: original.number, origin: original.origin,
            layout: layout, serial: original.serial)
        if serial >= constraints.count {
            constraints.append(
                contentsOf: repeatElement(nil, count: serial + 1 - constraints.count))
        }
        constraints[serial] = copy
        copy.isActive = original.isActive
        copy.solverID = original.solverID
        copy.isRemoved = original.isRemoved
        copy.isStandardSpacing = original.isStandardSpacing
        copy.host = original.host.map { view($0) }
        copy.group = original.group.map { group($0) }
        return copy
    }

    mutating func group(_ original: ConstraintGroup) -> ConstraintGroup {
        let key = ObjectIdentifier(original)
        if let done = groups[key] { return done }
        let copy = ConstraintGroup(name: original.name, isActive: original.isActive, layout: layout)
        groups[key] = copy
        copy.isRemoved = original.isRemoved
        copy.constraints = original.constraints.map { constraint($0) }
        return copy
    }

    mutating func conflict(_ original: LayoutConflict) -> LayoutConflict {
        LayoutConflict(
            members: original.members.map { constraint($0) }, expressions: original.expressions,
            multipliers: original.multipliers, culprit: constraint(original.culprit),
            broken: constraint(original.broken), violation: original.violation,
            solverConflict: original.solverConflict)
    }

    mutating func named(_ original: NamedEntity) -> NamedEntity {
        switch original {
        case .view(let v): .view(view(v))
        case .guide(let g): .guide(guide(g))
        case .group(let g): .group(group(g))
        case .constraint(let c): .constraint(constraint(c))
        }
    }
}
