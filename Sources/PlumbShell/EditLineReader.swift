import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a person at a terminal through libedit: prompts, editing, history, Tab.
///
/// ## How it works
///
/// libedit's readline-compatible layer is one editor per process: one history list, one
/// completion hook, one set of signal handlers. So this reader keeps no editor of its own; it
/// configures that global editor once and forwards to it. Make one `EditLineReader` per process
/// (creating a second one adopts the same history and replaces the completer).
///
/// - **Text.** Before libedit starts, the `LC_CTYPE` locale is taken from the environment (with
///   `C.UTF-8` as the fallback when that is not UTF-8); otherwise libedit reads the lead byte of
///   every multibyte character as a Meta-key command and `aλ⌫c` becomes `ac`.
/// - **History.** Non-blank lines are added (a repeat of the previous entry is not), the list
///   is stifled at ``historyLimit`` entries, and it is loaded from `historyFile` at start and
///   written back after every entry ``record(_:)`` adds, so a crash or `quit` loses nothing.
///   The shell records whole entries: a block typed over several lines is one entry. The file is in
///   libedit's format (`_HiStOrY_V2_`), not GNU readline's.
/// - **Completion.** Tab calls ``completer`` with the text before the cursor. libedit's C hooks
///   cannot capture context, so the closure lives in a global; the match list is built here,
///   sorted, rather than by `rl_completion_matches`, whose order depends on the heap. No space
///   is appended after a completion and there is no fallback to file names.
/// - **Ctrl-C.** While waiting for a line, SIGINT is caught by a handler in the C shim that
///   only records it, so libedit's read fails and the half-typed line is dropped: the result is
///   ``ReadResult/interrupted`` rather than a dead process. Outside `readLine`, the previous
///   SIGINT disposition is back in force.
/// - **Ctrl-D** on an empty line is ``ReadResult/endOfInput``; the reader prints the newline
///   libedit leaves out, so whatever is printed next starts on its own line.
///
/// Prompts should be plain text: libedit counts every byte of an escape sequence as a column.
public final class EditLineReader: LineReader {
    /// The most history entries kept, in memory and in the file.
    public static let historyLimit = 1000

    /// The characters that end a word for completion: `button.wi` is one word, `(a` is not.
    public static let wordBreakCharacters = " \t\n\"'`@$><=;|&{}()[],+-*/:!"

    /// The file history is loaded from and saved to, or `nil` for history in memory only.
    public let historyFile: String?

    /// The Tab completion hook, shared by the whole process; `nil` turns completion off.
    public var completer: Completer? {
        get { EditLineState.completer }
        set { EditLineState.completer = newValue }
    }

    /// Sets up libedit and loads history from `historyFile` when that file exists.
    ///
    /// - Parameters:
    ///   - historyFile: A path such as `LineReaders.defaultHistoryFile`; `~` is not expanded.
    ///   - completer: The Tab completion hook.
    ///   - name: The application name that `~/.editrc` bindings can be scoped to.
    public init(historyFile: String?, completer: Completer? = nil, name: String = "plumb") {
        self.historyFile = historyFile
        EditLineState.prepare(name: name)
        EditLineState.completer = completer
        if let historyFile {
            // A missing or unreadable file just means an empty history.
            _ = Self.loadHistory(from: historyFile)
        }
    }

    /// Shows `prompt` and returns the line typed, or why there is none.
    public func readLine(prompt: String) -> ReadResult {
        var previousAction = sigaction()
        let handlerInstalled = ceditline_install_sigint(&previousAction) == 0
        defer {
            if handlerInstalled { _ = ceditline_restore_sigint(&previousAction) }
        }
        // A ^C from before this call (between lines) must not cancel the line about to be read.
        ceditline_clear_interrupt()

        let raw = CEditLine.readline(prompt)
        defer { free(raw) }

        if ceditline_take_interrupt() != 0 {
            ceditline_write_newline()
            return .interrupted
        }
        guard let raw else {
            ceditline_write_newline()
            return .endOfInput
        }
        return .line(String(cString: raw))
    }

    /// Adds a complete entry to the history (a block typed over several lines is one entry,
    /// recalled whole by Up) and writes the history file.
    public func record(_ entry: String) {
        if Self.addToHistory(entry), let historyFile {
            _ = Self.saveHistory(to: historyFile)
        }
    }

    /// Writes the history to ``historyFile``; returns whether that succeeded.
    ///
    /// The reader already saves after every line it adds; this is for callers that want to
    /// know, or that changed the file's location on disk.
    @discardableResult
    public func saveHistory() -> Bool {
        guard let historyFile else { return false }
        return Self.saveHistory(to: historyFile)
    }

    // MARK: - History (process-wide, as libedit keeps it)

    /// Adds `line` to the history unless it is blank or repeats the last entry.
    ///
    /// Returns whether the history changed.
    static func addToHistory(_ line: String) -> Bool {
        guard line.contains(where: { !$0.isWhitespace }) else { return false }
        if lastHistoryEntry() == line { return false }
        return add_history(line) == 0
    }

    /// The newest history entry, if any.
    static func lastHistoryEntry() -> String? {
        let count = ceditline_history_length()
        guard count > 0, let entry = history_get(ceditline_history_base() + count - 1) else {
            return nil
        }
        return entry.pointee.line.map { String(cString: $0) }
    }

    /// The history, oldest first.
    static func historyEntries() -> [String] {
        let base = ceditline_history_base()
        let count = ceditline_history_length()
        guard count > 0 else { return [] }
        return (0..<count).compactMap { offset in
            history_get(base + offset).flatMap { $0.pointee.line }.map { String(cString: $0) }
        }
    }

    /// Replaces nothing: appends the entries stored in `path` to the history.
    static func loadHistory(from path: String) -> Bool {
        read_history(path) == 0
    }

    /// Writes the whole history to `path`, replacing the file.
    static func saveHistory(to path: String) -> Bool {
        write_history(path) == 0
    }

    /// Empties the history (for tests).
    static func clearHistory() {
        clear_history()
    }
}

/// The state libedit's C hooks reach: they are plain C function pointers and cannot capture.
///
/// Only the thread that calls `readline` touches it, and libedit's readline layer is not
/// thread-safe anyway, hence `nonisolated(unsafe)` rather than a lock (`Mutex` would also
/// need macOS 15).
enum EditLineState {
    nonisolated(unsafe) static var completer: Completer?
    nonisolated(unsafe) private static var isPrepared = false

    /// Configures libedit once per process; later calls do nothing.
    static func prepare(name: String) {
        guard !isPrepared else { return }
        isPrepared = true

        // Order matters: the locale must be set before rl_initialize, which is when libedit
        // decides whether input is UTF-8.
        _ = setlocale(LC_CTYPE, "")
        if ceditline_ctype_is_utf8() == 0 {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        // libedit keeps these pointers for the life of the process: never free them.
        ceditline_set_readline_name(strdup(name))
        ceditline_set_word_break_characters(strdup(EditLineReader.wordBreakCharacters))

        _ = rl_initialize()
        using_history()
        stifle_history(Int32(EditLineReader.historyLimit))

        ceditline_set_completion_append_character(0)
        ceditline_set_attempted_completion { text, start, end in
            EditLineState.complete(text: text, start: start, end: end)
        }
    }

    /// The `rl_attempted_completion_function`: asks ``completer`` and returns a malloc'd,
    /// NULL-terminated match list for libedit to insert, list and free.
    static func complete(text: UnsafePointer<CChar>?, start: Int32, end: Int32)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    {
        // Without this, no matches would make libedit complete file names instead.
        ceditline_set_attempted_completion_over(1)
        guard let completer else { return nil }
        let word = text.map { String(cString: $0) } ?? ""
        let lineBuffer = ceditline_line_buffer().map { String(cString: $0) } ?? word
        let context = Completion.context(
            lineBuffer: lineBuffer, wordStart: Int(start), cursor: Int(end))
        let candidates = Set(completer(context.line, context.cursorWordStart)).sorted()
        // One candidate: insert the rest ourselves and ask for a redraw. Handed to libedit, a
        // unique completion is inserted but also rings the bell (its fn_complete beeps after
        // every insertion that lists nothing), as if Tab had failed.
        if candidates.count == 1, let only = candidates.first, only.hasPrefix(word) {
            let rest = String(only.dropFirst(word.count))
            if !rest.isEmpty { ceditline_insert_and_redraw(rest) }
            return nil
        }
        let entries = Completion.readlineEntries(word: word, candidates: candidates)
        return makeMatchList(entries)
    }

    /// Copies `entries` into the malloc'd `char **` layout libedit frees with `free`.
    static func makeMatchList(_ entries: [String]) -> UnsafeMutablePointer<
        UnsafeMutablePointer<CChar>?
    >? {
        guard !entries.isEmpty,
            let memory = malloc(
                (entries.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)
        else { return nil }
        let list = memory.bindMemory(
            to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
        for (index, entry) in entries.enumerated() {
            (list + index).initialize(to: strdup(entry))
        }
        (list + entries.count).initialize(to: nil)
        return list
    }
}
