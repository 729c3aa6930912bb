// The chains that are not linear on the explicit tableau (docs/solver.md, "Short rows"),
// built on both engines: `Solver` and the revised core of the factored-basis plan
// (docs/factored-basis.md, stage 2). Only adds: the revised core has no removal or edits yet.

import PlumbSolver
import PlumbText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rows 30 points high stacked at least 8 apart, the first 8 below the top; with `optional`,
/// each gap is also asked to be exactly 8 at 750 (the session benchmark's `gaps` and
/// `optional-gaps`, as solver constraints).
func chainConstraints(count: Int, optional: Bool) -> [Constraint] {
    var constraints: [Constraint] = []
    for k in 0..<count {
        let top = Variable(index: Int32(2 * k))
        let height = Variable(index: Int32(2 * k + 1))
        constraints.append(Constraint(height - 30, .equal))
        guard k > 0 else {
            constraints.append(Constraint(top - 8, .equal))
            continue
        }
        let gap = top - Variable(index: Int32(2 * k - 2)) - Variable(index: Int32(2 * k - 1)) - 8
        constraints.append(Constraint(gap, .greaterThanOrEqual))
        if optional { constraints.append(Constraint(gap, .equal, priority: .high)) }
    }
    return constraints
}

/// One engine's run on one chain: the add phase's seconds and the cells it kept, the seconds
/// of the ambiguity verdict on every variable (what `check` asks), and the two checks: the
/// last row's top (8 + 38·(count − 1)) and the number of ambiguous variables (every top but
/// the first on the `>=` chain, none on the optional one).
struct ChainRun {
    var seconds: Double
    var cells: Int
    var checkSeconds: Double
    var lastTop: Double
    var ambiguous: Int
}

func runChain(
    count: Int, optional: Bool, revised: Bool, _ watch: Stopwatch
) throws -> ChainRun {
    let constraints = chainConstraints(count: count, optional: optional)
    let last = Variable(index: Int32(2 * count - 2))
    let variables = (0..<(2 * count)).map { Variable(index: Int32($0)) }
    if revised {
        var core = RevisedCore()
        let start = watch.now()
        for constraint in constraints { try core.add(constraint) }
        let seconds = watch.now() - start
        let checkStart = watch.now()
        let ambiguous = core.ambiguity(of: variables).filter { $0 }.count
        return ChainRun(
            seconds: seconds, cells: core.factorCells, checkSeconds: watch.now() - checkStart,
            lastTop: core.value(of: last), ambiguous: ambiguous)
    }
    var solver = Solver()
    for k in 0..<(2 * count) { _ = solver.makeVariable(named: "v\(k)") }
    let start = watch.now()
    for constraint in constraints { _ = try solver.add(constraint) }
    let seconds = watch.now() - start
    let checkStart = watch.now()
    var judge = AmbiguityJudge(solver)
    let ambiguous = variables.filter { judge.determinacy(of: LinearExpression($0)) == .ambiguous }
    return ChainRun(
        seconds: seconds, cells: solver.rowLengths.reduce(0, +),
        checkSeconds: watch.now() - checkStart, lastTop: solver.value(of: last),
        ambiguous: ambiguous.count)
}

/// The chains on both engines at each size: median seconds, cells kept, and the growth
/// exponent from the size before, as a Markdown table.
func printChains(_ options: Options, _ watch: Stopwatch) -> Int32 {
    print(
        "| chain | views | engine | add phase | cells kept | ambiguity of every variable "
            + "| time exponent | cells exponent |")
    print("|---|---:|---|---:|---:|---:|---:|---:|")
    var failed = false
    for optional in [false, true] {
        for revised in [false, true] {
            var previous: (n: Int, seconds: Double, cells: Int)?
            for n in options.sizes.sorted() {
                if !revised && n > options.chainSolverMaxN { continue }
                var runs: [ChainRun] = []
                do {
                    for _ in 0..<options.reps {
                        runs.append(
                            try runChain(count: n, optional: optional, revised: revised, watch))
                    }
                } catch {
                    printError(
                        "plumb-bench: \(revised ? "revised core" : "solver") failed: \(error)")
                    failed = true
                    continue
                }
                let seconds = median(runs.map(\.seconds))
                let cells = runs[0].cells
                if runs.contains(where: { $0.lastTop != 8 + 38 * Double(n - 1) }) {
                    printError(
                        "plumb-bench: check failed: the last row of \(n) is not at its place")
                    failed = true
                }
                if runs.contains(where: { $0.ambiguous != (optional ? 0 : n - 1) }) {
                    printError("plumb-bench: check failed: wrong ambiguity verdicts at \(n)")
                    failed = true
                }
                let checkSeconds = median(runs.map(\.checkSeconds))
                func exponent(_ a: Double, _ b: Double, _ n0: Int) -> String {
                    guard a > 0, b > 0, n > n0 else { return "" }
                    return formatNumber(
                        (log(b / a) / log(Double(n) / Double(n0)) * 100).rounded() / 100)
                }
                let growth =
                    previous.map {
                        (
                            exponent($0.seconds, seconds, $0.n),
                            exponent(Double($0.cells), Double(cells), $0.n)
                        )
                    } ?? ("", "")
                print(
                    "| \(optional ? "optional gaps" : "`>=` gaps") | \(n) | "
                        + "\(revised ? "revised core" : "Solver") | "
                        + "\(formatNumber((seconds * 10_000).rounded() / 10)) ms | \(cells) | "
                        + "\(formatNumber((checkSeconds * 10_000).rounded() / 10)) ms | "
                        + "\(growth.0) | \(growth.1) |")
                previous = (n, seconds, cells)
            }
        }
    }
    return failed ? 1 : 0
}
