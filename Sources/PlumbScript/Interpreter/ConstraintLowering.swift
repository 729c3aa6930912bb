import PlumbLayout

// From constraint syntax to the model's drafts: equations (composites expanded), shorthand
// blocks, and the statements a group's body may hold; then checking each draft where it was
// written and activating them all in one transaction.

/// A draft, with the source it was written at, so an error can point there.
struct LoweredConstraint {
    /// The constraint to make.
    public var draft: ConstraintDraft
    /// Where it was written.
    public var range: SourceRange

    /// Creates a lowered constraint.
    public init(_ draft: ConstraintDraft, at range: SourceRange) {
        self.draft = draft
        self.range = range
    }
}

extension CommandContext {
    /// One equation as drafts: one, or one per component of a composite (`center`, `size`,
    /// `edges`).
    public func lower(_ c: ConstraintSyntax) throws(Diagnostic) -> [LoweredConstraint] {
        let firstItem = try item(c.first.item, subject: nil)
        let components = c.first.attribute.components
        if components.count > 1, let label = c.label {
            throw error(
                "a label names one constraint, but '\(c.first.attribute)' makes \(components.count); label each one separately",
                at: label.range)
        }
        let relation = c.relation
        let priority = c.priority?.value ?? 1000
        var firsts: [ItemAttribute] = []
        for component in components {
            firsts.append(
                ItemAttribute(firstItem, component))
        }
        func make(_ first: ItemAttribute, _ second: ItemAttribute?, _ m: Double, _ k: Double)
            -> LoweredConstraint
        {
            LoweredConstraint(
                ConstraintDraft(
                    first, relation, second, multiplier: m, constant: k, priority: priority,
                    identifier: c.label?.name, origin: origin),
                at: c.range)
        }
        switch c.second.kind {
        case .constant(let value):
            return firsts.map { make($0, nil, 1, value) }
        case .size(let size):
            guard case .composite(.size) = c.first.attribute.kind else {
                throw error(
                    "a size such as '40x40' can only be the right side of '.size' (width and height)",
                    at: c.second.range)
            }
            guard let width = size.width, let height = size.height else {
                throw error("'_' (no value) is only for intrinsic sizes", at: size.range)
            }
            return [make(firsts[0], nil, 1, width), make(firsts[1], nil, 1, height)]
        case .term(let term):
            let secondItem = try item(term.item, subject: firstItem)
            let secondAttribute = term.attribute ?? c.first.attribute
            let seconds = secondAttribute.components
            guard seconds.count == components.count else {
                throw error(
                    "'\(c.first.attribute)' stands for \(components.count) attribute\(components.count == 1 ? "" : "s") but '\(secondAttribute)' for \(seconds.count); relate like to like, as in '\(c.first.item).\(c.first.attribute) == \(term.item).\(c.first.attribute)'",
                    at: term.attribute?.range ?? c.second.range)
            }
            var result: [LoweredConstraint] = []
            for (first, attribute) in zip(firsts, seconds) {
                let second = ItemAttribute(secondItem, attribute)
                result.append(make(first, second, term.multiplier, term.constant))
            }
            return result
        }
    }

    /// The constraints a statement that makes constraints stands for.
    ///
    /// Equations, shorthand, VFL and `pin`; a group's body holds only these. Nested groups
    /// are refused.
    public func lowerConstraintStatement(_ statement: StatementSyntax) throws(Diagnostic)
        -> [LoweredConstraint]
    {
        switch statement.kind {
        case .constraints(let chain):
            var result: [LoweredConstraint] = []
            for c in chain { result += try lower(c) }
            return result
        case .shorthand(let block):
            var result: [LoweredConstraint] = []
            for c in block.constraints { result += try lower(c) }
            return result
        case .visualFormat(let format):
            return try lower(format)
        case .pin(let pin):
            return try lower(pin)
        case .group:
            throw error(
                "groups cannot be nested; a constraint belongs to at most one group",
                at: statement.range)
        default:
            throw error(
                "'\(statement.formatted())' does not make constraints", at: statement.range)
        }
    }

    /// Checks every draft where it was written, then makes and activates them all in one
    /// transaction; announces them and prints what else happened.
    public func activate(_ lowered: [LoweredConstraint]) throws(Diagnostic) -> LayoutReport {
        for item in lowered {
            try attempt(at: item.range) { () throws(LayoutError) in
                try layout.validate(item.draft)
            }
        }
        let report = try attempt { () throws(LayoutError) in
            try layout.activate(lowered.map(\.draft), origin: origin)
        }
        announce(report.constraints.map(\.description).joined(separator: "\n"))
        show(report)
        return report
    }
}
