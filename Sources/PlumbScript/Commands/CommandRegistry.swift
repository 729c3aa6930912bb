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
        byName[name]
    }

    /// The commands by name, made once; looked up, never iterated.
    private static let byName: [String: any SessionCommand.Type] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The words that start a command (not the constraint topics).
    public static var keywords: [String] { all.filter { $0.isKeyword }.map { $0.name } }

    /// The names `help` accepts: every command and topic.
    public static var topics: [String] { all.map { $0.name } }

    /// The name of the command that runs `statement`.
    public static func name(of statement: StatementSyntax) -> String {
        command(for: statement).name
    }

    /// The command that runs `statement`, chosen by the statement's type: the parser has
    /// already decided what the statement is, so nothing is looked up by name.
    static func command(for statement: StatementSyntax) -> any SessionCommand.Type {
        switch statement.kind {
        case .window: return WindowCommand.self
        case .view: return ViewCommand.self
        case .guide: return GuideCommand.self
        case .set: return SetCommand.self
        case .resize: return ResizeCommand.self
        case .move: return MoveCommand.self
        case .remove: return RemoveCommand.self
        case .constraints: return EquationCommand.self
        case .shorthand: return ShorthandCommand.self
        case .visualFormat: return VisualFormatCommand.self
        case .pin: return PinCommand.self
        case .group: return GroupCommand.self
        case .activation(let activation):
            switch activation.action {
            case .activate: return ActivateCommand.self
            case .deactivate: return DeactivateCommand.self
            case .toggle: return ToggleCommand.self
            }
        case .constant: return ConstantCommand.self
        case .priority: return PriorityCommand.self
        case .metric: return MetricCommand.self
        case .metrics: return MetricsCommand.self
        case .undo: return UndoCommand.self
        case .redo: return RedoCommand.self
        case .query(let query):
            switch query.kind {
            case .frames: return FramesCommand.self
            case .tree: return TreeCommand.self
            case .show: return ShowCommand.self
            case .constraints: return ConstraintsCommand.self
            case .where: return WhereCommand.self
            case .common: return CommonCommand.self
            case .why: return WhyCommand.self
            case .check: return CheckCommand.self
            case .ambiguity: return AmbiguityCommand.self
            case .exercise: return ExerciseCommand.self
            case .explain: return ExplainCommand.self
            case .tableau: return TableauCommand.self
            case .draw: return DrawCommand.self
            }
        case .save: return SaveCommand.self
        case .load: return LoadCommand.self
        case .import: return ImportCommand.self
        case .export: return ExportCommand.self
        case .help: return HelpCommand.self
        case .history: return HistoryCommand.self
        case .reset: return ResetCommand.self
        case .quit: return QuitCommand.self
        }
    }
}
