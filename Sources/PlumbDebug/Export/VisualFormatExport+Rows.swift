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
        var edges = Edges(pieces.filter { !$0.isSize })
        var sizes = Sizes(pieces.filter(\.isSize))
        let alignments = Alignments(live, family: family)
        var strings: [String] = []
        while let seed = edges.firstUnused() {
            var chain = [edges.take(edges.all[seed].from, edges.all[seed].to)]
            var nodes = [chain[0].from, chain[0].to]
            var inChain: Set<Node> = [chain[0].from, chain[0].to]
            while let head = nodes.first, head != .start,
                let k = edges.firstUnused(into: head, from: { !inChain.contains($0) })
            {
                let from = edges.all[k].from
                chain.insert(edges.take(from, head), at: 0)
                nodes.insert(from, at: 0)
                inChain.insert(from)
            }
            while let tail = nodes.last, tail != .end,
                let k = edges.firstUnused(outOf: tail, to: { !inChain.contains($0) })
            {
                let to = edges.all[k].to
                chain.append(edges.take(tail, to))
                nodes.append(to)
                inChain.insert(to)
            }
            var text = axis
            for (index, node) in nodes.enumerated() {
                if index > 0 { text += connectionText(chain[index - 1].pieces) }
                switch node {
                case .start, .end: text += "|"
                case .view(let view):
                    text += "[" + view.name + sizeText(of: view, &sizes) + "]"
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
        for k in sizes.all.indices where standaloneSizes && !sizes.used[k] {
            guard case .view(let view) = sizes.all[k].from else { continue }
            strings.append(axis + "[" + view.name + sizeText(of: view, &sizes) + "]")
        }
        return strings
    }

    /// A family's connections, indexed by their ends, each list in creation order: a
    /// string's next link is found among its end's connections, not among all of them (a
    /// superview of 16,000 pinned subviews made export quadratic).
    private struct Edges {
        let all: [Piece]
        private(set) var used: [Bool]
        private var between: [Pair: [Int]] = [:]  // lookup only; never iterated
        private var into: [Node: [Int]] = [:]  // lookup only; never iterated
        private var outOf: [Node: [Int]] = [:]  // lookup only; never iterated
        private var seed = 0

        private struct Pair: Hashable {
            let from: Node
            let to: Node
        }

        init(_ all: [Piece]) {
            self.all = all
            used = [Bool](repeating: false, count: all.count)
            for (k, edge) in all.enumerated() {
                between[Pair(from: edge.from, to: edge.to), default: []].append(k)
                into[edge.to, default: []].append(k)
                outOf[edge.from, default: []].append(k)
            }
        }

        /// The first connection not yet in a string.
        mutating func firstUnused() -> Int? {
            while seed < all.count, used[seed] { seed += 1 }
            return seed < all.count ? seed : nil
        }

        /// The first unused connection into `node` from a node `accepts` takes.
        func firstUnused(into node: Node, from accepts: (Node) -> Bool) -> Int? {
            into[node]?.first { !used[$0] && accepts(all[$0].from) }
        }

        /// The first unused connection out of `node` to a node `accepts` takes.
        func firstUnused(outOf node: Node, to accepts: (Node) -> Bool) -> Int? {
            outOf[node]?.first { !used[$0] && accepts(all[$0].to) }
        }

        /// Takes every unused connection from `a` to `b`.
        mutating func take(_ a: Node, _ b: Node) -> Connection {
            var connection = Connection(from: a, to: b, pieces: [])
            let pair = Pair(from: a, to: b)
            for k in between[pair] ?? [] where !used[k] {
                used[k] = true
                connection.pieces.append(all[k])
            }
            between[pair] = nil
            return connection
        }
    }

    /// A family's sizes, by view, each list in creation order.
    private struct Sizes {
        let all: [Piece]
        var used: [Bool]
        private var byView: [ObjectIdentifier: [Int]] = [:]  // lookup only; never iterated

        init(_ all: [Piece]) {
            self.all = all
            used = [Bool](repeating: false, count: all.count)
            for (k, size) in all.enumerated() {
                guard case .view(let view) = size.from else { continue }
                byView[ObjectIdentifier(view), default: []].append(k)
            }
        }

        /// The unused sizes of `view`, now used.
        mutating func take(of view: View) -> [Piece] {
            let taken = (byView[ObjectIdentifier(view)] ?? []).filter { !used[$0] }
            for k in taken { used[k] = true }
            byView[ObjectIdentifier(view)] = nil
            return taken.map { all[$0] }
        }
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
    private mutating func sizeText(of view: View, _ sizes: inout Sizes) -> String {
        let taken = sizes.take(of: view)
        for piece in taken { used.insert(ObjectIdentifier(piece.constraint)) }
        return taken.isEmpty ? "" : "(" + taken.map(\.predicate).joined(separator: ",") + ")"
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
