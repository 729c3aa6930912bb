import PlumbLayout

/// What a command sees while it runs one statement: the layout, the statement's source, the
/// session's options, and the ways to print, fail and resolve names.
///
/// A context lives for one statement. Commands print through it (nothing is printed while the
/// session replays its log), throw the ``Diagnostic``s it makes, and resolve names with its
/// helpers (``view(_:)``, ``item(_:subject:)``, ``constraint(_:)``, …), which fail with "did
/// you mean" for misspellings.
///
/// ```swift
/// static func run(_ resize: ResizeSyntax, in context: CommandContext) throws {
///     let window = try context.view(resize.name)
///     let report = try context.attempt(at: resize.range) {
///         try context.layout.resize(window, to: Size(width: 320, height: 568))
///     }
///     context.show(report)
/// }
/// ```
final class CommandContext {
    /// The session running the statement.
    public let session: Session
    /// The statement being run.
    public let statement: StatementSyntax
    /// Where the statement came from.
    let source: StatementSource
    /// Whether the statement may have changed the layout, so a failure must roll it back.
    ///
    /// True for changes; session commands that change the layout set it themselves.
    public var mayHaveChanged = false
    /// Set when `--strict` turned a conflict into a failure.
    var metStrictConflict = false

    init(session: Session, statement: StatementSyntax, source: StatementSource) {
        self.session = session
        self.statement = statement
        self.source = source
    }

    /// The layout the statement works on.
    public var layout: Layout { session.layout }

    /// Whether the output should be JSON: the query's `--json`, or `plumb run --json`.
    public var wantsJSON: Bool {
        if session.options.json { return true }
        if case .query(let query) = statement.kind { return query.json }
        return false
    }

    /// Whether a change should say what it made (the shell, `--echo`, transcripts).
    public var announcesChanges: Bool {
        session.options.announcesChanges && !session.options.json
    }

    /// Whether the session is replaying its log (nothing prints; commands need not care).
    public var isReplaying: Bool { session.isReplaying }

    /// Where constraints made by this statement come from: `FILE:LINE`, or the shell entry.
    public var origin: ConstraintOrigin { source.origin(of: statement) }

    /// The statement's file name; nil in the shell.
    public var fileName: String? { source.fileName }

    // MARK: - Printing

    /// Prints a block of text (lines joined by `\n`, no final newline).
    public func print(_ text: String) { session.emit(.plain, text) }

    /// Prints a page to read (help): plain output, which the shell may page on a terminal.
    func printPageable(_ text: String) { session.emit(session.options.json ? .plain : .page, text) }

    /// Prints a warning: the statement goes on.
    public func warn(_ text: String) { session.emit(.warning, text) }

    /// Prints one JSON document.
    public func printJSON(_ value: JSONValue) { session.emit(.plain, value.rendered()) }

    /// Prints a change's announcement when changes are announced (only then is it made).
    public func announce(_ text: @autoclosure () -> String) {
        if announcesChanges { print(text()) }
    }

    /// Prints what a change did beyond what was asked: each conflict (the report of
    /// ``ConflictReport``), constraints restored, constraints deactivated by a move.
    ///
    /// Under `--strict`, a conflict is an error and the statement fails.
    public func show(_ report: LayoutReport) {
        guard !isReplaying else { return }
        for conflict in report.conflicts {
            let text = ConflictReport.render(conflict, in: layout)
            session.output.hadConflicts = true
            if session.options.strict {
                // An error like any other: FILE:LINE:COL and the statement with a caret, then
                // the rest of the report.
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let head = lines.isEmpty ? Substring(text) : lines.removeFirst()
                let rendered = source.render(
                    Diagnostic("conflict", String(head), at: statement.range))
                session.emitError(
                    ([rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered]
                        + lines.map(String.init)).joined(separator: "\n"))
                metStrictConflict = true
            } else {
                warn(text)
            }
        }
        // In JSON mode standard output carries only JSON documents.
        let notice: (String) -> Void = session.options.json ? warn : print
        let restored = report.restored.filter { c in !report.broken.contains { $0 === c } }
        if !restored.isEmpty {
            notice(
                restored.map { "restored \($0.description): it can hold again" }
                    .joined(separator: "\n"))
        }
        if !report.deactivated.isEmpty {
            notice(
                report.deactivated.map {
                    "deactivated \($0.description): its items no longer share an ancestor"
                }.joined(separator: "\n"))
        }
    }

    // MARK: - Failing

    /// An error at `range` (the whole statement by default), to throw.
    ///
    /// ```swift
    /// throw context.error("'\(name)' is a group, not a view", at: nameSyntax.range)
    /// ```
    public func error(_ message: String, at range: SourceRange? = nil, notes: [Note] = [])
        -> Diagnostic
    {
        Diagnostic("interpreter", message, at: range ?? statement.range, notes: notes)
    }

    /// Runs a layout call, turning a ``LayoutError`` into an error at `range` (the whole
    /// statement by default).
    public func attempt<T>(at range: SourceRange? = nil, _ body: () throws(LayoutError) -> T)
        throws(Diagnostic) -> T
    {
        do {
            return try body()
        } catch {
            throw Diagnostic("layout", error.description, at: range ?? statement.range)
        }
    }

    // MARK: - Files

    /// The text of the file at `path`.
    public func readFile(_ path: FilePathSyntax) throws(Diagnostic) -> String {
        do {
            return try session.fileSystem.readFile(atPath: path.path)
        } catch {
            throw self.error(error.message, at: path.range)
        }
    }

    /// Replaces the file at `path` atomically; on failure the old file is untouched.
    public func writeFile(_ path: FilePathSyntax, _ contents: String) throws(Diagnostic) {
        do {
            try session.fileSystem.writeFileAtomically(contents, toPath: path.path)
        } catch {
            throw self.error(error.message, at: path.range)
        }
    }

    /// Runs session-language text as part of this statement, recorded with it.
    ///
    /// For `load`, and for `import`, which rebuilds a layout from statements it generates.
    /// Errors are printed against `fileName`.
    ///
    /// - Throws: an error already printed when a statement of the text fails; the session
    ///   then rolls the whole statement back.
    public func run(_ text: String, fileName: String) throws {
        mayHaveChanged = true
        try session.load(text, fileName: fileName)
    }
}
