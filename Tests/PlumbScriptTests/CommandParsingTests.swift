import Testing

@testable import PlumbScript

@Suite struct CommandParsingTests {
    @Test(arguments: [
        ("pin card", "pin card"),
        ("pin card to root.safeArea insets 20", "pin card to root.safeArea insets 20"),
        ("pin card to superview.margins", "pin card to superview.margins"),
        ("pin card to other", "pin card to other"),
        (
            "pin label horizontal inset 16 align center",
            "pin label horizontal inset 16 align center"
        ),
        (
            "pin label inset 16 horizontal align center",
            "pin label horizontal inset 16 align center"
        ),
        ("pin badge insets 8 align topTrailing", "pin badge insets 8 align topTrailing"),
        ("pin badge insets 8 16 8 16", "pin badge insets 8 16 8 16"),
        ("pin badge vertical insets 1 2 3 4", "pin badge vertical insets 1 2 3 4"),
        ("pin badge insets -4", "pin badge insets -4"),
        ("pin b align fill", "pin b align fill"),
        ("pin b align bottomLeading", "pin b align bottomLeading"),
        ("activate regular", "activate regular"),
        ("deactivate compact", "deactivate compact"),
        ("toggle compact", "toggle compact"),
        ("activate #3 wide g", "activate #3 wide g"),
        ("constant #3 40", "constant #3 40"),
        ("constant wide -8.5", "constant wide -8.5"),
        ("priority wide 500", "priority wide 500"),
        ("priority #2 @high", "priority #2 high"),
        ("undo", "undo"),
        ("redo", "redo"),
        ("history", "history"),
        ("reset", "reset"),
        ("quit", "quit"),
        ("help", "help"),
        ("help vfl", "help vfl"),
        ("help pin", "help pin"),
    ])
    func canonicalForms(source: String, canonical: String) {
        expectCanonical(source, canonical)
    }

    @Test(arguments: [
        ("frames", "frames"),
        ("frames a b --json", "frames a b --json"),
        ("frames --json a", "frames a --json"),
        ("tree", "tree"),
        ("tree --json", "tree --json"),
        ("show button", "show button"),
        ("show #3 --json", "show #3 --json"),
        ("constraints", "constraints"),
        ("constraints card", "constraints card"),
        ("constraints card --installed --json", "constraints card --installed --json"),
        ("constraints --installed", "constraints --installed"),
        ("where #3", "where #3"),
        ("where wide", "where wide"),
        ("common a b", "common a b"),
        ("why a.width", "why a.width"),
        ("why a", "why a"),
        ("why root.margins.left --json", "why root.margins.left --json"),
        ("why a.center", "why a.center"),
        ("check", "check"),
        ("check --json", "check --json"),
        ("ambiguity", "ambiguity"),
        ("ambiguity card", "ambiguity card"),
        ("exercise card", "exercise card"),
        ("explain", "explain"),
        ("explain #4", "explain #4"),
        ("explain wide --json", "explain wide --json"),
        ("tableau", "tableau"),
        ("tableau card", "tableau card"),
        ("draw", "draw"),
        ("draw card", "draw card"),
        ("draw --svg out.svg", "draw --svg out.svg"),
        ("draw card --svg pictures/card.svg --json", "draw card --svg pictures/card.svg --json"),
        ("draw --svg \"my card.svg\" card", "draw card --svg \"my card.svg\""),
    ])
    func queries(source: String, canonical: String) {
        expectCanonical(source, canonical)
    }

    @Test(arguments: [
        ("save sessions/a.plumb", "save sessions/a.plumb"),
        ("save a.plumb # with a comment", "save a.plumb"),
        ("save \"my session.plumb\"", "save \"my session.plumb\""),
        ("save ~/x-1.2.plumb", "save ~/x-1.2.plumb"),
        ("save a#b.plumb", "save \"a#b.plumb\""),
        ("load sessions/a.plumb", "load sessions/a.plumb"),
        ("import fixtures/log.txt", "import fixtures/log.txt"),
        ("import ./crash.log", "import ./crash.log"),
        ("import ../logs/x.log", "import ../logs/x.log"),
        ("save ./a.plumb", "save ./a.plumb"),
        ("load ../a.plumb", "load ../a.plumb"),
        ("import .hidden.log", "import .hidden.log"),
        ("import \"./dir with space/ünï.log\"", "import \"./dir with space/ünï.log\""),
        ("export swift", "export swift"),
        ("export apple out.txt", "export apple out.txt"),
        ("export vfl layout.vfl", "export vfl layout.vfl"),
        ("save \"a\\\"b\\\\c\"", "save \"a\\\"b\\\\c\""),
    ])
    func files(source: String, canonical: String) {
        expectCanonical(source, canonical)
    }

    /// A view may be named like a file command: without a space before the dot it is an item.
    @Test func fileCommandWordFollowedByADotIsAnItem() {
        let statement = parseStatement("import.width == 10")
        guard case .constraints? = statement?.kind else {
            Issue.record("not a constraint: \(String(describing: statement))")
            return
        }
    }

    @Test func barePathsStopAtSemicolons() {
        let statements = parseStatements("save a.plumb; quit")
        #expect(statements.map(\.description) == ["save a.plumb", "quit"])
        guard case .save(let path)? = statements.first?.kind else {
            Issue.record("not save")
            return
        }
        #expect(path.path == "a.plumb")
        #expect(path.range.start.column == 6 && path.range.end.column == 13)
    }

    @Test func queryStructure() {
        guard case .query(let query)? = parseStatement("constraints card --installed --json")?.kind
        else {
            Issue.record("not a query")
            return
        }
        #expect(query.kind == .constraints(NameSyntax(name: "card"), installed: true))
        #expect(query.json)
        guard case .query(let why)? = parseStatement("why root.safeArea.top")?.kind else {
            Issue.record("not a query")
            return
        }
        #expect(
            why.kind
                == .why(
                    ItemSyntax(named: "root", guide: .safeArea),
                    AttributeSyntax(kind: .single(.top)))
        )
    }

    @Test func groups() {
        expectCanonical(
            "group compact { text.top == button.bottom + 8; text.left == root.left + 22 }",
            "group compact {\n  text.top == button.bottom + 8\n  text.left == root.left + 22\n}")
        expectCanonical(
            "group regular off {\n  text.top == button.top\n}",
            "group regular off {\n  text.top == button.top\n}")
        expectCanonical("group g on { a.width == 1 }", "group g {\n  a.width == 1\n}")
        expectCanonical("group empty { }", "group empty { }")
        expectCanonical("group e {\n\n}", "group e { }")
        expectCanonical(
            "group all {\n  H:|-[a]-|\n  icon { left == superview }\n  pin b insets 8\n  a.width == 1 && a.height == 2\n}",
            "group all {\n  H:|-[a]-|\n  icon { left == superview }\n  pin b insets 8\n  a.width == 1 && a.height == 2\n}"
        )
        expectCanonical(
            "group outer { group inner off { a.width == 1 } }",
            "group outer {\n  group inner off {\n    a.width == 1\n  }\n}")
    }

    @Test func groupStructure() {
        guard
            case .group(let group)? = parseStatement(
                "group regular off {\n  text.top == button.top\n  a.width == 1\n}")?.kind
        else {
            Issue.record("not a group")
            return
        }
        #expect(group.name.name == "regular")
        #expect(!group.isActive)
        #expect(group.statements.count == 2)
        #expect(group.statements[1].range.start == Location(line: 3, column: 3, offset: 47))
        #expect(group.range.end.line == 4)
    }

    @Test(arguments: [
        ("pin1️⃣", "expected a view name after 'pin'"),
        ("pin a 1️⃣insest 8", "unknown option 'insest' for 'pin'; did you mean 'insets'?"),
        ("pin a insets 8 1️⃣inset 2", "'inset' is given twice"),
        ("pin a horizontal 1️⃣vertical", "'vertical' is given twice"),
        ("pin a to root1️⃣.left", "'pin' targets a view or guide, not an attribute"),
        ("pin a align 1️⃣topLeadng", "unknown alignment 'topLeadng'; did you mean 'topLeading'?"),
        ("pin a align 1️⃣topLeft", "unknown alignment 'topLeft'"),
        ("pin a insets 1️⃣1 2", "'insets' takes one number or four (top left bottom right)"),
        ("pin a insets1️⃣", "expected a number after 'insets'"),
        ("pin a to1️⃣", "expected a view or guide after 'to', such as 'root.safeArea'"),
        ("group g 1️⃣window w 1x1", "expected '{' to open the group's body"),
        (
            "group g { 1️⃣window w 1x1 }",
            "'window' cannot appear inside a group; a group holds constraints, shorthand blocks, VFL and 'pin'"
        ),
        (
            "group g { 1️⃣undo }",
            "'undo' cannot appear inside a group; a group holds constraints, shorthand blocks, VFL and 'pin'"
        ),
        ("group g { a.1️⃣widht == 1 }", "unknown attribute 'widht'; did you mean 'width'?"),
        ("activate1️⃣", "expected a name or a constraint number after 'activate'"),
        ("toggle 1️⃣3", "expected a name or a constraint number after 'toggle'"),
        ("constant #3 1️⃣x", "expected the new constant after '#3'"),
        ("constant 1️⃣3 4", "expected a constraint number or label after 'constant'"),
        (
            "priority wide 1️⃣2000",
            "priority '2000' is out of range; priorities lie between 1 and 1000"
        ),
        ("priority wide1️⃣", "expected the new priority after 'wide', such as '500' or 'high'"),
        ("undo 1️⃣3", "'undo' takes no arguments"),
        ("quit 1️⃣now", "'quit' takes no arguments"),
        ("tree 1️⃣a", "'tree' takes no arguments"),
        ("frames a 1️⃣#3", "'frames' takes view names, not constraint numbers"),
        ("frames 1️⃣--jsno", "unknown option '--jsno' for 'frames'; did you mean '--json'?"),
        ("frames --json 1️⃣--json", "'--json' is given twice"),
        ("frames 1️⃣--installed", "unknown option '--installed' for 'frames'"),
        ("show1️⃣", "expected a view name or a constraint number after 'show'"),
        ("show a 1️⃣b", "'show' takes one argument"),
        ("where --json1️⃣", "expected a constraint number or label after 'where'"),
        ("common a1️⃣", "expected two view names after 'common'"),
        ("common a b 1️⃣c", "'common' takes two names"),
        ("why1️⃣", "expected a view name, such as 'button' or 'button.width' after 'why'"),
        ("why a.1️⃣wdith", "unknown attribute 'wdith'; did you mean 'width'?"),
        ("exercise1️⃣", "expected a view name after 'exercise'"),
        ("explain #1 1️⃣#2", "'explain' takes at most one constraint number or label"),
        ("draw a 1️⃣b", "'draw' takes at most one view name"),
        ("draw --svg1️⃣", "expected a file name after '--svg'"),
        ("constraints 1️⃣#3", "'constraints' takes view names, not constraint numbers"),
        ("save1️⃣", "expected a file name after 'save'"),
        ("save1️⃣ # comment", "expected a file name after 'save'"),
        ("load 1️⃣\"unterminated", "unterminated string; add '\"' at its end"),
        ("export1️⃣", "expected a format after 'export': 'swift', 'apple' or 'vfl'"),
        (
            "export 1️⃣swfit",
            "unknown format 'swfit'; did you mean 'swift'?; use 'swift', 'apple' or 'vfl'"
        ),
        ("help a 1️⃣b", "'help' takes one topic"),
        ("help 1️⃣#3", "expected a topic after 'help', such as 'pin' or 'vfl'"),
    ])
    func errors(marked: String, message: String) {
        expectError(marked, message)
    }

    @Test func unknownCommandsSuggestTheNearest() {
        let errors = parseErrors("tabelau")
        #expect(errors.first?.message == "unknown command 'tabelau'; did you mean 'tableau'?")
        #expect(errors.first?.id == .unknownCommand)
        #expect(errors.first?.fixIts.first?.replacement == "tableau")
    }
}
