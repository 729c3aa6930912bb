// Rebuilding a layout from a log, part two: top-level views become windows (when their
// container imposed a size) or go into `screen`; descriptions that stand for properties
// (window sizes, autoresizing frames, intrinsic sizes, margins and safe-area insets) become
// those properties; then names, declarations and constraints, in a fixed order.

import PlumbLayout

extension LogReconstruction {
    /// What an encapsulated left or top becomes: nothing, since a window sits at (0, 0).
    static let position = "the position"

    /// The key of the window that holds the views the log does not place.
    static let screenKey = "\u{1}screen"

    /// Whether an identifier is one of the sizes containers impose.
    static func isEncapsulated(_ identifier: String?, _ suffix: String) -> Bool {
        guard let identifier else { return false }
        return identifier == "UIView-Encapsulated-Layout-\(suffix)"
            || identifier == "NSView-Encapsulated-Layout-\(suffix)"
    }

    /// Whether a class is a table or collection view cell or its content view, whose size its
    /// container imposes with a constraint it may break (`UITableViewCellContentView`,
    /// `UICollectionViewCell`, an app's `ProfileCell`).
    static func isCell(_ className: String?) -> Bool {
        guard let className else { return false }
        return className.hasSuffix("Cell") || className.hasSuffix("CellContentView")
            || className.hasSuffix("ListCell")
    }

    /// The view at the top of `key`'s hierarchy.
    func root(of key: String) -> String {
        var current = key
        var steps = 0
        while let parent = record(current)?.parent, steps <= records.count {
            current = parent
            steps += 1
        }
        return current
    }

    /// A size a container imposed on `p`'s item: encapsulated, or an autoresizing size.
    func imposedSize(_ p: Pending) -> Axis? {
        let d = p.source
        guard p.second == nil, d.relation == .equal, d.priority == 1000,
            p.first.attribute == .width || p.first.attribute == .height
        else { return nil }
        let axis: Axis = p.first.attribute == .width ? .horizontal : .vertical
        let suffix = axis == .horizontal ? "Width" : "Height"
        // A cell's encapsulated size (its table or collection view sizing it) is a constraint
        // UIKit often breaks: it stays one, with its line and address. Elsewhere an
        // encapsulated size is a window's or a controller's view's imposed frame.
        if Self.isEncapsulated(d.identifier, suffix) {
            return Self.isCell(record(p.firstKey)?.item.className) ? nil : axis
        }
        return d.isAutoresizing ? axis : nil
    }

    /// Makes windows of the top-level views whose size was imposed and that nothing else in
    /// the log relates to another top-level view; the rest go into `screen`.
    mutating func placeRoots(into imported: inout ImportedLayout) {
        let roots = records.filter { $0.parent == nil && !$0.isGuide }.map(\.key)
        // Top-level views related by a constraint must share a window.
        var linked: [String: String] = [:]
        func find(_ key: String) -> String {
            var current = key
            while let next = linked[current], next != current { current = next }
            // Point the walked keys at the root, so later finds are short.
            var walk = key
            while let next = linked[walk], next != current {
                linked[walk] = current
                walk = next
            }
            return current
        }
        for p in pending {
            guard let second = p.secondKey else { continue }
            let a = find(root(of: p.firstKey))
            let b = find(root(of: second))
            if a != b { linked[max(a, b)] = min(a, b) }
        }
        var needsScreen = records.contains { $0.parent == nil && $0.isGuide }
        // Counted and grouped once, so that a log of thousands of views costs each view its own
        // constraints, not every constraint of the log.
        var groupSize: [String: Int] = [:]  // lookup only; never iterated
        for key in roots { groupSize[find(key), default: 0] += 1 }
        var pendingByFirst: [String: [Int]] = [:]  // lookup only; never iterated
        for (k, p) in pending.enumerated() { pendingByFirst[p.firstKey, default: []].append(k) }
        for key in roots {
            let alone = groupSize[find(key)] == 1
            let className = record(key)?.item.className
            let isWindowClass = className == "UIWindow" || className == "NSWindow"
            var size: [Axis: Double] = [:]
            var sources: [Int] = []
            for k in pendingByFirst[key] ?? [] {
                let p = pending[k]
                if let axis = imposedSize(p), size[axis] == nil {
                    size[axis] = p.source.constant
                    sources.append(k)
                }
            }
            if alone && (isWindowClass || !size.isEmpty) {
                windows.append(
                    WindowPlan(key: key, width: size[.horizontal], height: size[.vertical]))
                for k in sources {
                    let what = pending[k].first.attribute == .width ? "width" : "height"
                    pending[k].absorbedAs = "the window's \(what)"
                }
            } else {
                needsScreen = true
            }
        }
        guard needsScreen else { return }
        index[Self.screenKey] = records.count
        records.append(Record(key: Self.screenKey, item: DescribedItem(), isGuide: false))
        let windowKeys = Set(windows.map(\.key))
        for k in records.indices where records[k].parent == nil && records[k].key != Self.screenKey
        {
            if !windowKeys.contains(records[k].key) {
                records[k].parent = Self.screenKey
            }
        }
        windows.insert(WindowPlan(key: Self.screenKey, width: 375, height: 667), at: 0)
    }

    /// Turns descriptions that stand for properties into those properties.
    mutating func absorbProperties() {
        var frameParts: [String: [LayoutAttribute: (Int, Double)]] = [:]
        for (k, p) in pending.enumerated() where p.absorbedAs == nil {
            let d = p.source
            if p.second == nil,
                Self.isEncapsulated(d.identifier, "Left")
                    || Self.isEncapsulated(d.identifier, "Top")
            {
                pending[k].absorbedAs = Self.position
            } else if d.isContentSize, p.second == nil,
                p.first.attribute == .width || p.first.attribute == .height
            {
                let axis: Axis = p.first.attribute == .width ? .horizontal : .vertical
                var content = contents[p.firstKey] ?? ContentPlan()
                content.size[axis] = d.constant
                if let hugging = d.hugging { content.hugging[axis] = hugging }
                if let resistance = d.compressionResistance {
                    content.resistance[axis] = resistance
                }
                contents[p.firstKey] = content
                pending[k].absorbedAs = "the intrinsic \(axis == .horizontal ? "width" : "height")"
            } else if d.isAutoresizing, p.second == nil, d.relation == .equal, d.priority == 1000,
                [.left, .top, .width, .height].contains(p.first.attribute),
                record(p.firstKey)?.parent != nil
            {
                frameParts[p.firstKey, default: [:]][p.first.attribute] = (k, d.constant)
            } else {
                absorbInset(k)
            }
        }
        for record in records {
            guard let parts = frameParts[record.key], parts.count == 4,
                let x = parts[.left], let y = parts[.top], let w = parts[.width],
                let h = parts[.height]
            else { continue }
            frames[record.key] = Rect(x: x.1, y: y.1, width: w.1, height: h.1)
            for part in [x, y, w, h] { pending[part.0].absorbedAs = "the autoresizing frame" }
        }
    }

    /// A margins or safe-area guide constraint in Apple's shape becomes an inset.
    private mutating func absorbInset(_ k: Int) {
        let p = pending[k]
        guard let identifier = p.source.identifier, let second = p.secondKey,
            p.source.relation == .equal, p.source.multiplier == 1
        else { return }
        let kind: LayoutGuide.Kind
        var edgeName: Substring
        if identifier.hasPrefix("UIView-"), identifier.hasSuffix("Margin-guide-constraint") {
            kind = .layoutMargins
            edgeName = identifier.dropFirst(7).dropLast(23)
        } else if identifier.hasPrefix("UIViewSafeAreaLayoutGuide-")
            || identifier.hasPrefix("NSViewSafeAreaLayoutGuide-")
        {
            kind = .safeArea
            edgeName = identifier.dropFirst(26)
        } else {
            return
        }
        let edges: [Substring: (Edge, LayoutAttribute, LayoutAttribute)] = [
            "top": (.top, .top, .top), "left": (.left, .left, .left),
            "leading": (.left, .leading, .left),
            "bottom": (.bottom, .bottom, .bottom), "right": (.right, .right, .right),
            "trailing": (.right, .trailing, .right),
        ]
        guard let (edge, directional, absolute) = edges[edgeName] else { return }
        let guideFirst = edge == .top || edge == .left
        let (guideKey, ownerKey) = guideFirst ? (p.firstKey, second) : (second, p.firstKey)
        guard var guide = record(guideKey), guide.isGuide, guide.parent == ownerKey,
            [directional, absolute].contains(p.first.attribute),
            [directional, absolute].contains(p.second?.attribute)
        else { return }
        guide.systemGuide = kind
        if let at = index[guideKey] { records[at] = guide }
        insets[InsetKey(owner: ownerKey, kind: kind), default: [:]][edge] = p.source.constant
        pending[k].absorbedAs =
            "the \(edge.rawValue) " + (kind == .layoutMargins ? "margin" : "safe-area inset")
        pending[k].absorbedBy = ownerKey
    }
}

extension LogReconstruction {
    /// A top-level view to declare as a window; a nil dimension is not in the log.
    struct WindowPlan {
        var key: String
        var width: Double?
        var height: Double?
    }

    /// An intrinsic size read from content-size constraints.
    struct ContentPlan {
        var size: [Axis: Double] = [:]
        var hugging: [Axis: Double] = [:]
        var resistance: [Axis: Double] = [:]
    }

    /// Whose insets, and which.
    struct InsetKey: Hashable {
        var owner: String
        var kind: LayoutGuide.Kind
    }
}
