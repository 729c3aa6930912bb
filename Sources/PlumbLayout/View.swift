// A view: a node of the hierarchy with its content properties (intrinsic size, hugging,
// compression resistance, baselines), its autoresizing frame, its margins, its layout
// direction, and the system constraints that stand for all of these in the solver.

/// A rectangle in a hierarchy, as `UIView` is to Auto Layout.
///
/// A view is either a **window** (a top-level view whose frame `(0, 0, width, height)` is
/// imposed by required system constraints, changed with ``Layout/resize(_:to:)``) or a
/// subview of another view. Views are made by a ``Layout`` and changed through it, so that
/// every change reaches the solver in one transaction:
///
/// ```swift
/// let layout = Layout()
/// let root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
/// let title = try layout.addView(
///     named: "title", in: root, intrinsicSize: IntrinsicSize(width: 120, height: 21))
/// try layout.setContentHugging(.init(251), for: .horizontal, of: title)
/// ```
///
/// Properties are read-only here; the `Layout` methods named in each property's
/// documentation change them.
public final class View: LayoutItem, CustomStringConvertible {
    public let name: String
    public let frameVariables: FrameVariables
    public private(set) weak var layout: Layout?
    /// Whether this view is a window (top level, with an imposed frame).
    public let isWindow: Bool

    /// The superview; nil for a window and for a removed view.
    public internal(set) weak var superview: View? {
        didSet { journalChange(\.superview, was: oldValue) }
    }
    /// The subviews, in the order they were added (``Layout/addView(named:in:intrinsicSize:hugging:compressionResistance:firstBaselineOffset:lastBaselineOffset:frame:)``,
    /// ``Layout/move(_:to:)``).
    public internal(set) var subviews: [View] = []
    /// The layout guides added to this view with ``Layout/addGuide(named:in:)``, in order.
    ///
    /// The
    /// margins and safe-area guides are not listed here.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    public internal(set) var isRemoved = false {
        didSet { journalChange(\.isRemoved, was: oldValue) }
    }

    /// The window's imposed size; nil for other views.
    ///
    /// Changed by ``Layout/resize(_:to:)``.
    public internal(set) var windowSize: Size? {
        didSet { journalChange(\.windowSize, was: oldValue) }
    }
    /// The natural size of the content; changed by
    /// ``Layout/setIntrinsicContentSize(_:of:)``.
    public internal(set) var intrinsicContentSize: IntrinsicSize = .none {
        didSet { journalChange(\.intrinsicContentSize, was: oldValue) }
    }
    /// Resistance to growing beyond the intrinsic size (default 250 in both axes); changed by
    /// ``Layout/setContentHugging(_:for:of:)``.
    public internal(set) var contentHugging: AxisPriorities = .defaultHugging {
        didSet { journalChange(\.contentHugging, was: oldValue) }
    }
    /// Resistance to shrinking below the intrinsic size (default 750); changed by
    /// ``Layout/setCompressionResistance(_:for:of:)``.
    public internal(set) var compressionResistance: AxisPriorities = .defaultCompressionResistance {
        didSet { journalChange(\.compressionResistance, was: oldValue) }
    }
    /// The frame imposed in superview coordinates while
    /// ``translatesAutoresizingMaskIntoConstraints`` is on; changed by
    /// ``Layout/setAutoresizingFrame(_:of:)``.
    public internal(set) var autoresizingFrame: Rect? {
        didSet { journalChange(\.autoresizingFrame, was: oldValue) }
    }
    /// The margins, inset from the safe area (`insetsLayoutMarginsFromSafeArea`); default 8 on
    /// every edge.
    ///
    /// Changed by ``Layout/setLayoutMargins(_:of:)``.
    public internal(set) var layoutMargins = EdgeInsets(8) {
        didSet { journalChange(\.layoutMargins, was: oldValue) }
    }
    /// The safe-area insets; default zero.
    ///
    /// Plumb does not propagate a window's safe area into
    /// its subviews: set them explicitly. Changed by ``Layout/setSafeAreaInsets(_:of:)``.
    public internal(set) var safeAreaInsets = EdgeInsets.zero {
        didSet { journalChange(\.safeAreaInsets, was: oldValue) }
    }
    /// The direction set on this view, or nil to inherit its superview's (a window inherits
    /// left to right).
    ///
    /// Changed by ``Layout/setLayoutDirection(_:of:)``.
    public internal(set) var semanticLayoutDirection: LayoutDirection? {
        didSet { journalChange(\.semanticLayoutDirection, was: oldValue) }
    }
    /// The distance from the top to the first baseline; nil means the bottom, as in UIKit.
    ///
    /// Changed by ``Layout/setBaselineOffsets(first:last:of:)``.
    public internal(set) var firstBaselineOffset: Double? {
        didSet { journalChange(\.firstBaselineOffset, was: oldValue) }
    }
    /// The distance from the top to the last baseline; nil means the bottom.
    public internal(set) var lastBaselineOffset: Double? {
        didSet { journalChange(\.lastBaselineOffset, was: oldValue) }
    }

    /// The margins guide, once something has referred to it.
    public internal(set) var existingMarginsGuide: LayoutGuide? {
        didSet { journalChange(\.existingMarginsGuide, was: oldValue) }
    }
    /// The safe-area guide, once something has referred to it.
    public internal(set) var existingSafeAreaGuide: LayoutGuide? {
        didSet { journalChange(\.existingSafeAreaGuide, was: oldValue) }
    }

    /// The system constraints this view keeps for itself and its system guides, by kind.
    var systemConstraints: [LayoutConstraint] = [] {
        didSet { journalChange(\.systemConstraints, was: oldValue) }
    }
    /// The last `Layout.commonAncestor(of:_:)` walk that passed this view.
    var ancestorMark: UInt64 = 0
    let serial: Int

    /// A copy of `view` for `layout` (``Layout/copy()``), its values only: the copy fills in
    /// the references (superview, subviews, guides, system constraints) with its own objects.
    init(copying view: View, layout: Layout) {
        name = view.name
        isWindow = view.isWindow
        self.layout = layout
        serial = view.serial
        frameVariables = view.frameVariables
        isRemoved = view.isRemoved
        windowSize = view.windowSize
        intrinsicContentSize = view.intrinsicContentSize
        contentHugging = view.contentHugging
        compressionResistance = view.compressionResistance
        autoresizingFrame = view.autoresizingFrame
        layoutMargins = view.layoutMargins
        safeAreaInsets = view.safeAreaInsets
        semanticLayoutDirection = view.semanticLayoutDirection
        firstBaselineOffset = view.firstBaselineOffset
        lastBaselineOffset = view.lastBaselineOffset
    }

    init(name: String, isWindow: Bool, layout: Layout, serial: Int, variables: FrameVariables) {
        self.name = name
        self.isWindow = isWindow
        self.layout = layout
        self.serial = serial
        self.frameVariables = variables
    }

    /// A view stands for itself in the hierarchy.
    public var owningView: View? { isRemoved ? nil : self }

    /// Whether the view's frame comes from ``autoresizingFrame`` (UIKit's default for views made
    /// in code; Plumb's default is off).
    public var translatesAutoresizingMaskIntoConstraints: Bool { autoresizingFrame != nil }

    /// The direction leading and trailing follow in this view: its own, or inherited.
    public var effectiveLayoutDirection: LayoutDirection {
        // Without any direction set in the layout there is nothing to look up (a walk to the
        // window per constraint made deep nesting quadratic).
        if let layout, layout.directionOverrides == 0 { return .leftToRight }
        var view: View? = self
        while let v = view {
            if let direction = v.semanticLayoutDirection { return direction }
            view = v.superview
        }
        return .leftToRight
    }

    /// The window at the top of this view's hierarchy (the view itself for a window).
    public var window: View? {
        var view = self
        while let parent = view.superview { view = parent }
        return view.isWindow ? view : nil
    }

    /// The chain from this view up to its window: the view first.
    public var ancestors: [View] {
        var chain: [View] = [self]
        while let parent = chain[chain.count - 1].superview { chain.append(parent) }
        return chain
    }

    /// Whether `other` is this view or one of its ancestors.
    public func isDescendant(of other: View) -> Bool {
        var view: View? = self
        while let v = view {
            if v === other { return true }
            view = v.superview
        }
        return false
    }

    /// The view and all its descendants, depth first, in subview order.
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The margins guide (`UIViewLayoutMarginsGuide`), made on first use with its four required
    /// constraints, as UIKit makes `layoutMarginsGuide`.
    ///
    /// For a removed view the guide is made
    /// but never reaches a solver.
    ///
    /// ```swift
    /// try layout.activate { label.left == root.layoutMarginsGuide.left }
    /// ```
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = existingMarginsGuide { return guide }
        return layout?.makeSystemGuide(.layoutMargins, of: self) ?? detachedGuide(.layoutMargins)
    }

    /// The safe-area guide (`UIViewSafeAreaLayoutGuide`), made on first use with its four
    /// required constraints.
    ///
    /// Its insets are ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = existingSafeAreaGuide { return guide }
        return layout?.makeSystemGuide(.safeArea, of: self) ?? detachedGuide(.safeArea)
    }

    private func detachedGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        let guide = LayoutGuide(
            name: LayoutGuide.systemName(kind, of: self), kind: kind, owner: self, layout: nil,
            serial: Int.max, variables: frameVariables)
        guide.isRemoved = true
        return guide
    }

    /// The system constraint of `kind`, if the view has one now.
    public func systemConstraint(_ kind: SystemConstraintKind) -> LayoutConstraint? {
        systemConstraints.first { $0.systemKind == kind }
    }

    /// `button`, or `root (window)`.
    public var description: String { isWindow ? "\(name) (window)" : name }
}
