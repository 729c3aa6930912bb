import Foundation
import Testing

@testable import PlumbScript

/// Every shell example in the README and under docs/ is what the shell prints.
///
/// The fenced blocks of a file whose lines start with `plumb> ` are replayed in order in one
/// session per file, as a reader follows them (a block right after the line
/// `<!-- plumb: fresh -->` starts a new session). The lines between two prompts must be that
/// entry's output, exactly, except that a line `…` stands for any lines left out there; an
/// entry written with no output is only run, and must succeed (the steps before the one a
/// block is about). A block right
/// after `<!-- plumb: not checked: REASON -->` is skipped: the reason must say what it needs
/// that the repository does not have.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    struct Example: CustomTestStringConvertible {
        var file: String
        var line: Int
        var fresh: Bool
        var skipped = false
        var entries: [(entry: String, output: [String])]
        var testDescription: String { "\(file):\(line)" }
    }

    /// The shell examples of the Markdown files of the repository.
    static let files: [[Example]] = {
        let root = TranscriptRunner.root
        var files = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        files += names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var result: [[Example]] = []
        for file in files {
            guard
                let text = try? String(
                    contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            else { continue }
            let examples = parse(text, file: file)
            if !examples.isEmpty { result.append(examples) }
        }
        return result
    }()

    static var fileNames: [String] { files.map { $0[0].file } }

    static func parse(_ text: String, file: String) -> [Example] {
        var examples: [Example] = []
        var block: [String]?
        var start = 0
        var fresh = false
        var skip = false
        var previous = ""
        for (i, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                if let lines = block {
                    if var example = example(lines, file: file, line: start) {
                        example.fresh = fresh
                        example.skipped = skip
                        examples.append(example)
                    }
                    block = nil
                } else {
                    block = []
                    start = i + 1
                    let marker = previous.trimmingCharacters(in: .whitespaces)
                    fresh = marker == "<!-- plumb: fresh -->"
                    skip = marker.hasPrefix("<!-- plumb: not checked: ")
                }
            } else if block != nil {
                block?.append(line)
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                previous = line
            }
        }
        return examples
    }

    static func example(_ lines: [String], file: String, line: Int) -> Example? {
        guard lines.contains(where: { $0.hasPrefix("plumb> ") }) else { return nil }
        var entries: [(entry: String, output: [String])] = []
        for line in lines {
            if line.hasPrefix("plumb> ") {
                entries.append((String(line.dropFirst(7)), []))
            } else if line.hasPrefix("...> "), var last = entries.popLast() {
                last.entry += "\n" + line.dropFirst(5)
                entries.append(last)
            } else if var last = entries.popLast() {
                last.output.append(line)
                entries.append(last)
            }
        }
        return Example(file: file, line: line, fresh: false, entries: entries)
    }

    @Test func thereAreExamplesToCheck() {
        #expect(Self.files.joined().count >= 3)
    }

    @Test(arguments: fileNames)
    func theShellPrintsWhatTheDocsShow(_ file: String) {
        guard let examples = Self.files.first(where: { $0[0].file == file }) else { return }
        var session = Session(fileSystem: TranscriptRunner.files())
        for example in examples where !example.skipped {
            if example.fresh { session = Session(fileSystem: TranscriptRunner.files()) }
            let listing = example.entries.allSatisfy { $0.output.allSatisfy(\.isEmpty) }
            for (entry, expected) in example.entries {
                let output = session.execute(entry)
                let text = output.text
                let actual = text.isEmpty ? [] : text.dropLast().components(separatedBy: "\n")
                var wanted = expected
                while wanted.last == "" { wanted.removeLast() }
                if listing || wanted.isEmpty {
                    #expect(
                        !output.failed,
                        "\(example.file):\(example.line): `\(entry)` failed:\n\(text)")
                    continue
                }
                #expect(
                    Self.matches(actual, wanted),
                    "\(example.file):\(example.line): `\(entry)` printed:\n\(actual.joined(separator: "\n"))"
                )
            }
        }
    }

    /// Whether `actual` is `expected`, where each line `…` of `expected` stands for any run of
    /// lines (possibly none).
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        let expected = expected.map { $0.trimmingCharacters(in: .whitespaces) == "…" ? "…" : $0 }
        let segments = expected.split(
            separator: "…", omittingEmptySubsequences: false
        ).map { Array($0) }
        guard segments.count > 1 else { return actual == expected }
        var position = 0
        for (k, segment) in segments.enumerated() {
            if k == 0 {
                guard actual.starts(with: segment) else { return false }
                position = segment.count
            } else if k == segments.count - 1 {
                guard actual.count - segment.count >= position,
                    Array(actual.suffix(segment.count)) == segment
                else { return false }
            } else {
                guard
                    let found = (position...max(position, actual.count - segment.count)).first(
                        where: {
                            Array(actual[$0..<min(actual.count, $0 + segment.count)]) == segment
                        })
                else { return false }
                position = found + segment.count
            }
        }
        return true
    }
}
