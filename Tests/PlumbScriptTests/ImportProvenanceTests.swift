import Testing

@testable import PlumbScript

/// After `import`, explanations cite the log's own lines and the app's code, and a constraint
/// added twice is called that (issue 10, items 5 and 8).
@Suite("Import provenance")
struct ImportProvenanceTests {
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<SnapKit.LayoutConstraint:0x600001@Card.swift#61 UIButton:0x7f01.bottom == UIView:0x7f02.bottom - 24>",
            "<SnapKit.LayoutConstraint:0x600002@Card.swift#62 UIButton:0x7f01.bottom == UIView:0x7f02.bottom - 32>"
        )

        Will attempt to recover by breaking constraint
        <SnapKit.LayoutConstraint:0x600001@Card.swift#61 UIButton:0x7f01.bottom == UIView:0x7f02.bottom - 24>

        """

    @Test func explainCitesTheLogAndTheCodeAndNamesTheDuplicate() {
        let session = Session(fileSystem: InMemoryFileSystem(["device.log": Self.log]))
        let imported = session.execute("import device.log")
        #expect(!imported.failed, "\(imported.text)")
        let text = session.execute("explain").text
        #expect(text.contains("device.log:3 (made at Card.swift:61)"), "\(text)")
        #expect(text.contains("device.log:4 (made at Card.swift:62)"))
        #expect(!text.contains(".plumb:"))
        #expect(text.contains("are the same attributes with another value, added twice"))
    }
}
