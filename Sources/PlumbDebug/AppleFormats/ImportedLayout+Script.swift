// An imported layout as a session script: a header that says where it came from and what
// was left out, the declarations (each with the item as the log printed it), then the
// constraints (each with its line and address in the log), then the states. Replaying the
// script gives the layout `makeLayout()` builds.

import PlumbLayout

extension ImportedLayout {
    /// The layout as a session script, ready for `plumb run` or `load`.
    ///
    /// ```
    /// # Rebuilt by 'plumb import' from crash.log: 1 report, 2 views, 3 constraints.
    /// window browserNavigationBar1 0x44  # Trust.BrowserNavigationBar:0x7fbcc64374b0; …
    /// view stackView1 in browserNavigationBar1  # UIStackView:0x7fbcc643ac60
    /// stackView1.leading == browserNavigationBar1.leading + 4  # line 8, NSLayoutConstraint:0x60800029e870
    /// ```
    ///
    /// - Parameter scriptName: Unused in the text; kept so the text and
    ///   ``makeLayout(scriptName:)`` are asked for the same script.
    /// - Returns: The script, ending with a newline.
    public func script(scriptName: String? = nil) -> String {
        scriptLines(scriptName: scriptName ?? fileName).lines.joined(separator: "\n") + "\n"
    }

    /// The script's lines, and the 1-based line of each constraint's statement.
    func scriptLines(scriptName: String) -> (
        lines: [String], constraintLines: [Int], pinLines: [Int]
    ) {
        var lines: [String] = []
        let views = items.filter { $0.kind != .guide && $0.original != nil }.count
        let count = constraints.count == 1 ? "1 constraint" : "\(constraints.count) constraints"
        lines.append(
            "# Rebuilt by 'plumb import' from \(clean(fileName)): \(views) view\(views == 1 ? "" : "s"), \(count)."
        )
        lines.append(
            "# Each item is named after its accessibility identifier, text or class; the comment gives"
        )
        lines.append(
            "# it as the log printed it. The constraints keep the log's order, except that the ones"
        )
        lines.append(
            "# \(framework) broke come last, so that Plumb meets the conflict there and breaks them too."
        )
        for warning in warnings {
            lines.append("# left out: line \(warning.position.line): \(clean(warning.message))")
        }
        for item in items { lines += declaration(of: item) }
        for (source, what) in absorbed where !what.hasPrefix("the window's") {
            lines.append(
                "# line \(source.position.line), \(source.className):\(source.address): \(clean(what))"
            )
        }
        var constraintLines: [Int] = []
        var inGroup = false
        for c in constraints {
            if !c.isActive, !inGroup, let group = inactiveGroup {
                lines.append("group \(group) off {")
                inGroup = true
            }
            let indent = inGroup ? "  " : ""
            lines.append(
                indent + statement(of: c) + "  # " + clean(c.notes.joined(separator: ", ")))
            constraintLines.append(lines.count)
        }
        if inGroup { lines.append("}") }
        var pinLines: [Int] = []
        for line in tracePinLines() {
            lines.append(line)
            if line.hasPrefix("  ") { pinLines.append(lines.count) }
        }
        return (lines, constraintLines, pinLines)
    }

    /// The statements that declare `item`, with the log's description as a comment.
    private func declaration(of item: Item) -> [String] {
        let parent = item.parent ?? "screen"
        var declaration: ItemDeclaration
        switch item.kind {
        case .window(let size): declaration = ItemDeclaration(item.name, .window(size))
        case .view: declaration = ItemDeclaration(item.name, .view(in: parent))
        case .guide: declaration = ItemDeclaration(item.name, .guide(in: parent))
        }
        declaration.intrinsicSize = item.intrinsicSize
        declaration.hugging = item.hugging
        declaration.compressionResistance = item.compressionResistance
        declaration.frame = item.frame
        declaration.safeArea = item.safeArea ?? .zero
        declaration.margins = item.margins ?? EdgeInsets(8)
        var lines = declaration.statements(number: formatNumber)
        if !item.notes.isEmpty { lines[0] += "  # " + clean(item.notes.joined(separator: "; ")) }
        return lines
    }

    /// The constraint in the session language: `label: a.width == b.width * 0.5 + 8 @750`.
    public func statement(of c: Constraint) -> String {
        (c.label.map { "\($0): " } ?? "")
            + Self.equation(
                c.first, c.relation, c.second, multiplier: c.multiplier, constant: c.constant,
                priority: c.priority)
    }

    /// `first relation second * multiplier + constant @priority`, each part only when it says
    /// something (no `* 1`, no `+ 0`, no `@1000`).
    static func equation(
        _ first: Side, _ relation: Relation, _ second: Side?, multiplier: Double = 1,
        constant: Double, priority: Double
    ) -> String {
        var text =
            "\(first.item).\(first.attribute.rawValue) \(relation.rawValue) "
            + formatRightSide(
                second.map { "\($0.item).\($0.attribute.rawValue)" }, multiplier: multiplier,
                constant: constant)
        if priority != 1000 { text += " @\(formatNumber(priority))" }
        return text
    }

    /// Text for a comment: one line, no control characters.
    private func clean(_ text: String) -> String {
        String(
            text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }
}
