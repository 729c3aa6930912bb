import PlumbDebug
import PlumbLayout

/// `frames`: frames in superview coordinates.
struct FramesCommand: SessionCommand {
    static let help = CommandHelp(
        name: "frames",
        category: .questions,
        usage: "frames [NAME…] [--json]",
        summary: "the frames of views and guides, in their superview's coordinates",
        example: """
            frames
            frames button text --json
            """,
        discussion: """
            Each frame is (x, y, width, height) in the superview's coordinates, as UIView.frame
            is (a guide's in its owning view's, as layoutFrame is). Without names, every view
            and guide in the order they were made. A view whose frame the constraints do not
            fix is marked with what is free ('ambiguous: x free'); see 'ambiguity NAME'.
            '--json' prints one object:
            {"name": {"x": …, "y": …, "width": …, "height": …}}.
            """
    )
    static var completion: CompletionSpec { .query([], rest: .item) }

    static func run(_ names: [NameSyntax], in context: CommandContext) throws {
        let layout = context.layout
        var items: [any LayoutItem] = []
        for name in names { items.append(try context.item(name)) }
        if names.isEmpty { items = LayoutDescriptions.userItems(of: layout) }
        if context.wantsJSON {
            context.printJSON(
                .object(items.map { ($0.name, LayoutDescriptions.json(layout.frame(of: $0))) }))
        } else {
            guard !items.isEmpty else { return context.print("no views") }
            let findings = ambiguousViews(in: layout)
            let lines = LayoutDescriptions.frameLines(items, in: layout)
                .split(separator: "\n", omittingEmptySubsequences: false)
            context.print(
                zip(items, lines).map { item, line in
                    let free = findings.first { $0.item === item }.map(AmbiguityText.freeNote)
                    return free.map { "\(line)  \($0)" } ?? String(line)
                }.joined(separator: "\n"))
        }
    }
}
