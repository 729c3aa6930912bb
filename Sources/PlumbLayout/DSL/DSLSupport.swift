// What the Align, shorthand and key-path DSLs share: the error the dictionary and key-path
// DSLs throw (the Align DSL throws `LayoutError` itself), the superview an entry point falls
// back to, the layout an item belongs to, and "did you mean" for names.

/// A refusal by the shorthand or the key-path DSL; nothing changed.
///
/// Mistakes in a dictionary key are reported with the key, and a layout error met by one
/// entry of a dictionary names the entry:
///
/// ```swift
/// do {
///     try icon.addConstraints(["widht ==": 32])
/// } catch {
///     print(error)   // unknown attribute 'widht' in key 'widht =='; did you mean 'width'?
/// }
/// ```
public enum DSLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A shorthand key names no attribute: `"widht =="`.
    case unknownAttribute(String, key: String)
    /// A shorthand key has no relation it understands: `"width =>"`.
    case unknownRelation(String, key: String)
    /// A shorthand key is not `"ATTRIBUTE RELATION"` with an optional `@PRIORITY`.
    case malformedKey(String)
    /// A shorthand entry gives a priority both in its key and in its value.
    case conflictingPriorities(key: String)
    /// The layout refused one entry of a shorthand dictionary.
    case invalidEntry(key: String, LayoutError)
    /// A key-path constraint needs a view to pair with, and the view has no superview.
    case missingPairingView(String)
    /// The layout refused the change.
    case layout(LayoutError)

    /// The message, lowercase, without a final period.
    public var description: String {
        switch self {
        case .unknownAttribute(let name, let key):
            var text = "unknown attribute '\(name)' in key '\(key)'"
            if let suggestion = nearestName(to: name, in: ShorthandKey.attributeNames) {
                text += "; did you mean '\(suggestion)'?"
            }
            return text
        case .unknownRelation(let relation, let key):
            var text = "unknown relation '\(relation)' in key '\(key)'"
            if let suggestion = ShorthandKey.suggestedRelation(for: relation) {
                text += "; did you mean '\(suggestion)'?"
            } else {
                text += "; use '==', '>=' or '<='"
            }
            return text
        case .malformedKey(let key):
            return "cannot read the key '\(key)': write 'ATTRIBUTE RELATION', as in 'width >=', "
                + "optionally followed by a priority, as in 'width >= @750'"
        case .conflictingPriorities(let key):
            return "the entry '\(key)' gives a priority both in its key and in its value; "
                + "keep one"
        case .invalidEntry(let key, let error):
            return "in '\(key)': \(error)"
        case .missingPairingView(let name):
            return "'\(name)' has no superview to pair with; name the view to pair with, as in "
                + "'constrain(to: other, …)'"
        case .layout(let error):
            return error.description
        }
    }
}

extension Layout {
    /// The layout that made `item`, or the error that says why there is none.
    static func owning(_ item: any LayoutItem) throws(LayoutError) -> Layout {
        guard let layout = item.layout else {
            throw item.isRemoved ? .itemRemoved(item.name) : .foreignItem(item.name)
        }
        return layout
    }

    /// ``owning(_:)`` for the DSLs that throw ``DSLError``.
    static func owningForDSL(_ item: any LayoutItem) throws(DSLError) -> Layout {
        do {
            return try owning(item)
        } catch {
            throw .layout(error)
        }
    }
}

/// The view an item is laid out in, which the DSLs use when no other item is named: a view's
/// superview, a guide's owning view (Align's `superview` of a guide).
///
/// - Throws: ``LayoutError/isAWindow(_:)`` for a window, ``LayoutError/itemRemoved(_:)``.
func container(of item: any LayoutItem) throws(LayoutError) -> View {
    if item.isRemoved { throw .itemRemoved(item.name) }
    if let view = item as? View {
        guard let superview = view.superview else { throw .isAWindow(view.name) }
        return superview
    }
    guard let owner = item.owningView else { throw .foreignItem(item.name) }
    return owner
}

/// The candidate closest to `name` for "did you mean", by the one rule every layer uses
/// (`NameSuggestion`, in PlumbText): the edit distance on lowercased names, within a cutoff
/// that grows with the name; ties go to the earlier candidate.
func nearestName(to name: String, in candidates: [String]) -> String? {
    NameSuggestion.nearest(to: name, in: candidates)
}
