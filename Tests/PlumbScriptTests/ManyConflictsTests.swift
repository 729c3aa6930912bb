import Testing

@testable import PlumbScript

/// A layout with many separate conflicts (a long device log): each fix names the conflicts it
/// leaves by a few examples and a count, not all of them, and a fix is judged only in the part of
/// the layout it touches.
@Suite("Many separate conflicts")
struct ManyConflictsTests {
    /// `count` views, each with two widths that cannot both hold.
    static func script(_ count: Int) -> String {
        var lines = ["window root 375x667"]
        for k in 1...count {
            lines.append("view v\(k) in root")
            lines.append("v\(k).width == 10")
            lines.append("v\(k).width == 20")
        }
        return lines.joined(separator: "\n")
    }

    @Test func aFixListsAFewOfTheOtherConflictsAndCountsTheRest() {
        let session = makeSession(Self.script(7), announcing: false)
        let text = succeed(session, "explain #2")
        let line = text.split(separator: "\n").first { $0.contains("keeps its other conflicts") }
        #expect(
            line?.contains(
                "#4 v2.width == 20, #6 v3.width == 20, #8 v4.width == 20, "
                    + "#10 v5.width == 20 and 2 more stay broken") == true, "\(text)")
        #expect(!text.contains("#14 v7.width == 20"), "\(text)")
    }

    @Test func aFixDoesNotMoveOrFreeViewsOfAnotherConflict() {
        let session = makeSession(Self.script(3), announcing: false)
        let text = succeed(session, "explain #2")
        #expect(!text.contains("v2  "), "\(text)")
        #expect(!text.contains("v3  "), "\(text)")
    }
}
