// The input document of plumb-oracle.
//
//     {"systems": [
//       {"id": 17, "variables": 3, "ops": [
//         {"op": "add", "terms": [[0, 1], [1, -1]], "constant": -10, "relation": ">=",
//          "priority": 1000},                          // v0 − v1 − 10 >= 0, required
//         {"op": "remove", "target": 0},               // removes the constraint of op 0
//         {"op": "setConstant", "target": 0, "constant": 5},
//         {"op": "setPriority", "target": 0, "priority": 250},
//         {"op": "edit", "variable": 2, "priority": 500},
//         {"op": "suggest", "variable": 2, "value": 40},
//         {"op": "removeEdit", "variable": 2}
//       ]}
//     ]}
//
// A bare array of systems is accepted too. Every constraint reads `Σ coef·var + constant ⋈ 0`.
// `target` is the index of an earlier `add` op of the same system. `id` is echoed back as is
// (a number or a string; the system's index when absent).

import Foundation
import PlumbSolver

struct InputError: Error {
    var message: String
}

enum OpSpec {
    case add(
        terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation,
        priority: Double)
    case remove(target: Int)
    case setConstant(target: Int, constant: Double)
    case setPriority(target: Int, priority: Double)
    case edit(variable: Int, priority: Double)
    case suggest(variable: Int, value: Double)
    case removeEdit(variable: Int)
}

struct SystemSpec {
    /// The system's id as JSON text, echoed into the output.
    var idJSON: String
    var variables: Int
    var ops: [OpSpec]
}

func parseDocument(_ data: Data) throws -> [SystemSpec] {
    let root: Any
    do {
        root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
        throw InputError(message: "not valid JSON (\(error.localizedDescription))")
    }
    let list: [Any]
    if let object = root as? [String: Any] {
        guard let systems = object["systems"] as? [Any] else {
            throw InputError(message: "the top-level object needs a \"systems\" array")
        }
        list = systems
    } else if let array = root as? [Any] {
        list = array
    } else {
        throw InputError(message: "expected an object with \"systems\" or an array of systems")
    }
    var systems: [SystemSpec] = []
    systems.reserveCapacity(list.count)
    for (index, item) in list.enumerated() {
        systems.append(try parseSystem(item, index: index))
    }
    return systems
}

private func parseSystem(_ item: Any, index: Int) throws -> SystemSpec {
    let place = "system \(index)"
    guard let object = item as? [String: Any] else {
        throw InputError(message: "\(place): expected an object")
    }
    var idJSON = String(index)
    if let id = object["id"] {
        if let s = id as? String {
            idJSON = jsonString(s)
        } else if let d = numericValue(id) {
            idJSON = d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : jsonNumber(d)
        } else {
            throw InputError(message: "\(place): \"id\" must be a number or a string")
        }
    }
    let variables = try integer(object["variables"], "\(place): \"variables\"")
    guard variables >= 0, variables <= 100_000 else {
        throw InputError(message: "\(place): \"variables\" must be in 0...100000")
    }
    guard let opList = object["ops"] as? [Any] else {
        throw InputError(message: "\(place): \"ops\" must be an array")
    }
    var ops: [OpSpec] = []
    ops.reserveCapacity(opList.count)
    for (k, opItem) in opList.enumerated() {
        let opPlace = "system \(index), op \(k)"
        guard let op = opItem as? [String: Any], let kind = op["op"] as? String else {
            throw InputError(message: "\(opPlace): expected an object with an \"op\" string")
        }
        func variable(_ key: String) throws -> Int {
            let v = try integer(op[key], "\(opPlace): \"\(key)\"")
            guard v >= 0, v < variables else {
                throw InputError(message: "\(opPlace): variable \(v) out of range 0..<\(variables)")
            }
            return v
        }
        func target() throws -> Int {
            let t = try integer(op["target"], "\(opPlace): \"target\"")
            guard t >= 0, t < k else {
                throw InputError(message: "\(opPlace): target \(t) is not an earlier op")
            }
            guard case .add = ops[t] else {
                throw InputError(message: "\(opPlace): target \(t) is not an add op")
            }
            return t
        }
        switch kind {
        case "add":
            guard let termList = op["terms"] as? [Any] else {
                throw InputError(
                    message: "\(opPlace): \"terms\" must be an array of [variable, coefficient]")
            }
            var terms: [(variable: Int, coefficient: Double)] = []
            for term in termList {
                guard let pair = term as? [Any], pair.count == 2 else {
                    throw InputError(
                        message: "\(opPlace): each term must be [variable, coefficient]")
                }
                let v = try integer(pair[0], "\(opPlace): term variable")
                guard v >= 0, v < variables else {
                    throw InputError(
                        message: "\(opPlace): variable \(v) out of range 0..<\(variables)")
                }
                terms.append((v, try number(pair[1], "\(opPlace): term coefficient")))
            }
            let constant = try number(op["constant"] ?? 0, "\(opPlace): \"constant\"")
            guard let r = op["relation"] as? String, let relation = Relation(rawValue: r) else {
                throw InputError(
                    message: "\(opPlace): \"relation\" must be \"<=\", \"==\" or \">=\"")
            }
            let priority = try number(op["priority"] ?? 1000, "\(opPlace): \"priority\"")
            ops.append(
                .add(terms: terms, constant: constant, relation: relation, priority: priority))
        case "remove":
            ops.append(.remove(target: try target()))
        case "setConstant":
            ops.append(
                .setConstant(
                    target: try target(),
                    constant: try number(op["constant"], "\(opPlace): \"constant\"")))
        case "setPriority":
            ops.append(
                .setPriority(
                    target: try target(),
                    priority: try number(op["priority"], "\(opPlace): \"priority\"")))
        case "edit":
            ops.append(
                .edit(
                    variable: try variable("variable"),
                    priority: try number(op["priority"], "\(opPlace): \"priority\"")))
        case "suggest":
            ops.append(
                .suggest(
                    variable: try variable("variable"),
                    value: try number(op["value"], "\(opPlace): \"value\"")))
        case "removeEdit":
            ops.append(.removeEdit(variable: try variable("variable")))
        default:
            throw InputError(message: "\(opPlace): unknown op \"\(kind)\"")
        }
    }
    return SystemSpec(idJSON: idJSON, variables: variables, ops: ops)
}

private func number(_ value: Any?, _ what: String) throws -> Double {
    guard let value, let d = numericValue(value) else {
        throw InputError(message: "\(what) must be a number")
    }
    guard d.isFinite else { throw InputError(message: "\(what) must be finite") }
    return d
}

private func integer(_ value: Any?, _ what: String) throws -> Int {
    let d = try number(value, what)
    guard d == d.rounded(), abs(d) <= 1e15 else {
        throw InputError(message: "\(what) must be an integer")
    }
    return Int(d)
}

/// A JSON number as a Double (JSONSerialization yields NSNumber; booleans are NSNumbers of
/// type "c" and are refused); nil for anything else.
private func numericValue(_ value: Any) -> Double? {
    if let n = value as? NSNumber {
        if String(cString: n.objCType) == "c" { return nil }
        return n.doubleValue
    }
    return nil
}
