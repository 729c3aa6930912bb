import PlumbScript

/// The read–execute–print loop: lines from a ``LineReader``, entries to a ``Session``, output
/// to a ``ShellPrinter``.
///
/// ## How it works
///
/// The loop is lua.c's REPL in Swift. It reads a line with the prompt `plumb> `; while the
/// entry is incomplete (an open `{`, a line ending in `&&`; ``Session/isIncomplete(_:)``) it
/// keeps reading under `...> ` and joins the lines with newlines. A complete entry goes to
/// ``Session/execute(_:)`` and its output to the printer. An empty line does nothing (unlike
/// Python's `cmd`, which repeats the last command). Ctrl-C (``ReadResult/interrupted``) drops
/// the entry being typed, however many lines it has; Ctrl-D, the end of input, or `quit`
/// ends the loop. An entry still open at the end of input is executed, so its error is
/// reported rather than lost.
///
/// The shell knows nothing of libedit: the reader decides whether there is editing, history
/// and completion. Prompts are shown only when ``isInteractive``; when the reader shows no
/// prompts itself (the plain reader on a terminal, with `PLUMB_NO_EDITLINE`), the shell
/// writes them.
///
/// ```swift
/// let session = Session()
/// let reader = LineReaders.makeDefault(historyFile: LineReaders.defaultHistoryFile) { line, start in
///     session.completions(line: line, wordStart: start)
/// }
/// let status = Shell(session: session, reader: reader).run()
/// ```
public final class Shell {
    /// The prompt for a new entry.
    public static let prompt = "plumb> "
    /// The prompt while an entry is still open.
    public static let continuationPrompt = "...> "

    /// The session entries go to.
    public let session: Session
    private var reader: any LineReader
    private let printer: ShellPrinter
    /// Whether a person is at a terminal: prompts and a greeting.
    public let isInteractive: Bool
    /// Whether the shell writes prompts itself (the reader shows none).
    private let writesPrompts: Bool

    /// Creates a shell.
    ///
    /// - Parameters:
    ///   - session: Where entries are executed.
    ///   - reader: Where lines come from.
    ///   - printer: Where output goes; standard output and error by default.
    ///   - isInteractive: Show prompts and the greeting; by default, when stdin and stdout
    ///     are terminals.
    public init(
        session: Session, reader: any LineReader, printer: ShellPrinter = ShellPrinter(),
        isInteractive: Bool = Terminal.isInteractive
    ) {
        self.session = session
        self.reader = reader
        var printer = printer
        printer.pagesLongOutput = isInteractive
        self.printer = printer
        self.isInteractive = isInteractive
        self.writesPrompts = isInteractive && !(reader is EditLineReader)
    }

    /// The greeting shown on a terminal.
    public static let greeting =
        "Plumb: Auto Layout you can talk to. 'help' lists the commands; Ctrl-D leaves."

    /// Runs until the end of input or `quit`.
    ///
    /// - Returns: The exit status: 0, or 1 when input came from a pipe or file and an
    ///   entry failed.
    public func run() -> Int32 {
        if isInteractive { printer.write(SessionOutput.Block(.plain, Self.greeting)) }
        var lines: [String] = []
        var failed = false
        var warnedAboutUnsavedWork = false
        while true {
            if session.hasQuit {
                guard holdsBackUnsavedWork(&warnedAboutUnsavedWork) else { break }
                session.cancelQuit()
            }
            let prompt = lines.isEmpty ? Self.prompt : Self.continuationPrompt
            if writesPrompts { printer.writePrompt(prompt) }
            switch reader.readLine(prompt: isInteractive ? prompt : "") {
            case .line(let line):
                if lines.isEmpty && line.allSatisfy(\.isWhitespace) { continue }
                lines.append(line)
                let entry = lines.joined(separator: "\n")
                if Session.isIncomplete(entry) { continue }
                lines = []
                // A block typed over several lines is one entry, in the history too.
                reader.record(entry)
                failed = execute(entry) || failed
            case .interrupted:
                lines = []
            case .endOfInput:
                if isInteractive {
                    // Ctrl-D inside a block drops the block, not the session.
                    if !lines.isEmpty {
                        lines = []
                        printer.write(
                            SessionOutput.Block(
                                .warning, "dropped the unfinished entry (Ctrl-D again leaves)"))
                        continue
                    }
                    if holdsBackUnsavedWork(&warnedAboutUnsavedWork) { continue }
                    return 0
                }
                if !lines.isEmpty {
                    failed = execute(lines.joined(separator: "\n")) || failed
                }
                return failed ? 1 : 0
            }
        }
        return !isInteractive && failed ? 1 : 0
    }

    /// Whether to hold back an attempt to leave: on a terminal, the first one while the layout
    /// has unsaved changes.
    ///
    /// It prints a warning; the second attempt leaves.
    private func holdsBackUnsavedWork(_ warned: inout Bool) -> Bool {
        guard isInteractive, !warned, session.hasUnsavedChanges else { return false }
        warned = true
        printer.write(
            SessionOutput.Block(
                .warning,
                "the layout changed since it was last saved: 'save FILE' keeps it; "
                    + "Ctrl-D or 'quit' again leaves without saving"))
        return true
    }

    /// Executes one entry and prints its output; returns whether it failed.
    private func execute(_ entry: String) -> Bool {
        let output = session.execute(entry)
        printer.write(output)
        return output.failed
    }
}
