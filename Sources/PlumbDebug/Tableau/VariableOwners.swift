// Which layout item and frame component each solver variable stands for: the layout's half
// of reading a tableau (the solver's half is PlumbSolver's `TableauIndex`).

import PlumbLayout

/// For each variable of a layout's solver, the item and frame component it stands for.
struct VariableOwners {
    private let owners: [(item: any LayoutItem, component: FrameVariables.Component)?]

    init(_ layout: Layout, variableCount: Int) {
        var owners = [(item: any LayoutItem, component: FrameVariables.Component)?](
            repeating: nil, count: variableCount)
        for item in layout.items {
            let v = item.frameVariables
            for (variable, component) in zip(v.all, FrameVariables.Component.allCases)
            where Int(variable.index) < owners.count {
                owners[Int(variable.index)] = (item, component)
            }
        }
        self.owners = owners
    }

    /// The item and component a variable stands for.
    func owner(of variable: Variable) -> (
        item: any LayoutItem, component: FrameVariables.Component
    )? {
        Int(variable.index) < owners.count && variable.index >= 0
            ? owners[Int(variable.index)] : nil
    }
}

/// The solver of `layout` without its exercise preferences.
///
/// The layout as its constraints alone define it, for judging ambiguity (a preference at
/// 0.001 would pin what the constraints leave free). The copy's solution may sit at another vertex of the same optimal
/// face; read current values from the live layout.
///
/// ```swift
/// let solver = constraintSolver(of: layout)
/// solver.determinacy(of: relativeExpression(of: .y, of: title))   // .ambiguous
/// ```
public func constraintSolver(of layout: Layout) -> Solver {
    var solver = layout.solver
    solver.stopJournal()
    for edit in solver.editVariables {
        // Removing an optional edit constraint cannot fail; should it, the copy keeps it.
        try? solver.removeEditVariable(edit.variable)
    }
    return solver
}
