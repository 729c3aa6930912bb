// `draw`: the layout as box drawing in the terminal. Frames are read in window coordinates
// and scaled so the widest picture fills the width; a terminal cell is about twice as tall
// as it is wide, so a row stands for twice the points a column does. Each view is a box with
// its name inside (or on its top edge when it does not fit there, or beside it);
// guides are dashed; ambiguous views and items of broken constraints are marked `?` and `!`,
// explained in the legend underneath with the scale.

import PlumbLayout

/// Pictures of a layout: box drawing for the terminal, SVG for a file.
///
/// ```swift
/// print(LayoutDrawing.text(layout, columns: 60))
/// // ┌root──────────────────────────────────────────────────────┐
/// // │   ┌text────────────────────────┐  ┌button──────┐          │
/// // …
/// ```
public enum LayoutDrawing {
    /// The most rows a picture takes; a taller layout is drawn at a smaller scale.
    public static let maximumRows = 400

    /// The layout (or one view and what it holds) as box drawing `columns` wide, with the
    /// legend underneath, ending with a newline.
    ///
    /// - Parameters:
    ///   - layout: The layout.
    ///   - view: The view to draw with its subtree; every window when nil.
    ///   - columns: The width to fill, in terminal columns (at least 10).
    ///   - rows: The terminal's height, when the pictures must fit it with their legend.
    /// - Returns: The picture, a blank line, and the legend.
    public static func text(
        _ layout: Layout, of view: View? = nil, columns: Int = 80, rows: Int? = nil
    ) -> String {
        let roots = view.map { [$0] } ?? layout.windows.filter { !$0.isRemoved }
        guard !roots.isEmpty else { return "no views\n" }
        let marks = DrawingMarks(layout)
        let pictures = roots.map { PictureItems(root: $0, layout: layout, systemGuides: false) }
        let widest = pictures.map(\.bounds.width).max() ?? 0
        let tallest = pictures.map(\.bounds.height).max() ?? 0
        let width = max(columns, 10)
        var scaleX = widest > 1e-9 ? Double(width - 1) / widest : 1
        if tallest * scaleX / 2 > Double(maximumRows) { scaleX = 2 * Double(maximumRows) / tallest }
        if let rows {
            // Room for the pictures one above the other, their blank separating lines, the
            // legend (up to four lines and a blank one) and the prompt after.
            let room = Double(max(rows - 6 - 2 * (pictures.count - 1), 4 * pictures.count))
            let total = pictures.reduce(0.0) { $0 + $1.bounds.height }
            if total > 0, total * scaleX / 2 + Double(pictures.count) > room {
                scaleX = max(2 * (room - Double(pictures.count)) / total, 1e-9)
            }
        }
        let scaleY = scaleX / 2
        var lines: [String] = []
        var unlabelled: [String] = []
        for picture in pictures {
            if !lines.isEmpty { lines.append("") }
            let bounds = picture.bounds
            var canvas = TextCanvas(
                columns: Int((bounds.width * scaleX).rounded()) + 1,
                rows: Int((bounds.height * scaleY).rounded()) + 1)
            func cells(_ frame: Rect) -> (top: Int, left: Int, bottom: Int, right: Int) {
                (
                    Int(((frame.minY - bounds.minY) * scaleY).rounded()),
                    Int(((frame.minX - bounds.minX) * scaleX).rounded()),
                    Int(((frame.maxY - bounds.minY) * scaleY).rounded()),
                    Int(((frame.maxX - bounds.minX) * scaleX).rounded())
                )
            }
            for (item, frame) in picture.items {
                let c = cells(frame)
                canvas.box(
                    top: c.top, left: c.left, bottom: c.bottom, right: c.right,
                    dashes: item is LayoutGuide)
            }
            let boxes = picture.items.map { cells($0.frame) }
            for (k, (item, _)) in picture.items.enumerated() {
                let label = item.name + marks.marker(for: item)
                // A label on a box's top edge would read as another box's name where that
                // edge lies on another box's edge.
                let c = boxes[k]
                let shared = boxes.indices.contains { j in
                    j != k && (boxes[j].top == c.top || boxes[j].bottom == c.top)
                        && boxes[j].left < c.right && boxes[j].right > c.left
                }
                if !place(label, at: c, onEdge: !shared, on: &canvas) { unlabelled.append(label) }
            }
            lines += canvas.rendered()
        }
        let items = pictures.flatMap { $0.items.map(\.item) }
        var legend = marks.legend(for: items)
        let guides = items.compactMap { $0 as? LayoutGuide }
        if !guides.isEmpty {
            legend.append("┄ layout guide: " + guides.map(\.name).joined(separator: ", "))
        }
        if !unlabelled.isEmpty {
            legend.append("too small to label: " + unlabelled.joined(separator: ", "))
        }
        legend.append(
            "scale: 1 column = \(hundredths(1 / scaleX)) points, 1 row = \(hundredths(1 / scaleY)) points"
        )
        return (lines + [""] + legend).joined(separator: "\n") + "\n"
    }

    /// `4.75`: a number to two decimals.
    static func hundredths(_ value: Double) -> String {
        formatNumber((value * 100).rounded() / 100)
    }

    /// Writes a label where most of it fits: inside the box's top-left corner (into empty
    /// cells only), on its top edge (its own line, when no other box's edge lies on it), to
    /// its right, or under a flat box; returns whether any of it fits.
    private static func place(
        _ label: String, at c: (top: Int, left: Int, bottom: Int, right: Int), onEdge: Bool,
        on canvas: inout TextCanvas
    ) -> Bool {
        /// How many characters fit from a cell, within `room`, into empty cells (or any).
        func fit(_ row: Int, _ column: Int, _ room: Int, anyCell: Bool) -> Int {
            var count = 0
            while count < min(room, label.count), anyCell || canvas.isEmpty(row, column + count) {
                count += 1
            }
            return count
        }
        let width = c.right - c.left - 1
        var candidates: [(row: Int, column: Int, fits: Int)] = []
        if c.bottom - c.top >= 2 {
            candidates.append(
                (c.top + 1, c.left + 1, fit(c.top + 1, c.left + 1, width, anyCell: false)))
        }
        if onEdge { candidates.append((c.top, c.left + 1, max(0, min(width, label.count)))) }
        candidates.append(
            (
                c.top, c.right + 1,
                fit(c.top, c.right + 1, canvas.columns - c.right - 1, anyCell: false)
            ))
        if c.bottom - c.top < 2 {
            candidates.append(
                (
                    c.bottom + 1, c.left + 1,
                    fit(c.bottom + 1, c.left + 1, canvas.columns - c.left - 1, anyCell: false)
                ))
        }
        // The first place that holds the whole label, else the one that holds most.
        guard
            let best = candidates.first(where: { $0.fits >= label.count })
                ?? candidates.max(by: { $0.fits < $1.fits }),
            best.fits > 0
        else { return false }
        let shown =
            best.fits >= label.count
            ? label : String(label.prefix(max(best.fits - 1, 1))) + (best.fits > 1 ? "…" : "")
        canvas.write(shown, row: best.row, column: best.column)
        return true
    }
}

/// The items of one picture with their frames in window coordinates, and their bounds.
struct PictureItems {
    var items: [(item: any LayoutItem, frame: Rect)] = []
    var bounds: Rect

    /// The root's subtree (views depth first, each view's guides after it).
    init(root: View, layout: Layout, systemGuides: Bool) {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for view in root.subtree where !view.isRemoved {
            var guides: [LayoutGuide] = view.layoutGuides.filter { !$0.isRemoved }
            if systemGuides {
                guides += [view.existingMarginsGuide, view.existingSafeAreaGuide].compactMap { $0 }
            }
            for item in [view as any LayoutItem] + guides {
                let frame = layout.frameInWindow(of: item)
                items.append((item, frame))
                minX = min(minX, frame.minX)
                minY = min(minY, frame.minY)
                maxX = max(maxX, frame.maxX)
                maxY = max(maxY, frame.maxY)
            }
        }
        bounds =
            minX.isFinite && maxX.isFinite && minY.isFinite && maxY.isFinite
            ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            : Rect(x: 0, y: 0, width: 0, height: 0)
    }
}
