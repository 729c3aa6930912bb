// plumb-bench: the performance anchor workloads on PlumbSolver, printed as JSON with the keys
// of shared bench/kiwi_anchor.py, so scripts/bench.py can tabulate both side by side.
//
//     swift build -c release --product plumb-bench --scratch-path .build-release
//     .build-release/release/plumb-bench --n 100 1000 --reps 3
//     .build-release/release/plumb-bench --n 5000 --reps 1 --workloads W1,W3 --raw

import PlumbSolver
import PlumbText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

func printError(_ message: String) {
    var text = message + "\n"
    text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func environment(_ options: Options) -> [(String, JSONValue)] {
    #if DEBUG
        let build = "debug"
    #else
        let build = "release"
    #endif
    #if arch(x86_64)
        let machine = "x86_64"
    #elseif arch(arm64)
        let machine = "arm64"
    #else
        let machine = "other"
    #endif
    #if os(Linux)
        let platform = "linux"
    #elseif os(macOS)
        let platform = "macos"
    #else
        let platform = "other"
    #endif
    return [
        ("system", .string("plumb")), ("build", .string(build)), ("machine", .string(machine)),
        ("platform", .string(platform)), ("clock", .string(options.clock.rawValue)),
    ]
}

/// The shape of the tableau after each workload's add phase, first repetition of each size:
/// rows, cells, the longest row, the median and the 99th percentile (a chain whose rows grow
/// with N shows here first).
func printRowLengths(_ samples: [Sample]) {
    print("| workload | N | rows | cells | longest row | median | p99 |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    var seen: [String] = []
    for sample in samples where !sample.rowLengths.isEmpty {
        let key = "\(sample.workload)/\(sample.n)"
        if seen.contains(key) { continue }
        seen.append(key)
        let sorted = sample.rowLengths.sorted()
        let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
        print(
            "| \(sample.workload) | \(sample.n) | \(sorted.count) | \(sorted.reduce(0, +)) | "
                + "\(sorted.last ?? 0) | \(sorted[sorted.count / 2]) | \(p99) |")
    }
}

func run(_ options: Options) -> Int32 {
    #if DEBUG
        printError("plumb-bench: warning: debug build; timings are meaningless (use -c release)")
    #endif
    let watch = Stopwatch(clock: options.clock)
    var samples: [Sample] = []
    var skipped: [(workload: String, n: Int, reason: String)] = []
    let wantsW1 = options.workloads.contains(.w1) || options.workloads.contains(.w3)
    let doW3 = options.workloads.contains(.w3)

    func record(_ sample: Sample, rep: Int) {
        samples.append(sample)
        if options.raw {
            var members = environment(options)
            members += [
                ("workload", .string(sample.workload)), ("n", .integer(sample.n)),
                ("rep", .integer(rep)),
            ]
            members += sample.seconds.map { ($0.key, JSONValue.number($0.value)) }
            members += sample.checks.map { ($0.key, JSONValue.bool($0.value)) }
            print(JSONValue.object(members).rendered(.init(oneLine: true, exactNumbers: true)))
        }
        for failure in sample.failures { printError("plumb-bench: check failed: \(failure)") }
    }

    do throws(SolverError) {
        for n in options.sizes {
            for rep in 0..<options.reps {
                if wantsW1 { record(try runW1W3(n: n, doW3: doW3, watch), rep: rep) }
                if options.workloads.contains(.w2) {
                    if n > options.w2MaxN || n < 2 {
                        if rep == 0 { skipped.append(("W2", n, n < 2 ? "N < 2" : "--w2-max-n")) }
                    } else {
                        record(try runW2(n: n, watch), rep: rep)
                    }
                }
            }
        }
        if options.workloads.contains(.form) {
            for rep in 0..<options.reps { record(try runForm(watch), rep: rep) }
        }
    } catch {
        printError("plumb-bench: solver error: \(error)")
        return 1
    }

    if options.rowLengths {
        printRowLengths(samples)
        return 0
    }
    if options.raw {
        for s in skipped {
            var members = environment(options)
            members += [
                ("workload", .string(s.workload)), ("n", .integer(s.n)),
                ("skipped", .string(s.reason)),
            ]
            print(JSONValue.object(members).rendered(.init(oneLine: true, exactNumbers: true)))
        }
    } else {
        print(
            summary(samples, skipped: skipped, options: options).rendered(.init(exactNumbers: true))
        )
    }
    return samples.allSatisfy({ $0.failures.isEmpty && $0.checks.allSatisfy(\.value) }) ? 0 : 1
}

/// kiwi_anchor.py's summary document: medians per (workload, N, phase).
func summary(
    _ samples: [Sample], skipped: [(workload: String, n: Int, reason: String)], options: Options
)
    -> JSONValue
{
    struct Key: Hashable, Comparable {
        var workload: String
        var n: Int
        var phase: String
        static func < (a: Key, b: Key) -> Bool {
            (a.workload, a.n, a.phase) < (b.workload, b.n, b.phase)
        }
    }
    var runs: [Key: [Double]] = [:]
    var checks: [String: Bool] = [:]  // "W1/1000" → all passed
    for sample in samples {
        for (key, seconds) in sample.seconds where key != "create_s" {
            let phase = String(key.dropLast(2))
            let workload =
                phase == "remove" ? "W3" : (sample.workload == "W1+W3" ? "W1" : sample.workload)
            runs[Key(workload: workload, n: sample.n, phase: phase), default: []].append(seconds)
        }
        for (key, ok) in sample.checks {
            let workload = key == "check_form" ? "form" : String(key.dropFirst(6)).uppercased()
            checks["\(workload)/\(sample.n)", default: true] =
                (checks["\(workload)/\(sample.n)"] ?? true) && ok
        }
    }
    let results: [JSONValue] = runs.keys.sorted().map { key in
        let xs = runs[key] ?? []
        return .object([
            ("workload", .string(key.workload)), ("n", .integer(key.n)),
            ("phase", .string(key.phase)),
            ("runs_s", .array(xs.map { .number($0) })), ("median_s", .number(median(xs))),
            ("checks_ok", .bool(checks["\(key.workload)/\(key.n)"] ?? true)),
        ])
    }
    var members = environment(options)
    members += [
        ("reps", .integer(options.reps)), ("resolve_steps", .integer(resolveSteps)),
        ("results", .array(results)),
        (
            "skipped",
            .array(
                skipped.map {
                    .object([
                        ("workload", .string($0.workload)), ("n", .integer($0.n)),
                        ("reason", .string($0.reason)),
                    ])
                })
        ),
    ]
    return .object(members)
}

func main() -> Int32 {
    let options: Options
    do throws(UsageError) {
        options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("plumb-bench: error: \(error.message)\nrun 'plumb-bench --help' for usage")
        return 2
    }
    if options.help {
        print(Options.usage)
        return 0
    }
    if options.printForm {
        var solver = Solver()
        do throws(SolverError) {
            let form = try Form(&solver)
            print(form.definition(solver).rendered(.init(exactNumbers: true)))
            return 0
        } catch {
            printError("plumb-bench: solver error: \(error)")
            return 1
        }
    }
    if options.chains { return printChains(options, Stopwatch(clock: options.clock)) }
    return run(options)
}

exit(main())
