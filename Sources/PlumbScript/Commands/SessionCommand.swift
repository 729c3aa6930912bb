import PlumbLayout

/// One command of the session language: its name, its help, its completion and how it runs.
///
/// Every command is a small type in `Sources/PlumbScript/Commands/<Name>.swift`, listed once
/// in ``CommandRegistry/all``. `help`, `help TOPIC` and Tab completion are generated from these
/// declarations, as Python's `cmd` builds them from `do_`, `help_` and `complete_`.
///
/// The parser has already checked the statement's shape; ``CommandRegistry/bind(_:)``
/// dispatches on the statement's syntax and hands ``run(_:in:)`` the command's own typed part
/// of it (its ``Syntax``), so a command never re-examines the statement. ``run(_:in:)`` does
/// the work through the ``CommandContext`` (the whole statement, for its source range, is
/// ``CommandContext/statement``). To add a command, write the type, add one line to
/// ``CommandRegistry/all`` and one case to ``CommandRegistry/bind(_:)``:
///
/// ```swift
/// struct ExplainCommand: SessionCommand {
///     static let help = CommandHelp(
///         name: "explain",
///         category: .debugging,
///         usage: "explain [#N|LABEL] [--json]",
///         summary: "why a conflict happened and how it was resolved",
///         example: """
///             explain #3
///             """,
///         discussion: """
///             The constraints that cannot all hold, and the one broken to recover.
///             """
///     )
///
///     static func run(_ target: ReferenceSyntax?, in context: CommandContext) throws {
///         let subject = try target.map { try context.constraint($0) }
///         context.print("…")
///     }
/// }
/// ```
///
/// Errors: throw a ``Diagnostic`` (``CommandContext/error(_:at:notes:)``) to point at the part
/// of the statement that is wrong; a `LayoutError` is reported at the whole statement. Either
/// way the session undoes whatever the statement changed.
protocol SessionCommand: Sendable {
    /// What `help` says about the command, and the name it is found by.
    static var help: CommandHelp { get }
    /// What Tab completes after the command word.
    static var completion: CompletionSpec { get }
    /// How the session treats the command: a question, a change it records for `undo` and
    /// `save`, or a command that manages the session itself.
    static var effect: CommandEffect { get }
    /// Whether the command's ``CommandHelp/name`` is a word that starts statements (false for
    /// the topics of statements without a keyword, which completion does not offer).
    static var isKeyword: Bool { get }

    /// The part of the statement the command runs on: `WindowSyntax` for `window`, a tuple
    /// for a query with several parts, `Void` for one with none.
    associatedtype Syntax

    /// Runs the statement, given its typed part.
    ///
    /// - Throws: a ``Diagnostic`` for a user mistake, or another error (reported at the
    ///   statement); the session rolls back any change the statement made.
    static func run(_ syntax: Syntax, in context: CommandContext) throws
}

extension SessionCommand {
    public static var completion: CompletionSpec { CompletionSpec() }
    public static var effect: CommandEffect { .query }
    public static var isKeyword: Bool { true }
}

/// How the session treats a command.
enum CommandEffect: Hashable, Sendable {
    /// A question: never changes the layout; not recorded.
    case query
    /// A change to the layout: recorded (for `undo`, `redo`, `save` and rollback) and replayed
    /// when the layout is rebuilt. Its execution must depend only on the statement and the
    /// layout, so that replaying it gives the same result.
    case change
    /// Manages the session itself (`undo`, `load`, `save`, `help`, …); records what it
    /// changes on its own.
    case session
}

/// The sections of `help`, in the order it lists them.
enum CommandCategory: String, CaseIterable, Hashable, Sendable {
    case viewsAndGuides = "Views and guides"
    case constraints = "Constraints"
    case groupsAndChanges = "Groups and changes"
    case questions = "Questions"
    case debugging = "Debugging"
    case files = "Files and the session"

    /// The `help` topic that lists the category: `help constraints`.
    var topic: String {
        switch self {
        case .viewsAndGuides: "views"
        case .constraints: "constraints"
        case .groupsAndChanges: "changes"
        case .questions: "questions"
        case .debugging: "debugging"
        case .files: "files"
        }
    }

    /// What the category is for, in one line.
    var purpose: String {
        switch self {
        case .viewsAndGuides: "windows, views and layout guides, and their properties"
        case .constraints: "the four ways to write constraints, and metrics for VFL"
        case .groupsAndChanges: "switch constraints on and off, change them, undo"
        case .questions: "frames, the hierarchy, where a constraint is installed"
        case .debugging: "conflicts, ambiguity, why a value is what it is, pictures"
        case .files: "save, load, import logs, export code, history"
        }
    }
}

/// The kind of word that goes in an argument position, for Tab completion.
enum ArgumentKind: Hashable, Sendable {
    /// A new name: nothing to complete.
    case newName
    /// A view (windows included).
    case view
    /// A window.
    case window
    /// A view or a layout guide.
    case item
    /// A view or guide, or a view's `.margins` and `.safeArea` guides.
    case itemOrSystemGuide
    /// `ITEM.ATTRIBUTE`.
    case anchor
    /// A group.
    case group
    /// A constraint: `#N` or a label.
    case constraint
    /// What `activate`, `deactivate` and `toggle` take: a group, a label or `#N`.
    case switchable
    /// Anything with a name, or `#N`.
    case anything
    /// A file path.
    case filePath
    /// One of these words.
    case keyword([String])
    /// A help topic.
    case topic
}

/// What Tab completes after a command word.
///
/// ```swift
/// // pin NAME [to ITEM] [horizontal|vertical] [insets …] [align ALIGNMENT]
/// CompletionSpec(
///     positional: [.item], rest: .keyword(["to", "horizontal", "vertical", "insets", "align"]),
///     afterKeyword: ["to": .itemOrSystemGuide, "align": .keyword(["fill", "center"])])
/// ```
struct CompletionSpec: Sendable {
    /// The kinds of the first arguments, in order.
    public var positional: [ArgumentKind]
    /// The kind of every later argument; nil for none.
    public var rest: ArgumentKind?
    /// The kind of the word after a keyword, wherever the keyword appears.
    public var afterKeyword: [String: ArgumentKind]
    /// Options such as `--json`, offered anywhere after the command.
    public var options: [String]

    /// Creates a completion spec.
    public init(
        positional: [ArgumentKind] = [], rest: ArgumentKind? = nil,
        afterKeyword: [String: ArgumentKind] = [:], options: [String] = []
    ) {
        self.positional = positional
        self.rest = rest
        self.afterKeyword = afterKeyword
        self.options = options
    }

    /// The spec of a query that takes `--json`.
    static func query(_ positional: [ArgumentKind] = [], rest: ArgumentKind? = nil) -> Self {
        CompletionSpec(positional: positional, rest: rest, options: ["--json"])
    }
}
