import ArgumentParser
import PlumbShell

/// `plumb check FILE…`: registered for the debugger, which fills it in.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Exit 0 only if every layout is satisfiable and unambiguous (not available yet).")

    @Argument(help: ArgumentHelp("The scripts to check.", valueName: "file"))
    var files: [String] = []

    func run() throws {
        ShellPrinter().write(.init(.error, "plumb: 'plumb check' is not available yet"))
        throw ExitCode(2)
    }
}

/// `plumb import LOG`: registered for the debugger, which fills it in.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rebuild and explain an Apple console log (not available yet).")

    @Argument(help: ArgumentHelp("The console log to read.", valueName: "log"))
    var log: String

    func run() throws {
        ShellPrinter().write(.init(.error, "plumb: 'plumb import' is not available yet"))
        throw ExitCode(2)
    }
}
