import PlumbLayout

// The Visual Format Language with Apple's semantics (apple-autolayout.md §9): `H:` lays views
// out leading to trailing, `V:` top to bottom; a connection says how far the later item's
// leading (top) edge is from the earlier one's trailing (bottom) edge; `-` is the standard
// spacing, 8 points between siblings and 20 to the superview's edge; a view's predicates
// constrain its width (height); each alignment option makes neighbours equal in that
// attribute, and must lie across the orientation.

extension CommandContext {
    /// The standard spacing between two siblings (`[a]-[b]`).
    public static let standardSiblingSpacing: Double = 8
    /// The standard spacing between a view and its superview's edge (`|-[a]`).
    public static let standardSuperviewSpacing: Double = 20

    /// The constraints of a VFL statement, in the order Apple makes them: along the string,
    /// each view's size predicates and then the connection after it; the alignments last.
    public func lower(_ format: VisualFormatSyntax) throws(Diagnostic) -> [LoweredConstraint] {
        let horizontal = format.effectiveOrientation == .horizontal
        let leading: LayoutAttribute = horizontal ? .leading : .top
        let trailing: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height

        var items: [any LayoutItem] = []
        for view in format.views { items.append(try item(view.name)) }
        try checkAlignments(format, horizontal: horizontal)

        var result: [LoweredConstraint] = []
        func add(
            _ first: ItemAttribute, _ relation: Relation, _ second: ItemAttribute?,
            constant: Double, priority: Double, at range: SourceRange
        ) {
            result.append(
                LoweredConstraint(
                    ConstraintDraft(
                        first, relation, second, constant: constant, priority: priority,
                        origin: origin),
                    at: range.start.isUnknown ? format.range : range))
        }
        /// `later.leading REL earlier.trailing + gap` for each predicate of the connection.
        func connect(
            _ earlier: ItemAttribute, _ later: ItemAttribute,
            _ connection: VisualFormatConnectionSyntax, standard: Double
        ) throws(Diagnostic) {
            switch connection.kind {
            case .flush:
                add(later, .equal, earlier, constant: 0, priority: 1000, at: connection.range)
            case .standard:
                add(
                    later, .equal, earlier, constant: standard, priority: 1000, at: connection.range
                )
            case .spacing(let predicates):
                for predicate in predicates {
                    guard case .constant(let gap) = predicate.object else {
                        throw error(
                            "a view name can only appear in a view's own size predicate, such as '[b(==a)]'",
                            at: predicate.range)
                    }
                    add(
                        later, relation(predicate.effectiveRelation), earlier, constant: gap,
                        priority: predicate.priority?.value ?? 1000, at: predicate.range)
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
                let second: ItemAttribute?
                let constant: Double
                switch predicate.object {
                case .constant(let value):
                    second = nil
                    constant = value
                case .view(let name):
                    second = ItemAttribute(try item(name), size)
                    constant = 0
                }
                add(
                    ItemAttribute(subject, size), relation(predicate.effectiveRelation), second,
                    constant: constant, priority: predicate.priority?.value ?? 1000,
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
            let attribute = try layoutAttribute(alignment.attribute, at: alignment.range)
            for (a, b) in zip(items, items.dropFirst()) {
                add(
                    ItemAttribute(a, attribute), .equal, ItemAttribute(b, attribute),
                    constant: 0, priority: 1000, at: alignment.range)
            }
        }
        return result
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
        for alignment in format.alignments {
            let isHorizontal = alignment.attribute.axis == .x
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
