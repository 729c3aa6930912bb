import PlumbLayout

/// `deactivate`: deactivates groups or constraints (see ``SwitchingCommand``).
struct DeactivateCommand: SwitchingCommand {
    static let help = CommandHelp(
        name: "deactivate",
        category: .groupsAndChanges,
        usage: "deactivate GROUP|LABEL|#N …",
        summary: "take groups or constraints out of the layout, keeping them",
        example: """
            deactivate compact
            deactivate #3
            """,
        discussion: """
            A deactivated constraint keeps its number, label and group; 'activate' puts it back.
            Broken constraints that can hold once it is gone are restored.
            """
    )
}
