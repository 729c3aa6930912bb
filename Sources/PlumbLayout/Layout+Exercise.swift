// `exercise`: moving an ambiguous layout to another of its valid solutions, as UIKit's
// `exerciseAmbiguityInLayout()` does, but deterministically and so that it can be undone and
// replayed. The chosen frame is kept as a preference below every priority a user writes: the
// solver's edit variables on the view's four frame variables, at `exercisePriority`. Because
// priorities are lexicographic, such a preference can never trade away any error at a real
// priority: it only chooses among the solutions that are already optimal.

extension Layout {
    /// The priority of the preferences `exercise` leaves behind: 0.001, below every priority
    /// a user writes (`@1`…`@1000`; Plumb accepts decimals down to just above 0, and a
    /// constraint below 0.001 would rank under these preferences).
    public static let exercisePriority: Priority = (try? Priority(0.001)) ?? .fittingSize

    /// The variables that hold an exercise preference now, in index order: edit variables
    /// of ``solver``, which a `Layout` uses for nothing else.
    ///
    /// ```swift
    /// layout.exercisedVariables   // [title.minX, title.minY, title.width, title.height]
    /// ```
    public var exercisedVariables: [Variable] {
        engine.editVariables.map(\.variable)
    }

    /// Whether `id` is the solver constraint of an exercise preference.
    ///
    /// ```swift
    /// layout.isExercisePreference(id)   // true for the edit constraint on title.minX
    /// ```
    public func isExercisePreference(_ id: ConstraintID) -> Bool {
        constraint(for: id) == nil && engine.editVariables.contains { $0.constraint == id }
    }

    /// Moves `view` to the frame it has in `solution`, by preferring its four frame variables'
    /// values there at ``exercisePriority``; earlier preferences are dropped first, so only
    /// the last exercise is kept.
    ///
    /// `solution` should be optimal at every real priority (an alternative from
    /// `Solver.range(of:)`); then the view lands exactly on it and nothing else gets worse.
    /// Otherwise the preference only pulls as far as the real priorities allow.
    ///
    /// ```swift
    /// let range = layout.solver.range(of: LinearExpression(title.frameVariables.minY))
    /// try layout.exercise(title, to: range.upperSolution)
    /// ```
    ///
    /// - Throws: ``LayoutError/itemRemoved(_:)``; ``LayoutError/beyondLimit(what:value:limit:)``
    ///   or ``LayoutError/nonFinite(what:)`` when the frame in `solution` lies beyond what
    ///   the solver takes as a suggested value (``Solver/maximumMagnitude``);
    ///   ``LayoutError/solverFailure(_:)`` should the solver refuse an edit (a broken
    ///   invariant). Nothing changes then.
    public func exercise(_ view: View, to solution: Assignment) throws(LayoutError) {
        guard !view.isRemoved else { throw .itemRemoved(view.name) }
        // A ray's witness a finite step away can still lie beyond the range when the layout's
        // multipliers are extreme (a slope of 1e-12): no frame there to move to.
        for variable in view.frameVariables.all {
            let value = solution[variable]
            let name = engine.name(of: variable)
            guard !value.isNaN else { throw .nonFinite(what: "the frame found for '\(name)'") }
            guard abs(value) <= Solver.maximumMagnitude else {
                throw .beyondLimit(
                    what: "the frame found for '\(name)'", value: value,
                    limit: Solver.maximumMagnitude)
            }
        }
        var next = engine
        do {
            for edit in next.editVariables { try next.removeEditVariable(edit.variable) }
            for variable in view.frameVariables.all {
                try next.addEditVariable(variable, priority: Layout.exercisePriority)
                try next.suggestValue(solution[variable], for: variable)
            }
        } catch {
            throw layoutError(error)
        }
        engine = next
    }

    /// Drops every exercise preference; the layout settles wherever the solver leaves it.
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` on a broken invariant; nothing changes then.
    public func clearExercise() throws(LayoutError) {
        guard !engine.editVariables.isEmpty else { return }
        var next = engine
        do {
            for edit in next.editVariables { try next.removeEditVariable(edit.variable) }
        } catch {
            throw layoutError(error)
        }
        engine = next
    }
}
