import PlumbText

/// `pin card to root.safeArea insets 20 align center`: Align's semantic helper.
///
/// Pins the subject's edges to a target (its superview by default), along one axis or both,
/// with insets, then places it by an alignment (`fill` by default, which pins every edge).
struct PinSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The view or guide to pin.
    public var subject: NameSyntax
    /// The target (`to root.safeArea`); `nil` means the superview.
    public var target: ItemSyntax?
    /// `horizontal` or `vertical`; `nil` means both.
    public var axis: PinAxis?
    /// `insets 20`, `insets 8 16 8 16` or `inset 16`; `nil` means zero.
    public var insets: EdgeInsetsSyntax?
    /// `align topTrailing`; `nil` means fill.
    public var alignment: PinAlignmentName?
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `pin NAME to TARGET AXIS insets I align A`, omitting what was not written.
    public var description: String {
        var words = ["pin", subject.name]
        if let target { words += ["to", target.description] }
        if let axis { words.append(axis.rawValue) }
        if let insets {
            words += [axis != nil && insets.isUniform ? "inset" : "insets", insets.description]
        }
        if let alignment { words += ["align", alignment.rawValue] }
        return words.joined(separator: " ")
    }
}

/// `group compact { … }`: named constraints made, and later switched, together.
///
/// The body holds constraint statements only: equations, shorthand blocks, VFL, `pin`, and
/// (syntactically) nested groups, which the interpreter may refuse.
struct GroupSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The group's name.
    public var name: NameSyntax
    /// `false` when written `group NAME off { … }`: created inactive.
    public var isActive: Bool = true
    /// The statements of the body, in order.
    public var statements: [StatementSyntax]
    /// Where it was written, braces included.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The group over several lines, its body indented by two spaces per level.
    public func formatted(indentation: String = "") -> String {
        let header = "group \(name.name)\(isActive ? "" : " off") {"
        if statements.isEmpty { return header + " }" }
        let body = statements.map {
            indentation + "  " + $0.formatted(indentation: indentation + "  ")
        }
        return ([header] + body + [indentation + "}"]).joined(separator: "\n")
    }

    /// ``formatted(indentation:)`` at the top level.
    public var description: String { formatted() }
}

/// `activate regular`, `deactivate compact #3`, `toggle wide`.
struct ActivationSyntax: Hashable, Sendable, CustomStringConvertible {
    /// Whether to activate, deactivate or toggle.
    public var action: ActivationAction
    /// Groups, labels or constraint numbers, at least one.
    public var targets: [ReferenceSyntax]
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `action target …`.
    public var description: String {
        ([action.rawValue] + targets.map(\.description)).joined(separator: " ")
    }
}

/// `remove button`, `remove #3 wide`: views (with their subtrees), guides, constraints or
/// groups.
struct RemoveSyntax: Hashable, Sendable, CustomStringConvertible {
    /// What to remove, at least one.
    public var targets: [ReferenceSyntax]
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `remove target …`.
    public var description: String {
        (["remove"] + targets.map(\.description)).joined(separator: " ")
    }
}

/// `constant #3 40`: changes a constraint's constant.
struct ConstantChangeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The constraint: `#N` or its label.
    public var target: ReferenceSyntax
    /// The new constant.
    public var constant: Double
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `constant TARGET VALUE`.
    public var description: String { "constant \(target) \(formatExactNumber(constant))" }
}

/// `priority wide 500`: changes a constraint's priority.
struct PriorityChangeSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The constraint: `#N` or its label.
    public var target: ReferenceSyntax
    /// The new priority.
    public var priority: PrioritySyntax
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `priority TARGET VALUE`.
    public var description: String { "priority \(target) \(priority)" }
}
