// `draw --svg FILE`: the layout as an SVG picture, scaled so small layouts leave room for
// their labels (1 to 4 SVG units a point, said in the legend). Each window (or
// the view asked for) is drawn with its subtree: views as labelled rectangles shaded by
// depth, guides dashed, ambiguous views dashed orange, items of broken constraints red, and
// — by default — every active user constraint as a dimension line with its constant
// (SVGDimensions.swift), its label placed clear of the other text and of the outlines
// (SVGLabelPlacer.swift); a legend underneath names what the marks mean.

import PlumbLayout

/// What an SVG picture shows besides the frames.
///
/// ```swift
/// let svg = LayoutDrawing.svg(layout, options: SVGOptions(dimensionLines: false))
/// ```
public struct SVGOptions: Hashable, Sendable {
    /// Whether to draw each active user constraint as a dimension line.
    ///
    /// Default on.
    ///
    /// The line is labelled with the constant, and the relation and priority when they
    /// are not `==` and required.
    public var dimensionLines: Bool
    /// Whether to draw the margins and safe-area guides that exist, dashed.
    ///
    /// Default on.
    public var systemGuides: Bool

    /// Creates options.
    public init(dimensionLines: Bool = true, systemGuides: Bool = true) {
        self.dimensionLines = dimensionLines
        self.systemGuides = systemGuides
    }
}

extension LayoutDrawing {
    /// Space around the picture and between pictures, in SVG units.
    static let padding = 24.0
    /// The width the widest picture is scaled up to (at most 4 units a point), so that
    /// labels, which keep their size, fit small layouts.
    static let targetWidth = 720.0

    /// How many SVG units a point takes for pictures whose widest is `widest` points.
    static func svgScale(widest: Double) -> Double {
        widest > 1e-9 ? min(4, max(1, targetWidth / widest)) : 1
    }

    /// The layout (or one view and what it holds) as an SVG document.
    ///
    /// ```swift
    /// try LayoutDrawing.svg(layout).write(to: "layout.svg")   // or `draw --svg layout.svg`
    /// ```
    public static func svg(
        _ layout: Layout, of view: View? = nil, options: SVGOptions = SVGOptions()
    ) -> String {
        svgAndLabels(layout, of: view, options: options).svg
    }

    /// The SVG document, and each picture's text and outlines as the label placer saw them
    /// (in the picture's own SVG units), for the tests.
    static func svgAndLabels(
        _ layout: Layout, of view: View? = nil, options: SVGOptions = SVGOptions()
    ) -> (svg: String, labels: [SVGLabelPlacer]) {
        let roots = view.map { [$0] } ?? layout.windows.filter { !$0.isRemoved }
        let marks = DrawingMarks(layout)
        let pictures = roots.map {
            PictureItems(root: $0, layout: layout, systemGuides: options.systemGuides)
        }
        let scale = svgScale(widest: pictures.map(\.bounds.width).max() ?? 0)
        var document = SVGDocument()
        document.element(
            "rect",
            [("x", "0"), ("y", "0"), ("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        var top = padding
        var width = 0.0
        var placers: [SVGLabelPlacer] = []
        var anyMissed = false
        for (root, picture) in zip(roots, pictures) {
            let bounds = scaled(picture.bounds, by: scale)
            let dx = padding - bounds.minX
            let dy = top - bounds.minY
            document.comment(root.isWindow ? "window \(root.name)" : "view \(root.name)")
            document.open(
                "g",
                [("transform", "translate(\(SVGDocument.number(dx)) \(SVGDocument.number(dy)))")])
            // Labels keep to the picture's share of the canvas: from its left edge, below the
            // picture above, and at most `labelRoom` right of the picture.
            var placer = SVGLabelPlacer(
                minX: bounds.minX - padding + 2, minY: bounds.minY - padding + 2,
                maxX: bounds.maxX + labelRoom)
            drawItems(
                picture, root: root, marks: marks, scale: scale, into: &document, placer: &placer)
            if options.dimensionLines {
                let missed = SVGDimensions(
                    layout: layout, picture: picture, marks: marks, scale: scale
                ).draw(into: &document, placer: &placer)
                anyMissed = anyMissed || missed
            }
            document.close("g")
            let extent = placer.extent
            let right = max(bounds.maxX, extent.maxX.isFinite ? extent.maxX : bounds.maxX)
            let bottom = max(bounds.maxY, extent.maxY.isFinite ? extent.maxY : bounds.maxY)
            top += bottom - bounds.minY + padding * 1.5
            width = max(width, right - bounds.minX)
            placers.append(placer)
        }
        let items = pictures.flatMap { $0.items.map(\.item) }
        let legend = legendLines(
            items: items, marks: marks, options: options, scale: scale, missed: anyMissed)
        // Legend text is about 6.2 points a character at 11 points.
        let legendWidth = legend.map { Double($0.text.count) * 6.2 + 28 }.max() ?? 0
        width = max(width + 2 * padding, legendWidth + 2 * padding)
        for (k, entry) in legend.enumerated() {
            let y = top + Double(k) * 18
            document.element("rect", swatch(entry.style, x: padding, y: y - 9))
            document.text(
                entry.text,
                [
                    ("x", SVGDocument.number(padding + 28)), ("y", SVGDocument.number(y + 1)),
                    ("font-size", "11"), ("fill", "#3c4043"),
                ])
        }
        let height = top + Double(legend.count) * 18 + padding / 2
        let title = "Plumb: " + roots.map(\.name).joined(separator: ", ")
        return (document.rendered(width: width, height: height, title: title), placers)
    }

    /// How far right of its picture a dimension label may go, in SVG units.
    static let labelRoom = 160.0

    // MARK: - Items

    /// Fills by depth below the root: a few light, distinct shades.
    static let fills = ["#f8f9fa", "#e8f0fe", "#fef7e0", "#e6f4ea", "#fce8e6", "#f3e8fd"]

    /// Draws the items and their names, and tells `placer` where they are.
    private static func drawItems(
        _ picture: PictureItems, root: View, marks: DrawingMarks, scale: Double,
        into document: inout SVGDocument, placer: inout SVGLabelPlacer
    ) {
        let items = picture.items.map { ($0.item, scaled($0.frame, by: scale)) }
        for (item, frame) in items {
            let depth = depthBelow(root, of: item)
            var style: ItemStyle =
                item is LayoutGuide
                ? ((item as? LayoutGuide)?.isSystemGuide == true ? .systemGuide : .guide) : .view
            if marks.isInBrokenConstraint(item) && !(item is LayoutGuide) { style = .broken }
            if marks.ambiguity(of: item) != nil { style = .ambiguous }
            document.element(
                "rect",
                [
                    ("x", SVGDocument.number(frame.minX)), ("y", SVGDocument.number(frame.minY)),
                    ("width", SVGDocument.number(frame.width)),
                    ("height", SVGDocument.number(frame.height)),
                ]
                    + paint(style, fill: item is LayoutGuide ? "none" : fills[depth % fills.count]))
            placer.addOutline(frame)
            if frame.width < 0.5 || frame.height < 0.5 {
                // A rectangle with no width or height draws nothing: mark the line it is.
                document.element(
                    "line",
                    [
                        ("x1", SVGDocument.number(frame.minX)),
                        ("y1", SVGDocument.number(frame.minY)),
                        ("x2", SVGDocument.number(frame.maxX)),
                        ("y2", SVGDocument.number(frame.maxY)),
                    ]
                        + paint(style, fill: nil))
            }
        }
        for (item, frame) in items {
            if let guide = item as? LayoutGuide, guide.isSystemGuide { continue }
            let isGuide = item is LayoutGuide
            let label = item.name + marks.marker(for: item)
            // A window's name is a caption above it, which leaves its corner to its subviews.
            let isWindow = (item as? View)?.isWindow == true || item === root
            let y =
                isGuide
                ? (frame.height >= 12 ? frame.maxY - 3 : frame.maxY + 10)
                : (isWindow
                    ? frame.minY - 6 : (frame.height >= 16 ? frame.minY + 13 : frame.minY - 3))
            document.text(
                label,
                [
                    ("x", SVGDocument.number(frame.minX + 3)), ("y", SVGDocument.number(y)),
                    ("font-size", isGuide ? "9" : "11"), ("fill", isGuide ? "#1a73e8" : "#202124"),
                    ("font-weight", isWindow ? "bold" : "normal"),
                ])
            // Bold runs wider: count it a tenth larger.
            placer.claimName(
                LabelBox(
                    label, x: frame.minX + 3, baseline: y,
                    fontSize: isGuide ? 9 : (isWindow ? 12.1 : 11), anchor: .start))
        }
    }

    /// A frame in SVG units.
    static func scaled(_ frame: Rect, by scale: Double) -> Rect {
        Rect(
            x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale,
            height: frame.height * scale)
    }

    private static func depthBelow(_ root: View, of item: any LayoutItem) -> Int {
        var depth = 0
        var view: View? = item.owningView
        while let v = view, v !== root {
            depth += 1
            view = v.superview
        }
        return depth
    }

    // MARK: - Styles

    enum ItemStyle {
        case view, guide, systemGuide, ambiguous, broken, dimension, missed
    }

    static func paint(_ style: ItemStyle, fill: String?) -> [(String, String)] {
        var pairs: [(String, String)] = fill.map { [("fill", $0)] } ?? []
        switch style {
        case .view: pairs += [("stroke", "#5f6368"), ("stroke-width", "1")]
        case .guide:
            pairs += [("stroke", "#1a73e8"), ("stroke-width", "1"), ("stroke-dasharray", "4 3")]
        case .systemGuide:
            pairs += [("stroke", "#8ab4f8"), ("stroke-width", "1"), ("stroke-dasharray", "2 3")]
        case .ambiguous:
            pairs += [("stroke", "#e8710a"), ("stroke-width", "2"), ("stroke-dasharray", "6 3")]
        case .broken: pairs += [("stroke", "#d93025"), ("stroke-width", "2")]
        case .dimension: pairs += [("stroke", SVGDimensions.color), ("stroke-width", "1")]
        case .missed:
            pairs += [
                ("stroke", SVGDimensions.missedColor), ("stroke-width", "1"),
                ("stroke-dasharray", "4 3"),
            ]
        }
        return pairs
    }

    private static func swatch(_ style: ItemStyle, x: Double, y: Double) -> [(String, String)] {
        [
            ("x", SVGDocument.number(x)), ("y", SVGDocument.number(y)), ("width", "20"),
            ("height", "10"),
        ]
            + paint(style, fill: style == .view ? fills[1] : "none")
    }

    /// What the legend says, each with the style of its swatch.
    private static func legendLines(
        items: [any LayoutItem], marks: DrawingMarks, options: SVGOptions, scale: Double,
        missed: Bool
    ) -> [(style: ItemStyle, text: String)] {
        let drawnAt = scale == 1 ? "" : "; drawn at \(hundredths(scale)) units a point"
        var lines: [(ItemStyle, String)] = [(.view, "view (shaded by depth)" + drawnAt)]
        let guides = items.compactMap { $0 as? LayoutGuide }
        if guides.contains(where: { !$0.isSystemGuide }) {
            lines.append(
                (
                    .guide,
                    "layout guide: "
                        + guides.filter { !$0.isSystemGuide }.map(\.name).joined(separator: ", ")
                ))
        }
        if guides.contains(where: \.isSystemGuide) {
            lines.append(
                (
                    .systemGuide,
                    "margins and safe-area guides: "
                        + guides.filter(\.isSystemGuide).map(\.name).joined(separator: ", ")
                ))
        }
        for text in marks.legend(for: items) {
            lines.append((text.hasPrefix("?") ? .ambiguous : .broken, String(text.dropFirst(2))))
        }
        if options.dimensionLines {
            lines.append(
                (
                    .dimension,
                    "constraint with its constant (≥ ≤ for inequalities, @ for a priority; red when broken)"
                ))
        }
        if options.dimensionLines && missed {
            lines.append(
                (
                    .missed,
                    "optional constraint the layout does not satisfy, and by how much it misses"
                ))
        }
        return lines
    }
}
