import PlumbLayout

/// A conversation with a layout: session-language text in, printed output out.
///
/// ## How it works
///
/// A `Session` owns one ``Layout`` and executes statements against it. It does no terminal
/// I/O: ``execute(_:)`` takes a shell entry and returns a ``SessionOutput``; ``run(script:fileName:echo:)``
/// does the same for a script file; files go through an injected ``SessionFileSystem``. The
/// shell, `plumb run` and the golden transcripts are three thin loops around these calls.
///
/// **Parsing.** An entry is parsed with ``Parser/parse(_:)`` (a script with
/// ``Parser/parseScript(_:)``). Statements run in order; a parse error stands in the place of
/// the statement it replaced, so the statements before it run and execution stops there, with
/// the error drawn under its source line (`FILE:LINE:COL` for a script).
///
/// **Dispatch.** Each statement is handed to its command, a small type found in
/// ``CommandRegistry`` by the statement's first word (equations, shorthand blocks and VFL have
/// no keyword; they go to the `equation`, `shorthand` and `vfl` commands). The command reads the
/// statement's syntax, resolves names through its ``CommandContext`` (with "did you mean" for
/// misspellings), lowers constraints to `ConstraintDraft`s, and calls the layout.
///
/// **Atomicity, undo and redo: the log.** Every statement whose command is a change
/// (``CommandEffect/change``) is recorded, once it has succeeded, in a log of changes, one
/// entry per top-level statement (`load` records all the statements of its file as one
/// entry). The log *is* the state: the layout can always be rebuilt by replaying it on a
/// fresh ``Layout`` with output suppressed, and replay is exact because the layout is
/// deterministic and every constraint keeps the origin it was first written at.
///
/// - Going back costs the change, not a replay: the layout journals every write (its
///   solver too), and each entry keeps the journal mark it began at (``UndoPoint``).
/// - A statement that fails may have changed the layout half way (a `&&` chain whose second
///   constraint names a missing view; a group whose body conflicts with a label). The session
///   does not try to undo each step: it rolls the layout back to the statement's mark. So a
///   failed statement leaves nothing behind, whatever it did.
/// - `undo` moves the last entry of the log to a redo stack and rolls back to its mark;
///   `redo` replays the entry on the live layout and moves it back. Any new change clears the
///   redo stack. Constraint numbers follow the log: undoing the creation of `#7` frees the
///   number 7.
/// - Past the journal's depth (``defaultJournalDepth`` entries), or when a mark is lost, the
///   layout is rebuilt from the log instead, from a copy kept a few dozen entries back.
/// - `save` writes the current state as a script (``ScriptWriter``) and checks it by
///   replaying it in a fresh session; a state it cannot express in the language falls back
///   to the log itself, which replays exactly.
///
/// The journal costs every change a little (docs/performance.md); a rebuild costs time
/// proportional to the log since the copy it starts from.
///
/// **Output.** Commands print through their context into the entry's ``SessionOutput``: plain
/// blocks, warnings (the report printed when a required constraint cannot hold, see
/// ``ConflictReport``) and errors. With ``Options/announcesChanges`` (the shell, `--echo` and
/// transcripts) a change says what it made (`#3 text.left == root.left + 22`); a plain
/// `plumb run` prints only answers and reports. ``Options/json`` makes every query print one
/// JSON document, as `--json` does for one query.
///
/// ```swift
/// let session = Session()
/// _ = session.execute("window root 375x667")
/// _ = session.execute("view button in root")
/// _ = session.execute("button.width == 88 && button.height == 30")
/// print(session.execute("frames button").text)   // button  (0, 0, 88, 30)
/// print(session.execute("undo").text)            // undid: button.width == 88 && …
/// ```
public final class Session {
    /// How the session prints.
    public struct Options: Hashable, Sendable {
        /// Every query prints JSON (`plumb run --json`), and changes announce nothing.
        public var json: Bool
        /// A required constraint that cannot hold is an error (`plumb run --strict`).
        public var strict: Bool
        /// Changes say what they made; off for a plain `plumb run`.
        public var announcesChanges: Bool
        /// The layout margins `import` gives views whose margins a log does not print
        /// (`plumb import --margins N`); an `import … margins N` statement says its own.
        public var importMargins: Double?

        /// Creates options; the defaults are the interactive shell's.
        public init(json: Bool = false, strict: Bool = false, announcesChanges: Bool = true) {
            self.json = json
            self.strict = strict
            self.announcesChanges = announcesChanges
        }
    }

    /// The layout the session works on.
    ///
    /// It can be another object after `reset`, an `undo` that goes back past a `reset`, or a
    /// rebuild from the log; do not keep it across calls.
    public internal(set) var layout = Layout() {
        // Every layout a session works on journals its changes, for undo.
        didSet { layout.startJournal() }
    }
    /// How the session prints.
    public var options: Options
    /// Where `load`, `save`, `import` and `export` read and write.
    public let fileSystem: any SessionFileSystem
    /// The entries executed so far, in order (what `history` lists).
    public internal(set) var history: [String] = []
    /// The size of the terminal the session prints to; nil when there is none.
    ///
    /// Asked at each `draw` (a window can be resized between two). The shell sets it.
    public var terminalSize: () -> (columns: Int, rows: Int)? = { nil }
    /// Whether `quit` was executed; the shell stops reading (``cancelQuit()`` takes it back).
    public internal(set) var hasQuit = false
    /// The script `save` last wrote (or the empty session's), to tell unsaved work.
    var lastSavedScript: String?

    /// The log: one entry per change that succeeded, oldest first.
    var changes: [Change] = []
    /// Changes undone, the most recently undone last.
    var undone: [Change] = []
    /// Copies of the layout after the first `changeCount` changes, oldest first.
    var checkpoints: [Checkpoint] = []
    /// How many changes back `undo` goes through the journal (``defaultJournalDepth``).
    var journalDepth = Session.defaultJournalDepth
    /// The most writes the journal keeps for those undos (``defaultJournalBudget``).
    var journalBudget = Session.defaultJournalBudget
    /// How many times the layout was rebuilt from the log (for tests: undo should not).
    var rebuildCount = 0
    /// The change the current top-level statement is recording into.
    var pending: Change?
    /// What the current entry has printed.
    var output = SessionOutput()
    /// While true (replaying the log), nothing is printed and nothing is recorded.
    var isReplaying = false
    /// How deeply `load` is nested now.
    var loadDepth = 0
    /// The number of the last shell entry, for constraint origins.
    var entryCount = 0

    /// How deeply `load` may nest (a file that loads itself stops here).
    public static let maximumLoadDepth = 16

    /// Creates a session with an empty layout.
    ///
    /// - Parameters:
    ///   - options: How the session prints; the defaults suit the interactive shell.
    ///   - fileSystem: Where files are read and written; the real one by default.
    public init(options: Options = Options(), fileSystem: any SessionFileSystem = LocalFileSystem())
    {
        self.options = options
        self.fileSystem = fileSystem
        layout.startJournal()
    }

    /// Whether the layout changed since the last `save` (or since the start, or since
    /// ``markSaved()``): what a shell asks about before it lets work go.
    ///
    /// - Complexity: writes the session's script, O(session).
    public var hasUnsavedChanges: Bool {
        savedScript() != (lastSavedScript ?? Session(fileSystem: fileSystem).savedScript())
    }

    /// Records the current state as saved (after `save`, or when a script file holds it).
    public func markSaved() { lastSavedScript = savedScript() }

    /// Takes back a `quit`, so the shell reads on (a shell that warns about unsaved work).
    public func cancelQuit() { hasQuit = false }

    /// Executes a shell entry: one or more statements (`;`-separated, or a multi-line block).
    ///
    /// Statements run in order and stop at the first error, which is drawn under the entry's
    /// text. An entry that is still open (an unclosed `{`, a final `&&`) is an error here; ask
    /// ``isIncomplete(_:)`` first to show a continuation prompt instead.
    ///
    /// ```swift
    /// let output = session.execute("text.widht == 20")
    /// output.failed   // true
    /// output.text     // error: unknown attribute 'widht'; did you mean 'width'? …
    /// ```
    public func execute(_ entry: String) -> SessionOutput {
        entryCount += 1
        history.append(entry)
        output = SessionOutput()
        let source = StatementSource(text: entry, fileName: nil, entry: entryCount)
        switch Parser.parse(entry) {
        case .incomplete(let incomplete):
            emitError(source.render(incomplete.diagnostic(endingAt: source.endLocation)))
        case .complete(let script):
            run(script.items, from: source, echo: false)
        }
        return takeOutput()
    }

    /// Runs a script file's text, as `plumb run` and `load` do: statement by statement,
    /// stopping at the first error, reported as `FILE:LINE:COL`.
    ///
    /// - Parameters:
    ///   - source: The script's text.
    ///   - fileName: The name errors and constraint origins use.
    ///   - echo: Print each statement as `plumb> statement` before its output.
    /// - Returns: What the script printed; ``SessionOutput/failed`` when it stopped at an error.
    public func run(script source: String, fileName: String, echo: Bool = false) -> SessionOutput {
        output = SessionOutput()
        let text = StatementSource(text: source, fileName: fileName, entry: 0)
        run(Parser.parseScript(source).items, from: text, echo: echo)
        return takeOutput()
    }

    /// Whether `entry` ends inside an open construct (an unclosed `{`, a final `&&`), so the
    /// shell should read another line and try again.
    public static func isIncomplete(_ entry: String) -> Bool {
        if case .incomplete = Parser.parse(entry) { return true }
        return false
    }

    /// Whether a change can be undone now.
    public var canUndo: Bool { !changes.isEmpty }

    /// Whether an undone change can be redone now.
    public var canRedo: Bool { !undone.isEmpty }

    private func takeOutput() -> SessionOutput {
        var result = output
        result.quit = result.quit || hasQuit
        output = SessionOutput()
        return result
    }

    /// Runs parsed items in order until an error, echoing each statement when asked.
    func run(_ items: [ScriptSyntax.Item], from source: StatementSource, echo: Bool) {
        for item in items {
            if hasQuit { return }
            switch item {
            case .error(let diagnostic):
                emitError(source.render(diagnostic))
                return
            case .statement(let statement):
                if echo { emit(.echo, source.echo(of: statement)) }
                if !executeTopLevel(statement, from: source) { return }
            }
        }
    }

    // MARK: - Printing

    /// Prints a block unless the log is being replayed.
    func emit(_ style: SessionOutput.Style, _ text: String) {
        guard !isReplaying else { return }
        output.append(style, text)
    }

    /// Prints an error and marks the output failed.
    func emitError(_ text: String) {
        guard !isReplaying else { return }
        output.append(.error, text)
        output.failed = true
    }
}
