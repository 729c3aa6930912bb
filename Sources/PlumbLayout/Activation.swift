// Activating and deactivating constraints, and changing their constants and priorities: the
// public entry points, and the internal steps (install, uninstall, push a constant, refresh an
// expression) that every other change is made of. Each public method checks everything it
// can first, so a refusal changes nothing; conflicts are handled, not thrown.

extension Layout {
    // MARK: - Public

    /// Activates constraints in one transaction, each held by the closest common ancestor of
    /// its items.
    ///
    /// Active ones are left alone.
    ///
    /// A required constraint that cannot hold is still activated, broken (see
    /// ``LayoutConflict``); the report lists the conflict.
    ///
    /// ```swift
    /// let c = try layout.makeConstraint(button.width == 88)
    /// let report = try layout.activate([c])
    /// ```
    ///
    /// - Throws: ``LayoutError/noCommonAncestor(_:first:second:)``,
    ///   ``LayoutError/constraintRemoved(_:)``, ``LayoutError/foreignConstraint(_:)``; then
    ///   nothing changed.
    @discardableResult
    public func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) -> LayoutReport {
        for c in constraints {
            try checkLive(c)
            if !c.isActive { _ = try checkHost(c.firstSide, c.secondSide, c) }
        }
        var report = LayoutReport()
        var done: [LayoutConstraint] = []
        do {
            for c in constraints where !c.isActive {
                try install(c, report: &report)
                done.append(c)
            }
        } catch {
            for c in done.reversed() { try? uninstall(c) }
            throw error
        }
        try restoreBroken(report: &report, afterAdding: true)
        return report
    }

    /// Makes constraints from drafts and activates them, all in one transaction: a refused
    /// draft makes nothing.
    ///
    /// Drafts without an origin get `origin`.
    ///
    /// ```swift
    /// try layout.activate([text.left == root.left + 22], origin: .shell(entry: 4))
    /// ```
    @discardableResult
    public func activate(
        _ drafts: [ConstraintDraft], origin: ConstraintOrigin
    ) throws(LayoutError) -> LayoutReport {
        for draft in drafts {
            _ = try check(draft)
            _ = try checkHost(draft.first, draft.second, nil)
        }
        let made = try makeConstraints(drafts, origin: origin)
        var report: LayoutReport
        do {
            report = try activate(made)
        } catch {
            for c in made { retire(c) }
            throw error
        }
        report.constraints = made
        return report
    }

    /// Deactivates user constraints: out of the solver, kept in the layout with their numbers.
    ///
    /// Broken constraints that can hold again are restored.
    ///
    /// - Throws: ``LayoutError/systemConstraint(_:)`` (change the property instead),
    ///   ``LayoutError/constraintRemoved(_:)``.
    @discardableResult
    public func deactivate(_ constraints: [LayoutConstraint]) throws(LayoutError) -> LayoutReport {
        for c in constraints { try checkUser(c) }
        return try changing { _ throws(LayoutError) in
            for c in constraints where c.isActive { try uninstall(c) }
        }
    }

    /// Changes a user constraint's constant: the cheap path, moving only row constants.
    ///
    /// If a
    /// required constraint can no longer hold, the change still happens and one constraint is
    /// broken, as on activation.
    ///
    /// ```swift
    /// try layout.setConstant(40, of: c)
    /// ```
    @discardableResult
    public func setConstant(_ constant: Double, of c: LayoutConstraint) throws(LayoutError)
        -> LayoutReport
    {
        try checkUser(c)
        try checkNumber(constant, "the constant")
        return try changing { report throws(LayoutError) in
            try changeConstant(of: c, to: constant, report: &report)
        }
    }

    /// Changes a user constraint's priority.
    ///
    /// Between required and optional only while the
    /// constraint is inactive, as in UIKit.
    ///
    /// - Throws: ``LayoutError/requiredPriorityChange(_:from:to:)``.
    @discardableResult
    public func setPriority(_ priority: Priority, of c: LayoutConstraint) throws(LayoutError)
        -> LayoutReport
    {
        try checkUser(c)
        if c.isActive, priority.isRequired != c.priority.isRequired {
            throw .requiredPriorityChange(c.reference, from: c.priority, to: priority)
        }
        return try changing { _ throws(LayoutError) in try changePriority(of: c, to: priority) }
    }

    // MARK: - Steps

    func register(_ c: LayoutConstraint, _ id: ConstraintID) {
        let raw = Int(id.raw)
        journalCell(\.bySolverID, at: raw)
        if raw >= bySolverID.count {
            bySolverID.append(contentsOf: repeatElement(nil, count: raw + 1 - bySolverID.count))
        }
        bySolverID[raw] = c
        c.solverID = id
        c.isActive = true
    }

    func removeFromSolver(_ c: LayoutConstraint) throws(LayoutError) {
        guard let id = c.solverID else { return }
        do {
            try engine.remove(id)
        } catch {
            throw layoutError(error)
        }
        journalCell(\.bySolverID, at: Int(id.raw))
        bySolverID[Int(id.raw)] = nil
        c.solverID = nil
        touchedSinceRestore.append(c)
    }

    /// Puts an inactive constraint into the solver, held by its closest common ancestor;
    /// breaks something if it cannot hold.
    func install(_ c: LayoutConstraint, report: inout LayoutReport) throws(LayoutError) {
        guard !c.isActive else { return }
        let host = try checkHost(c.firstSide, c.secondSide, c)
        ensureMarginGuides(for: c)
        c.host = host
        do {
            try addRequiredOrBreak(c, host: host, report: &report)
        } catch {
            c.host = nil
            throw error
        }
    }

    /// Adds `c` at its priority; on a conflict, breaks the victim (see ``victim(of:culprit:)``)
    /// and, when that was another constraint, tries again.
    func addRequiredOrBreak(
        _ c: LayoutConstraint, host: View, report: inout LayoutReport
    ) throws(LayoutError) {
        while true {
            do {
                register(
                    c, try engine.add(makeSolverConstraint(c, host: host, priority: c.priority)))
                return
            } catch .unsatisfiable(let conflict) {
                let victim = self.victim(of: conflict, culprit: c)
                let mapped = makeConflict(conflict, culprit: c, broken: victim)
                report.conflicts.append(mapped)
                if victim === c {
                    try addBroken(c, host: host)
                    markBroken(c, by: mapped)
                    return
                }
                try breakActive(victim, conflict: mapped)
            } catch {
                throw layoutError(error)
            }
        }
    }

    /// Takes a constraint out of the solver; it stays in the layout.
    func uninstall(_ c: LayoutConstraint) throws(LayoutError) {
        guard c.isActive else { return }
        try removeFromSolver(c)
        unmarkBroken(c)
        c.isActive = false
        c.host = nil
    }

    func changeConstant(
        of c: LayoutConstraint, to constant: Double, report: inout LayoutReport
    ) throws(LayoutError) {
        let old = c.constant
        let wasStandard = c.isStandardSpacing
        c.constant = constant
        // A new constant is a number the app chose, no longer the standard spacing.
        if constant != old { c.isStandardSpacing = false }
        do {
            try pushConstant(of: c, report: &report)
        } catch {
            c.constant = old
            c.isStandardSpacing = wasStandard
            throw error
        }
    }

    /// Moves the solver's copy of `c` to its current constant; on a conflict, breaks the
    /// victim, and tries again when that was another constraint.
    func pushConstant(of c: LayoutConstraint, report: inout LayoutReport) throws(LayoutError) {
        guard c.isActive, let host = c.host else { return }
        touchedSinceRestore.append(c)
        while let id = c.solverID {
            let broken = c.isBroken
            let target = makeSolverConstraint(
                c, host: host, priority: broken ? .broken : c.priority)
            do {
                try engine.setConstant(target.expression.constant, of: id)
                return
            } catch .unsatisfiable(let conflict) where !broken {
                let victim = self.victim(of: conflict, culprit: c)
                let mapped = makeConflict(conflict, culprit: c, broken: victim)
                report.conflicts.append(mapped)
                if victim === c {
                    try breakActive(c, conflict: mapped)
                    return
                }
                try breakActive(victim, conflict: mapped)
            } catch {
                throw layoutError(error)
            }
        }
    }

    func changePriority(of c: LayoutConstraint, to priority: Priority) throws(LayoutError) {
        if c.isActive, !c.isBroken, let id = c.solverID, priority != c.priority {
            do {
                try engine.setPriority(priority, of: id)
            } catch {
                throw layoutError(error)
            }
        }
        c.priority = priority
    }

    /// Re-reads an active constraint after its host, direction or baselines changed: a new
    /// constant takes the cheap path, new terms a remove and add.
    func refresh(_ c: LayoutConstraint, report: inout LayoutReport) throws(LayoutError) {
        guard c.isActive, let id = c.solverID, let host = computeHost(c) else { return }
        let broken = c.isBroken
        let fresh = makeSolverConstraint(c, host: host, priority: broken ? .broken : c.priority)
        c.host = host
        guard let current = engine.constraint(id), current.expression != fresh.expression else {
            return
        }
        if current.expression.terms == fresh.expression.terms {
            try pushConstant(of: c, report: &report)
            return
        }
        try removeFromSolver(c)
        if broken {
            try addBroken(c, host: host)
        } else {
            try addRequiredOrBreak(c, host: host, report: &report)
        }
    }

    /// Deletes an inactive constraint from the layout: from its view's system list, its group
    /// and the namespace.
    func retire(_ c: LayoutConstraint) {
        guard !c.isRemoved else { return }
        c.isRemoved = true
        retiredCount += 1
        for item in c.items {
            let key = ObjectIdentifier(item)
            journal(\.constraintsByItem, key: key)
            constraintsByItem[key]?.removeAll { $0 === c }
            if constraintsByItem[key]?.isEmpty == true { constraintsByItem[key] = nil }
        }
        if c.isSystem {
            let owner = (c.firstItem as? View) ?? (c.firstItem as? LayoutGuide)?.owner
            owner?.systemConstraints.removeAll { $0 === c }
        } else if let identifier = c.identifier, case .constraint(let named)? = names[identifier],
            named === c
        {
            release(identifier)
        }
        if let group = c.group { remove(c, from: \.constraints, of: group) }
        c.group = nil
    }
}

extension Layout {
    /// Activates constraints (variadic form).
    ///
    /// ```swift
    /// try layout.activate(widthConstraint, heightConstraint)
    /// ```
    @discardableResult
    public func activate(_ constraints: LayoutConstraint...) throws(LayoutError) -> LayoutReport {
        try activate(constraints)
    }

    /// Deactivates user constraints (variadic form).
    @discardableResult
    public func deactivate(_ constraints: LayoutConstraint...) throws(LayoutError) -> LayoutReport {
        try deactivate(constraints)
    }
}
