// Fixes for a conflict, each verified by making it: the layout takes the change inside a
// speculation (`Layout.speculate`), retries its broken constraints by its own rules, is read,
// and is rolled back. A fix *resolves* the conflict when its broken constraint holds again;
// it *makes the layout satisfiable* when nothing stays broken. Breaking one member of one
// conflict is not always enough (theory.md §2.4): then the conflict still left is named.

import PlumbLayout

/// A change that would resolve a conflict, checked by making it in a speculation.
///
/// ```swift
/// for fix in explanation.fixes where fix.resolves {
///     print(fix.command, fix.frameChanges.map(\.item.name))   // remove #2 ["banner"]
/// }
/// ```
public struct ConflictFix {
    /// What the fix changes.
    public enum Action {
        /// Make a member optional just below required (999), so it gives way.
        case lowerPriority(LayoutConstraint, to: Priority)
        /// Remove a member.
        case remove(LayoutConstraint)
        /// Turn off a view's autoresizing (`translatesAutoresizingMaskIntoConstraints =
        /// false`), which removes its four autoresizing constraints.
        case turnOffAutoresizing(View)
        /// Give a window the size that leaves room.
        case resize(View, to: Size)
    }

    /// A frame before and after the fix, in the item's container's coordinates.
    public struct FrameChange {
        /// The view or guide.
        public var item: any LayoutItem
        /// The frame now.
        public var before: Rect
        /// The frame once the fix is made.
        public var after: Rect
    }

    /// What the fix changes.
    public var action: Action
    /// The fix in the session language: `remove #2`, `set banner autoresizing off`.
    public var command: String
    /// Whether the conflict's broken constraint holds again after the fix.
    public var resolves: Bool
    /// When the fix does not resolve the conflict: a minimal set of required constraints that
    /// still cannot all hold with the broken one.
    public var remainingConflict: [LayoutConstraint]
    /// Constraints of other conflicts that stay broken after the fix, in creation order.
    public var stillBroken: [LayoutConstraint] { others.all.filter { !others.holds($0) } }
    /// How many constraints of other conflicts stay broken (``stillBroken``'s count, without
    /// making the list).
    ///
    /// - Complexity: O(broken constraints × the few the fix lets hold), without allocating.
    public var stillBrokenCount: Int {
        others.all.reduce(0) { count, c in others.holds(c) ? count : count + 1 }
    }
    /// What stays broken, kept as the layout's list of broken constraints (shared, not
    /// copied: a log of thousands of conflicts would otherwise hold a copy per fix) and the
    /// few of them the fix lets hold.
    var others: BrokenAfterFix
    /// The frames that change, in creation order.
    public var frameChanges: [FrameChange]
    /// Views a fix that takes constraints away (removing a member, turning autoresizing off)
    /// makes ambiguous, among the views it frees and the first few it moves, with the
    /// components that were fixed before and are free after.
    public var ambiguous: [AmbiguousView]

    /// Whether the layout is satisfiable after the fix: nothing stays broken.
    public var makesSatisfiable: Bool { resolves && stillBrokenCount == 0 }

    /// The first `limit` of ``stillBroken``.
    ///
    /// - Complexity: O(`limit` + the constraints the fix lets hold), not the layout's.
    public func stillBroken(first limit: Int) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        for c in others.all where found.count < limit && !others.holds(c) { found.append(c) }
        return found
    }
}

/// The broken constraints after a fix: every broken constraint of the layout but those the
/// fix lets hold (the conflict's own, and any in the part it touches that it resolves).
struct BrokenAfterFix {
    /// Every broken constraint of the whole scenario, in creation order.
    let all: [LayoutConstraint]
    /// Those of `all` that hold after the fix.
    let holding: [LayoutConstraint]

    func holds(_ c: LayoutConstraint) -> Bool { holding.contains { $0 === c } }
}

extension ConflictScenario {
    /// The candidate fixes for a conflict, verified: lowering each user member to 999 and
    /// removing it; turning off autoresizing for a view whose autoresizing constraints take
    /// part; resizing a window whose size takes part by exactly what is missing.
    func fixes(for arithmetic: ConflictArithmetic, broken: LayoutConstraint) -> [ConflictFix] {
        fixes(for: [(arithmetic, broken)])[0]
    }

    /// The verified fixes of several conflicts, each conflict's as
    /// ``fixes(for:broken:)-(ConflictArithmetic,_)`` gives them.
    ///
    /// A fix several conflicts share (removing the member they have in common) is made once,
    /// and each conflict reads its verdict from that one speculation: `explain` on a layout
    /// whose hundreds of conflicts share a member costs each shared fix once, not once per
    /// conflict.
    func fixes(for conflicts: [(ConflictArithmetic, broken: LayoutConstraint)]) -> [[ConflictFix]] {
        let actions = conflicts.map { fixActions(for: $0.0, broken: $0.broken) }
        // Each distinct fix and who asks for it, in the order first asked.
        var order: [ConflictFix.ActionKey] = []
        var askers:
            [ConflictFix.ActionKey: (action: ConflictFix.Action, at: [(conflict: Int, slot: Int)])] =
                [:]  // looked up only; walked in `order`
        for (conflict, list) in actions.enumerated() {
            for (slot, action) in list.enumerated() {
                let key = ConflictFix.ActionKey(action)
                if askers[key] == nil {
                    order.append(key)
                    askers[key] = (action, [])
                }
                askers[key]?.at.append((conflict, slot))
            }
        }
        var verdicts = actions.map { [ConflictFix?](repeating: nil, count: $0.count) }
        for key in order {
            guard let (action, at) = askers[key] else { continue }
            let found = verify(action, broken: at.map { conflicts[$0.conflict].broken })
            for ((conflict, slot), fix) in zip(at, found) { verdicts[conflict][slot] = fix }
        }
        return verdicts.map { $0.compactMap { $0 } }
    }

    /// The fixes to try for one conflict, in the order they are offered.
    private func fixActions(for arithmetic: ConflictArithmetic, broken: LayoutConstraint)
        -> [ConflictFix.Action]
    {
        // Turning off autoresizing first (the usual mistake), then each user member in the
        // order of the arithmetic, then resizing a window (rarely what is wanted).
        var actions: [ConflictFix.Action] = []
        var resizes: [ConflictFix.Action] = []
        var autoresizing: [View] = []
        var windows: [View] = []
        let lowered = (try? Priority(999)) ?? .high
        let tried = ConflictScenario.candidates(arithmetic, broken: broken)
        for row in arithmetic.rows {
            let c = row.constraint
            switch c.systemKind {
            case nil:
                // A constraint a framework made (a cell's encapsulated size, a stack view's
                // spacing) is not the app's to lower or remove: the advice says what is.
                guard tried.contains(where: { $0 === c }), ConstraintOwner(c) == nil else {
                    continue
                }
                actions.append(.lowerPriority(c, to: lowered))
                actions.append(.remove(c))
            case .autoresizing?:
                guard let view = c.firstItem as? View,
                    !autoresizing.contains(where: { $0 === view })
                else { continue }
                autoresizing.append(view)
                actions.insert(.turnOffAutoresizing(view), at: autoresizing.count - 1)
            case .windowFrame(let part)? where part == .width || part == .height:
                guard let view = c.firstItem as? View, !windows.contains(where: { $0 === view }),
                    let size = view.windowSize, abs(row.multiplier) > 1e-9
                else { continue }
                // Moving this row's constant by Δ moves the sum's total by multiplier × Δ; the
                // total must reach 0.
                let delta = ((-arithmetic.total / row.multiplier) * 1e6).rounded() / 1e6
                var new = size
                if part == .width { new.width += delta } else { new.height += delta }
                guard new.width >= 0, new.height >= 0 else { continue }
                windows.append(view)
                resizes.append(.resize(view, to: new))
            default:
                continue
            }
        }
        return actions + resizes
    }

    /// The most user members whose fixes are tried; a longer conflict (a chain of a hundred
    /// views) tries the broken constraint and the members most likely to resolve it.
    static let candidateLimit = 8

    /// The user members to try fixes for, all when there are few.
    ///
    /// Otherwise the broken one, then members that could absorb what is missing on their own — an equality (giving it
    /// up frees a degree of freedom) or an inequality whose constant is at least the total
    /// the sum misses by — then the largest constants; each group in the arithmetic's order.
    /// Verification decides; the ranking only spends the re-solves where they are likely
    /// to find a fix.
    static func candidates(_ arithmetic: ConflictArithmetic, broken: LayoutConstraint)
        -> [LayoutConstraint]
    {
        let users = arithmetic.rows.filter { !$0.constraint.isSystem }
        guard users.count > candidateLimit else { return users.map(\.constraint) }
        let missing = abs(arithmetic.total)
        func absorbs(_ row: ConflictArithmetic.Row) -> Bool {
            row.relation == .equal || abs(row.contribution) >= missing - 1e-9
        }
        let largest = users.enumerated().sorted {
            let a = abs($0.element.contribution)
            let b = abs($1.element.contribution)
            return a > b || (a == b && $0.offset < $1.offset)
        }.map(\.element)
        var chosen = users.contains { $0.constraint === broken } ? [broken] : []
        for row in users.filter(absorbs) + largest where chosen.count < candidateLimit {
            if !chosen.contains(where: { $0 === row.constraint }) { chosen.append(row.constraint) }
        }
        return chosen
    }

    /// Makes `action` on the layout inside a speculation (``PlumbLayout/Layout/speculate(_:)``),
    /// reads what the layout's own rules made of it, and takes it back.
    ///
    /// The fix is the session's command (``ConflictFix/Action/apply(to:)``), so its verdict is
    /// what typing that command would give: which broken constraints the layout restores,
    /// the conflict that keeps the broken one broken, the frames that move. What is read
    /// before and after is the connected part of the layout the fix and the conflict touch
    /// (nothing elsewhere can move, free or break), so a fix costs its part, not the layout.
    func verify(_ action: ConflictFix.Action, broken target: LayoutConstraint) -> ConflictFix? {
        verify(action, broken: [target])[0]
    }

    /// ``verify(_:broken:)-(_,LayoutConstraint)`` for each of `targets`, from one speculation:
    /// the layout after the fix is the same whichever conflict asks.
    ///
    /// What depends only on the region (its required constraints, its frames, what the fix
    /// frees there) is read once per region; only the conflict left and the broken
    /// constraints that hold are read per target.
    func verify(_ action: ConflictFix.Action, broken targets: [LayoutConstraint])
        -> [ConflictFix?]
    {
        struct Part {
            let region: Region
            let items: [any LayoutItem]
            let before: [Rect]
        }
        var parts: [Part] = []
        var partIndex: [[Int32]: Int] = [:]  // looked up only; parts are walked in order
        let partOfTarget = targets.map { target -> Int in
            let region = self.region(of: action, broken: target)
            if let found = partIndex[region.roots] { return found }
            let items = region.items
            parts.append(Part(region: region, items: items, before: frames(of: items)))
            partIndex[region.roots] = parts.count - 1
            return parts.count - 1
        }
        var freed: [View] = []
        switch action {
        case .remove(let c): freed = c.items.compactMap(\.owningView)
        case .turnOffAutoresizing(let view): freed = [view]
        case .lowerPriority, .resize: break
        }
        // The scale ambiguity is judged at, before and after: read before the layout changes.
        let scale = largestValue
        typealias PartOutcome = (
            holding: [LayoutConstraint], changes: [ConflictFix.FrameChange], touched: [View],
            ambiguousAfter: [AmbiguousView]
        )
        typealias Outcome = (parts: [PartOutcome?], remaining: [[LayoutConstraint]?])
        let found = layout.speculate { () -> Outcome? in
            guard (try? action.apply(to: layout)) != nil else { return nil }
            let partOutcomes = parts.map { part -> PartOutcome? in
                // Every required constraint holds in a sound solver; one that does not means
                // the re-solve lost it (a broken invariant), so the fix is not verified and
                // not offered.
                guard
                    ConflictScenario.requiredConstraintsHold(
                        part.region.required, in: layout.solver)
                else { return nil }
                var changes: [ConflictFix.FrameChange] = []
                for (item, (old, new)) in zip(part.items, zip(part.before, frames(of: part.items)))
                where !isClose(old, new) {
                    changes.append(.init(item: item, before: old, after: new))
                }
                // Ambiguity is looked for where the fix takes constraints away (the views it
                // frees) and then where it moves things, a few views at most: each look may
                // run a probe.
                var touched = freed
                for change in changes where touched.count < 8 {
                    if let view = change.item as? View, !touched.contains(where: { $0 === view }) {
                        touched.append(view)
                    }
                }
                let ambiguousAfter =
                    freed.isEmpty ? [] : ambiguous(touched[...], in: layout.solver, scale: scale)
                let holding = part.region.broken.filter { !$0.isBroken }
                return (holding, changes, touched, ambiguousAfter)
            }
            let remaining = targets.map { target in
                layout.conflict(thatBroke: target).map { ConflictScenario.minimal($0).members }
            }
            return (partOutcomes, remaining)
        }
        guard let found else { return targets.map { _ in nil } }
        // What the fix leaves newly ambiguous, judged once per part.
        let newly = found.parts.map { part -> [AmbiguousView] in
            guard let part, !freed.isEmpty else { return [] }
            return newlyAmbiguous(part.ambiguousAfter, among: part.touched[...], scale: scale)
        }
        return targets.indices.map { k -> ConflictFix? in
            guard let part = found.parts[partOfTarget[k]] else { return nil }
            let remaining = found.remaining[k]
            // The target is accounted for by `remaining`, not among the other conflicts.
            let target = targets[k]
            let holding =
                part.holding.contains { $0 === target } ? part.holding : part.holding + [target]
            return ConflictFix(
                action: action, command: ConflictFix.command(for: action),
                resolves: remaining == nil, remainingConflict: remaining ?? [],
                // Broken constraints outside the region stay broken: nothing there changed.
                others: BrokenAfterFix(all: broken, holding: holding),
                frameChanges: part.changes, ambiguous: newly[partOfTarget[k]])
        }
    }

    /// The frames of `items` in the layout now.
    private func frames(of items: [any LayoutItem]) -> [Rect] {
        let solver = layout.solver
        return items.map { ConflictScenario.frame(of: $0, in: solver) }
    }

    /// Whether every required constraint in `solver` holds, up to round-off as
    /// `Constraint.violation` (the one tolerance policy) counts it.
    ///
    /// - Complexity: O(total terms of the solver's constraints).
    static func requiredConstraintsHold(_ ids: [ConstraintID], in solver: Solver) -> Bool {
        ids.allSatisfy { id in
            guard let c = solver.constraint(id), c.priority.isRequired else { return true }
            return c.violation { solver.value(of: $0) } == 0
        }
    }

    /// The connected parts of the layout that `action` and the conflict keeping `target`
    /// broken touch.
    func region(of action: ConflictFix.Action, broken target: LayoutConstraint) -> Region {
        var expressions: [LinearExpression] = []
        func add(_ c: LayoutConstraint) {
            if let e = layout.solverConstraint(for: c)?.expression { expressions.append(e) }
        }
        func add(_ view: View) {
            let v = view.frameVariables
            expressions.append(LinearExpression(v.minX) + v.minY + v.width + v.height)
        }
        add(target)
        // A fix that changes no pin (a required constant) leaves every pinned variable where
        // it is, so its region stops at them; resizing a window or turning autoresizing off
        // changes pins, as does giving up a pin itself.
        var parts = regionsStopAtPins ? componentsBetweenPins : components
        switch action {
        case .lowerPriority(let c, _), .remove(let c):
            add(c)
            if layout.solverConstraint(for: c)?.pinned != nil { parts = components }
        case .turnOffAutoresizing(let view), .resize(let view, _):
            add(view)
            parts = components
        }
        return Region(components: parts, roots: parts.roots(of: expressions))
    }

    /// Of the views found ambiguous after a fix, those it left more free than the layout
    /// is now, with the components that became free.
    func newlyAmbiguous(
        _ after: [AmbiguousView], among views: ArraySlice<View>, scale: Double
    ) -> [AmbiguousView] {
        let before = ambiguous(views, in: layout.solver, scale: scale)
        var found: [AmbiguousView] = []
        for finding in after {
            let old = before.first { $0.item === finding.item }?.components ?? []
            let new = finding.components.filter { !old.contains($0) }
            if !new.isEmpty { found.append(AmbiguousView(item: finding.item, components: new)) }
        }
        // In creation order, as every list of views is printed.
        func index(_ item: any LayoutItem) -> Int {
            layout.items.firstIndex { $0 === item } ?? Int.max
        }
        return found.sorted { index($0.item) < index($1.item) }
    }

    /// The views among `views` whose frames `solver` leaves free, judged in the superview's
    /// terms (exercise preferences ignored), as ``ambiguousViews(in:)`` judges a layout.
    func ambiguous(_ views: ArraySlice<View>, in solver: Solver, scale: Double)
        -> [AmbiguousView]
    {
        var probe = solver
        if !components.edits.isEmpty {
            probe.stopJournal()
            for edit in probe.editVariables { try? probe.removeEditVariable(edit.variable) }
        }
        var judge = AmbiguityJudge(probe, fewQuestionsAtScale: scale)
        var found: [AmbiguousView] = []
        for view in views where isJudged(view) {
            let free = FrameComponent.allCases.filter {
                judge.determinacy(of: relativeExpression(of: $0, of: view)) == .ambiguous
            }
            if !free.isEmpty { found.append(AmbiguousView(item: view, components: free)) }
        }
        return found
    }

    private func isClose(_ a: Rect, _ b: Rect) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-6 * (1 + abs(y)) }
        return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width)
            && close(a.height, b.height)
    }
}

/// The connected parts of a layout a fix can change, and what lies in them.
struct Region {
    let components: VariableComponents
    let roots: [Int32]

    private let rootSet: Set<Int32>

    init(components: VariableComponents, roots: Set<Int32>) {
        self.components = components
        self.roots = roots.sorted()
        rootSet = roots
    }

    /// Whether `v` lies in the region.
    func contains(_ v: Variable) -> Bool { rootSet.contains(components.root(v)) }

    /// The per-component lists merged, each element once.
    private func gather<T, Key: Hashable>(_ lists: [Int32: [T]], key: (T) -> Key) -> [T] {
        var seen: Set<Key> = []
        var out: [T] = []
        for root in roots {
            for x in lists[root] ?? [] where seen.insert(key(x)).inserted { out.append(x) }
        }
        return out
    }

    /// The items whose frames can change, in creation order.
    var items: [any LayoutItem] {
        gather(components.items) { $0.order }.sorted { $0.order < $1.order }.map(\.item)
    }

    /// The broken constraints in the region, in creation order.
    var broken: [LayoutConstraint] {
        gather(components.broken) { $0.order }.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The required solver constraints in the region, in id order.
    var required: [ConstraintID] { gather(components.required) { $0 }.sorted() }
}

extension ConflictFix {
    /// What tells two fixes apart: the object they change and the command that changes it.
    struct ActionKey: Hashable {
        let object: ObjectIdentifier
        let command: String

        init(_ action: Action) {
            switch action {
            case .lowerPriority(let c, _), .remove(let c): object = ObjectIdentifier(c)
            case .turnOffAutoresizing(let view), .resize(let view, _):
                object = ObjectIdentifier(view)
            }
            command = ConflictFix.command(for: action)
        }
    }

    /// The session-language statement that makes the fix.
    static func command(for action: Action) -> String {
        switch action {
        case .lowerPriority(let c, let priority):
            let name = reference(c)
            return "deactivate \(name); priority \(name) \(priority); activate \(name)"
        case .remove(let c):
            return "remove \(reference(c))"
        case .turnOffAutoresizing(let view):
            return "set \(view.name) autoresizing off"
        case .resize(let view, let size):
            return "resize \(view.name) \(size)"
        }
    }

    /// `#3`, or the label of a constraint without a number.
    private static func reference(_ c: LayoutConstraint) -> String {
        if let number = c.number { return "#\(number)" }
        return c.identifier ?? c.equation
    }
}

extension ConflictFix.Action: CustomStringConvertible {
    /// Makes the fix on `layout` through its public API, as the shell's command would.
    ///
    /// ```swift
    /// if let fix = explanation.fixes.first(where: \.makesSatisfiable) {
    ///     try fix.action.apply(to: layout)
    /// }
    /// ```
    ///
    /// - Throws: what the `Layout` method throws (a constraint or view removed since the
    ///   fix was found); a failed step leaves the layout as that method leaves it.
    @discardableResult
    public func apply(to layout: Layout) throws(LayoutError) -> LayoutReport {
        switch self {
        case .lowerPriority(let c, let priority):
            // Required ↔ optional is refused on an active constraint, as in UIKit.
            let wasActive = c.isActive
            if wasActive { try layout.deactivate([c]) }
            var report = try layout.setPriority(priority, of: c)
            if wasActive { report = try layout.activate([c]) }
            return report
        case .remove(let c):
            return try layout.remove(c)
        case .turnOffAutoresizing(let view):
            return try layout.setAutoresizingFrame(nil, of: view)
        case .resize(let view, let size):
            return try layout.resize(view, to: size)
        }
    }

    /// The fix in words an app can log: `lower #2 to priority 999`, `remove #2`.
    public var description: String {
        switch self {
        case .lowerPriority(let c, let priority):
            "lower \(c.reference) to priority \(priority)"
        case .remove(let c):
            "remove \(c.reference)"
        case .turnOffAutoresizing(let view):
            "turn off autoresizing for \(view.name)"
        case .resize(let view, let size):
            "resize \(view.name) to \(size)"
        }
    }
}
