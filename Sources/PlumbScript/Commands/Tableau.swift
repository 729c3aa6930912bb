import PlumbDebug
import PlumbLayout

/// `tableau`: the solver's tableau, from ``PlumbDebug/TableauView``, as text or JSON.
///
/// `--json` prints `{"item", "objective": [{"priority", "error", "cells"}], "rows": [{"basic",
/// "constant", "cells"}], "edits": [{"variable", "priority", "value"}], "constraints":
/// [{"constraint", "symbols", "solverForm", "description"}]}`, cells as
/// `{"symbol", "coefficient"}`.
struct TableauCommand: SessionCommand {
    static let help = CommandHelp(
        name: "tableau",
        category: .debugging,
        usage: "tableau [NAME] [--json]",
        summary: "the solver tableau, every symbol named after its constraint",
        example: """
            tableau
            tableau button
            """,
        discussion: """
            The Cassowary tableau behind the layout: each row a basic variable expressed in the
            parametric ones, and the objective by priority level, every slack and error symbol
            named after the constraint it belongs to. With a name, the rows of that view.
            """
    )
    static var completion: CompletionSpec { .query([.view]) }

    static func run(_ name: NameSyntax?, in context: CommandContext) throws {
        let item = try name.map { name throws(Diagnostic) in try context.item(name) }
        let tableau = TableauView(of: context.layout, mentioning: item)
        if context.wantsJSON {
            context.printJSON(json(tableau))
        } else {
            context.print(tableau.text)
        }
    }

    /// The tableau as JSON.
    static func json(_ tableau: TableauView) -> JSONValue {
        func cells(_ cells: [TableauView.Cell]) -> JSONValue {
            .array(
                cells.map {
                    .object([
                        ("symbol", .string($0.symbol)), ("coefficient", .number($0.coefficient)),
                    ])
                })
        }
        return .object([
            ("item", .string(tableau.item)),
            (
                "objective",
                .array(
                    tableau.objective.map {
                        .object([
                            ("priority", .number($0.priority)), ("error", .number($0.error)),
                            ("cells", cells($0.cells)),
                        ])
                    })
            ),
            (
                "rows",
                .array(
                    tableau.rows.map {
                        .object([
                            ("basic", .string($0.basic)), ("constant", .number($0.constant)),
                            ("cells", cells($0.cells)),
                        ])
                    })
            ),
            (
                "edits",
                .array(
                    tableau.edits.map {
                        .object([
                            ("variable", .string($0.variable)), ("priority", .number($0.priority)),
                            ("value", .number($0.value)),
                        ])
                    })
            ),
            (
                "constraints",
                .array(
                    tableau.constraints.map {
                        .object([
                            ("constraint", .string($0.name.id)),
                            ("symbols", .array($0.symbols.map { .string($0) })),
                            ("solverForm", .string($0.solverForm)),
                            ("description", .string($0.name.description)),
                        ])
                    })
            ),
        ])
    }
}
