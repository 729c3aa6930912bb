import PlumbLayout
import Testing

@testable import PlumbDebug

/// Values are compared with a tolerance: the solver works in floating point.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance * (1 + abs(b))
}

func near(_ a: Rect, _ b: Rect) -> Bool {
    near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height)
}

/// A label: intrinsic size, default hugging (250) and compression resistance (750).
func label(
    _ name: String, in parent: View, _ layout: Layout, width: Double = 120, height: Double = 21
)
    throws -> View
{
    try layout.addView(
        named: name, in: parent, intrinsicSize: IntrinsicSize(width: width, height: height))
}

/// Two labels side by side between the window's edges, tied in horizontal hugging at 250
/// unless `titleHugging` breaks the tie; both pinned vertically.
func tiedLabels(titleHugging: Double = 250) throws -> (
    Layout, root: View, title: View, subtitle: View
) {
    let (layout, root) = try window()
    let title = try label("title", in: root, layout)
    let subtitle = try label("subtitle", in: root, layout, width: 80)
    try layout.setContentHugging(Priority(titleHugging), for: .horizontal, of: title)
    try layout.activate {
        title.leading == root.leading + 20
        subtitle.leading == title.trailing + 8
        subtitle.trailing == root.trailing - 20
        title.top == root.top + 10
        subtitle.top == root.top + 40
    }
    return (layout, root, title, subtitle)
}

/// The components `ambiguousViews` reports for `view`, as raw values.
func reported(_ view: View, in layout: Layout) -> [String] {
    ambiguousViews(in: layout).first { $0.item === view }?.components.map(\.rawValue) ?? []
}
