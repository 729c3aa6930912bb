/// What `help` says about one command: its name, where it is listed, its grammar, what it
/// does, a worked example and the longer story.
///
/// A command declares it as one value, one argument a line, so that the declarations of all
/// the commands read as a table; `help`, `help TOPIC`, `help all`, Tab completion and the
/// registry read it.
///
/// ```swift
/// static let help = CommandHelp(
///     name: "undo",
///     category: .groupsAndChanges,
///     usage: "undo",
///     summary: "take back the last change",
///     example: """
///         button.width == 100
///         undo
///         """,
///     discussion: """
///         Every change can be undone.
///         """
/// )
/// ```
struct CommandHelp: Sendable {
    /// The word that starts the statement (`pin`), or the help topic for statements that
    /// start with no keyword (`equation`, `shorthand`, `vfl`).
    let name: String
    /// Where `help` lists the command.
    let category: CommandCategory
    /// The grammar in one line: `pin NAME [to ITEM] [insets T L B R] [align ALIGNMENT]`.
    let usage: String
    /// What the command does, in a few words, lowercase, no final period.
    let summary: String
    /// A worked example, one or more lines of session text.
    let example: String
    /// The longer help shown by `help NAME`: semantics, defaults, Apple's equivalent.
    let discussion: String
}
