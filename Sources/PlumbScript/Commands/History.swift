import PlumbLayout

/// `history`: the entries of this session.
struct HistoryCommand: SessionCommand {
    static let help = CommandHelp(
        name: "history",
        category: .files,
        usage: "history",
        summary: "the entries typed in this session, numbered",
        example: """
            history
            """,
        discussion: """
            The shell also keeps its history across runs in ~/.plumb_history: press Up to
            recall an entry. The numbers are the ones constraint origins name ('shell entry 4').
            """
    )
    static var effect: CommandEffect { .session }

    static func run(_ _: Void, in context: CommandContext) throws {
        let entries = context.session.history
        let width = String(entries.count).count
        var lines: [String] = []
        for (index, entry) in entries.enumerated() {
            let number = String(index + 1)
            let gutter = String(repeating: " ", count: width - number.count) + number
            for (offset, line) in entry.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                let prefix = offset == 0 ? gutter : String(repeating: " ", count: width)
                lines.append("\(prefix)  \(line)")
            }
        }
        context.print(lines.joined(separator: "\n"))
    }
}
