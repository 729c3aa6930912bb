import PlumbTestSupport
import Testing

@testable import PlumbSolver

/// The undo journal: rolling back to a mark gives the solver it was, bit for bit.
@Suite("Journal")
struct JournalTests {
    /// Everything the solver will ever read, with numbers by bit pattern: two solvers with
    /// the same fingerprint answer every later operation the same way.
    static func fingerprint(_ s: Solver) -> String {
        var out: [String] = []
        func bits(_ x: Double) -> String { String(x.bitPattern, radix: 16) }
        out.append("kinds \(s.symbolKind.map { "\($0)" }) owners \(Array(s.symbolOwner))")
        out.append("basic \(Array(s.basicRow)) rowBasic \(Array(s.rowBasic))")
        for (slot, row) in s.rows.enumerated() {
            let cells = zip(row.symbols, row.coefficients).map { "\($0):\(bits($1))" }
            out.append("row \(slot) = \(bits(row.constant)) \(cells) \(row.untracked)")
        }
        for symbol in s.symbolKind.indices {
            let id = Int32(symbol)
            out.append(
                "column \(symbol) "
                    + (s.columns.isFull(id) ? "full" : "\(s.columns.entries(id))"))
        }
        // A level's dense row may be longer after a roll back: cells past the end read 0.
        for level in s.levels {
            let cells = level.coefficients.enumerated().filter { $0.element != 0 }
                .map { "\($0.offset):\(bits($0.element))" }
            out.append("level \(bits(level.priority)) \(level.members) \(cells)")
        }
        out.append("order \(Array(s.levelOrder))")
        for record in s.records {
            guard let r = record else {
                out.append("record -")
                continue
            }
            out.append(
                "record \(r.constraint) \(r.marker) \(r.other) \(r.level) \(r.edit) \(r.spilled)")
        }
        out.append("variables \(Array(s.variableSymbol)) \(Array(s.variableNames))")
        out.append("edits \(Array(s.editConstraint)) \(s.editValue.map(bits))")
        out.append(
            "counts \(s.liveRowCount) \(bits(s.valueScale)) \(s.activeCount) \(s.pivotCount)")
        return out.joined(separator: "\n")
    }

    /// One random operation: an add (some conflict), a remove, a constant change, an edit.
    static func step(
        _ s: inout Solver, _ rng: inout SplitMix64, vars: [Variable], live: inout [ConstraintID]
    ) {
        let priorities: [Priority] = [.required, .required, .high, .low, priority(251)]
        switch Int.random(in: 0..<12, using: &rng) {
        case 0..<7:
            var e = LinearExpression(constant: Double(Int.random(in: -10...10, using: &rng) * 10))
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let v = vars[Int.random(in: 0..<vars.count, using: &rng)]
                e.terms.append(Term(v, [1, -1, 2, 0.5][Int.random(in: 0..<4, using: &rng)]))
            }
            let c = Constraint(
                e, Relation.allCases[Int.random(in: 0..<3, using: &rng)],
                priority: priorities[Int.random(in: 0..<priorities.count, using: &rng)])
            if let id = try? s.add(c) { live.append(id) }
        case 7, 8:
            guard !live.isEmpty else { return }
            let id = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
            try? s.remove(id)
        case 9, 10:
            guard !live.isEmpty else { return }
            let id = live[Int.random(in: 0..<live.count, using: &rng)]
            try? s.setConstant(Double(Int.random(in: -10...10, using: &rng) * 10), of: id)
        default:
            let v = vars[Int.random(in: 0..<vars.count, using: &rng)]
            if !s.hasEditVariable(v) { _ = try? s.addEditVariable(v, priority: .high) }
            try? s.suggestValue(Double(Int.random(in: 0...50, using: &rng)), for: v)
        }
    }

    @Test(arguments: 0..<200)
    func rollingBackEachStepGivesTheSolverItWas(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 6151 &+ 3)
        var s = Solver()
        // Short rows on odd seeds: the rebuild and replica paths are journaled too.
        if seed % 2 == 1 { s.dummyLimit = 1 }
        s.startJournal()
        var vars: [Variable] = []
        var live: [ConstraintID] = []
        var states: [(Solver.JournalMark, String)] = []
        for i in 0..<40 {
            let mark = s.journalMark()
            let before = Self.fingerprint(s)
            if i % 8 == 0 || vars.isEmpty {
                vars.append(s.makeVariable(named: "x\(vars.count)"))
            } else {
                Self.step(&s, &rng, vars: vars, live: &live)
            }
            states.append((mark, before))
        }
        // Back one operation at a time.
        for (mark, before) in states.reversed() {
            let rolled = s.rollBack(to: mark)
            #expect(rolled)
            let now = Self.fingerprint(s)
            let diff = zip(now.split(separator: "\n"), before.split(separator: "\n")).first {
                $0 != $1
            }
            #expect(
                now == before, "seed \(seed): \(diff.map { "\($0.0)  VS  \($0.1)" } ?? "lengths")")
            #expect(s.checkInvariants() == [], "seed \(seed)")
        }
    }

    @Test(arguments: 0..<50)
    func operationsAfterARollBackMatchASolverThatNeverWentAhead(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 92821 &+ 11)
        var s = Solver()
        s.startJournal()
        let vars = (0..<5).map { s.makeVariable(named: "x\($0)") }
        var live: [ConstraintID] = []
        for _ in 0..<15 { Self.step(&s, &rng, vars: vars, live: &live) }
        // It journals too: with the journal, a failed operation is taken back to the bit
        // (`limitingValues`), which the pivots of its own failure path only approximate.
        var untouched = s
        var untouchedLive = live
        let mark = s.journalMark()
        var ahead = rng
        for _ in 0..<15 { Self.step(&s, &ahead, vars: vars, live: &live) }
        let rolled = s.rollBack(to: mark)
        #expect(rolled)
        live = untouchedLive
        // The same operations on both give the same solver.
        var r1 = rng
        var r2 = rng
        for _ in 0..<15 {
            Self.step(&s, &r1, vars: vars, live: &live)
            Self.step(&untouched, &r2, vars: vars, live: &untouchedLive)
        }
        #expect(Self.fingerprint(s) == Self.fingerprint(untouched), "seed \(seed)")
    }

    @Test func forgottenAndStoppedJournalsRefuseToRollBack() throws {
        var s = Solver()
        let x = s.makeVariable(named: "x")
        let empty = s.journalMark()
        s.startJournal()
        let start = s.journalMark()
        try s.add(Constraint(LinearExpression([Term(x, 1)], constant: -10), .equal))
        let added = s.journalMark()
        try s.add(
            Constraint(
                LinearExpression([Term(x, 1)], constant: -20), .equal, priority: .low))
        s.forgetJournal(before: added)
        let reachesStart = s.canRollBack(to: start)
        let reachesEmpty = s.rollBack(to: empty)
        #expect(!reachesStart && !reachesEmpty)
        #expect(s.value(of: x) == 10)
        let reachesAdded = s.rollBack(to: added)
        #expect(reachesAdded)
        #expect(s.constraintIDs.count == 1)
        s.stopJournal()
        let afterStop = s.rollBack(to: added)
        #expect(!afterStop)
    }
}
