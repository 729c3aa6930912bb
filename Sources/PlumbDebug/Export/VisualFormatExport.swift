// `export vfl`: the user constraints that the Visual Format Language can say, as rows (`H:`)
// and columns (`V:`) of siblings in each superview — edges to the superview (`|-22-[a]`),
// spacing between siblings (`[a]-8-[b]`), sizes (`[a(88)]`, `[b(==a)]`), with relations and
// priorities — and a list of the rest with the reason VFL cannot say it (multipliers,
// centering, baselines, margins, guides, alignment, items that are not siblings). Strings
// read leading to trailing, as VFL does by default; constraints written with left and right
// make rows with `direction leftToRight` (Apple's `.directionLeftToRight` option).

import PlumbLayout

extension LayoutExport {
    /// The constraints VFL can express, as strings the session reads back, and what it
    /// cannot, as comments.
    ///
    /// ```
    /// # in root
    /// H:|-22-[text]-22-[button(88)]-22-|
    /// # not expressible in VFL:
    /// #   #5 text.centerY == button.centerY: VFL has no centering
    /// ```
    public static func visualFormat(_ layout: Layout) -> String {
        var writer = VisualFormatWriter(layout: layout)
        return writer.write()
    }
}

/// Writes ``LayoutExport/visualFormat(_:)``.
struct VisualFormatWriter {
    /// A node of a row: the superview's near edge, a view, or the far edge.
    enum Node: Hashable {
        case start
        case view(View)
        case end

        static func == (a: Node, b: Node) -> Bool {
            switch (a, b) {
            case (.start, .start), (.end, .end): true
            case (.view(let x), .view(let y)): x === y
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .start: hasher.combine(0)
            case .end: hasher.combine(1)
            case .view(let view): hasher.combine(ObjectIdentifier(view))
            }
        }
    }

    /// One constraint read as a VFL connection or size.
    struct Piece {
        var constraint: LayoutConstraint
        /// Where the connection starts; for a size, the view.
        var from: Node
        /// Where the connection ends; for a size, the view again.
        var to: Node
        var isSize: Bool
        var predicate: String
    }

    /// The three families of strings: leading/trailing rows, left/right rows, columns.
    enum Family: CaseIterable, Hashable {
        case row, absoluteRow, column
    }

    let layout: Layout
    var used: Set<ObjectIdentifier> = []  // looked up only; never iterated
    var lines: [String] = []

    init(layout: Layout) { self.layout = layout }

    mutating func write() -> String {
        lines = [
            "# Made by Plumb's 'export vfl': the Visual Format strings for the rows and columns of siblings."
        ]
        // A constraint can be a piece only among the subviews of one of its views or of their
        // superviews (see `piece`): each view reads those, in creation order, not every
        // constraint of the layout.
        var byParent: [ObjectIdentifier: [LayoutConstraint]] = [:]  // lookup only; never iterated
        for c in layout.userConstraints where c.isActive && !c.isRemoved {
            var parents: [View] = []
            for item in [c.firstItem, c.secondItem] {
                guard let view = item as? View else { continue }
                for parent in [view, view.superview].compactMap({ $0 })
                where !parents.contains(where: { $0 === parent }) {
                    parents.append(parent)
                }
            }
            for parent in parents { byParent[ObjectIdentifier(parent), default: []].append(c) }
        }
        for view in LayoutExport.viewsInHierarchyOrder(layout) where !view.subviews.isEmpty {
            let live = byParent[ObjectIdentifier(view)] ?? []
            var strings: [Family: [String]] = [:]
            for family in Family.allCases {
                let pieces = live.compactMap { c in
                    used.contains(ObjectIdentifier(c)) ? nil : piece(c, in: view, family)
                }
                strings[family] = rows(
                    from: pieces, family: family, standaloneSizes: true, among: live)
            }
            // Rows written with left and right read back with the left-to-right option.
            let absolute = (strings[.absoluteRow] ?? []).map { $0 + " direction leftToRight" }
            let plain = (strings[.row] ?? []) + absolute + (strings[.column] ?? [])
            if !plain.isEmpty {
                lines.append("# in \(view.name)")
                lines += plain
            }
        }
        var rest: [String] = []
        for c in layout.userConstraints where !c.isRemoved && !used.contains(ObjectIdentifier(c)) {
            rest.append("#   \(c.description): \(reason(c))")
        }
        if !rest.isEmpty {
            lines.append("# not expressible in VFL:")
            lines += rest
        }
        if lines.count == 1 { lines.append("# no constraints") }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Reading constraints

    /// The attributes of a family: the near edge, the far edge, the size.
    private func attributes(_ family: Family) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute)
    {
        switch family {
        case .row: (.leading, .trailing, .width)
        case .absoluteRow: (.left, .right, .width)
        case .column: (.top, .bottom, .height)
        }
    }

    /// `c` as a connection or size among the subviews of `parent`, or nil.
    private func piece(_ c: LayoutConstraint, in parent: View, _ family: Family) -> Piece? {
        let (near, far, size) = attributes(family)
        guard let a = c.firstItem as? View else { return nil }
        guard let second = c.secondSide else {
            // Widths go with the rows that replay (leading to trailing), not the commented ones.
            guard c.firstAttribute == size, a.superview === parent, family != .absoluteRow else {
                return nil
            }
            return Piece(
                constraint: c, from: .view(a), to: .view(a), isSize: true,
                predicate: predicate(c.relation, formatNumber(c.constant), c.priority))
        }
        guard c.multiplier == 1, let b = second.item as? View else { return nil }
        let x = c.firstAttribute
        let y = second.attribute
        if x == size, y == size, c.constant == 0, a.superview === parent, family != .absoluteRow {
            return Piece(
                constraint: c, from: .view(a), to: .view(a), isSize: true,
                predicate: predicate(c.relation, b.name, c.priority, named: true))
        }
        // x.X R y.Y + k, or flipped: y.Y R' x.X - k.
        for flipped in [false, true] {
            let (p, pa, q, qa) = flipped ? (b, y, a, x) : (a, x, b, y)
            let relation = flipped ? reversed(c.relation) : c.relation
            let gap = flipped ? -c.constant : c.constant
            let text = predicate(relation, formatNumber(gap), c.priority)
            // |-gap-[p]: p.near R parent.near + gap
            if pa == near, qa == near, q === parent, p.superview === parent {
                return Piece(
                    constraint: c, from: .start, to: .view(p), isSize: false, predicate: text)
            }
            // [q]-gap-|: parent.far R q.far + gap
            if pa == far, qa == far, p === parent, q.superview === parent {
                return Piece(
                    constraint: c, from: .view(q), to: .end, isSize: false, predicate: text)
            }
            // [q]-gap-[p]: p.near R q.far + gap
            if pa == near, qa == far, p.superview === parent, q.superview === parent, p !== q {
                return Piece(
                    constraint: c, from: .view(q), to: .view(p), isSize: false, predicate: text)
            }
        }
        return nil
    }

    private func reversed(_ relation: Relation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// `8`, `>=8`, `8@750`, `==a`.
    private func predicate(
        _ relation: Relation, _ value: String, _ priority: Priority, named: Bool = false
    )
        -> String
    {
        let prefix = relation == .equal ? (named ? "==" : "") : relation.rawValue
        return prefix + value + (priority.isRequired ? "" : "@" + formatNumber(priority.value))
    }
}
