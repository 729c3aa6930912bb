import PlumbLayout

/// `toggle`: switches groups or constraints (see ``SwitchingCommand``).
struct ToggleCommand: SwitchingCommand {
    static let help = CommandHelp(
        name: "toggle",
        category: .groupsAndChanges,
        usage: "toggle GROUP|LABEL|#N …",
        summary: "activate what is inactive and deactivate what is active",
        example: """
            toggle compact; toggle regular
            """,
        discussion: """
            The way to switch size classes: with one group per class, 'toggle compact regular'
            deactivates one and activates the other in a single statement.
            """
    )
}
