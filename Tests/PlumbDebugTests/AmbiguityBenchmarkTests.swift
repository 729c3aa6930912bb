import Foundation
import PlumbLayout
import Testing

@testable import PlumbDebug

/// Runs ``AmbiguityBenchmark`` at 1,000 views when `PLUMB_BENCH` is set.
///
/// Measure in release:
///
///     PLUMB_BENCH=1 swift test -c release -Xswiftc -enable-testing \
///         --scratch-path .build-ambiguity-release --filter AmbiguityBenchmarkTests
///
/// The bar (issue 5): `check` on 1,000 views under 200 ms; in release builds the test fails
/// above it.
@Suite("Ambiguity benchmark")
struct AmbiguityBenchmarkTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PLUMB_BENCH"] != nil))
    func checkOnAThousandViews() throws {
        let result = try AmbiguityBenchmark.run(views: 1000, repetitions: 9)
        print(result.summary)
        #expect(result.ambiguous == result.expected)
        #if !DEBUG
            #expect(result.median < 200, "\(result.summary)")
        #endif
    }
}
