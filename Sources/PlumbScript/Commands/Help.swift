import PlumbLayout

/// `help [TOPIC]`: the commands, or one command's grammar, meaning and examples.
struct HelpCommand: SessionCommand {
    static let name = "help"
    static let category = CommandCategory.files
    static let usage = "help [TOPIC]"
    static let summary = "the commands, or one command in detail"
    static let example = """
        help
        help pin
        help vfl
        """
    static let discussion = """
        Every command has a topic of its own name. Constraints written without a keyword
        have the topics 'equation', 'shorthand' and 'vfl'.
        """
    static var completion: CompletionSpec { CompletionSpec(positional: [.topic]) }
    static var effect: CommandEffect { .session }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        guard case .help(let topic) = statement.kind else { throw context.internalError() }
        guard let topic else {
            context.print(overview())
            return
        }
        guard let command = CommandRegistry.command(named: topic.name) else {
            let suggestion = NameSuggestion.nearest(to: topic.name, in: CommandRegistry.topics)
            var message = "no help for '\(topic.name)'"
            message += suggestion.map { "; did you mean '\($0)'?" } ?? "; 'help' lists the topics"
            throw context.error(message, at: topic.range)
        }
        context.print(detail(of: command))
    }

    /// Every command by category, with its summary.
    static func overview() -> String {
        let commands = CommandRegistry.all
        let width = commands.map { $0.name.count }.max() ?? 0
        var lines = [
            "Plumb speaks Auto Layout: make views, constrain them, ask questions.",
            "  window root 375x667; view button in root",
            "  button.width == 88 && button.right == root.right - 22",
            "  frames",
        ]
        for category in CommandCategory.allCases {
            let members = commands.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            lines.append("")
            lines.append(category.rawValue + ":")
            for command in members {
                let padding = String(repeating: " ", count: width - command.name.count + 2)
                lines.append("  " + command.name + padding + command.summary)
            }
        }
        lines.append("")
        lines.append("Type 'help NAME' for a command's grammar and examples, such as 'help pin'.")
        return lines.joined(separator: "\n")
    }

    /// One command: usage, summary, discussion and examples.
    static func detail(of command: any SessionCommand.Type) -> String {
        var lines = [command.usage, "  " + command.summary]
        let discussion = command.discussion
        if !discussion.isEmpty {
            lines.append("")
            lines += discussion.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "  " + $0
            }
        }
        if !command.example.isEmpty {
            lines.append("")
            lines.append("Example:")
            lines += command.example.split(separator: "\n").map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
