// Reading the solution: frames in window and superview coordinates, and attribute values. The
// solver re-solves incrementally on every change, so reading is a lookup per variable.

extension Layout {
    /// The item's frame in its window's coordinates.
    ///
    /// ```swift
    /// layout.frameInWindow(of: cardTitle)   // (38, 120, 200, 21)
    /// ```
    public func frameInWindow(of item: any LayoutItem) -> Rect {
        let v = item.frameVariables
        return Rect(
            x: clean(solver.value(of: v.minX)), y: clean(solver.value(of: v.minY)),
            width: clean(solver.value(of: v.width)), height: clean(solver.value(of: v.height)))
    }

    /// The item's frame in its superview's coordinates (a guide's in its owning view's; a
    /// window's is its own frame), as `frame` and `layoutFrame` are in UIKit.
    ///
    /// ```swift
    /// layout.frame(of: button)   // (265, 44, 88, 30)
    /// ```
    public func frame(of item: any LayoutItem) -> Rect {
        let frame = frameInWindow(of: item)
        let container: View?
        if let view = item as? View {
            container = view.superview
        } else {
            container = item.owningView
        }
        guard let container else { return frame }
        let origin = frameInWindow(of: container)
        return Rect(
            x: clean(frame.x - origin.x), y: clean(frame.y - origin.y), width: frame.width,
            height: frame.height)
    }

    /// The value of an item's attribute in window coordinates (leading and trailing in the
    /// item's direction; margin attributes through the margins guide or the insets).
    ///
    /// ```swift
    /// layout.value(of: button, .right)   // 353
    /// ```
    public func value(of item: any LayoutItem, _ attribute: LayoutAttribute) -> Double {
        clean(solver.value(of: expression(of: item, attribute)))
    }

    /// The solver expressions of an item's frame in its superview's coordinates (a guide's in
    /// its owning view's): what the debugger judges ambiguity on, so that a view that moves
    /// only because its superview moves is not itself ambiguous.
    ///
    /// ```swift
    /// let f = layout.frameExpressions(of: title)
    /// layout.solver.determinacy(of: f.x)   // .fixed or .ambiguous, in superview terms
    /// ```
    public func frameExpressions(of item: any LayoutItem) -> FrameExpressions {
        let v = item.frameVariables
        var x = LinearExpression(v.minX)
        var y = LinearExpression(v.minY)
        let container = (item as? View).map(\.superview) ?? item.owningView
        if let origin = container?.frameVariables {
            x = x - origin.minX
            y = y - origin.minY
        }
        return FrameExpressions(
            x: x, y: y, width: LinearExpression(v.width), height: LinearExpression(v.height))
    }

    /// Every live item with its frame in superview coordinates, in creation order.
    public var frames: [(item: any LayoutItem, frame: Rect)] {
        items.map { ($0, frame(of: $0)) }
    }

    /// `-0` and round-off below a nanopoint print as `0`.
    private func clean(_ x: Double) -> Double {
        abs(x) < 1e-9 ? 0 : x
    }
}

/// An item's frame as solver expressions, in superview coordinates.
public struct FrameExpressions: Hashable, Sendable {
    public var x: LinearExpression
    public var y: LinearExpression
    public var width: LinearExpression
    public var height: LinearExpression

    /// The four expressions in the order x, y, width, height.
    public var all: [LinearExpression] { [x, y, width, height] }
}
