import Testing

@testable import PlumbDebug
@testable import PlumbLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the conflict-report benchmark when `PLUMB_BENCH` is set; it prints times and checks
/// only that the work was done (times are for the benchmark tool, never a test verdict).
///
/// ```
/// PLUMB_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter ConflictBenchmarkRunner
/// ```
@Suite struct ConflictBenchmarkRunner {
    static let enabled = (try? Self.environment("PLUMB_BENCH")) != nil

    static func environment(_ name: String) throws -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    @Test(.enabled(if: enabled, "set PLUMB_BENCH=1 to run the conflict-report benchmark"))
    func conflictReport() throws {
        let cases: [(String, Layout)] = [
            (
                "form, 1000 constraints, 6-member conflict",
                try ConflictBenchmark.form(constraints: 1000)
            ),
            (
                "chain, 1000 constraints, 100-view chain",
                try ConflictBenchmark.chain(constraints: 1000, chain: 100)
            ),
            (
                "form, 4000 constraints, 6-member conflict",
                try ConflictBenchmark.form(constraints: 4000)
            ),
        ]
        for (name, layout) in cases {
            let result = ConflictBenchmark.measure(layout, repetitions: 9)
            #expect(result.members > 0 && result.fixes > 0 && result.bytes > 0, "\(name)")
            let times = result.milliseconds.sorted().map {
                formatNumber(($0 * 100).rounded() / 100)
            }
            print(
                "conflict report: \(name): \(result.constraints) user constraints, \(result.members) members, \(result.fixes) fixes: median \(formatNumber((result.median * 100).rounded() / 100)) ms (\(times.joined(separator: " ")))"
            )
        }
    }
}
