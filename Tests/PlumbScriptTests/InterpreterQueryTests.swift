import Foundation
import Testing

@testable import PlumbScript

/// Questions: they change nothing, print the same bytes every time, and with `--json` print
/// exactly one JSON document.
@Suite struct InterpreterQueryTests {
    static let setup = """
        window root 375x667 safe 44 0 34 0
        view card in root
        view title in card intrinsic 120x21
        guide spacer in root
        pin card to root.safeArea insets 20
        title.top == card.top + 8 && title.centerX == card.centerX
        spacer.left == root.left && spacer.top == root.top && spacer.size == 10x10
        group extra off { title.width == 200 }
        """

    static let queries = [
        "frames", "frames title spacer", "tree", "show title", "show #5", "show extra",
        "show spacer", "constraints", "constraints title", "constraints card --installed",
        "constraints --installed", "where #5", "where #11", "common title spacer",
        "common title root",
    ]

    @Test(arguments: queries)
    func aQuestionChangesNothingAndRepeatsItself(_ query: String) {
        let session = makeSession(Self.setup)
        let (first, second) = expectUnchanged(session) {
            (succeed(session, query), succeed(session, query))
        }
        #expect(first == second)
        #expect(!first.isEmpty)
        // A fresh session prints the same bytes.
        #expect(succeed(makeSession(Self.setup), query) == first)
    }

    @Test(arguments: queries)
    func jsonIsOneDocument(_ query: String) throws {
        let session = makeSession(Self.setup)
        let output = session.execute(query + " --json")
        #expect(!output.failed, "\(output.text)")
        #expect(output.blocks.count == 1)
        let data = Data(output.text.utf8)
        let parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        #expect(parsed is [String: Any] || parsed is [Any])
    }

    @Test func framesAsJSONAreKeyedByNameInCreationOrder() {
        let session = makeSession(Self.setup)
        #expect(
            succeed(session, "frames --json") == """
                {
                  "root": {"x": 0, "y": 0, "width": 375, "height": 667},
                  "card": {"x": 20, "y": 64, "width": 335, "height": 549},
                  "title": {"x": 107.5, "y": 8, "width": 120, "height": 21},
                  "spacer": {"x": 0, "y": 0, "width": 10, "height": 10}
                }

                """)
    }

    @Test func runJSONMakesEveryQueryJSONAndChangesQuiet() {
        let output = runScript(
            "window root 10x10\nview a in root\na.size == 5x5\nframes a\ncommon a root\n",
            fileName: "j.plumb", options: Session.Options(json: true))
        #expect(
            output.text == """
                {"a": {"x": 0, "y": 0, "width": 5, "height": 5}}
                {"first": "a", "second": "root", "common": "root"}

                """)
    }

    @Test func negativeZeroPrintsAsZero() {
        let session = makeSession(
            "window root 100x100\nview a in root\na.size == 10x10\na.left == root.left - 0.0000000001\na.top == root.top"
        )
        #expect(succeed(session, "frames a") == "a  (0, 0, 10, 10)\n")
    }

    @Test func theTreeMarksWindowsConstraintsAndAutoresizing() {
        let session = makeSession(Self.setup + "\nview legacy in card frame 1 2 3 4")
        #expect(
            succeed(session, "tree") == """
                •root (0, 0, 375, 667)
                |   guide spacer (0, 0, 10, 10)
                |   *card (20, 64, 335, 549)
                |   |   *title (107.5, 8, 120, 21)
                |   |   +legacy (1, 2, 3, 4)

                """)
    }

    @Test func showAConstraintSaysWhereItIsAndHowFarFromHolding() {
        let session = makeSession(
            "window root 100x100\nview a in root\na.width == 50\nwide: a.width == 70 @500")
        #expect(
            succeed(session, "show wide") == """
                #2 wide: a.width == 70 @500
                  active, held by a
                  written at setup.plumb:4
                  misses by 20

                """)
    }

    @Test func helpListsTheTopicsAndEveryCommandIsInOneOfThem() {
        let session = makeSession()
        let overview = succeed(session, "help")
        #expect(overview.split(separator: "\n").count <= 16, "help is short:\n\(overview)")
        for category in CommandCategory.allCases {
            #expect(overview.contains("  \(category.topic) "), "\(category.topic) missing")
            let listing = succeed(session, "help \(category.topic)")
            for command in CommandRegistry.all.map({ $0.help }) where command.category == category {
                #expect(listing.contains("  \(command.name) "), "\(command.name) not in its group")
            }
        }
        let all = succeed(session, "help all")
        for command in CommandRegistry.all.map({ $0.help }) {
            #expect(all.contains("  \(command.name) "), "\(command.name) missing from help all")
            let detail = succeed(session, "help \(command.name)")
            #expect(detail.contains(command.usage), "help \(command.name)")
            if CommandCategory.allCases.allSatisfy({ $0.topic != command.name }) {
                #expect(detail.hasPrefix(command.usage), "help \(command.name)")
            }
            #expect(!command.example.isEmpty, "\(command.name) has no example")
        }
    }

    @Test func operatorsAreHelpTopics() {
        let session = makeSession()
        for op in ["==", "<=", ">=", "&&"] {
            #expect(
                succeed(session, "help \(op)").hasPrefix(EquationCommand.help.usage), "help \(op)")
        }
        #expect(succeed(session, "help @").hasPrefix(PriorityCommand.help.usage))
        #expect(fail(session, "help constraint").contains("did you mean 'constraints'?"))
    }

    @Test func everyCommandsExampleIsDispatchedToIt() {
        // The parser decides what a statement is; dispatch follows its type to the command:
        // some line of each command's example runs that command.
        for command in CommandRegistry.all.map({ $0.help }) {
            let statements = Parser.parseScript(command.example).statements
            let ran = statements.map { CommandRegistry.command(for: $0).help.name }
            #expect(ran.contains(command.name), "\(command.name)'s example ran \(ran)")
        }
    }

    @Test func everyStatementKindHasACommand() {
        // The registry covers every command word the parser knows.
        for word in Parser.commandNames {
            #expect(CommandRegistry.command(named: word) != nil, "no command for '\(word)'")
        }
        for topic in ["equation", "shorthand", "vfl"] {
            #expect(CommandRegistry.command(named: topic)?.isKeyword == false)
        }
    }

    /// A form: rows of a label and a field in one superview, each pair aligned.
    ///
    /// Every row is its own string with its own alignment; a second alignment of the same
    /// pair is left for the list of what no string holds.
    @Test func exportVFLAlignsEachRowOfAFormWithItsOwnConstraints() {
        var lines = ["window root 375x667"]
        for k in 0..<3 {
            lines += [
                "view label\(k) in root", "view field\(k) in root",
                "H:|-[label\(k)]-[field\(k)]-|", "label\(k).centerY == field\(k).centerY",
            ]
        }
        lines.append("field1.centerY == label1.centerY")
        let session = makeSession(lines.joined(separator: "\n"), announcing: false)
        let text = succeed(session, "export vfl")
        for k in 0..<3 {
            #expect(text.contains("\nH:|-[label\(k)]-[field\(k)]-| align centerY\n"), "\(text)")
        }
        #expect(text.contains("#   #13 field1.centerY == label1.centerY: "), "\(text)")
    }
}
