// The constraints the layout makes itself, as UIKit does: sizes never negative, intrinsic
// content size (hugging and compression resistance), autoresizing frames, window frames,
// margins and safe-area guides. Each view keeps its own; `syncSystemConstraints` reconciles
// them with the view's properties after every change, making, changing (the cheap constant
// path where it can) or deleting only what differs.

/// The rule that made a system constraint, with Apple's class and identifier where Apple has
/// them (apple-autolayout.md §6), so the debugger can print constraints as UIKit logs do.
///
/// ```swift
/// let c = root.systemConstraint(.windowFrame(.width))
/// c?.systemKind?.appleIdentifier   // "UIView-Encapsulated-Layout-Width"
/// ```
public enum SystemConstraintKind: Hashable, Sendable, CustomStringConvertible {
    /// `width >= 0` or `height >= 0`, required, for every view (never printed by UIKit).
    case nonNegativeSize(Axis)
    /// `size <= intrinsic` at the content-hugging priority.
    case contentHugging(Axis)
    /// `size >= intrinsic` at the compression-resistance priority.
    case compressionResistance(Axis)
    /// One of the four required constraints that pin an autoresizing view's frame (`minX`,
    /// `minY` relative to the superview; `width`, `height`).
    case autoresizing(FrameVariables.Component)
    /// One of the four required constraints that impose a window's frame `(0, 0, w, h)`.
    case windowFrame(FrameVariables.Component)
    /// A required constraint between a view and its margins guide.
    case layoutMargin(Edge)
    /// A required constraint between a view and its safe-area guide.
    case safeArea(Edge)

    /// The class Apple's logs print for such a constraint.
    public var appleClassName: String {
        switch self {
        case .contentHugging, .compressionResistance: "NSContentSizeLayoutConstraint"
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        default: "NSLayoutConstraint"
        }
    }

    /// Apple's identifier for such a constraint, where Apple has one.
    public var appleIdentifier: String? {
        switch self {
        case .windowFrame(let part):
            switch part {
            case .minX: "UIView-Encapsulated-Layout-Left"
            case .minY: "UIView-Encapsulated-Layout-Top"
            case .width: "UIView-Encapsulated-Layout-Width"
            case .height: "UIView-Encapsulated-Layout-Height"
            }
        case .layoutMargin(let edge): "UIView-\(edge.rawValue)Margin-guide-constraint"
        case .safeArea(let edge): "UIViewSafeAreaLayoutGuide-\(edge.rawValue)"
        default: nil
        }
    }

    /// The accessory Apple prints on autoresizing constraints: `h=--& v=--&` (fixed origin and
    /// size, the far margin flexible), or nil.
    public var autoresizingMask: String? {
        if case .autoresizing = self { return "h=--& v=--&" }
        return nil
    }

    /// The axis the constraint acts along.
    public var axis: Axis {
        switch self {
        case .nonNegativeSize(let axis), .contentHugging(let axis),
            .compressionResistance(let axis):
            axis
        case .autoresizing(let part), .windowFrame(let part):
            part == .minX || part == .width ? .horizontal : .vertical
        case .layoutMargin(let edge), .safeArea(let edge):
            edge.axis
        }
    }

    /// `intrinsic width (hugging)`, `autoresizing minX`, `window height`, `left margin`.
    public var description: String {
        func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
        switch self {
        case .nonNegativeSize(let axis): return "\(dimension(axis)) >= 0"
        case .contentHugging(let axis): return "intrinsic \(dimension(axis)) (hugging)"
        case .compressionResistance(let axis):
            return "intrinsic \(dimension(axis)) (compression resistance)"
        case .autoresizing(let part): return "autoresizing \(part.rawValue)"
        case .windowFrame(let part): return "window \(part.rawValue)"
        case .layoutMargin(let edge): return "\(edge.rawValue) margin"
        case .safeArea(let edge): return "safe area \(edge.rawValue)"
        }
    }
}

/// What a system constraint should be, given the view's properties now.
struct SystemSpec {
    var kind: SystemConstraintKind
    var first: ItemAttribute
    var relation: Relation
    var second: ItemAttribute?
    var constant: Double
    var priority: Priority = .required
}

extension Layout {
    /// The system constraints `view` should have now, in a fixed order.
    func systemSpecs(of view: View) -> [SystemSpec] {
        var specs: [SystemSpec] = []
        let w = ItemAttribute(view, .width)
        let h = ItemAttribute(view, .height)
        specs.append(
            SystemSpec(
                kind: .nonNegativeSize(.horizontal), first: w, relation: .greaterThanOrEqual,
                constant: 0))
        specs.append(
            SystemSpec(
                kind: .nonNegativeSize(.vertical), first: h, relation: .greaterThanOrEqual,
                constant: 0))
        for axis in Axis.allCases {
            guard let size = view.intrinsicContentSize[axis] else { continue }
            let side = axis == .horizontal ? w : h
            specs.append(
                SystemSpec(
                    kind: .contentHugging(axis), first: side, relation: .lessThanOrEqual,
                    constant: size,
                    priority: view.contentHugging[axis]))
            specs.append(
                SystemSpec(
                    kind: .compressionResistance(axis), first: side, relation: .greaterThanOrEqual,
                    constant: size, priority: view.compressionResistance[axis]))
        }
        if let size = view.windowSize {
            specs.append(
                SystemSpec(
                    kind: .windowFrame(.minX), first: ItemAttribute(view, .left), relation: .equal,
                    constant: 0))
            specs.append(
                SystemSpec(
                    kind: .windowFrame(.minY), first: ItemAttribute(view, .top), relation: .equal,
                    constant: 0))
            specs.append(
                SystemSpec(
                    kind: .windowFrame(.width), first: w, relation: .equal, constant: size.width))
            specs.append(
                SystemSpec(
                    kind: .windowFrame(.height), first: h, relation: .equal, constant: size.height))
        } else if let frame = view.autoresizingFrame, let parent = view.superview {
            specs.append(
                SystemSpec(
                    kind: .autoresizing(.minX), first: ItemAttribute(view, .left), relation: .equal,
                    second: ItemAttribute(parent, .left), constant: frame.x))
            specs.append(
                SystemSpec(
                    kind: .autoresizing(.minY), first: ItemAttribute(view, .top), relation: .equal,
                    second: ItemAttribute(parent, .top), constant: frame.y))
            specs.append(
                SystemSpec(
                    kind: .autoresizing(.width), first: w, relation: .equal, constant: frame.width))
            specs.append(
                SystemSpec(
                    kind: .autoresizing(.height), first: h, relation: .equal, constant: frame.height
                ))
        }
        if let guide = view.existingMarginsGuide {
            specs += guideSpecs(
                guide, of: view, insets: marginsInsets(of: view),
                kind: SystemConstraintKind.layoutMargin)
        }
        if let guide = view.existingSafeAreaGuide {
            specs += guideSpecs(
                guide, of: view, insets: view.safeAreaInsets, kind: SystemConstraintKind.safeArea)
        }
        return specs
    }

    /// Margins are measured from the safe area, as with `insetsLayoutMarginsFromSafeArea`.
    func marginsInsets(of view: View) -> EdgeInsets {
        let m = view.layoutMargins
        let s = view.safeAreaInsets
        return EdgeInsets(
            top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom,
            right: m.right + s.right)
    }

    /// Apple's shapes: `guide.left == view.left + l`, `guide.top == view.top + t`,
    /// `view.right == guide.right + r`, `view.bottom == guide.bottom + b`.
    private func guideSpecs(
        _ guide: LayoutGuide, of view: View, insets: EdgeInsets,
        kind: (Edge) -> SystemConstraintKind
    ) -> [SystemSpec] {
        Edge.allCases.map { edge in
            let attribute: LayoutAttribute
            switch edge {
            case .top: attribute = .top
            case .left: attribute = .left
            case .bottom: attribute = .bottom
            case .right: attribute = .right
            }
            let outer = ItemAttribute(view, attribute)
            let inner = ItemAttribute(guide, attribute)
            let guideFirst = edge == .top || edge == .left
            return SystemSpec(
                kind: kind(edge), first: guideFirst ? inner : outer, relation: .equal,
                second: guideFirst ? outer : inner, constant: insets[edge])
        }
    }

    /// Brings the view's system constraints in line with its properties: makes the missing,
    /// deletes the unwanted, and changes constants and priorities in place where it can.
    func syncSystemConstraints(of view: View, report: inout LayoutReport) throws(LayoutError) {
        guard !view.isRemoved else { return }
        let specs = systemSpecs(of: view)
        // Delete first what is no longer wanted, or wanted between other items (a moved
        // autoresizing view), so nothing stale can conflict with what is made next.
        for c in view.systemConstraints {
            guard let kind = c.systemKind else { continue }
            let spec = specs.first { $0.kind == kind }
            if let spec, sameItem(spec.second?.item, c.secondItem), spec.first.item === c.firstItem
            {
                continue
            }
            try uninstall(c)
            retire(c)
        }
        for spec in specs {
            if let c = view.systemConstraint(spec.kind) {
                if c.priority != spec.priority {
                    if c.priority.isRequired != spec.priority.isRequired, c.isActive {
                        try uninstall(c)
                        c.priority = spec.priority
                        try install(c, report: &report)
                    } else {
                        try changePriority(of: c, to: spec.priority)
                    }
                }
                if c.constant != spec.constant {
                    try changeConstant(of: c, to: spec.constant, report: &report)
                }
            } else {
                let c = LayoutConstraint(
                    spec.first, spec.relation, spec.second, multiplier: 1, constant: spec.constant,
                    priority: spec.priority, identifier: spec.kind.appleIdentifier, number: nil,
                    origin: .system(spec.kind), layout: self, serial: takeSerial())
                adopt(c)
                view.systemConstraints.append(c)
                try install(c, report: &report)
            }
        }
    }

    /// Makes a view's margins or safe-area guide with its constraints.
    ///
    /// The guide's variables
    /// are new, so its constraints always hold.
    func makeSystemGuide(_ kind: LayoutGuide.Kind, of view: View) -> LayoutGuide {
        let name = LayoutGuide.systemName(kind, of: view)
        let guide = LayoutGuide(
            name: name, kind: kind, owner: view, layout: self, serial: takeItemSerial(),
            variables: FrameVariables.make(in: &engine, named: name))
        if kind == .layoutMargins {
            view.existingMarginsGuide = guide
        } else {
            view.existingSafeAreaGuide = guide
        }
        items.append(guide)
        registerVariables(of: guide)
        var report = LayoutReport()
        // Cannot fail: the new variables give every new row a subject of its own. Should the
        // solver disagree, the guide still exists and its constraints stay inactive.
        try? syncSystemConstraints(of: view, report: &report)
        return guide
    }

    /// Makes the margins guide of every view whose margin attributes `c` uses.
    func ensureMarginGuides(for c: LayoutConstraint) {
        for side in [c.firstSide] + (c.secondSide.map { [$0] } ?? []) where side.attribute.isMargin
        {
            if let view = side.item as? View, view.existingMarginsGuide == nil, !view.isRemoved {
                _ = makeSystemGuide(.layoutMargins, of: view)
            }
        }
    }
}
