import PlumbLayout

// Who owns a constraint that Apple's frameworks made, read from the identifier it was printed
// with in a console log: the app cannot lower or remove those, so a conflict that involves one
// says who made it and what the app can change instead.

/// A framework that made a constraint the app does not own.
public enum ConstraintOwner: Hashable, Sendable {
    /// A table or collection view sizing its cell (`UIView-Encapsulated-Layout-Height`).
    case cellSize(String)
    /// A stack view arranging its views (`UISV-spacing`, `UISV-canvas-connection`, …).
    case stackView(String)
    /// UIKit sizing a view to fit (`_UITemporaryLayoutWidth`).
    case temporarySize(String)
    /// UIKit's layout margins and safe area guides (`UIView-leftMargin-guide-constraint`,
    /// `UIViewSafeAreaLayoutGuide-top`).
    case guides(String)
    /// A view's frame turned into constraints (`NSAutoresizingMaskLayoutConstraint`: the view
    /// keeps `translatesAutoresizingMaskIntoConstraints`), as `plumb import` labels the ones
    /// it cannot turn into a frame.
    case autoresizing(String)
    /// Interface Builder's stand-ins for a view with no constraints of its own
    /// (`UIIBSystemGenerated`, `IB auto generated at build time for view with fixed frame`).
    case interfaceBuilder(String)

    /// The owner of `c`, from its identifier, or nil when the app made it.
    ///
    /// Identifiers arrive as the log printed them (`UISV-spacing`) or as the session language
    /// spells labels (`UISV_spacing`); both are read.
    /// Plumb's own system constraints (a window's frame, an autoresizing frame) are not
    /// read here: they have their own fixes (resize the window, turn off autoresizing).
    public init?(_ c: LayoutConstraint) {
        guard !c.isSystem, let raw = c.identifier else { return nil }
        var name = String(raw.map { $0 == "_" ? "-" : $0 })
        // The number `plumb import` adds to a repeated identifier (`UISV_spacing_2`): Apple's
        // own identifiers never end in one.
        if let dash = name.lastIndex(of: "-"), name.index(after: dash) < name.endIndex,
            name[name.index(after: dash)...].allSatisfy(\.isNumber)
        {
            name = String(name[..<dash])
        }
        let trimmed = name.hasPrefix("-") ? String(name.dropFirst()) : name
        if trimmed.hasPrefix("UIView-Encapsulated-Layout-")
            || trimmed.hasPrefix("NSView-Encapsulated-Layout-")
        {
            self = .cellSize(trimmed)
        } else if trimmed.hasPrefix("UISV-") {
            self = .stackView(trimmed)
        } else if trimmed.hasPrefix("UITemporaryLayout") || trimmed.hasPrefix("NSTemporaryLayout") {
            self = .temporarySize(trimmed)
        } else if trimmed.hasPrefix("UIViewSafeAreaLayoutGuide")
            || trimmed.hasPrefix("NSViewSafeAreaLayoutGuide")
            || (trimmed.hasPrefix("UIView-") && trimmed.hasSuffix("-guide-constraint"))
        {
            self = .guides(trimmed)
        } else if trimmed.hasPrefix("NSAutoresizingMaskLayoutConstraint") {
            self = .autoresizing(trimmed)
        } else if trimmed.hasPrefix("UIIBSystemGenerated")
            || trimmed.hasPrefix("NSIBSystemGenerated")
            || trimmed.hasPrefix("IB-auto-generated")
        {
            self = .interfaceBuilder(trimmed)
        } else {
            return nil
        }
    }

    /// The identifier as Apple prints it.
    public var identifier: String {
        switch self {
        case .cellSize(let name), .stackView(let name), .temporarySize(let name),
            .guides(let name), .autoresizing(let name), .interfaceBuilder(let name):
            name
        }
    }

    /// Who made it and what the app can do instead, for `c` (`#7`).
    public func advice(for c: LayoutConstraint, in conflict: [LayoutConstraint]) -> String {
        let reference = c.number.map { "#\($0)" } ?? c.description
        switch self {
        case .cellSize(let name):
            let vertical = name.hasSuffix("Height") || name.hasSuffix("Top")
            let dimension = vertical ? "height" : "width"
            // The cell's own chain: the app's member that touches the sized view.
            // (its far end, the bottom or trailing edge, when one is there).
            let chains = conflict.filter { other in
                other !== c && ConstraintOwner(other) == nil && !other.isSystem
                    && other.items.contains { item in c.items.contains { $0 === item } }
            }
            let ends: [LayoutAttribute] =
                vertical ? [.bottom, .lastBaseline] : [.trailing, .right]
            let chain =
                chains.first {
                    ends.contains($0.firstAttribute)
                        || $0.secondAttribute.map(ends.contains) == true
                }
                ?? chains.first
            var text =
                "\(reference) (\(name)) is the \(dimension) the table or collection view gives its cell; the app does not own it. "
                + "Let the cell size itself (UITableView.automaticDimension with an estimated row \(dimension), or self-sizing collection view cells), "
                + "return the \(dimension) its content needs from heightForRowAt or sizeForItemAt"
            if let chain, chain.number != nil {
                text +=
                    ", or lower the priority of the cell's own chain to 999 (\(chain.description))"
            } else {
                text += ", or lower the priority of one of the cell's own constraints to 999"
            }
            return text
        case .stackView(let name):
            return
                "\(reference) (\(name)) belongs to a UIStackView, which makes it from its axis, distribution, alignment and spacing: change those, or the arranged views' own constraints and sizes (a hidden arranged view keeps its constraints at 0 size)"
        case .temporarySize(let name):
            return
                "\(reference) (\(name)) is UIKit sizing the view to fit (systemLayoutSizeFitting or an engine pass with a temporary width): give the view's content a priority below required (999) along that axis"
        case .guides(let name):
            return
                "\(reference) (\(name)) is UIKit's layout margins or safe area: change the view's layoutMargins or the constraints pinned to its margins, not this one"
        case .autoresizing:
            // The view whose frame it is: the item inside the other (`superview.trailing ==
            // view.trailing + 0.4`), or the only one.
            let inner = c.secondItem.flatMap { second in
                second.owningView?.superview === c.firstItem.owningView ? second : nil
            }
            let view = (inner ?? c.firstItem).name
            return
                "\(reference) is \(view)'s frame turned into constraints (its autoresizing mask): in the app, set \(view).translatesAutoresizingMaskIntoConstraints = false and constrain its frame, or give it the frame the other constraints need"
        case .interfaceBuilder(let name):
            return
                "\(reference) (\(name)) is Interface Builder's, made for a view that has no constraints of its own in the storyboard or xib: give the view its constraints there"
        }
    }
}
