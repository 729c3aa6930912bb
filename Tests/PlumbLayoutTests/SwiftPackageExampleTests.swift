import Foundation
import PlumbLayout
import Testing

// docs/swift-package.md and the README show `import PlumbLayout` and the code between the two
// markers below; a test checks that the pages and this file say the same thing, so the example
// on the pages always compiles and runs.

// example: begin
func buttonBesideText() throws -> (Rect, Rect) {
    let layout = Layout()
    let root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
    let button = try layout.addView(named: "button", in: root)
    let text = try layout.addView(named: "text", in: root)
    try layout.activate {
        button.width == 88
        button.right == root.right - 22
        text.left == root.left + 22
        text.right == button.left - 22
    }
    return (layout.frame(of: button), layout.frame(of: text))  // x 265 and 22, widths 88 and 221
}
// example: end

// what-if: begin
func widthIfTheButtonWereGone() throws -> (Double, Double) {
    let layout = Layout()
    let root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
    let button = try layout.addView(named: "button", in: root)
    let text = try layout.addView(named: "text", in: root)
    let report = try layout.activate {
        button.width == 88
        button.right == root.right - 22
        text.left == root.left + 22
        text.right <= button.left - 22
        text.right == root.right - 22 ~ .high
    }
    let gone = try layout.speculate { () throws -> Double in
        try layout.remove(report.constraints[0])  // without the button's width
        try layout.remove(report.constraints[3])  // and the text no longer beside it
        return layout.frame(of: text).width
    }
    return (gone, layout.frame(of: text).width)  // 331 in the what-if, 221 after it
}
// what-if: end

@Suite("The Swift package example")
struct SwiftPackageExampleTests {
    @Test func theExampleLaysOutWhatItSays() throws {
        let (button, text) = try buttonBesideText()
        #expect(button.x == 265 && button.width == 88)
        #expect(text.x == 22 && text.width == 221)
    }

    @Test func aWhatIfIsTakenBack() throws {
        let (gone, after) = try widthIfTheButtonWereGone()
        #expect(gone == 331 && after == 221)
    }

    @Test func thePageShowsThisCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let pages = try ["docs/swift-package.md", "README.md"].map {
            try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
        let source = try String(contentsOf: here, encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        /// The lines between `// NAME: begin` and `// NAME: end`, or nil (an issue recorded).
        func between(_ name: String) -> String? {
            guard let begin = lines.firstIndex(of: "// \(name): begin"),
                let end = lines.firstIndex(of: "// \(name): end")
            else {
                Issue.record("\(name) markers missing")
                return nil
            }
            return lines[(begin + 1)..<end].joined(separator: "\n")
        }
        guard let example = between("example"), let whatIf = between("what-if") else { return }
        let shown = "```swift\nimport PlumbLayout\n\n" + example + "\n```"
        #expect(pages[0].contains(shown), "docs/swift-package.md differs")
        #expect(pages[1].contains(shown), "README.md differs")
        #expect(pages[0].contains("```swift\n" + whatIf + "\n```"), "what-if differs")
    }
}
