import PlumbLayout

/// `import FILE`: rebuild views and constraints from an Apple console log or constraint descriptions.
///
/// Registered with its help; the debugger fills in `execute`.
struct ImportCommand: SessionCommand {
    static let name = "import"
    static let category = CommandCategory.files
    static let usage = "import FILE"
    static let summary = "rebuild views and constraints from an Apple console log or constraint descriptions"
    static let example = """
        import crash.log
        explain
        """
    static let discussion = """
        Reads an 'Unable to simultaneously satisfy constraints' report (or a list of
        NSLayoutConstraint descriptions) as UIKit prints it, rebuilds the views and
        constraints it names, and explains the conflict.
        """
    static var completion: CompletionSpec { CompletionSpec(positional: [.filePath]) }
    static var effect: CommandEffect { .session }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw notAvailableYet(name, in: context)
    }
}
