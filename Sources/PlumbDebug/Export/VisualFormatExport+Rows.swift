// Chaining VFL pieces into strings: each string starts at the first unused connection (in
// creation order), runs back to where nothing leads into it and forward to where nothing
// leads on, with every connection between the same two nodes joined into one predicate list
// (`-(>=8,<=20)-`) and each view's sizes in its first string. What no string holds is
// listed with the reason VFL cannot say it.

import PlumbLayout

extension VisualFormatWriter {
    /// A connection between two nodes: its predicates and constraints, in order.
    private struct Connection {
        var from: Node
        var to: Node
        var pieces: [Piece]
    }

    /// The strings of one family in one superview.
    ///
    /// `live` holds the constraints that may align the strings' views (those among the
    /// superview's subviews), in creation order.
    mutating func rows(
        from pieces: [Piece], family: Family, standaloneSizes: Bool, among live: [LayoutConstraint]
    ) -> [String] {
        let axis = family == .column ? "V:" : "H:"
        let edges = pieces.filter { !$0.isSize }
        let sizes = pieces.filter(\.isSize)
        var edgeUsed = [Bool](repeating: false, count: edges.count)
        var sizeUsed = [Bool](repeating: false, count: sizes.count)
        /// Takes every unused edge from `a` to `b`.
        func take(_ a: Node, _ b: Node) -> Connection {
            var connection = Connection(from: a, to: b, pieces: [])
            for k in edges.indices where !edgeUsed[k] && edges[k].from == a && edges[k].to == b {
                edgeUsed[k] = true
                connection.pieces.append(edges[k])
            }
            return connection
        }
        let alignments = Alignments(live, family: family)
        var strings: [String] = []
        while let seed = edgeUsed.firstIndex(of: false) {
            var chain = [take(edges[seed].from, edges[seed].to)]
            var nodes = [chain[0].from, chain[0].to]
            while let head = nodes.first, head != .start,
                let k = edges.indices.first(where: {
                    !edgeUsed[$0] && edges[$0].to == head && !nodes.contains(edges[$0].from)
                })
            {
                chain.insert(take(edges[k].from, head), at: 0)
                nodes.insert(edges[k].from, at: 0)
            }
            while let tail = nodes.last, tail != .end,
                let k = edges.indices.first(where: {
                    !edgeUsed[$0] && edges[$0].from == tail && !nodes.contains(edges[$0].to)
                })
            {
                chain.append(take(tail, edges[k].to))
                nodes.append(edges[k].to)
            }
            var text = axis
            for (index, node) in nodes.enumerated() {
                if index > 0 { text += connectionText(chain[index - 1].pieces) }
                switch node {
                case .start, .end: text += "|"
                case .view(let view):
                    text += "[" + view.name + sizeText(of: view, sizes, &sizeUsed) + "]"
                }
            }
            for connection in chain { markUsed(connection.pieces) }
            let views = nodes.compactMap { node -> View? in
                if case .view(let view) = node { return view }
                return nil
            }
            text += alignmentText(of: views, family: family, among: alignments)
            strings.append(text)
        }
        for k in sizes.indices where standaloneSizes && !sizeUsed[k] {
            guard case .view(let view) = sizes[k].from else { continue }
            strings.append(axis + "[" + view.name + sizeText(of: view, sizes, &sizeUsed) + "]")
        }
        return strings
    }

    private mutating func markUsed(_ pieces: [Piece]) {
        for piece in pieces { used.insert(ObjectIdentifier(piece.constraint)) }
    }

    /// ` align top centerY`: the attributes across the string in which every pair of
    /// neighbours is held equal by an unused required constraint, now used; as Apple's
    /// alignment options make them.
    private mutating func alignmentText(
        of views: [View], family: Family, among alignments: Alignments
    ) -> String {
        guard views.count > 1 else { return "" }
        var names: [String] = []
        for attribute in Self.across(family) {
            var found: [LayoutConstraint] = []
            for (a, b) in zip(views, views.dropFirst()) {
                guard
                    let match = alignments.byKey[AlignmentKey(attribute, a, b)]?.first(where: {
                        !used.contains(ObjectIdentifier($0))
                    }),
                    !found.contains(where: { $0 === match })
                else { break }
                found.append(match)
            }
            guard found.count == views.count - 1 else { continue }
            for c in found { used.insert(ObjectIdentifier(c)) }
            names.append(attribute.rawValue)
        }
        return names.isEmpty ? "" : " align " + names.joined(separator: " ")
    }

    /// The attributes an alignment option holds equal across a string of the family.
    private static func across(_ family: Family) -> [LayoutAttribute] {
        family == .column
            ? [.left, .right, .leading, .trailing, .centerX]
            : [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
    }

    /// The required constraints that hold an attribute equal between two views (either way
    /// round), by attribute and pair, each list in creation order: read once per superview
    /// and family, however many strings it has.
    private struct Alignments {
        var byKey: [AlignmentKey: [LayoutConstraint]] = [:]  // lookup only; never iterated

        init(_ live: [LayoutConstraint], family: Family) {
            let across = VisualFormatWriter.across(family)
            for c in live
            where c.isActive && !c.isRemoved && c.relation == .equal && c.priority.isRequired
                && c.multiplier == 1 && c.constant == 0 && c.firstAttribute == c.secondAttribute
                && across.contains(c.firstAttribute)
            {
                guard let second = c.secondItem else { continue }
                byKey[AlignmentKey(c.firstAttribute, c.firstItem, second), default: []].append(c)
            }
        }
    }

    /// An attribute held equal between two items, whichever is first.
    private struct AlignmentKey: Hashable {
        let attribute: LayoutAttribute
        let items: Set<ObjectIdentifier>

        init(_ attribute: LayoutAttribute, _ a: any LayoutItem, _ b: any LayoutItem) {
            self.attribute = attribute
            items = [ObjectIdentifier(a), ObjectIdentifier(b)]
        }
    }

    /// `-`, `-8-`, `-(>=8)-`, `-(8@750,>=4)-`.
    private func connectionText(_ pieces: [Piece]) -> String {
        // A gap made as the standard spacing is written as one, whatever its value here.
        if pieces.count == 1, let only = pieces.first, only.constraint.isStandardSpacing,
            only.constraint.relation == .equal, only.constraint.priority.isRequired
        {
            return "-"
        }
        let predicates = pieces.map(\.predicate)
        if predicates.count == 1, let only = predicates.first, let value = Double(only), value >= 0
        {
            return "-" + only + "-"
        }
        return "-(" + predicates.joined(separator: ",") + ")-"
    }

    /// `(88)`, `(>=80@750,<=200)`, or nothing: the view's unused sizes, now used.
    private mutating func sizeText(of view: View, _ sizes: [Piece], _ sizeUsed: inout [Bool])
        -> String
    {
        var predicates: [String] = []
        for k in sizes.indices where !sizeUsed[k] {
            guard case .view(let owner) = sizes[k].from, owner === view else { continue }
            sizeUsed[k] = true
            predicates.append(sizes[k].predicate)
            used.insert(ObjectIdentifier(sizes[k].constraint))
        }
        return predicates.isEmpty ? "" : "(" + predicates.joined(separator: ",") + ")"
    }

    /// Why VFL cannot say `c`.
    func reason(_ c: LayoutConstraint) -> String {
        if !c.isActive { return "inactive; VFL makes active constraints" }
        let attributes = [c.firstAttribute] + (c.secondAttribute.map { [$0] } ?? [])
        if c.firstItem is LayoutGuide || c.secondItem is LayoutGuide {
            return "it relates a layout guide; VFL relates views"
        }
        if attributes.contains(where: \.isMargin) {
            return "a margin attribute; in VFL '|-[a]' is the standard spacing, not the margin"
        }
        if attributes.contains(where: { $0 == .centerX || $0 == .centerY }) {
            return "VFL has no centering"
        }
        if attributes.contains(where: \.isBaseline) {
            return "a baseline; VFL aligns baselines only with an option on a row"
        }
        if c.multiplier != 1 { return "VFL has no multipliers" }
        if let second = c.secondAttribute, second.axis != c.firstAttribute.axis {
            return "it relates the two axes"
        }
        if let second = c.secondAttribute, second == c.firstAttribute, c.firstItem !== c.secondItem,
            c.firstAttribute.isPosition, c.constant == 0
        {
            return "an alignment; VFL aligns only with an option on a row ('align …')"
        }
        if let second = c.secondAttribute, second == c.firstAttribute, c.firstAttribute.isPosition {
            return
                "an offset between the same edges of two views; VFL spaces a view's far edge from the next one's near edge"
        }
        if c.firstAttribute.kind == .dimension, c.constant != 0 {
            return
                "a size relative to another plus a constant; VFL predicates take a constant or a view"
        }
        return "its items are not siblings in one superview, nor a view and its superview"
    }
}
