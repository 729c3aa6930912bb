// The layout an Apple log describes, rebuilt in Plumb's terms: named views and guides in a
// hierarchy, windows for the views whose container imposed a size, and constraints with
// their priorities and labels, each remembering the description it came from. It is written
// out as a session script (ImportedLayout+Script.swift) and can be built into a `Layout`
// directly (ImportedLayout+Build.swift); both say the same thing.

import PlumbLayout

/// The views and constraints an Apple console log names, rebuilt as a Plumb layout.
///
/// A conflict report lists constraints, not views, so the importer works the hierarchy out:
/// the superview that `|` stands for in `names:` legends, the superview an autoresizing
/// constraint relates a view to, the view whose margins another is pinned to, views related
/// to a view with a known superview (siblings), and a pasted `_autolayoutTrace` first of all.
/// A view whose container imposed its size (`UIView-Encapsulated-Layout-Width`, an
/// autoresizing size) and that has no superview in the log becomes a **window** of that size;
/// the other top-level views go into a window named `screen`. Autoresizing frames known in
/// full become `frame` views, `NSContentSizeLayoutConstraint`s intrinsic sizes, and margin
/// and safe-area guide constraints insets. Views are named after their class (`label1`,
/// `view2`), their text (`showMoreButton`) or their accessibility identifier; every
/// declaration's comment gives the original address.
///
/// Constraints keep the log's order, except that the ones UIKit broke come last, so that
/// Plumb, which breaks the constraint that meets the conflict, breaks the same one.
///
/// ```swift
/// let imported = try ImportedLayout.read(text, fileName: "crash.log")
/// print(imported.script())                       // window screen 375x667 …
/// let (layout, made) = try imported.makeLayout()
/// layout.brokenConstraints.map(\.description)    // what Plumb broke
/// ```
public struct ImportedLayout {
    /// What an item is.
    public enum ItemKind: Hashable, Sendable {
        /// A window of the given size (a view whose container imposed its size).
        case window(Size)
        /// A view in ``Item/parent``.
        case view
        /// A layout guide owned by ``Item/parent``.
        case guide
    }

    /// A view, window or guide to declare.
    public struct Item {
        /// Its name in the session.
        public var name: String
        /// What it is.
        public var kind: ItemKind
        /// The superview of a view, the owner of a guide; nil for a window.
        public var parent: String?
        /// The item as the log printed it; nil for the `screen` window and for superviews
        /// the log implies but never prints.
        public var original: DescribedItem?
        /// An autoresizing frame known in full (superview coordinates).
        public var frame: Rect?
        /// The intrinsic content size, from `NSContentSizeLayoutConstraint`s.
        public var intrinsicSize = IntrinsicSize.none
        /// The content-hugging priorities.
        public var hugging = AxisPriorities.defaultHugging
        /// The compression-resistance priorities.
        public var compressionResistance = AxisPriorities.defaultCompressionResistance
        /// Margins, from `UIView-…Margin-guide-constraint`s (unknown edges are 8).
        public var margins: EdgeInsets?
        /// Safe-area insets, from `UIViewSafeAreaLayoutGuide-…` constraints.
        public var safeArea: EdgeInsets?
        /// What the comment after the declaration says.
        public var notes: [String] = []
        /// What a pasted `_autolayoutTrace` says of the item; nil when it does not list it.
        public var trace: TraceMark?
    }

    /// What an `_autolayoutTrace` line says of an item: the frame components it marks
    /// ambiguous, and the frame it prints (a guide's `layoutFrame`), if any.
    public struct TraceMark: Hashable, Sendable {
        /// The components marked ambiguous (all four for a bare `- AMBIGUOUS LAYOUT`).
        public var ambiguous: [FrameComponent]
        /// The frame the line prints, in the superview's (owning view's) coordinates.
        public var frame: Rect?
        /// The line of the log that lists the item.
        public var line: Int

        /// The components Apple's engine variables stand for: `minX` is x, `Height` is height;
        /// a bare marker (`layout`) stands for all four.
        static func components(_ variables: [String]) -> [FrameComponent] {
            if variables.contains("layout") { return FrameComponent.allCases }
            return FrameComponent.allCases.filter { c in variables.contains(c.engineName) }
        }
    }

    /// A constraint that stands in for what fixed a component on the device.
    ///
    /// The trace lists the item without marking that component ambiguous, but the log's
    /// constraints leave it free: `item.left == parent.left + value`, `item.width == value`.
    public struct TracePin: Hashable, Sendable {
        /// The item pinned.
        public var item: String
        /// Its superview (a guide's owning view).
        public var parent: String
        /// The component pinned.
        public var component: FrameComponent
        /// Its value: the frame the trace printed, else where the log's constraints put it.
        public var value: Double
        /// Whether the value is the trace's own.
        public var isPrinted: Bool
        /// The line of the log that lists the item.
        public var line: Int
    }

    /// One side of a constraint: an item's name (`card`, or `card.margins` for a system
    /// guide) and an attribute.
    public struct Side: Hashable, Sendable {
        /// The item's name.
        public var item: String
        /// The attribute.
        public var attribute: LayoutAttribute
    }

    /// A constraint to make.
    public struct Constraint {
        /// The label (the identifier, made a valid name), if any.
        public var label: String?
        /// The first side.
        public var first: Side
        /// The relation.
        public var relation: Relation
        /// The second side; nil for a constant.
        public var second: Side?
        /// The multiplier.
        public var multiplier: Double
        /// The constant.
        public var constant: Double
        /// The priority, 1000 for required.
        public var priority: Double
        /// False when the log printed `(inactive)`.
        public var isActive: Bool
        /// The description it came from.
        public var source: ConstraintDescription
        /// Whether UIKit broke it to recover ("Will attempt to recover by breaking …").
        public var brokenByUIKit: Bool
        /// What the comment after the statement says.
        public var notes: [String] = []
        /// Whether some report that lists it says which constraint was broken: when none
        /// does, the log is silent on what broke in its conflict.
        var reportNamesBroken = true
    }

    /// The name the log's file goes by in comments.
    public var fileName: String
    /// The items, each after its parent.
    public var items: [Item] = []
    /// The constraints, in the order they are made.
    public var constraints: [Constraint] = []
    /// Descriptions that could not be read or rebuilt, with where and why.
    public var warnings: [AppleFormatError] = []
    /// Descriptions that became properties instead of constraints (window sizes, frames,
    /// intrinsic sizes, insets), with what they became.
    public var absorbed: [(source: ConstraintDescription, as: String)] = []
    /// The group that holds the constraints the log printed `(inactive)`, made inactive.
    public var inactiveGroup: String?
    /// The constraints that keep the frames of what the trace does not mark ambiguous
    /// (``pinTrace()``), in the group ``traceGroup``.
    public var tracePins: [TracePin] = []
    /// The name of the group of ``tracePins`` (set when the log holds a trace).
    public var traceGroup: String?
    /// The name of the window that holds the views the log places in no window, if any.
    public var screenName: String?
    /// How many reports the log held.
    public var reportCount = 0
    /// The framework that printed the log and broke constraints in it: "AppKit" when its
    /// items are AppKit's (`NSView`, `NSTextField`) and none is UIKit's, else "UIKit".
    public var framework = "UIKit"
    /// Window dimensions the log does not give, filled in when the layout is validated.
    var unknownDimensions: [(window: String, axis: Axis, isWindowClass: Bool)] = []

    /// Reads an Apple console log (or bare descriptions, or a trace) and rebuilds its layout.
    ///
    /// ```swift
    /// let imported = try ImportedLayout.read(text, fileName: "crash.log")
    /// imported.items.map(\.name)    // ["screen", "stackView1", …]
    /// ```
    ///
    /// - Parameters:
    ///   - text: The log.
    ///   - fileName: What comments call the log.
    ///   - reserved: Names already in use (a session's), which the rebuilt items avoid.
    ///   - margins: The layout margins of views whose margins the log does not print; nil
    ///     for UIKit's default (see ``assumptions``).
    /// - Returns: The rebuilt layout, not yet built (see ``makeLayout(scriptName:)``).
    /// - Throws: ``AppleFormatError`` when nothing in the text can be read. Descriptions that
    ///   cannot be read among others that can are kept in ``warnings``.
    public static func read(
        _ text: String, fileName: String, reserving reserved: [String] = [],
        margins: Double? = nil
    ) throws(AppleFormatError) -> ImportedLayout {
        let log = try ConsoleLog.parse(text)
        var reconstruction = LogReconstruction(log: log, fileName: fileName, reserving: reserved)
        var imported = reconstruction.rebuild()
        imported.validate()
        imported.assumeMargins(margins)
        imported.assumeSafeArea()
        imported.pinTrace()
        return imported
    }

    /// What the rebuilt layout assumes that the log does not print (layout margins), one
    /// sentence each; the import prints them.
    public var assumptions: [String] = []

    /// The names of the items whose guide `guide` (`margins`, `safeArea`) the constraints
    /// use, and, with `orAttribute`, those with an attribute that uses it (`leadingMargin`).
    func itemsUsing(guide: String, orAttribute: (LayoutAttribute) -> Bool = { _ in false })
        -> Set<String>
    {
        var used: Set<String> = []
        for c in constraints {
            for side in [c.first] + (c.second.map { [$0] } ?? []) {
                let parts = side.item.split(separator: ".").map(String.init)
                if parts.count == 2, parts[1] == guide { used.insert(parts[0]) }
                if orAttribute(side.attribute) { used.insert(parts[0]) }
            }
        }
        return used
    }

    /// The views whose layout margins the constraints use but the log does not print.
    var viewsWithUnknownMargins: [Int] {
        let used = itemsUsing(guide: "margins", orAttribute: \.isMargin)
        return items.indices.filter { k in
            used.contains(items[k].name) && items[k].margins == nil && items[k].kind == .view
        }
    }

    /// Gives the views whose margins the log does not print `value` (`--margins`), or UIKit's
    /// default 8.
    ///
    /// When the log shows UIKit breaking a constraint but the constraints can all hold with 8,
    /// the common larger margins (16, 20) are tried, and the first that brings the conflict
    /// back is used. Says which, in ``assumptions``.
    mutating func assumeMargins(_ value: Double?) {
        let unknown = viewsWithUnknownMargins
        guard !unknown.isEmpty else { return }
        let names = unknown.map { items[$0].name }.joined(separator: ", ")
        if let value {
            for k in unknown { items[k].margins = EdgeInsets(value) }
            assumptions.append(
                "layout margins \(formatNumber(value)) on \(names) (given with --margins)")
            return
        }
        let brokeSomething = constraints.contains { $0.brokenByUIKit }
        func conflictsWith(_ m: Double) -> Bool {
            conflicts(changing: unknown) { $0.margins = EdgeInsets(m) }
        }
        if brokeSomething, !conflicts(), let range = conflictingMargins(conflictsWith) {
            let found =
                [16.0, 20.0].first { range.contains($0) && conflictsWith($0) } ?? range.example
            for k in unknown { items[k].margins = EdgeInsets(found) }
            assumptions.append(
                "layout margins \(formatNumber(found)) on \(names): the log does not print them; "
                    + "the constraints conflict only when they are \(range.description) "
                    + "(with UIKit's default 8 they can all hold, while the log shows a conflict); "
                    + "'import … margins N' (or --margins N) sets them")
            return
        }
        assumptions.append(
            "layout margins 8 on \(names) (UIKit's default; the log does not print them; "
                + "'import … margins N' or --margins N sets them)")
    }

    /// The views whose safe-area guide the constraints use but whose insets the log does not
    /// print.
    var viewsWithUnknownSafeArea: [Int] {
        let used = itemsUsing(guide: "safeArea")
        return items.indices.filter { used.contains(items[$0].name) && items[$0].safeArea == nil }
    }

    /// The safe-area insets of common iPhones (top, bottom): a status bar, then notches and
    /// Dynamic Islands with a home indicator.
    static let commonSafeAreas: [(top: Double, bottom: Double)] = [
        (20, 0), (44, 34), (47, 34), (59, 34),
    ]

    /// Gives the views whose safe-area insets the log does not print none, as Plumb's views
    /// have, or a common iPhone's.
    ///
    /// When the log shows UIKit breaking a constraint that can hold with none, the first
    /// common iPhone's insets that bring the conflict back are used. Says which.
    mutating func assumeSafeArea() {
        let unknown = viewsWithUnknownSafeArea
        guard !unknown.isEmpty else { return }
        let names = unknown.map { items[$0].name }.joined(separator: ", ")
        if constraints.contains(where: \.brokenByUIKit), !conflicts(),
            let found = Self.commonSafeAreas.first(where: { insets in
                conflicts(changing: unknown) {
                    $0.safeArea = EdgeInsets(
                        top: insets.top, left: 0, bottom: insets.bottom, right: 0)
                }
            })
        {
            for k in unknown {
                items[k].safeArea = EdgeInsets(
                    top: found.top, left: 0, bottom: found.bottom, right: 0)
            }
            assumptions.append(
                "safe-area insets top \(formatNumber(found.top)), bottom \(formatNumber(found.bottom)) "
                    + "on \(names): the log does not print them, and with none the constraints can "
                    + "all hold, while the log shows a conflict; these are the first common iPhone's "
                    + "that bring it back ('set NAME safe T L B R' changes them)")
            return
        }
        assumptions.append(
            "no safe-area insets on \(names) (the log does not print them; "
                + "'set NAME safe T L B R' sets them)")
    }

    /// The margins, above or below UIKit's 8, with which the constraints conflict.
    struct MarginRange {
        /// The boundary, to a thousandth of a point.
        var bound: Double
        /// Whether the conflict is above the bound (else below it).
        var isAbove: Bool
        /// Whether the bound itself conflicts.
        var includesBound: Bool

        func contains(_ m: Double) -> Bool {
            if m == bound { return includesBound }
            return isAbove ? m > bound : m < bound
        }

        /// A whole margin that conflicts: the nearest to the bound.
        var example: Double {
            let whole = isAbove ? bound.rounded(.down) + 1 : bound.rounded(.up) - 1
            return includesBound && bound == bound.rounded() ? bound : max(0, whole)
        }

        var description: String {
            let number = formatNumber(bound)
            return isAbove
                ? (includesBound ? "\(number) or more" : "more than \(number)")
                : (includesBound ? "\(number) or less" : "less than \(number)")
        }
    }

    /// Where the verdict changes: the first of a few common margins on each side of 8 that
    /// conflicts, then bisection between it and the last that does not, to a thousandth of a
    /// point (a whole point for logs of more than 500 constraints: each step rebuilds).
    func conflictingMargins(_ conflicts: (Double) -> Bool) -> MarginRange? {
        let precision = constraints.count > 500 ? 1.0 : 0.001
        for (samples, isAbove) in [
            ([12.0, 16, 20, 24, 32, 48, 64, 100], true), ([4.0, 0], false),
        ] {
            var holding = 8.0
            guard
                let hit = samples.first(where: { m in
                    if conflicts(m) { return true }
                    holding = m
                    return false
                })
            else { continue }
            var (low, high) = isAbove ? (holding, hit) : (hit, holding)
            while high - low > precision {
                let middle = (low + high) / 2
                let inside = conflicts(middle)
                if inside == isAbove { high = middle } else { low = middle }
            }
            // The boundary to the precision, and whether it conflicts itself.
            let bound = ((isAbove ? low : high) / precision).rounded() * precision
            return MarginRange(bound: bound, isAbove: isAbove, includesBound: conflicts(bound))
        }
        return nil
    }

    /// Whether the rebuilt layout breaks a constraint once `change` is made to the items at
    /// `indices` (a trial: this layout is not changed).
    func conflicts(changing indices: [Int], _ change: (inout Item) -> Void) -> Bool {
        var trial = self
        for k in indices { change(&trial.items[k]) }
        return trial.conflicts()
    }

    /// Whether the rebuilt layout breaks a constraint.
    func conflicts() -> Bool {
        guard let made = try? makeLayout() else { return false }
        return !made.layout.brokenConstraints.isEmpty
    }

    /// The item called `name`.
    public func item(named name: String) -> Item? { items.first { $0.name == name } }
}
