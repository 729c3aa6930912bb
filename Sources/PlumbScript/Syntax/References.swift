import PlumbText

/// A name as written in a script: a view, guide, group or constraint label.
struct NameSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The identifier.
    public var name: String
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The identifier.
    public var description: String { name }
}

/// Something a command refers to by name or by constraint number: `#3`, `wide`, `compact`.
///
/// Names share one namespace (views, guides, groups and constraint labels), so the parser
/// cannot tell which kind a name is; the interpreter looks it up.
struct ReferenceSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The two ways to refer to something.
    public enum Kind: Hashable, Sendable {
        /// A view, guide, group or constraint label.
        case name(String)
        /// A constraint number, `#N`.
        case number(Int)
    }

    /// The reference.
    public var kind: Kind
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `name` or `#N`.
    public var description: String {
        switch kind {
        case .name(let name): return name
        case .number(let number): return "#\(number)"
        }
    }
}

/// An item in a constraint: a view or guide name, or `superview`, optionally followed by one
/// of its guides: `button`, `superview`, `root.margins`, `phone.safeArea`.
struct ItemSyntax: Hashable, Sendable, CustomStringConvertible {
    /// What the item is relative to.
    public enum Base: Hashable, Sendable {
        /// A view or guide of the session.
        case named(String)
        /// The superview of the view on the left-hand side of the constraint (or of the
        /// view being pinned).
        case superview
    }

    /// The view, guide or superview.
    public var base: Base
    /// The guide of the base, for `root.margins` and `phone.safeArea`.
    public var guide: LayoutGuideName?
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The name of the base: the view or guide name, or `superview`.
    public var baseName: String {
        switch base {
        case .named(let name): return name
        case .superview: return "superview"
        }
    }

    /// `name`, `superview` or `name.guide`.
    public var description: String {
        guard let guide else { return baseName }
        return "\(baseName).\(guide)"
    }
}

/// A file name, written bare (`sessions/a.plumb`) or quoted (`"my file.plumb"`).
public struct FilePathSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The path, with quotes and escapes removed.
    public var path: String
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange

    /// Creates a path.
    public init(_ path: String, range: SourceRange = .unknown) {
        self.path = path
        self.range = range
    }

    /// The path bare when that reads back the same, quoted otherwise.
    public var description: String {
        let safe =
            !path.isEmpty
            && path.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (isIdentifierContinue(UInt8(scalar.value))
                        || "./~+-,@%=:".unicodeScalars.contains(scalar))
            }
        if safe { return path }
        return "\"" + Escapes.backslash(path) + "\""
    }
}

extension ItemSyntax {
    /// Creates an item for a view or guide name.
    public init(named name: String, guide: LayoutGuideName? = nil, range: SourceRange = .unknown) {
        self.init(base: .named(name), guide: guide, range: range)
    }
}
