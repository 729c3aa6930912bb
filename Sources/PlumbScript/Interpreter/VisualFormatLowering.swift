import PlumbLayout

// The Visual Format Language with Apple's semantics (apple-autolayout.md §9): `H:` lays views
// out leading to trailing, `V:` top to bottom; a connection says how far the later item's
// leading (top) edge is from the earlier one's trailing (bottom) edge; `-` is the standard
// spacing, 8 points between siblings and 20 to the superview's edge; a view's predicates
// constrain its width (height); each alignment option makes neighbours equal in that
// attribute, and must lie across the orientation.

extension CommandContext {
    /// The standard spacing between two siblings (`[a]-[b]`).
    public static let standardSiblingSpacing = VisualFormatSpacing.sibling
    /// The standard spacing between a view and its superview's edge (`|-[a]`).
    public static let standardSuperviewSpacing = VisualFormatSpacing.superview

    /// The constraints of a VFL statement, in the order Apple makes them: along the string,
    /// each view's size predicates and then the connection after it; the alignments last.
    public func lower(_ format: VisualFormatSyntax) throws(Diagnostic) -> [LoweredConstraint] {
        let horizontal = format.effectiveOrientation == .horizontal
        let direction = horizontal ? (format.direction ?? .leadingToTrailing) : .leadingToTrailing
        // Along the string, each item's "leading" edge faces the item before it. Right to
        // left, that is the right edge, and the gap is measured from the earlier item's left.
        let leading: LayoutAttribute
        let trailing: LayoutAttribute
        switch (horizontal, direction) {
        case (false, _): (leading, trailing) = (.top, .bottom)
        case (true, .leadingToTrailing): (leading, trailing) = (.leading, .trailing)
        case (true, .leftToRight): (leading, trailing) = (.left, .right)
        case (true, .rightToLeft): (leading, trailing) = (.right, .left)
        }
        let reversed = direction == .rightToLeft
        let size: LayoutAttribute = horizontal ? .width : .height

        let items = try visualFormatItems(format)
        try checkAlignments(format, horizontal: horizontal)

        var result: [LoweredConstraint] = []
        func add(
            _ first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?,
            constant: Double, priority: Double, at range: SourceRange, standard: Bool = false
        ) {
            var draft = ConstraintDraft(
                first, relation, second, constant: constant, priority: priority, origin: origin)
            draft.isStandardSpacing = standard
            result.append(
                LoweredConstraint(draft, at: range.start.isUnknown ? format.range : range))
        }
        /// `later.leading REL earlier.trailing + gap` for each predicate of the connection
        /// (right to left: `earlier.left REL later.right + gap`).
        func connect(
            _ earlier: ItemAttribute, _ later: ItemAttribute,
            _ connection: VisualFormatConnectionSyntax, standard: Double
        ) throws(Diagnostic) {
            let (first, second) = reversed ? (earlier, later) : (later, earlier)
            switch connection.kind {
            case .flush:
                add(first, .equal, second, constant: 0, priority: 1000, at: connection.range)
            case .standard:
                add(
                    first, .equal, second, constant: standard, priority: 1000,
                    at: connection.range, standard: true)
            case .spacing(let predicates):
                for predicate in predicates {
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
                    add(
                        first, predicate.effectiveRelation, second, constant: gap,
                        priority: try priority(of: predicate), at: predicate.range)
                }
            }
        }

        if let connection = format.leadingSuperview, let first = items.first {
            let parent = try superviewForBar(
                of: first, at: format.views.first?.name.range ?? format.range)
            try connect(
                ItemAttribute(parent, leading), ItemAttribute(first, leading), connection,
                standard: Self.standardSuperviewSpacing)
        }
        for (index, view) in format.views.enumerated() {
            let subject = items[index]
            for predicate in view.predicates {
                var second: ItemAttribute?
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
                        second = ItemAttribute(try item(name), size)
                    } else if name.name == "superview", let parent = enclosingView(of: items) {
                        second = ItemAttribute(parent, size)
                    } else {
                        throw unknownViewOrMetric(name)
                    }
                }
                add(
                    ItemAttribute(subject, size), predicate.effectiveRelation, second,
                    constant: constant, priority: try priority(of: predicate),
                    at: predicate.range)
            }
            if index + 1 < items.count, index < format.connections.count {
                try connect(
                    ItemAttribute(subject, trailing), ItemAttribute(items[index + 1], leading),
                    format.connections[index], standard: Self.standardSiblingSpacing)
            }
        }
        if let connection = format.trailingSuperview, let last = items.last {
            let parent = try superviewForBar(
                of: last, at: format.views.last?.name.range ?? format.range)
            try connect(
                ItemAttribute(last, trailing), ItemAttribute(parent, trailing), connection,
                standard: Self.standardSuperviewSpacing)
        }
        for alignment in format.alignments {
            let attribute = alignment.attribute
            for (a, b) in zip(items, items.dropFirst()) {
                add(
                    ItemAttribute(a, attribute), .equal, ItemAttribute(b, attribute),
                    constant: 0, priority: 1000, at: alignment.range)
            }
        }
        return result
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
            name = NameSyntax(named.rawValue, range: written.range)
        }
        guard let name else { return predicate.priority?.value ?? 1000 }
        let value = try metric(name)
        guard value > 0, value <= 1000 else {
            throw error(
                "metric '\(name.name)' is \(ScriptNumber.format(value)), which is not a priority; priorities lie between 1 and 1000",
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
