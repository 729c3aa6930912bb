import Testing

@testable import PlumbDebug

/// What a log does not say, the import does not claim (issue 10, items 6 and 7).
@Suite("Import says only what the log says")
struct ImportHonestyTests {
    /// The recovery summary of an import of a log that lists `constraints` (their
    /// descriptions) and, when given, names `broken` as the one UIKit broke.
    static func summary(of constraints: [String], breaking broken: String? = nil) throws
        -> String
    {
        var log = "Unable to simultaneously satisfy constraints.\n(\n"
        log += constraints.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
        if let broken { log += "\nWill attempt to recover by breaking constraint \n\(broken)\n" }
        let imported = try ImportedLayout.read(log, fileName: "device.log")
        let (layout, _) = try imported.makeLayout()
        return imported.recoverySummary(in: layout)
    }

    static let width100 = "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>"

    @Test func aBareListNeverSaysUIKitBrokeSomethingElse() throws {
        let text = try Self.summary(of: [
            Self.width100, "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>",
        ])
        #expect(text.contains("the log does not say which constraint UIKit broke"))
        #expect(!text.contains("which UIKit did not"))
    }

    @Test func constraintsThatCanAllHoldAreSaidToAndWhyTheDeviceMayHaveComplained() throws {
        let height120 = "<NSLayoutConstraint:0x600002 UIView:0x7f01.height == 120   (active)>"
        let bare = try Self.summary(of: [Self.width100, height120])
        #expect(bare.contains("the listed constraints can all hold, so Plumb broke none"))
        #expect(bare.contains("intrinsic content sizes"))
        let named = try Self.summary(of: [Self.width100, height120], breaking: height120)
        #expect(named.contains("in the rebuilt layout it holds"))
        #expect(
            named.contains(
                "the rebuilt constraints can all hold: the conflict the device met needs"))
    }
}
