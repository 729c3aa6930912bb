import ArgumentParser
import PlumbScript
import PlumbShell

/// `plumb` or `plumb shell`: the read–execute–print loop.
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "The interactive shell (what 'plumb' runs with no arguments).",
        discussion: """
            On a terminal: line editing, history kept in ~/.plumb_history (Up
            recalls an entry), Tab completion of commands, names, attributes
            after '.', groups, labels, '#N' and file names, and a '...>' prompt
            while a '{' block is open or a line ends in '&&'. Ctrl-C drops the
            entry being typed; Ctrl-D or 'quit' leaves. Colour only on a
            terminal, never with NO_COLOR set.

            With input from a pipe or a file: no prompts and no editing; every
            entry runs, errors go to standard error, and the exit status is 1
            if any entry failed. PLUMB_NO_EDITLINE=1 keeps libedit out even on
            a terminal.
            """)

    func run() throws {
        let session = Session()
        let reader = LineReaders.makeDefault(historyFile: LineReaders.defaultHistoryFile) {
            line, start in session.completions(line: line, wordStart: start)
        }
        let status = Shell(session: session, reader: reader).run()
        if status != 0 { throw ExitCode(status) }
    }
}
