// The chains that are not linear on the explicit tableau (docs/solver.md, "Short rows";
// docs/development.md, "Known limits"), built on both engines: `Solver` and the revised
// core of the factored-basis plan (docs/factored-basis.md §6).

import PlumbSolver
import PlumbText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A chain's shape: `>=` gaps, optional gaps, or views side by side whose widths only have
/// to be at least 0 ("free widths").
enum ChainShape: CaseIterable {
    case gaps, optionalGaps, freeWidths

    var name: String {
        switch self {
        case .gaps: return "`>=` gaps"
        case .optionalGaps: return "optional gaps"
        case .freeWidths: return "free widths"
        }
    }

    /// Where the last view's first variable (its top, or its left) must be.
    func last(_ count: Int) -> Double {
        self == .freeWidths ? 8 + Double(count - 1) : 8 + 38 * Double(count - 1)
    }

    /// How many of the 2·count variables are ambiguous: every top but the first on the `>=`
    /// chain, none on the optional one, every left but the first and every width when the
    /// widths are free.
    func ambiguous(_ count: Int) -> Int {
        switch self {
        case .gaps: return count - 1
        case .optionalGaps: return 0
        case .freeWidths: return 2 * count - 1
        }
    }

    func constraints(_ count: Int) -> [Constraint] {
        switch self {
        case .gaps: return chainConstraints(count: count, optional: false)
        case .optionalGaps: return chainConstraints(count: count, optional: true)
        case .freeWidths:
            // width(k) >= 0, as Plumb adds for every view; left0 == 8; left(k) == left(k − 1) +
            // width(k − 1) + 1, nothing else fixing a width (a fuzzing run's shape: 13.6 s
            // and 1.9 GB for 16,000 views in `plumb`).
            var constraints: [Constraint] = []
            for k in 0..<count {
                let left = Variable(index: Int32(2 * k))
                constraints.append(
                    Constraint(
                        LinearExpression(Variable(index: Int32(2 * k + 1))), .greaterThanOrEqual))
                guard k > 0 else {
                    constraints.append(Constraint(left - 8, .equal))
                    continue
                }
                let link =
                    left - Variable(index: Int32(2 * k - 2)) - Variable(index: Int32(2 * k - 1)) - 1
                constraints.append(Constraint(link, .equal))
            }
            return constraints
        }
    }
}

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
/// of the ambiguity verdict on every variable (what `check` asks), and what the checks read:
/// the last view's first variable and the number of ambiguous variables.
struct ChainRun {
    var seconds: Double
    var cells: Int
    var checkSeconds: Double
    var lastTop: Double
    var ambiguous: Int
}

func runChain(
    count: Int, shape: ChainShape, revised: Bool, _ watch: Stopwatch
) throws -> ChainRun {
    let constraints = shape.constraints(count)
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
    // What `check` asks: every verdict in one question (past a handful of constraints, the
    // factored core's pass on the constraints added afresh).
    let verdicts = solver.ambiguity(of: variables.map { LinearExpression($0) })
    let ambiguous = verdicts.filter { $0 == .ambiguous }
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
    for shape in ChainShape.allCases {
        for revised in [false, true] {
            var previous: (n: Int, seconds: Double, cells: Int)?
            for n in options.sizes.sorted() {
                if !revised && n > options.chainSolverMaxN { continue }
                var runs: [ChainRun] = []
                do {
                    for _ in 0..<options.reps {
                        runs.append(
                            try runChain(count: n, shape: shape, revised: revised, watch))
                    }
                } catch {
                    printError(
                        "plumb-bench: \(revised ? "revised core" : "solver") failed: \(error)")
                    failed = true
                    continue
                }
                let seconds = median(runs.map(\.seconds))
                let cells = runs[0].cells
                if runs.contains(where: { $0.lastTop != shape.last(n) }) {
                    printError(
                        "plumb-bench: check failed: the last row of \(n) is not at its place")
                    failed = true
                }
                if runs.contains(where: { $0.ambiguous != shape.ambiguous(n) }) {
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
                    "| \(shape.name) | \(n) | "
                        + "\(revised ? "revised core" : "Solver") | "
                        + "\(formatNumber((seconds * 10_000).rounded() / 10)) ms | \(cells) | "
                        + "\(formatNumber((checkSeconds * 10_000).rounded() / 10)) ms | "
                        + "\(growth.0) | \(growth.1) |")
                previous = (n, seconds, cells)
            }
        }
    }
    return printW2(options, watch) && !failed ? 0 : 1
}

/// Times W2 on both engines and returns whether every check passed.
///
/// W2 is the anchor's chain: views of equal widths between the window's edges, the window's
/// width an edit variable, then 100 suggestions, each of which moves every width.
func printW2(_ options: Options, _ watch: Stopwatch) -> Bool {
    print("")
    print("| W2, views | engine | add phase | resolve (100 suggestions) | cells kept |")
    print("|---:|---|---:|---:|---:|")
    var ok = true
    for n in options.sizes.sorted() where n >= 2 && n <= options.w2MaxN {
        var solver: [(add: Double, resolve: Double, cells: Int)] = []
        var core: [(add: Double, resolve: Double, cells: Int)] = []
        for _ in 0..<options.reps {
            do {
                let sample = try runW2(n: n, watch)
                ok = ok && sample.failures.isEmpty
                let seconds = Dictionary(
                    uniqueKeysWithValues: sample.seconds.map { ($0.key, $0.value) })
                solver.append(
                    (
                        seconds["add_s"] ?? .nan, seconds["resolve_s"] ?? .nan,
                        sample.rowLengths.reduce(0, +)
                    ))
                let revised = try runW2Revised(n: n, watch)
                ok = ok && revised.ok
                core.append((revised.add, revised.resolve, revised.cells))
            } catch {
                printError("plumb-bench: W2 failed at \(n): \(error)")
                return false
            }
        }
        for (name, runs) in [("Solver", solver), ("revised core", core)] {
            let add = median(runs.map(\.add))
            let resolve = median(runs.map(\.resolve))
            print(
                "| \(n) | \(name) | \(formatNumber((add * 10_000).rounded() / 10)) ms | "
                    + "\(formatNumber((resolve * 10_000).rounded() / 10)) ms | \(runs[0].cells) |")
        }
    }
    if !ok { printError("plumb-bench: check failed: a W2 width is not where it should be") }
    return ok
}

/// W2 on the revised core, built as `runW2` builds it on `Solver`; an edit is an optional
/// equality whose suggestions are constant changes.
func runW2Revised(n: Int, _ watch: Stopwatch) throws -> (
    add: Double, resolve: Double, cells: Int, ok: Bool
) {
    let rootLeft = Variable(index: 0)
    let rootWidth = Variable(index: 1)
    let lefts = (0..<n).map { Variable(index: Int32(2 + $0)) }
    let widths = (0..<n).map { Variable(index: Int32(2 + n + $0)) }
    let chain = w2Chain(rootLeft, rootWidth, lefts, widths)
    func expectedWidth(_ total: Double) -> Double { (total - 8 * Double(n + 1)) / Double(n) }

    var core = RevisedCore()
    let addStart = watch.now()
    try core.add(Constraint(LinearExpression(rootLeft), .equal, LinearExpression(constant: 0)))
    let edit = try core.add(Constraint(LinearExpression(rootWidth), .equal, priority: .high))
    try core.setConstant(-w0(n), ofRow: edit)
    for constraint in chain { try core.add(constraint) }
    let add = watch.now() - addStart
    var ok = widths.allSatisfy { close(core.value(of: $0), expectedWidth(w0(n))) }
    let resolveStart = watch.now()
    for k in 1...resolveSteps { try core.setConstant(-editValue(n, k), ofRow: edit) }
    let resolve = watch.now() - resolveStart
    let final = w0(n) + 10 * Double(resolveSteps)
    ok =
        ok && close(core.value(of: widths[0]), expectedWidth(final))
        && close(core.value(of: lefts[n - 1]) + core.value(of: widths[n - 1]), final - 8)
    return (add, resolve, core.factorCells, ok)
}
