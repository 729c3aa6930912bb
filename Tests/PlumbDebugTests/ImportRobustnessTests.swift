import PlumbTestSupport
import Testing

@testable import PlumbDebug

/// Bad input never traps: mangled logs either import or fail with a line and column.
@Suite struct ImportRobustnessTests {
    /// Each fixture, cut, spliced and sprinkled with delimiters, 40 times each, by seed.
    @Test func mangledFixturesNeverTrap() throws {
        #expect(!ImportFixtures.files(in: "logs").isEmpty, "the fixtures are in Tests/Fixtures")
        let alphabet = Array("<>()[]|-'\":.,@#0x 9Hh=&V\\\n\t•*+".utf8)
        for name in ImportFixtures.files(in: "logs") + ImportFixtures.files(in: "traces") {
            let folder = ImportFixtures.files(in: "logs").contains(name) ? "logs" : "traces"
            let original = Array(try ImportFixtures.text(folder, name).utf8)
            for seed in 1...40 {
                var random = SeededGenerator(seed: UInt64(seed))
                var bytes = original
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    guard !bytes.isEmpty else { break }
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: bytes.remove(at: at)
                    case 1:
                        bytes.insert(
                            alphabet[Int.random(in: 0..<alphabet.count, using: &random)], at: at)
                    case 2:
                        bytes.removeSubrange(
                            at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
                    default:
                        bytes[at] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                    }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                do {
                    let imported = try ImportedLayout.read(text, fileName: name)
                    _ = imported.script()
                    _ = try? imported.makeLayout()
                } catch {
                    #expect(error.position.line >= 1, "\(name) seed \(seed)")
                    _ = error.rendered(in: text, fileName: name)
                }
            }
        }
    }

    /// Trace lines cut at every byte, under a line that reads, import or fail; none traps:
    /// a guide's form, a name with spaces, escapes cut inside (`\ud83d\ude`), an unreadable
    /// line with an item under it.
    @Test func everyPrefixOfATraceLine() {
        let lines = [
            "|   *<_UILayoutSpacer: 0x6001 - \"UISV-alignment-spanner\", layoutFrame = {{0, 0}, {374, 0}}, owningView = <UIStackView: 0x7f02; frame = (0 0; 0 0)>>- AMBIGUOUS LAYOUT for _UILayoutSpacer:0x6001'UISV-alignment-spanner'.minY{id: 4}",
            "|   |   •Main Nav Bar (top):0x7f03'Inbox'- AMBIGUOUS LAYOUT for Main Nav Bar (top):0x7f03.Width{id: 5}",
            "|   \\u2022UILabel:0x7f04'\\u200e\\u6b22 \\ud83d\\ude80 \\\"q\\\" \\\\'",
            "|   *<UIView: 0x7f05; frame = (0 0; 1 1)>\n|   |   *UILabel:0x7f06",
        ]
        for line in lines {
            for prefix in Self.prefixes(line) {
                let text = "UIWindow:0x7f00\n" + prefix
                guard let imported = try? ImportedLayout.read(text, fileName: "cut.log") else {
                    continue
                }
                _ = imported.script()
                _ = try? imported.makeLayout()
            }
        }
    }

    /// Descriptions cut at every byte read or fail; none traps.
    @Test func everyPrefixOfADescription() {
        let descriptions = [
            "<NSLayoutConstraint:0x600000073610 V:[UIPageControl:0x1555f35d0]-(16)-|   (active, names: '|':UIView:0x1555f2f40 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x78a6c3c00 h=--& v=-&- ItemCell.width == 194   (active, names: ItemCell:0x78b50b000 )>",
            "<SnapKit.LayoutConstraint:0x600000c7e820@BackupWordsController.swift#61 UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 24.0>",
            "<NSLayoutConstraint:0x1 'id with spaces' 0.4*UIView:0x2.width == UIView:0x3.width * 0.5 + NSSpace(8) priority:750   (inactive)>",
        ]
        for description in descriptions {
            for text in Self.prefixes(description) {
                _ = try? ConstraintDescription.parse(text)
                _ = try? ImportedLayout.read(text, fileName: "cut.log")
            }
        }
    }

    /// `text` cut after every byte, from empty to whole (a cut inside a character decodes to
    /// U+FFFD).
    static func prefixes(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return (0...bytes.count).map { String(decoding: bytes[0..<$0], as: UTF8.self) }
    }
}
