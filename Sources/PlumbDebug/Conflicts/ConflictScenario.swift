// A scratch copy of a layout's solver on which conflicts are read and fixes are tried: the
// layout itself never changes. A scenario is the layout as it is (its broken constraints kept
// at the broken level) or the layout with some inactive constraints added "what if", and it
// knows which layout constraint each solver constraint is, including the ones it added.

import PlumbLayout

extension LayoutConflict {
    /// This conflict over `members` (a subset of its own, or the same ones re-read), with
    /// their expressions and multipliers, keeping the rest of it.
    func with(
        members: [LayoutConstraint], expressions: [LinearExpression], multipliers: [Double],
        culprit: LayoutConstraint? = nil
    ) -> LayoutConflict {
        LayoutConflict(
            members: members, expressions: expressions, multipliers: multipliers,
            culprit: culprit ?? self.culprit, broken: broken, violation: violation,
            solverConflict: solverConflict)
    }
}

/// The layout's solver (a copy), plus constraints added for a "what if", and the constraints
/// kept broken.
struct ConflictScenario {
    let layout: Layout
    var solver: Solver
    /// Constraints the scenario added to the copy, with their ids there.
    var added: [(constraint: LayoutConstraint, id: ConstraintID)] = []
    /// The broken constraints, in creation order: the layout's, then the scenario's.
    var broken: [LayoutConstraint]
    /// The connected parts of the solver, found on first use.
    private var componentCache = ComponentCache()
    /// For a scenario narrowed to part of the layout (``localized(around:)``): its own ids
    /// for the layout's constraints, and the solver the frames shown are read from.
    private var local: LocalIDs?

    /// The connected parts of the scenario's solver, with what lies in each.
    var components: VariableComponents {
        if let found = componentCache.components { return found }
        let made = VariableComponents(solver)
        for (order, item) in layout.items.enumerated() {
            if let guide = item as? LayoutGuide, guide.isSystemGuide { continue }
            for root in made.roots(of: FrameExpressions(of: item).all) {
                made.items[root, default: []].append((order, item))
            }
        }
        for (order, b) in broken.enumerated() {
            guard let e = layout.solverConstraint(for: b)?.expression else { continue }
            for root in made.roots(of: [e]) { made.broken[root, default: []].append((order, b)) }
        }
        // Edit variables (a window's size, an exercise preference) are carried as edits, with
        // their suggested values, not as the constraints they are stored as.
        var editIDs: Set<ConstraintID> = []
        for edit in solver.editVariables {
            editIDs.insert(edit.constraint)
            made.edits[made.root(edit.variable), default: []].append(edit)
        }
        for id in solver.constraintIDs {
            made.constraintCount += 1
            guard !editIDs.contains(id), let c = solver.constraint(id) else { continue }
            for root in made.roots(of: [c.expression]) {
                made.all[root, default: []].append(id)
                if c.priority.isRequired { made.required[root, default: []].append(id) }
            }
        }
        componentCache.components = made
        return made
    }

    /// The layout as it is.
    init(_ layout: Layout) {
        self.layout = layout
        solver = layout.solver
        solver.stopJournal()
        broken = layout.brokenConstraints
    }

    /// The constraint's id in the scenario's solver.
    func id(of c: LayoutConstraint) -> ConstraintID? {
        if let local { return local.byConstraint[ObjectIdentifier(c)] }
        if let entry = added.first(where: { $0.constraint === c }) { return entry.id }
        return c.isActive ? c.solverID : nil
    }

    /// The layout constraint behind a solver id of the scenario.
    func constraint(for id: ConstraintID) -> LayoutConstraint? {
        if let local {
            let raw = Int(id.raw)
            return raw >= 0 && raw < local.byID.count ? local.byID[raw] : nil
        }
        if let entry = added.first(where: { $0.id == id }) { return entry.constraint }
        return layout.constraint(for: id)
    }

    /// The solver the frames a fix starts from are read from: the whole scenario's, also when
    /// the scenario is narrowed (a part solved on its own may leave a free view elsewhere in
    /// its range).
    var shownSolver: Solver { local?.whole ?? solver }

    /// Every broken constraint of the whole scenario, also when it is narrowed.
    var everyBroken: [LayoutConstraint] { local?.wholeBroken ?? broken }

    /// `e`, over the layout's variables, over the scenario solver's: the same expression, or,
    /// narrowed, over the narrowed solver's own variables (nil for one outside its part).
    func solverExpression(_ e: LinearExpression) -> LinearExpression? {
        guard let local else { return e }
        return local.variables.local(e)
    }

    /// `c` over the scenario solver's variables (see ``solverExpression(_:)``).
    func solverConstraint(_ c: Constraint) -> Constraint? {
        guard let local else { return c }
        return local.variables.local(c)
    }

    /// `e`, over the scenario solver's variables, over the layout's.
    func layoutExpression(_ e: LinearExpression) -> LinearExpression {
        guard let local else { return e }
        return local.variables.whole(e)
    }

    /// The value under `s` (the scenario's solver or a changed copy) of the layout's
    /// variable `v`; outside a narrowed scenario's part, the whole scenario's value (nothing
    /// there can move).
    func value(of v: Variable, in s: Solver) -> Double {
        guard let local else { return s.value(of: v) }
        return local.variables.local(v).map { s.value(of: $0) } ?? local.whole.value(of: v)
    }

    /// The solver expressions of `constraints` (those with a host).
    func expressions(of constraints: [LayoutConstraint]) -> [LinearExpression] {
        constraints.compactMap { layout.solverConstraint(for: $0)?.expression }
    }

    /// This scenario narrowed to the connected parts of the layout that `expressions` touch:
    /// a solver holding only their constraints (the same variables, the same priorities, the
    /// broken ones at the broken level, in creation order), and only their broken constraints.
    ///
    /// A fix is verified on it: nothing outside those parts can move, free or break, so the
    /// verdicts are those of the whole layout, and a copy per fix costs the part, not the
    /// layout (a log of hundreds of separate conflicts). When the parts are most of the layout
    /// the scenario is returned as it is.
    func localized(around expressions: [LinearExpression]) -> ConflictScenario {
        guard local == nil else { return self }
        let components = self.components
        let roots = components.roots(of: expressions).sorted()
        var ids: [ConstraintID] = []
        for root in roots { ids += components.all[root] ?? [] }
        guard ids.count * 2 < components.constraintCount else { return self }
        ids.sort()
        // The narrowed solver has variables only for its part: the variables of its
        // constraints, edits and items, made in the layout's order, so its symbols are in the
        // same relative order as the whole solver's and it pivots as the whole one would.
        var used: Set<Int32> = []
        for id in ids {
            for term in solver.constraint(id)?.expression.terms ?? [] {
                used.insert(term.variable.index)
            }
        }
        for root in roots {
            for edit in components.edits[root] ?? [] { used.insert(edit.variable.index) }
            for entry in components.items[root] ?? [] {
                for e in FrameExpressions(of: entry.item).all {
                    for term in e.terms { used.insert(term.variable.index) }
                }
            }
        }
        var narrowed = Solver()
        var map = LocalIDs(whole: solver, wholeBroken: broken)
        for index in used.sorted() {
            map.variables.local[index] = narrowed.makeVariable(named: "").index
            map.variables.whole.append(Variable(index: index))
        }
        var renumbered: [ConstraintID: ConstraintID] = [:]  // lookup only; never iterated
        for id in ids {
            guard let c = solver.constraint(id), let mapped = map.variables.local(c) else {
                continue
            }
            guard let new = try? narrowed.add(mapped) else { return self }
            renumbered[id] = new
            guard let owner = constraint(for: id) else { continue }
            map.byConstraint[ObjectIdentifier(owner)] = new
            let raw = Int(new.raw)
            if raw >= map.byID.count {
                map.byID.append(contentsOf: repeatElement(nil, count: raw + 1 - map.byID.count))
            }
            map.byID[raw] = owner
        }
        for root in roots {
            for edit in components.edits[root] ?? [] {
                guard let variable = map.variables.local(edit.variable),
                    (try? narrowed.addEditVariable(variable, priority: edit.priority)) != nil,
                    (try? narrowed.suggestValue(edit.suggestedValue, for: variable)) != nil
                else { return self }
            }
        }
        var copy = self
        copy.solver = narrowed
        copy.added = []
        var inParts: [(order: Int, constraint: LayoutConstraint)] = []
        var seen: Set<Int> = []
        for root in roots {
            for entry in components.broken[root] ?? [] where seen.insert(entry.order).inserted {
                inParts.append(entry)
            }
        }
        copy.broken = inParts.sorted { $0.order < $1.order }.map(\.constraint)
        copy.local = map
        // The same parts, restricted to these roots, with the narrowed solver's ids: working
        // them out again would cost the whole layout for every conflict.
        copy.componentCache = ComponentCache()
        copy.componentCache.components = components.narrowed(to: roots, renumbered: renumbered)
        return copy
    }

    /// `c` as a required solver constraint, read in its host now (nil without a host).
    func required(_ c: LayoutConstraint) -> Constraint? {
        guard let solverConstraint = layout.solverConstraint(for: c) else { return nil }
        return Constraint(
            solverConstraint.expression, solverConstraint.relation, priority: .required)
    }

    /// Adds inactive constraints as activation would.
    ///
    /// At their priority, and a required one that cannot hold at the broken level, as the layout
    /// breaks it. Returns the conflicts met, in order.
    mutating func activate(_ constraints: [LayoutConstraint]) -> [LayoutConflict] {
        componentCache = ComponentCache()
        var conflicts: [LayoutConflict] = []
        for c in constraints where !c.isActive && !c.isRemoved && id(of: c) == nil {
            guard let target = layout.solverConstraint(for: c) else { continue }
            guard
                let constraint = solverConstraint(
                    Constraint(target.expression, target.relation, priority: c.priority))
            else { continue }
            do {
                added.append((c, try solver.add(constraint)))
            } catch .unsatisfiable(let proof) {
                conflicts.append(map(proof, culprit: c, expression: target.expression, in: solver))
                var atBroken = constraint
                atBroken.priority = .broken
                if let id = try? solver.add(atBroken) {
                    added.append((c, id))
                    broken.append(c)
                }
            } catch {
                continue
            }
        }
        return conflicts
    }

    /// The conflict that keeps `b` broken now.
    ///
    /// `b` is taken out of a copy and added back as
    /// required, and the proof of its failure is read. Nil when it could hold.
    func conflict(keeping b: LayoutConstraint) -> LayoutConflict? {
        guard let id = id(of: b), let target = required(b), let mapped = solverConstraint(target)
        else { return nil }
        var copy = solver
        copy.stopJournal()
        do {
            try copy.remove(id)
            _ = try copy.add(mapped)
            return nil
        } catch .unsatisfiable(let proof) {
            return map(proof, culprit: b, expression: target.expression, in: copy)
        } catch {
            return nil
        }
    }

    /// The solver's proof in layout terms.
    ///
    /// Members the layout does not know (an exercise preference) cannot be in a proof, which
    /// names required constraints only; they are skipped should one appear.
    func map(
        _ proof: Conflict, culprit: LayoutConstraint, expression: LinearExpression,
        in solver: Solver, extra: [(id: ConstraintID, constraint: LayoutConstraint)] = []
    ) -> LayoutConflict {
        var members: [LayoutConstraint] = []
        var expressions: [LinearExpression] = []
        var multipliers: [Double] = []
        for (id, multiplier) in zip(proof.members, proof.multipliers) {
            let member: LayoutConstraint?
            let memberExpression: LinearExpression?
            if id == proof.culprit {
                member = culprit
                memberExpression = expression
            } else {
                member = extra.first { $0.id == id }?.constraint ?? constraint(for: id)
                memberExpression = solver.constraint(id).map { layoutExpression($0.expression) }
            }
            guard let member, let memberExpression, !members.contains(where: { $0 === member })
            else { continue }
            members.append(member)
            expressions.append(memberExpression)
            multipliers.append(multiplier)
        }
        // The scenario breaks the culprit, as the layout would.
        return LayoutConflict(
            members: members, expressions: expressions, multipliers: multipliers,
            culprit: culprit, broken: culprit, violation: proof.violation, solverConflict: proof)
    }

    /// The frame of `item` in its container's coordinates under `solver`, as
    /// ``PlumbLayout/Layout/frame(of:)`` reads it from the layout's solver.
    static func frame(of item: any LayoutItem, in solver: Solver) -> Rect {
        FrameExpressions(of: item).frame { solver.value(of: $0) }
    }
}

/// Which solver variables are connected through the scenario's constraints.
///
/// A union-find over every constraint's terms, so that a fix is verified only where it can
/// have an effect: a change in one connected part of a layout cannot move, free or break
/// anything in another.
/// Built once per scenario, on first use, in O(total terms); a log of hundreds of separate
/// conflicts then costs each verification its own part, not the whole layout.
final class VariableComponents {
    private var parent: [Int32]
    /// For a narrowed partition, the partition it was narrowed from, which finds the roots
    /// (sharing it costs nothing; a copy of its array would cost the whole layout).
    private var base: VariableComponents?
    /// The items whose frames (in superview terms) use each component, in creation order.
    var items: [Int32: [(order: Int, item: any LayoutItem)]] = [:]  // lookup only; never iterated
    /// The broken constraints in each component, in creation order.
    var broken: [Int32: [(order: Int, constraint: LayoutConstraint)]] = [:]  // lookup only
    /// The required solver constraints in each component, in id order.
    var required: [Int32: [ConstraintID]] = [:]  // lookup only; never iterated
    /// Every solver constraint in each component, in id order.
    var all: [Int32: [ConstraintID]] = [:]  // lookup only; never iterated
    /// How many constraints the solver holds.
    var constraintCount = 0
    /// The edit variables in each component.
    var edits: [Int32: [EditVariable]] = [:]  // lookup only; never iterated

    init(_ solver: Solver) {
        parent = Array(0..<Int32(solver.variableCount))
        for id in solver.constraintIDs {
            guard let terms = solver.constraint(id)?.expression.terms, let first = terms.first
            else { continue }
            for term in terms.dropFirst() { union(first.variable, term.variable) }
        }
    }

    /// The representative of `v`'s component.
    func root(_ v: Variable) -> Int32 {
        if let base { return base.root(v) }
        let index = Int(v.index)
        guard index >= 0, index < parent.count else { return v.index }
        var r = Int32(index)
        while parent[Int(r)] != r { r = parent[Int(r)] }
        var walk = Int32(index)
        while parent[Int(walk)] != r {
            let next = parent[Int(walk)]
            parent[Int(walk)] = r
            walk = next
        }
        return r
    }

    private func union(_ a: Variable, _ b: Variable) {
        let ra = root(a)
        let rb = root(b)
        guard ra != rb, Int(ra) < parent.count, Int(rb) < parent.count else { return }
        parent[Int(max(ra, rb))] = min(ra, rb)
    }

    private init(base: VariableComponents) {
        self.parent = []
        self.base = base
    }

    /// The same partition, with only what lies in `roots`, and constraint ids renumbered (those
    /// missing from `renumbered` are left out).
    func narrowed(to roots: [Int32], renumbered: [ConstraintID: ConstraintID])
        -> VariableComponents
    {
        let made = VariableComponents(base: base ?? self)
        for root in roots {
            made.constraintCount += all[root]?.count ?? 0
            made.items[root] = items[root]
            made.broken[root] = broken[root]
            made.required[root] = required[root]?.compactMap { renumbered[$0] }
            made.all[root] = all[root]?.compactMap { renumbered[$0] }
            made.edits[root] = edits[root]
        }
        return made
    }

    /// The components `expressions` touch.
    func roots(of expressions: [LinearExpression]) -> Set<Int32> {
        var found: Set<Int32> = []
        for e in expressions { for term in e.terms { found.insert(root(term.variable)) } }
        return found
    }
}

/// Where a scenario keeps its components once found (a scenario is a value; the components
/// are worked out at most once per scenario state).
final class ComponentCache {
    var components: VariableComponents?
}

/// The ids a narrowed scenario gave the layout's constraints, both ways.
struct LocalIDs {
    /// The whole scenario's solver, which frames are shown from.
    let whole: Solver
    /// The whole scenario's broken constraints.
    let wholeBroken: [LayoutConstraint]
    var byConstraint: [ObjectIdentifier: ConstraintID] = [:]  // lookup only; never iterated
    var byID: [LayoutConstraint?] = []
    /// The narrowed solver's variables for the layout's.
    var variables = VariableMap()
}

/// A narrowed solver's own variables (dense, in the layout's order) for the layout's, both
/// ways: a part of a large layout costs its own size, not the layout's.
struct VariableMap {
    /// Layout variable index → narrowed variable index (lookup only; never iterated).
    var local: [Int32: Int32] = [:]
    /// Narrowed variable index → layout variable.
    var whole: [Variable] = []

    func local(_ v: Variable) -> Variable? { local[v.index].map { Variable(index: $0) } }

    func local(_ e: LinearExpression) -> LinearExpression? {
        var terms: [Term] = []
        terms.reserveCapacity(e.terms.count)
        for term in e.terms {
            guard let v = local(term.variable) else { return nil }
            terms.append(Term(v, term.coefficient))
        }
        return LinearExpression(terms, constant: e.constant)
    }

    func local(_ c: Constraint) -> Constraint? {
        guard let expression = local(c.expression) else { return nil }
        var mapped = c
        mapped.expression = expression
        return mapped
    }

    func whole(_ e: LinearExpression) -> LinearExpression {
        LinearExpression(
            e.terms.map { term in
                let index = Int(term.variable.index)
                return Term(index < whole.count ? whole[index] : term.variable, term.coefficient)
            }, constant: e.constant)
    }
}
