import PlumbTestSupport
import Testing

@testable import PlumbDebug
@testable import PlumbLayout

/// Seeded random layouts with conflicts.
///
/// Every conflict reported is irreducible (checked with the solver's own `canSatisfy`, not the
/// explainer's scratch systems), its arithmetic cancels and contradicts, and every fix's verdict
/// agrees with a satisfiability check of the whole layout without the member it changes. A failure
/// names its seed.
@Suite struct ConflictRandomTests {
    typealias Generator = SplitMix64

    /// A small random layout: a window, a few views (some nested, one perhaps autoresizing),
    /// and a dozen required and optional constraints of Auto Layout's usual shapes.
    static func layout(seed: UInt64) throws -> Layout {
        var g = Generator(state: seed)
        let (layout, root) = try window(Double(Int.random(in: 200...400, using: &g)), 600)
        var views = [root]
        for k in 0..<Int.random(in: 2...5, using: &g) {
            let parent = views[Int.random(in: 0..<views.count, using: &g)]
            let frame: Rect? =
                Int.random(in: 0..<6, using: &g) == 0
                ? Rect(x: 10, y: 10, width: Double(Int.random(in: 20...120, using: &g)), height: 40)
                : nil
            views.append(try layout.addView(named: "v\(k)", in: parent, frame: frame))
        }
        let constants: [Double] = [0, 0, 8, 10, 16, 20, -10, 50, 100]
        let horizontal: [LayoutAttribute] = [
            .left, .right, .leading, .trailing, .centerX, .leftMargin,
        ]
        let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .topMargin]
        let relations: [Relation] = [.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]
        for _ in 0..<Int.random(in: 6...14, using: &g) {
            let a = views[Int.random(in: 1..<views.count, using: &g)]
            let relation = relations[Int.random(in: 0..<relations.count, using: &g)]
            let c = constants[Int.random(in: 0..<constants.count, using: &g)]
            let priority: Double = Int.random(in: 0..<5, using: &g) == 0 ? 750 : 1000
            var draft: ConstraintDraft
            switch Int.random(in: 0..<4, using: &g) {
            case 0:
                let dimension: LayoutAttribute = Bool.random(using: &g) ? .width : .height
                draft = ConstraintDraft(
                    ItemAttribute(a, dimension), relation,
                    constant: Double(Int.random(in: 0...9, using: &g)) * 40)
            case 1:
                let b = views[Int.random(in: 0..<views.count, using: &g)]
                let dimension: LayoutAttribute = Bool.random(using: &g) ? .width : .height
                let multiplier: Double = [1, 1, 0.5, 2][Int.random(in: 0..<4, using: &g)]
                draft = ConstraintDraft(
                    ItemAttribute(a, dimension), relation, ItemAttribute(b, dimension),
                    multiplier: multiplier, constant: c)
            default:
                let b = a.superview ?? root
                let other =
                    Bool.random(using: &g) ? b : views[Int.random(in: 0..<views.count, using: &g)]
                let axis = Bool.random(using: &g) ? horizontal : vertical
                draft = ConstraintDraft(
                    ItemAttribute(a, axis[Int.random(in: 0..<axis.count, using: &g)]), relation,
                    ItemAttribute(other, axis[Int.random(in: 0..<axis.count, using: &g)]),
                    constant: c)
            }
            draft.priority = priority
            // Drafts the layout refuses (no common ancestor, a view related to itself badly)
            // are skipped: the generator only wants what a user could write.
            _ = try? layout.activate([draft], origin: .shell(entry: 1))
        }
        return layout
    }

    @Test func conflictsAreIrreducibleAndTheirFixesAreRight() throws {
        var conflicting = 0
        var conflicts = 0
        var seed: UInt64 = 1
        while conflicting < 240, seed < 20_000 {
            defer { seed += 1 }
            let layout = try Self.layout(seed: seed)
            guard !layout.brokenConstraints.isEmpty else { continue }
            conflicting += 1
            let before = layout.solver.dump()
            let explanations = ConflictExplanation.current(in: layout)
            #expect(explanations.count == layout.brokenConstraints.count, "seed \(seed)")
            for e in explanations {
                conflicts += 1
                let context = "seed \(seed), broken \(e.broken)"
                check(e, in: layout, context)
                // The fixes of all conflicts are made once for all who try them; each verdict
                // is the one the conflict's own fixes give.
                let alone = ConflictExplanation.involving(e.broken, in: layout).first {
                    $0.broken === e.broken
                }
                #expect(
                    e.fixes.map(Self.verdict) == alone?.fixes.map(Self.verdict),
                    "\(context): fixes shared with other conflicts differ")
            }
            // Fixes verified between the pins (a window's size) say what they say verified on
            // the whole connected part.
            var whole = ConflictScenario(layout)
            whole.regionsStopAtPins = false
            let asked = explanations.map { ($0.arithmetic, broken: $0.broken) }
            #expect(
                ConflictScenario(layout).fixes(for: asked).map { $0.map(Self.verdict) }
                    == whole.fixes(for: asked).map { $0.map(Self.verdict) },
                "seed \(seed): a fix verified between the pins differs")
            let unchanged = layout.solver.dump() == before
            #expect(unchanged, "seed \(seed): a question changed the layout")
        }
        print(
            "conflict random test: \(conflicting) conflicting layouts, \(conflicts) conflicts, seeds 1..<\(seed)"
        )
        #expect(conflicting >= 200)
    }

    /// What a fix says, as text to compare.
    static func verdict(_ fix: ConflictFix) -> String {
        let frames = fix.frameChanges.map { "\($0.item.name) \($0.before) → \($0.after)" }
        return [
            fix.command, "resolves \(fix.resolves)",
            "remaining \(fix.remainingConflict.map(\.description))",
            "broken \(fix.stillBroken.map(\.description))", "frames \(frames)",
            "ambiguous \(fix.ambiguous.map(\.item.name))",
        ].joined(separator: "; ")
    }

    func check(_ e: ConflictExplanation, in layout: Layout, _ context: String) {
        #expect(e.isIrreducible, "\(context)")
        #expect(e.contains(e.broken), "\(context): the broken constraint is not a member")
        let members = memberSystem(e, in: layout)
        // Plain Bools keep a failure's message short (the solver's dump is long).
        let infeasible = !layout.solver.canSatisfy(members)
        #expect(infeasible, "\(context): the members can hold")
        for k in members.indices {
            var rest = members
            rest.remove(at: k)
            let feasible = layout.solver.canSatisfy(rest)
            #expect(feasible, "\(context): not minimal without \(e.constraints[k])")
        }
        expectArithmeticHolds(e, in: layout, context)
        // The algebraic test used for long conflicts agrees with the deletion filter.
        let multipliers = e.arithmetic.rows.map(\.multiplier)
        let ordered = e.arithmetic.rows.compactMap { row in
            layout.solverConstraint(for: row.constraint).map {
                Constraint($0.expression, $0.relation)
            }
        }
        let certified = ScratchSystem.isCertificate(multipliers, of: ordered)
        let rank = ScratchSystem.hasRankOneLess(ordered.map(\.expression))
        #expect(certified && rank, "\(context): the rank test disagrees")
        if let first = ordered.first {
            // With a member twice the set is no longer irreducible, and the rank says so.
            let doubled = ScratchSystem.hasRankOneLess(
                ordered.map(\.expression) + [first.expression])
            #expect(!doubled, "\(context): the rank test misses a duplicate")
        }
        for fix in e.fixes {
            let changed: LayoutConstraint
            switch fix.action {
            case .remove(let c), .lowerPriority(let c, _): changed = c
            default: continue
            }
            let satisfiable = layout.solver.canSatisfy(requiredSystem(layout, without: [changed]))
            #expect(fix.makesSatisfiable == satisfiable, "\(context): \(fix.command)")
            if !fix.resolves {
                #expect(
                    !fix.remainingConflict.isEmpty, "\(context): \(fix.command) names no conflict")
            }
        }
    }

    /// A conflict longer than the deletion filter's limit: a chain of 20 views (42 members),
    /// verified by the rank test, and checked here the slow way.
    @Test func longConflictsAreIrreducible() throws {
        let layout = try ConflictBenchmark.chain(constraints: 60, chain: 20)
        let e = try #require(ConflictExplanation.current(in: layout).first)
        #expect(e.members.count == 42 && e.members.count > ConflictScenario.scratchLimit)
        check(e, in: layout, "chain of 20")
        #expect(e.arithmetic.summary.hasSuffix(" = 552 > 375"))
        #expect(e.fixes.count <= 2 * ConflictScenario.candidateLimit + 1)
    }
}
