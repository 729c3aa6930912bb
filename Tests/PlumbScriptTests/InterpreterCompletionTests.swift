import Testing

@testable import PlumbScript

/// Tab completion from the registry and the live layout.
///
/// Each case gives the line before the
/// cursor, with `|` where libedit's word starts, and completions that must be offered.
@Suite struct InterpreterCompletionTests {
    static let setup = """
        window root 375x667
        view button in root
        view text in root
        guide spacer in root
        group compact { button.width == 88 }
        wide: text.width <= 300
        """

    static let cases: [(String, [String], [String])] = [
        ("|fr", ["frames"], []),
        ("|bu", ["button"], []),
        ("|button.wi", ["button.width"], ["button.height"]),
        (
            "|button.",
            ["button.width", "button.leadingMargin", "button.center", "button.margins"], []
        ),
        (
            "|root.margins.le", ["root.margins.leading", "root.margins.left"],
            ["root.margins.leadingMargin"]
        ),
        ("|spacer.", ["spacer.left"], ["spacer.leftMargin", "spacer.firstBaseline"]),
        ("button.width == |te", ["text"], []),
        ("button.width == |text.he", ["text.height"], []),
        ("button.width == 88 @|hi", ["high"], []),
        ("show |", ["button", "compact", "wide", "#1", "#2"], []),
        ("show |#", ["#1", "#2"], []),
        ("toggle |co", ["compact"], []),
        ("activate |", ["compact", "wide", "#1"], ["button"]),
        ("view label in |r", ["root"], []),
        ("pin button |", ["to", "insets", "align"], []),
        ("pin button align |top", ["topLeading", "topTrailing"], []),
        ("pin button to |root.s", ["root.safeArea"], []),
        ("help |p", ["pin", "priority"], []),
        ("frames --|js", ["json"], []),
        ("set button |", ["intrinsic", "margins", "direction"], []),
        ("set button direction |", ["rtl", "ltr"], []),
        ("export |", ["swift", "apple", "vfl"], []),
        ("button { |wi", ["width"], []),
        ("button { width == 10, |he", ["height"], []),
        ("group g { |bu", ["button"], []),
        ("frames; |tr", ["tree"], []),
        ("load |sessions/", ["sessions/a.plumb", "sessions/b.plumb"], []),
        ("load sessions/|a", ["a.plumb"], ["sessions/a.plumb"]),
        ("save |", ["sessions/", "notes.txt"], []),
    ]

    @Test(arguments: cases)
    func completes(_ line: String, _ expected: [String], _ unexpected: [String]) {
        let files = ["sessions/a.plumb": "", "sessions/b.plumb": "", "notes.txt": ""]
        let session = makeSession(Self.setup, files: files, announcing: false)
        let start =
            line.firstIndex(of: "|").map { line.distance(from: line.startIndex, to: $0) } ?? 0
        let text = line.replacingOccurrences(of: "|", with: "")
        // A unique whole word comes with its space (checked below); compare the words.
        let offered = session.completions(line: text, wordStart: start).map {
            $0.hasSuffix(" ") ? String($0.dropLast()) : $0
        }
        for word in expected { #expect(offered.contains(word), "\(offered)") }
        for word in unexpected { #expect(!offered.contains(word), "\(offered)") }
    }

    /// A unique completion that ends a word brings its space, as bash's does; one that a
    /// `.attribute`, a guide's edge or a file name may follow does not.
    static let spacing: [(String, String)] = [
        ("|fr", "frames "),
        ("|bu", "button"),
        ("|button.wi", "button.width "),
        ("button.width == |text.he", "text.height "),
        ("button.width == |te", "text"),
        ("button.width == 88 @|hi", "high "),
        ("toggle |co", "compact "),
        ("view label in |r", "root "),
        ("frames --|js", "json "),
        ("button { |wi", "width "),
        ("pin button to |root.s", "root.safeArea"),
        ("load sessions/|a", "a.plumb "),
        ("save |note", "notes.txt "),
        ("load |sess", "sessions/"),
    ]

    @Test(arguments: spacing)
    func aWholeWordGetsItsSpace(_ line: String, _ completion: String) {
        let files = ["sessions/a.plumb": "", "notes.txt": ""]
        let session = makeSession(Self.setup, files: files, announcing: false)
        let start =
            line.firstIndex(of: "|").map { line.distance(from: line.startIndex, to: $0) } ?? 0
        let text = line.replacingOccurrences(of: "|", with: "")
        #expect(session.completions(line: text, wordStart: start) == [completion])
    }

    @Test func anyLineAndWordStartIsSafe() {
        let session = makeSession(Self.setup, announcing: false)
        let lines = [
            "group g { button { left == superview, width == 32 }; H:|-[button(>=8@750)]-| align top",
            "pin button to root.safeArea insets 1 2 3 4 align topLeading; show #1 --json",
            "save \"a b\"/c; load ~/x; frames --j; λ.wi; #; {{{; }}}; &&&&; ,,,; @@@",
        ]
        for line in lines {
            let characters = Array(line)
            for end in 0...characters.count {
                let prefix = String(characters[..<end])
                for start in [-1, 0, end / 2, end, end + 3] {
                    _ = session.completions(line: prefix, wordStart: start)
                }
            }
        }
    }

    @Test func completionsAreSortedAndUnique() {
        let session = makeSession(Self.setup, announcing: false)
        let offered = session.completions(line: "button.", wordStart: 0)
        #expect(offered == offered.sorted())
        #expect(Set(offered).count == offered.count)
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(
            separator: replacement)
    }
}
