// W1 "independent", W3 "remove" and W2 "chain", mirrored from shared bench/kiwi_anchor.py
// (the normative definitions live in its docstring; the comments below only map them to
// Plumb's API).
//
// Mapping: kiwi's `required` is `.required`, `strong` is `.high` (750). `A == B` is
// `Constraint(A, .equal, B)`, stored as `A − B` with A's terms first and B's negated, as in the
// anchor. kiwi's `updateVariables()` is `publish(_:into:)`: read the value of every variable
// that `takeChangedVariables()` returns into a mirror array, which plays the part of kiwi's
// `Variable.value()`. Every check reads the mirror, so a change the solver forgets to report
// fails the check, and `checkMirror` compares the mirror with the solver afterwards.
//
// "create" (untimed): making the solver, its variables and the Constraint values. Timed regions
// are exactly the anchor's; the bookkeeping arrays they append to are reserved beforehand.

import PlumbSolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// kiwi_anchor.py's RESOLVE_STEPS.
let resolveSteps = 100

/// One repetition of one workload: kiwi_anchor.py's JSON keys, in its order.
struct Sample {
    var workload: String
    var n: Int
    var seconds: [(key: String, value: Double)] = []
    var checks: [(key: String, value: Bool)] = []
    /// Why a check failed, for stderr.
    var failures: [String] = []
    /// The number of cells of each tableau row after the add phase (`--row-lengths`).
    var rowLengths: [Int] = []

    mutating func check(_ ok: Bool, _ message: @autoclosure () -> String) {
        if !ok { failures.append(message()) }
    }

    /// Records the workload's verdict as `key`: `ok`, and the mirror agreeing with the solver.
    ///
    /// The mirror is compared (``checkMirror(_:_:_:_:)``) even when `ok` is false, so that its
    /// failures are reported too.
    mutating func conclude(
        _ key: String, ok: Bool, _ solver: Solver, _ values: [Double], _ when: String
    ) {
        let failuresBefore = failures.count
        checkMirror(solver, values, &self, when)
        checks.append((key, ok && failures.count == failuresBefore))
    }
}

/// What the timed regions measure: wall time on the monotonic clock (the anchor's rule), or the
/// CPU time of this thread, which a busy machine disturbs much less (`--clock cpu`).
enum TimingClock: String {
    case wall
    case cpu
}

struct Stopwatch {
    var clock: TimingClock

    /// Seconds since an arbitrary origin.
    func now() -> Double {
        var ts = timespec()
        _ = clock_gettime(clock == .wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// The anchor's `_close`: |a − b| ≤ tol·max(1, |a|, |b|).
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

func w0(_ n: Int) -> Double { 20 * Double(n) }

func editValue(_ n: Int, _ k: Int) -> Double { w0(n) + 10 * Double(k) }

/// Plumb's `updateVariables()`: copy the value of every variable reported as changed.
@inline(__always)
func publish(_ solver: inout Solver, into values: inout [Double]) {
    for v in solver.takeChangedVariables() {
        values[Int(v.index)] = solver.value(of: v)
    }
}

/// Whether the mirror agrees with the solver on every variable (nothing changed unreported).
func checkMirror(_ solver: Solver, _ values: [Double], _ sample: inout Sample, _ when: String) {
    var bad = 0
    var first = ""
    for i in values.indices {
        let v = Variable(index: Int32(i))
        let actual = solver.value(of: v)
        if !close(values[i], actual, tolerance: 1e-9) {
            if bad == 0 {
                first = "\(solver.name(of: v)) published \(values[i]), solver has \(actual)"
            }
            bad += 1
        }
    }
    sample.check(
        bad == 0,
        "\(when): \(bad) changed value(s) not reported by takeChangedVariables, e.g. \(first)")
}

private func resolve(
    _ solver: inout Solver, _ rootWidth: Variable, _ n: Int, _ values: inout [Double]
)
    throws(SolverError)
{
    for k in 1...resolveSteps {
        try solver.suggestValue(editValue(n, k), for: rootWidth)
        publish(&solver, into: &values)
    }
}

// MARK: - W1 and W3

/// W1 build + resolve, then (optionally) W3 removal on the same solver.
func runW1W3(n: Int, doW3: Bool, _ watch: Stopwatch) throws(SolverError) -> Sample {
    var sample = Sample(workload: doW3 ? "W1+W3" : "W1", n: n)
    let createStart = watch.now()
    var solver = Solver()
    let rootLeft = solver.makeVariable(named: "root.left")
    let rootTop = solver.makeVariable(named: "root.top")
    let rootWidth = solver.makeVariable(named: "root.width")
    let rootHeight = solver.makeVariable(named: "root.height")
    let rootConstraints = [
        Constraint(LinearExpression(rootLeft), .equal, LinearExpression(constant: 0)),
        Constraint(LinearExpression(rootTop), .equal, LinearExpression(constant: 0)),
        Constraint(LinearExpression(rootHeight), .equal, LinearExpression(constant: 600)),
    ]
    var views: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []
    views.reserveCapacity(n)
    var viewConstraints: [Constraint] = []
    viewConstraints.reserveCapacity(4 * n)
    for i in 0..<n {
        let left = solver.makeVariable(named: "v\(i).left")
        let top = solver.makeVariable(named: "v\(i).top")
        let width = solver.makeVariable(named: "v\(i).width")
        let height = solver.makeVariable(named: "v\(i).height")
        views.append((left, top, width, height))
        viewConstraints.append(Constraint(LinearExpression(left), .equal, rootLeft + 10))
        viewConstraints.append(Constraint(LinearExpression(top), .equal, rootTop + Double(2 * i)))
        viewConstraints.append(
            Constraint(
                LinearExpression(width), .equal, LinearExpression(constant: 100), priority: .high))
        viewConstraints.append(
            Constraint(
                LinearExpression(height), .greaterThanOrEqual, LinearExpression(constant: 20)))
    }
    var values = [Double](repeating: 0, count: solver.variableCount)
    var ids: [ConstraintID] = []
    ids.reserveCapacity(viewConstraints.count)
    sample.seconds.append(("create_s", watch.now() - createStart))

    let addStart = watch.now()
    for c in rootConstraints { try solver.add(c) }
    try solver.addEditVariable(rootWidth, priority: .high)
    try solver.suggestValue(w0(n), for: rootWidth)
    for c in viewConstraints { ids.append(try solver.add(c)) }
    publish(&solver, into: &values)
    sample.seconds.append(("add_s", watch.now() - addStart))
    sample.rowLengths = solver.rowLengths

    func viewSum() -> Double {
        var sum = 0.0
        for v in views {
            sum +=
                values[Int(v.left.index)] + values[Int(v.top.index)]
                + values[Int(v.width.index)] + values[Int(v.height.index)]
        }
        return sum
    }
    let expected = 130 * Double(n) + Double(n) * Double(n - 1)
    let sumAfterAdd = viewSum()
    let ok = close(sumAfterAdd, expected)
    sample.check(ok, "W1 N=\(n) after add: view sum \(sumAfterAdd), expected \(expected)")

    let resolveStart = watch.now()
    try resolve(&solver, rootWidth, n, &values)
    sample.seconds.append(("resolve_s", watch.now() - resolveStart))
    let width = values[Int(rootWidth.index)]
    let sumAfterResolve = viewSum()
    let resolvedOK = close(width, w0(n) + 1000) && close(sumAfterResolve, expected)
    sample.check(
        resolvedOK,
        "W1 N=\(n) after resolve: root.width \(width) (expected \(w0(n) + 1000)), view sum \(sumAfterResolve)"
    )
    sample.conclude("check_w1", ok: ok && resolvedOK, solver, values, "W1 N=\(n)")

    if doW3 {
        let removeStart = watch.now()
        for id in ids { try solver.remove(id) }
        sample.seconds.append(("remove_s", watch.now() - removeStart))
        let left = ids.filter { solver.contains($0) }.count
        sample.check(left == 0, "W3 N=\(n): \(left) removed constraint(s) still in the solver")
        sample.checks.append(("check_w3", left == 0))
    }
    return sample
}

// MARK: - W2

/// W2's chain: views 8 apart between the window's edges, each as wide as the one before.
func w2Chain(
    _ rootLeft: Variable, _ rootWidth: Variable, _ lefts: [Variable], _ widths: [Variable]
) -> [Constraint] {
    let n = lefts.count
    var chain = [Constraint(LinearExpression(lefts[0]), .equal, rootLeft + 8)]
    chain.reserveCapacity(2 * n)
    for i in 1..<n {
        chain.append(
            Constraint(LinearExpression(lefts[i]), .equal, lefts[i - 1] + widths[i - 1] + 8))
        chain.append(
            Constraint(LinearExpression(widths[i]), .equal, LinearExpression(widths[i - 1])))
    }
    chain.append(Constraint(lefts[n - 1] + widths[n - 1], .equal, rootLeft + rootWidth - 8))
    return chain
}

func runW2(n: Int, _ watch: Stopwatch) throws(SolverError) -> Sample {
    var sample = Sample(workload: "W2", n: n)
    let createStart = watch.now()
    var solver = Solver()
    let rootLeft = solver.makeVariable(named: "root.left")
    let rootWidth = solver.makeVariable(named: "root.width")
    let lefts = (0..<n).map { solver.makeVariable(named: "v\($0).left") }
    let widths = (0..<n).map { solver.makeVariable(named: "v\($0).width") }
    let roots = [Constraint(LinearExpression(rootLeft), .equal, LinearExpression(constant: 0))]
    let chain = w2Chain(rootLeft, rootWidth, lefts, widths)
    var values = [Double](repeating: 0, count: solver.variableCount)
    sample.seconds.append(("create_s", watch.now() - createStart))

    let addStart = watch.now()
    for c in roots { try solver.add(c) }
    try solver.addEditVariable(rootWidth, priority: .high)
    try solver.suggestValue(w0(n), for: rootWidth)
    for c in chain { try solver.add(c) }
    publish(&solver, into: &values)
    sample.seconds.append(("add_s", watch.now() - addStart))
    sample.rowLengths = solver.rowLengths

    func expectedWidth(_ total: Double) -> Double { (total - 8 * Double(n + 1)) / Double(n) }
    let wrong = widths.filter { !close(values[Int($0.index)], expectedWidth(w0(n))) }.count
    let ok = wrong == 0
    sample.check(ok, "W2 N=\(n) after add: \(wrong) width(s) differ from \(expectedWidth(w0(n)))")

    let resolveStart = watch.now()
    try resolve(&solver, rootWidth, n, &values)
    sample.seconds.append(("resolve_s", watch.now() - resolveStart))
    let final = w0(n) + 10 * Double(resolveSteps)
    let width0 = values[Int(widths[0].index)]
    let right = values[Int(lefts[n - 1].index)] + values[Int(widths[n - 1].index)]
    let resolvedOK = close(width0, expectedWidth(final)) && close(right, final - 8)
    sample.check(
        resolvedOK,
        "W2 N=\(n) after resolve: width0 \(width0) (expected \(expectedWidth(final))), right edge \(right) (expected \(final - 8))"
    )
    sample.conclude("check_w2", ok: ok && resolvedOK, solver, values, "W2 N=\(n)")
    return sample
}
