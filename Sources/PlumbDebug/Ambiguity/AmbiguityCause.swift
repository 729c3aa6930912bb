// Why a value is ambiguous (theory.md §3.4): find the free direction, a parametric symbol of
// the value's row that can rise at no cost, and read what it means. Either the contributions
// to its reduced cost cancel at some priority (a **tie**: constraints of equal priority pull
// against each other), or nothing contributes at all (a **missing constraint**: a variable no
// constraint mentions, or an inequality bounded on one side only).

import PlumbLayout

/// Why a frame component is ambiguous, in the user's terms.
public enum AmbiguityCause {
    /// Nothing fixes `component` of `item`: a variable no constraint determines, or a size
    /// bounded only by `size >= 0`. When `item` is not the ambiguous view, the view's value
    /// follows it.
    case missing(item: any LayoutItem, component: FrameComponent)
    /// `constraint`, an inequality, bounds the value on one side only and nothing else holds
    /// it: the value can grow (`upward`) or shrink without limit or cost.
    case oneSided(constraint: LayoutConstraint, upward: Bool)
    /// Constraints of the same priority pull against each other: raising the value costs
    /// some of them exactly what it saves the others (Apple's "opposing constraints of the
    /// same priority"). `constraints` lists each with its weight (+ loses, − gains).
    case tie(priority: Double, constraints: [(constraint: LayoutConstraint, weight: Double)])
    /// A degenerate vertex where no single symbol moves the value; the probe found the range.
    case degenerate

    /// The cause as one sentence about `view`'s `component`, with the fix: "title has no
    /// vertical position: add a top, bottom, centerY or baseline constraint".
    public func sentence(about view: any LayoutItem, _ component: FrameComponent) -> String {
        let subject = "\(view.name) has no \(component.phrase)"
        switch self {
        case .missing(let item, let source):
            if item === view && source == component {
                return "\(subject): add \(source.advice)"
            }
            let whose = item === view ? "its own" : "\(item.name)'s"
            let target = item === view ? "" : " to \(item.name)"
            return
                "\(subject): it depends on \(whose) \(source.phrase), which no constraint fixes: "
                + "add \(source.advice)\(target)"
        case .oneSided(let c, let upward):
            let side = upward ? "below" : "above"
            return
                "\(subject): \(ConstraintName.phrase(of: c)) (\(c.equation)) only bounds it from "
                + "\(side), and nothing else holds it: add \(component.advice)"
        case .tie(let priority, let constraints):
            return tieSentence(priority: priority, constraints.map(\.constraint))
        case .degenerate:
            return "\(subject): several free directions move it together (a degenerate layout); "
                + "see 'why \(view.name)'"
        }
    }

    /// "title and subtitle hug horizontally at 250: raise one to 251 (set title hug 251 250)".
    private func tieSentence(priority: Double, _ constraints: [LayoutConstraint]) -> String {
        let p = formatNumber(priority)
        let raised = priority.rounded(.down) + 1
        let canRaise = raised < 1000
        let fix = canRaise ? "raise one to \(formatNumber(raised))" : "lower one below \(p)"
        let target = canRaise ? raised : priority.rounded(.up) - 1
        let kinds = constraints.map(\.systemKind)
        let hugging = kinds.allSatisfy { if case .contentHugging? = $0 { true } else { false } }
        let resisting = kinds.allSatisfy {
            if case .compressionResistance? = $0 { true } else { false }
        }
        guard let first = constraints.first, (1...999).contains(target) else {
            return
                "\(Self.list(constraints.map { ConstraintName.phrase(of: $0) })) pull against each other at \(p): \(fix)"
        }
        if hugging || resisting, let view = first.firstItem.owningView, let kind = first.systemKind
        {
            let names = Self.list(
                constraints.map { $0.firstItem.owningView?.name ?? $0.firstItem.name })
            let verb = hugging ? "hug" : "resist compression"
            var pair = hugging ? view.contentHugging : view.compressionResistance
            let word = hugging ? "hug" : "resist"
            let value = (try? Priority(target)) ?? first.priority
            if kind.axis == .horizontal { pair.horizontal = value } else { pair.vertical = value }
            let command =
                "set \(view.name) \(word) \(formatNumber(pair.horizontal.value)) "
                + formatNumber(pair.vertical.value)
            return "\(names) \(verb) \(kind.axis.rawValue)ly at \(p): \(fix) (\(command))"
        }
        let names = Self.list(constraints.map { ConstraintName.phrase(of: $0) })
        guard let number = first.number else {
            return "\(names) pull against each other at \(p): \(fix)"
        }
        return
            "\(names) pull against each other at \(p): \(fix) (priority #\(number) \(formatNumber(target)))"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "nothing" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension FrameComponent {
    /// `horizontal position`, `vertical position`, `width`, `height`.
    public var phrase: String {
        switch self {
        case .x: "horizontal position"
        case .y: "vertical position"
        case .width: "width"
        case .height: "height"
        }
    }

    /// What constraint would fix the component.
    public var advice: String {
        switch self {
        case .x: "a leading, trailing, left, right or centerX constraint"
        case .y: "a top, bottom, centerY or baseline constraint"
        case .width: "a width constraint, or constrain both its leading and trailing edges"
        case .height: "a height constraint, or constrain both its top and bottom edges"
        }
    }

    /// The component a frame variable stands for, in the superview's terms.
    init(_ component: FrameVariables.Component) {
        switch component {
        case .minX: self = .x
        case .minY: self = .y
        case .width: self = .width
        case .height: self = .height
        }
    }
}

/// Finds the free direction of an ambiguous expression and reads its cause.
struct CauseFinder {
    let layout: Layout
    let solver: Solver
    let index: TableauIndex
    let owners: VariableOwners

    init(layout: Layout, solver: Solver, index: TableauIndex? = nil) {
        self.layout = layout
        self.solver = solver
        self.index = index ?? TableauIndex(solver)
        owners = VariableOwners(layout, variableCount: solver.variableCount)
    }

    /// The cause of the ambiguity of `expression` (which the caller found ambiguous).
    func cause(of expression: LinearExpression) -> AmbiguityCause {
        let row = solver.explain(expression)
        if let free = row.freeVariables.first, let owner = owners.owner(of: free) {
            return .missing(item: owner.item, component: FrameComponent(owner.component))
        }
        // The first symbol that rises at no cost and moves a positive distance, as the local
        // test finds it; else the first that rises at no cost (degenerate: blocked at 0).
        let candidates = row.dependencies.filter {
            $0.symbol.kind.isPivotable && solver.isFreeToRise($0.symbol)
        }
        guard
            let direction = candidates.first(where: { index.risingLimit(of: $0.symbol) > 1e-9 })
                ?? candidates.first
        else { return .degenerate }
        if let tie = tie(along: direction.symbol) { return tie }
        let owner = direction.constraint
        guard let c = layout.constraint(for: owner) else { return .degenerate }
        if case .nonNegativeSize(let axis)? = c.systemKind {
            return .missing(item: c.firstItem, component: axis == .horizontal ? .width : .height)
        }
        return .oneSided(constraint: c, upward: direction.coefficient > 0)
    }

    /// The tie along `symbol`, if any constraint contributes to its reduced cost.
    ///
    /// The contributions at the highest priority that has any: `symbol` itself if it is an
    /// error, and every basic error whose row contains it. They cancel (the symbol rises at
    /// no cost), so they are a tie.
    func tie(along symbol: Symbol) -> AmbiguityCause? {
        var contributions: [(id: ConstraintID, weight: Double)] = []
        if symbol.kind == .error, let owner = symbol.owner { contributions.append((owner, 1)) }
        for cell in index.cells(of: symbol) where cell.basic.kind == .error {
            guard let owner = cell.basic.owner else { continue }
            contributions.append((owner, cell.coefficient))
        }
        let priorities = contributions.map { solver.constraint($0.id)?.priority.value ?? 0 }
        guard let top = priorities.max() else { return nil }
        var tied: [(constraint: LayoutConstraint, weight: Double)] = []
        for (k, contribution) in contributions.enumerated() where priorities[k] == top {
            guard let c = layout.constraint(for: contribution.id) else { continue }
            if let i = tied.firstIndex(where: { $0.constraint === c }) {
                tied[i].weight += contribution.weight
            } else {
                tied.append((c, contribution.weight))
            }
        }
        tied.removeAll { abs($0.weight) <= Solver.zeroTolerance }
        guard !tied.isEmpty else { return nil }
        // In creation order, so the sentence names the views as they were made.
        let order = tied.map { t in layout.constraints.firstIndex { $0 === t.constraint } ?? 0 }
        tied = tied.indices.sorted { order[$0] < order[$1] }.map { tied[$0] }
        return .tie(priority: top, constraints: tied)
    }
}
