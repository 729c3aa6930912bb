import PlumbText

/// A question about the layout; queries never change it, and each accepts `--json`.
struct QuerySyntax: Hashable, Sendable, CustomStringConvertible {
    /// The queries and their arguments.
    public enum Kind: Hashable, Sendable {
        /// `frames [NAME…]`: frames in superview coordinates, of the named views or all.
        case frames([NameSyntax])
        /// `tree`: the hierarchy with frames and markers.
        case tree
        /// `show NAME|#N`: a view, or a constraint.
        case show(ReferenceSyntax)
        /// `constraints [NAME] [--installed]`: constraints that reference NAME, or that NAME
        /// holds with `--installed`; all without NAME.
        case constraints(NameSyntax?, installed: Bool)
        /// `where #N|LABEL`: the view that holds the constraint.
        case `where`(ReferenceSyntax)
        /// `common A B`: the closest common superview of two items.
        case common(NameSyntax, NameSyntax)
        /// `why NAME.ATTR` or `why NAME`: what determines an attribute, or a view's frame.
        case why(ItemSyntax, AttributeSyntax?)
        /// `check`: unsatisfied required constraints and ambiguous views.
        case check
        /// `ambiguity [NAME]`: ranges and alternatives of ambiguous attributes.
        case ambiguity(NameSyntax?)
        /// `exercise NAME`: move an ambiguous view to another valid solution.
        case exercise(NameSyntax)
        /// `explain [#N|LABEL] [--apple]`: the conflict and how it was resolved; `--apple`
        /// prints it as UIKit's console log does.
        case explain(ReferenceSyntax?, apple: Bool = false)
        /// `tableau [NAME]`: the solver tableau in the user's words.
        case tableau(NameSyntax?)
        /// `draw [NAME] [--svg FILE]`: a picture in the terminal, or SVG to a file.
        case draw(NameSyntax?, svg: FilePathSyntax?)
    }

    /// The query and its arguments.
    public var kind: Kind
    /// `--json`: print one JSON document.
    public var json: Bool = false
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// The command's name: `frames`, `why`, ….
    public var command: String {
        switch kind {
        case .frames: return "frames"
        case .tree: return "tree"
        case .show: return "show"
        case .constraints: return "constraints"
        case .where: return "where"
        case .common: return "common"
        case .why: return "why"
        case .check: return "check"
        case .ambiguity: return "ambiguity"
        case .exercise: return "exercise"
        case .explain: return "explain"
        case .tableau: return "tableau"
        case .draw: return "draw"
        }
    }

    /// `command arguments options`.
    public var description: String {
        var words = [command]
        switch kind {
        case .frames(let names): words += names.map(\.name)
        case .tree, .check: break
        case .show(let target), .where(let target): words.append(target.description)
        case .constraints(let name, let installed):
            if let name { words.append(name.name) }
            if installed { words.append("--installed") }
        case .common(let a, let b): words += [a.name, b.name]
        case .why(let item, let attribute):
            words.append(item.description + (attribute.map { ".\($0)" } ?? ""))
        case .ambiguity(let name), .tableau(let name):
            if let name { words.append(name.name) }
        case .exercise(let name): words.append(name.name)
        case .explain(let target, let apple):
            if let target { words.append(target.description) }
            if apple { words.append("--apple") }
        case .draw(let name, let svg):
            if let name { words.append(name.name) }
            if let svg { words += ["--svg", svg.description] }
        }
        if json { words.append("--json") }
        return words.joined(separator: " ")
    }
}

/// `export swift|apple|vfl [FILE]`: the layout in another notation.
struct ExportSyntax: Hashable, Sendable, CustomStringConvertible {
    /// The notation to write.
    public var format: ExportFormatName
    /// The file to write; `nil` prints to the session.
    public var path: FilePathSyntax?
    /// Where it was written.
    @IgnoredInEquality public var range: SourceRange = .unknown

    /// `export FORMAT FILE`.
    public var description: String {
        "export \(format)" + (path.map { " \($0)" } ?? "")
    }
}
