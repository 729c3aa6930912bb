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

/// `import --json`: the document's keys, exactly (issue 10, item 11).
@Suite("Import JSON")
struct ImportJSONTests {
    @Test func theDocumentHasTheDocumentedKeysAndAddresses() {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>

            """
        let session = Session(
            options: Session.Options(json: true, announcesChanges: false),
            fileSystem: InMemoryFileSystem(["device.log": log]))
        let text = session.execute("import device.log").blocks.filter { $0.style == .plain }
            .map(\.text).joined()
        for key in [
            "\"log\": \"device.log\"", "\"views\"", "\"constraints\"",
            "\"uikit_broke\": \"0x600002\"", "\"uikit_broke_all\": [\"0x600002\"]",
            "\"framework\": \"UIKit\"",
            "\"plumb_broke\": [\"0x600002\"]", "\"conflicts\"", "\"members\"", "\"implicit\"",
            "\"arithmetic\"", "\"fixes\"", "\"verdict\": \"conflict\"", "\"ambiguous\"",
        ] {
            #expect(text.contains(key), "missing \(key) in \(text)")
        }
        #expect(text.contains("\"line\": 3") && text.contains("\"line\": 4"))
        #expect(
            text.contains("{\"name\": \"view1\", \"address\": \"0x7f01\", \"class\": \"UIView\"}"))
    }
}
