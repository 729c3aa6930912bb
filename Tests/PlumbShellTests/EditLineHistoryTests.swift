import CEditLine
import Foundation
import Testing

@testable import PlumbShell

/// libedit keeps one history per process, so these tests run one at a time and each starts by
/// emptying it.
@Suite(.serialized) final class EditLineHistoryTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Configures libedit the way the shell does (stifling included).
        _ = EditLineReader(historyFile: nil)
        EditLineReader.clearHistory()
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    @Test func roundTripThroughLibedit() throws {
        let entries = ["view a in root", "a.width == 10 @750", "  spaced  out ", "λ == µ", "#3"]
        for entry in entries { #expect(add_history(entry) == 0) }
        let file = path("history")
        #expect(write_history(file) == 0)

        // libedit's own format: a magic first line, then strvis-encoded entries.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("_HiStOrY_V2_\n"))
        #expect(text.contains("view\\040a\\040in\\040root"))

        clear_history()
        #expect(EditLineReader.historyEntries() == [])
        #expect(read_history(file) == 0)
        #expect(EditLineReader.historyEntries() == entries)
    }

    @Test func historyGetIsOldestFirstFromHistoryBase() throws {
        for entry in ["first", "second", "third"] { #expect(add_history(entry) == 0) }
        let base = ceditline_history_base()
        let first = try #require(history_get(base)?.pointee.line)
        let last = try #require(history_get(base + 2)?.pointee.line)
        #expect(String(cString: first) == "first")
        #expect(String(cString: last) == "third")
        #expect(ceditline_history_length() == 3)
    }

    @Test func addsNonBlankLinesAndSkipsImmediateRepeats() {
        let offered = ["a", "", "   ", "\t", "a", "b", "a", " a"]
        let added = offered.map(EditLineReader.addToHistory)
        #expect(added == [true, false, false, false, false, true, true, true])
        #expect(EditLineReader.historyEntries() == ["a", "b", "a", " a"])
    }

    @Test func stifledAtTheLimitKeepingTheNewest() {
        let limit = EditLineReader.historyLimit
        for index in 0..<(limit + 25) { #expect(EditLineReader.addToHistory("line \(index)")) }
        let entries = EditLineReader.historyEntries()
        #expect(entries.count == limit)
        #expect(entries.first == "line 25")
        #expect(entries.last == "line \(limit + 24)")

        let file = path("stifled")
        #expect(EditLineReader.saveHistory(to: file))
        EditLineReader.clearHistory()
        #expect(EditLineReader.loadHistory(from: file))
        #expect(EditLineReader.historyEntries() == entries)
    }

    @Test func readerLoadsAndSavesItsHistoryFile() throws {
        let file = path("plumb_history")
        for entry in ["view a in root", "frames"] { #expect(add_history(entry) == 0) }
        #expect(write_history(file) == 0)
        EditLineReader.clearHistory()

        let reader = EditLineReader(historyFile: file)
        #expect(EditLineReader.historyEntries() == ["view a in root", "frames"])
        #expect(EditLineReader.addToHistory("tree"))
        #expect(reader.saveHistory())

        EditLineReader.clearHistory()
        #expect(read_history(file) == 0)
        #expect(EditLineReader.historyEntries() == ["view a in root", "frames", "tree"])
    }

    @Test func missingHistoryFileIsAnEmptyHistory() {
        let reader = EditLineReader(historyFile: path("does-not-exist/history"))
        #expect(EditLineReader.historyEntries() == [])
        #expect(!reader.saveHistory())
        #expect(!EditLineReader(historyFile: nil).saveHistory())
    }

    @Test func completionHookCallsTheCompleterAndOffersNothingWithoutOne() throws {
        let reader = EditLineReader(historyFile: nil)
        defer { reader.completer = nil }

        reader.completer = nil
        #expect(EditLineState.complete(text: "he", start: 0, end: 2) == nil)

        reader.completer = { line, start in
            Completion.matches(for: String(line.dropFirst(start)), among: ["help", "height"])
        }
        // Outside readline no line is being edited, so start and cursor are clamped to it;
        // the completer is still asked and the list comes back sorted behind the prefix.
        let list = try #require(EditLineState.complete(text: "he", start: 0, end: 2))
        #expect(takeMatchList(list) == ["he", "height", "help"])
    }
}
