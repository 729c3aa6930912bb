import PlumbLayout

// Resolving the names a statement uses: views, guides, `superview`, a view's `.margins` and
// `.safeArea`, groups, constraint labels and numbers. Every failure is an error at the name,
// with "did you mean" among the names of the right kind, in creation order.

extension CommandContext {
    // MARK: - Names in the layout, in creation order

    /// The live views' names, windows included.
    public var viewNames: [String] { layout.views.map(\.name) }

    /// The live views' and user guides' names.
    public var itemNames: [String] {
        layout.items.compactMap { item in
            if let guide = item as? LayoutGuide, guide.isSystemGuide { return nil }
            return item.name
        }
    }

    /// The groups' names.
    public var groupNames: [String] { layout.groups.map(\.name) }

    /// The constraint labels.
    public var labelNames: [String] { layout.userConstraints.compactMap(\.identifier) }

    /// Every name: items, groups and labels.
    public var allNames: [String] { itemNames + groupNames + labelNames }

    // MARK: - Resolving

    /// The view called `name`.
    public func view(_ name: NameSyntax) throws(Diagnostic) -> View {
        if let view = layout.view(named: name.name) { return view }
        throw unknown(name, expected: "view", among: viewNames)
    }

    /// The view or user guide called `name`.
    public func item(_ name: NameSyntax) throws(Diagnostic) -> any LayoutItem {
        if let item = layout.item(named: name.name) { return item }
        throw unknown(name, expected: "view or guide", among: itemNames)
    }

    /// The item an `ItemSyntax` names: a view or guide, `superview` (the superview of
    /// `subject`, or for a guide its owning view), and `.margins` or `.safeArea` of a view.
    ///
    /// - Parameters:
    ///   - syntax: The item as written.
    ///   - subject: The item `superview` is relative to (the left-hand side, the view being
    ///     pinned); nil where `superview` makes no sense.
    /// - Returns: The view or guide.
    /// - Throws: An error at the name that does not resolve.
    public func item(_ syntax: ItemSyntax, subject: (any LayoutItem)?) throws(Diagnostic)
        -> any LayoutItem
    {
        let base: any LayoutItem
        switch syntax.base {
        case .named(let name):
            base = try item(NameSyntax(name: name, range: baseRange(of: syntax)))
        case .superview:
            guard let subject else {
                throw error(
                    "'superview' means the superview of the item on the left-hand side, so it cannot be on the left itself",
                    at: baseRange(of: syntax))
            }
            base = try superview(of: subject, at: baseRange(of: syntax))
        }
        guard let guide = syntax.guide else { return base }
        guard let view = base as? View else {
            throw error(
                "'\(base.name)' is a layout guide; only views have '.\(guide)'", at: syntax.range)
        }
        switch guide {
        case .margins: return view.layoutMarginsGuide
        case .safeArea: return view.safeAreaLayoutGuide
        }
    }

    /// The superview of a view, or the owning view of a guide.
    public func superview(of item: any LayoutItem, at range: SourceRange) throws(Diagnostic)
        -> View
    {
        if let view = item as? View {
            guard let parent = view.superview else {
                throw error(
                    "'\(view.name)' is a window and has no superview; name the item instead of 'superview'",
                    at: range)
            }
            return parent
        }
        guard let owner = item.owningView else {
            throw error("'\(item.name)' has no owning view", at: range)
        }
        return owner
    }

    /// The user constraint `#N` or labeled `LABEL`.
    public func constraint(_ reference: ReferenceSyntax) throws(Diagnostic) -> LayoutConstraint {
        switch reference.kind {
        case .number(let number):
            if let c = layout.constraint(number: number) { return c }
            let last = layout.nextConstraintNumber - 1
            let hint = last < 1 ? "there are no constraints yet" : "numbers go from #1 to #\(last)"
            let gone = number >= 1 && number <= last ? "#\(number) was removed" : hint
            throw error("no constraint #\(number): \(gone)", at: reference.range)
        case .name(let name):
            if let c = layout.constraint(labeled: name) { return c }
            throw unknown(
                NameSyntax(name: name, range: reference.range), expected: "constraint label",
                among: labelNames)
        }
    }

    /// The group called `name`.
    public func group(_ name: NameSyntax) throws(Diagnostic) -> ConstraintGroup {
        if let group = layout.group(named: name.name) { return group }
        throw unknown(name, expected: "group", among: groupNames)
    }

    /// What a reference stands for, whatever its kind.
    public func entity(_ reference: ReferenceSyntax) throws(Diagnostic) -> NamedEntity {
        switch reference.kind {
        case .number:
            return .constraint(try constraint(reference))
        case .name(let name):
            if let entity = layout.entity(named: name) { return entity }
            throw unknown(
                NameSyntax(name: name, range: reference.range), expected: "name", among: allNames)
        }
    }

    /// The error for a name that is not a `expected`: another kind of thing, or nothing,
    /// with the nearest name of the right kind.
    public func unknown(_ name: NameSyntax, expected: String, among candidates: [String])
        -> Diagnostic
    {
        if let entity = layout.entity(named: name.name) {
            return error(
                "'\(name.name)' is a \(entity.kind.rawValue), not a \(expected)", at: name.range)
        }
        if name.name == "superview" {
            return error("'superview' can only be used in a constraint", at: name.range)
        }
        let suggestion = NameSuggestion.nearest(to: name.name, in: candidates)
        let fixIts =
            suggestion.map {
                [FixIt("replace with '\($0)'", replacing: name.range, with: $0)]
            } ?? []
        var message = "unknown \(expected) '\(name.name)'"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return Diagnostic("unknownName", message, at: name.range, fixIts: fixIts)
    }

    /// The range of an item's base name (without `.margins`).
    private func baseRange(of syntax: ItemSyntax) -> SourceRange {
        guard syntax.guide != nil, !syntax.range.start.isUnknown else { return syntax.range }
        var range = syntax.range
        let length = syntax.baseName.utf8.count
        range.end = TextPosition(
            line: range.start.line, column: range.start.column + length,
            offset: range.start.offset + length)
        return range
    }
}
