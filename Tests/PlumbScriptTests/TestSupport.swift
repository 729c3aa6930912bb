import PlumbTestSupport
import Testing

@testable import PlumbScript

/// A position in session text (`TextPosition`, from PlumbText).
typealias Location = TextPosition

/// Source text with position markers (`1️⃣` … `9️⃣`) taken out, and where each marker was,
/// as swift-syntax's `extractMarkers` does.
struct MarkedSource {
    /// The text without markers.
    let text: String
    /// The location of each marker in ``text``, by marker.
    let markers: [String: Location]

    static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ marked: String) {
        var text = ""
        var markers: [String: Location] = [:]
        var line = 1
        var column = 1
        var offset = 0
        for character in marked {
            let name = String(character)
            if Self.markerNames.contains(name) {
                markers[name] = Location(line: line, column: column, offset: offset)
                continue
            }
            text.append(character)
            let size = name.utf8.count
            offset += size
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += size
            }
        }
        self.text = text
        self.markers = markers
    }

    /// The location of `marker`, failing the test when it is absent.
    func location(_ marker: String = "1️⃣", sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> Location?
    {
        let location = markers[marker]
        #expect(
            location != nil, "no marker \(marker) in the source", sourceLocation: sourceLocation)
        return location
    }
}

/// The statements of `source`, expecting a complete parse without errors.
func parseStatements(
    _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [StatementSyntax] {
    guard case .complete(let script) = Parser.parse(source) else {
        Issue.record("incomplete input: \(source)", sourceLocation: sourceLocation)
        return []
    }
    for diagnostic in script.diagnostics {
        let rendered = DiagnosticRenderer(source: source).render(diagnostic)
        Issue.record("unexpected error:\n\(rendered)", sourceLocation: sourceLocation)
    }
    return script.statements
}

/// The one statement of `source`.
func parseStatement(
    _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> StatementSyntax? {
    let statements = parseStatements(source, sourceLocation: sourceLocation)
    #expect(
        statements.count == 1, "expected one statement in \(source)", sourceLocation: sourceLocation
    )
    return statements.first
}

/// The diagnostics of `source`, expecting a complete parse.
func parseErrors(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> [Diagnostic]
{
    guard case .complete(let script) = Parser.parse(source) else {
        Issue.record("incomplete input: \(source)", sourceLocation: sourceLocation)
        return []
    }
    return script.diagnostics
}

/// Checks that `source` prints back as `canonical` and that the printed text parses to an
/// equal statement list.
func expectCanonical(
    _ source: String, _ canonical: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let statements = parseStatements(source, sourceLocation: sourceLocation)
    let printed = statements.map(\.description).joined(separator: "\n")
    #expect(printed == canonical, sourceLocation: sourceLocation)
    let reparsed = parseStatements(printed, sourceLocation: sourceLocation)
    #expect(reparsed == statements, "round trip of \(printed)", sourceLocation: sourceLocation)
}

/// Checks that the marked source fails with one error at the marker whose message is
/// `message`.
func expectError(
    _ marked: String, _ message: String, id: DiagnosticID? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let source = MarkedSource(marked)
    let errors = parseErrors(source.text, sourceLocation: sourceLocation)
    #expect(errors.count == 1, "errors: \(errors)", sourceLocation: sourceLocation)
    guard let error = errors.first else { return }
    #expect(error.message == message, sourceLocation: sourceLocation)
    if let expected = source.location() {
        #expect(
            error.location.line == expected.line, "line of \(error)", sourceLocation: sourceLocation
        )
        #expect(
            error.location.column == expected.column, "column of \(error)",
            sourceLocation: sourceLocation)
        #expect(error.location.offset == expected.offset, sourceLocation: sourceLocation)
    }
    if let id { #expect(error.id == id, sourceLocation: sourceLocation) }
}

typealias SeededGenerator = SplitMix64
