// The one statement of how a Visual Format string becomes constraints (apple-autolayout.md
// §9), shared by the Swift entry point (`ConstraintDraft.constraints(withVisualFormat:…)`)
// and the session's `H:|-[a]-|` statement. Each front end parses its own text and reports
// its own mistakes; this decides which edges meet, in which order, with which spacing.

/// Which way `H:` lays views out (`NSLayoutConstraint.FormatOptions.direction…`); the
/// session spells it by its raw value.
public enum VisualFormatDirection: String, CaseIterable, Hashable, Sendable {
    /// Leading to trailing (the default): leading and trailing attributes.
    case leadingToTrailing
    /// Left to right whatever the language: left and right attributes.
    case leftToRight
    /// Right to left whatever the language: the first view is rightmost.
    case rightToLeft
}

/// Assembles the drafts of a parsed Visual Format string, in the order Apple makes them:
/// the leading bar, then along the string each view's size predicates and the connection
/// after it, the trailing bar, and the alignments last.
///
/// `Position` is where a front end points its errors and drafts: an offset in the string
/// for the Swift entry point, a source range for the session.
public struct VisualFormatAssembly<Position> {
    /// How two neighbours are joined.
    public enum Spacing {
        /// `[a][b]`: edge to edge.
        case flush(Position)
        /// `[a]-[b]`: the standard spacing.
        case standard(Position)
        /// `[a]-(>=8,<=20)-[b]`: one draft per gap.
        case gaps([Gap])
    }

    /// One predicate of a connection, its numbers already resolved.
    public struct Gap {
        public var relation: Relation
        public var constant: Double
        public var priority: Double
        public var position: Position

        public init(
            _ relation: Relation, _ constant: Double, priority: Double, at position: Position
        ) {
            self.relation = relation
            self.constant = constant
            self.priority = priority
            self.position = position
        }
    }

    /// One predicate of a view's size: `(>=80)`, `(==a)`, resolved.
    public struct Size {
        public var relation: Relation
        /// The other view's size, for `(==a)`; nil for a number.
        public var other: (any LayoutItem)?
        public var constant: Double
        public var priority: Double
        public var position: Position

        public init(
            _ relation: Relation, _ other: (any LayoutItem)?, constant: Double,
            priority: Double, at position: Position
        ) {
            self.relation = relation
            self.other = other
            self.constant = constant
            self.priority = priority
            self.position = position
        }
    }

    /// Which bar a superview is asked for.
    public enum Join: Equatable, Sendable {
        /// `|` before the first view.
        case leadingBar
        /// `|` after the last view.
        case trailingBar
    }

    /// The drafts made so far, each with where it came from.
    public private(set) var drafts: [(draft: ConstraintDraft, position: Position)] = []
    /// The attribute a view's predicates constrain: width, or height for `V:`.
    public let size: LayoutAttribute
    // Along the string, each item's "leading" edge faces the item before it. Right to left,
    // that is the right edge, and the gap is measured from the earlier item's left.
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let reversed: Bool

    public init(vertical: Bool, direction: VisualFormatDirection) {
        switch (vertical, direction) {
        case (true, _): (leading, trailing) = (.top, .bottom)
        case (false, .leadingToTrailing): (leading, trailing) = (.leading, .trailing)
        case (false, .leftToRight): (leading, trailing) = (.left, .right)
        case (false, .rightToLeft): (leading, trailing) = (.right, .left)
        }
        reversed = !vertical && direction == .rightToLeft
        size = vertical ? .height : .width
    }

    /// Makes the drafts of `items` (one per view of the string), asking the front end for
    /// each part as the string reaches it, so the first mistake along the string is the one
    /// reported.
    ///
    /// - Parameters:
    ///   - items: the items the string's views name, in order.
    ///   - connections: the string's connections as the front end parsed them: after a
    ///     leading `|`, between neighbours (`between[i]` follows `items[i]`), before a
    ///     trailing `|`.
    ///   - superview: the view a bar next to the item stands for.
    ///   - spacing: a connection with its numbers resolved.
    ///   - sizes: the size predicates of the view at an index.
    ///   - alignments: the attributes neighbours are made equal in, each with its position.
    /// - Throws: whatever the front end's closures throw, at the first mistake.
    public mutating func assemble<Connection, Failure: Error>(
        items: [any LayoutItem],
        connections: (leading: Connection?, between: [Connection], trailing: Connection?),
        superview: (any LayoutItem, Join) throws(Failure) -> View,
        spacing: (Connection) throws(Failure) -> Spacing,
        sizes: (Int) throws(Failure) -> [Size],
        alignments: [(attribute: LayoutAttribute, position: Position)]
    ) throws(Failure) {
        if let connection = connections.leading, let first = items.first {
            let parent = try superview(first, .leadingBar)
            connect(
                ItemAttribute(parent, leading), ItemAttribute(first, leading),
                try spacing(connection), standard: VisualFormatSpacing.superview)
        }
        for (index, item) in items.enumerated() {
            for s in try sizes(index) {
                append(
                    ConstraintDraft(
                        ItemAttribute(item, size), s.relation,
                        s.other.map { ItemAttribute($0, size) },
                        constant: s.constant, priority: s.priority),
                    at: s.position)
            }
            if index + 1 < items.count, index < connections.between.count {
                connect(
                    ItemAttribute(item, trailing), ItemAttribute(items[index + 1], leading),
                    try spacing(connections.between[index]), standard: VisualFormatSpacing.sibling)
            }
        }
        if let connection = connections.trailing, let last = items.last {
            let parent = try superview(last, .trailingBar)
            connect(
                ItemAttribute(last, trailing), ItemAttribute(parent, trailing),
                try spacing(connection), standard: VisualFormatSpacing.superview)
        }
        for (attribute, position) in alignments {
            for (a, b) in zip(items, items.dropFirst()) {
                append(
                    ConstraintDraft(
                        ItemAttribute(a, attribute), .equal, ItemAttribute(b, attribute)),
                    at: position)
            }
        }
    }

    /// `later.leading REL earlier.trailing + gap` (right to left: `earlier.left REL
    /// later.right + gap`) for each gap of the connection.
    mutating func connect(
        _ earlier: ItemAttribute, _ later: ItemAttribute, _ joined: Spacing, standard: Double
    ) {
        let (first, second) = reversed ? (earlier, later) : (later, earlier)
        switch joined {
        case .flush(let position):
            append(ConstraintDraft(first, .equal, second), at: position)
        case .standard(let position):
            var draft = ConstraintDraft(first, .equal, second, constant: standard)
            draft.isStandardSpacing = true
            append(draft, at: position)
        case .gaps(let gaps):
            for gap in gaps {
                append(
                    ConstraintDraft(
                        first, gap.relation, second, constant: gap.constant, priority: gap.priority),
                    at: gap.position)
            }
        }
    }

    mutating func append(_ draft: ConstraintDraft, at position: Position) {
        drafts.append((draft, position))
    }
}
