import ArgumentParser
import PlumbShell

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
