import Foundation
import PlumbLayout
import Testing

@testable import PlumbDebug

/// The labels of SVG dimension lines: in crowded pictures none covers another, a view's name
/// or an outline; what the placer decided is what the SVG says; an optional constraint that
/// misses is drawn apart from the ones that hold.
@Suite struct DrawSVGLabelTests {
    typealias D = DrawingLayouts

    // MARK: - Crowded layouts

    /// Eight small views in a row, 4 points apart, each pinned to its neighbour and to the
    /// window, with its size: many constraints between close views.
    static func row() throws -> Layout {
        let (layout, root) = try window(300, 80)
        var drafts: [ConstraintDraft] = []
        var previous: View?
        for k in 0..<8 {
            let v = try layout.addView(named: "v\(k)", in: root)
            drafts += [
                D.draft(ItemAttribute(v, .width), .equal, nil, 30),
                D.draft(ItemAttribute(v, .height), .equal, nil, 20),
                D.draft(
                    ItemAttribute(v, .top), .equal, ItemAttribute(root, .top),
                    10 + Double(k % 2) * 6),
                D.draft(
                    ItemAttribute(v, .left), .equal, ItemAttribute(root, .left), 8 + Double(k) * 34),
                D.draft(
                    ItemAttribute(v, .bottom), .lessThanOrEqual, ItemAttribute(root, .bottom), -20),
            ]
            if let p = previous {
                drafts.append(
                    D.draft(
                        ItemAttribute(v, .left), .greaterThanOrEqual, ItemAttribute(p, .right), 4))
                drafts.append(
                    D.draft(ItemAttribute(v, .height), .equal, ItemAttribute(p, .height), 0))
            }
            previous = v
        }
        try D.activate(drafts, in: layout)
        return layout
    }

    /// A form: five rows of a label and a field, the labels' widths equal, 8 points between
    /// rows, and a button under them.
    static func form() throws -> Layout {
        let layout = Layout()
        let root = try layout.addWindow(named: "form", size: Size(width: 320, height: 240))
        var drafts: [ConstraintDraft] = []
        var above: View?
        var firstLabel: View?
        for name in ["name", "email", "phone", "street", "city"] {
            let label = try layout.addView(named: "\(name)Label", in: root)
            let field = try layout.addView(named: "\(name)Field", in: root)
            drafts += [
                D.draft(ItemAttribute(label, .left), .equal, ItemAttribute(root, .left), 16),
                D.draft(ItemAttribute(field, .left), .equal, ItemAttribute(label, .right), 8),
                D.draft(ItemAttribute(field, .right), .equal, ItemAttribute(root, .right), -16),
                D.draft(ItemAttribute(label, .height), .equal, nil, 28),
                D.draft(ItemAttribute(field, .height), .equal, ItemAttribute(label, .height), 0),
                D.draft(ItemAttribute(field, .top), .equal, ItemAttribute(label, .top), 0),
                D.draft(ItemAttribute(field, .width), .greaterThanOrEqual, nil, 120),
            ]
            if let f = firstLabel {
                drafts.append(
                    D.draft(ItemAttribute(label, .width), .equal, ItemAttribute(f, .width), 0))
            } else {
                drafts.append(D.draft(ItemAttribute(label, .width), .equal, nil, 80))
                firstLabel = label
            }
            drafts.append(
                above.map {
                    D.draft(ItemAttribute(label, .top), .equal, ItemAttribute($0, .bottom), 8)
                }
                    ?? D.draft(ItemAttribute(label, .top), .equal, ItemAttribute(root, .top), 16))
            above = label
        }
        let button = try layout.addView(named: "submit", in: root)
        if let last = above {
            drafts += [
                D.draft(ItemAttribute(button, .top), .equal, ItemAttribute(last, .bottom), 12),
                D.draft(ItemAttribute(button, .right), .equal, ItemAttribute(root, .right), -16),
                D.draft(ItemAttribute(button, .width), .equal, nil, 88),
                D.draft(ItemAttribute(button, .height), .equal, nil, 24),
                D.draft(
                    ItemAttribute(button, .width), .greaterThanOrEqual, nil, 120, priority: 250),
            ]
        }
        try D.activate(drafts, in: layout)
        return layout
    }

    /// Twelve thin views stacked 2 points apart inside a narrow panel.
    static func stack() throws -> Layout {
        let (layout, root) = try window(120, 200)
        let panel = try layout.addView(named: "panel", in: root)
        var drafts: [ConstraintDraft] = [
            D.draft(ItemAttribute(panel, .left), .equal, ItemAttribute(root, .left), 10),
            D.draft(ItemAttribute(panel, .top), .equal, ItemAttribute(root, .top), 10),
            D.draft(ItemAttribute(panel, .width), .equal, nil, 60),
            D.draft(ItemAttribute(panel, .bottom), .equal, ItemAttribute(root, .bottom), -10),
        ]
        var above: View?
        for k in 0..<12 {
            let v = try layout.addView(named: "s\(k)", in: panel)
            drafts += [
                D.draft(ItemAttribute(v, .left), .equal, ItemAttribute(panel, .left), 4),
                D.draft(ItemAttribute(v, .right), .equal, ItemAttribute(panel, .right), -4),
                D.draft(ItemAttribute(v, .height), .equal, nil, 12),
                above.map { D.draft(ItemAttribute(v, .top), .equal, ItemAttribute($0, .bottom), 2) }
                    ?? D.draft(ItemAttribute(v, .top), .equal, ItemAttribute(panel, .top), 4),
            ]
            above = v
        }
        try D.activate(drafts, in: layout)
        return layout
    }

    /// Views at seeded random frames, some nested, with random distances between them, some
    /// optional and some that cannot hold.
    static func random(seed: UInt64) throws -> Layout {
        var g = SeededGenerator(seed: seed)
        let (layout, root) = try window(400, 300)
        var views: [View] = [root]
        var drafts: [ConstraintDraft] = []
        for k in 0..<Int.random(in: 6...14, using: &g) {
            let parent = views[Int.random(in: 0..<views.count, using: &g)]
            let v = try layout.addView(named: "r\(k)", in: parent)
            drafts += [
                D.draft(
                    ItemAttribute(v, .left), .equal, ItemAttribute(parent, .left),
                    Double(Int.random(in: 0...60, using: &g))),
                D.draft(
                    ItemAttribute(v, .top), .equal, ItemAttribute(parent, .top),
                    Double(Int.random(in: 0...60, using: &g))),
                D.draft(
                    ItemAttribute(v, .width), .equal, nil,
                    Double(Int.random(in: 4...120, using: &g))),
                D.draft(
                    ItemAttribute(v, .height), .equal, nil,
                    Double(Int.random(in: 4...80, using: &g))),
            ]
            views.append(v)
        }
        let attributes: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .centerX, .centerY, .width, .height,
        ]
        for _ in 0..<Int.random(in: 4...16, using: &g) {
            let a = views[Int.random(in: 1..<views.count, using: &g)]
            let b = views[Int.random(in: 0..<views.count, using: &g)]
            let attribute = attributes[Int.random(in: 0..<attributes.count, using: &g)]
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
                Int.random(in: 0..<3, using: &g)]
            let priority: Double = [1000, 750, 250, 1][Int.random(in: 0..<4, using: &g)]
            drafts.append(
                D.draft(
                    ItemAttribute(a, attribute), relation, ItemAttribute(b, attribute),
                    Double(Int.random(in: -40...40, using: &g)), priority: priority))
        }
        for (k, d) in drafts.enumerated() {
            // A required one that makes the layout unsatisfiable is broken, as UIKit would.
            _ = try? layout.activate([d], origin: .source(file: "random.plumb", line: k + 1))
        }
        return layout
    }

    static func crowded() throws -> [(String, Layout)] {
        var layouts = [
            ("small", try D.small()), ("row", try row()), ("form", try form()),
            ("stack", try stack()),
        ]
        for seed in UInt64(1)...12 { layouts.append(("random \(seed)", try random(seed: seed))) }
        return layouts + (try ImportGoldenTests.importedLayouts())
    }

    /// No dimension label overlaps another or a name, and none crosses an outline; the SVG
    /// writes every label where the placer put it.
    @Test func labelsKeepClear() throws {
        for (name, layout) in try Self.crowded() {
            let (svg, placers) = LayoutDrawing.svgAndLabels(layout)
            try XMLCheck.check(svg)
            #expect(svg == LayoutDrawing.svg(layout), "\(name): deterministic")
            let roots = layout.windows.filter { !$0.isRemoved }
            let pictures = roots.map { PictureItems(root: $0, layout: layout, systemGuides: true) }
            let scale = LayoutDrawing.svgScale(widest: pictures.map(\.bounds.width).max() ?? 0)
            #expect(placers.count == pictures.count, "\(name)")
            for (picture, placer) in zip(pictures, placers) {
                let labels = placer.labels.map(\.box)
                for (i, a) in labels.enumerated() {
                    for b in labels[(i + 1)...] {
                        #expect(!a.overlaps(b), "\(name): \(a) overlaps \(b)")
                    }
                    for n in placer.names {
                        #expect(!a.overlaps(n), "\(name): \(a) overlaps the name at \(n)")
                    }
                    // Outlines computed here, from the frames, not taken from the placer.
                    for (_, frame) in picture.items {
                        let f = LayoutDrawing.scaled(frame, by: scale)
                        let edges = [
                            OutlineSegment(x0: f.minX, y0: f.minY, x1: f.maxX, y1: f.minY),
                            OutlineSegment(x0: f.minX, y0: f.maxY, x1: f.maxX, y1: f.maxY),
                            OutlineSegment(x0: f.minX, y0: f.minY, x1: f.minX, y1: f.maxY),
                            OutlineSegment(x0: f.maxX, y0: f.minY, x1: f.maxX, y1: f.maxY),
                        ]
                        for e in edges {
                            #expect(!a.isCrossed(by: e), "\(name): \(a) crosses \(f)")
                        }
                    }
                }
            }
            // The SVG writes each label where the placer put it, on the canvas and clear of
            // the legend.
            let placed = placers.flatMap(\.labels)
            let written = Self.dimensionTexts(in: svg)
            #expect(written.count == placed.count, "\(name)")
            for (entry, label) in zip(written, placed) {
                #expect(entry.text == label.text, "\(name)")
                #expect(abs(entry.local.minX - label.box.minX) < 0.01, "\(name): \(label.text)")
                #expect(abs(entry.local.minY - label.box.minY) < 0.01, "\(name): \(label.text)")
            }
            let width = Double(DrawSVGTests.declared("width", in: svg)) / SVGDocument.displayScale
            let height = Double(DrawSVGTests.declared("height", in: svg)) / SVGDocument.displayScale
            let legend = Self.legendBoxes(in: svg)
            for entry in written {
                let box = entry.global
                #expect(box.minX >= 0 && box.minY >= 0, "\(name): \(entry.text)")
                #expect(box.maxX <= width + 1 && box.maxY <= height + 1, "\(name): \(entry.text)")
                #expect(!legend.contains { $0.overlaps(box) }, "\(name): \(entry.text)")
            }
        }
    }

    // MARK: - The placer alone

    /// A label with room where it is stays; one across an edge moves to the nearest free
    /// spot; one with no spot on the grid goes below everything; all in the same order of
    /// spots every time.
    @Test func placerRules() {
        var placer = SVGLabelPlacer(minX: -20, minY: -20, maxX: 400)
        placer.addOutline(Rect(x: 0, y: 0, width: 200, height: 100))
        placer.claimName(LabelBox("root", x: 3, baseline: 13, fontSize: 11, anchor: .start))
        let inside = LabelBox("#1 10", x: 100, baseline: 50, fontSize: 9, anchor: .middle)
        #expect(placer.place("#1 10", inside) == (0, 0))
        // Across the right edge: moved, and then clear of it.
        let across = LabelBox("#2 20", x: 200, baseline: 70, fontSize: 9, anchor: .middle)
        let moved = placer.place("#2 20", across)
        #expect(moved != (0, 0))
        let edge = OutlineSegment(x0: 200, y0: 0, x1: 200, y1: 100)
        #expect(placer.labels.last.map { !$0.box.inflated(by: 1).isCrossed(by: edge) } == true)
        #expect(placer.labels.last?.moved == true)
        // The same label at the same place again goes elsewhere: no two overlap.
        _ = placer.place("#1 10", inside)
        #expect(placer.labels.count == 3)
        #expect(!placer.labels[2].box.overlaps(placer.labels[0].box))
        // A region with no room at all: below everything.
        var tight = SVGLabelPlacer(minX: 0, minY: 0, maxX: 10)
        tight.addOutline(Rect(x: 0, y: 0, width: 10, height: 10))
        let wide = LabelBox("#3 a long label", x: 5, baseline: 5, fontSize: 9, anchor: .middle)
        let (_, dy) = tight.place("#3 a long label", wide)
        #expect((tight.labels.last?.box.minY ?? 0) > 10)
        #expect(dy > 0)
        // Anchors: start, middle and end boxes of one text share a width.
        let start = LabelBox("abc", x: 10, baseline: 0, fontSize: 10, anchor: .start)
        let end = LabelBox("abc", x: 10, baseline: 0, fontSize: 10, anchor: .end)
        #expect(start.minX == 10 && end.maxX == 10 && abs(start.width - end.width) < 1e-9)
        #expect(abs(start.width - 3 * 10 * LabelBox.emPerCharacter) < 1e-9)
    }

    // MARK: - Missed optional constraints

    /// A required width of 100 and an optional `≥ 120 @250`: the optional one misses by 20
    /// and is drawn dashed grey with how much it misses; a satisfied optional one is drawn
    /// as a required one; a broken one stays red.
    @Test func missedOptionalConstraintIsDrawnApart() throws {
        let (layout, root) = try window(300, 120)
        let box = try layout.addView(named: "box", in: root)
        try D.activate(
            [
                D.draft(ItemAttribute(box, .left), .equal, ItemAttribute(root, .left), 20),
                D.draft(ItemAttribute(box, .top), .equal, ItemAttribute(root, .top), 20),
                D.draft(ItemAttribute(box, .width), .equal, nil, 100),
                D.draft(ItemAttribute(box, .height), .equal, nil, 40),
                D.draft(ItemAttribute(box, .width), .greaterThanOrEqual, nil, 120, priority: 250),
                D.draft(ItemAttribute(box, .height), .lessThanOrEqual, nil, 60, priority: 250),
            ], in: layout)
        let c5 = try #require(layout.userConstraints.first { $0.number == 5 })
        #expect(SVGDimensions.miss(of: c5, in: layout) == 20)
        let c6 = try #require(layout.userConstraints.first { $0.number == 6 })
        #expect(SVGDimensions.miss(of: c6, in: layout) == nil)
        let svg = LayoutDrawing.svg(layout)
        try XMLCheck.check(svg)
        let missed = "fill=\"\(SVGDimensions.missedColor)\""
        #expect(svg.contains(">#5 ≥ 120 @250 (misses by 20)</text>"))
        #expect(Self.line(containing: ">#5 ", in: svg)?.contains(missed) == true)
        #expect(
            svg.contains(
                "stroke=\"\(SVGDimensions.missedColor)\" stroke-width=\"1\" stroke-dasharray=\"4 3\""
            ))
        #expect(svg.contains(">#6 ≤ 60 @250</text>"))
        #expect(
            Self.line(containing: ">#6 ", in: svg)?.contains("fill=\"\(SVGDimensions.color)\"")
                == true)
        #expect(svg.contains("optional constraint the layout does not satisfy"))
        // Nothing misses in the small layout: no grey lines, no legend line; broken is red.
        let small = LayoutDrawing.svg(try D.small())
        #expect(!small.contains(SVGDimensions.missedColor))
        #expect(!small.contains("does not satisfy"))
        #expect(
            Self.line(containing: ">#16 120 (broken)", in: small)?.contains(
                SVGDimensions.brokenColor) == true)
    }

    // MARK: - Reading the SVG

    /// The first line of `svg` that contains `text`.
    static func line(containing text: String, in svg: String) -> String? {
        svg.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    /// Each `<text>` of a dimension label (9 points, in a dimension colour): its content
    /// and its box in its picture's units and in the document's.
    static func dimensionTexts(in svg: String) -> [(
        text: String, local: LabelBox, global: LabelBox
    )] {
        var out: [(text: String, local: LabelBox, global: LabelBox)] = []
        let colours = [SVGDimensions.color, SVGDimensions.brokenColor, SVGDimensions.missedColor]
        var translation = (0.0, 0.0)
        for line in svg.split(separator: "\n") {
            let s = line.trimmingCharacters(in: .whitespaces)
            if s.hasPrefix("<g transform=\"translate("), let open = s.firstIndex(of: "("),
                let close = s.firstIndex(of: ")")
            {
                let numbers = s[s.index(after: open)..<close].split(separator: " ").compactMap {
                    Double($0)
                }
                translation = numbers.count == 2 ? (numbers[0], numbers[1]) : (0, 0)
            }
            if s.hasPrefix("</g>") { translation = (0, 0) }
            guard let (attributes, text) = Self.text(s), attributes["font-size"] == "9",
                colours.contains(attributes["fill"] ?? "")
            else { continue }
            let local = LabelBox(
                text, x: Double(attributes["x"] ?? "") ?? .nan,
                baseline: Double(attributes["y"] ?? "") ?? .nan, fontSize: 9,
                anchor: TextAnchor(rawValue: attributes["text-anchor"] ?? "") ?? .start)
            out.append((text, local, local.offset(translation.0, translation.1)))
        }
        return out
    }

    /// The boxes of the legend's lines.
    static func legendBoxes(in svg: String) -> [LabelBox] {
        svg.split(separator: "\n").compactMap { line in
            guard let (attributes, text) = Self.text(line.trimmingCharacters(in: .whitespaces)),
                attributes["fill"] == "#3c4043"
            else { return nil }
            return LabelBox(
                text, x: Double(attributes["x"] ?? "") ?? .nan,
                baseline: Double(attributes["y"] ?? "") ?? .nan, fontSize: 11, anchor: .start)
        }
    }

    /// The attributes and content of a one-line `<text>` element.
    static func text(_ s: String) -> ([String: String], String)? {
        guard s.hasPrefix("<text "), let close = s.firstIndex(of: ">"),
            let end = s.range(of: "</text>")
        else { return nil }
        var attributes: [String: String] = [:]
        for pair in s[s.index(s.startIndex, offsetBy: 6)..<close].split(separator: "\" ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            attributes[String(parts[0])] = parts[1].trimmingCharacters(
                in: CharacterSet(charactersIn: "\""))
        }
        let text = String(s[s.index(after: close)..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(
                of: "&amp;", with: "&")
        return (attributes, text)
    }
}
