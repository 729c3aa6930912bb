// Runs one system through the revised core of the factored-basis plan (docs/factored-basis.md
// §6) instead of `Solver`, for `plumb-oracle --engine revised`: the same operations, mapped
// onto the core's rows, and the same record, so that scripts/oracle.py checks the core's
// values, levels, conflicts and ranges against the exact LP.

import PlumbSolver

func runRevised(_ system: SystemSpec, recordEveryOp: Bool) -> SystemResult {
    var core = RevisedCore()
    let variables = (0..<system.variables).map { Variable(index: Int32($0)) }
    /// The live row of each accepted add op, and the op of each row.
    var liveRow: [Int: Int] = [:]
    var opOfRow: [Int: Int] = [:]
    /// The live constraints by row, as they are now, for the errors by level.
    var constraintOfRow: [Int: Constraint] = [:]
    var records: [OpRecord] = []
    var peak = 0.0

    func state() -> StateRecord {
        var errors: [Double: Double] = [:]  // lookup only; written sorted
        // Summed in row order: in the dictionary's order the last bits would change by run.
        for row in constraintOfRow.keys.sorted() {
            guard let constraint = constraintOfRow[row], !constraint.priority.isRequired else {
                continue
            }
            errors[constraint.priority.value, default: 0] += constraint.error(core.value(of:))
        }
        return StateRecord(
            values: variables.map { core.value(of: $0) },
            errors: errors.keys.sorted(by: >).map { ($0, errors[$0] ?? 0) },
            ranges: variables.map { core.range(of: LinearExpression($0)) })
    }

    func refusal(_ failure: RevisedCore.Failure, op: Int) -> OpRecord {
        guard case .unsatisfiable(let conflict) = failure else {
            return OpRecord(status: "error", message: String(describing: failure))
        }
        // The op that made each member; the culprit of a refused add has no row yet.
        func opOf(_ id: ConstraintID) -> Int {
            opOfRow[Int(id.raw)] ?? (id == conflict.culprit ? op : -1)
        }
        return OpRecord(
            status: "refused", message: "unsatisfiable",
            conflict: ConflictRecord(
                culprit: opOf(conflict.culprit), members: conflict.members.map(opOf),
                multipliers: conflict.multipliers, violation: conflict.violation))
    }

    func perform(_ op: Int, _ body: () throws(RevisedCore.Failure) -> Void)
        -> OpRecord
    {
        do throws(RevisedCore.Failure) {
            try body()
            return OpRecord(status: "accepted")
        } catch {
            return refusal(error, op: op)
        }
    }

    for (k, op) in system.ops.enumerated() {
        let before = variables.map { core.value(of: $0) }
        var record: OpRecord
        switch op {
        case .add(let terms, let constant, let relation, let priorityValue):
            guard let priority = try? Priority(priorityValue) else {
                record = OpRecord(status: "error", message: "invalid priority")
                break
            }
            let expression = LinearExpression(
                terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
            let constraint = Constraint(expression, relation, priority: priority)
            do throws(RevisedCore.Failure) {
                let row = try core.add(constraint)
                liveRow[k] = row
                opOfRow[row] = k
                constraintOfRow[row] = constraint
                record = OpRecord(status: "accepted")
            } catch {
                record = refusal(error, op: k)
            }
        case .remove(let target):
            guard let row = liveRow[target] else {
                record = OpRecord(status: "skipped", message: "target is not in the solver")
                break
            }
            record = perform(k) { () throws(RevisedCore.Failure) in
                try core.remove(row: row)
                liveRow[target] = nil
                constraintOfRow[row] = nil
            }
        case .setConstant(let target, let constant):
            guard let row = liveRow[target] else {
                record = OpRecord(status: "skipped", message: "target is not in the solver")
                break
            }
            record = perform(k) { () throws(RevisedCore.Failure) in
                try core.setConstant(constant, ofRow: row)
                constraintOfRow[row]?.expression.constant = constant
            }
        case .setPriority(let target, let priorityValue):
            guard let row = liveRow[target] else {
                record = OpRecord(status: "skipped", message: "target is not in the solver")
                break
            }
            guard let priority = try? Priority(priorityValue),
                let old = constraintOfRow[row]?.priority,
                old == priority || !(old.isRequired || priority.isRequired)
            else {
                record = OpRecord(status: "error", message: "invalid priority change")
                break
            }
            record = perform(k) { () throws(RevisedCore.Failure) in
                try core.setPriority(priority, ofRow: row)
                constraintOfRow[row]?.priority = priority
            }
        case .edit(let v, let priorityValue):
            guard let priority = try? Priority(priorityValue) else {
                record = OpRecord(status: "error", message: "invalid priority")
                break
            }
            record = perform(k) { () throws(RevisedCore.Failure) in
                let row = try core.addEditVariable(variables[v], priority: priority)
                opOfRow[row] = k
                constraintOfRow[row] = Constraint(
                    LinearExpression(variables[v]), .equal, priority: priority)
            }
        case .suggest(let v, let value):
            let row = core.editRow(of: variables[v])
            record = perform(k) { () throws(RevisedCore.Failure) in
                try core.suggestValue(value, for: variables[v])
                if let row { constraintOfRow[row]?.expression.constant = -value }
            }
        case .removeEdit(let v):
            let row = core.editRow(of: variables[v])
            record = perform(k) { () throws(RevisedCore.Failure) in
                try core.removeEditVariable(variables[v])
                if let row { constraintOfRow[row] = nil }
            }
        }
        if record.status != "accepted" && record.status != "skipped" {
            record.unchanged = (before, variables.map { core.value(of: $0) })
        }
        for v in variables { peak = max(peak, abs(core.value(of: v))) }
        if recordEveryOp { record.state = state() }
        records.append(record)
    }

    return SystemResult(idJSON: system.idJSON, ops: records, final: state(), peak: peak)
}
