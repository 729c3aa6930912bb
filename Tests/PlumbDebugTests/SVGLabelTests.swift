import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbDebug
@testable import PlumbLayout

/// SVG dimension labels never cover each other or a view's name, and an optional constraint
/// the layout does not satisfy is drawn apart from the ones it does (issue 11, item 11).
@Suite("SVG labels")
struct SVGLabelTests {
    /// Every `<text>` of a picture as the box the placer reasons with: its font size, anchor
    /// and position read back from the SVG, in its group's translation.
    static func textBoxes(_ svg: String) -> [LabelBox] {
        var boxes: [LabelBox] = []
        var dx = 0.0
        var dy = 0.0
        for line in svg.split(separator: "\n") {
            if let t = line.range(of: "translate(") {
                let numbers = line[t.upperBound...].prefix { $0 != ")" }.split(separator: " ")
                dx = Double(numbers.first ?? "0") ?? 0
                dy = Double(numbers.dropFirst().first ?? "0") ?? 0
            }
            guard line.contains("<text") else { continue }
            func attribute(_ name: String) -> String? {
                guard let r = line.range(of: " \(name)=\"") else { return nil }
                return String(line[r.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = attribute("x").flatMap(Double.init),
                let y = attribute("y").flatMap(Double.init),
                let size = attribute("font-size").flatMap(Double.init),
                let start = line.firstIndex(of: ">"), let end = line.range(of: "</text>")
            else { continue }
            let text = String(line[line.index(after: start)..<end.lowerBound])
                .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(
                    of: "&lt;", with: "<"
                ).replacingOccurrences(of: "&gt;", with: ">")
            let bold = attribute("font-weight") == "bold"
            boxes.append(
                LabelBox(
                    text, x: x + dx, baseline: y + dy, fontSize: bold ? size * 1.1 : size,
                    centred: attribute("text-anchor") == "middle"))
        }
        return boxes
    }

    /// A crowded layout: a row of small views, each with its own sizes and gaps.
    static func crowded(seed: UInt64) throws -> Layout {
        var random = SplitMix64(seed: seed)
        let layout = Layout()
        let root = try layout.addWindow(named: "root", size: Size(width: 320, height: 200))
        var previous: View?
        for k in 0..<8 {
            let view = try layout.addView(named: "v\(k)", in: root)
            let width = Double(10 + random.below(30))
            let gap = Double(2 + random.below(8))
            try layout.activate {
                view.width == width
                view.height == Double(10 + random.below(20))
                view.top == root.top + Double(random.below(40))
            }
            if let previous {
                try layout.activate { view.left == previous.right + gap }
            } else {
                try layout.activate { view.left == root.left + gap }
            }
            previous = view
        }
        return layout
    }

    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func labelsNeverCoverEachOther(seed: UInt64) throws {
        let svg = LayoutDrawing.svg(try Self.crowded(seed: seed))
        let boxes = Self.textBoxes(svg)
        #expect(boxes.count > 16, "too few labels read: \(boxes.count)")
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                #expect(!boxes[i].overlaps(boxes[j]), "seed \(seed): labels \(i) and \(j) overlap")
            }
        }
    }

    @Test func anUnsatisfiedOptionalIsDrawnApart() throws {
        let layout = Layout()
        let root = try layout.addWindow(named: "root", size: Size(width: 200, height: 100))
        let box = try layout.addView(named: "box", in: root)
        try layout.activate {
            box.left == root.left + 10
            box.top == root.top + 10
            box.height == 40
            box.width == 100
        }
        try layout.activate { box.width == 150 ~ 500 }
        let svg = LayoutDrawing.svg(layout)
        let missed = svg.split(separator: "\n").filter { $0.contains(SVGDimensions.missedColor) }
        #expect(missed.contains { $0.contains("stroke-dasharray") }, "\(svg)")
        #expect(missed.contains { $0.contains("(misses by 50)") }, "\(svg)")
        // The satisfied ones keep the usual colour.
        #expect(svg.contains(SVGDimensions.color))
    }
}
