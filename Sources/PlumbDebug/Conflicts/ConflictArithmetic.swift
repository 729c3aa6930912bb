// The arithmetic that proves a conflict, from its Farkas multipliers (theory.md §2.2): scale
// each member by its multiplier and add them up; every position and size cancels and what is
// left, `0 == 20` or `0 >= 16`, is false. Rows are written so the cancelling shows: when every
// member is a difference of two edges, the rows follow the chain of edges (a circuit through
// the edges, found with Hierholzer's algorithm), so each row starts where the previous ended.

import PlumbLayout

/// The sum that proves a conflict: each member scaled by its multiplier, in an order that
/// follows the chain of attributes, and the contradiction the sum leaves.
///
/// ```swift
/// let arithmetic = explanation.arithmetic
/// arithmetic.summary          // "10 + 24 + 330 + 16 + 16 = 396 > 380"
/// arithmetic.rows.map(\.text) // ["outer.top - cell.top", "label.top - outer.top", …]
/// ```
public struct ConflictArithmetic {
    /// One member, scaled: `multiplier × (text relation constant)`.
    public struct Row {
        /// The member.
        public var constraint: LayoutConstraint
        /// The member's multiplier in the sum (negative: the row is subtracted).
        public var multiplier: Double
        /// The member's left side with everything variable on it: `label.top - outer.top`
        /// (edges), `title.centerX - card.centerX` (as written) or the solver's terms.
        public var text: String
        /// The member's relation as written in ``text``.
        public var relation: Relation
        /// The member's constant on the right of ``text``.
        public var constant: Double

        /// What the row adds to the right side of the sum: `multiplier × constant`.
        public var contribution: Double { multiplier * constant }
    }

    /// The members, scaled, in the order that shows the cancelling.
    public var rows: [Row]
    /// The sum's relation: `.equal` when every member is an equality, else
    /// `.greaterThanOrEqual` (every inequality is scaled to point the same way).
    public var relation: Relation
    /// The right side of the sum, `Σ multiplier × constant`.
    ///
    /// The left side is 0. The sum is false: `0 == total` with a non-zero total, or `0 >= total`
    /// with a positive one.
    public var total: Double
    /// Whether the rows are differences of edges that cancel one by one (a chain).
    public var isChain: Bool
    /// The axis every member acts along, or nil when they mix both.
    public var axis: Axis?

    /// The contradiction in one line, what the members add against what they take away, each
    /// scaled: `10 + 24 + 330 + 16 + 16 = 396 > 380` (or `100 ≠ 375` when all are equalities).
    ///
    /// Each side shows only positive amounts: a negative constant moves to the other side, so
    /// `a.left == root.left + 4` against `a.left == root.left - 10` reads `4 + 10 = 14 ≠ 0`,
    /// not `4 ≠ -10`.
    public var summary: String {
        /// The side's terms joined with `+`, and their total when there is more than one.
        func side(_ rows: [Row]) -> (terms: String, total: String?) {
            var terms: [String] = []
            var sum = 0.0
            for row in rows {
                let scale = abs(row.multiplier)
                let value = formatNumber(abs(row.constant))
                terms.append(abs(scale - 1) < 1e-9 ? value : "\(formatNumber(scale)) × \(value)")
                sum += abs(row.contribution)
            }
            guard !terms.isEmpty else { return ("0", nil) }
            return (terms.joined(separator: " + "), terms.count > 1 ? formatNumber(sum) : nil)
        }
        let plus = side(rows.filter { $0.contribution > 1e-9 })
        let minus = side(rows.filter { $0.contribution < -1e-9 })
        let relation = relation == .equal ? " ≠ " : " > "
        // Totals face each other: "10 + 24 = 34 > 30 = 20 + 10".
        let left = plus.total.map { plus.terms + " = " + $0 } ?? plus.terms
        let right = minus.total.map { $0 + " = " + minus.terms } ?? minus.terms
        return left + relation + right
    }

    /// Builds the sum from the members' forms and multipliers.
    init(members: [LayoutConstraint], forms: [MemberForms], multipliers: [Double]) {
        var lambda = Self.normalized(multipliers, relations: forms.map(\.relation))
        let hasInequality = forms.contains { $0.relation != .equal }
        relation = hasInequality ? .greaterThanOrEqual : .equal
        if !hasInequality {
            // Any orientation proves it; prefer the one where most rows are added, then a
            // positive total.
            let added = lambda.filter { $0 > 0 }.count
            let subtracted = lambda.filter { $0 < 0 }.count
            let total = zip(lambda, forms).reduce(0) { $0 + $1.0 * $1.1.constant }
            if subtracted > added || (subtracted == added && total < 0) {
                lambda = lambda.map { -$0 }
            }
        }
        let axes = forms.map(\.axis)
        axis = axes.allSatisfy { $0 != nil && $0 == axes.first ?? nil } ? axes.first ?? nil : nil
        let chain = Self.chain(forms: forms, multipliers: lambda)
        isChain = chain != nil
        let order = chain ?? Self.plainOrder(lambda)
        let names = Self.pointNames(forms: forms, order: order)
        /// A size written alone (`a.width == 100`) whose edges no other member names reads
        /// better as the size: `a.width` cancels `a.width` as well as edges cancel edges.
        func isLoneSize(_ i: Int) -> Bool {
            func isSize(_ k: Int) -> Bool {
                members[k].secondItem == nil
                    && (members[k].firstAttribute == .width || members[k].firstAttribute == .height)
            }
            guard isSize(i), let p = forms[i].point else { return false }
            return forms.indices.allSatisfy { k in
                guard k != i, let q = forms[k].point else { return true }
                let touches =
                    q.head == p.head || q.head == p.tail || q.tail == p.head || q.tail == p.tail
                return !touches || (isSize(k) && q.head == p.head && q.tail == p.tail)
            }
        }
        rows = order.map { i in
            let form = forms[i]
            let text: String
            if chain != nil, let user = form.user, isLoneSize(i) {
                text = user
            } else if chain != nil, let point = form.point {
                let head = names.name(of: point.head)
                text = point.tail.edge == .origin ? head : "\(head) - \(names.name(of: point.tail))"
            } else {
                text = form.user ?? form.variables
            }
            return Row(
                constraint: members[i], multiplier: lambda[i], text: text,
                relation: form.relation, constant: form.constant)
        }
        total = rows.reduce(0) { $0 + $1.contribution }
    }

    /// Multipliers scaled so that the most common magnitude is 1 and every inequality points
    /// the same way (`multiplier × (E) >= 0`).
    static func normalized(_ multipliers: [Double], relations: [Relation]) -> [Double] {
        var lambda = multipliers
        // Inequalities must agree: λ > 0 on `>=` and λ < 0 on `<=` all, or the opposite all.
        var votes = 0
        for (l, r) in zip(lambda, relations) where r != .equal && l != 0 {
            votes += (l > 0) == (r == .greaterThanOrEqual) ? 1 : -1
        }
        if votes < 0 { lambda = lambda.map { -$0 } }
        var counts: [(magnitude: Double, count: Int)] = []
        for l in lambda where l != 0 {
            if let i = counts.firstIndex(where: { abs($0.magnitude - abs(l)) <= 1e-9 * abs(l) }) {
                counts[i].count += 1
            } else {
                counts.append((abs(l), 1))
            }
        }
        let best = counts.max {
            $0.count < $1.count || ($0.count == $1.count && $0.magnitude > $1.magnitude)
        }
        guard let scale = best?.magnitude, scale > 0 else { return lambda }
        return lambda.map {
            abs($0 / scale - ($0 / scale).rounded()) < 1e-9 ? ($0 / scale).rounded() : $0 / scale
        }
    }

    /// Members with positive multipliers first, then negative, each in the given order.
    static func plainOrder(_ lambda: [Double]) -> [Int] {
        lambda.indices.filter { lambda[$0] > 0 } + lambda.indices.filter { lambda[$0] <= 0 }
    }

    /// The members in the order of a circuit through their edges, or nil.
    ///
    /// Only when every member is a difference of two edges with multiplier ±1. An added member
    /// `head - tail` goes from its tail to its head, a subtracted one the other way; the sum
    /// cancels, so every edge is entered as often as it is left and the members form closed
    /// circuits. The walk starts where the first subtracted member ends, so the subtracted
    /// ones come last.
    static func chain(forms: [MemberForms], multipliers: [Double]) -> [Int]? {
        var from: [ConflictPoint] = []
        var to: [ConflictPoint] = []
        for (form, l) in zip(forms, multipliers) {
            guard let p = form.point, abs(abs(l) - 1) < 1e-9 else { return nil }
            from.append(l > 0 ? p.tail : p.head)
            to.append(l > 0 ? p.head : p.tail)
        }
        var used = Array(repeating: false, count: forms.count)
        func next(from point: ConflictPoint) -> Int? {
            // Added members before subtracted ones, each in member order.
            let candidates = forms.indices.filter { !used[$0] && from[$0] == point }
            return candidates.first { multipliers[$0] > 0 } ?? candidates.first
        }
        var order: [Int] = []
        while order.count < forms.count {
            let start: ConflictPoint
            if let firstSubtracted = forms.indices.first(where: { !used[$0] && multipliers[$0] < 0 }
            ) {
                start = to[firstSubtracted]
            } else if let any = forms.indices.first(where: { !used[$0] }) {
                start = from[any]
            } else {
                break
            }
            // Hierholzer: walk until stuck, then splice in detours from the stack.
            var stack: [(point: ConflictPoint, member: Int?)] = [(start, nil)]
            var circuit: [Int] = []
            while let top = stack.last {
                if let member = next(from: top.point) {
                    used[member] = true
                    stack.append((to[member], member))
                } else {
                    stack.removeLast()
                    if let member = top.member { circuit.append(member) }
                }
            }
            guard !circuit.isEmpty else { return nil }
            order += circuit.reversed()
        }
        return order.count == forms.count ? order : nil
    }

    /// One name per edge: the first name a member in `order` uses for it, else the default.
    static func pointNames(forms: [MemberForms], order: [Int]) -> PointNames {
        var names = PointNames()
        for i in order {
            guard let p = forms[i].point else { continue }
            if let name = p.headName { names.add(p.head, name) }
            if let name = p.tailName { names.add(p.tail, name) }
        }
        return names
    }
}

/// Names chosen for edges (an array: edges are few, and the order must not depend on hashing).
struct PointNames {
    private var entries: [(point: ConflictPoint, name: String)] = []

    mutating func add(_ point: ConflictPoint, _ name: String) {
        if !entries.contains(where: { $0.point == point }) { entries.append((point, name)) }
    }

    func name(of point: ConflictPoint) -> String {
        entries.first { $0.point == point }?.name ?? point.defaultName
    }
}
