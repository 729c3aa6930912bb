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
            x: clean(engine.value(of: v.minX)), y: clean(engine.value(of: v.minY)),
            width: clean(engine.value(of: v.width)), height: clean(engine.value(of: v.height)))
    }

    /// The item's frame in its superview's coordinates (a guide's in its owning view's; a
    /// window's is its own frame), as `frame` and `layoutFrame` are in UIKit.
    ///
    /// ```swift
    /// layout.frame(of: button)   // (265, 44, 88, 30)
    /// ```
    public func frame(of item: any LayoutItem) -> Rect {
        FrameExpressions(of: item).frame { engine.value(of: $0) }
    }

    /// The value of an item's attribute in window coordinates (leading and trailing in the
    /// item's direction; margin attributes through the margins guide or the insets).
    ///
    /// ```swift
    /// layout.value(of: button, .right)   // 353
    /// ```
    public func value(of item: any LayoutItem, _ attribute: LayoutAttribute) -> Double {
        clean(engine.value(of: expression(of: item, attribute)))
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
        FrameExpressions(of: item)
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

/// An item's frame as solver expressions, in superview coordinates: the one definition of a
/// frame, read from the layout's solver (``Layout/frame(of:)``), from a what-if copy of it
/// (conflict fixes) or from an alternative solution (ambiguity reports).
public struct FrameExpressions: Hashable, Sendable {
    public var x: LinearExpression
    public var y: LinearExpression
    public var width: LinearExpression
    public var height: LinearExpression

    /// The frame of `item` in its superview's coordinates (a guide's in its owning view's; a
    /// window's is its own frame).
    public init(of item: any LayoutItem) {
        let v = item.frameVariables
        x = LinearExpression(v.minX)
        y = LinearExpression(v.minY)
        let container = (item as? View).map(\.superview) ?? item.owningView
        if let origin = container?.frameVariables {
            x = x - origin.minX
            y = y - origin.minY
        }
        width = LinearExpression(v.width)
        height = LinearExpression(v.height)
    }

    /// The frame, each expression read with `value`; round-off below a nanopoint reads as 0.
    ///
    /// ```swift
    /// FrameExpressions(of: button).frame { layout.engine.value(of: $0) }   // (265, 44, 88, 30)
    /// ```
    public func frame(reading value: (LinearExpression) -> Double) -> Rect {
        func read(_ e: LinearExpression) -> Double {
            let x = value(e)
            return abs(x) < 1e-9 ? 0 : x
        }
        return Rect(x: read(x), y: read(y), width: read(width), height: read(height))
    }

    /// The four expressions in the order x, y, width, height.
    public var all: [LinearExpression] { [x, y, width, height] }
}
