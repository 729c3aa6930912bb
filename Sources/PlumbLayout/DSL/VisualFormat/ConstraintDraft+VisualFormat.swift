// The Swift entry point to the Visual Format Language, in the spirit of Apple's
// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the same
// grammar, metrics and views dictionaries, options and constraint order, returning drafts
// to activate. The session's `H:|-[a]-|` statement makes the same constraints.

/// The standard spacings VFL's `-` stands for.
public enum VisualFormatSpacing {
    /// Between two siblings (`[a]-[b]`).
    public static let sibling: Double = 8
    /// Between a view and its superview's edge (`|-[a]`).
    public static let superview: Double = 20
}

extension ConstraintDraft {
    /// The constraints a Visual Format string describes, in the order Apple makes them: along
    /// the string, each view's size predicates and the connection after it; the alignments
    /// last.
    ///
    /// ```swift
    /// let drafts = try ConstraintDraft.constraints(
    ///     withVisualFormat: "H:|-pad-[icon(side)]-[title(>=80@low)]-|",
    ///     options: [.alignAllCenterY], metrics: ["pad": 16, "side": 40, "low": 250],
    ///     views: ["icon": icon, "title": title])
    /// try layout.activate(drafts)
    /// ```
    ///
    /// A name where a number goes is looked up in `metrics`; in a view's size predicate a
    /// name that is not a metric is a view (`[b(==a)]`). `|` is the superview of the view
    /// next to it (a guide's owning view); `[superview]`, when `views` has no such key, is
    /// the view that encloses the others. Dictionaries are only looked up, never iterated,
    /// so the result does not depend on their order.
    ///
    /// - Throws: ``VisualFormatError`` with the offset of the mistake: bad syntax, an unknown
    ///   view or metric, a priority outside (0, 1000], an alignment along the format.
    public static func constraints(
        withVisualFormat format: String, options: VisualFormatOptions = [],
        metrics: [String: Double] = [:], views: [String: any LayoutItem]
    ) throws(VisualFormatError) -> [ConstraintDraft] {
        var scanner = VisualFormatScanner(format)
        let parsed = try scanner.parse()
        let lowering = VisualFormatLowering(
            scanner: scanner, parsed: parsed, options: options, metrics: metrics, views: views)
        return try lowering.drafts()
    }
}

/// Turns a parsed format into drafts.
struct VisualFormatLowering {
    let scanner: VisualFormatScanner
    let parsed: ParsedVisualFormat
    let options: VisualFormatOptions
    let metrics: [String: Double]
    let views: [String: any LayoutItem]

    private func failure(_ message: String, at offset: Int) -> VisualFormatError {
        scanner.failure(message, at: offset)
    }

    func drafts() throws(VisualFormatError) -> [ConstraintDraft] {
        let vertical = parsed.vertical
        let direction = options.intersection(.directionMask)
        var assembly = VisualFormatAssembly<Int>(
            vertical: vertical,
            direction: direction == .directionLeftToRight
                ? .leftToRight
                : direction == .directionRightToLeft ? .rightToLeft : .leadingToTrailing)
        let size = assembly.size
        let items = try resolveItems()
        let alignments = options.alignedAttributes
        if items.count > 1 {
            for attribute in alignments where (attribute.axis == .vertical) == vertical {
                throw failure(
                    "the alignment '\(attribute)' lies along the format: views laid out \(vertical ? "vertically" : "horizontally") can only be aligned across it",
                    at: 0)
            }
        }
        try assembly.assemble(
            items: items,
            connections: (parsed.leadingSuperview, parsed.connections, parsed.trailingSuperview),
            superview: { (item, join) throws(VisualFormatError) in
                let view =
                    join == .trailingBar ? parsed.views[parsed.views.count - 1] : parsed.views[0]
                return try superview(of: item, at: view.offset)
            },
            spacing: { (connection) throws(VisualFormatError) in try spacing(connection) },
            sizes: { (index) throws(VisualFormatError) in
                try parsed.views[index].predicates.map { (predicate) throws(VisualFormatError) in
                    try self.size(predicate, of: items[index], among: items, size: size)
                }
            },
            alignments: alignments.map { ($0, 0) })
        return assembly.drafts.map(\.draft)
    }

    /// A size predicate: a number or metric, another view's size, or the enclosing view's.
    private func size(
        _ predicate: ParsedVisualFormat.Predicate, of item: any LayoutItem,
        among items: [any LayoutItem], size: LayoutAttribute
    ) throws(VisualFormatError) -> VisualFormatAssembly<Int>.Size {
        var other: (any LayoutItem)?
        var constant: Double = 0
        switch predicate.value {
        case .number(let value):
            constant = value
        case .name(let name):
            if let value = metrics[name] {
                constant = value
            } else if let view = views[name] {
                other = view
            } else if name == "superview",
                let parent = Self.enclosingView(of: items.filter { $0 !== item })
            {
                other = parent
            } else {
                throw failure(
                    "unknown metric or view '\(name)'\(suggestion(name, in: Array(metrics.keys) + Array(views.keys)))",
                    at: predicate.offset)
            }
        }
        return .init(
            predicate.relation, other, constant: constant, priority: try priority(predicate),
            at: predicate.offset)
    }

    /// A connection with its metrics resolved.
    private func spacing(_ connection: ParsedVisualFormat.Connection)
        throws(VisualFormatError) -> VisualFormatAssembly<Int>.Spacing
    {
        switch connection {
        case .flush: return .flush(0)
        case .standard: return .standard(0)
        case .spacing(let predicates):
            return .gaps(
                try predicates.map { (predicate) throws(VisualFormatError) in
                    let gap: Double
                    switch predicate.value {
                    case .number(let value): gap = value
                    case .name(let name): gap = try metric(name, at: predicate.offset)
                    }
                    return .init(
                        predicate.relation, gap, priority: try priority(predicate),
                        at: predicate.offset)
                })
        }
    }

    private func metric(_ name: String, at offset: Int) throws(VisualFormatError) -> Double {
        if let value = metrics[name] { return value }
        throw failure(
            "unknown metric '\(name)': add it to the metrics dictionary\(suggestion(name, in: Array(metrics.keys)))",
            at: offset)
    }

    private func priority(_ predicate: ParsedVisualFormat.Predicate) throws(VisualFormatError)
        -> Double
    {
        let value: Double
        switch predicate.priority {
        case nil: return 1000
        case .number(let number)?: value = number
        case .name(let name)?: value = try metric(name, at: predicate.offset)
        }
        guard value > 0, value <= 1000 else {
            throw failure(
                "priority \(value) is out of range; priorities lie between 1 and 1000",
                at: predicate.offset)
        }
        return value
    }

    /// "; did you mean 'x'?" for the nearest candidate, sorted first for determinism.
    private func suggestion(_ name: String, in candidates: [String]) -> String {
        nearestName(to: name, in: candidates.sorted()).map { "; did you mean '\($0)'?" } ?? ""
    }

    private func resolveItems() throws(VisualFormatError) -> [any LayoutItem] {
        var found: [(any LayoutItem)?] = []
        for view in parsed.views {
            if let item = views[view.name] {
                found.append(item)
            } else if view.name == "superview" {
                found.append(nil)
            } else {
                throw failure(
                    "unknown view '\(view.name)'\(suggestion(view.name, in: Array(views.keys)))",
                    at: view.offset)
            }
        }
        let named = found.compactMap { $0 }
        var items: [any LayoutItem] = []
        for (index, item) in found.enumerated() {
            if let item {
                items.append(item)
            } else if let parent = Self.enclosingView(of: named) {
                items.append(parent)
            } else {
                throw failure(
                    "'[superview]' means the view that encloses the others, but no other view has a superview",
                    at: parsed.views[index].offset)
            }
        }
        return items
    }

    /// The superview of the first item that has one.
    static func enclosingView(of items: [any LayoutItem]) -> View? {
        for item in items {
            if let parent = (item as? View)?.superview ?? item.owningView, parent !== item {
                return parent
            }
        }
        return nil
    }

    private func superview(of item: any LayoutItem, at offset: Int) throws(VisualFormatError)
        -> View
    {
        if let view = item as? View {
            guard let parent = view.superview else {
                throw failure(
                    "'|' stands for the superview of '\(view.name)', which has none", at: offset)
            }
            return parent
        }
        guard let owner = item.owningView else {
            throw failure(
                "'|' stands for the owning view of '\(item.name)', which has none", at: offset)
        }
        return owner
    }
}
