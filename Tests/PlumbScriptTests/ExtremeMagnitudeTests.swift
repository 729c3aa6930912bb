import Testing

@testable import PlumbScript

/// Values far from screen sizes: never a trap, and `check` and `show` judge a constraint by
/// the same tolerance (issue: "check and show can disagree at extreme magnitudes").
@Suite("Extreme magnitudes")
struct ExtremeMagnitudeTests {
    /// The chain (1e7, × 1e7, × 1e7 used to print 1e+21, past Int64): the statement
    /// that leaves the range Plumb solves exactly in is refused where it stands, nothing
    /// changes, and the session goes on.
    @Test func aProductBeyondTheRangeIsRefusedAtItsStatement() {
        let session = makeSession(
            """
            window root 375x667
            view a in root
            view b in root
            a.width == 1e7
            """)
        let refused = session.execute("b.width == a.width * 1e7")
        #expect(refused.failed)
        #expect(
            refused.text.contains(
                "error: this would put 'b.width' at 100000000000000, beyond ±1000000000000"))
        #expect(session.execute("frames").text.contains("b     (0, 0, 0, 0)"))
        #expect(!session.execute("show b").text.contains("#2"))
        #expect(!session.execute("b.width == a.width * 1e4").failed)
        #expect(session.execute("frames").text.contains("b     (0, 0, 100000000000, 0)"))
    }

    /// A 1e-9 multiplier beside a 1e6 constant used to be chosen as a pivot, which divided a
    /// rounding error of 1e-11 into a 0.025-point miss that `check` did not see.
    @Test func tinyMultiplierBesideHugeConstantStillHolds() {
        let session = makeSession(
            """
            window root 375x667
            view v0 in root
            view v1 in root
            view v2 in root
            v2.bottom >= v1.top * 1e-09 + 1000000
            v0.top == root.top
            v1.bottom <= v0.centerY * 1e-06 + 0.1
            """)
        #expect(session.execute("show #3").text.contains("  holds"))
        #expect(
            session.execute("check").text.hasPrefix("satisfiable: every required constraint holds"))
    }

    @Test(arguments: ["1e-06", "1e-09", "1e-12"])
    func checkAndShowAgreeOnEveryRequiredConstraint(multiplier: String) {
        let session = makeSession(
            """
            window root 375x667
            view a in root
            view b in root
            a.top == root.top + 1000000
            b.bottom <= a.top * \(multiplier) + 0.5
            b.top >= root.top + 0.25
            """)
        let check = session.execute("check").text
        let holdsEverywhere = (1...3).allSatisfy {
            session.execute("show #\($0)").text.contains("  holds")
        }
        #expect(check.hasPrefix("satisfiable") == holdsEverywhere, "\(check)")
    }
}
