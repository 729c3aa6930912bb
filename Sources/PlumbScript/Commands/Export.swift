import PlumbDebug
import PlumbLayout

/// `export`: the layout written as Swift, Apple's descriptions or VFL.
///
/// The text comes from ``PlumbDebug/LayoutExport``; with a file it is written atomically.
struct ExportCommand: SessionCommand {
    static let help = CommandHelp(
        name: "export",
        category: .files,
        usage: "export swift|apple|vfl [FILE]",
        summary:
            "the layout as anchor code, NSLayoutConstraint descriptions, or VFL where possible",
        example: """
            export swift
            export apple constraints.txt
            """,
        discussion: """
            'swift' writes UIKit code: the views (each after its superview), their margins,
            hugging and compression resistance, then the constraints with layout anchors
            (view.leadingAnchor.constraint(equalTo: …, constant: …)), priorities and
            identifiers set on variables, and NSLayoutConstraint.activate([...]) for the
            ungrouped constraints and for each active group.
            'apple' writes the hierarchy as _autolayoutTrace prints it and every constraint
            as -[NSLayoutConstraint description] prints it on iOS 10 and later (views by
            name, as with an accessibility identifier; windows as their encapsulated sizes;
            autoresizing, intrinsic-size and margin constraints as UIKit makes them);
            'import' reads it back.
            'vfl' writes the rows (H:) and columns (V:) of siblings that the Visual Format
            Language can say, reading leading to trailing, and lists every other constraint
            with the reason VFL cannot say it (multipliers, centering, baselines, margins,
            guides, alignment, items that are not siblings).
            Without a file, prints the text; with one, replaces the file all at once.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.keyword(["swift", "apple", "vfl"]), .filePath])
    }

    static func run(_ export: ExportSyntax, in context: CommandContext) throws {
        let format: LayoutExport.Format
        switch export.format {
        case .swift: format = .swift
        case .apple: format = .apple
        case .vfl: format = .vfl
        }
        let text = LayoutExport.text(of: context.layout, as: format)
        if let path = export.path {
            try context.writeFile(path, text)
        }
        if context.wantsJSON {
            // `plumb run --json`: one document, with the text when no file holds it.
            var members: [(String, JSONValue)] = [("format", .string(export.format.rawValue))]
            members.append(
                export.path.map { ("file", .string($0.path)) } ?? ("text", .string(text)))
            context.printJSON(.object(members))
        } else if let path = export.path {
            context.print("exported \(export.format) to \(path.path)")
        } else {
            context.print(String(text.dropLast()))
        }
    }
}
