// The constraints part of `export swift`: one anchor expression per constraint, variables
// for the constraints that need a priority, an identifier or a state set, and the
// `activate` calls, ungrouped constraints first, then each group.

import PlumbLayout

extension SwiftWriter {
    mutating func writeConstraints() {
        let live = layout.userConstraints.filter { !$0.isRemoved }
        guard !live.isEmpty else { return }
        lines.append("// Constraints; each comment gives Plumb's number.")
        let ungrouped = live.filter { $0.group == nil }
        var variables: [ObjectIdentifier: String] = [:]
        for c in live where needsVariable(c) {
            let name = variableName(for: c)
            variables[ObjectIdentifier(c)] = name
            lines.append("let \(name) = \(expression(c))  // \(tag(c))")
            if let identifier = c.identifier {
                lines.append("\(name).identifier = \"\(identifier)\"")
            }
            if !c.priority.isRequired { lines.append("\(name).priority = \(priority(c.priority))") }
        }
        let activeUngrouped = ungrouped.filter(\.isActive)
        if !activeUngrouped.isEmpty {
            lines.append("NSLayoutConstraint.activate([")
            for c in activeUngrouped {
                lines.append(
                    "    \(variables[ObjectIdentifier(c)] ?? expression(c)),  // \(tag(c))")
            }
            lines.append("])")
        }
        for c in ungrouped where !c.isActive {
            let name = variables[ObjectIdentifier(c)] ?? expression(c)
            lines.append("// \(tag(c)) is inactive: activate it with '\(name).isActive = true'")
        }
        for group in layout.groups {
            let members = group.constraints.filter { !$0.isRemoved }
            let name = Self.identifier(group.name)
            lines.append("")
            lines.append(
                "// Group '\(group.name)'\(group.isActive ? "" : ", inactive: activate it with 'NSLayoutConstraint.activate(\(name))'")."
            )
            lines.append("let \(name): [NSLayoutConstraint] = [")
            for c in members {
                lines.append(
                    "    \(variables[ObjectIdentifier(c)] ?? expression(c)),  // \(tag(c))")
            }
            lines.append("]")
            if group.isActive {
                let off = members.filter { !$0.isActive }
                if off.isEmpty {
                    lines.append("NSLayoutConstraint.activate(\(name))")
                } else {
                    lines.append(
                        "NSLayoutConstraint.activate(\(name).filter { ![\(off.map { variables[ObjectIdentifier($0)] ?? "" }.joined(separator: ", "))].contains($0) })"
                    )
                }
            }
        }
    }

    /// A constraint needs a variable when something must be set on it before activation, or
    /// it stays inactive alone.
    private func needsVariable(_ c: LayoutConstraint) -> Bool {
        c.identifier != nil || !c.priority.isRequired
            || (!c.isActive && (c.group == nil || c.group?.isActive == true))
    }

    private mutating func variableName(for c: LayoutConstraint) -> String {
        var name = c.identifier ?? "constraint\(c.number ?? 0)"
        if c.identifier == nil {
            while taken.contains(name) { name += "_" }
        }
        taken.insert(name)
        return Self.identifier(name)
    }

    /// `#3`, with `broken` when it was broken to recover from a conflict.
    private func tag(_ c: LayoutConstraint) -> String {
        let number = c.number.map { "#\($0)" } ?? "system"
        return c.isBroken ? number + ", broken to recover from a conflict" : number
    }

    // MARK: - Expressions

    /// The item as Swift: a view or guide's name, or a view's system guide.
    private func item(_ item: any LayoutItem) -> String {
        if let guide = item as? LayoutGuide, guide.isSystemGuide, let owner = guide.owningView {
            return Self.identifier(owner.name)
                + (guide.kind == .safeArea ? ".safeAreaLayoutGuide" : ".layoutMarginsGuide")
        }
        return Self.identifier(item.name)
    }

    /// `card.leadingAnchor`, `card.layoutMarginsGuide.leadingAnchor` for a margin attribute.
    private func anchor(_ side: ItemAttribute) -> String {
        if let base = side.attribute.marginBase {
            return item(side.item) + ".layoutMarginsGuide." + base.rawValue + "Anchor"
        }
        return item(side.item) + "." + side.attribute.rawValue + "Anchor"
    }

    /// The constraint as an anchor expression, or with the item/attribute initializer when
    /// anchors cannot say it (a multiplier on a position).
    func expression(_ c: LayoutConstraint) -> String {
        let relation: String
        switch c.relation {
        case .equal: relation = "equalTo"
        case .lessThanOrEqual: relation = "lessThanOrEqualTo"
        case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
        }
        let first = anchor(c.firstSide)
        guard let second = c.secondSide else {
            return "\(first).constraint(\(relation)Constant: \(formatNumber(c.constant)))"
        }
        if c.firstAttribute.kind == .dimension {
            var arguments = "\(relation): \(anchor(second))"
            if c.multiplier != 1 { arguments += ", multiplier: \(formatNumber(c.multiplier))" }
            if c.constant != 0 { arguments += ", constant: \(formatNumber(c.constant))" }
            return "\(first).constraint(\(arguments))"
        }
        if c.multiplier == 1 {
            let constant = c.constant == 0 ? "" : ", constant: \(formatNumber(c.constant))"
            return "\(first).constraint(\(relation): \(anchor(second))\(constant))"
        }
        let swiftRelation: String
        switch c.relation {
        case .equal: swiftRelation = ".equal"
        case .lessThanOrEqual: swiftRelation = ".lessThanOrEqual"
        case .greaterThanOrEqual: swiftRelation = ".greaterThanOrEqual"
        }
        return
            "NSLayoutConstraint(item: \(item(c.firstItem)), attribute: .\(c.firstAttribute.rawValue), relatedBy: \(swiftRelation), toItem: \(item(second.item)), attribute: .\(second.attribute.rawValue), multiplier: \(formatNumber(c.multiplier)), constant: \(formatNumber(c.constant)))"
    }
}
