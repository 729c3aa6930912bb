import PlumbDebug
import PlumbLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `draw`: a picture of the layout, drawn as text or written as SVG.
///
/// The pictures come from ``PlumbDebug/LayoutDrawing``; the SVG file is written atomically.
struct DrawCommand: SessionCommand {
    static let help = CommandHelp(
        name: "draw",
        category: .debugging,
        usage: "draw [NAME] [--svg FILE]",
        summary: "a picture of the layout: text in the terminal, SVG to a file",
        example: """
            draw
            draw card --svg card.svg
            """,
        discussion: """
            Draws every window (or NAME and the views inside it) from the solved frames. In
            the terminal: boxes drawn with lines, scaled so the widest picture fills the
            terminal's width and the pictures fit its height (its real size; $COLUMNS and
            $LINES when it has none, else 80 columns; a row stands for twice the points of a
            column), each view's name inside its box, layout guides dashed, '?' after an
            ambiguous view and '!' after a view that a broken constraint relates, and the
            legend and scale underneath.
            With --svg FILE: an SVG picture instead, written all at once: views as
            labelled rectangles shaded by depth, guides dashed blue, ambiguous views
            dashed orange, views of broken constraints red, and every active
            constraint as a dimension line labelled with its constant (green; red when
            broken; dashed grey with how much it misses when it is optional and does not
            hold), labels placed clear of each other and of the views' edges, with a
            legend; small layouts are scaled up so the labels fit. Open it
            in a browser, or: rsvg-convert -o out.png FILE. '--json' prints
            {"text": PICTURE} or {"svg": FILE}.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.view], afterKeyword: ["--svg": .filePath], options: ["--svg"])
    }

    /// The picture's size: the terminal's own (asked of the terminal), else `$COLUMNS` and
    /// `$LINES` when they are numbers, else 80 columns and no limit on the rows.
    static func pictureSize(in context: CommandContext) -> (columns: Int, rows: Int?) {
        if let size = context.session.terminalSize() {
            return (min(size.columns, 1000), size.rows)
        }
        func number(_ name: String) -> Int? {
            guard let raw = getenv(name), let value = Int(String(cString: raw)), value > 0 else {
                return nil
            }
            return min(value, 1000)
        }
        return (number("COLUMNS") ?? 80, number("LINES"))
    }

    static func run(_ syntax: (name: NameSyntax?, svg: FilePathSyntax?), in context: CommandContext)
        throws
    {
        let (name, svg) = syntax
        let view = try name.map { name throws(Diagnostic) in try context.view(name) }
        if let svg {
            try context.writeFile(svg, LayoutDrawing.svg(context.layout, of: view))
            if context.wantsJSON {
                context.printJSON(.object([("svg", .string(svg.path))]))
            } else {
                context.print("drew \(view?.name ?? "the layout") to \(svg.path)")
            }
        } else {
            let size = pictureSize(in: context)
            let text = LayoutDrawing.text(
                context.layout, of: view, columns: size.columns, rows: size.rows)
            if context.wantsJSON {
                context.printJSON(.object([("text", .string(text))]))
            } else {
                context.print(String(text.dropLast()))
            }
        }
    }
}
