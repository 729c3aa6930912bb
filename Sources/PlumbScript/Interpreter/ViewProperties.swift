import PlumbLayout

// The properties `window`, `view` and `set` take: intrinsic size, hugging, compression
// resistance, baseline, autoresizing frame, margins, layout direction and safe area. Each
// becomes one call on the layout, in the order written; the statement is atomic because the
// session rolls back a statement that fails part way.

extension CommandContext {
    /// The priority a script wrote, as the model's value.
    public func priority(_ syntax: PrioritySyntax) throws(Diagnostic) -> Priority {
        do {
            return try Priority(syntax.value)
        } catch {
            throw self.error(
                "priority \(syntax) is out of range: use a number above 0 and at most 1000",
                at: syntax.range)
        }
    }

    /// Insets as the model's value.
    func insets(_ syntax: EdgeInsetsSyntax) -> EdgeInsets {
        EdgeInsets(top: syntax.top, left: syntax.left, bottom: syntax.bottom, right: syntax.right)
    }

    /// Applies properties to a view in order, printing what each change did beyond itself.
    public func apply(_ properties: [ViewPropertySyntax], to view: View) throws(Diagnostic) {
        let turnsOff = properties.first { $0.kind == .autoresizing(false) }
        if let turnsOff, properties.contains(where: { $0.keyword == "frame" }) {
            throw error(
                "'frame' turns autoresizing on, so it cannot go with 'autoresizing off'",
                at: turnsOff.range)
        }
        for property in properties {
            let report = try apply(property, to: view)
            show(report)
        }
    }

    private func apply(_ property: ViewPropertySyntax, to view: View) throws(Diagnostic)
        -> LayoutReport
    {
        let layout = self.layout
        // Every property is one change of the layout, attempted at the property's range.
        let change: () throws(LayoutError) -> LayoutReport
        switch property.kind {
        case .intrinsic(let size):
            let intrinsic = IntrinsicSize(width: size.width, height: size.height)
            change = { () throws(LayoutError) in
                try layout.setIntrinsicContentSize(intrinsic, of: view)
            }
        case .hugging(let horizontal, let vertical):
            return try applyPerAxis(horizontal, vertical, at: property.range) {
                (priority, axis) throws(LayoutError) in
                try layout.setContentHugging(priority, for: axis, of: view)
            }
        case .compressionResistance(let horizontal, let vertical):
            return try applyPerAxis(horizontal, vertical, at: property.range) {
                (priority, axis) throws(LayoutError) in
                try layout.setCompressionResistance(priority, for: axis, of: view)
            }
        case .baseline(let offset):
            change = { () throws(LayoutError) in
                try layout.setBaselineOffsets(first: offset, last: offset, of: view)
            }
        case .frame(let rect):
            let frame = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            change = { () throws(LayoutError) in try layout.setAutoresizingFrame(frame, of: view) }
        case .autoresizing(let on):
            // Turning autoresizing on keeps the view where it is now, as UIKit does.
            let frame = on ? (view.autoresizingFrame ?? layout.frame(of: view)) : nil
            change = { () throws(LayoutError) in try layout.setAutoresizingFrame(frame, of: view) }
        case .margins(let syntax):
            let margins = insets(syntax)
            change = { () throws(LayoutError) in try layout.setLayoutMargins(margins, of: view) }
        case .direction(let name):
            let direction: LayoutDirection = name == .rightToLeft ? .rightToLeft : .leftToRight
            change = { () throws(LayoutError) in
                try layout.setLayoutDirection(direction, of: view)
            }
        case .safeArea(let syntax):
            let safe = insets(syntax)
            change = { () throws(LayoutError) in try layout.setSafeAreaInsets(safe, of: view) }
        }
        return try attempt(at: property.range, change)
    }

    /// Sets a priority per axis with `set`: the horizontal one, then the vertical one, as two
    /// changes; the report is the second change's.
    private func applyPerAxis(
        _ horizontal: PrioritySyntax, _ vertical: PrioritySyntax, at range: SourceRange,
        _ set: (Priority, Axis) throws(LayoutError) -> LayoutReport
    ) throws(Diagnostic) -> LayoutReport {
        let h = try priority(horizontal)
        let v = try priority(vertical)
        _ = try attempt(at: range) { () throws(LayoutError) in try set(h, .horizontal) }
        return try attempt(at: range) { () throws(LayoutError) in try set(v, .vertical) }
    }
}
