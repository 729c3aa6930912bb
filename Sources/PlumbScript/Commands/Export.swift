import PlumbLayout

/// `export swift|apple|vfl [FILE]`: the layout as anchor code, NSLayoutConstraint descriptions, or VFL where possible.
///
/// Registered with its help; the debugger fills in `execute`.
struct ExportCommand: SessionCommand {
    static let name = "export"
    static let category = CommandCategory.files
    static let usage = "export swift|apple|vfl [FILE]"
    static let summary = "the layout as anchor code, NSLayoutConstraint descriptions, or VFL where possible"
    static let example = """
        export swift
        export apple constraints.txt
        """
    static let discussion = """
        'swift' writes NSLayoutAnchor code, 'apple' the descriptions UIKit prints, 'vfl'
        the constraints that Visual Format can express. Without a file, prints them.
        """
    static var completion: CompletionSpec { CompletionSpec(positional: [.keyword(["swift", "apple", "vfl"]), .filePath]) }
    static var effect: CommandEffect { .query }

    static func execute(_ statement: StatementSyntax, in context: CommandContext) throws {
        throw notAvailableYet(name, in: context)
    }
}
