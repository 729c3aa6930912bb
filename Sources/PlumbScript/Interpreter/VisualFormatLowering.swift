import PlumbLayout

// The Visual Format Language with Apple's semantics (apple-autolayout.md §9): `H:` lays views
// out leading to trailing, `V:` top to bottom; a connection says how far the later item's
// leading (top) edge is from the earlier one's trailing (bottom) edge; `-` is the standard
// spacing, 8 points between siblings and 20 to the superview's edge; a view's predicates
// constrain its width (height); each alignment option makes neighbours equal in that
// attribute, and must lie across the orientation.

extension CommandContext {
    /// The constraints of a VFL statement, in the order Apple makes them: along the string,
    /// each view's size predicates and then the connection after it; the alignments last.
    public func lower(_ format: VisualFormatSyntax) throws(Diagnostic) -> [LoweredConstraint] {
        let horizontal = format.effectiveOrientation == .horizontal
        var assembly = VisualFormatAssembly<SourceRange>(
            vertical: !horizontal, direction: format.direction ?? .leadingToTrailing)
        let items = try visualFormatItems(format)
        try checkAlignments(format, horizontal: horizontal)
        try assembly.assemble(
            items: items,
            connections: (format.leadingSuperview, format.connections, format.trailingSuperview),
            superview: { (item, join) throws(Diagnostic) in
                let view = join == .trailingBar ? format.views.last : format.views.first
                return try superviewForBar(of: item, at: view?.name.range ?? format.range)
            },
            spacing: { (connection) throws(Diagnostic) in try spacing(connection) },
            sizes: { (index) throws(Diagnostic) in
                try format.views[index].predicates.map { (predicate) throws(Diagnostic) in
                    try size(predicate, among: items)
                }
            },
            alignments: format.alignments.map { ($0.attribute, $0.range) })
        return assembly.drafts.map { draft, range in
            var draft = draft
            draft.origin = origin
            return LoweredConstraint(draft, at: range.start.isUnknown ? format.range : range)
        }
    }

    /// A size predicate: a number or metric, another item's size, or the enclosing view's.
    private func size(_ predicate: VisualFormatPredicateSyntax, among items: [any LayoutItem])
        throws(Diagnostic) -> VisualFormatAssembly<SourceRange>.Size
    {
        var other: (any LayoutItem)?
        var constant: Double = 0
        switch predicate.object {
        case .constant(let value):
            constant = value
        case .metric(let name):
            constant = try metric(name)
        case .view(let name):
            // Apple looks the name up among the metrics first.
            if let value = layout.metrics[name.name] {
                constant = value
            } else if layout.item(named: name.name) != nil {
                other = try item(name)
            } else if name.name == "superview", let parent = enclosingView(of: items) {
                other = parent
            } else {
                throw unknownViewOrMetric(name)
            }
        }
        return .init(
            predicate.effectiveRelation, other, constant: constant,
            priority: try priority(of: predicate), at: predicate.range)
    }

    /// A connection with its metrics resolved.
    private func spacing(_ connection: VisualFormatConnectionSyntax)
        throws(Diagnostic) -> VisualFormatAssembly<SourceRange>.Spacing
    {
        switch connection.kind {
        case .flush: return .flush(connection.range)
        case .standard: return .standard(connection.range)
        case .spacing(let predicates):
            return .gaps(
                try predicates.map { (predicate) throws(Diagnostic) in
                    let gap: Double
                    switch predicate.object {
                    case .constant(let value): gap = value
                    case .metric(let name): gap = try metric(name)
                    case .view(let name):
                        guard let value = layout.metrics[name.name] else {
                            throw error(
                                "a view name can only appear in a view's own size predicate, such as '[b(==a)]'",
                                at: predicate.range)
                        }
                        gap = value
                    }
                    return .init(
                        predicate.effectiveRelation, gap, priority: try priority(of: predicate),
                        at: predicate.range)
                })
        }
    }

    /// The items the views of a format name.
    ///
    /// `[superview]` (a name no view may take) is the
    /// view that encloses the others, as apps map "superview" to it in Apple's views
    /// dictionary: `V:[superview]-(<=1)-[x]` with alignAllCenterX centres `x`.
    private func visualFormatItems(_ format: VisualFormatSyntax) throws(Diagnostic)
        -> [any LayoutItem]
    {
        var items: [(any LayoutItem)?] = []
        for view in format.views {
            if view.name.name == "superview", layout.item(named: "superview") == nil {
                items.append(nil)
            } else {
                items.append(try item(view.name))
            }
        }
        let named = items.compactMap { $0 }
        var result: [any LayoutItem] = []
        for (index, item) in items.enumerated() {
            if let item {
                result.append(item)
                continue
            }
            let range = format.views[index].name.range
            guard let parent = enclosingView(of: named) else {
                throw error(
                    "'[superview]' means the view that encloses the others, but no other view in this string has a superview",
                    at: range)
            }
            result.append(parent)
        }
        return result
    }

    /// The superview of the first item that has one.
    private func enclosingView(of items: [any LayoutItem]) -> View? {
        for item in items {
            if let view = item as? View, view.superview == nil { continue }
            if let parent = try? superview(of: item, at: .unknown) { return parent }
        }
        return nil
    }

    /// The value of the metric `name`, or an error that says how to declare it.
    func metric(_ name: NameSyntax) throws(Diagnostic) -> Double {
        if let value = layout.metrics[name.name] { return value }
        let suggestion = NameSuggestion.nearest(to: name.name, in: layout.metrics.allNames)
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        throw error(
            "unknown metric '\(name.name)': declare it with 'metric \(name.name) = 8'\(hint)",
            at: name.range)
    }

    /// A name in a view's size predicate that is neither a metric nor an item.
    private func unknownViewOrMetric(_ name: NameSyntax) -> Diagnostic {
        let candidates = layout.metrics.allNames + itemNames
        let suggestion = NameSuggestion.nearest(to: name.name, in: candidates)
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return error(
            "unknown metric or view '\(name.name)': declare a metric with 'metric \(name.name) = 8'\(hint)",
            at: name.range)
    }

    /// A predicate's priority: a number, a metric, or one of Plumb's named priorities.
    private func priority(of predicate: VisualFormatPredicateSyntax) throws(Diagnostic) -> Double {
        // A metric named like one of Plumb's priorities (`@high`) wins, as Apple knows only
        // metrics.
        var name = predicate.priorityName
        if name == nil, let written = predicate.priority, case .named(let named) = written.kind,
            layout.metrics[named.rawValue] != nil
        {
            name = NameSyntax(name: named.rawValue, range: written.range)
        }
        guard let name else { return predicate.priority?.value ?? 1000 }
        let value = try metric(name)
        guard value > 0, value <= 1000 else {
            throw error(
                "metric '\(name.name)' is \(formatExactNumber(value)), which is not a priority; priorities lie between 1 and 1000",
                at: name.range)
        }
        return value
    }

    /// The view `|` stands for next to `item`: its superview (a guide's owning view).
    private func superviewForBar(of item: any LayoutItem, at range: SourceRange)
        throws(Diagnostic) -> View
    {
        if let view = item as? View, view.superview == nil {
            throw error(
                "'|' stands for the superview of '\(view.name)', but '\(view.name)' is a window and has none",
                at: range)
        }
        return try superview(of: item, at: range)
    }

    /// Apple's rule: an alignment option must lie across the format's orientation (views laid
    /// out horizontally are aligned by a vertical attribute, and the other way round).
    private func checkAlignments(_ format: VisualFormatSyntax, horizontal: Bool)
        throws(Diagnostic)
    {
        // With one view there is nothing to align, and Apple adds nothing.
        guard format.views.count > 1 else { return }
        for alignment in format.alignments {
            let isHorizontal = alignment.attribute.kind == .xPosition
            guard isHorizontal == horizontal else { continue }
            let orientation = horizontal ? "H:" : "V:"
            let allowed =
                horizontal
                ? "top, bottom, centerY, firstBaseline or lastBaseline"
                : "left, right, leading, trailing or centerX"
            throw error(
                "'align \(alignment.attribute)' lies along the format: views laid out by '\(orientation)' can only be aligned by \(allowed)",
                at: alignment.range)
        }
    }
}
