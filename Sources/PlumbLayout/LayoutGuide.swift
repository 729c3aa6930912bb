// A layout guide: a rectangle that lives only in the solver, owned by a view. Users add their
// own (spacers, alignment frames); every view can also have a margins guide and a safe-area
// guide, which come into being, with their constraints, only when something refers to them.

/// A rectangle that exists only in the layout engine, as `UILayoutGuide` is.
///
/// A guide has the attributes of a view except the margin forms and the baselines, and,
/// unlike a view, no implicit `width >= 0`/`height >= 0`. For installation it counts as its
/// owning view.
///
/// ```swift
/// let spacer = try layout.addGuide(named: "spacer", in: root)
/// try layout.activate {
///     spacer.left == a.right
///     b.left == spacer.right
/// }
/// ```
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// What made the guide.
    public enum Kind: String, Hashable, Sendable {
        /// Added by the user with ``Layout/addGuide(named:in:)``.
        case user
        /// A view's `layoutMarginsGuide` (`root.margins`).
        case layoutMargins
        /// A view's `safeAreaLayoutGuide` (`root.safeArea`).
        case safeArea

        /// Apple's identifier of the guide, as logs print it.
        public var appleIdentifier: String? {
            switch self {
            case .user: nil
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            }
        }

        /// The suffix the session language uses after the view's name: `margins`, `safeArea`.
        public var suffix: String? {
            switch self {
            case .user: nil
            case .layoutMargins: "margins"
            case .safeArea: "safeArea"
            }
        }
    }

    public let name: String
    public let kind: Kind
    public let frameVariables: FrameVariables
    public private(set) weak var layout: Layout?
    public internal(set) var isRemoved = false {
        didSet { journalChange(\.isRemoved, was: oldValue) }
    }
    let serial: Int
    weak var owner: View? {
        didSet { journalChange(\.owner, was: oldValue) }
    }

    /// A copy of `guide` for `layout` (``Layout/copy()``), owned by `owner`.
    init(copying guide: LayoutGuide, owner: View?, layout: Layout) {
        name = guide.name
        kind = guide.kind
        self.owner = owner
        self.layout = layout
        serial = guide.serial
        frameVariables = guide.frameVariables
        isRemoved = guide.isRemoved
    }

    init(
        name: String, kind: Kind, owner: View, layout: Layout?, serial: Int,
        variables: FrameVariables
    ) {
        self.name = name
        self.kind = kind
        self.owner = owner
        self.layout = layout
        self.serial = serial
        self.frameVariables = variables
    }

    /// The view that owns the guide (nil once removed).
    public var owningView: View? { isRemoved ? nil : owner }

    /// Whether the guide is a view's margins or safe-area guide, kept by system constraints.
    public var isSystemGuide: Bool { kind != .user }

    /// The name of a view's system guide: `root.margins`, `root.safeArea`.
    static func systemName(_ kind: Kind, of view: View) -> String {
        "\(view.name).\(kind.suffix ?? "guide")"
    }

    public var description: String { name }
}
