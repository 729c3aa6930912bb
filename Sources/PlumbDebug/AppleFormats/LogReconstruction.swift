// Rebuilding a layout from a log, part one: the items and their hierarchy. Items are keyed
// by address (or name); evidence of a superview is taken in a fixed order — the trace, the
// `|` of legends, autoresizing constraints (between a view and its superview), margins (a
// view pinned to another's margins lies inside it), then siblings of views already placed —
// and a view gets the first superview the evidence gives it, never one inside itself.

import PlumbLayout

/// The importer's working state; ``rebuild()`` turns a parsed log into an ``ImportedLayout``.
struct LogReconstruction {
    /// An item of the log, keyed by address or name.
    struct Record {
        var key: String
        var item: DescribedItem
        var parent: String?
        var isGuide: Bool
        var name = ""
        /// Whether the trace lists the item.
        var inTrace = false
        /// What the trace reported ambiguous.
        var traceAmbiguous: [String] = []
        /// The frame the trace printed (a guide's `layoutFrame`).
        var traceFrame: Rect?
        /// The trace's line for the item.
        var traceLine = 0
        /// For a view's margins or safe-area guide: which one, once its owner is known.
        var systemGuide: LayoutGuide.Kind?
        /// For a view that stands for a trace line that does not read: the line.
        var placeholderFor: TraceLine?
        /// How many items the trace lists under the line a placeholder stands for.
        var placeholderItems = 0
    }

    /// A description on its way to becoming a constraint (or a property).
    struct Pending {
        var source: ConstraintDescription
        var first: DescribedSide
        var firstKey: String
        var second: DescribedSide?
        var secondKey: String?
        var brokenByUIKit: Bool
        /// Whether a report that lists it says which constraint was broken.
        var reportNamesBroken: Bool
        /// What the description became instead of a constraint.
        var absorbedAs: String?
        /// Whose property it became, when not the first item's.
        var absorbedBy: String?
    }

    let log: ConsoleLog
    let fileName: String
    var records: [Record] = []
    /// Index of each record by key (looked up, never iterated).
    var index: [String: Int] = [:]
    var pending: [Pending] = []
    var warnings: [AppleFormatError] = []
    var names = ImportNames()
    /// The top-level views that become windows, `screen` first.
    var windows: [WindowPlan] = []
    /// Intrinsic sizes by item key (looked up, never iterated).
    var contents: [String: ContentPlan] = [:]
    /// Autoresizing frames known in full, by item key (looked up, never iterated).
    var frames: [String: Rect] = [:]
    /// Margins and safe-area insets by owner (looked up, never iterated).
    var insets: [InsetKey: [Edge: Double]] = [:]

    init(log: ConsoleLog, fileName: String, reserving reserved: [String]) {
        self.log = log
        self.fileName = fileName
        self.warnings = log.warnings.map {
            AppleFormatError($0.message + "; the description is left out", at: $0.position)
        }
        for name in reserved { names.reserve(name) }
    }

    // MARK: - Records

    func record(_ key: String) -> Record? { index[key].map { records[$0] } }

    /// Registers an item, or fills in what an earlier sighting lacked.
    ///
    /// An item is a guide when a trace printed it in a guide's form (`isGuide`), or when its
    /// class is one of the guide classes a constraint description names.
    @discardableResult
    mutating func register(_ item: DescribedItem, isGuide printedAsGuide: Bool = false) -> String {
        let key = item.key
        if let at = index[key] {
            var known = records[at].item
            if known.className == nil, item.name == nil { known.className = item.className }
            if known.text == nil { known.text = item.text }
            if known.name == nil { known.name = item.name }
            records[at].item = known
            if printedAsGuide { records[at].isGuide = true }
            return key
        }
        index[key] = records.count
        records.append(Record(key: key, item: item, isGuide: printedAsGuide || Self.isGuide(item)))
        return key
    }

    /// "AppKit" when some item's class is AppKit's (`NS…`) and none is UIKit's (`UI…`,
    /// `_UI…`), else "UIKit".
    var framework: String {
        var appKit = false
        for record in records {
            // A class, or a legend's name for a guide (`NSViewSafeAreaLayoutGuide:0x6000…`).
            guard let className = record.item.className ?? record.item.name else { continue }
            let base = className.split(separator: ".").last.map(String.init) ?? className
            if base.hasPrefix("UI") || base.hasPrefix("_UI") { return "UIKit" }
            if base.hasPrefix("NS") || base.hasPrefix("_NS") { appKit = true }
        }
        return appKit ? "AppKit" : "UIKit"
    }

    /// The identifiers of the guides UIKit and AppKit give every view, and which they are.
    static let systemGuides: [(identifier: String, kind: LayoutGuide.Kind)] = [
        ("UIViewLayoutMarginsGuide", .layoutMargins), ("UIViewSafeAreaLayoutGuide", .safeArea),
        ("NSViewLayoutMarginsGuide", .layoutMargins), ("NSViewSafeAreaLayoutGuide", .safeArea),
    ]

    /// Whether an item is a layout guide: by its class (`UILayoutGuide`, `NSLayoutGuide`,
    /// the stack view's `_UILayoutSpacer`, any `…LayoutGuide` subclass but `_UILayoutGuide`,
    /// which was a view), or, named by a legend alone, by a system guide's identifier
    /// (AppKit's `names: NSViewSafeAreaLayoutGuide:0x6000…`).
    static func isGuide(_ item: DescribedItem) -> Bool {
        if let className = item.className {
            let base = className.split(separator: ".").last.map(String.init) ?? className
            return ["_UILayoutSpacer", "_UIOLAGapGuide"].contains(base)
                || (base.hasSuffix("LayoutGuide") && base != "_UILayoutGuide")
        }
        return item.name.map { name in systemGuides.contains { $0.identifier == name } } ?? false
    }

    /// Whether `ancestor` is `key` or one of its ancestors.
    func isAncestor(_ ancestor: String, of key: String) -> Bool {
        var current: String? = key
        var steps = 0
        while let k = current, steps <= records.count {
            if k == ancestor { return true }
            current = record(k)?.parent
            steps += 1
        }
        return false
    }

    /// Puts `child` in `parent` unless it already has a superview or that would make a cycle.
    @discardableResult
    mutating func setParent(_ child: String, _ parent: String) -> Bool {
        guard let at = index[child], records[at].parent == nil, child != parent,
            index[parent] != nil, !isAncestor(child, of: parent)
        else { return false }
        // A guide holds no views.
        if let p = record(parent), p.isGuide, !records[at].isGuide { return false }
        records[at].parent = parent
        return true
    }

    // MARK: - Rebuilding

    mutating func rebuild() -> ImportedLayout {
        collectTrace()
        collectDescriptions()
        inferHierarchy()
        var imported = ImportedLayout(fileName: fileName)
        imported.reportCount = log.reports.count
        imported.framework = framework
        placeRoots(into: &imported)
        absorbProperties()
        nameItems(&imported)
        warnAboutPlaceholders()
        makeItems(&imported)
        makeConstraints(&imported)
        if !log.trace.isEmpty { imported.traceGroup = names.exact("trace") }
        imported.warnings = warnings.sorted { $0.position < $1.position }
        return imported
    }

    /// The trace gives items in hierarchy order (preorder), each under the last item less
    /// deep than it: its parent, or, where lines were cut out (`[snip]`) or the paste starts
    /// indented, its nearest ancestor the text still shows.
    ///
    /// An item indented under a guide goes to the nearest view above it, as a guide holds
    /// no items. A line that does not read is left out with a warning; when items hang under it, a
    /// placeholder view takes its place, so that they are not moved to another view.
    private mutating func collectTrace() {
        var stack: [(key: String, depth: Int)] = []
        for (k, line) in log.trace.enumerated() {
            while let last = stack.last, last.depth >= line.depth { stack.removeLast() }
            let key: String
            if let unread = line.unread {
                let under = log.trace[(k + 1)...].prefix { $0.depth > line.depth }
                let items = under.filter { $0.unread == nil }.count
                guard items > 0 else {
                    warnings.append(AppleFormatError(Self.unreadMessage(unread), at: line.position))
                    continue
                }
                key = "trace line \(line.position.line)"
                index[key] = records.count
                records.append(Record(key: key, item: DescribedItem(), isGuide: false))
                records[records.count - 1].placeholderFor = line
                records[records.count - 1].placeholderItems = items
            } else {
                key = register(line.item, isGuide: line.isGuide)
            }
            if let at = index[key] {
                records[at].inTrace = true
                records[at].traceAmbiguous = line.ambiguous
                records[at].traceFrame = line.frame
                records[at].traceLine = line.position.line
            }
            // A guide holds no items: one indented under a guide belongs to the view the
            // guide belongs to (its `owningView`), the nearest view above it.
            let owner = stack.last { entry in index[entry.key].map { !records[$0].isGuide } ?? true
            }
            if let owner { setParent(key, owner.key) }
            stack.append((key, line.depth))
        }
    }

    /// What a trace line that does not read is warned with.
    static func unreadMessage(_ unread: String) -> String {
        "'\(unread)' is not a trace item ('Class:0xADDRESS' or 'identifier:0xADDRESS'); "
            + "the line is left out"
    }

    /// Warns about each trace line a placeholder stands for, naming the placeholder.
    private mutating func warnAboutPlaceholders() {
        for record in records {
            guard let line = record.placeholderFor, let unread = line.unread else { continue }
            let kept =
                record.placeholderItems == 1
                ? "the item under it keeps its place"
                : "the \(record.placeholderItems) items under it keep their place"
            warnings.append(
                AppleFormatError(
                    Self.unreadMessage(unread) + ", and '\(record.name)' stands for it so that "
                        + kept, at: line.position))
        }
    }

    /// Every description once, in order, with the one UIKit broke marked.
    private mutating func collectDescriptions() {
        var seen: [String: Int] = [:]
        var outOfRange: Set<String> = []  // lookup only; never iterated
        for report in log.reports {
            var list = report.listed
            if let broken = report.broken, !list.contains(where: { $0.address == broken.address }) {
                list.append(broken)
            }
            for d in list {
                let isBroken = report.broken?.address == d.address
                if let at = seen[d.address] {
                    if isBroken { pending[at].brokenByUIKit = true }
                    if report.broken != nil { pending[at].reportNamesBroken = true }
                    continue
                }
                // A number beyond the session language's range cannot be written in the
                // script: left out, said once, as an unreadable description is.
                if let number = [d.constant, d.multiplier].first(where: {
                    abs($0) > Layout.maximumMagnitude
                }) {
                    if outOfRange.insert(d.address).inserted {
                        warnings.append(
                            AppleFormatError(
                                "\(formatNumber(number)) is beyond ±\(formatNumber(Layout.maximumMagnitude)), the largest number a session takes; the constraint is left out",
                                at: d.position))
                    }
                    continue
                }
                seen[d.address] = pending.count
                // A `|` with no legend entry stands for the other item's superview: `|KEY`.
                var firstKey = d.first.item.isUnnamedSuperview ? "" : register(d.first.item)
                var secondKey: String?
                if let second = d.second {
                    secondKey =
                        second.item.isUnnamedSuperview ? "|" + firstKey : register(second.item)
                }
                if d.first.item.isUnnamedSuperview, let other = secondKey { firstKey = "|" + other }
                if let superview = d.superview { register(superview) }
                pending.append(
                    Pending(
                        source: d, first: d.first, firstKey: firstKey, second: d.second,
                        secondKey: secondKey, brokenByUIKit: isBroken,
                        reportNamesBroken: report.broken != nil))
            }
        }
    }

    private mutating func inferHierarchy() {
        for p in pending {
            let d = p.source
            let keys = [p.firstKey] + (p.secondKey.map { [$0] } ?? [])
            if let superview = d.superview {
                for key in keys where key != superview.key && !key.hasPrefix("|") {
                    setParent(key, superview.key)
                }
            }
            if let second = p.secondKey {
                if d.isAutoresizing { setParent(p.firstKey, second) }
                let firstMargin = p.first.attribute.isMargin
                let secondMargin = p.second?.attribute.isMargin ?? false
                if secondMargin && !firstMargin { setParent(p.firstKey, second) }
                if firstMargin && !secondMargin { setParent(second, p.firstKey) }
            }
        }
        // Siblings: a view related to a placed view shares its superview (or, related to a
        // guide, the guide's owner); repeated until nothing moves.
        var changed = true
        var rounds = 0
        while changed && rounds <= records.count {
            changed = false
            rounds += 1
            for p in pending {
                guard let second = p.secondKey, !p.firstKey.hasPrefix("|"), !second.hasPrefix("|")
                else { continue }
                for (a, b) in [(p.firstKey, second), (second, p.firstKey)] {
                    guard let ra = record(a), let rb = record(b), rb.parent == nil else { continue }
                    if let parent = ra.parent, !isAncestor(b, of: a) {
                        changed = setParent(b, parent) || changed
                    } else if rb.isGuide, !ra.isGuide {
                        changed = setParent(b, a) || changed
                    }
                }
            }
        }
        // A `|` with no legend entry: the superview of the other item, made up if unknown.
        for k in pending.indices {
            for bar in [pending[k].firstKey, pending[k].secondKey ?? ""] where bar.hasPrefix("|") {
                let child = String(bar.dropFirst())
                if record(child)?.parent == nil {
                    var placeholder = DescribedItem()
                    placeholder.isUnnamedSuperview = true
                    index[bar] = records.count
                    records.append(Record(key: bar, item: placeholder, isGuide: false))
                    setParent(child, bar)
                }
                let parent = record(child)?.parent ?? bar
                if pending[k].firstKey == bar { pending[k].firstKey = parent }
                if pending[k].secondKey == bar { pending[k].secondKey = parent }
            }
        }
    }
}
