import PlumbLayout

/// `help`: the topics, the groups, or one command's page, from each command's ``CommandHelp``.
struct HelpCommand: SessionCommand {
    static let help = CommandHelp(
        name: "help",
        category: .files,
        usage: "help [TOPIC]",
        summary: "the topics, or one command in detail",
        example: """
            help
            help constraints
            help pin
            help ==
            """,
        discussion: """
            'help' lists the topics: the groups of commands (views, constraints, changes,
            questions, debugging, files) and 'all'. Every command has a topic of its own name;
            constraints written without a keyword have the topics 'equation', 'shorthand' and
            'vfl', and the operators '==', '<=', '>=', '&&' and '@' have theirs. On a terminal a
            page longer than the window goes through $PAGER (less by default).
            """
    )
    static var completion: CompletionSpec { CompletionSpec(positional: [.topic]) }
    static var effect: CommandEffect { .session }

    static func run(_ topic: NameSyntax?, in context: CommandContext) throws {
        guard let topic else {
            context.print(overview())
            return
        }
        if topic.name == "all" {
            context.printPageable(everything())
            return
        }
        if let category = CommandCategory.allCases.first(where: { $0.topic == topic.name }) {
            var page = listing(of: category)
            // `constraints` is a group and a command: the group, then the command.
            if let command = CommandRegistry.command(named: topic.name) {
                page += "\n\n" + detail(of: command)
            }
            context.printPageable(page)
            return
        }
        let name = operatorTopics[topic.name] ?? topic.name
        guard let command = CommandRegistry.command(named: name) else {
            let suggestion = NameSuggestion.nearest(to: topic.name, in: allTopics)
            var message = "no help for '\(topic.name)'"
            message += suggestion.map { "; did you mean '\($0)'?" } ?? "; 'help' lists the topics"
            throw context.error(message, at: topic.range)
        }
        context.printPageable(detail(of: command))
    }

    /// The operators `help` explains, and the command whose page does.
    static let operatorTopics = [
        "==": "equation", "<=": "equation", ">=": "equation", "&&": "equation", "@": "priority",
    ]

    /// Every topic: the groups, `all`, the commands and the operators.
    static var allTopics: [String] {
        CommandCategory.allCases.map(\.topic) + ["all"] + CommandRegistry.topics
            + operatorTopics.keys.sorted()
    }

    /// `help`: a few lines to start with, then the topics, one line each.
    static func overview() -> String {
        let width = (CommandCategory.allCases.map(\.topic.count) + [3]).max() ?? 0
        func row(_ name: String, _ text: String) -> String {
            "  " + name + String(repeating: " ", count: width - name.count + 2) + text
        }
        var lines = [
            "Plumb speaks Auto Layout: make views, constrain them, ask questions.",
            "  window root 375x667; view button in root",
            "  button.width == 88 && button.right == root.right - 22",
            "  frames",
            "",
            "Topics ('help TOPIC'):",
        ]
        for category in CommandCategory.allCases {
            lines.append(row(category.topic, category.purpose))
        }
        lines.append(row("all", "every command, one line each"))
        lines.append("")
        lines.append(
            "'help NAME' explains one command or operator: 'help pin', 'help vfl', 'help =='.")
        return lines.joined(separator: "\n")
    }

    /// `help TOPIC` for a group: its commands, each with its summary.
    static func listing(of category: CommandCategory) -> String {
        let members = CommandRegistry.all.map { $0.help }.filter { $0.category == category }
        let width = members.map { $0.name.count }.max() ?? 0
        var lines = [category.rawValue + ": " + category.purpose]
        for command in members {
            let padding = String(repeating: " ", count: width - command.name.count + 2)
            lines.append("  " + command.name + padding + command.summary)
        }
        if category == .constraints {
            lines += [
                "",
                "A constraint is an equation; '&&' chains several, '@' gives a priority:",
                "  button.right == root.right - 22 && button.width >= 44 @750",
            ]
        }
        lines.append("")
        lines.append("'help NAME' for a command's grammar and examples.")
        return lines.joined(separator: "\n")
    }

    /// `help all`: every command by category, with its summary.
    static func everything() -> String {
        let commands = CommandRegistry.all.map { $0.help }
        let width = commands.map { $0.name.count }.max() ?? 0
        var lines: [String] = []
        for category in CommandCategory.allCases {
            let members = commands.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
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
        let help = command.help
        var lines = [help.usage, "  " + help.summary]
        let discussion = help.discussion
        if !discussion.isEmpty {
            lines.append("")
            lines += discussion.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "  " + $0
            }
        }
        if !help.example.isEmpty {
            lines.append("")
            lines.append("Example:")
            lines += help.example.split(separator: "\n").map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
