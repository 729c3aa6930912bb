// Runs one system through a fresh Solver and records what happened.
//
// Output of one system (one line of the results array):
//
//     {"id": 17,
//      "ops": [{"status": "accepted"},
//              {"status": "refused", "message": "...",
//               "conflict": {"culprit": 1, "members": [0, 1], "multipliers": [1, -1],
//                            "violation": 10}},
//              {"status": "refused", "message": "valueOutOfRange",
//               "outOfRange": {"variable": 3, "value": 3e18}},
//              {"status": "skipped", "message": "target is not in the solver"},
//              {"status": "error", "message": "..."},
//              ...],                       // + "invariants": [..] when checkInvariants() complained,
//                                          // + "state": {...} per op with --every-op,
//                                          // + "unchanged": {"before": [..], "after": [..]}
//                                          //   (values) for every refused or failed op
//      "values": [...], "errors": [[priority, error], ...], "ranges": [[lower, upper], ...],
//      "peak": 1.3e11}                     // the largest |value| after any op
//
// Conflict members and the culprit are op indices (the add, or the edit, that made each
// constraint); a member the runner cannot map is -1. Non-finite numbers are the strings
// "inf", "-inf" and "nan".

import Foundation
import PlumbSolver

struct ConflictRecord {
    var culprit: Int
    var members: [Int]
    var multipliers: [Double]
    var violation: Double
}

struct StateRecord {
    var values: [Double]
    var errors: [(priority: Double, error: Double)]
    var ranges: [(lower: Double, upper: Double)]
}

struct OpRecord {
    var status: String
    var message: String?
    var conflict: ConflictRecord?
    /// The variable (index) and value of a `valueOutOfRange` refusal.
    var outOfRange: (variable: Int, value: Double)?
    var invariants: [String] = []
    var state: StateRecord?
    /// The values before and after an op that failed: a failed op must change nothing.
    var unchanged: (before: [Double], after: [Double])?
}

struct SystemResult {
    var idJSON: String
    var ops: [OpRecord]
    var final: StateRecord
    /// The largest magnitude any variable held after any op: rounding left by a value the
    /// solver once held scales with it (docs/oracle.md, "Tolerance").
    var peak: Double
}

func run(_ system: SystemSpec, recordEveryOp: Bool, trace: Bool = false) -> SystemResult {
    var solver = Solver()
    // As a session runs it (for `undo`): a refused operation is then taken back exactly.
    solver.startJournal()
    let variables = (0..<system.variables).map { solver.makeVariable(named: "v\($0)") }
    /// The live constraint of each accepted add op.
    var liveID: [Int: ConstraintID] = [:]
    /// The op that made each constraint id (adds and edits), for naming conflict members.
    var opOfID: [ConstraintID: Int] = [:]
    var records: [OpRecord] = []
    records.reserveCapacity(system.ops.count)
    var peak = 0.0

    func conflictRecord(_ conflict: Conflict, culpritOp: Int) -> ConflictRecord {
        if opOfID[conflict.culprit] == nil { opOfID[conflict.culprit] = culpritOp }
        return ConflictRecord(
            culprit: opOfID[conflict.culprit] ?? -1,
            members: conflict.members.map { opOfID[$0] ?? -1 },
            multipliers: conflict.multipliers,
            violation: conflict.violation)
    }

    func failure(_ error: SolverError, op: Int) -> OpRecord {
        if case .unsatisfiable(let conflict) = error {
            return OpRecord(
                status: "refused", message: "unsatisfiable",
                conflict: conflictRecord(conflict, culpritOp: op))
        }
        if case .valueOutOfRange(let variable, let value) = error {
            return OpRecord(
                status: "refused", message: "valueOutOfRange",
                outOfRange: (Int(variable.index), value))
        }
        return OpRecord(status: "error", message: String(describing: error))
    }

    for (k, op) in system.ops.enumerated() {
        let before = variables.map { solver.value(of: $0) }
        var record: OpRecord
        do throws(SolverError) {
            switch op {
            case .add(let terms, let constant, let relation, let priorityValue):
                let priority = try Priority(priorityValue)
                let expression = LinearExpression(
                    terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
                let id = try solver.add(Constraint(expression, relation, priority: priority))
                liveID[k] = id
                opOfID[id] = k
                record = OpRecord(status: "accepted")
            case .remove(let target):
                if let id = liveID[target] {
                    try solver.remove(id)
                    liveID[target] = nil
                    record = OpRecord(status: "accepted")
                } else {
                    record = OpRecord(status: "skipped", message: "target is not in the solver")
                }
            case .setConstant(let target, let constant):
                if let id = liveID[target] {
                    try solver.setConstant(constant, of: id)
                    record = OpRecord(status: "accepted")
                } else {
                    record = OpRecord(status: "skipped", message: "target is not in the solver")
                }
            case .setPriority(let target, let priorityValue):
                if let id = liveID[target] {
                    try solver.setPriority(try Priority(priorityValue), of: id)
                    record = OpRecord(status: "accepted")
                } else {
                    record = OpRecord(status: "skipped", message: "target is not in the solver")
                }
            case .edit(let v, let priorityValue):
                let priority = try Priority(priorityValue)
                let id = try solver.addEditVariable(variables[v], priority: priority)
                opOfID[id] = k
                record = OpRecord(status: "accepted")
            case .suggest(let v, let value):
                try solver.suggestValue(value, for: variables[v])
                record = OpRecord(status: "accepted")
            case .removeEdit(let v):
                try solver.removeEditVariable(variables[v])
                record = OpRecord(status: "accepted")
            }
        } catch {
            record = failure(error, op: k)
            record.unchanged = (before, variables.map { solver.value(of: $0) })
        }
        for v in variables { peak = max(peak, abs(solver.value(of: v))) }
        record.invariants = solver.checkInvariants()
        if recordEveryOp { record.state = state(of: solver, variables) }
        if trace {
            let text = "-- after op \(k): \(record.status)\n\(solver.dump(exact: true))"
            FileHandle.standardError.write(Data(text.utf8))
        }
        records.append(record)
    }
    return SystemResult(
        idJSON: system.idJSON, ops: records, final: state(of: solver, variables), peak: peak)
}

func state(of solver: Solver, _ variables: [Variable]) -> StateRecord {
    // One finder for every variable's range, as a report of a layout's ambiguity makes.
    let finder = RangeFinder(solver)
    return StateRecord(
        values: variables.map { solver.value(of: $0) },
        errors: solver.errorByLevel,
        ranges: variables.map {
            let r = finder.range(of: LinearExpression($0))
            return (r.lower, r.upper)
        })
}

// MARK: - JSON output (hand-written for shortest round-trip numbers, which the oracle's exact
// comparisons need; JSONValue prints Plumb's six decimals)

func jsonNumber(_ x: Double) -> String {
    if x.isNaN { return "\"nan\"" }
    if x.isInfinite { return x < 0 ? "\"-inf\"" : "\"inf\"" }
    return x.description
}

func jsonString(_ s: String) -> String { JSONValue.quote(s) }

private func jsonArray<T>(_ items: [T], _ encode: (T) -> String) -> String {
    "[" + items.map(encode).joined(separator: ", ") + "]"
}

extension StateRecord {
    func json() -> String {
        "\"values\": \(jsonArray(values, jsonNumber)), "
            + "\"errors\": \(jsonArray(errors) { "[\(jsonNumber($0.priority)), \(jsonNumber($0.error))]" }), "
            + "\"ranges\": \(jsonArray(ranges) { "[\(jsonNumber($0.lower)), \(jsonNumber($0.upper))]" })"
    }
}

extension OpRecord {
    func json() -> String {
        var fields = ["\"status\": \(jsonString(status))"]
        if let message { fields.append("\"message\": \(jsonString(message))") }
        if let c = conflict {
            fields.append(
                "\"conflict\": {\"culprit\": \(c.culprit), \"members\": \(jsonArray(c.members) { String($0) }), "
                    + "\"multipliers\": \(jsonArray(c.multipliers, jsonNumber)), "
                    + "\"violation\": \(jsonNumber(c.violation))}")
        }
        if let r = outOfRange {
            fields.append(
                "\"outOfRange\": {\"variable\": \(r.variable), \"value\": \(jsonNumber(r.value))}")
        }
        if !invariants.isEmpty {
            fields.append("\"invariants\": \(jsonArray(invariants, jsonString))")
        }
        if let state { fields.append("\"state\": {\(state.json())}") }
        if let unchanged {
            fields.append(
                "\"unchanged\": {\"before\": \(jsonArray(unchanged.before, jsonNumber)), "
                    + "\"after\": \(jsonArray(unchanged.after, jsonNumber))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension SystemResult {
    func json() -> String {
        "{\"id\": \(idJSON), \"ops\": \(jsonArray(ops) { $0.json() }), \(final.json()), "
            + "\"peak\": \(jsonNumber(peak))}"
    }
}
