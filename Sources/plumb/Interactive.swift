import ArgumentParser
import Foundation
import PlumbScript
import PlumbShell
import PlumbText

/// `plumb`, `plumb shell`, `plumb FILE` and `plumb -i FILE`: the read–execute–print loop, or
/// a script run as Python runs one (`python FILE`, `python -i FILE`).
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "The interactive shell (what 'plumb' runs with no arguments).",
        discussion: reflowed(
            """
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

            'plumb FILE' runs a script as 'plumb run FILE' does; 'plumb -i FILE'
            runs it and then stays in the shell with its layout, as 'python -i'
            does.
            """))

    @Argument(
        help: ArgumentHelp(
            "A script to run first ('plumb FILE' is 'plumb run FILE').", valueName: "file"))
    var file: String?

    @Flag(name: .customShort("i"), help: "After running FILE, stay in the shell.")
    var interactive = false

    func validate() throws {
        if interactive && file == nil {
            throw ValidationError("'-i' needs a script to run first: plumb -i FILE")
        }
        // `plumb rn` is a mistyped subcommand far more often than a script named `rn`.
        if let file, !file.contains("."), !file.contains("/"), file != "-",
            !FileManager.default.fileExists(atPath: file)
        {
            let names = Plumb.configuration.subcommands.map { $0._commandName } + ["help"]
            let suggestion = NameSuggestion.didYouMean(file, in: names)
            throw ValidationError(
                "'\(file)' is neither a subcommand nor a script\(suggestion)"
                    + (suggestion.isEmpty ? " (subcommands: \(names.joined(separator: ", ")))" : "")
            )
        }
    }

    func run() throws {
        if let file, !interactive {
            let run = try Run.parse([file])
            try run.run()
            return
        }
        let session = Session()
        session.terminalSize = Terminal.windowSize
        if let file {
            let printer = ShellPrinter()
            let text: String
            do {
                text =
                    file == "-"
                    ? try StandardInput.readAll() : try LocalFileSystem().readFile(atPath: file)
            } catch {
                printer.write(SessionOutput.Block(.error, "plumb: \(error.message)"))
                throw ExitCode(1)
            }
            let output = session.run(script: text, fileName: file == "-" ? "<stdin>" : file)
            printer.write(output)
            if session.hasQuit { return }
            // The script file holds this layout: leaving without changes loses nothing.
            session.markSaved()
        }
        let reader = LineReaders.makeDefault(historyFile: LineReaders.defaultHistoryFile) {
            line, start in session.completions(line: line, wordStart: start)
        }
        let status = Shell(session: session, reader: reader).run()
        if status != 0 { throw ExitCode(status) }
    }
}
