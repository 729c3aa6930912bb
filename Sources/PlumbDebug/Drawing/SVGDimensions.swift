// Constraints drawn as dimension lines: a size as a line across the view with its constant,
// a distance between two edges (or centres) as a line between them with end ticks, labelled
// with the constant — `≥ 8` for an inequality, `@750` for a priority — green, or red when
// the constraint was broken. A constraint whose two sides coincide (an alignment) has no
// length to draw and is left out; so are constraints with items outside the picture.

import PlumbLayout

/// Draws the active user constraints of one picture as dimension lines.
struct SVGDimensions {
    static let color = "#188038"
    static let brokenColor = "#d93025"

    let layout: Layout
    let picture: PictureItems
    let marks: DrawingMarks
    /// SVG units a point.
    let scale: Double

    func draw(into document: inout SVGDocument) {
        let inPicture = { (item: any LayoutItem) in picture.items.contains { $0.item === item } }
        for c in layout.userConstraints where c.isActive && !c.isRemoved {
            guard inPicture(c.firstItem), c.secondItem.map(inPicture) ?? true else { continue }
            let broken = c.isBroken
            let stroke = broken ? Self.brokenColor : Self.color
            let first = LayoutDrawing.scaled(layout.frameInWindow(of: c.firstItem), by: scale)
            if c.firstAttribute.kind == .dimension {
                // Along the dimension, inside the view near its far edge (clear of its name).
                let horizontal = c.firstAttribute == .width
                let y = first.maxY - min(4, first.height / 2)
                let x = first.maxX - min(4, first.width / 2)
                let start = horizontal ? (first.minX, y) : (x, first.minY)
                let end = horizontal ? (first.maxX, y) : (x, first.maxY)
                line(from: start, to: end, label: label(c), color: stroke, into: &document)
                continue
            }
            guard let second = c.secondSide else { continue }
            let a = layout.value(of: c.firstItem, c.firstAttribute) * scale
            let b = layout.value(of: second.item, second.attribute) * scale
            guard abs(a - b) >= 0.5 else { continue }
            let other = LayoutDrawing.scaled(layout.frameInWindow(of: second.item), by: scale)
            if c.firstAttribute.axis == .horizontal {
                let y = across(first.minY, first.maxY, other.minY, other.maxY)
                line(from: (b, y), to: (a, y), label: label(c), color: stroke, into: &document)
            } else {
                let x = across(first.minX, first.maxX, other.minX, other.maxX)
                line(from: (x, b), to: (x, a), label: label(c), color: stroke, into: &document)
            }
        }
    }

    /// Where to cross two spans: the middle of their overlap, else the first span's middle.
    private func across(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
        let low = max(a0, b0)
        let high = min(a1, b1)
        return high >= low ? (low + high) / 2 : (a0 + a1) / 2
    }

    /// `88`, `≥ 8`, `-22 @750`, `= 0.5×button.width + 5`; `broken` first when broken.
    func label(_ c: LayoutConstraint) -> String {
        var text: String
        switch c.relation {
        case .equal: text = ""
        case .lessThanOrEqual: text = "≤ "
        case .greaterThanOrEqual: text = "≥ "
        }
        if let second = c.secondSide, c.firstAttribute.kind == .dimension {
            if c.relation == .equal { text = "= " }
            if c.multiplier != 1 { text += formatNumber(c.multiplier) + "×" }
            text += "\(second.item.name).\(second.attribute.rawValue)"
            if c.constant > 0 { text += " + " + formatNumber(c.constant) }
            if c.constant < 0 { text += " - " + formatNumber(-c.constant) }
        } else {
            text += formatNumber(c.constant)
            if c.multiplier != 1 { text += " (×\(formatNumber(c.multiplier)))" }
        }
        if !c.priority.isRequired { text += " @" + formatNumber(c.priority.value) }
        if let number = c.number { text = "#\(number) " + text }
        return c.isBroken ? text + " (broken)" : text
    }

    /// A line with ticks at both ends and its label at the middle.
    private func line(
        from start: (Double, Double), to end: (Double, Double), label: String, color: String,
        into document: inout SVGDocument
    ) {
        let n = SVGDocument.number
        let horizontal = abs(end.1 - start.1) < abs(end.0 - start.0)
        let stroke: [(String, String)] = [("stroke", color), ("stroke-width", "1")]
        document.element(
            "line",
            [("x1", n(start.0)), ("y1", n(start.1)), ("x2", n(end.0)), ("y2", n(end.1))] + stroke)
        for point in [start, end] {
            let tick: [(String, String)] =
                horizontal
                ? [
                    ("x1", n(point.0)), ("y1", n(point.1 - 4)), ("x2", n(point.0)),
                    ("y2", n(point.1 + 4)),
                ]
                : [
                    ("x1", n(point.0 - 4)), ("y1", n(point.1)), ("x2", n(point.0 + 4)),
                    ("y2", n(point.1)),
                ]
            document.element("line", tick + stroke)
        }
        let middle = ((start.0 + end.0) / 2, (start.1 + end.1) / 2)
        document.text(
            label,
            [
                ("x", n(horizontal ? middle.0 : middle.0 + 4)),
                ("y", n(horizontal ? middle.1 - 3 : middle.1 + 3)),
                ("font-size", "9"), ("fill", color),
                ("text-anchor", horizontal ? "middle" : "start"),
                ("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke"),
            ])
    }
}
