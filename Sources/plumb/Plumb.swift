import ArgumentParser
import PlumbScript

/// `plumb`: the interactive shell, and the commands that replay and check session scripts.
@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract:
            "Auto Layout you can talk to: a shell for views, constraints and their questions.",
        discussion: reflowed(
            """
            Run 'plumb' with no arguments for the interactive shell: type views and
            constraints in the session language, and ask where things ended up.

              plumb> window root 375x667
              plumb> view button in root
              plumb> button.width == 88 && button.height == 30
              plumb> button.right == root.right - 22 && button.top == root.top + 44
              plumb> frames button
              button  (265, 44, 88, 30)

            Type 'help' in the shell for every command. Scripts are the same language,
            one statement per line:

              plumb run sessions/01-easy-layout.plumb
              plumb run --echo sessions/07-margins-and-safe-area.plumb
              plumb run --json layout.plumb | jq .
              echo 'window w 100x100; frames' | plumb run -
            """),
        version: "0.1.0",
        subcommands: [Interactive.self, Run.self, Check.self, ImportLog.self],
        defaultSubcommand: Interactive.self)
}

extension Session {
    /// Leaves the session to the process's exit instead of freeing it.
    ///
    /// A command that makes one session calls this on it: the process ends when the command
    /// does, and freeing a layout of thousands of views object by object took a twentieth
    /// of a whole `plumb run` of an 8,000-view feed, for nothing.
    func keepUntilExit() { _ = Unmanaged.passRetained(self) }
}
