import PlumbLayout
import Testing

@testable import PlumbDebug

/// `draw` in the terminal: exact pictures of small layouts.
@Suite struct DrawTextTests {
    /// Boxes joined where they meet, names inside (or on the top edge), the guide dashed,
    /// `?` for the view whose height is free, `!` for the view of the broken width, and the
    /// legend with the scale underneath.
    @Test func smallLayoutAtFortyOneColumns() throws {
        let layout = try DrawingLayouts.small()
        let expected = """
            ┌root───────────────────────────────────┐
            │ ┌───────────────────┬┄┬─────────────┐ │
            │ │title              │g│button!      │ │
            │ │                   │ │             │ │
            │ └───────────────────┴┄┴─────────────┘ │
            │                                       │
            │ ─loose?────────────────────────────── │
            │                                       │
            │                                       │
            │                                       │
            └───────────────────────────────────────┘

            ? ambiguous: loose (height)
            ! broken to recover from a conflict: #16 button.width == 120
            ┄ layout guide: gap
            scale: 1 column = 5 points, 1 row = 10 points

            """
        #expect(LayoutDrawing.text(layout, columns: 41) == expected)
    }

    /// One view and what it holds, scaled to the width on its own.
    @Test func oneViewFillsTheWidth() throws {
        let layout = try DrawingLayouts.small()
        let title = try #require(layout.view(named: "title"))
        let expected = """
            ┌──────────────────────┐
            │title                 │
            │                      │
            └──────────────────────┘

            scale: 1 column = 4.35 points, 1 row = 8.7 points

            """
        #expect(LayoutDrawing.text(layout, of: title, columns: 24) == expected)
    }

    /// A tall window is drawn small enough for the terminal's rows, legend included.
    @Test(arguments: [12, 24, 40]) func aTallLayoutFitsTheRows(rows: Int) throws {
        let (layout, root) = try window(100, 1000)
        _ = try layout.addView(named: "a", in: root)
        let text = LayoutDrawing.text(layout, columns: 80, rows: rows)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= rows - 1, "\(lines.count) lines for \(rows) rows")
        #expect(lines.allSatisfy { $0.count <= 80 })
        // Without a height the same window is as tall as 80 columns make it.
        #expect(LayoutDrawing.text(layout, columns: 80).split(separator: "\n").count > 100)
    }

    /// The same layout prints the same bytes, and every line fits the width.
    @Test(arguments: [20, 41, 80, 133]) func deterministicAndWithinTheWidth(columns: Int) throws {
        let first = LayoutDrawing.text(try DrawingLayouts.small(), columns: columns)
        let second = LayoutDrawing.text(try DrawingLayouts.small(), columns: columns)
        #expect(first == second)
        let picture = first.split(separator: "\n", omittingEmptySubsequences: false).prefix {
            !$0.isEmpty
        }
        #expect(picture.allSatisfy { $0.count <= columns })
        #expect(picture.first?.count == columns)
    }

    /// Several windows are drawn one under the other at one scale; a layout with none says so.
    @Test func windowsAndEmptyLayouts() throws {
        #expect(LayoutDrawing.text(Layout()) == "no views\n")
        let layout = Layout()
        _ = try layout.addWindow(named: "wide", size: Size(width: 100, height: 20))
        _ = try layout.addWindow(named: "narrow", size: Size(width: 50, height: 20))
        let expected = """
            ┌───────────────────┐
            │wide               │
            └───────────────────┘

            ┌─────────┐
            │narrow   │
            └─────────┘

            scale: 1 column = 5 points, 1 row = 10 points

            """
        #expect(LayoutDrawing.text(layout, columns: 21) == expected)
    }

    /// Junctions: lines that meet join instead of overwriting each other.
    @Test func canvasJoinsLines() {
        var canvas = TextCanvas(columns: 5, rows: 3)
        canvas.box(top: 0, left: 0, bottom: 2, right: 4)
        canvas.box(top: 0, left: 2, bottom: 2, right: 4)
        canvas.box(top: 1, left: 0, bottom: 1, right: 2, dashes: true)
        #expect(canvas.rendered() == ["┌─┬─┐", "├┄┤ │", "└─┴─┘"])
    }
}
