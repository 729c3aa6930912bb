// Changing the hierarchy: removing views (with their subtree and every constraint that refers
// to them), guides and constraints, and moving a view to another superview, which drops the
// constraints that lose their common ancestor and re-reads the rest in their new hosts.

extension Layout {
    /// Removes a view with its whole subtree, their guides, and every constraint that refers
    /// to any of them (active or not).
    ///
    /// The report lists what went.
    ///
    /// ```swift
    /// let report = try layout.remove(card)
    /// report.removed.filter { !$0.isSystem }   // the user constraints that went with it
    /// ```
    @discardableResult
    public func remove(_ view: View) throws(LayoutError) -> LayoutReport {
        try checkLive(view)
        var doomed: [any LayoutItem] = []
        for v in view.subtree {
            doomed.append(v)
            doomed += guides(of: v)
        }
        return try changing { report throws(LayoutError) in
            try dropConstraints(referencingAny: doomed, report: &report)
            if let parent = view.superview {
                remove(view, from: \.subviews, of: parent)
            } else {
                remove(view, from: \.windows)
            }
            view.superview = nil
            forget(doomed)
            report.removedItems = doomed
        }
    }

    /// Removes a user guide and every constraint that refers to it.
    ///
    /// - Throws: ``LayoutError/systemGuide(_:)`` for a margins or safe-area guide.
    @discardableResult
    public func remove(_ guide: LayoutGuide) throws(LayoutError) -> LayoutReport {
        try checkLive(guide)
        guard guide.kind == .user else { throw .systemGuide(guide.name) }
        return try changing { report throws(LayoutError) in
            try dropConstraints(referencingAny: [guide], report: &report)
            if let owner = guide.owner { remove(guide, from: \.layoutGuides, of: owner) }
            forget([guide])
            report.removedItems = [guide]
        }
    }

    /// Removes a user constraint from the layout: deactivated, unlabeled, out of its group.
    ///
    /// Its number is never given to another constraint.
    ///
    /// ```swift
    /// if let c = layout.constraint(number: 3) { try layout.remove(c) }
    /// ```
    @discardableResult
    public func remove(_ c: LayoutConstraint) throws(LayoutError) -> LayoutReport {
        try checkUser(c)
        return try changing { report throws(LayoutError) in
            try uninstall(c)
            retire(c)
            report.removed = [c]
        }
    }

    /// Moves a view (with its subtree) to another superview, as `addSubview` does.
    ///
    /// Active
    /// constraints whose items lose their common ancestor are deactivated (listed in
    /// ``LayoutReport/deactivated``); the others are re-read in their new host. An autoresizing
    /// view keeps its frame, now in the new superview's coordinates.
    ///
    /// ```swift
    /// let report = try layout.move(title, to: card)
    /// report.deactivated   // constraints between title and views outside card's window
    /// ```
    ///
    /// - Throws: ``LayoutError/isAWindow(_:)``, ``LayoutError/moveIntoOwnSubtree(view:target:)``.
    @discardableResult
    public func move(_ view: View, to superview: View) throws(LayoutError) -> LayoutReport {
        try checkLive(view)
        try checkLive(superview)
        guard !view.isWindow else { throw .isAWindow(view.name) }
        // The move walks the subtree anyway; asking the target's ancestors instead costs its
        // depth, and moving each view of a chain into the one before was quadratic.
        let subtree = view.subtree
        guard !subtree.contains(where: { $0 === superview }) else {
            throw .moveIntoOwnSubtree(view: view.name, target: superview.name)
        }
        guard view.superview !== superview else { return LayoutReport() }
        return try changing { report throws(LayoutError) in
            var moved: [any LayoutItem] = []
            for v in subtree {
                moved.append(v)
                moved += guides(of: v)
            }
            let affected = indexedConstraints(ofAny: moved).filter(\.isActive)
            // The autoresizing frame is relative to the old superview: take it out first, so it
            // cannot conflict with anything re-read below; the sync at the end remakes it.
            for c in view.systemConstraints where c.systemKind.map(isAutoresizing) ?? false {
                try uninstall(c)
                retire(c)
            }
            if let old = view.superview { remove(view, from: \.subviews, of: old) }
            append(view, to: \.subviews, of: superview)
            view.superview = superview
            for c in affected where !c.isRemoved && computeHost(c) == nil {
                try uninstall(c)
                report.deactivated.append(c)
            }
            for c in affected where c.isActive {
                try refresh(c, report: &report)
            }
            try syncSystemConstraints(of: view, report: &report)
        }
    }

    private func isAutoresizing(_ kind: SystemConstraintKind) -> Bool {
        if case .autoresizing = kind { return true }
        return false
    }

    /// Deactivates and deletes every constraint that refers to one of `items`.
    private func dropConstraints(
        referencingAny items: [any LayoutItem], report: inout LayoutReport
    ) throws(LayoutError) {
        let doomed = indexedConstraints(ofAny: items)
        for c in doomed { try uninstall(c) }
        for c in doomed {
            retire(c)
            report.removed.append(c)
        }
    }

    /// Marks items removed and frees their names.
    private func forget(_ gone: [any LayoutItem]) {
        for item in gone {
            removeFromItems(item)
            if let view = item as? View {
                view.isRemoved = true
                if case .view(let named)? = names[view.name], named === view { release(view.name) }
            } else if let guide = item as? LayoutGuide {
                guide.isRemoved = true
                if case .guide(let named)? = names[guide.name], named === guide {
                    release(guide.name)
                }
            }
        }
    }

    /// Takes `item` out of ``items``, journaling only its return to the same place: a copy
    /// of the list per removal made removing 8,000 views one by one quadratic.
    private func removeFromItems(_ item: any LayoutItem) {
        let id = ObjectIdentifier(item)
        guard let index = items.firstIndex(where: { ObjectIdentifier($0) == id }) else { return }
        items.remove(at: index)
        journal({ [unowned self] in self.items.insert(item, at: index) })
    }
}
