import PlumbLayout
import Testing

@testable import PlumbDebug

@Suite("Tableau: the solver's state in the user's words")
struct TableauTests {
    /// A box 10 points in, 20 high, pulled to 80 wide at 500 but at most 60.
    static func box() throws -> (Layout, View) {
        let (layout, root) = try window(100, 50)
        let box = try layout.addView(named: "box", in: root)
        try layout.activate {
            box.left == root.left + 10
            box.top == root.top
            box.height == 20
            (box.width == 80 ~ 500).labeled("wide")
            box.width <= 60
        }
        return (layout, box)
    }

    @Test func tinyLayoutExactly() throws {
        let (layout, box) = try Self.box()
        let expected = """
            tableau of box: 7 of 13 rows mention it
            \(TableauView.legend)
            objective (the error at each priority, minimised highest priority first)
              @500  20 + 2*e+[wide] + s[#5]
            rows
              box.minX = 10 - d[root.window.minX] - d[#1]
              box.minY = 0 - d[root.window.minY] - d[#2]
              box.width = 60 - s[#5]
              box.height = 20 - d[#3]
              s[box.width>=0] = 60 - s[#5]
              s[box.height>=0] = 20 - d[#3]
              e-[wide] = 20 + e+[wide] + s[#5]
            edit variables
              none
            constraints (symbols, solver form in window coordinates, as written)
              s[box.width>=0]    box.width >= 0                  [width >= 0] box.width >= 0
              s[box.height>=0]   box.height >= 0                 [height >= 0] box.height >= 0
              d[#1]              box.minX - root.minX - 10 == 0  #1 box.left == root.left + 10
              d[#2]              box.minY - root.minY == 0       #2 box.top == root.top
              d[#3]              box.height - 20 == 0            #3 box.height == 20
              e+[wide] e-[wide]  box.width - 80 == 0             #4 wide: box.width == 80 @500
              s[#5]              box.width - 60 <= 0             #5 box.width <= 60
            """
        #expect(TableauView(of: layout, mentioning: box).text == expected)
    }

    @Test func wholeTableauCountsEverything() throws {
        let (layout, _) = try Self.box()
        let view = TableauView(of: layout)
        #expect(view.rows.count == layout.solver.rowCount)
        #expect(view.constraints.count == layout.solver.constraintCount)
        #expect(view.text.hasPrefix("tableau: 13 rows, 1 priority level, 0 edit variables\n"))
        // Every basic value is the solver's value of that variable.
        let width = try #require(view.rows.first { $0.basic == "box.width" })
        #expect(width.constant == 60)
        // The same layout prints the same bytes.
        #expect(TableauView(of: try Self.box().0).text == view.text)
    }

    /// Exercise preferences appear as edit variables and name their symbols after the variable.
    @Test func exercisePreferencesAreEditVariables() throws {
        let (layout, root) = try window()
        let title = try label("title", in: root, layout)
        try layout.activate { title.leading == root.leading }
        let move = try #require(exerciseMove(for: title, in: layout))
        try layout.exercise(title, to: move.solution)
        let view = TableauView(of: layout, mentioning: title)
        #expect(
            view.edits.map(\.variable) == [
                "title.minX", "title.minY", "title.width", "title.height",
            ])
        #expect(view.text.contains("  title.minY @0.001 = \(formatNumber(move.to)) (exercise)"))
        #expect(
            view.constraints.contains {
                $0.symbols == ["e+[exercise:title.minY]", "e-[exercise:title.minY]"]
            })
    }
}
