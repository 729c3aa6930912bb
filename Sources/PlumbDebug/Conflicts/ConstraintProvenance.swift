// Where a constraint came from, in words an explanation can print: the file and line or shell
// entry of a user constraint, and for a system constraint the property of the view that made
// it, in the session language (`window root 375x667`, `view banner … frame 0 0 100 50`), since
// that is what the user would change.

import PlumbLayout

extension LayoutConstraint {
    /// Where the constraint came from: `card.plumb:12`, `shell entry 4`, or, for a system
    /// constraint, the rule and the property that made it.
    ///
    /// ```swift
    /// windowWidth.originDescription   // "root is a 375x667 window"
    /// autoresizingMinX.originDescription
    /// // "banner keeps its frame (0, 0, 100, 50): autoresizing is on"
    /// ```
    public var originDescription: String {
        guard let kind = systemKind else { return origin.description }
        let view = (firstItem as? View) ?? firstItem.owningView
        let name = view?.name ?? firstItem.name
        switch kind {
        case .nonNegativeSize(let axis):
            return "a view's \(axis == .horizontal ? "width" : "height") is never negative"
        case .contentHugging(let axis), .compressionResistance(let axis):
            let size = view?.intrinsicContentSize[axis].map(formatNumber) ?? "?"
            let which = kind == .contentHugging(axis) ? "hugging" : "compression resistance"
            return
                "\(name) has intrinsic \(axis == .horizontal ? "width" : "height") \(size), \(which) \(priority)"
        case .autoresizing:
            let frame = view?.autoresizingFrame.map { "\($0)" } ?? "?"
            return "\(name) keeps its frame \(frame): autoresizing is on"
        case .windowFrame:
            let size = view?.windowSize.map { "\($0)" } ?? "?"
            return "\(name) is a \(size) window"
        case .layoutMargin:
            let insets = view.map { "\($0.layoutMargins)" } ?? "?"
            return "\(name)'s layout margins \(insets)"
        case .safeArea:
            let insets = view.map { "\($0.safeAreaInsets)" } ?? "?"
            return "\(name)'s safe area insets \(insets)"
        }
    }
}
