// Align's ten alignments for `pin`, with Align's own semantics (kean/Align 3): a preset that
// names one edge centers the item along the other axis, so `.top` is top-and-centered, not
// top-and-filled, and every preset but `fill` holds only the edges it names.

extension AnchorCollectionEdges {
    /// How `pin(to:insets:axis:alignment:)` places an item in its target, along each axis
    /// (Align's `Alignment`).
    ///
    /// Along one axis an item fills the target (both edges equal), sits at one edge (that
    /// edge equal, the other kept inside with an inequality), or is centered (both edges kept
    /// inside, the center equal). The ten presets combine the two axes:
    ///
    /// | preset            | horizontal | vertical |
    /// |-------------------|------------|----------|
    /// | `.fill`           | fill       | fill     |
    /// | `.center`         | center     | center   |
    /// | `.top`            | center     | top      |
    /// | `.bottom`         | center     | bottom   |
    /// | `.leading`        | leading    | center   |
    /// | `.trailing`       | trailing   | center   |
    /// | `.topLeading`     | leading    | top      |
    /// | `.topTrailing`    | trailing   | top      |
    /// | `.bottomLeading`  | leading    | bottom   |
    /// | `.bottomTrailing` | trailing   | bottom   |
    ///
    /// ```swift
    /// try badge.anchors.edges.pin(insets: 8, alignment: .topTrailing)
    /// try label.anchors.edges.pin(alignment: Alignment(horizontal: .leading, vertical: .fill))
    /// ```
    public struct Alignment: Hashable, Sendable {
        /// The placement along the horizontal axis.
        public enum Horizontal: Hashable, Sendable {
            /// Leading and trailing edges equal to the target's.
            case fill
            /// Centered, both edges kept inside the target.
            case center
            /// The leading edge equal to the target's, the trailing edge kept inside.
            case leading
            /// The trailing edge equal to the target's, the leading edge kept inside.
            case trailing
        }

        /// The placement along the vertical axis.
        public enum Vertical: Hashable, Sendable {
            /// Top and bottom edges equal to the target's.
            case fill
            /// Centered, both edges kept inside the target.
            case center
            /// The top edge equal to the target's, the bottom edge kept inside.
            case top
            /// The bottom edge equal to the target's, the top edge kept inside.
            case bottom
        }

        /// The placement along the horizontal axis.
        public let horizontal: Horizontal
        /// The placement along the vertical axis.
        public let vertical: Vertical

        /// An alignment from its two placements: 16 combinations, the ten presets among them.
        public init(horizontal: Horizontal, vertical: Vertical) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// Fills the target along both axes.
        public static let fill = Alignment(horizontal: .fill, vertical: .fill)
        /// Centered in the target, kept inside it.
        public static let center = Alignment(horizontal: .center, vertical: .center)
        /// At the top edge, centered horizontally.
        public static let top = Alignment(horizontal: .center, vertical: .top)
        /// At the bottom edge, centered horizontally.
        public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
        /// At the leading edge, centered vertically.
        public static let leading = Alignment(horizontal: .leading, vertical: .center)
        /// At the trailing edge, centered vertically.
        public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
        /// In the top-leading corner.
        public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
        /// In the top-trailing corner.
        public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
        /// In the bottom-leading corner.
        public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
        /// In the bottom-trailing corner.
        public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

        /// One axis's placement, without the axis's names for its edges.
        enum Placement: Hashable {
            case fill, center, start, end

            /// Whether the leading (top) edge is an equality.
            var holdsStart: Bool { self == .fill || self == .start }
            /// Whether the trailing (bottom) edge is an equality.
            var holdsEnd: Bool { self == .fill || self == .end }
        }
    }
}

extension AnchorCollectionEdges.Alignment.Horizontal {
    var placement: AnchorCollectionEdges.Alignment.Placement {
        switch self {
        case .fill: .fill
        case .center: .center
        case .leading: .start
        case .trailing: .end
        }
    }
}

extension AnchorCollectionEdges.Alignment.Vertical {
    var placement: AnchorCollectionEdges.Alignment.Placement {
        switch self {
        case .fill: .fill
        case .center: .center
        case .top: .start
        case .bottom: .end
        }
    }
}

extension AnchorCollectionEdges {
    /// The drafts `pin(to:insets:axis:alignment:)` would make, without making them: for the
    /// session language's `pin`, previews and tests.
    ///
    /// ```swift
    /// let drafts = badge.anchors.edges.pinDrafts(
    ///     to: card, insets: EdgeInsets(8), alignment: .topTrailing)
    /// drafts[0].equation   // "badge.leading >= card.leading + 8"
    /// drafts[1].equation   // "badge.trailing == card.trailing - 8"
    /// ```
    public func pinDrafts(
        to target: any LayoutItem, insets: EdgeInsets = .zero, axis: Axis? = nil,
        alignment: Alignment = .fill
    ) -> [ConstraintDraft] {
        drafts(to: target, insets: insets, axis: axis, alignment: alignment, centering: true)
    }
}
