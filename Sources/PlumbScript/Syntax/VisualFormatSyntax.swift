import PlumbLayout

/// A statement in Apple's Visual Format Language, with view names from the session, and
/// optional alignment options.
///
/// ```
/// H:|-22-[text]-22-[button(88)]-22-|
/// H:|-[a(>=80@750)]-[b(==a)]-| align centerY
/// ```
///
/// The grammar is Apple's (reference/apple-autolayout.md §9):
///
/// ```
/// format     ::= [ ("H" | "V") ":" ] [ "|" connection ] view { connection view }
///                [ connection "|" ] { option }
/// view       ::= "[" name [ "(" predicate { "," predicate } ")" ] "]"
/// connection ::= ε | "-" | "-" predicate "-" | "-" "(" predicate { "," predicate } ")" "-"
/// predicate  ::= [ "==" | "<=" | ">=" ] ( number | name ) [ "@" ( number | name ) ]
/// option     ::= "align" alignment { alignment } | "direction" direction
///              | alignAllX | directionX                ; Apple's option names
/// ```
///
/// A name is a metric (`metric pad = 16`, Apple's metrics dictionary); in a view's own size
/// predicate it may also be another view (`[b(==a)]`), the metric winning as in Apple's
/// parser. Apple's shipped parser is more lenient than its documented grammar, and so is
/// this one: a bare spacing may carry a relation and a priority (`-[a]->=0@750-[b]-`).
struct VisualFormatSyntax: Hashable, Sendable, CustomStringConvertible {
    /// `H` or `V` when written; `nil` when omitted, which means horizontal.
    public var orientation: VisualFormatOrientation?
    /// The connection after a leading `|`, or `nil` when the string does not start at the
    /// superview.
    public var leadingSuperview: VisualFormatConnectionSyntax?
    /// The views, at least one, in order.
    public var views: [VisualFormatViewSyntax]
    /// The connections between consecutive views: `connections[i]` joins `views[i]` and
    /// `views[i + 1]`.
    public var connections: [VisualFormatConnectionSyntax]
    /// The connection before a trailing `|`, or `nil` when the string does not end at the
    /// superview.
    public var trailingSuperview: VisualFormatConnectionSyntax?
    /// The alignment options (`align centerY`), in order.
    public var alignments: [VisualFormatAlignmentSyntax] = []
    /// The direction option (`direction leftToRight`); nil means leading to trailing.
    public var direction: VisualFormatDirection?
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The orientation, horizontal when none was written.
    public var effectiveOrientation: VisualFormatOrientation { orientation ?? .horizontal }

    /// The format string followed by its options.
    public var description: String {
        var text = orientation.map { "\($0):" } ?? ""
        if let leadingSuperview { text += "|\(leadingSuperview)" }
        for (index, view) in views.enumerated() {
            if index > 0, index - 1 < connections.count {
                text += connections[index - 1].description
            }
            text += view.description
        }
        if let trailingSuperview { text += "\(trailingSuperview)|" }
        if !alignments.isEmpty {
            text += " align " + alignments.map(\.attribute.rawValue).joined(separator: " ")
        }
        if let direction { text += " direction \(direction.rawValue)" }
        return text
    }
}

/// `[name]` or `[name(predicates)]`: a view and the predicates on its width (H) or height (V).
struct VisualFormatViewSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The view's name.
    public var name: NameSyntax
    /// The size predicates; empty when there are no parentheses.
    public var predicates: [VisualFormatPredicateSyntax] = []
    /// Where it was written, brackets included.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `[name(p, …)]`.
    public var description: String {
        if predicates.isEmpty { return "[\(name.name)]" }
        return "[\(name.name)(\(predicates.map(\.description).joined(separator: ",")))]"
    }
}

/// The spacing between two neighbours in a format string.
struct VisualFormatConnectionSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The three forms of connection.
    public enum Kind: Hashable, Sendable {
        /// Nothing between the neighbours (`[a][b]`): zero spacing.
        case flush
        /// `-`: the standard spacing (8 between siblings, 20 to the superview).
        case standard
        /// `-50-` or `-(>=8,<=20@750)-`: explicit spacing predicates.
        case spacing([VisualFormatPredicateSyntax])
    }

    /// The form of the connection.
    public var kind: Kind
    /// Where it was written; empty for a flush connection.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// ``, `-`, `-N-` or `-(predicates)-`.
    public var description: String {
        switch kind {
        case .flush:
            return ""
        case .standard:
            return "-"
        case .spacing(let predicates):
            if predicates.count == 1, let only = predicates.first, only.relation == nil,
                only.priority == nil, only.priorityName == nil
            {
                switch only.object {
                case .constant(let value) where value >= 0:
                    return "-\(formatExactNumber(value))-"
                case .metric(let name):
                    return "-\(name.name)-"
                default:
                    break
                }
            }
            return "-(\(predicates.map(\.description).joined(separator: ",")))-"
        }
    }
}

/// `[relation] object [@priority]`, as in `>=80@750` or `==a`.
struct VisualFormatPredicateSyntax: Hashable, Sendable, CustomStringConvertible {
    /// What the predicate relates to.
    public enum Object: Hashable, Sendable {
        /// A number of points.
        case constant(Double)
        /// A name in a view's size predicate: a metric when one has that name, otherwise
        /// another view's width or height (`[b(==a)]`).
        case view(NameSyntax)
        /// A metric's name in a connection (`-pad-`).
        case metric(NameSyntax)
    }

    /// The relation as written; `nil` when omitted, which means `==`.
    public var relation: Relation?
    /// The number or view the predicate relates to.
    public var object: Object
    /// The priority; `nil` means required (or a metric, when ``priorityName`` is set).
    public var priority: PrioritySyntax?
    /// The priority written as a name that is not one of Plumb's named priorities: a metric
    /// (`@lowPriority`).
    ///
    /// A named priority (`@high`) gives way to a metric of that name when
    /// the statement runs.
    public var priorityName: NameSyntax?
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The relation, `==` when none was written.
    public var effectiveRelation: Relation { relation ?? .equal }

    /// `>=80@750`.
    public var description: String {
        var text = relation?.rawValue ?? ""
        switch object {
        case .constant(let value): text += formatExactNumber(value)
        case .view(let name), .metric(let name): text += name.name
        }
        if let priorityName {
            text += "@\(priorityName.name)"
        } else if let priority {
            text += "@\(priority)"
        }
        return text
    }
}

/// One alignment option after `align`, such as `centerY`.
///
/// The options are `left`, `right`, `top`, `bottom`, `leading`, `trailing`, `centerX`,
/// `centerY`, `firstBaseline` and `lastBaseline` (`baseline` is read as `lastBaseline`).
/// Each adds an equality on that attribute between neighbouring views.
struct VisualFormatAlignmentSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The attribute to align.
    public var attribute: LayoutAttribute
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The attributes Apple's `NSLayoutConstraint.FormatOptions` can align.
    public static let allowed: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .firstBaseline,
        .lastBaseline,
    ]

    /// The attribute's name.
    public var description: String { attribute.rawValue }
}
