// Feasibility questions on small sets of required constraints, answered on scratch solvers
// that hold only those constraints: is the set satisfiable, which members prove it is not
// (with their Farkas multipliers), and the deletion filter that shrinks an infeasible set to
// an irreducible one (theory.md §2.4). The conflict explainer uses them to verify a conflict
// read from the layout's tableau without touching the layout.

import PlumbLayout

/// A proof that some constraints of a set cannot all hold: which of them (indices into the
/// set, ascending) and their multipliers (same order), scaled so that the last member added
/// has multiplier 1, as ``PlumbSolver/Conflict`` scales its culprit.
struct ScratchConflict: Hashable {
    var indices: [Int]
    var multipliers: [Double]
}

/// A set of solver constraints over a layout's variables, solved on its own.
///
/// ```swift
/// let system = ScratchSystem(layout.solver, constraints)
/// system.isSatisfiable(except: 2)        // true: without member 2 the rest can hold
/// system.irreducibleConflict()?.indices  // [0, 1, 3]
/// ```
struct ScratchSystem {
    /// The constraints, all treated as required, over compact variables `0..<variableCount`.
    let constraints: [Constraint]
    /// The number of distinct variables the constraints use.
    private let variableCount: Int

    /// Makes a system of `constraints`; their priorities are ignored (every member is
    /// required). Variables are renumbered densely, in order of first use.
    init(_ constraints: [Constraint]) {
        var compact: [Int32: Int32] = [:]  // lookup only; never iterated
        var mapped: [Constraint] = []
        for c in constraints {
            var expression = c.expression
            for k in expression.terms.indices {
                let index = expression.terms[k].variable.index
                let local = compact[index] ?? Int32(compact.count)
                compact[index] = local
                expression.terms[k].variable = Variable(index: local)
            }
            mapped.append(Constraint(expression, c.relation, priority: .required))
        }
        self.constraints = mapped
        variableCount = compact.count
    }

    /// Adds the members `indices` (in that order) to a fresh solver; returns nil when they
    /// all hold, else the conflict met, mapped back to indices.
    ///
    /// - Complexity: One scratch solve over the members' variables.
    func conflict(among indices: [Int]) -> ScratchConflict? {
        var solver = Solver()
        // Variables are made in index order, so `Variable(index: i)` is the i-th one made.
        for _ in 0..<variableCount { _ = solver.makeVariable(named: "") }
        var owner: [Int] = []  // scratch constraint id → index into `constraints`
        for index in indices {
            do {
                let id = try solver.add(constraints[index])
                while owner.count <= Int(id.raw) { owner.append(-1) }
                owner[Int(id.raw)] = index
            } catch .unsatisfiable(let proof) {
                var pairs: [(Int, Double)] = []
                for (id, multiplier) in zip(proof.members, proof.multipliers) {
                    let raw = Int(id.raw)
                    let member = id == proof.culprit ? index : (raw < owner.count ? owner[raw] : -1)
                    if member >= 0 { pairs.append((member, multiplier)) }
                }
                pairs.sort { $0.0 < $1.0 }
                return ScratchConflict(indices: pairs.map(\.0), multipliers: pairs.map(\.1))
            } catch {
                // Bad numbers cannot come from a layout's own constraints; treat the member
                // as unsatisfiable on its own so that the caller still sees a conflict.
                return ScratchConflict(indices: [index], multipliers: [1])
            }
        }
        return nil
    }

    /// Whether every member except `excluded` can hold together.
    func isSatisfiable(except excluded: Int? = nil) -> Bool {
        conflict(among: constraints.indices.filter { $0 != excluded }) == nil
    }

    /// Whether the whole set is infeasible and dropping any one member makes it feasible.
    ///
    /// - Complexity: `constraints.count + 1` scratch solves.
    func isIrreducible() -> Bool {
        guard !isSatisfiable() else { return false }
        return constraints.indices.allSatisfy { isSatisfiable(except: $0) }
    }

    /// An irreducible infeasible subset, by the deletion filter: drop each member in turn and
    /// keep it dropped while the rest stay infeasible; then the proof of what is left, with
    /// its multipliers. Nil when the set is satisfiable.
    ///
    /// Members are tried in order from the first, so earlier members are the first to go:
    /// pass the preferred explanation's members last.
    ///
    /// - Complexity: `constraints.count + 2` scratch solves.
    func irreducibleConflict() -> ScratchConflict? {
        guard conflict(among: Array(constraints.indices)) != nil else { return nil }
        var kept = Array(constraints.indices)
        var k = 0
        while k < kept.count {
            var trial = kept
            trial.remove(at: k)
            if conflict(among: trial) != nil {
                kept = trial
            } else {
                k += 1
            }
        }
        // In exact arithmetic the proof of an irreducible set names all of it; should round-off
        // leave a member out, fall back to the filtered set with the multipliers found.
        guard let proof = conflict(among: kept) else { return nil }
        if proof.indices == kept { return proof }
        var multipliers: [Double] = []
        for index in kept {
            let at = proof.indices.firstIndex(of: index)
            multipliers.append(at.map { proof.multipliers[$0] } ?? 0)
        }
        return ScratchConflict(indices: kept, multipliers: multipliers)
    }
}
