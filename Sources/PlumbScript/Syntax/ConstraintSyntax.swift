import PlumbLayout

/// An attribute as written after an item's dot: one attribute or a composite.
struct AttributeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// One attribute, or a name that stands for several.
    public enum Kind: Hashable, Sendable {
        case single(LayoutAttribute)
        case composite(CompositeAttributeName)
    }

    /// What was named.
    public var kind: Kind
    /// Where the attribute's name was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The attributes this stands for: one, or a composite's components.
    public var components: [LayoutAttribute] {
        switch kind {
        case .single(let attribute): return [attribute]
        case .composite(let composite): return composite.components
        }
    }

    /// The spelling.
    public var description: String {
        switch kind {
        case .single(let attribute): return attribute.rawValue
        case .composite(let composite): return composite.rawValue
        }
    }
}

/// `ITEM.ATTR`: the left-hand side of a constraint.
struct AnchorSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The view, guide or superview.
    public var item: ItemSyntax
    /// The attribute after the dot.
    public var attribute: AttributeSyntax
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `item.attribute`.
    public var description: String { "\(item).\(attribute)" }
}

/// How the right-hand item is scaled: `* M` (also written `M *` before the item) or `/ D`.
///
/// Division is kept as written, so `card.width / 3` prints back exactly.
enum ScaleSyntax: Hashable, Sendable, CustomStringConvertible {
    case times(Double)
    case dividedBy(Double)

    /// The multiplier: `M`, or `1 / D`.
    public var multiplier: Double {
        switch self {
        case .times(let value): return value
        case .dividedBy(let value): return 1 / value
        }
    }

    /// `* M` or `/ D`.
    public var description: String {
        switch self {
        case .times(let value): return "* \(formatExactNumber(value))"
        case .dividedBy(let value): return "/ \(formatExactNumber(value))"
        }
    }
}

/// `[M *] ITEM[.ATTR] [* M | / D] [+ C | - C]`: the right-hand side's item term.
///
/// The attribute is `nil` only in shorthand blocks, where a bare item means the entry's own
/// attribute (`left == superview`); ``ShorthandBlockSyntax/constraints`` fills it in.
struct TermSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The view, guide or superview.
    public var item: ItemSyntax
    /// The attribute after the dot; `nil` for a bare item in a shorthand block.
    public var attribute: AttributeSyntax?
    /// The multiplier or divisor, wherever it was written; `nil` means 1.
    public var scale: ScaleSyntax?
    /// The signed constant; 0 when none was written.
    public var constant: Double = 0
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The multiplier, 1 when none was written.
    public var multiplier: Double { scale?.multiplier ?? 1 }

    /// `item.attr * M + C`, omitting what was not written.
    public var description: String {
        var text = item.description
        if let attribute { text += ".\(attribute)" }
        if let scale { text += " \(scale)" }
        if constant != 0 {
            text += constant < 0 ? " - " : " + "
            text += formatExactNumber(abs(constant))
        }
        return text
    }
}

/// The right-hand side of a constraint: a constant, a size (for `size`), or an item term.
struct RightHandSideSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The three forms of right-hand side.
    public enum Kind: Hashable, Sendable {
        /// A number: `button.width == 88`.
        case constant(Double)
        /// A size literal: `avatar.size == 40x40`.
        case size(SizeSyntax)
        /// An item term: `root.width * 0.5 + 5`.
        case term(TermSyntax)
    }

    /// What the right-hand side is.
    public var kind: Kind
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// A constant right-hand side.
    public static func constant(_ value: Double, range: SourceRange = .unknown) -> Self {
        Self(kind: .constant(value), range: range)
    }

    /// A size right-hand side, at the size's range.
    public static func size(_ size: SizeSyntax) -> Self {
        Self(kind: .size(size), range: size.range)
    }

    /// A term right-hand side, at the term's range.
    public static func term(_ term: TermSyntax) -> Self {
        Self(kind: .term(term), range: term.range)
    }

    /// The term, when the right-hand side is one.
    public var term: TermSyntax? {
        if case .term(let term) = kind { return term }
        return nil
    }

    /// As written, canonically.
    public var description: String {
        switch kind {
        case .constant(let value): return formatExactNumber(value)
        case .size(let size): return size.description
        case .term(let term): return term.description
        }
    }
}

/// A priority as written: `@750`, `@high`; also the values of `hug`, `resist` and `priority`.
struct PrioritySyntax: Hashable, Sendable, CustomStringConvertible {
    /// A number or a name.
    public enum Kind: Hashable, Sendable {
        case value(Double)
        case named(NamedPriority)
    }

    /// The number or name.
    public var kind: Kind
    /// Where it was written (without the `@`).
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The value on Auto Layout's scale, in (0, 1000].
    public var value: Double {
        switch kind {
        case .value(let value): return value
        case .named(let name): return name.value
        }
    }

    /// The number or name, without `@`.
    public var description: String {
        switch kind {
        case .value(let value): return formatExactNumber(value)
        case .named(let name): return name.rawValue
        }
    }
}

/// One constraint in equation form: `wide: text.width <= root.width * 0.5 + 5 @750`.
typealias ConstraintSyntax = RelationSyntax<AnchorSyntax>

/// `label: subject REL second @priority`: a constraint written as an equation
/// (``ConstraintSyntax``, whose subject is an item's attribute) or an entry of a shorthand
/// block (``ShorthandEntrySyntax``, whose subject is an attribute of the block's item).
struct RelationSyntax<Subject>: Hashable, Sendable, CustomStringConvertible
where Subject: Hashable & Sendable & CustomStringConvertible {
    /// The label, the constraint's identifier (`wide:`).
    public var label: NameSyntax?
    /// The left-hand side.
    public var first: Subject
    /// The relation.
    public var relation: Relation
    /// The right-hand side; in a shorthand entry, a term without an attribute means the same
    /// attribute.
    public var second: RightHandSideSyntax
    /// The priority; `nil` means required.
    public var priority: PrioritySyntax?
    /// Where it was written, label and priority included.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `label: first REL second @priority`, canonically.
    public var description: String {
        var text = label.map { "\($0.name): " } ?? ""
        text += "\(first) \(relation) \(second)"
        if let priority { text += " @\(priority)" }
        return text
    }
}
