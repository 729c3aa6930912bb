import PlumbText

/// A parsed script or shell entry: its statements in order, with an error in place of each
/// statement that did not parse.
///
/// Keeping errors in place lets a script runner execute the statements before the first
/// error and then stop there, reporting `FILE:LINE:COL`, as `plumb run` does.
struct ScriptSyntax: Hashable, Sendable, CustomStringConvertible {
    /// A statement, or the error that replaced a statement that did not parse.
    public enum Item: Hashable, Sendable {
        case statement(StatementSyntax)
        case error(Diagnostic)
    }

    /// Statements and errors in source order.
    public var items: [Item]

    /// Creates a script.
    public init(items: [Item]) {
        self.items = items
    }

    /// Creates a script of statements only.
    public init(statements: [StatementSyntax]) {
        self.items = statements.map(Item.statement)
    }

    /// The statements that parsed, in order.
    public var statements: [StatementSyntax] {
        items.compactMap { item in
            if case .statement(let statement) = item { return statement }
            return nil
        }
    }

    /// The errors, in order; one per statement that did not parse.
    public var diagnostics: [Diagnostic] {
        items.compactMap { item in
            if case .error(let diagnostic) = item { return diagnostic }
            return nil
        }
    }

    /// Whether some statement did not parse.
    public var hasErrors: Bool { !diagnostics.isEmpty }

    /// The statements as canonical source: what `save` writes.
    ///
    /// One statement per line (a group over several), each line ending in a newline. Errors
    /// are left out.
    public func formatted() -> String {
        statements.map { $0.formatted() + "\n" }.joined()
    }

    /// ``formatted()``.
    public var description: String { formatted() }
}

/// The outcome of parsing a shell entry: complete (possibly with errors), or incomplete.
enum ParseResult: Hashable, Sendable {
    /// The entry is complete. Statements that did not parse are errors in the script.
    case complete(ScriptSyntax)
    /// The entry ends where more must follow (an open `{`, a final `&&`): the shell should
    /// read another line, append it after a newline, and parse again.
    case incomplete(IncompleteInput)

    /// The script, or `nil` when the input is incomplete.
    public var script: ScriptSyntax? {
        if case .complete(let script) = self { return script }
        return nil
    }
}

/// Why an entry is incomplete, and where the construct that is still open starts.
struct IncompleteInput: Hashable, Sendable {
    /// The constructs that can be continued on another line.
    public enum Reason: Hashable, Sendable {
        /// A `{` of a group or shorthand block that has not been closed.
        case unclosedBrace
        /// A line ending in `&&`.
        case trailingConjunction
    }

    /// What is still open.
    public var reason: Reason
    /// The `{` or `&&` that is waiting for more.
    public var range: SourceRange

    /// Creates the description of incomplete input.
    public init(_ reason: Reason, at range: SourceRange) {
        self.reason = reason
        self.range = range
    }

    /// The error to report when no more input will come (at the end of a script file),
    /// pointing at `end`, the end of the input.
    public func diagnostic(endingAt end: TextPosition) -> Diagnostic {
        switch reason {
        case .unclosedBrace:
            return Diagnostic(
                .unclosedBrace, "expected '}' to close the block", at: SourceRange(at: end),
                notes: [Note("the block opens here", at: range)],
                fixIts: [FixIt("insert '}'", replacing: SourceRange(at: end), with: "}")])
        case .trailingConjunction:
            return Diagnostic(
                .expected, "expected a constraint after '&&'", at: SourceRange(at: end),
                notes: [Note("'&&' joins two constraints", at: range)])
        }
    }
}
