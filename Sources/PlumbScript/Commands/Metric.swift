import PlumbLayout

/// `metric`: a name for a number in the Visual Format Language.
struct MetricCommand: SessionCommand {
    static let help = CommandHelp(
        name: "metric",
        category: .constraints,
        usage: "metric NAME = NUMBER",
        summary: "name a number for VFL spacing, sizes and priorities (Apple's metrics)",
        example: """
            metric pad = 16
            metric low = 250
            H:|-pad-[a(>=80@low)]-pad-|
            """,
        discussion: """
            The session's metrics play the part of the 'metrics' dictionary of Apple's
            constraints(withVisualFormat:options:metrics:views:): a VFL string may use a name
            wherever it takes a number: a spacing ('-pad-', '-(>=pad@low)-'), a size
            ('[a(width)]') and a priority ('@low'). The value is read when the VFL statement
            runs; declaring the name again changes it for later statements only, as changing
            the dictionary would. A metric named like a view wins inside a size predicate, as in
            Apple's parser. 'metrics' lists them; 'save' writes them; 'undo' takes one back.
            """
    )
    static var effect: CommandEffect { .change }

    static func run(_ metric: MetricSyntax, in context: CommandContext) throws {
        guard metric.value.isFinite, abs(metric.value) <= 1e7 else {
            throw context.error(
                "metric '\(metric.name.name)' must be a finite number no larger than 1e7 in magnitude",
                at: metric.range)
        }
        context.layout.setMetric(metric.name.name, metric.value)
        context.announce(metric.description)
    }
}

/// `metrics`: the metrics declared in this session.
struct MetricsCommand: SessionCommand {
    static let help = CommandHelp(
        name: "metrics",
        category: .questions,
        usage: "metrics [--json]",
        summary: "the metrics declared with 'metric', in declaration order",
        example: """
            metrics
            """,
        discussion: """
            One line per metric, 'NAME = VALUE', in the order they were first declared.
            '--json' (or 'plumb run --json') prints one object: {"NAME": VALUE, …}.
            """
    )

    static func run(_ json: Bool, in context: CommandContext) throws {
        let entries = context.layout.metrics.entries
        if json || context.wantsJSON {
            context.printJSON(.object(entries.map { ($0.name, .number($0.value)) }))
        } else if entries.isEmpty {
            context.print("no metrics; declare one with 'metric pad = 8'")
        } else {
            let width = entries.map(\.name.count).max() ?? 0
            context.print(
                entries.map {
                    $0.name + String(repeating: " ", count: width - $0.name.count) + " = "
                        + formatExactNumber($0.value)
                }.joined(separator: "\n"))
        }
    }
}
