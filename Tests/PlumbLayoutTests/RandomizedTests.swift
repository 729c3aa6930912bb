import PlumbTestSupport
import Testing

@testable import PlumbLayout

/// Random sequences of changes, seeded: after every step the layout's bookkeeping must agree
/// with the solver (ids, hosts, broken constraints), the solver's invariants must hold, and a
/// broken constraint must be one whose conflict still stands.
@Suite struct RandomizedTests {
    typealias Generator = SplitMix64

    static let xAttributes: [LayoutAttribute] = [
        .left, .right, .centerX, .leading, .trailing, .leftMargin,
    ]
    static let yAttributes: [LayoutAttribute] = [
        .top, .bottom, .centerY, .firstBaseline, .topMargin,
    ]

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func randomChangesKeepTheBooksStraight(seed: UInt64) throws {
        var g = Generator(state: seed)
        let layout = Layout()
        var windows = [try layout.addWindow(named: "w0", size: Size(width: 375, height: 667))]
        var serial = 0
        var stats = (conflicts: 0, restored: 0, refused: 0, removed: 0)
        for step in 0..<120 {
            let views = layout.views
            let live = layout.userConstraints
            let before = layout.solver.dump()
            do {
                switch g.below(11) {
                case 0, 1:
                    guard let parent = g.pick(views) else { break }
                    serial += 1
                    let frame =
                        g.below(4) == 0
                        ? Rect(x: Double(g.below(50)), y: 5, width: 40, height: 20) : nil
                    let intrinsic =
                        g.below(2) == 0
                        ? IntrinsicSize(width: Double(g.below(100)), height: 20) : .none
                    _ = try layout.addView(
                        named: "v\(serial)", in: parent, intrinsicSize: intrinsic, frame: frame)
                case 2, 3, 4:
                    guard let a = g.pick(views), let b = g.pick(views) else { break }
                    let horizontal = g.below(2) == 0
                    let pool = horizontal ? Self.xAttributes : Self.yAttributes
                    let first = g.pick(pool) ?? .left
                    var second = g.pick(pool) ?? .left
                    if first.family != .neutral, second.family != .neutral,
                        first.family != second.family
                    {
                        second = horizontal ? .centerX : .centerY
                    }
                    let relation = g.pick(Relation.allCases) ?? .equal
                    let priority: Double = g.below(3) == 0 ? 500 : 1000
                    var drafts = [
                        ConstraintDraft(
                            ItemAttribute(a, first), relation, ItemAttribute(b, second),
                            multiplier: g.below(5) == 0 ? 0.5 : 1,
                            constant: Double(g.below(80)) - 20,
                            priority: priority)
                    ]
                    if g.below(3) == 0 {
                        drafts.append(
                            ConstraintDraft(
                                ItemAttribute(a, .width), .equal, constant: Double(g.below(400))))
                    }
                    let r = try layout.activate(drafts, origin: .shell(entry: step))
                    stats.conflicts += r.conflicts.count
                    stats.restored += r.restored.count
                case 5:
                    if let c = g.pick(live) {
                        let r = try layout.setConstant(Double(g.below(200)) - 50, of: c)
                        stats.conflicts += r.conflicts.count
                        stats.restored += r.restored.count
                    }
                case 6:
                    if let c = g.pick(live) {
                        if c.isActive { try layout.deactivate(c) } else { try layout.activate(c) }
                    }
                case 7:
                    if let v = g.pick(views.filter { !$0.isWindow }) {
                        stats.removed += try layout.remove(v).removed.count
                    }
                case 8:
                    if let v = g.pick(views.filter { !$0.isWindow }), let to = g.pick(views),
                        !to.isDescendant(of: v)
                    {
                        try layout.move(v, to: to)
                    }
                case 9:
                    if let w = g.pick(windows) {
                        try layout.resize(
                            w, to: Size(width: Double(100 + g.below(400)), height: 600))
                    }
                default:
                    if g.below(4) == 0 {
                        windows.append(
                            try layout.addWindow(
                                named: "w\(windows.count)", size: Size(width: 200, height: 200)))
                    } else if let v = g.pick(views) {
                        try layout.setLayoutDirection(g.below(2) == 0 ? .rightToLeft : nil, of: v)
                    }
                }
            } catch {
                // Refusals (no common ancestor, a removed item) are fine; they must change nothing.
                stats.refused += 1
                #expect(layout.solver.dump() == before, "seed \(seed) step \(step): \(error)")
                #expect(layout.userConstraints.count == live.count, "seed \(seed) step \(step)")
            }
            expectConsistent(layout)
            for c in layout.brokenConstraints {
                #expect(c.isActive && c.isBroken, "seed \(seed) step \(step): \(c)")
                #expect(layout.conflict(thatBroke: c)?.broken === c, "seed \(seed) step \(step)")
                // Nothing stays broken that could hold: required, it is refused.
                guard let id = c.solverID, let host = c.host else { continue }
                var probe = layout.solver
                try probe.remove(id)
                let required = layout.makeSolverConstraint(c, host: host, priority: c.priority)
                #expect(throws: SolverError.self, "seed \(seed) step \(step): \(c) could hold") {
                    try probe.add(required)
                }
            }
            #expect(layout.solver.checkInvariants().isEmpty, "seed \(seed) step \(step)")
            if !layout.solver.checkInvariants().isEmpty { return }
        }
        // The walk must reach the interesting paths: conflicts and removals.
        #expect(stats.conflicts > 0 && stats.removed > 0, "seed \(seed): \(stats)")
    }
}
