/// Everything a ``Solver`` operation can refuse.
///
/// A failed operation changes nothing.
public enum SolverError: Error, Hashable, Sendable {
    /// A required constraint cannot hold together with the required constraints already in the
    /// solver. The payload names a conflicting set and its proof.
    case unsatisfiable(Conflict)
    /// The constraint is not (or no longer) in the solver.
    case unknownConstraint(ConstraintID)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit constraints must be optional (below 1000).
    case requiredEditVariable(Variable)
    /// A NaN or infinite number was given; `what` says where.
    case nonFinite(what: String)
    /// A number whose magnitude exceeds ``Solver/maximumMagnitude``; `what` says where.
    case outOfRange(what: String, value: Double)
    /// The operation would have put `variable` at `value`, beyond ``Solver/maximumValue``:
    /// the range in which the solver's answers are exact to its tolerance. The operation was
    /// taken back.
    case valueOutOfRange(Variable, value: Double)
    /// A priority outside (0, 1000] or not a number.
    case invalidPriority(Double)
    /// Changing between required and optional in place is refused, as in UIKit: remove the
    /// constraint and add it again.
    case requiredPriorityChange(ConstraintID)
    /// The simplex hit a broken invariant or its iteration cap. The solver was restored.
    case internalError(String)
}

/// A proof that some required constraints cannot all hold.
///
/// The members are read from the solver's failing row (phase 1 of the simplex, or an
/// infeasible row of the dual simplex): the constraints whose private symbols appear in that
/// row, plus the constraint being added or changed. In exact arithmetic the set is
/// irreducible: removing any one member resolves this conflict (there may be others).
///
/// `Σ multiplierᵢ · expressionᵢ` cancels every variable and leaves a constant that contradicts
/// the relations: that is the arithmetic that proves the conflict.
public struct Conflict: Hashable, Sendable {
    /// The constraint whose addition (or constant change) failed.
    public var culprit: ConstraintID
    /// The conflicting constraints, culprit included, sorted by id.
    public var members: [ConstraintID]
    /// The Farkas multiplier of each member (same order as `members`), scaled so that the
    /// culprit's multiplier is ±1.
    public var multipliers: [Double]
    /// How far the culprit stays from holding at best given the other members, in the
    /// culprit's units: `|Σ λᵢ·constantᵢ|` with the culprit's multiplier at 1. (When the
    /// solver holds another conflict too, the culprit may miss by more than this.)
    public var violation: Double
}
