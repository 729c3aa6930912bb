// Where the labels of dimension lines go, so that none covers another label, a view's name
// or an outline. The SVG has no text metrics, so every text's box is estimated the same way
// from its font size and character count (`LabelBox`). The names of the items are written
// first, where they belong; then each dimension label, in constraint order, takes the first
// free spot of a fixed sequence: its place by the line's middle, then spots ever farther
// from it on a grid, nearest first. A spot is free when the label's box, with a small gap
// around it, overlaps no text placed before and crosses no item's outline: a label may sit
// inside a view (or a guide), but then wholly inside it. Spots near the line are first
// tried clear of the other dimension lines, ticks and leaders as well; then the whole grid
// without that wish. Past the last spot it goes below everything in the picture. A label that ends up away from its line gets a dotted leader.
// The same input always gives the same places.

import PlumbLayout

/// Which point of a text its `x` gives: SVG's `text-anchor`.
enum TextAnchor: String {
    case start, middle, end
}

/// A rectangle of text in SVG units.
struct LabelBox: Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// DejaVu Sans, the picture's first font, averages under 0.62 em a character in labels
    /// (digits are 0.64, spaces and brackets far narrower).
    static let emPerCharacter = 0.62

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box of `text` at `fontSize` with its baseline at `y`, anchored at `x` by its start,
    /// middle or end: ascent 0.8 em, descent 0.25 em.
    init(_ text: String, x: Double, baseline y: Double, fontSize: Double, anchor: TextAnchor) {
        let width = Double(text.count) * fontSize * Self.emPerCharacter
        switch anchor {
        case .start: minX = x
        case .middle: minX = x - width / 2
        case .end: minX = x - width
        }
        maxX = minX + width
        minY = y - fontSize * 0.8
        maxY = y + fontSize * 0.25
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    /// Whether the two boxes share any area (touching edges do not count).
    func overlaps(_ other: LabelBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the segment has a point strictly inside the box.
    func isCrossed(by s: OutlineSegment) -> Bool {
        let (x0, x1) = (min(s.x0, s.x1), max(s.x0, s.x1))
        let (y0, y1) = (min(s.y0, s.y1), max(s.y0, s.y1))
        if y0 == y1 { return minY < y0 && y0 < maxY && x0 < maxX && minX < x1 || isInside(x0, y0) }
        if x0 == x1 { return minX < x0 && x0 < maxX && y0 < maxY && minY < y1 || isInside(x0, y0) }
        // Outlines are axis-aligned; anything else counts by its bounding box.
        return overlaps(LabelBox(minX: x0, minY: y0, maxX: x1, maxY: y1))
    }

    private func isInside(_ x: Double, _ y: Double) -> Bool {
        minX < x && x < maxX && minY < y && y < maxY
    }

    /// The box moved by `dx`, `dy`.
    func offset(_ dx: Double, _ dy: Double) -> LabelBox {
        LabelBox(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The box grown by `d` on every side.
    func inflated(by d: Double) -> LabelBox {
        LabelBox(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }

    /// How far the box is from the point (0 inside it).
    func distance(to point: (Double, Double)) -> Double {
        let dx = max(minX - point.0, 0, point.0 - maxX)
        let dy = max(minY - point.1, 0, point.1 - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// One edge of an item's outline, in SVG units.
struct OutlineSegment: Hashable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
}

/// A dimension label where the placer put it.
struct PlacedLabel {
    var text: String
    var box: LabelBox
    /// Whether it was moved from its place by the line.
    var moved: Bool
}

/// The text and outlines of one picture, and the rule for placing the next label.
struct SVGLabelPlacer {
    /// The room kept between a label and any other text or outline, in SVG units.
    static let gap = 1.5
    /// The grid of spots tried around a label's place, in SVG units, and how many steps out.
    static let stepX = 6.0
    static let stepY = 5.0
    static let steps = 24

    /// The names of the items, where they are written.
    private(set) var names: [LabelBox] = []
    /// The edges of the items' outlines.
    private(set) var outlines: [OutlineSegment] = []
    /// The dimension labels placed so far, in order.
    private(set) var labels: [PlacedLabel] = []
    /// Dimension lines, their ticks and leaders: a label avoids them when it can.
    private(set) var lines: [OutlineSegment] = []
    /// Labels stay right of and below these (the picture's share of the canvas), and left
    /// of `maxX`.
    let minX: Double
    let minY: Double
    let maxX: Double

    init(minX: Double, minY: Double, maxX: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
    }

    /// Records a name written where it must be.
    mutating func claimName(_ box: LabelBox) { names.append(box) }

    /// Records the outline of an item: its four edges (a line when it is flat).
    mutating func addOutline(_ frame: Rect) {
        let (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
        outlines += [
            OutlineSegment(x0: x0, y0: y0, x1: x1, y1: y0),
            OutlineSegment(x0: x1, y0: y0, x1: x1, y1: y1),
            OutlineSegment(x0: x0, y0: y1, x1: x1, y1: y1),
            OutlineSegment(x0: x0, y0: y0, x1: x0, y1: y1),
        ]
    }

    /// Records a dimension line, a tick or a leader.
    mutating func addLine(_ segment: OutlineSegment) { lines.append(segment) }

    /// The boxes of all text placed: names, then dimension labels.
    var texts: [LabelBox] { names + labels.map(\.box) }

    /// The lowest and rightmost point any text or outline reaches.
    var extent: (maxX: Double, maxY: Double) {
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for box in texts {
            maxX = max(maxX, box.maxX)
            maxY = max(maxY, box.maxY)
        }
        for s in outlines {
            maxX = max(maxX, s.x0, s.x1)
            maxY = max(maxY, s.y0, s.y1)
        }
        return (maxX, maxY)
    }

    /// Whether `box` may take its place: inside the picture's share of the canvas, clear of
    /// every text and crossing no outline.
    func isFree(_ box: LabelBox) -> Bool {
        isFree(box, texts: texts, outlines: outlines)
    }

    private func isFree(_ box: LabelBox, texts: [LabelBox], outlines: [OutlineSegment]) -> Bool {
        guard box.minX >= minX, box.minY >= minY, box.maxX <= maxX else { return false }
        let padded = box.inflated(by: Self.gap)
        return !texts.contains { $0.overlaps(padded) }
            && !outlines.contains { padded.isCrossed(by: $0) }
    }

    /// The grid's steps, nearest first (ties: up before down, left before right), the same
    /// for every label.
    static let moves: [(Int, Int)] = {
        var moves: [(Int, Int)] = []
        for i in -steps...steps {
            for j in -steps...steps { moves.append((i, j)) }
        }
        func cost(_ m: (Int, Int)) -> Double {
            let dx = Double(m.0) * stepX
            let dy = Double(m.1) * stepY
            return dx * dx + dy * dy
        }
        return moves.sorted {
            (cost($0), $0.1, $0.0) < (cost($1), $1.1, $1.0)
        }
    }()

    /// How many of ``moves`` are tried clear of dimension lines too: those within 60 units.
    static let softMoves = moves.prefix {
        let dx = Double($0.0) * stepX
        let dy = Double($0.1) * stepY
        return dx * dx + dy * dy <= 60 * 60
    }.count

    /// Places a label at the first free spot and returns its offset.
    ///
    /// `box` is the label's place by its line. The spot is first sought near it, clear of
    /// the dimension lines too (but those of `own`, indices of ``lines``), then anywhere on
    /// the grid, over lines if need be.
    mutating func place(
        _ text: String, _ box: LabelBox, own: Range<Int> = 0..<0
    ) -> (dx: Double, dy: Double) {
        // Only what the grid can reach matters.
        let reach = box.inflated(
            by: Double(Self.steps) * max(Self.stepX, Self.stepY) + Self.gap + 1)
        let nearTexts = texts.filter { $0.overlaps(reach) }
        let nearOutlines = outlines.filter { touches($0, reach) }
        let nearLines = lines.indices.filter { !own.contains($0) && touches(lines[$0], reach) }
            .map { lines[$0] }
        let passes = [
            (nearOutlines + nearLines, Self.moves.prefix(Self.softMoves)),
            (nearOutlines, Self.moves[...]),
        ]
        for (obstacles, moves) in passes {
            for (i, j) in moves {
                let dx = Double(i) * Self.stepX
                let dy = Double(j) * Self.stepY
                if isFree(box.offset(dx, dy), texts: nearTexts, outlines: obstacles) {
                    labels.append(
                        PlacedLabel(text: text, box: box.offset(dx, dy), moved: i != 0 || j != 0))
                    return (dx, dy)
                }
            }
        }
        // Below everything, at its own left (kept on the canvas).
        let bottom = max(extent.maxY, box.maxY)
        let dy = bottom + Self.gap * 2 + 1 - box.minY
        let dx = max(minX - box.minX, 0)
        labels.append(PlacedLabel(text: text, box: box.offset(dx, dy), moved: true))
        return (dx, dy)
    }

    /// Whether an outline comes into `area` or touches its border.
    private func touches(_ s: OutlineSegment, _ area: LabelBox) -> Bool {
        let bounds = LabelBox(
            minX: min(s.x0, s.x1), minY: min(s.y0, s.y1), maxX: max(s.x0, s.x1),
            maxY: max(s.y0, s.y1))
        return bounds.minX <= area.maxX && area.minX <= bounds.maxX && bounds.minY <= area.maxY
            && area.minY <= bounds.maxY
    }
}
