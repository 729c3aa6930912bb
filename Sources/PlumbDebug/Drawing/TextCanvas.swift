// A grid of terminal cells for box drawing: lines are recorded as the directions they leave
// each cell by (up, down, left, right), so where boxes meet or share an edge the right
// junction (├ ┬ ┼ …) is chosen instead of one line overwriting another. Guides are drawn
// dashed where no solid line crosses them. Text is written over lines, cell by cell.

/// A character grid that draws boxes with joined lines.
struct TextCanvas {
    /// The directions a line leaves a cell by.
    struct Directions: OptionSet, Hashable {
        let rawValue: UInt8
        static let up = Directions(rawValue: 1)
        static let down = Directions(rawValue: 2)
        static let left = Directions(rawValue: 4)
        static let right = Directions(rawValue: 8)

        /// The directions a line from `start` to `end` leaves the cell at `position` by:
        /// `back` where it goes on toward `start`, `forward` where it goes on toward `end`.
        static func along(
            _ position: Int, from start: Int, to end: Int, back: Directions, forward: Directions
        ) -> Directions {
            var directions: Directions = []
            if position > start { directions.insert(back) }
            if position < end { directions.insert(forward) }
            return directions
        }
    }

    let columns: Int
    let rows: Int
    private var solid: [Directions]
    private var dashed: [Directions]
    private var text: [Character?]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        let count = self.columns * self.rows
        solid = Array(repeating: [], count: count)
        dashed = Array(repeating: [], count: count)
        text = Array(repeating: nil, count: count)
    }

    private func index(_ row: Int, _ column: Int) -> Int? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return row * columns + column
    }

    private mutating func mark(_ row: Int, _ column: Int, _ directions: Directions, dashes: Bool) {
        guard let k = index(row, column) else { return }
        if dashes { dashed[k].formUnion(directions) } else { solid[k].formUnion(directions) }
    }

    /// A box with corners at the given cells; a zero-width or zero-height box is a line,
    /// and a box of one cell is a dot.
    mutating func box(top: Int, left: Int, bottom: Int, right: Int, dashes: Bool = false) {
        if top == bottom && left == right {
            if let k = index(top, left), text[k] == nil, solid[k].isEmpty, dashed[k].isEmpty {
                text[k] = "·"
            }
            return
        }
        for column in left...max(left, right) {
            let horizontal = Directions.along(
                column, from: left, to: right, back: .left, forward: .right)
            mark(top, column, horizontal, dashes: dashes)
            if bottom != top { mark(bottom, column, horizontal, dashes: dashes) }
        }
        for row in top...max(top, bottom) {
            let vertical = Directions.along(row, from: top, to: bottom, back: .up, forward: .down)
            mark(row, left, vertical, dashes: dashes)
            if right != left { mark(row, right, vertical, dashes: dashes) }
        }
    }

    /// Whether the cell holds nothing yet.
    func isEmpty(_ row: Int, _ column: Int) -> Bool {
        guard let k = index(row, column) else { return false }
        return text[k] == nil && solid[k].isEmpty && dashed[k].isEmpty
    }

    /// Writes `string` from the cell onwards, clipped at the canvas edge.
    mutating func write(_ string: String, row: Int, column: Int) {
        for (offset, character) in string.enumerated() {
            guard let k = index(row, column + offset) else { return }
            text[k] = character
        }
    }

    /// The grid as lines, trailing spaces trimmed, trailing empty lines dropped.
    func rendered() -> [String] {
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let k = row * columns + column
                if let character = text[k] {
                    line.append(character)
                } else if !solid[k].isEmpty {
                    line.append(Self.junction(solid[k].union(dashed[k]), dashes: false))
                } else if !dashed[k].isEmpty {
                    line.append(Self.junction(dashed[k], dashes: true))
                } else {
                    line.append(" ")
                }
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The box-drawing character for lines leaving a cell by `d`.
    static func junction(_ d: Directions, dashes: Bool) -> Character {
        let up = d.contains(.up)
        let down = d.contains(.down)
        let left = d.contains(.left)
        let right = d.contains(.right)
        switch (up, down, left, right) {
        case (true, true, true, true): return "┼"
        case (true, true, true, false): return "┤"
        case (true, true, false, true): return "├"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (_, _, false, false): return dashes ? "┆" : "│"
        default: return dashes ? "┄" : "─"
        }
    }
}
