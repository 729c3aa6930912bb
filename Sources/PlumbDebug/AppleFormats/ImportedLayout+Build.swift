// Building an imported layout into a `Layout`, as replaying its script would: items in
// order, then one constraint at a time in script order (so conflicts are met, and
// constraints broken, in the same order), then the inactive ones deactivated. Before the
// script is written, the same building checks every constraint against Plumb's typing rules
// and fills in the window dimensions the log does not give.

import PlumbLayout

extension ImportedLayout {
    /// The width a window gets when the log gives none and nothing constrains it: an iPhone's.
    public static let assumedWidth = 375.0
    /// The height a window gets when the log gives none and nothing constrains it: a table
    /// row's or a bar's.
    public static let assumedHeight = 44.0

    /// The height a `UIWindow` gets when the log gives none: an iPhone's.
    public static let assumedWindowHeight = 667.0

    /// Builds the layout: the items, then each constraint activated on its own, in order.
    ///
    /// Each constraint's origin is `scriptName:LINE`, the line of its statement in
    /// ``script(scriptName:)``, as replaying that script would record it.
    ///
    /// ```swift
    /// let (layout, made) = try imported.makeLayout(scriptName: "crash.log.plumb")
    /// made[0].origin   // crash.log.plumb:5
    /// ```
    ///
    /// - Returns: The layout, and the constraint made for each of ``constraints``.
    /// - Throws: ``PlumbLayout/LayoutError`` if the layout refuses an item or a constraint
    ///   (which ``read(_:fileName:)`` has already checked).
    public func makeLayout(scriptName: String? = nil) throws(LayoutError)
        -> (layout: Layout, constraints: [LayoutConstraint])
    {
        let layout = Layout()
        try addItems(to: layout)
        let script = scriptLines(scriptName: scriptName ?? fileName)
        let lines = script.constraintLines
        var made: [LayoutConstraint] = []
        var inactive: [LayoutConstraint] = []
        for (k, c) in constraints.enumerated() {
            let origin = ConstraintOrigin.source(
                file: scriptName ?? fileName + ".plumb", line: k < lines.count ? lines[k] : 0)
            if c.isActive {
                let report = try layout.activate([try draft(c, in: layout)], origin: origin)
                made += report.constraints
            } else {
                let some = try layout.makeConstraints([try draft(c, in: layout)], origin: origin)
                made += some
                inactive += some
            }
        }
        if !inactive.isEmpty {
            try layout.makeGroup(
                named: inactiveGroup ?? "inactive", isActive: false, constraints: inactive)
        }
        if let group = traceGroup, !tracePins.isEmpty {
            var pins: [LayoutConstraint] = []
            for (k, pin) in tracePins.enumerated() {
                guard let draft = Self.draft(pin, in: layout) else { continue }
                let origin = ConstraintOrigin.source(
                    file: scriptName ?? fileName + ".plumb",
                    line: k < script.pinLines.count ? script.pinLines[k] : 0)
                pins += try layout.activate([draft], origin: origin).constraints
            }
            try layout.makeGroup(named: group, constraints: pins)
        }
        return (layout, made)
    }

    private func addItems(to layout: Layout) throws(LayoutError) {
        for item in items {
            switch item.kind {
            case .window(let size):
                _ = try layout.addWindow(
                    named: item.name, size: size, safeAreaInsets: item.safeArea ?? .zero)
            case .view:
                guard let parentName = item.parent, let parent = layout.view(named: parentName)
                else {
                    throw .itemRemoved(item.parent ?? item.name)
                }
                let view = try layout.addView(
                    named: item.name, in: parent, intrinsicSize: item.intrinsicSize,
                    frame: item.frame)
                for axis in Axis.allCases {
                    if item.hugging[axis] != AxisPriorities.defaultHugging[axis] {
                        try layout.setContentHugging(item.hugging[axis], for: axis, of: view)
                    }
                    if item.compressionResistance[axis]
                        != AxisPriorities.defaultCompressionResistance[axis]
                    {
                        try layout.setCompressionResistance(
                            item.compressionResistance[axis], for: axis, of: view)
                    }
                }
                if let safe = item.safeArea { try layout.setSafeAreaInsets(safe, of: view) }
            case .guide:
                guard let parentName = item.parent, let owner = layout.view(named: parentName)
                else {
                    throw .itemRemoved(item.parent ?? item.name)
                }
                _ = try layout.addGuide(named: item.name, in: owner)
            }
            if let margins = item.margins, let view = layout.view(named: item.name) {
                try layout.setLayoutMargins(margins, of: view)
            }
        }
    }

    /// The item a side names: a view, a guide, or a view's `margins` or `safeArea` guide.
    static func resolve(_ name: String, in layout: Layout) -> (any LayoutItem)? {
        if let item = layout.item(named: name) { return item }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let owner = layout.view(named: String(name[..<dot]))
        switch name[name.index(after: dot)...] {
        case "margins": return owner?.layoutMarginsGuide
        case "safeArea": return owner?.safeAreaLayoutGuide
        default: return nil
        }
    }

    private func draft(_ c: Constraint, in layout: Layout) throws(LayoutError) -> ConstraintDraft {
        guard let first = Self.resolve(c.first.item, in: layout) else {
            throw .itemRemoved(c.first.item)
        }
        var second: ItemAttribute?
        if let side = c.second {
            guard let item = Self.resolve(side.item, in: layout) else {
                throw .itemRemoved(side.item)
            }
            second = ItemAttribute(item, side.attribute)
        }
        return ConstraintDraft(
            ItemAttribute(first, c.first.attribute), c.relation, second, multiplier: c.multiplier,
            constant: c.constant, priority: c.priority, identifier: c.label)
    }

    // MARK: - Checking

    /// Leaves out the constraints Plumb refuses (with a warning each), and gives the windows
    /// the dimensions the log does not: what their constraints make them, or an assumed size.
    mutating func validate() {
        let layout = Layout()
        do {
            try addItems(to: layout)
        } catch {
            warnings.append(
                AppleFormatError(
                    "cannot rebuild the views: \(error)",
                    at: TextPosition(line: 1, column: 1, offset: 0)))
            constraints = []
            return
        }
        var kept: [Constraint] = []
        for c in constraints {
            do {
                try layout.validate(try draft(c, in: layout))
                kept.append(c)
            } catch {
                warnings.append(
                    AppleFormatError("\(error); the constraint is left out", at: c.source.position))
            }
        }
        constraints = kept
        warnings.sort { $0.position < $1.position }
        for (window, axis, isWindowClass) in unknownDimensions {
            guard let at = items.firstIndex(where: { $0.name == window }),
                case .window(var size) = items[at].kind
            else { continue }
            let what = axis == .horizontal ? "width" : "height"
            if let fitted = fittedDimension(of: window, along: axis) {
                size[axis] = fitted
                items[at].notes.append(
                    "no \(what) in the log: \(formatNumber(fitted)) fits its constraints")
            } else {
                size[axis] =
                    axis == .horizontal
                    ? Self.assumedWidth
                    : (isWindowClass ? Self.assumedWindowHeight : Self.assumedHeight)
                items[at].notes.append("no \(what) in the log: \(formatNumber(size[axis])) assumed")
            }
            items[at].kind = .window(size)
        }
    }

    /// The size the window's constraints give it along `axis` when nothing imposes it, or
    /// nil when no constraint in it acts along `axis`.
    private func fittedDimension(of window: String, along axis: Axis) -> Double? {
        func windowOf(_ name: String) -> String {
            var current = name.split(separator: ".").first.map(String.init) ?? name
            var steps = 0
            while let parent = items.first(where: { $0.name == current })?.parent,
                steps <= items.count
            {
                current = parent
                steps += 1
            }
            return current
        }
        guard
            constraints.contains(where: {
                windowOf($0.first.item) == window && $0.first.attribute.axis == axis
            })
        else { return nil }
        var scratch = self
        let host = "__fit_host"
        guard let at = scratch.items.firstIndex(where: { $0.name == window }),
            case .window(let size) = scratch.items[at].kind
        else { return nil }
        scratch.items[at].kind = .view
        scratch.items[at].parent = host
        scratch.items.insert(Item(name: host, kind: .window(Size(width: 1e6, height: 1e6))), at: 0)
        // Keep the dimension the log gives (a real one: the other one is still unknown).
        let known: Axis = axis == .horizontal ? .vertical : .horizontal
        if !unknownDimensions.contains(where: { $0.window == window && $0.axis == known }) {
            let attribute: LayoutAttribute = known == .horizontal ? .width : .height
            if let source = constraints.first?.source {
                scratch.constraints.insert(
                    Constraint(
                        first: Side(item: window, attribute: attribute), relation: .equal,
                        second: nil,
                        multiplier: 1, constant: size[known], priority: 1000, isActive: true,
                        source: source, brokenByUIKit: false),
                    at: 0)
            }
        }
        guard let (layout, _) = try? scratch.makeLayout(), let view = layout.view(named: window)
        else {
            return nil
        }
        let frame = layout.frame(of: view)
        return axis == .horizontal ? frame.width : frame.height
    }
}

extension Size {
    /// The dimension along `axis`.
    fileprivate subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}
