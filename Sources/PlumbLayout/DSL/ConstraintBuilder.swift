// The result builder that turns a block of equations into drafts, each stamped with the file
// and line it was written on, and the Layout entry points that make, activate or group a
// block in one transaction.

/// Collects the equations of a block, with `if`, `switch` and `for`, recording each
/// equation's `#fileID` and `#line` as its origin.
///
/// ```swift
/// try layout.activate {
///     button.width == 88
///     if compact { text.top == button.bottom + 8 } else { text.top == button.top }
///     for (a, b) in zip(labels, labels.dropFirst()) { b.left == a.right + 8 }
/// }
/// ```
@resultBuilder
public enum ConstraintBuilder {
    /// One equation, stamped with the line it was written on.
    public static func buildExpression(
        _ draft: ConstraintDraft, file: String = #fileID, line: Int = #line
    ) -> [ConstraintDraft] {
        [draft.origin == nil ? draft.at(.source(file: file, line: line)) : draft]
    }

    /// Several equations from a helper, stamped with the line of the call when they have no
    /// origin of their own.
    public static func buildExpression(
        _ drafts: [ConstraintDraft], file: String = #fileID, line: Int = #line
    ) -> [ConstraintDraft] {
        drafts.map { $0.origin == nil ? $0.at(.source(file: file, line: line)) : $0 }
    }

    public static func buildBlock(_ parts: [ConstraintDraft]...) -> [ConstraintDraft] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [ConstraintDraft]?) -> [ConstraintDraft] {
        part ?? []
    }

    public static func buildEither(first part: [ConstraintDraft]) -> [ConstraintDraft] { part }

    public static func buildEither(second part: [ConstraintDraft]) -> [ConstraintDraft] { part }

    public static func buildArray(_ parts: [[ConstraintDraft]]) -> [ConstraintDraft] {
        parts.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ part: [ConstraintDraft]) -> [ConstraintDraft] {
        part
    }
}

extension Layout {
    /// Makes and activates a block of equations in one transaction: either every equation is
    /// made and activated, or (on a ``LayoutError``) nothing changes.
    ///
    /// An equation on its own
    /// does nothing; this is how equations take effect.
    ///
    /// Required constraints that cannot hold are activated broken, as in UIKit; the report
    /// lists the conflicts. ``LayoutReport/constraints`` holds the constraints made, in order.
    ///
    /// ```swift
    /// let report = try layout.activate {
    ///     button.width == 88
    ///     button.right == root.right - 22
    ///     text.width >= button.width * 0.5 + 5 ~ 750
    /// }
    /// ```
    @discardableResult
    public func activate(
        file: String = #fileID, line: Int = #line,
        @ConstraintBuilder _ body: () -> [ConstraintDraft]
    ) throws(LayoutError) -> LayoutReport {
        try activate(body(), origin: .source(file: file, line: line))
    }

    /// Makes and activates one equation.
    ///
    /// ```swift
    /// let c = try layout.activate(button.width == 88).constraints[0]
    /// ```
    @discardableResult
    public func activate(
        _ draft: ConstraintDraft, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) -> LayoutReport {
        try activate([draft], origin: .source(file: file, line: line))
    }

    /// Makes a block of equations as inactive constraints, all or none.
    ///
    /// ```swift
    /// let regular = try layout.makeConstraints { text.top == button.top }
    /// ```
    public func makeConstraints(
        file: String = #fileID, line: Int = #line,
        @ConstraintBuilder _ body: () -> [ConstraintDraft]
    ) throws(LayoutError) -> [LayoutConstraint] {
        try makeConstraints(body(), origin: .source(file: file, line: line))
    }

    /// Makes a group from a block of equations, active or not, in one transaction.
    ///
    /// ```swift
    /// let regular = try layout.group(named: "regular", isActive: false) {
    ///     text.top == button.top
    /// }.group
    /// ```
    @discardableResult
    public func group(
        named name: String, isActive: Bool = true, file: String = #fileID, line: Int = #line,
        @ConstraintBuilder _ body: () -> [ConstraintDraft]
    ) throws(LayoutError) -> (group: ConstraintGroup, report: LayoutReport) {
        try makeGroup(
            named: name, drafts: body(), isActive: isActive, origin: .source(file: file, line: line)
        )
    }

    /// Makes a group from drafts, active or not, in one transaction: if anything is refused,
    /// nothing is made.
    @discardableResult
    public func makeGroup(
        named name: String, drafts: [ConstraintDraft], isActive: Bool = true,
        origin: ConstraintOrigin
    ) throws(LayoutError) -> (group: ConstraintGroup, report: LayoutReport) {
        try checkNewName(name)
        for draft in drafts {
            _ = try check(draft)
            if draft.identifier == name { throw .duplicateName(name, existing: .group) }
            if isActive { _ = try checkHost(draft.first, draft.second, nil) }
        }
        let made = try makeConstraints(drafts, origin: origin)
        do {
            var result = try makeGroup(named: name, isActive: isActive, constraints: made)
            result.report.constraints = made
            return result
        } catch {
            for c in made { retire(c) }
            throw error
        }
    }
}
