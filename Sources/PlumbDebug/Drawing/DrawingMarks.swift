// What a picture points out, for text and SVG alike: the views whose layout is ambiguous
// (with the parts of their frame left free), and the constraints broken to recover from a
// conflict with the items they relate. Read once per picture, in creation order.

import PlumbLayout

/// The items a picture of a layout marks, and what it draws.
///
/// ```swift
/// let marks = DrawingMarks(layout)
/// marks.marker(for: title)   // "?" when title is ambiguous, "!" when a broken constraint
///                            // relates it, "?!" when both
/// ```
public struct DrawingMarks {
    /// The ambiguous views with their free frame components, in creation order.
    public let ambiguous: [AmbiguousView]
    /// The constraints broken to recover from conflicts, in creation order.
    public let broken: [LayoutConstraint]

    /// Reads the marks of `layout` now.
    public init(_ layout: Layout) {
        ambiguous = ambiguousViews(in: layout)
        broken = layout.brokenConstraints
    }

    /// The free components of `item` when it is an ambiguous view.
    public func ambiguity(of item: any LayoutItem) -> [FrameComponent]? {
        ambiguous.first { $0.item === item }?.components
    }

    /// Whether a broken constraint relates `item`.
    public func isInBrokenConstraint(_ item: any LayoutItem) -> Bool {
        broken.contains { $0.references(item) }
    }

    /// `?` for an ambiguous view, `!` for an item a broken constraint relates, both, or
    /// nothing.
    public func marker(for item: any LayoutItem) -> String {
        (ambiguity(of: item) == nil ? "" : "?") + (isInBrokenConstraint(item) ? "!" : "")
    }

    /// The legend lines for the marks among `items`, without the guides' line.
    func legend(for items: [any LayoutItem]) -> [String] {
        var lines: [String] = []
        let shown = ambiguous.filter { finding in items.contains { $0 === finding.item } }
        if !shown.isEmpty {
            let list = shown.map {
                "\($0.item.name) (\($0.components.map(\.rawValue).joined(separator: ", ")))"
            }
            lines.append("? ambiguous: " + list.joined(separator: ", "))
        }
        for c in broken where items.contains(where: { c.references($0) }) {
            lines.append("! broken to recover from a conflict: \(c.description)")
        }
        return lines
    }
}
