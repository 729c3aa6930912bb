// What views and layout guides have in common: a name, an owning view, and four solver
// variables that place the item's frame in its window's coordinates.

/// A view or a layout guide: something constraints can relate.
///
/// Plumb has exactly two kinds of item, ``View`` and ``LayoutGuide``, both made by a
/// ``Layout``; an object of another type that conforms is refused with
/// ``LayoutError/foreignItem(_:)``.
///
/// Every item owns four solver variables, ``FrameVariables``, in **window coordinates**: the
/// left edge, the top edge, the width and the height. Every attribute is a linear expression
/// over them (``Layout/expression(of:_:)``).
///
/// ```swift
/// let item: any LayoutItem = button
/// item.owningView === button   // a view stands for itself
/// guide.owningView === root    // a guide counts as the view that owns it
/// ```
public protocol LayoutItem: AnyObject {
    /// The item's name: unique among a layout's live names (`button`), or derived from the
    /// owning view for the system guides (`root.margins`, `root.safeArea`).
    var name: String { get }
    /// The view that stands for the item in the hierarchy: a view itself, or a guide's owning
    /// view. Installation treats a guide as its owning view.
    var owningView: View? { get }
    /// The solver variables of the item's frame, in window coordinates.
    var frameVariables: FrameVariables { get }
    /// The layout that made the item (nil once the layout is gone).
    var layout: Layout? { get }
    /// Whether the item was removed from its layout; a removed item cannot be constrained.
    var isRemoved: Bool { get }
}

/// The four solver variables of an item's frame, in window coordinates, named
/// `NAME.minX`, `NAME.minY`, `NAME.width` and `NAME.height` in the solver.
///
/// ```swift
/// let x = layout.solver.value(of: button.frameVariables.minX)
/// ```
public struct FrameVariables: Hashable, Sendable {
    public let minX: Variable
    public let minY: Variable
    public let width: Variable
    public let height: Variable

    /// The variables in the order minX, minY, width, height.
    public var all: [Variable] { [minX, minY, width, height] }

    /// The part of a frame a variable of an item stands for.
    public enum Component: String, Hashable, Sendable, CaseIterable {
        case minX, minY, width, height
    }

    /// The component `variable` stands for, if it is one of these four.
    public func component(of variable: Variable) -> Component? {
        switch variable {
        case minX: .minX
        case minY: .minY
        case width: .width
        case height: .height
        default: nil
        }
    }

    static func make(in solver: inout SolverEngine, named name: String) -> FrameVariables {
        FrameVariables(
            minX: solver.makeVariable(named: "\(name).minX"),
            minY: solver.makeVariable(named: "\(name).minY"),
            width: solver.makeVariable(named: "\(name).width"),
            height: solver.makeVariable(named: "\(name).height"))
    }
}

extension LayoutItem {
    /// Whether the item is `other` (identity).
    func isSame(as other: any LayoutItem) -> Bool { self === other }

    /// The item's effective layout direction: its owning view's.
    var effectiveDirection: LayoutDirection {
        owningView?.effectiveLayoutDirection ?? .leftToRight
    }

    /// The creation order of the item in its layout.
    var serial: Int {
        if let view = self as? View { return view.serial }
        if let guide = self as? LayoutGuide { return guide.serial }
        return Int.max
    }

    /// Whether the item offers `attribute`: margin forms and baselines are views' only.
    func offers(_ attribute: LayoutAttribute) -> Bool {
        if self is View { return true }
        return !attribute.isMargin && !attribute.isBaseline
    }
}

/// Identity comparison of optional items.
func sameItem(_ a: (any LayoutItem)?, _ b: (any LayoutItem)?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let x?, let y?): x === y
    default: false
    }
}
