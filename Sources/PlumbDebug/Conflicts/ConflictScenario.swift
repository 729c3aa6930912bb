// The layout as a conflict is read from it: its solver (or, narrowed, a solver holding only
// the connected part a conflict lies in), its broken constraints, and which layout constraint
// each solver constraint is. What-ifs are not built here: a fix, or an activation, is made on
// the layout itself inside `Layout.speculate`, and read there.

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

/// The layout's solver, or a narrowed one, and the constraints kept broken.
struct ConflictScenario {
    let layout: Layout
    /// The solver of a scenario narrowed to part of the layout (``localized(around:)``).
    private var narrowedSolver: Solver?
    /// The broken constraints, in creation order.
    var broken: [LayoutConstraint]
    /// Whether a fix that changes no pin is verified between the pins
    /// (``componentsBetweenPins``); tests turn it off to check it against the whole part.
    var regionsStopAtPins = true
    /// The connected parts of the solver, found on first use.
    private var componentCache = ComponentCache()
    /// For a scenario narrowed to part of the layout: its own ids for the layout's
    /// constraints.
    private var local: LocalIDs?

    /// The solver conflicts are read from: the layout's own (read, never held: a fix is
    /// tried on the layout in a speculation, and a copy held meanwhile would make its first
    /// write copy the whole tableau), or the narrowed one.
    var solver: Solver { narrowedSolver ?? layout.solver }

    /// The connected parts of the scenario's solver, with what lies in each.
    var components: VariableComponents {
        if let found = componentCache.components { return found }
        let made = makeComponents(cuttingPins: false)
        componentCache.components = made
        return made
    }

    /// The connected parts of the scenario's solver once the variables a required constant
    /// pins (`root.width == 375`, a window's size) are cut out, with what lies in each.
    ///
    /// A pinned variable keeps its value through any change that leaves its pin alone, so
    /// it carries nothing from one side to the other: every view of a screen meets the
    /// window's edges, and a fix to one of them is verified on that view's part, not on the
    /// screen. A fix that changes a pin is verified on ``components``.
    var componentsBetweenPins: VariableComponents {
        if let found = componentCache.componentsBetweenPins { return found }
        let made = makeComponents(cuttingPins: true)
        componentCache.componentsBetweenPins = made
        return made
    }

    private func makeComponents(cuttingPins: Bool) -> VariableComponents {
        let made = VariableComponents(solver, cuttingPins: cuttingPins)
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
        return made
    }

    /// The largest value in the layout as the scenario found it (``PlumbSolver/Solver/largestValue``):
    /// the scale every ambiguity judgement of a fix uses, before and after it, so that the
    /// two compare at one scale and neither costs a pass over the tableau.
    var largestValue: Double {
        if let found = componentCache.largestValue { return found }
        let found = solver.largestValue
        componentCache.largestValue = found
        return found
    }

    /// The layout as it is.
    init(_ layout: Layout) {
        self.layout = layout
        broken = layout.brokenConstraints
    }

    /// The constraint's id in the scenario's solver.
    func id(of c: LayoutConstraint) -> ConstraintID? {
        if let local { return local.byConstraint[ObjectIdentifier(c)] }
        return c.isActive ? c.solverID : nil
    }

    /// The layout constraint behind a solver id of the scenario.
    func constraint(for id: ConstraintID) -> LayoutConstraint? {
        if let local {
            let raw = Int(id.raw)
            return raw >= 0 && raw < local.byID.count ? local.byID[raw] : nil
        }
        return layout.constraint(for: id)
    }

    /// `c` over the scenario solver's variables: itself, or, narrowed, over the narrowed
    /// solver's own variables (nil for one outside its part).
    func solverConstraint(_ c: Constraint) -> Constraint? {
        guard let local else { return c }
        return local.variables.local(c)
    }

    /// `e`, over the scenario solver's variables, over the layout's.
    func layoutExpression(_ e: LinearExpression) -> LinearExpression {
        guard let local else { return e }
        return local.variables.whole(e)
    }

    /// The solver expressions of `constraints` (those with a host).
    func expressions(of constraints: [LayoutConstraint]) -> [LinearExpression] {
        constraints.compactMap { layout.solverConstraint(for: $0)?.expression }
    }

    /// This scenario narrowed to the connected parts of the layout that `expressions` touch:
    /// a solver holding only their constraints (the same variables, the same priorities, the
    /// broken ones at the broken level, in creation order).
    ///
    /// The conflict keeping a constraint broken is read on it (``conflict(keeping:)``):
    /// nothing outside those parts takes part, and the copy that reading makes costs the
    /// part, not the layout (a log of hundreds of separate conflicts). When the parts are most
    /// of the layout the scenario is returned as it is.
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
        var map = LocalIDs()
        for index in used.sorted() {
            map.variables.local[index] = narrowed.makeVariable(named: "").index
            map.variables.whole.append(Variable(index: index))
        }
        for id in ids {
            guard let c = solver.constraint(id), let mapped = map.variables.local(c) else {
                continue
            }
            guard let new = try? narrowed.add(mapped) else { return self }
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
        copy.narrowedSolver = narrowed
        copy.broken = []
        copy.local = map
        copy.componentCache = ComponentCache()
        return copy
    }

    /// `c` as a required solver constraint, read in its host now (nil without a host).
    func required(_ c: LayoutConstraint) -> Constraint? {
        guard let solverConstraint = layout.solverConstraint(for: c) else { return nil }
        return Constraint(
            solverConstraint.expression, solverConstraint.relation, priority: .required)
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
        in solver: Solver
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
                member = constraint(for: id)
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

    /// Variables a required constant pins, when pins cut the components (else empty).
    private var pinned: [Bool] = []

    /// The components of `solver`'s variables; with `cuttingPins`, a variable that a required
    /// equality of one term pins is left out of every component (see
    /// ``ConflictScenario/componentsBetweenPins``).
    init(_ solver: Solver, cuttingPins: Bool = false) {
        parent = Array(0..<Int32(solver.variableCount))
        if cuttingPins {
            pinned = Array(repeating: false, count: parent.count)
            for id in solver.constraintIDs {
                guard let index = solver.constraint(id)?.pinned.map({ Int($0.index) }),
                    pinned.indices.contains(index)
                else { continue }
                pinned[index] = true
            }
        }
        for id in solver.constraintIDs {
            guard let terms = solver.constraint(id)?.expression.terms else { continue }
            var first: Variable?
            for term in terms where !isPinned(term.variable) {
                if let first { union(first, term.variable) } else { first = term.variable }
            }
        }
    }

    /// Whether pins cut the components and `v` is pinned.
    private func isPinned(_ v: Variable) -> Bool {
        let index = Int(v.index)
        return index >= 0 && index < pinned.count && pinned[index]
    }

    /// The representative of `v`'s component.
    func root(_ v: Variable) -> Int32 {
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

    /// The components `expressions` touch.
    func roots(of expressions: [LinearExpression]) -> Set<Int32> {
        var found: Set<Int32> = []
        for e in expressions {
            for term in e.terms where !isPinned(term.variable) { found.insert(root(term.variable)) }
        }
        return found
    }
}

/// Where a scenario keeps what it works out once: its components, and the scale of the
/// layout's values (a scenario is a value; each is worked out at most once per scenario).
final class ComponentCache {
    var components: VariableComponents?
    var componentsBetweenPins: VariableComponents?
    var largestValue: Double?
}

/// The ids a narrowed scenario gave the layout's constraints, both ways.
struct LocalIDs {
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

extension Constraint {
    /// The variable this constraint pins, or nil.
    ///
    /// A required equality of one term (`root.width == 375`, a window's size) keeps its
    /// variable's value through any change that leaves the constraint alone.
    var pinned: Variable? {
        guard priority.isRequired, relation == .equal, expression.terms.count == 1 else {
            return nil
        }
        return expression.terms.first?.variable
    }
}
