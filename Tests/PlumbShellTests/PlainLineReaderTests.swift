import Foundation
import Testing

@testable import PlumbShell

/// Feeds `bytes` through a pipe (or, for inputs larger than a pipe holds, a temporary file) and
/// returns everything a `PlainLineReader` reads, up to and including the first end of input.
private func readAll(_ bytes: [UInt8], reads extraReads: Int = 1) throws -> [ReadResult] {
    let descriptor: Int32
    if bytes.count < 32 * 1024 {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        try #require(written == bytes.count)
        close(ends[1])
        descriptor = ends[0]
    } else {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-plain-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        descriptor = open(url.path, O_RDONLY)
        try #require(descriptor >= 0)
    }
    defer { close(descriptor) }

    var reader = PlainLineReader(fileDescriptor: descriptor)
    var results: [ReadResult] = []
    // A bound, so a reader that never reports the end fails the test instead of hanging it.
    for _ in 0..<(bytes.count + 2) {
        let result = reader.readLine(prompt: "plumb> ")
        results.append(result)
        if result == .endOfInput { break }
    }
    // The end of input is sticky.
    for _ in 0..<extraReads { results.append(reader.readLine(prompt: "")) }
    return results
}

private func lines(_ strings: [String]) -> [ReadResult] {
    strings.map(ReadResult.line) + [.endOfInput, .endOfInput]
}

@Suite struct PlainLineReaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: [UInt8]
        var expected: [String]
        var testDescription: String { String(reflecting: String(decoding: input, as: UTF8.self)) }
        init(_ input: String, _ expected: [String]) {
            self.input = Array(input.utf8)
            self.expected = expected
        }
        init(bytes: [UInt8], _ expected: [String]) {
            self.input = bytes
            self.expected = expected
        }
    }

    @Test(arguments: [
        Case("", []),
        Case("\n", [""]),
        Case("\n\n", ["", ""]),
        Case("view a in root\n", ["view a in root"]),
        Case("a.width == 10\nb.width == a.width", ["a.width == 10", "b.width == a.width"]),
        Case("  indented  \n", ["  indented  "]),
        Case("crlf\r\nends\r\n", ["crlf", "ends"]),
        Case("lone\rreturn\n", ["lone\rreturn"]),
        Case("tab\there\n", ["tab\there"]),
        Case("λ == µ\n😀 ok\n", ["λ == µ", "😀 ok"]),
        Case("e\u{301}\n", ["e\u{301}"]),
        Case(bytes: [0x61, 0x00, 0x62, 0x0A], ["a\u{0}b"]),
        Case(bytes: [0x62, 0x61, 0x64, 0x20, 0xFF, 0x0A, 0x6F, 0x6B], ["bad \u{FFFD}", "ok"]),
        Case(bytes: [0xCE], ["\u{FFFD}"]),
    ])
    func readsLines(_ testCase: Case) throws {
        #expect(try readAll(testCase.input) == lines(testCase.expected))
    }

    @Test func ignoresThePrompt() throws {
        // Nothing to observe on stdout from here, but the prompt must not end up in the line.
        #expect(try readAll(Array("x\n".utf8)) == lines(["x"]))
    }

    @Test func longLineSpanningManyReads() throws {
        let long = String(repeating: "0123456789", count: 20_000)
        #expect(try readAll(Array((long + "\nnext\n").utf8)) == lines([long, "next"]))
    }

    @Test func multibyteCharacterSplitAcrossReads() throws {
        // The reader reads a file 64 KiB at a time. The two-byte "λ" takes bytes 65535 and
        // 65536; the newline is byte 65537, so the second line starts at 65538 and its
        // four-byte emoji takes bytes 131070 to 131073, across the next boundary.
        let chunk = 64 * 1024
        let first = String(repeating: "a", count: chunk - 1) + "λ"
        let second = String(repeating: "b", count: chunk - 4) + "😀"
        let input = first + "\n" + second
        #expect(try readAll(Array(input.utf8)) == lines([first, second]))
    }

    @Test func manyShortLines() throws {
        let expected = (0..<10_000).map { "view v\($0) in root" }
        let input = expected.joined(separator: "\n") + "\n"
        #expect(try readAll(Array(input.utf8)) == lines(expected))
    }

    @Test func unreadableDescriptorIsEndOfInput() {
        var reader = PlainLineReader(fileDescriptor: -1)
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    @Test func defaultReaderIsPlainWhenEditingIsDisabled() {
        setenv(LineReaders.disableEditingVariable, "1", 1)
        let reader = LineReaders.makeDefault(historyFile: nil)
        #expect(reader is PlainLineReader)
    }
}
