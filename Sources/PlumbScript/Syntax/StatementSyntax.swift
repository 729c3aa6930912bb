import PlumbText

/// One statement of the session language: what a line (or a `;`-separated part of one, or a
/// whole `group { }` block) says.
///
/// A statement is atomic: the interpreter runs all of it or none of it, and a statement with a
/// parse error never becomes a `StatementSyntax`. Every statement prints itself back as
/// canonical source (``description``), and parsing that text gives an equal statement.
///
/// ```swift
/// if case .complete(let script) = Parser.parse("a.width == 10 && a.height == 20"),
///    case .constraints(let chain) = script.statements.first?.kind {
///     print(chain.count)   // 2
/// }
/// ```
struct StatementSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The statements of the language.
    public enum Kind: Hashable, Sendable {
        case window(WindowSyntax)
        case view(ViewSyntax)
        case guide(GuideSyntax)
        case set(SetSyntax)
        case resize(ResizeSyntax)
        case move(MoveSyntax)
        case remove(RemoveSyntax)
        /// Constraints in equation form, one or more joined by `&&`.
        case constraints([ConstraintSyntax])
        case shorthand(ShorthandBlockSyntax)
        case visualFormat(VisualFormatSyntax)
        case pin(PinSyntax)
        case group(GroupSyntax)
        case activation(ActivationSyntax)
        case constant(ConstantChangeSyntax)
        case priority(PriorityChangeSyntax)
        /// `metric pad = 16`.
        case metric(MetricSyntax)
        /// `metrics [--json]`: the metrics declared so far.
        case metrics(json: Bool)
        case undo
        case redo
        case query(QuerySyntax)
        case save(FilePathSyntax)
        case load(FilePathSyntax)
        case `import`(FilePathSyntax, margins: Double? = nil)
        case export(ExportSyntax)
        /// `help [TOPIC]`.
        case help(NameSyntax?)
        case history
        case reset
        case quit
    }

    /// What the statement says.
    public var kind: Kind
    /// Where it was written, from its first token to its last.
    @IgnoredInEquality public var range: SourceRange

    /// Creates a statement.
    public init(_ kind: Kind, range: SourceRange = .unknown) {
        self.kind = kind
        self.range = range
    }

    /// Whether the statement makes constraints, and so may appear inside a group.
    public var makesConstraints: Bool {
        switch kind {
        case .constraints, .shorthand, .visualFormat, .pin, .group: return true
        default: return false
        }
    }

    /// Whether the statement is a query, which never changes the layout.
    public var isQuery: Bool {
        if case .query = kind { return true }
        return false
    }

    /// The statement as canonical source; a group spans several lines, its body indented
    /// by `indentation` plus two spaces.
    public func formatted(indentation: String = "") -> String {
        switch kind {
        case .window(let node): return node.description
        case .view(let node): return node.description
        case .guide(let node): return node.description
        case .set(let node): return node.description
        case .resize(let node): return node.description
        case .move(let node): return node.description
        case .remove(let node): return node.description
        case .constraints(let chain): return chain.map(\.description).joined(separator: " && ")
        case .shorthand(let node): return node.description
        case .visualFormat(let node): return node.description
        case .pin(let node): return node.description
        case .group(let node): return node.formatted(indentation: indentation)
        case .activation(let node): return node.description
        case .constant(let node): return node.description
        case .priority(let node): return node.description
        case .metric(let node): return node.description
        case .metrics(let json): return json ? "metrics --json" : "metrics"
        case .undo: return "undo"
        case .redo: return "redo"
        case .query(let node): return node.description
        case .save(let path): return "save \(path)"
        case .load(let path): return "load \(path)"
        case .import(let path, let margins):
            return "import \(path)" + (margins.map { " margins \(formatExactNumber($0))" } ?? "")
        case .export(let node): return node.description
        case .help(let topic): return "help" + (topic.map { " \($0.name)" } ?? "")
        case .history: return "history"
        case .reset: return "reset"
        case .quit: return "quit"
        }
    }

    /// ``formatted(indentation:)`` at the top level.
    public var description: String { formatted() }
}
