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
        all.map { ($0.help.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The words that start a command (not the constraint topics).
    public static var keywords: [String] { all.filter { $0.isKeyword }.map { $0.help.name } }

    /// The names `help` accepts: every command and topic.
    public static var topics: [String] { all.map { $0.help.name } }

    /// The command a statement runs: which type (for its effect and help), and the run
    /// bound to the statement's typed part.
    struct Bound {
        let command: any SessionCommand.Type
        let run: (CommandContext) throws -> Void
    }

    /// The command type that runs `statement` (for its effect and help).
    static func command(for statement: StatementSyntax) -> any SessionCommand.Type {
        bind(statement).command
    }

    /// The command for a statement, by its syntax: one switch over the statement kinds, each
    /// case handing its payload to its command, so no command examines the statement again.
    static func bind(_ statement: StatementSyntax) -> Bound {
        func to<C: SessionCommand>(_ command: C.Type, _ syntax: C.Syntax) -> Bound {
            Bound(command: command) { try command.run(syntax, in: $0) }
        }
        switch statement.kind {
        case .window(let s): return to(WindowCommand.self, s)
        case .view(let s): return to(ViewCommand.self, s)
        case .guide(let s): return to(GuideCommand.self, s)
        case .set(let s): return to(SetCommand.self, s)
        case .resize(let s): return to(ResizeCommand.self, s)
        case .move(let s): return to(MoveCommand.self, s)
        case .remove(let s): return to(RemoveCommand.self, s)
        case .constraints(let s): return to(EquationCommand.self, s)
        case .shorthand(let s): return to(ShorthandCommand.self, s)
        case .visualFormat(let s): return to(VisualFormatCommand.self, s)
        case .pin(let s): return to(PinCommand.self, s)
        case .group(let s): return to(GroupCommand.self, s)
        case .activation(let s):
            switch s.action {
            case .activate: return to(ActivateCommand.self, s)
            case .deactivate: return to(DeactivateCommand.self, s)
            case .toggle: return to(ToggleCommand.self, s)
            }
        case .constant(let s): return to(ConstantCommand.self, s)
        case .priority(let s): return to(PriorityCommand.self, s)
        case .metric(let s): return to(MetricCommand.self, s)
        case .metrics(let json): return to(MetricsCommand.self, json)
        case .undo: return to(UndoCommand.self, ())
        case .redo: return to(RedoCommand.self, ())
        case .query(let query):
            switch query.kind {
            case .frames(let names): return to(FramesCommand.self, names)
            case .tree: return to(TreeCommand.self, ())
            case .show(let reference): return to(ShowCommand.self, reference)
            case .constraints(let name, let installed):
                return to(ConstraintsCommand.self, (name, installed))
            case .where(let reference): return to(WhereCommand.self, reference)
            case .common(let a, let b): return to(CommonCommand.self, (a, b))
            case .why(let item, let attribute): return to(WhyCommand.self, (item, attribute))
            case .check: return to(CheckCommand.self, ())
            case .ambiguity(let name): return to(AmbiguityCommand.self, name)
            case .exercise(let name): return to(ExerciseCommand.self, name)
            case .explain(let target, let apple): return to(ExplainCommand.self, (target, apple))
            case .tableau(let name): return to(TableauCommand.self, name)
            case .draw(let name, let svg): return to(DrawCommand.self, (name, svg))
            }
        case .save(let path): return to(SaveCommand.self, path)
        case .load(let path): return to(LoadCommand.self, path)
        case .import(let path, let margins): return to(ImportCommand.self, (path, margins))
        case .export(let s): return to(ExportCommand.self, s)
        case .help(let topic): return to(HelpCommand.self, topic)
        case .history: return to(HistoryCommand.self, ())
        case .reset: return to(ResetCommand.self, ())
        case .quit: return to(QuitCommand.self, ())
        }
    }
}
