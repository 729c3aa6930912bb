// The three notations `export` writes a layout in: Swift with layout anchors, Apple's
// constraint descriptions, and the Visual Format Language where it can say it. Each is a
// pure function of the layout, listing things in creation or hierarchy order, so the same
// layout exports the same bytes.

import PlumbLayout

/// A layout written in another notation: `export swift|apple|vfl`.
///
/// ```swift
/// print(LayoutExport.text(of: layout, as: .swift))
/// // button.widthAnchor.constraint(equalToConstant: 88),
/// ```
public enum LayoutExport {
    /// The notations.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// UIKit code: views, `NSLayoutAnchor` constraints, `NSLayoutConstraint.activate`.
        case swift
        /// `_autolayoutTrace`'s hierarchy and `-[NSLayoutConstraint description]`s, which
        /// `import` reads back.
        case apple
        /// Visual Format strings for rows and columns of siblings, and what VFL cannot say.
        case vfl
    }

    /// The layout in `format`, ending with a newline.
    public static func text(of layout: Layout, as format: Format) -> String {
        switch format {
        case .swift: return swift(layout)
        case .apple: return apple(layout)
        case .vfl: return visualFormat(layout)
        }
    }

    /// The views, windows first and each after its superview.
    static func viewsInHierarchyOrder(_ layout: Layout) -> [View] {
        layout.windows.filter { !$0.isRemoved }.flatMap(\.subtree)
    }
}
