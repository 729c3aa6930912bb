import PlumbTestSupport
import Testing

@testable import PlumbSolver

/// Seeded random operation sequences: after every operation the invariants hold, and the
/// incremental result matches a solver built from scratch from the surviving constraints
/// (same feasibility, same error per priority level).
///
/// The independent LP oracle is
/// scripts/oracle.py; this suite guards the incremental paths (remove, constants, edits).
@Suite("Randomized consistency")
struct RandomizedConsistencyTests {
    @Test(arguments: 0..<300)
    func incrementalMatchesFromScratch(seed: Int) throws {
        try run(seed: seed, dummyLimit: Solver.trackedDummies)
    }

    /// The same with rows that keep at most one dummy: nearly every removal and constant
    /// change of a required equality takes the rebuild path, and nearly every conflict is
    /// read from a fully tracked replica.
    @Test(arguments: 0..<300)
    func shortRowsMatchFromScratch(seed: Int) throws {
        try run(seed: seed, dummyLimit: 1)
    }

    func run(seed: Int, dummyLimit: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        var s = Solver()
        s.dummyLimit = dummyLimit
        let vars = (0..<Int.random(in: 3...7, using: &rng)).map { s.makeVariable(named: "x\($0)") }
        let priorities: [Priority] = [
            .required, .required, .high, priority(751), .low, priority(251),
        ]
        var live: [(ConstraintID, Constraint)] = []
        var log: [String] = []
        func describe(_ c: Constraint) -> String {
            let terms = c.expression.terms.map { "\($0.coefficient)*x\($0.variable.index)" }.joined(
                separator: " + ")
            return "\(terms) + \(c.expression.constant) \(c.relation.rawValue) 0 @\(c.priority)"
        }
        for step in 0..<Int.random(in: 6...24, using: &rng) {
            let op = Int.random(in: 0..<10, using: &rng)
            if op < 7 || live.isEmpty {
                var e = LinearExpression(
                    constant: Double(Int.random(in: -10...10, using: &rng) * 10))
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let v = vars[Int.random(in: 0..<vars.count, using: &rng)]
                    e.terms.append(
                        Term(v, [1, -1, 1, -1, 2, 0.5][Int.random(in: 0..<6, using: &rng)]))
                }
                let relation = Relation.allCases[Int.random(in: 0..<3, using: &rng)]
                let c = Constraint(
                    e, relation,
                    priority: priorities[Int.random(in: 0..<priorities.count, using: &rng)])
                let before = s.dump()
                log.append("add \(describe(c))")
                switch Result(catching: { () throws(SolverError) in try s.add(c) }) {
                case .success(let id):
                    live.append((id, c))
                    log[log.count - 1] += "  -> \(id)"
                case .failure(let error):
                    #expect(
                        s.dump() == before,
                        "seed \(seed) step \(step): failed add changed the solver")
                    // The conflict is exact even when it was read from a tracked replica.
                    if case .unsatisfiable(let conflict) = error {
                        #expect(
                            s.isIrreducible(conflict, culprit: c),
                            "seed \(seed) step \(step): \(conflict.members) is not irreducible")
                    }
                }
            } else if op < 9 {
                let i = Int.random(in: 0..<live.count, using: &rng)
                log.append("remove \(live[i].0)")
                try s.remove(live[i].0)
                live.remove(at: i)
            } else {
                let i = Int.random(in: 0..<live.count, using: &rng)
                let constant = Double(Int.random(in: -10...10, using: &rng) * 10)
                let before = s.dump()
                let id = live[i].0
                log.append("setConstant \(constant) of \(id)")
                switch Result(catching: { () throws(SolverError) in
                    try s.setConstant(constant, of: id)
                }) {
                case .success: live[i].1.expression.constant = constant
                case .failure:
                    #expect(
                        s.dump() == before,
                        "seed \(seed) step \(step): failed constant changed the solver")
                }
            }
            let problems = s.checkInvariants()
            #expect(problems == [], "seed \(seed) step \(step)")
            if !problems.isEmpty {
                print("seed \(seed):\n" + log.joined(separator: "\n") + "\n" + s.dump())
                return
            }
        }
        var fresh = Solver()
        for v in vars { _ = fresh.makeVariable(named: s.name(of: v)) }
        for (_, c) in live {
            #expect(throws: Never.self, "seed \(seed): a surviving constraint failed from scratch")
            {
                try fresh.add(c)
            }
        }
        let a = s.errorByLevel
        let b = fresh.errorByLevel
        #expect(a.count == b.count, "seed \(seed)")
        for (x, y) in zip(a, b) {
            #expect(
                x.priority == y.priority && close(x.error, y.error, 1e-6),
                "seed \(seed): \(a) vs \(b)")
        }
    }
}
