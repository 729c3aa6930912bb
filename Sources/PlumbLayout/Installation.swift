// Where constraints live: the closest common ancestor of a constraint's items holds it (a view
// is its own ancestor; a guide counts as its owning view), as UIKit installs constraints on
// `activate`. The queries the shell's `where`, `common` and `constraints` commands ask.

extension Layout {
    /// The closest common ancestor of two items: a view is its own ancestor, a guide counts as
    /// its owning view.
    ///
    /// Nil when they are in different hierarchies (or removed).
    ///
    /// ```swift
    /// layout.commonAncestor(button, text) === root       // siblings
    /// layout.commonAncestor(card, cardTitle) === card    // a view and its subview
    /// layout.commonAncestor(root.layoutMarginsGuide, button) === root
    /// ```
    public func commonAncestor(_ a: any LayoutItem, _ b: any LayoutItem) -> View? {
        guard let first = a.owningView, let second = b.owningView else { return nil }
        return commonAncestor(of: first, second)
    }

    /// The closest common ancestor of two views.
    ///
    /// The two walks go up in turns and mark what they pass: the first view one walk finds
    /// marked by the other is the answer. That costs the distance to it, not the depth of the
    /// hierarchy, so a constraint between a view and its superview is O(1) even 2,000 levels
    /// down (a quadratic term of deep nesting before).
    func commonAncestor(of a: View, _ b: View) -> View? {
        if a === b { return a }
        ancestorStamp &+= 2
        let markA = ancestorStamp
        let markB = ancestorStamp &+ 1
        var x: View? = a
        var y: View? = b
        while x != nil || y != nil {
            if let v = x {
                if v.ancestorMark == markB { return v }
                v.ancestorMark = markA
                x = v.superview
            }
            if let v = y {
                if v.ancestorMark == markA { return v }
                v.ancestorMark = markB
                y = v.superview
            }
        }
        return nil
    }

    /// The view that holds (or, if activated now, would hold) a constraint: the closest common
    /// ancestor of its items; for a constraint on one item, that item's view.
    ///
    /// ```swift
    /// layout.host(of: c)?.name   // "root"
    /// ```
    public func host(of c: LayoutConstraint) -> View? {
        if c.isActive { return c.host }
        return computeHost(c)
    }

    func computeHost(_ c: LayoutConstraint) -> View? {
        guard let second = c.secondItem else { return c.firstItem.owningView }
        return commonAncestor(c.firstItem, second)
    }

    /// The host a draft would have, or the error that says why there is none.
    func checkHost(_ first: ItemAttribute, _ second: ItemAttribute?, _ c: LayoutConstraint?)
        throws(LayoutError) -> View
    {
        let view: View?
        if let second {
            view = commonAncestor(first.item, second.item)
        } else {
            view = first.item.owningView
        }
        guard let view else {
            throw .noCommonAncestor(
                c?.reference, first: first.item.name, second: second?.item.name ?? "?")
        }
        return view
    }

    /// The active constraints `view` holds, in creation order (UIKit's `view.constraints`),
    /// system constraints included.
    ///
    /// ```swift
    /// layout.constraints(heldBy: root).filter { !$0.isSystem }
    /// ```
    public func constraints(heldBy view: View) -> [LayoutConstraint] {
        constraints.filter { $0.isActive && $0.host === view }
    }

    /// The constraints that relate `item`, active or not, in creation order, system
    /// constraints included.
    ///
    /// With `includingGuides`, a view's constraints also include those
    /// of the guides it owns (its margins, safe area and user guides).
    ///
    /// ```swift
    /// layout.constraints(referencing: button).map(\.description)
    /// ```
    public func constraints(
        referencing item: any LayoutItem, includingGuides: Bool = false
    ) -> [LayoutConstraint] {
        var targets: [any LayoutItem] = [item]
        if includingGuides, let view = item as? View {
            targets += guides(of: view)
        }
        return indexedConstraints(ofAny: targets)
    }

    /// Every guide a view owns: its user guides, then its margins and safe-area guides.
    func guides(of view: View) -> [LayoutGuide] {
        var result = view.layoutGuides
        if let g = view.existingMarginsGuide { result.append(g) }
        if let g = view.existingSafeAreaGuide { result.append(g) }
        return result
    }
}
