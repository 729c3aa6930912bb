import PlumbLayout

/// What a session printed for an entry or a script: blocks of text in order, each marked
/// with how it should be shown, and what happened.
///
/// The session never touches a terminal. The shell prints ``blocks`` (errors to standard
/// error, in colour on a terminal); tests and transcripts compare ``text``.
///
/// ```swift
/// let output = session.execute("frames")
/// print(output.text, terminator: "")
/// if output.failed { exitStatus = 1 }
/// ```
public struct SessionOutput: Hashable, Sendable {
    /// How a block should be shown.
    public enum Style: Hashable, Sendable {
        /// Ordinary output: answers to queries, what a change did.
        case plain
        /// An error: the statement did nothing.
        case error
        /// A warning that did not stop the statement, such as a conflict report.
        case warning
        /// An entry echoed before its output (`plumb run --echo`).
        case echo
        /// Ordinary output meant to be read at leisure (a help page): on a terminal the shell
        /// pages it through `$PAGER` when it is taller than the window.
        case page
    }

    /// A piece of output: one or more lines, without a final newline.
    public struct Block: Hashable, Sendable {
        /// How the block should be shown.
        public var style: Style
        /// The text, lines separated by `\n`, no final newline.
        public var text: String

        /// Creates a block.
        public init(_ style: Style, _ text: String) {
            self.style = style
            self.text = text
        }
    }

    /// The blocks, in the order they were printed.
    public var blocks: [Block] = []
    /// Whether a statement failed (a parse error or a refused change); what came after it
    /// did not run.
    public var failed = false
    /// Whether a change met a required constraint that could not hold.
    public var hadConflicts = false
    /// Whether `quit` was executed.
    public var quit = false

    /// Creates empty output.
    public init() {}

    /// Every block followed by a newline: what a user at a terminal sees.
    public var text: String { blocks.map { $0.text + "\n" }.joined() }

    /// The blocks of `style`, each followed by a newline.
    public func text(of style: Style) -> String {
        blocks.filter { $0.style == style }.map { $0.text + "\n" }.joined()
    }

    /// Appends a block; empty text prints nothing.
    mutating func append(_ style: Style, _ text: String) {
        guard !text.isEmpty else { return }
        blocks.append(Block(style, text))
    }

    /// Appends everything `other` printed and what it recorded.
    mutating func append(contentsOf other: SessionOutput) {
        blocks += other.blocks
        failed = failed || other.failed
        hadConflicts = hadConflicts || other.hadConflicts
        quit = quit || other.quit
    }
}
