// Changing a view's properties: window size, intrinsic content size, hugging, compression
// resistance, autoresizing frame, margins, safe area, layout direction and baselines. Each
// checks its input, sets the property, and brings the system constraints (or the constraints
// that read the property) in line, through the same conflict handling as activation.

extension Layout {
    /// Changes a window's imposed size (rotation, window resize).
    ///
    /// Constraints that can no
    /// longer hold are broken (the window wins); broken ones that can hold again are restored.
    ///
    /// ```swift
    /// try layout.resize(root, to: Size(width: 320, height: 568))
    /// ```
    ///
    /// - Throws: ``LayoutError/notAWindow(_:)``, ``LayoutError/negativeSize(what:value:)``.
    @discardableResult
    public func resize(_ window: View, to size: Size) throws(LayoutError) -> LayoutReport {
        try checkLive(window)
        guard window.isWindow else { throw .notAWindow(window.name) }
        try checkSize(size.width, "the width of '\(window.name)'")
        try checkSize(size.height, "the height of '\(window.name)'")
        window.windowSize = size
        return try resync(window)
    }

    /// Sets the intrinsic content size; a dimension set to nil has no intrinsic constraints.
    ///
    /// ```swift
    /// try layout.setIntrinsicContentSize(IntrinsicSize(width: 200, height: 21), of: title)
    /// ```
    @discardableResult
    public func setIntrinsicContentSize(_ size: IntrinsicSize, of view: View) throws(LayoutError)
        -> LayoutReport
    {
        try checkLive(view)
        try checkIntrinsic(size, of: view.name)
        view.intrinsicContentSize = size
        return try resync(view)
    }

    /// Sets the content-hugging priority along `axis` (UIKit default 250).
    ///
    /// ```swift
    /// try layout.setContentHugging(try Priority(251), for: .horizontal, of: title)
    /// ```
    @discardableResult
    public func setContentHugging(_ priority: Priority, for axis: Axis, of view: View)
        throws(LayoutError) -> LayoutReport
    {
        try checkLive(view)
        view.contentHugging[axis] = priority
        return try resync(view)
    }

    /// Sets the compression-resistance priority along `axis` (UIKit default 750).
    @discardableResult
    public func setCompressionResistance(_ priority: Priority, for axis: Axis, of view: View)
        throws(LayoutError) -> LayoutReport
    {
        try checkLive(view)
        view.compressionResistance[axis] = priority
        return try resync(view)
    }

    /// Sets the content-hugging priorities of both axes in one change.
    ///
    /// ```swift
    /// try layout.setContentHugging(AxisPriorities(horizontal: try Priority(251), vertical: .low), of: title)
    /// ```
    @discardableResult
    public func setContentHugging(_ priorities: AxisPriorities, of view: View) throws(LayoutError)
        -> LayoutReport
    {
        try checkLive(view)
        view.contentHugging = priorities
        return try resync(view)
    }

    /// Sets the compression-resistance priorities of both axes in one change.
    @discardableResult
    public func setCompressionResistance(_ priorities: AxisPriorities, of view: View)
        throws(LayoutError) -> LayoutReport
    {
        try checkLive(view)
        view.compressionResistance = priorities
        return try resync(view)
    }

    /// Gives a view a fixed frame in its superview's coordinates
    /// (`translatesAutoresizingMaskIntoConstraints = true`, mask `h=--& v=--&`), or, with nil,
    /// lets constraints place it.
    ///
    /// ```swift
    /// try layout.setAutoresizingFrame(nil, of: legacy)   // `set legacy autoresizing off`
    /// ```
    ///
    /// - Throws: ``LayoutError/isAWindow(_:)``: a window's frame is set with ``resize(_:to:)``.
    @discardableResult
    public func setAutoresizingFrame(_ frame: Rect?, of view: View) throws(LayoutError)
        -> LayoutReport
    {
        try checkLive(view)
        guard !view.isWindow else { throw .isAWindow(view.name) }
        if let frame { try checkFrame(frame, of: view.name) }
        view.autoresizingFrame = frame
        return try resync(view)
    }

    /// Sets a view's layout margins (default 8), measured from its safe area.
    ///
    /// ```swift
    /// try layout.setLayoutMargins(EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), of: card)
    /// ```
    @discardableResult
    public func setLayoutMargins(_ insets: EdgeInsets, of view: View) throws(LayoutError)
        -> LayoutReport
    {
        try checkLive(view)
        try checkInsets(insets, "margin of '\(view.name)'")
        view.layoutMargins = insets
        return try resync(view)
    }

    /// Sets a view's safe-area insets (a window's notch and home indicator).
    ///
    /// ```swift
    /// try layout.setSafeAreaInsets(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), of: root)
    /// ```
    @discardableResult
    public func setSafeAreaInsets(_ insets: EdgeInsets, of view: View) throws(LayoutError)
        -> LayoutReport
    {
        try checkLive(view)
        try checkInsets(insets, "safe-area inset of '\(view.name)'")
        view.safeAreaInsets = insets
        return try resync(view)
    }

    /// Sets the layout direction of a view and the subtree that inherits it; nil inherits the
    /// superview's.
    ///
    /// Constraints that use leading or trailing are re-read.
    ///
    /// ```swift
    /// try layout.setLayoutDirection(.rightToLeft, of: root)
    /// ```
    @discardableResult
    public func setLayoutDirection(_ direction: LayoutDirection?, of view: View)
        throws(LayoutError) -> LayoutReport
    {
        try checkLive(view)
        if view.semanticLayoutDirection == nil, direction != nil { directionOverrides += 1 }
        if view.semanticLayoutDirection != nil, direction == nil { directionOverrides -= 1 }
        view.semanticLayoutDirection = direction
        let subtree = Set(view.subtree.map { ObjectIdentifier($0) })
        return try changing { report throws(LayoutError) in
            // Only leading and trailing (and their margin forms) read the direction.
            for c in constraints where c.isActive && c.usesDirection {
                guard let host = c.host, subtree.contains(ObjectIdentifier(host)) else { continue }
                try refresh(c, report: &report)
            }
        }
    }

    /// Sets the distances from a view's top to its first and last baselines; nil puts a
    /// baseline at the bottom, as in UIKit.
    ///
    /// Constraints on the view's baselines are re-read.
    ///
    /// ```swift
    /// try layout.setBaselineOffsets(first: 17, last: 17, of: title)
    /// ```
    @discardableResult
    public func setBaselineOffsets(first: Double?, last: Double?, of view: View)
        throws(LayoutError) -> LayoutReport
    {
        try checkLive(view)
        if let first { try checkNumber(first, "the first baseline offset of '\(view.name)'") }
        if let last { try checkNumber(last, "the last baseline offset of '\(view.name)'") }
        view.firstBaselineOffset = first
        view.lastBaselineOffset = last
        return try changing { report throws(LayoutError) in
            for c in indexedConstraints(of: view) where c.isActive {
                let usesBaseline =
                    (c.firstItem === view && c.firstAttribute.isBaseline)
                    || (c.secondItem === view && c.secondAttribute?.isBaseline == true)
                if usesBaseline { try refresh(c, report: &report) }
            }
        }
    }

    /// Brings a view's system constraints in line with its properties, then restores what
    /// can be restored.
    private func resync(_ view: View) throws(LayoutError) -> LayoutReport {
        try changing { report throws(LayoutError) in
            try syncSystemConstraints(of: view, report: &report)
        }
    }
}
