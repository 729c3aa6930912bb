import Testing

@testable import PlumbDebug

/// What a log does not say, the import does not claim (issue 10, items 6 and 7).
@Suite("Import says only what the log says")
struct ImportHonestyTests {
    static func summary(_ log: String) throws -> String {
        let imported = try ImportedLayout.read(log, fileName: "device.log")
        let (layout, _) = try imported.makeLayout()
        return imported.recoverySummary(in: layout)
    }

    static let header = "Unable to simultaneously satisfy constraints.\n(\n"

    @Test func aBareListNeverSaysUIKitBrokeSomethingElse() throws {
        let text = try Self.summary(
            Self.header
                + "    \"<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>\",\n"
                + "    \"<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>\"\n)\n"
        )
        #expect(text.contains("the log does not say which constraint UIKit broke"))
        #expect(!text.contains("which UIKit did not"))
    }

    @Test func constraintsThatCanAllHoldAreSaidToAndWhyTheDeviceMayHaveComplained() throws {
        let bare = try Self.summary(
            Self.header
                + "    \"<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>\",\n"
                + "    \"<NSLayoutConstraint:0x600002 UIView:0x7f01.height == 120   (active)>\"\n)\n"
        )
        #expect(bare.contains("the listed constraints can all hold, so Plumb broke none"))
        #expect(bare.contains("intrinsic content sizes"))
        let named = try Self.summary(
            Self.header
                + "    \"<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>\",\n"
                + "    \"<NSLayoutConstraint:0x600002 UIView:0x7f01.height == 120   (active)>\"\n)\n\n"
                + "Will attempt to recover by breaking constraint \n"
                + "<NSLayoutConstraint:0x600002 UIView:0x7f01.height == 120   (active)>\n")
        #expect(named.contains("in the rebuilt layout it holds"))
        #expect(
            named.contains(
                "the rebuilt constraints can all hold: the conflict the device met needs"))
    }
}
