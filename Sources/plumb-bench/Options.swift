// Command-line options, parsed by hand: this target depends only on PlumbSolver.

/// A workload selectable with `--workloads`.
enum Workload: String, CaseIterable {
    case w1 = "W1"
    case w2 = "W2"
    case w3 = "W3"
    case form = "FORM"
}

/// A bad command line: printed as `plumb-bench: error: …`, exit status 2.
struct UsageError: Error {
    var message: String
}

struct Options {
    var sizes: [Int] = [100, 1000, 5000]
    var reps = 3
    var workloads: Set<Workload> = [.w1, .w2, .w3, .form]
    /// W2 is skipped above this N (its tableau holds about 4N² cells).
    var w2MaxN = 5000
    var raw = false
    var clock = TimingClock.wall
    var printForm = false
    var rowLengths = false
    var chains = false
    /// With --chains, Solver is skipped above this N (its rows hold about N²/2 cells).
    var chainSolverMaxN = 8000
    var help = false

    static let usage = """
        usage: plumb-bench [--n N [N ...]] [--reps R] [--workloads LIST] [--w2-max-n M] [--raw]
                           [--clock wall|cpu]
               plumb-bench --chains [--n N [N ...]] [--reps R] [--chain-solver-max-n M]
               plumb-bench --print-form

        Mirrors the W1/W2/W3 workloads of shared bench/kiwi_anchor.py on PlumbSolver, plus the
        "form" workload (docs/performance.md), and prints JSON with kiwi_anchor.py's keys.

          --n N [N ...]     problem sizes (default: 100 1000 5000); the form ignores N
          --reps R          repetitions per size (default: 3)
          --workloads LIST  comma list of W1, W2, W3, form (default: all; W3 runs on W1's solver)
          --w2-max-n M      skip W2 above N = M (default: 5000)
          --raw             one JSON line per repetition instead of a summary with medians
          --clock wall|cpu  time on the monotonic wall clock (default, the anchor's rule) or as
                            this thread's CPU time, which a busy machine disturbs much less
          --row-lengths     print the shape of the tableau after each add phase (rows, cells,
                            longest and median row, 99th percentile) instead of timings
          --chains          add the `>=` gap, optional gap and free-width chains (docs/solver.md,
                            "Short rows") on Solver and on the revised core of the
                            factored-basis plan at each --n (views), judge every variable's
                            ambiguity, and print time, cells kept and growth exponents as a
                            Markdown table, then W2 (up to --w2-max-n) on both engines;
                            Solver's chains are skipped above --chain-solver-max-n (default
                            8000: its rows hold about N²/2 cells)
          --print-form      print the form workload's definition as JSON and exit
          -h, --help        show this help

        Exit status: 0 when every value check passed, 1 when a check or the solver failed,
        2 for a bad command line. Build with -c release: debug timings are meaningless.
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var i = 0
        func value(_ flag: String) throws(UsageError) -> String {
            guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else {
                throw UsageError(message: "'\(flag)' needs a value")
            }
            i += 1
            return arguments[i]
        }
        func integer(_ text: String, _ flag: String, minimum: Int) throws(UsageError) -> Int {
            guard let n = Int(text), n >= minimum else {
                throw UsageError(message: "'\(flag)' wants an integer ≥ \(minimum), got '\(text)'")
            }
            return n
        }
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--n":
                var sizes: [Int] = []
                while i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") {
                    i += 1
                    sizes.append(try integer(arguments[i], "--n", minimum: 1))
                }
                if sizes.isEmpty { throw UsageError(message: "'--n' needs at least one size") }
                options.sizes = sizes
            case "--reps":
                options.reps = try integer(try value(argument), argument, minimum: 1)
            case "--w2-max-n":
                options.w2MaxN = try integer(try value(argument), argument, minimum: 0)
            case "--workloads":
                var selected: Set<Workload> = []
                for name in try value(argument).split(separator: ",") {
                    let trimmed = name.trimmingSpaces.uppercased()
                    if trimmed.isEmpty { continue }
                    guard let workload = Workload(rawValue: trimmed) else {
                        throw UsageError(
                            message: "unknown workload '\(name)'; expected W1, W2, W3 or form")
                    }
                    selected.insert(workload)
                }
                if selected.isEmpty { throw UsageError(message: "'--workloads' selects nothing") }
                options.workloads = selected
            case "--raw":
                options.raw = true
            case "--clock":
                let name = try value(argument)
                guard let clock = TimingClock(rawValue: name) else {
                    throw UsageError(message: "'--clock' wants wall or cpu, got '\(name)'")
                }
                options.clock = clock
            case "--row-lengths":
                options.rowLengths = true
            case "--chains":
                options.chains = true
            case "--chain-solver-max-n":
                options.chainSolverMaxN = try integer(try value(argument), argument, minimum: 0)
            case "--print-form":
                options.printForm = true
            case "-h", "--help":
                options.help = true
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
            i += 1
        }
        return options
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " { s.removeFirst() }
        while let c = s.last, c == " " { s.removeLast() }
        return s
    }
}
