#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one attempt to read a line produced.
///
/// The shell treats the three cases differently: it executes a line, quits at the end of
/// input, and drops a half-typed entry (including an open `{` block) when interrupted.
public enum ReadResult: Equatable, Sendable {
    /// A complete line, without its line terminator.
    case line(String)
    /// The input is exhausted: end of file, or Ctrl-D on an empty line.
    case endOfInput
    /// The user pressed Ctrl-C; the line being typed was discarded.
    case interrupted
}

/// A source of input lines for the shell.
///
/// The session core never touches the terminal; it is fed by a `LineReader`. Two readers exist:
/// ``EditLineReader`` (libedit: prompts, editing, history, completion) for a person at a
/// terminal, and ``PlainLineReader`` (no prompts, exact bytes) for pipes, files and tests.
/// ``LineReaders/makeDefault(historyFile:completer:)`` picks between them.
///
/// ```swift
/// var reader = LineReaders.makeDefault(historyFile: LineReaders.defaultHistoryFile)
/// loop: while true {
///     switch reader.readLine(prompt: "plumb> ") {
///     case .line(let text): print(session.execute(text))
///     case .interrupted: continue
///     case .endOfInput: break loop
///     }
/// }
/// ```
public protocol LineReader {
    /// Reads the next line, showing `prompt` first if the reader shows prompts.
    mutating func readLine(prompt: String) -> ReadResult

    /// Records a complete entry (one line, or a block typed over several) in the history.
    mutating func record(_ entry: String)
}

extension LineReader {
    /// Readers without history ignore entries.
    public mutating func record(_ entry: String) {}
}

/// Factories for the line reader that suits the current process.

public enum LineReaders {
    /// The environment variable that, when set to anything, keeps libedit out even on a
    /// terminal (for recording sessions, and for tests run under a pseudo-terminal).
    public static let disableEditingVariable = "PLUMB_NO_EDITLINE"

    /// Returns a libedit reader when stdin and stdout are both terminals, else a plain one.
    ///
    /// Only a person at a terminal gets prompts, editing, history and completion. Anything
    /// else (a pipe, a file, a test runner, output redirected to a file) gets
    /// ``PlainLineReader`` on stdin, so the same input always prints the same bytes.
    ///
    /// - Parameters:
    ///   - historyFile: Where the libedit reader loads and saves history; `nil` keeps history
    ///     in memory only. Ignored by the plain reader.
    ///   - completer: Called on Tab by the libedit reader; see ``Completer``.
    /// - Returns: An ``EditLineReader`` or a ``PlainLineReader`` on stdin.
    public static func makeDefault(historyFile: String?, completer: Completer? = nil)
        -> any LineReader
    {
        if Terminal.isInteractive && getenv(disableEditingVariable) == nil {
            return EditLineReader(historyFile: historyFile, completer: completer)
        }
        return PlainLineReader()
    }

    /// The conventional history file, `$HOME/.plumb_history`, or `nil` when `HOME` is unset.
    public static var defaultHistoryFile: String? {
        guard let home = getenv("HOME"), home.pointee != 0 else { return nil }
        let directory = String(cString: home)
        return directory.hasSuffix("/")
            ? directory + ".plumb_history" : directory + "/.plumb_history"
    }
}
