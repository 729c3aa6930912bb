// `export swift`: UIKit code that builds the layout — the views and guides, their properties
// (margins, hugging, compression resistance, direction), then the constraints with layout
// anchors, those with a priority, an identifier or a state of their own declared first, and
// one `NSLayoutConstraint.activate([...])` per group of constraints active together.

import PlumbLayout

extension LayoutExport {
    /// The layout as UIKit code with `NSLayoutAnchor`s.
    ///
    /// ```swift
    /// let wide = text.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor)  // #3
    /// wide.identifier = "wide"
    /// wide.priority = .defaultHigh
    /// NSLayoutConstraint.activate([
    ///     button.widthAnchor.constraint(equalToConstant: 88),  // #1
    ///     wide,
    /// ])
    /// ```
    ///
    /// A position multiplier other than 1 has no anchor method: such a constraint is written
    /// with `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public static func swift(_ layout: Layout) -> String {
        var writer = SwiftWriter(layout: layout)
        return writer.write()
    }
}

/// Writes ``LayoutExport/swift(_:)``.
struct SwiftWriter {
    let layout: Layout
    var lines: [String] = []
    /// Names used by variables (looked up, never iterated).
    var taken: Set<String> = []

    init(layout: Layout) {
        self.layout = layout
        for item in layout.items { taken.insert(item.name) }
        for group in layout.groups { taken.insert(group.name) }
    }

    static let keywords: Set<String> = [
        "as", "any", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "open", "operator", "private", "protocol", "public", "repeat", "rethrows", "return",
        "self", "Self", "some", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "Type", "typealias", "var", "where", "while",
    ]

    /// A name as Swift code: backquoted when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    mutating func write() -> String {
        lines = [
            "// Made by Plumb's 'export swift': the layout as UIKit code with layout anchors.",
            "import UIKit", "",
        ]
        writeViews()
        writeConstraints()
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Views

    private mutating func writeViews() {
        let views = LayoutExport.viewsInHierarchyOrder(layout)
        guard !views.isEmpty else { return }
        lines.append("// Views, each after its superview.")
        for view in views {
            let name = Self.identifier(view.name)
            if let size = view.windowSize {
                lines.append(
                    "let \(name) = UIView(frame: CGRect(x: 0, y: 0, width: \(formatNumber(size.width)), height: \(formatNumber(size.height))))"
                        + "  // a window: its container gives it this size")
            } else if let frame = view.autoresizingFrame {
                lines.append(
                    "let \(name) = UIView(frame: CGRect(x: \(formatNumber(frame.x)), y: \(formatNumber(frame.y)), width: \(formatNumber(frame.width)), height: \(formatNumber(frame.height))))"
                        + "  // autoresizing: the frame becomes constraints")
            } else {
                lines.append("let \(name) = UIView()")
                lines.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
            }
            if let parent = view.superview {
                lines.append("\(Self.identifier(parent.name)).addSubview(\(name))")
            }
            writeProperties(of: view)
            for guide in view.layoutGuides where !guide.isRemoved {
                lines.append("let \(Self.identifier(guide.name)) = UILayoutGuide()")
                lines.append("\(Self.identifier(guide.name)).identifier = \"\(guide.name)\"")
                lines.append("\(name).addLayoutGuide(\(Self.identifier(guide.name)))")
            }
        }
        lines.append("")
    }

    private mutating func writeProperties(of view: View) {
        let name = Self.identifier(view.name)
        if view.intrinsicContentSize != .none {
            lines.append(
                "// \(view.name) has an intrinsic content size of \(view.intrinsicContentSize): in UIKit it comes from its content (a label's text, an image) or an intrinsicContentSize override"
            )
        }
        for axis in Axis.allCases {
            let swiftAxis = axis == .horizontal ? ".horizontal" : ".vertical"
            if view.contentHugging[axis] != AxisPriorities.defaultHugging[axis] {
                lines.append(
                    "\(name).setContentHuggingPriority(\(priority(view.contentHugging[axis])), for: \(swiftAxis))"
                )
            }
            if view.compressionResistance[axis] != AxisPriorities.defaultCompressionResistance[axis]
            {
                lines.append(
                    "\(name).setContentCompressionResistancePriority(\(priority(view.compressionResistance[axis])), for: \(swiftAxis))"
                )
            }
        }
        if view.layoutMargins != EdgeInsets(8) {
            lines.append("\(name).layoutMargins = \(edgeInsets(view.layoutMargins))")
        }
        if view.safeAreaInsets != .zero {
            lines.append(
                "// \(view.name)'s safe area is inset by \(edgeInsets(view.safeAreaInsets)) (set by its window or view controller)"
            )
        }
        if let direction = view.semanticLayoutDirection {
            lines.append(
                "\(name).semanticContentAttribute = \(direction == .rightToLeft ? ".forceRightToLeft" : ".forceLeftToRight")"
            )
        }
        if view.firstBaselineOffset != nil || view.lastBaselineOffset != nil {
            lines.append(
                "// \(view.name)'s baselines come from its content (first \(view.firstBaselineOffset.map(formatNumber) ?? "at the bottom"), last \(view.lastBaselineOffset.map(formatNumber) ?? "at the bottom"))"
            )
        }
    }

    private func edgeInsets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(formatNumber(insets.top)), left: \(formatNumber(insets.left)), bottom: \(formatNumber(insets.bottom)), right: \(formatNumber(insets.right)))"
    }

    /// `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, or `UILayoutPriority(751)`.
    func priority(_ p: Priority) -> String {
        switch p.value {
        case 1000: return ".required"
        case 750: return ".defaultHigh"
        case 250: return ".defaultLow"
        case 50: return ".fittingSizeLevel"
        default: return "UILayoutPriority(\(formatNumber(p.value)))"
        }
    }
}
