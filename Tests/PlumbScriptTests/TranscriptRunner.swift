import Foundation
import Testing

@testable import PlumbScript

/// A golden transcript in cram's format, adapted: unindented lines are prose; `  plumb> `
/// starts an entry and `  ...> ` continues it; the two-space-indented lines after an entry
/// are its expected output, exactly as the shell prints it.
///
/// ```
/// The button sits 22 points from the right edge.
///
///   plumb> button.right == root.right - 22
///   #2 button.right == root.right - 22
/// ```
struct Transcript: Equatable {
    enum Item: Equatable {
        case prose(String)
        case entry(String, output: [String])
    }

    var items: [Item]

    static let prompt = "  plumb> "
    static let continuation = "  ...> "

    /// Reads a transcript file.
    init(parsing text: String) {
        var items: [Item] = []
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        var inEntry = false
        for line in lines {
            if line.hasPrefix(Self.prompt) {
                items.append(.entry(String(line.dropFirst(Self.prompt.count)), output: []))
                inEntry = true
            } else if inEntry, line.hasPrefix(Self.continuation),
                case .entry(let entry, let output)? = items.last, output.isEmpty
            {
                items[items.count - 1] = .entry(
                    entry + "\n" + line.dropFirst(Self.continuation.count), output: [])
            } else if inEntry, line.hasPrefix("  ") || line == " ",
                case .entry(let entry, var output)? = items.last
            {
                output.append(String(line.dropFirst(min(2, line.count))))
                items[items.count - 1] = .entry(entry, output: output)
            } else {
                items.append(.prose(line))
                inEntry = false
            }
        }
        self.items = items
    }

    init(items: [Item]) { self.items = items }

    /// The prose and the entries of a session script: each comment line becomes prose, each
    /// statement an entry (with no output yet).
    init(session text: String) {
        let source = StatementSource(text: text, fileName: nil, entry: 0)
        let lines = text.components(separatedBy: "\n")
        var items: [Item] = []
        var next = 1
        func prose(through last: Int) {
            while next <= last && next <= lines.count {
                var line = Substring(lines[next - 1].trimmingCharacters(in: .whitespaces))
                if line.hasPrefix("#") { line = line.dropFirst() }
                items.append(.prose(line.trimmingCharacters(in: .whitespaces)))
                next += 1
            }
        }
        for statement in Parser.parseScript(text).statements {
            prose(through: statement.range.start.line - 1)
            items.append(.entry(source.excerpt(statement.range), output: []))
            next = max(next, statement.range.end.line + 1)
        }
        prose(through: lines.count)
        while case .prose("")? = items.last { items.removeLast() }
        self.items = items
    }

    /// The entries, in order.
    var entries: [String] {
        items.compactMap { item in
            if case .entry(let entry, _) = item { return entry }
            return nil
        }
    }

    /// The same prose and entries with the outputs given.
    func filled(with outputs: [[String]]) -> Transcript {
        var index = 0
        return Transcript(
            items: items.map { item in
                guard case .entry(let entry, _) = item else { return item }
                defer { index += 1 }
                return .entry(entry, output: index < outputs.count ? outputs[index] : [])
            })
    }

    /// The transcript as a file.
    func rendered() -> String {
        var lines: [String] = []
        for item in items {
            switch item {
            case .prose(let text):
                lines.append(text)
            case .entry(let entry, let output):
                for (index, line) in entry.components(separatedBy: "\n").enumerated() {
                    lines.append((index == 0 ? Self.prompt : Self.continuation) + line)
                }
                lines += output.map { "  " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Runs transcripts through a `Session` in-process and compares them with their files.
enum TranscriptRunner {
    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let transcripts = root.appendingPathComponent("Tests/PlumbScriptTests/Transcripts")
    static let sessions = root.appendingPathComponent("sessions")

    /// Whether `PLUMB_RECORD` asks to rewrite the expected output.
    static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment["PLUMB_RECORD"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The session scripts, by file name, sorted.
    static func sessionFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []
        return names.filter { $0.hasSuffix(".plumb") }.sorted()
    }

    /// The transcript files, by file name, sorted.
    static func transcriptFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: transcripts.path)) ?? []
        return names.filter { $0.hasSuffix(".t") }.sorted()
    }

    /// A file system holding the sessions under `sessions/`, so transcripts can `load` them.
    static func files() -> InMemoryFileSystem {
        var files: [String: String] = [:]
        for name in sessionFiles() {
            files["sessions/" + name] = try? String(
                contentsOf: sessions.appendingPathComponent(name), encoding: .utf8)
        }
        return InMemoryFileSystem(files)
    }

    /// Runs every entry of `transcript` in a fresh session; returns it with the outputs.
    static func run(_ transcript: Transcript) -> Transcript {
        let session = Session(fileSystem: files())
        let outputs = transcript.entries.map { entry -> [String] in
            let text = session.execute(entry).text
            guard !text.isEmpty else { return [] }
            return text.dropLast().components(separatedBy: "\n")
        }
        return transcript.filled(with: outputs)
    }

    /// A line diff of `expected` against `actual`: `-` for lines only expected, `+` for
    /// lines only produced, two lines of context around each change.
    static func diff(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n")
        let b = actual.components(separatedBy: "\n")
        // Longest common subsequence, by dynamic programming from the ends.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] =
                    a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [(String, String)] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i]))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append(("+", b[j]))
                j += 1
            } else {
                lines.append(("-", a[i]))
                i += 1
            }
        }
        var shown: [String] = []
        var lastShown = -1
        for (index, line) in lines.enumerated() {
            let near = lines[max(0, index - 2)...min(lines.count - 1, index + 2)].contains {
                $0.0 != " "
            }
            guard near else { continue }
            if lastShown >= 0 && index > lastShown + 1 { shown.append("@@") }
            shown.append(line.0 + line.1)
            lastShown = index
        }
        return shown.joined(separator: "\n")
    }
}
