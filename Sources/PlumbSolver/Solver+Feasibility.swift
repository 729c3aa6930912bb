// Feasibility questions on sets of constraints, answered on scratch solvers: whether some
// required constraints can all hold, and a deletion filter that shrinks an infeasible set to
// an irreducible one (theory.md §2.4). The debugger uses them to verify a conflict read from
// the tableau and to find the other conflicts left when one member is broken.

extension Solver {
    /// Whether the required constraints among `constraints` can all hold together (optional
    /// ones are ignored).
    ///
    /// The constraints use this solver's variables; this solver is not
    /// changed.
    ///
    /// - Complexity: One scratch solve over the variables the constraints mention.
    public func canSatisfy(_ constraints: [Constraint]) -> Bool {
        var scratch = Solver()
        scratch.limitsValues = false  // a question about constraints, not a layout
        var local: [Int32: Variable] = [:]  // lookup only; never iterated
        for constraint in constraints where constraint.priority.isRequired {
            var mapped = constraint
            for k in mapped.expression.terms.indices {
                let v = mapped.expression.terms[k].variable
                guard isKnown(v) else { return false }
                if let existing = local[v.index] {
                    mapped.expression.terms[k].variable = existing
                } else {
                    let fresh = scratch.makeVariable(named: name(of: v))
                    local[v.index] = fresh
                    mapped.expression.terms[k].variable = fresh
                }
            }
            do { try scratch.add(mapped) } catch { return false }
        }
        return true
    }

    /// Shrinks an infeasible set of required constraints to an irreducible infeasible subset
    /// with the deletion filter: drop each member in turn and keep it dropped while the rest
    /// stay infeasible.
    ///
    /// Returns the indices (into `constraints`) of the subset, or nil if the
    /// set is satisfiable.
    ///
    /// - Complexity: `constraints.count` scratch solves.
    public func irreducibleSubset(of constraints: [Constraint]) -> [Int]? {
        guard !canSatisfy(constraints) else { return nil }
        var kept = Array(constraints.indices)
        var k = 0
        while k < kept.count {
            var trial = kept
            trial.remove(at: k)
            if !canSatisfy(trial.map { constraints[$0] }) {
                kept = trial
            } else {
                k += 1
            }
        }
        return kept
    }

    /// Whether a conflict's members (the culprit given separately, as it is not in the
    /// solver) are infeasible together and irreducible: dropping any one member makes the
    /// rest satisfiable.
    public func isIrreducible(_ conflict: Conflict, culprit: Constraint) -> Bool {
        let members = conflict.members.map { id in
            id == conflict.culprit ? culprit : (constraint(id) ?? culprit)
        }
        guard !canSatisfy(members) else { return false }
        for k in members.indices {
            var rest = members
            rest.remove(at: k)
            if !canSatisfy(rest) { return false }
        }
        return true
    }
}
