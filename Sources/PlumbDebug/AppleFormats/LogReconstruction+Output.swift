// Rebuilding a layout from a log, part three: names for every item, declarations in
// hierarchy order (windows first), and the constraints in the log's order with the ones UIKit
// broke moved last.

import PlumbLayout

extension LogReconstruction {
    /// The records in the order they are declared: windows (`screen` first), then every
    /// other item in the order the log names it, each after its ancestors.
    func declarationOrder() -> [Int] {
        var order: [Int] = []
        var done: Set<String> = []
        func visit(_ key: String, depth: Int) {
            guard !done.contains(key), let at = index[key], depth <= records.count else { return }
            if let parent = records[at].parent { visit(parent, depth: depth + 1) }
            guard !done.contains(key) else { return }
            done.insert(key)
            order.append(at)
        }
        for plan in windows { visit(plan.key, depth: 0) }
        for record in records where record.systemGuide == nil { visit(record.key, depth: 0) }
        return order
    }

    mutating func nameItems(_ imported: inout ImportedLayout) {
        for k in declarationOrder() {
            let record = records[k]
            if record.key == Self.screenKey {
                records[k].name = names.exact("screen")
            } else if record.item.isUnnamedSuperview {
                records[k].name = names.numbered("container")
            } else if record.placeholderFor != nil {
                records[k].name = names.numbered("placeholder")
            } else if record.isGuide, let parent = record.parent, let owner = self.record(parent),
                !owner.isGuide,
                let kind = record.systemGuide
                    ?? Self.systemGuides.first(where: { guide in
                        [record.item.text, record.item.name].contains(guide.identifier)
                    })?.kind
            {
                records[k].systemGuide = kind
            } else {
                records[k].name = names.name(for: record.item, isGuide: record.isGuide)
            }
        }
        // System guides are named after their owners: `card.margins`.
        for k in records.indices {
            guard let kind = records[k].systemGuide, let parent = records[k].parent,
                let owner = record(parent)
            else { continue }
            records[k].name = owner.name + "." + (kind.suffix ?? "guide")
        }
    }

    mutating func makeItems(_ imported: inout ImportedLayout) {
        var declared: Set<String> = []  // lookup only; never iterated
        let windowKeys = Set(windows.map(\.key))
        var absorbedByWindow: [String: [Int]] = [:]  // lookup only; never iterated
        for (k, p) in pending.enumerated()
        where windowKeys.contains(p.firstKey) && p.absorbedAs?.hasPrefix("the window's") == true {
            absorbedByWindow[p.firstKey, default: []].append(k)
        }
        for plan in windows {
            guard let record = record(plan.key) else { continue }
            var item = ImportedLayout.Item(
                name: record.name,
                kind: .window(Size(width: plan.width ?? 0, height: plan.height ?? 0)))
            if plan.key == Self.screenKey {
                imported.screenName = record.name
                item.notes.append("holds the views the log places in no window")
            } else {
                item = describe(record, into: item)
                for (axis, value) in [(Axis.horizontal, plan.width), (.vertical, plan.height)] {
                    if value == nil {
                        imported.unknownDimensions.append(
                            (record.name, axis, isWindowClass(record)))
                    }
                }
                for k in absorbedByWindow[plan.key] ?? [] {
                    let p = pending[k]
                    let what = p.first.attribute == .width ? "width" : "height"
                    item.notes.append(
                        "\(what) \(AppleNotation.number(p.source.constant)) from line \(p.source.position.line)"
                            + (p.source.identifier.map { " '\($0)'" } ?? " (autoresizing)"))
                }
            }
            imported.items.append(item)
            declared.insert(plan.key)
        }
        for k in declarationOrder() {
            let record = records[k]
            guard record.systemGuide == nil, !windowKeys.contains(record.key),
                let parent = record.parent, declared.contains(parent),
                let parentName = self.record(parent)?.name
            else { continue }
            var item = ImportedLayout.Item(
                name: record.name, kind: record.isGuide ? .guide : .view, parent: parentName)
            item = describe(record, into: item)
            imported.items.append(item)
            declared.insert(record.key)
        }
    }

    func isWindowClass(_ record: Record) -> Bool {
        record.item.className == "UIWindow" || record.item.className == "NSWindow"
    }

    /// The properties and comment of a declared item.
    private func describe(_ record: Record, into item: ImportedLayout.Item) -> ImportedLayout.Item {
        var item = item
        if record.item.isUnnamedSuperview {
            item.notes.append("the superview that '|' stands for; the log does not name it")
        } else if let line = record.placeholderFor {
            item.notes.append(
                "stands for line \(line.position.line), which does not read as a trace item")
        } else {
            item.original = record.item
            let printed = record.item
            // A name printed with an address (a trace's `Main Nav Bar:0x7f03`, a legend's
            // `ItemCell:0x78b…`) keeps it, as a class does.
            if printed.className == nil, let name = printed.name, let address = printed.address {
                item.notes.append(name + ":" + address)
            } else {
                item.notes.append(printed.description)
            }
        }
        if !record.traceAmbiguous.isEmpty {
            let variables = record.traceAmbiguous.filter { $0 != "layout" }
            item.notes.append(
                "the trace: AMBIGUOUS LAYOUT"
                    + (variables.isEmpty ? "" : " for " + variables.joined(separator: ", ")))
        }
        if record.inTrace {
            item.trace = ImportedLayout.TraceMark(
                ambiguous: ImportedLayout.TraceMark.components(record.traceAmbiguous),
                frame: record.traceFrame, line: record.traceLine)
        }
        item.frame = frames[record.key]
        if let content = contents[record.key] {
            item.intrinsicSize = IntrinsicSize(
                width: content.size[.horizontal], height: content.size[.vertical])
            for axis in Axis.allCases {
                if let value = content.hugging[axis], let p = try? Priority(value) {
                    item.hugging[axis] = p
                }
                if let value = content.resistance[axis], let p = try? Priority(value) {
                    item.compressionResistance[axis] = p
                }
            }
        }
        let safe = insets[InsetKey(owner: record.key, kind: .safeArea)]
        if let safe {
            item.safeArea = EdgeInsets(
                top: safe[.top] ?? 0, left: safe[.left] ?? 0, bottom: safe[.bottom] ?? 0,
                right: safe[.right] ?? 0)
        }
        if let margins = insets[InsetKey(owner: record.key, kind: .layoutMargins)] {
            // The guide's constraints hold margin + safe-area inset.
            func inset(_ edge: Edge) -> Double {
                (margins[edge] ?? 8 + (safe?[edge] ?? 0)) - (safe?[edge] ?? 0)
            }
            item.margins = EdgeInsets(
                top: inset(.top), left: inset(.left), bottom: inset(.bottom), right: inset(.right))
        }
        return item
    }

    /// The name of the first item of `p`.
    private func first(_ p: Pending) -> String {
        record(p.firstKey)?.name ?? p.first.item.description
    }

    mutating func makeConstraints(_ imported: inout ImportedLayout) {
        var made: [ImportedLayout.Constraint] = []
        for p in pending {
            let d = p.source
            if let what = p.absorbedAs {
                let owner = p.absorbedBy.flatMap { record($0)?.name } ?? first(p)
                let text =
                    what == Self.position
                    ? "\(owner)'s position in its container" : what + " of " + owner
                imported.absorbed.append((d, text))
                continue
            }
            guard let first = record(p.firstKey) else { continue }
            var second: ImportedLayout.Side?
            if let key = p.secondKey, let attribute = p.second?.attribute, let other = record(key) {
                second = ImportedLayout.Side(item: other.name, attribute: attribute)
            }
            if second == nil, p.first.attribute.isPosition {
                // Only autoresizing constraints print a position alone: it is measured in the
                // superview (`_NSTextContentView.minX == 0`).
                guard d.isAutoresizing, let parent = first.parent, let owner = record(parent) else {
                    warnings.append(
                        AppleFormatError(
                            "'\(first.name).\(p.first.attribute)' is a position and cannot equal a constant alone; the constraint is left out",
                            at: d.position))
                    continue
                }
                // Frame coordinates: from the superview's top-left corner, whichever edge or
                // centre the item gives (`UILabel.midY == 486.912` is 486.912 below the top).
                let origin: LayoutAttribute = p.first.attribute.axis == .horizontal ? .left : .top
                second = ImportedLayout.Side(item: owner.name, attribute: origin)
            }
            guard d.priority > 0, d.priority <= 1000 else {
                warnings.append(
                    AppleFormatError(
                        "priority \(AppleNotation.number(d.priority)) is outside 1…1000; the constraint is left out",
                        at: d.position))
                continue
            }
            var notes = ["line \(d.position.line)", "\(d.className):\(d.address)"]
            if let file = d.sourceFile { notes.append("made at \(file):\(d.sourceLine ?? 0)") }
            if let mask = d.autoresizingMask { notes.append("autoresizing \(mask)") }
            if let symbol = d.symbolicConstant { notes.append("was \(symbol)") }
            if !d.isActive { notes.append("inactive") }
            if p.brokenByUIKit { notes.append("\(framework) broke it") }
            // An autoresizing constraint that did not become a frame keeps its class as its
            // label: the app does not own it, and a conflict says what to change instead.
            let label =
                d.identifier ?? (d.isAutoresizing ? "NSAutoresizingMaskLayoutConstraint" : nil)
            var constraint = ImportedLayout.Constraint(
                label: label.map { names.exact($0) },
                first: ImportedLayout.Side(item: first.name, attribute: p.first.attribute),
                relation: d.relation, second: second,
                multiplier: second == nil ? 1 : d.multiplier,
                constant: d.constant, priority: d.priority, isActive: d.isActive, source: d,
                brokenByUIKit: p.brokenByUIKit, notes: notes)
            constraint.reportNamesBroken = p.reportNamesBroken
            made.append(constraint)
        }
        // UIKit's broken constraints last, so the rebuilt layout breaks them too; inactive
        // ones after them, in a group made inactive, so they never meet a conflict.
        let active = made.filter(\.isActive)
        imported.constraints = active.filter { !$0.brokenByUIKit } + active.filter(\.brokenByUIKit)
        let inactive = made.filter { !$0.isActive }
        if !inactive.isEmpty {
            imported.inactiveGroup = names.exact("inactive")
            imported.constraints += inactive
        }
    }
}
