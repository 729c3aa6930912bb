import Testing

@testable import PlumbShell

@Suite struct CompletionTests {
    static let words = ["help", "height", "hello", "const", "constraint", "button.width", "λx"]

    @Test(arguments: [
        ("he", ["height", "hello", "help"]),
        ("hel", ["hello", "help"]),
        ("help", ["help"]),
        ("co", ["const", "constraint"]),
        ("button.", ["button.width"]),
        ("λ", ["λx"]),
        ("H", []),
        ("zz", []),
        ("", ["button.width", "const", "constraint", "height", "hello", "help", "λx"]),
    ])
    func matchesArePrefixedSortedAndUnique(word: String, expected: [String]) {
        #expect(Completion.matches(for: word, among: Self.words + Self.words) == expected)
    }

    @Test(arguments: [
        ([String](), ""),
        (["help"], "help"),
        (["help", "hello"], "hel"),
        (["const", "constraint"], "const"),
        (["a", "b"], ""),
        (["λab", "λac"], "λa"),
        (["e\u{301}x", "e\u{301}y"], "e\u{301}"),
    ])
    func commonPrefix(strings: [String], expected: String) {
        #expect(Completion.commonPrefix(of: strings) == expected)
    }

    @Test func readlineEntriesForOneMatchHoldJustTheMatch() {
        #expect(Completion.readlineEntries(word: "hel", candidates: ["help"]) == ["help"])
        #expect(Completion.readlineEntries(word: "hel", candidates: ["help", "help"]) == ["help"])
    }

    @Test func readlineEntriesForManyMatchesStartWithTheSharedPrefix() {
        #expect(
            Completion.readlineEntries(word: "co", candidates: ["constraint", "const"])
                == ["const", "const", "constraint"])
    }

    @Test func readlineEntriesNeverShortenWhatWasTyped() {
        // Candidates that do not share the typed word (say, a case-insensitive completer) must
        // not make Tab delete input: the replacement stays the word itself.
        #expect(
            Completion.readlineEntries(word: "He", candidates: ["help", "Height"])
                == ["He", "Height", "help"])
    }

    @Test func readlineEntriesForNoMatchesAreEmpty() {
        #expect(Completion.readlineEntries(word: "zz", candidates: []) == [])
    }

    @Test(arguments: [
        // lineBuffer, word start and cursor in Unicode scalars, expected line and start.
        ("help", 0, 4, "help", 0),
        ("show button.wi", 5, 14, "show button.wi", 5),
        ("show button.wi and more", 5, 14, "show button.wi", 5),
        ("λ == µ.wi", 5, 9, "λ == µ.wi", 5),
        ("e\u{301} x", 3, 4, "e\u{301} x", 2),
        ("ab", 5, 9, "ab", 2),
        ("ab", -3, -1, "", 0),
    ])
    func contextConvertsOffsets(
        lineBuffer: String, start: Int, cursor: Int, line: String, wordStart: Int
    ) {
        let context = Completion.context(lineBuffer: lineBuffer, wordStart: start, cursor: cursor)
        #expect(context.line == line)
        #expect(context.cursorWordStart == wordStart)
    }

    @Test func matchListIsNullTerminatedAndCopiesEveryEntry() throws {
        let entries = ["const", "const", "constraint", "λx"]
        let list = try #require(EditLineState.makeMatchList(entries))
        #expect(takeMatchList(list) == entries)
        #expect(EditLineState.makeMatchList([]) == nil)
    }
}
