import PlumbLayout

/// `constraints`: lists constraints, all, of one item, or held by one view.
struct ConstraintsCommand: SessionCommand {
    static let help = CommandHelp(
        name: "constraints",
        category: .questions,
        usage: "constraints [NAME] [--installed] [--json]",
        summary: "the constraints that refer to a view (all without a name), or that it holds",
        example: """
            constraints
            constraints button
            constraints root --installed
            """,
        discussion: """
            Without a name, every constraint you wrote, in number order. With a name, the
            constraints that refer to that view or guide (or to the view's margins and safe
            area), then the system constraints that stand for its properties, in brackets:
            intrinsic size, autoresizing, window size, margins. With '--installed', the active
            constraints the view holds, as UIView.constraints lists them. Inactive and broken
            constraints say so.
            """
    )
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.item], options: ["--installed", "--json"])
    }

    static func run(_ syntax: (name: NameSyntax?, installed: Bool), in context: CommandContext)
        throws
    {
        let (name, installed) = syntax
        let layout = context.layout
        var list: [LayoutConstraint]
        if let name {
            let item = try context.item(name)
            if installed {
                guard let view = item as? View else {
                    throw context.error(
                        "'\(item.name)' is a guide; constraints are held by views", at: name.range)
                }
                list = layout.constraints(heldBy: view).filter { !isNonNegative($0) }
            } else {
                list = ShowCommand.constraints(of: item, in: layout)
            }
        } else if installed {
            list = layout.constraints.filter { $0.isActive && !isNonNegative($0) }
        } else {
            list = layout.userConstraints
        }
        if context.wantsJSON {
            context.printJSON(.array(list.map { LayoutDescriptions.json($0, in: layout) }))
            return
        }
        guard !list.isEmpty else {
            context.print("no constraints")
            return
        }
        if installed && name == nil {
            // Grouped by the view that holds them, in hierarchy order.
            var lines: [String] = []
            for window in layout.windows {
                for view in window.subtree {
                    let held = list.filter { $0.host === view }
                    guard !held.isEmpty else { continue }
                    lines.append(view.name)
                    lines += held.map { "  " + LayoutDescriptions.line($0) }
                }
            }
            context.print(lines.joined(separator: "\n"))
        } else {
            context.print(list.map { LayoutDescriptions.line($0) }.joined(separator: "\n"))
        }
    }

    private static func isNonNegative(_ c: LayoutConstraint) -> Bool {
        if case .nonNegativeSize? = c.systemKind { return true }
        return false
    }
}
