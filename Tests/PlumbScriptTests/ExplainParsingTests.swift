import Testing

@testable import PlumbScript

/// `explain --apple`: the one flag the conflict debugger adds to the query grammar.
@Suite struct ExplainParsingTests {
    @Test(arguments: [
        ("explain --apple", "explain --apple"),
        ("explain #4 --apple", "explain #4 --apple"),
        ("explain --apple wide --json", "explain wide --apple --json"),
    ])
    func appleFlagRoundTrips(source: String, canonical: String) {
        expectCanonical(source, canonical)
    }

    @Test func appleFlagStructure() {
        guard case .query(let query)? = parseStatement("explain #2 --apple")?.kind else {
            Issue.record("not a query")
            return
        }
        #expect(query.kind == .explain(ReferenceSyntax(kind: .number(2)), apple: true))
        #expect(!query.json)
        guard case .query(let plain)? = parseStatement("explain")?.kind else {
            Issue.record("not a query")
            return
        }
        #expect(plain.kind == .explain(nil, apple: false))
    }

    @Test(arguments: [
        ("explain --apple 1️⃣--apple", "'--apple' is given twice"),
        ("check 1️⃣--apple", "unknown option '--apple' for 'check'"),
    ])
    func appleFlagErrors(source: String, message: String) {
        expectError(source, message)
    }
}
