// Where the text labels of an SVG picture go so that none covers another: every label
// written claims its rectangle (estimated from the font size, as the SVG has no text
// metrics), and a dimension label tries spots near its line's middle, then ever farther
// across and along it, until one is free; past the last spot it goes below everything.

/// A rectangle of text in SVG units.
struct LabelBox: Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The box of `text` at `fontSize` with its baseline at `y`.
    ///
    /// It is anchored at `x` by its start or (`centred`) its middle. DejaVu Sans averages under
    /// 0.62 em a character.
    init(_ text: String, x: Double, baseline y: Double, fontSize: Double, centred: Bool) {
        let width = Double(text.count) * fontSize * 0.62
        minX = centred ? x - width / 2 : x
        maxX = minX + width
        minY = y - fontSize * 0.8
        maxY = y + fontSize * 0.25
    }

    /// Whether the two boxes share any area (touching edges do not count).
    func overlaps(_ other: LabelBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The box moved by `dx`, `dy`.
    func offset(_ dx: Double, _ dy: Double) -> LabelBox {
        var box = self
        box.minX += dx
        box.maxX += dx
        box.minY += dy
        box.maxY += dy
        return box
    }
}

/// The labels placed so far in one picture, and the rule for placing the next.
struct SVGLabelPlacer {
    private(set) var placed: [LabelBox] = []

    /// Claims `box` (a view's name, written where it must be).
    mutating func claim(_ box: LabelBox) { placed.append(box) }

    func isFree(_ box: LabelBox) -> Bool { !placed.contains { $0.overlaps(box) } }

    /// The offset that moves `box` to a free spot, and claims it.
    ///
    /// No move when it is free, else the nearest of a fixed sequence of moves (up and down
    /// first, then sideways), else just below every label placed.
    mutating func place(_ box: LabelBox) -> (dx: Double, dy: Double) {
        let height = box.maxY - box.minY
        let width = box.maxX - box.minX
        var moves: [(Double, Double)] = [(0, 0)]
        for step in 1...12 {
            let across = Double(step) * (height + 1)
            let along = Double(step) * (width / 2 + 2)
            moves += [(0, -across), (0, across), (along, 0), (-along, 0)]
        }
        for (dx, dy) in moves where isFree(box.offset(dx, dy)) {
            placed.append(box.offset(dx, dy))
            return (dx, dy)
        }
        let bottom = placed.map(\.maxY).max() ?? box.maxY
        let dy = bottom + 1 - box.minY
        placed.append(box.offset(0, dy))
        return (0, dy)
    }
}
