import PlumbLayout

/// One entry of a shorthand block: `left == superview`, `top == header.bottom + 10 @750`.
typealias ShorthandEntrySyntax = RelationSyntax<AttributeSyntax>

extension RelationSyntax where Subject == AttributeSyntax {
    /// The attribute of the block's item that the entry constrains.
    var attribute: AttributeSyntax {
        get { first }
        set { first = newValue }
    }
}

/// A shorthand block, as in AutoLayoutShorthand: one constraint per entry on one item.
///
/// ```
/// icon { left == superview, width == 32, top == header.bottom + 10 @750, height == 32 }
/// ```
///
/// Entries are separated by commas; inside the braces, line ends are spaces, so a block may
/// span lines.
struct ShorthandBlockSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The view or guide every entry constrains.
    public var subject: NameSyntax
    /// The entries, at least one.
    public var entries: [ShorthandEntrySyntax]
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The entries in equation form, in order: `left == superview` on `icon` becomes
    /// `icon.left == superview.left`.
    public var constraints: [ConstraintSyntax] {
        entries.map { entry in
            let item = ItemSyntax(named: subject.name, range: subject.range)
            let first = AnchorSyntax(
                item: item, attribute: entry.attribute,
                range: subject.range.union(entry.attribute.range))
            var second = entry.second
            if case .term(var term) = second.kind, term.attribute == nil {
                term.attribute = entry.attribute
                second.kind = .term(term)
            }
            return ConstraintSyntax(
                label: entry.label, first: first, relation: entry.relation, second: second,
                priority: entry.priority,
                range: entry.range)
        }
    }

    /// `subject { entry, entry }`.
    public var description: String {
        "\(subject.name) { \(entries.map(\.description).joined(separator: ", ")) }"
    }
}
