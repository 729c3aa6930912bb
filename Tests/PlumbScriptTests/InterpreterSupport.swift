import Testing

@testable import PlumbLayout
@testable import PlumbScript

/// A session with files in memory; quiet unless `announcing`.
func makeSession(
    _ script: String = "", files: [String: String] = [:], announcing: Bool = true,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Session {
    let session = Session(
        options: Session.Options(announcesChanges: announcing),
        fileSystem: InMemoryFileSystem(files))
    if !script.isEmpty {
        let output = session.run(script: script, fileName: "setup.plumb")
        #expect(!output.failed, "setup failed:\n\(output.text)", sourceLocation: sourceLocation)
    }
    return session
}

/// The output of running `script`, as the file `fileName`, in a fresh session with `options`
/// and no files.
func runScript(_ script: String, fileName: String, options: Session.Options) -> SessionOutput {
    Session(options: options, fileSystem: InMemoryFileSystem())
        .run(script: script, fileName: fileName)
}

/// What `import` prints in a fresh session whose one file, `fileName`, holds `log`.
func importText(_ log: String, fileName: String) -> String {
    Session(fileSystem: InMemoryFileSystem([fileName: log])).execute("import \(fileName)").text
}

/// The output of an entry that must succeed.
@discardableResult
func succeed(
    _ session: Session, _ entry: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
    let output = session.execute(entry)
    #expect(!output.failed, "\(entry) failed:\n\(output.text)", sourceLocation: sourceLocation)
    return output.text
}

/// The output of an entry that must fail.
@discardableResult
func fail(
    _ session: Session, _ entry: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
    let output = session.execute(entry)
    #expect(output.failed, "\(entry) should fail:\n\(output.text)", sourceLocation: sourceLocation)
    return output.text
}

/// The frame of the item called `name`, in superview coordinates, as text.
func frame(_ session: Session, _ name: String) -> String {
    guard let item = session.layout.item(named: name) else { return "(no \(name))" }
    return session.layout.frame(of: item).description
}

/// Everything `save` keeps, to compare states.
func signature(_ session: Session) -> String { ScriptWriter.signature(of: session.layout) }

/// What `body` returns, expecting it to leave everything `save` keeps as it was.
@discardableResult
func expectUnchanged<Result>(
    _ session: Session, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () -> Result
) -> Result {
    let before = signature(session)
    let result = body()
    #expect(signature(session) == before, "the layout changed", sourceLocation: sourceLocation)
    return result
}

/// Where the caret of the first error in `output` points: its line and column (columns
/// count characters in the source line).
func caretLocation(in output: String) -> (line: Int, column: Int)? {
    let lines = output.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() where index > 0 {
        guard let bar = line.firstIndex(of: "|"), line.contains("^") else { continue }
        let gutter = line[..<bar]
        guard gutter.allSatisfy({ $0 == " " }) else { continue }
        let source = lines[index - 1]
        guard let sourceBar = source.firstIndex(of: "|"),
            let lineNumber = Int(source[..<sourceBar].trimmingCharacters(in: .whitespaces)),
            let caret = line.firstIndex(of: "^")
        else { continue }
        let column = line.distance(from: line.index(bar, offsetBy: 2), to: caret) + 1
        return (lineNumber, column)
    }
    return nil
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

extension Set where Element == Character {
    static let whitespaces: Set<Character> = [" ", "\t"]
}
