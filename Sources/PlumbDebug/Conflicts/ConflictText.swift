// The conflict account as text, for `explain`: the members with their origins, the sum that
// proves the conflict laid out as a column of equations, the constraint broken to recover,
// and the fixes, those that work first, each with the frames it changes.

import PlumbLayout

extension ConflictExplanation {
    /// The full account, without a final newline.
    ///
    /// ```
    /// conflict: 4 required constraints cannot all hold (horizontal)
    ///   [window width] root.width == 375              root is a 375x667 window
    ///   …
    /// ```
    ///
    /// - Parameter title: The first words of the heading (`conflict 2 of 3`).
    /// - Returns: The text `explain` prints for this conflict.
    public func rendered(title: String = "conflict") -> String {
        var lines: [String] = []
        let count = members.count
        let axis = arithmetic.axis.map { " (\($0.rawValue))" } ?? ""
        if isHypothetical {
            lines.append(
                "\(title): activating \(broken.description) would meet \(count) required constraint\(count == 1 ? "" : "s") that cannot all hold\(axis)"
            )
        } else {
            lines.append(
                "\(title): \(count) required constraint\(count == 1 ? "" : "s") cannot all hold\(axis)"
            )
        }
        lines += Self.table(members.map { [$0.constraint.description, $0.origin] }, indent: "  ")
        lines.append(
            isIrreducible
                ? "  minimal: without any one of them, the others can hold"
                : "  not verified minimal (round-off): the set may hold one constraint too many")
        lines += duplicateLines()
        lines += ownerLines()
        lines.append("")
        lines.append(
            "the arithmetic: scale each one and add them up; every position and size cancels")
        lines += arithmeticLines()
        lines.append("")
        let verb = isHypothetical ? "would break" : "broken to recover:"
        var recovery = "\(verb) \(broken.description)"
        if miss > 0 {
            recovery +=
                isHypothetical
                ? " (it would miss by \(formatNumber(miss)))"
                : " (it misses by \(formatNumber(miss)))"
        }
        lines.append(recovery)
        lines += ConflictFix.renderedLines(fixes)
        return lines.joined(separator: "\n")
    }

    /// Advice for the members Apple's frameworks made, which the app cannot change.
    func ownerLines() -> [String] {
        let constraints = members.map(\.constraint)
        return constraints.compactMap { c in
            ConstraintOwner(c).map { "  " + $0.advice(for: c, in: constraints) }
        }
    }

    /// The lines naming members that constrain the same attributes of the same items twice.
    ///
    /// That is one constraint added twice, with one value or two (code that adds constraints
    /// ran again, as SnapKit's `makeConstraints` called twice or constraints added in
    /// `layoutSubviews` do), not two rules. Empty when there are none.
    public func duplicateLines() -> [String] {
        var lines: [String] = []
        // Only what the app wrote: a system constraint (an autoresizing frame, a window's
        // size) on the same attributes is a conflict of two rules, not code run twice.
        let cs = members.map(\.constraint).filter { !$0.isSystem && ConstraintOwner($0) == nil }
        for i in cs.indices {
            for j in cs.indices where j > i && Self.sameAttributes(cs[i], cs[j]) {
                let a = Self.reference(cs[i])
                let b = Self.reference(cs[j])
                let what =
                    cs[i].constant == cs[j].constant && cs[i].relation == cs[j].relation
                    ? "the same constraint" : "the same attributes with another value"
                lines.append(
                    "  \(a) and \(b) are \(what), added twice: the code that adds it ran again "
                        + "(update the first constraint instead of adding another)")
            }
        }
        return lines
    }

    /// Whether two constraints relate the same attributes of the same items the same way.
    static func sameAttributes(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        guard a.firstItem === b.firstItem, a.firstAttribute == b.firstAttribute,
            a.multiplier == b.multiplier, a.secondAttribute == b.secondAttribute
        else { return false }
        switch (a.secondItem, b.secondItem) {
        case (nil, nil): return true
        case (let x?, let y?): return x === y
        default: return false
        }
    }

    /// The column of scaled members, the total, and the one-line summary, indented.
    public func arithmeticLines() -> [String] {
        var cells: [[String]] = []
        for (k, row) in arithmetic.rows.enumerated() {
            let grouped = row.text.contains(" ") ? "(\(row.text))" : row.text
            let scale = abs(row.multiplier)
            let scaled =
                abs(scale - 1) < 1e-9
                ? (row.multiplier < 0 ? grouped : row.text) : "\(formatNumber(scale)) × \(grouped)"
            let sign = row.multiplier < 0 ? "- " : (k == 0 ? "  " : "+ ")
            cells.append([
                sign + scaled, row.relation.rawValue, formatNumber(row.constant),
                Self.reference(row.constraint),
            ])
        }
        cells.append([
            "= 0", arithmetic.relation.rawValue, formatNumber(arithmetic.total), "impossible",
        ])
        var lines = Self.table(cells, indent: "    ", rightAligned: [2])
        lines.append("  " + arithmetic.summary)
        return lines
    }

    /// `#2`, `#3 wide` or `[window width]`: a member's name in the arithmetic.
    static func reference(_ c: LayoutConstraint) -> String {
        if let kind = c.systemKind { return "[\(kind)]" }
        var text = c.number.map { "#\($0)" } ?? ""
        if let label = c.identifier { text += text.isEmpty ? label : " \(label)" }
        return text
    }

    /// Rows of cells padded into columns (the last column is not padded).
    static func table(_ rows: [[String]], indent: String, rightAligned: [Int] = []) -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (i, cell) in row.enumerated() {
                if i >= widths.count { widths.append(0) }
                widths[i] = max(widths[i], cell.count)
            }
        }
        return rows.map { row in
            var line = indent
            for (i, cell) in row.enumerated() {
                let last = i == row.count - 1
                let pad = String(repeating: " ", count: max(0, widths[i] - cell.count))
                if rightAligned.contains(i) {
                    line += pad + cell
                } else {
                    line += last ? cell : cell + pad
                }
                if !last { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}

extension ConflictFix {
    /// The fixes as `explain` lists them.
    ///
    /// Those that work, then those that are not enough. Lowering and removing the same member are
    /// one entry when both move the same frames.
    public static func renderedLines(_ fixes: [ConflictFix]) -> [String] {
        var working: [[String]] = []
        var failing: [String] = []
        var lowers = false
        var k = 0
        while k < fixes.count {
            let fix = fixes[k]
            var pair: ConflictFix?
            if case .lowerPriority(let c, _) = fix.action, k + 1 < fixes.count,
                case .remove(let d) = fixes[k + 1].action, c === d,
                fixes[k + 1].resolves == fix.resolves
            {
                pair = fixes[k + 1]
            }
            if case .lowerPriority = fix.action { lowers = true }
            if fix.resolves {
                if let pair, sameFrames(fix.frameChanges, pair.frameChanges) {
                    working.append(fix.entry(title: fix.title + ", or remove it", also: pair))
                    k += 2
                } else {
                    working.append(fix.entry(title: fix.title, also: nil))
                    k += 1
                }
            } else {
                let names = fix.remainingConflict.map(\.description).joined(separator: ", ")
                let title =
                    pair != nil
                        && pair?.remainingConflict.map(\.description)
                            == fix.remainingConflict.map(\.description)
                    ? fix.title + " or removing it" : fix.title
                failing.append("  \(title): still cannot all hold: \(names)")
                k += pair != nil && title != fix.title ? 2 : 1
            }
        }
        var lines: [String] = []
        if !working.isEmpty {
            lines += ["", "fixes that work, each checked by re-solving a copy of the layout:"]
            for entry in working { lines += entry }
            if lowers {
                lines.append(
                    "  (to lower #N to 999: 'deactivate #N; priority #N 999; activate #N'; a required constraint cannot become optional while active)"
                )
            }
        }
        if !failing.isEmpty {
            lines += ["", "not enough on their own:"] + failing
        }
        return lines
    }

    /// How the fix reads in a list: `lower #3 to 999`, `remove #3`, or the command.
    public var title: String {
        switch action {
        case .lowerPriority(let c, let priority):
            return "lower \(ConflictExplanation.reference(c)) to \(priority)"
        case .turnOffAutoresizing(let view):
            // What the app writes, beside the shell's statement.
            return command
                + " (in the app: \(view.name).translatesAutoresizingMaskIntoConstraints = false,"
                + " then constrain its frame; or give it the frame the others need)"
        default:
            return command
        }
    }

    /// The title, then the frames that change and what else to know, indented.
    private func entry(title: String, also other: ConflictFix?) -> [String] {
        var lines = ["  " + title]
        if frameChanges.isEmpty { lines.append("      no frame changes") }
        let shown = frameChanges.prefix(8)
        let width = shown.map(\.item.name.count).max() ?? 0
        for change in shown {
            let pad = String(repeating: " ", count: width - change.item.name.count)
            lines.append("      \(change.item.name)\(pad)  \(change.before) -> \(change.after)")
        }
        if frameChanges.count > shown.count {
            lines.append("      and \(frameChanges.count - shown.count) more frames")
        }
        let count = stillBrokenCount
        if count > 0 {
            // A few by name; a log of hundreds of conflicts would repeat them all at every fix.
            let limit = 4
            var names = stillBroken(first: limit).map(\.description).joined(separator: ", ")
            if count > limit { names += " and \(count - limit) more" }
            let verb = count == 1 ? "stays" : "stay"
            lines.append("      the layout keeps its other conflicts: \(names) \(verb) broken")
        }
        lines += ambiguityNotes(prefix: other == nil ? "it leaves" : "lowering it leaves")
        if let other { lines += other.ambiguityNotes(prefix: "removing it leaves") }
        return lines
    }

    private func ambiguityNotes(prefix: String) -> [String] {
        guard !ambiguous.isEmpty else { return [] }
        let views = ambiguous.map { finding in
            "\(finding.item.name) (\(finding.components.map(\.rawValue).joined(separator: ", ")))"
        }
        return ["      \(prefix) ambiguous: " + views.joined(separator: ", ")]
    }

    private static func sameFrames(_ a: [FrameChange], _ b: [FrameChange]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { $0.item === $1.item && "\($0.after)" == "\($1.after)" }
    }
}
