import PlumbLayout

/// `activate`: activates groups or constraints (see ``SwitchingCommand``).
struct ActivateCommand: SwitchingCommand {
    static let help = CommandHelp(
        name: "activate",
        category: .groupsAndChanges,
        usage: "activate GROUP|LABEL|#N …",
        summary: "put groups or constraints into the layout",
        example: """
            activate regular
            activate #3 wide
            """,
        discussion: """
            As 'NSLayoutConstraint.activate': each constraint is held by the closest common
            ancestor of its items. Activating a group activates all its constraints. A required
            constraint that cannot hold is activated anyway and broken, with a report.
            """
    )
}

/// `activate`, `deactivate` and `toggle`: three commands with one completion and one run,
/// which reads the statement's action.
protocol SwitchingCommand: SessionCommand where Syntax == ActivationSyntax {}

extension SwitchingCommand {
    static var completion: CompletionSpec {
        CompletionSpec(positional: [.switchable], rest: .switchable)
    }
    static var effect: CommandEffect { .change }

    static func run(_ activation: ActivationSyntax, in context: CommandContext) throws {
        var targets: [(NamedEntity, SourceRange)] = []
        for reference in activation.targets {
            let entity = try context.entity(reference)
            switch entity {
            case .view, .guide:
                throw context.error(
                    "'\(reference)' is a \(entity.kind.rawValue); '\(activation.action)' takes a group, a constraint label or #N",
                    at: reference.range)
            case .constraint, .group:
                targets.append((entity, reference.range))
            }
        }
        let layout = context.layout
        /// Whether a target that is active or not ends up on: `toggle` flips it, the others set it.
        func turnsOn(_ isActive: Bool) -> Bool {
            activation.action == .toggle ? !isActive : activation.action == .activate
        }
        for (target, range) in targets {
            switch target {
            case .group(let group):
                let on = turnsOn(group.isActive)
                let report = try context.attempt(at: range) { () throws(LayoutError) in
                    on ? try layout.activate(group) : try layout.deactivate(group)
                }
                context.announce("group \(group.name) is \(on ? "on" : "off")")
                context.show(report)
            case .constraint(let c):
                let on = turnsOn(c.isActive)
                let report = try context.attempt(at: range) { () throws(LayoutError) in
                    on ? try layout.activate([c]) : try layout.deactivate([c])
                }
                context.announce("\(c.description) is \(on ? "active" : "inactive")")
                context.show(report)
            case .view, .guide:
                break
            }
        }
    }
}
