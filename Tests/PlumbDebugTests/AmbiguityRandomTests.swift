import PlumbLayout
import PlumbTestSupport
import Testing

@testable import PlumbDebug

/// The debugger's fast verdict against the solver's own `determinacy` on random layouts.
///
/// `AmbiguityTest` (local test, propagation through degenerate rows, probe for the rest)
/// against `Solver.determinacy` (local test, then the exact probe), seeded. The LP oracle (scripts/ambiguity_oracle.py) checks
/// both against scipy; this keeps them in step inside `swift test`.
@Suite("Ambiguity on random layouts")
struct AmbiguityRandomTests {
    typealias Generator = SplitMix64

    /// A window, up to five nested views (some with intrinsic sizes and random hugging and
    /// resistance), and random typed constraints at random priorities; constraints the layout
    /// refuses are skipped.
    static func layout(seed: UInt64) throws -> Layout {
        var random = Generator(state: seed)
        let (layout, root) = try window()
        var views = [root]
        for i in 0..<Int.random(in: 1...5, using: &random) {
            let parent = views.randomElement(using: &random) ?? root
            let intrinsic =
                Bool.random(using: &random)
                ? IntrinsicSize(
                    width: [nil, 40, 120].randomElement(using: &random) ?? nil,
                    height: [nil, 21].randomElement(using: &random) ?? nil)
                : IntrinsicSize.none
            let view = try layout.addView(named: "v\(i)", in: parent, intrinsicSize: intrinsic)
            for axis in Axis.allCases {
                let hug: Double = [250, 251, 750].randomElement(using: &random) ?? 250
                let resist: Double = [250, 750, 1000].randomElement(using: &random) ?? 750
                try layout.setContentHugging(Priority(hug), for: axis, of: view)
                try layout.setCompressionResistance(Priority(resist), for: axis, of: view)
            }
            views.append(view)
        }
        let attributes: [[LayoutAttribute]] = [
            [.left, .right, .centerX, .leading], [.top, .bottom, .centerY], [.width, .height],
        ]
        for _ in 0..<Int.random(in: views.count...(4 * views.count), using: &random) {
            guard let first = views.dropFirst().randomElement(using: &random),
                let second = views.randomElement(using: &random),
                let kind = attributes.randomElement(using: &random),
                let a = kind.randomElement(using: &random),
                let b = kind.randomElement(using: &random)
            else { continue }
            let dimension = kind.first == .width
            let toConstant = dimension && Bool.random(using: &random)
            let draft = ConstraintDraft(
                ItemAttribute(first, a),
                [Relation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(
                    using: &random) ?? .equal,
                toConstant ? nil : ItemAttribute(second, b),
                multiplier: dimension && !toConstant
                    ? ([1, 1, 0.5, 2].randomElement(using: &random) ?? 1) : 1,
                constant: [0, 0, 8, -8, 20, 100].randomElement(using: &random) ?? 0,
                priority: [1000, 1000, 1000, 750, 500, 251, 250].randomElement(using: &random)
                    ?? 1000)
            _ = try? layout.activate([draft], origin: .shell(entry: 1))
        }
        return layout
    }

    @Test(arguments: 0..<8)
    func fastVerdictAgreesWithTheSolver(batch: Int) throws {
        var ambiguous = 0
        var fixed = 0
        for seed in UInt64(batch * 40)..<UInt64(batch * 40 + 40) {
            let layout = try Self.layout(seed: seed)
            let fast = ambiguousViews(in: layout)
            let solver = constraintSolver(of: layout)
            for view in layout.views where !view.isWindow {
                let exact = FrameComponent.allCases.filter {
                    solver.determinacy(of: relativeExpression(of: $0, of: view)) == .ambiguous
                }
                let found = fast.first { $0.item === view }?.components ?? []
                #expect(found == exact, "seed \(seed), \(view.name): \(found) != \(exact)")
                ambiguous += exact.count
                fixed += 4 - exact.count
            }
        }
        // Both verdicts occur: the comparison is not vacuous.
        #expect(ambiguous > 10 && fixed > 10, "\(ambiguous) ambiguous, \(fixed) fixed")
    }
}
