import PlumbLayout

/// Every command of the session language, in the order `help` lists them.
///
/// `help`, `help TOPIC`, Tab completion and dispatch all read ``all``: to add a command,
/// write its type (see ``SessionCommand``) and add one line here.
enum CommandRegistry {
    /// The commands, in the order `help` lists them within each category.
    public static var all: [any SessionCommand.Type] {
        [
            // Views and guides
            WindowCommand.self,
            ViewCommand.self,
            GuideCommand.self,
            SetCommand.self,
            ResizeCommand.self,
            MoveCommand.self,
            RemoveCommand.self,
            // Constraints
            EquationCommand.self,
            ShorthandCommand.self,
            VisualFormatCommand.self,
            PinCommand.self,
            MetricCommand.self,
            MetricsCommand.self,
            // Groups and changes
            GroupCommand.self,
            ActivateCommand.self,
            DeactivateCommand.self,
            ToggleCommand.self,
            ConstantCommand.self,
            PriorityCommand.self,
            UndoCommand.self,
            RedoCommand.self,
            // Questions
            FramesCommand.self,
            TreeCommand.self,
            ShowCommand.self,
            ConstraintsCommand.self,
            WhereCommand.self,
            CommonCommand.self,
            // Debugging
            WhyCommand.self,
            CheckCommand.self,
            AmbiguityCommand.self,
            ExerciseCommand.self,
            ExplainCommand.self,
            TableauCommand.self,
            DrawCommand.self,
            // Files and the session
            SaveCommand.self,
            LoadCommand.self,
            ImportCommand.self,
            ExportCommand.self,
            HelpCommand.self,
            HistoryCommand.self,
            ResetCommand.self,
            QuitCommand.self,
        ]
    }

    /// The command or topic called `name`.
    public static func command(named name: String) -> (any SessionCommand.Type)? {
        all.first { $0.name == name }
    }

    /// The names of the commands that start statements, in `help` order.
    public static var keywords: [String] { all.filter { $0.isKeyword }.map { $0.name } }

    /// The names `help` accepts: every command and topic.
    public static var topics: [String] { all.map { $0.name } }

    /// The name of the command that runs `statement`.
    public static func name(of statement: StatementSyntax) -> String {
        switch statement.kind {
        case .window: return "window"
        case .view: return "view"
        case .guide: return "guide"
        case .set: return "set"
        case .resize: return "resize"
        case .move: return "move"
        case .remove: return "remove"
        case .constraints: return "equation"
        case .shorthand: return "shorthand"
        case .visualFormat: return "vfl"
        case .pin: return "pin"
        case .group: return "group"
        case .activation(let activation): return activation.action.rawValue
        case .constant: return "constant"
        case .priority: return "priority"
        case .metric: return "metric"
        case .metrics: return "metrics"
        case .undo: return "undo"
        case .redo: return "redo"
        case .query(let query): return query.command
        case .save: return "save"
        case .load: return "load"
        case .import: return "import"
        case .export: return "export"
        case .help: return "help"
        case .history: return "history"
        case .reset: return "reset"
        case .quit: return "quit"
        }
    }

    /// The command that runs `statement`.
    static func command(for statement: StatementSyntax) -> any SessionCommand.Type {
        command(named: name(of: statement)) ?? MissingCommand.self
    }
}

/// Stands in for a command the registry lacks, so a gap is an error, never a trap.
private struct MissingCommand: SessionCommand {
    static let name = "(missing)"
    static let category = CommandCategory.files
    static let usage = ""
    static let summary = ""
    static let example = ""
    static var isKeyword: Bool { false }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw context.error(
            "'\(CommandRegistry.name(of: statement))' is not a registered command")
    }
}
