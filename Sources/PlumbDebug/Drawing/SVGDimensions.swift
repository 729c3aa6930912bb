// Constraints drawn as dimension lines: a size as a line across the view with its constant,
// a distance between two edges (or centres) as a line between them with end ticks, labelled
// with the constant — `≥ 8` for an inequality, `@750` for a priority — green, red when
// the constraint was broken, or grey and dashed with `(misses by D)` when it is optional and
// the layout does not satisfy it. Labels go where SVGLabelPlacer finds room. A constraint
// whose two sides coincide (an alignment that holds) has no length to draw and is left out;
// so are constraints with items outside the picture.

import PlumbLayout

/// Draws the active user constraints of one picture as dimension lines.
struct SVGDimensions {
    static let color = "#188038"
    static let brokenColor = "#d93025"
    /// An optional constraint the solver could not satisfy: grey and dashed, as a wish.
    static let missedColor = "#80868b"

    let layout: Layout
    let picture: PictureItems
    let marks: DrawingMarks
    /// SVG units a point.
    let scale: Double

    /// Draws the lines, then their labels where `placer` finds room; returns whether any
    /// line is of an optional constraint that misses.
    @discardableResult
    func draw(into document: inout SVGDocument, placer: inout SVGLabelPlacer) -> Bool {
        var labels: [Label] = []
        var anyMissed = false
        // Lines already drawn, so that two constraints on the same span are drawn apart.
        var drawn: Set<[Double]> = []
        let inPicture = { (item: any LayoutItem) in picture.items.contains { $0.item === item } }
        for c in layout.userConstraints where c.isActive && !c.isRemoved {
            guard inPicture(c.firstItem), c.secondItem.map(inPicture) ?? true else { continue }
            let miss = c.isBroken ? nil : Self.miss(of: c, in: layout)
            let style: Style = c.isBroken ? .broken : (miss == nil ? .holds : .missed)
            let text = label(c) + (miss.map { " (misses by \(formatNumber($0)))" } ?? "")
            let first = LayoutDrawing.scaled(layout.frameInWindow(of: c.firstItem), by: scale)
            // Where the line goes, `k` steps of 6 units from its first place.
            let place: (Int) -> (start: (Double, Double), end: (Double, Double))
            var labelBefore = false
            if c.firstAttribute.kind == .dimension {
                // Along the dimension, inside the view near its far edge (clear of its name),
                // a height's label on the line's inner side.
                let horizontal = c.firstAttribute == .width
                labelBefore = !horizontal
                place = { k in
                    let inset = Double(4 + 6 * k)
                    let y = first.maxY - min(inset, first.height / 2)
                    let x = first.maxX - min(inset, first.width / 2)
                    return horizontal
                        ? ((first.minX, y), (first.maxX, y)) : ((x, first.minY), (x, first.maxY))
                }
            } else {
                guard let second = c.secondSide else { continue }
                let a = layout.value(of: c.firstItem, c.firstAttribute) * scale
                let b = layout.value(of: second.item, second.attribute) * scale
                guard abs(a - b) >= 0.5 else { continue }
                let other = LayoutDrawing.scaled(layout.frameInWindow(of: second.item), by: scale)
                if c.firstAttribute.axis == .horizontal {
                    let y = across(first.minY, first.maxY, other.minY, other.maxY)
                    place = { k in ((b, y + Double(6 * k)), (a, y + Double(6 * k))) }
                } else {
                    let x = across(first.minX, first.maxX, other.minX, other.maxX)
                    place = { k in ((x + Double(6 * k), b), (x + Double(6 * k), a)) }
                }
            }
            var (start, end) = place(0)
            for k in 1...8 {
                guard drawn.contains(Self.key(start, end)) else { break }
                (start, end) = place(k)
            }
            drawn.insert(Self.key(start, end))
            line(
                from: start, to: end, text, style, labelBefore: labelBefore, into: &document,
                labels: &labels, placer: &placer)
            anyMissed = anyMissed || miss != nil
        }
        for label in labels { write(label, into: &document, placer: &placer) }
        return anyMissed
    }

    /// A line's ends to the half unit, to find lines drawn over each other.
    private static func key(_ start: (Double, Double), _ end: (Double, Double)) -> [Double] {
        [start.0, start.1, end.0, end.1].map { ($0 * 2).rounded() }
    }

    /// How a line is drawn: green when its constraint holds, red when it was broken to
    /// recover from a conflict, grey and dashed when it is optional and misses.
    enum Style {
        case holds, broken, missed

        var color: String {
            switch self {
            case .holds: SVGDimensions.color
            case .broken: SVGDimensions.brokenColor
            case .missed: SVGDimensions.missedColor
            }
        }

        var dashed: Bool { self == .missed }
    }

    /// A label waiting for its place: its text, its spot by the line, and the line.
    struct Label {
        var text: String
        var x: Double
        var y: Double
        var anchor: TextAnchor
        var start: (Double, Double)
        var end: (Double, Double)
        var style: Style
        /// The line's own segments in the placer's ``SVGLabelPlacer/lines``.
        var own: Range<Int>
    }

    /// How far an optional constraint is from holding, in points as written, by the tolerance
    /// `show` and `check` use; nil when it holds or is required.
    static func miss(of c: LayoutConstraint, in layout: Layout) -> Double? {
        guard !c.priority.isRequired, let distance = layout.distanceFromHolding(c), distance > 0
        else { return nil }
        return distance
    }

    /// The font size of a dimension label.
    static let fontSize = 9.0

    /// Writes a label where the placer puts it, with a dotted leader back to the line when it
    /// is not beside it.
    private func write(
        _ label: Label, into document: inout SVGDocument, placer: inout SVGLabelPlacer
    ) {
        let n = SVGDocument.number
        let box = LabelBox(
            label.text, x: label.x, baseline: label.y, fontSize: Self.fontSize,
            anchor: label.anchor)
        let (dx, dy) = placer.place(label.text, box, own: label.own)
        let target = box.offset(dx, dy)
        // The point of the line nearest the label's middle, and the label's point nearest it.
        let from = (
            min(
                max((target.minX + target.maxX) / 2, min(label.start.0, label.end.0)),
                max(label.start.0, label.end.0)),
            min(
                max((target.minY + target.maxY) / 2, min(label.start.1, label.end.1)),
                max(label.start.1, label.end.1))
        )
        if target.distance(to: from) > 4 {
            let to = (
                min(max(from.0, target.minX), target.maxX),
                min(max(from.1, target.minY), target.maxY)
            )
            placer.addLine(OutlineSegment(x0: from.0, y0: from.1, x1: to.0, y1: to.1))
            document.element(
                "line",
                [
                    ("x1", n(from.0)), ("y1", n(from.1)), ("x2", n(to.0)), ("y2", n(to.1)),
                    ("stroke", label.style.color), ("stroke-width", "0.5"),
                    ("stroke-dasharray", "1 2"),
                ])
        }
        document.text(
            label.text,
            [
                ("x", n(label.x + dx)), ("y", n(label.y + dy)),
                ("font-size", n(Self.fontSize)), ("fill", label.style.color),
                ("text-anchor", label.anchor.rawValue),
                ("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke"),
            ])
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

    /// A line with ticks at both ends; its label, for the middle (above a horizontal line,
    /// right of a vertical one, or left with `labelBefore`), is kept for later.
    private func line(
        from start: (Double, Double), to end: (Double, Double), _ text: String, _ style: Style,
        labelBefore: Bool, into document: inout SVGDocument, labels: inout [Label],
        placer: inout SVGLabelPlacer
    ) {
        let first = placer.lines.count
        placer.addLine(OutlineSegment(x0: start.0, y0: start.1, x1: end.0, y1: end.1))
        let n = SVGDocument.number
        let horizontal = abs(end.1 - start.1) < abs(end.0 - start.0)
        var stroke: [(String, String)] = [("stroke", style.color), ("stroke-width", "1")]
        let ticks = stroke
        if style.dashed { stroke.append(("stroke-dasharray", "4 3")) }
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
            document.element("line", tick + ticks)
            placer.addLine(
                horizontal
                    ? OutlineSegment(x0: point.0, y0: point.1 - 4, x1: point.0, y1: point.1 + 4)
                    : OutlineSegment(x0: point.0 - 4, y0: point.1, x1: point.0 + 4, y1: point.1))
        }
        let middle = ((start.0 + end.0) / 2, (start.1 + end.1) / 2)
        let anchor: TextAnchor = horizontal ? .middle : (labelBefore ? .end : .start)
        labels.append(
            Label(
                text: text,
                x: horizontal ? middle.0 : (labelBefore ? middle.0 - 4 : middle.0 + 4),
                y: horizontal ? middle.1 - 3 : middle.1 + 3, anchor: anchor, start: start,
                end: end, style: style, own: first..<placer.lines.count))
    }
}
