import Testing

@testable import PlumbDebug
@testable import PlumbLayout
@testable import PlumbScript

/// A session on a chain of `>=` gaps, whose explicit rows would hold the whole chain, runs on
/// the factored core: adds, frames, `check` and `why` never build the explicit tableau, the
/// debugger's other questions get one built at the core's vertex, and `undo` crosses the
/// switch.
@Suite struct EngineSwitchTests {
    /// Views stacked by `>=` gaps of 8 under a window, each 30 high: the shape of the
    /// benchmark's `gaps` workload.
    static func gaps(_ count: Int) -> String {
        var lines = ["window root 375x24000"]
        for i in 0..<count {
            lines.append("view row\(i) in root")
            lines.append("row\(i).left == root.left + 16")
            lines.append("row\(i).width == 343")
            lines.append("row\(i).height == 30")
            lines.append(
                i == 0 ? "row0.top == root.top + 8" : "row\(i).top >= row\(i - 1).bottom + 8")
        }
        return lines.joined(separator: "\n")
    }

    @Test func aChainOfGapsRunsOnTheCore() throws {
        let session = makeSession(Self.gaps(600), announcing: false)
        let onCore = session.layout.engine.isFactored
        #expect(onCore)
        let checked = succeed(session, "check")
        #expect(checked.hasPrefix("satisfiable: every required constraint holds"))
        #expect(frame(session, "row599") == "(16, 22770, 343, 30)")
        let built = session.layout.engine.hasBuiltExplicitSolver
        #expect(!built, "adds, frames or check built the explicit tableau")
        let why = succeed(session, "why row150.top")
        #expect(why.hasPrefix("row150.top = 5708 (window coordinates)"))
        let builtForWhy = session.layout.engine.hasBuiltExplicitSolver
        #expect(!builtForWhy, "why reads the core")
        succeed(session, "tableau")
        let builtForTableau = session.layout.engine.hasBuiltExplicitSolver
        #expect(builtForTableau)
    }

    /// `explain` with nothing broken answers from the constraints, without the tableau, and
    /// says of an optional constraint the layout misses that it misses, not that it holds.
    @Test func explainWithNothingBrokenReadsNoTableau() throws {
        let session = makeSession(Self.gaps(600), announcing: false)
        succeed(session, "row300.height == 50 @250")
        let missed = succeed(session, "explain #2401")
        #expect(
            missed
                == "#2401 row300.height == 50 @250 takes part in no conflict: it is optional, and the layout misses it by 20 (see 'why row300')\n"
        )
        #expect(
            succeed(session, "explain #2400").hasSuffix("takes part in no conflict: it holds\n"))
        #expect(succeed(session, "explain") == "no conflicts: every required constraint holds\n")
        let onCore = session.layout.engine.isFactored
        let built = session.layout.engine.hasBuiltExplicitSolver
        #expect(onCore && !built)
    }

    /// A chain mixing required and optional gaps, widths held between a preference and a
    /// bound, and a bottom that pushes back: `why` read from the core says what the explicit
    /// solver built at the core's vertex says, for every value of every tenth view.
    @Test func whyOnTheCoreIsWhyOnTheTableau() throws {
        var lines = ["window root 375x20000"]
        for i in 0..<400 {
            lines.append("view row\(i) in root")
            lines.append("row\(i).left == root.left + \(i % 7)")
            lines.append("row\(i).width <= 343")
            lines.append("row\(i).width == \(300 + i % 90) @\(500 + i % 3)")
            lines.append(
                i % 4 == 0 ? "row\(i).height == 30 @\(700 + i % 5)" : "row\(i).height >= 20")
            if i == 0 {
                lines.append("row0.top == root.top + 8")
            } else if i % 3 == 0 {
                lines.append("row\(i).top == row\(i - 1).bottom + 8 @750")
                lines.append("row\(i).top >= row\(i - 1).bottom")
            } else {
                lines.append("row\(i).top >= row\(i - 1).bottom + 8")
            }
        }
        lines.append("row399.bottom <= root.bottom - 8")
        lines.append("row399.bottom == root.bottom - 400 @250")
        let session = makeSession(lines.joined(separator: "\n"), announcing: false)
        let layout = session.layout
        let onCore = layout.engine.isFactored
        #expect(onCore)
        let fromCore = layout.engine.explainer
        let fromTableau = SolverEngine.Explainer(layout.solver)
        var compared = 0
        for i in stride(from: 0, to: 400, by: 10) + [399] {
            let item = try #require(layout.item(named: "row\(i)"))
            for attribute in [LayoutAttribute.left, .width, .top, .height, .bottom, .centerY] {
                let core = explainValue(of: attribute, of: item, in: layout, reading: fromCore)
                let tableau = explainValue(
                    of: attribute, of: item, in: layout, reading: fromTableau)
                #expect(WhyText.render(core) == WhyText.render(tableau), "row\(i).\(attribute)")
                compared += core.entries.count
            }
        }
        #expect(compared > 1000)
    }

    /// Constant and priority changes and removals stay on the core, and `undo` takes them
    /// back there; a steep add goes back to the explicit solver, and `undo` comes back onto
    /// the core.
    @Test func undoCrossesTheSwitch() throws {
        let session = makeSession(Self.gaps(600), announcing: false)
        let before = signature(session)
        let frames = succeed(session, "frames")
        // #2400 is the last gap, row599.top >= row598.bottom + 8.
        succeed(session, "constant #2400 20")
        let stayed = session.layout.engine.isFactored
        let built = session.layout.engine.hasBuiltExplicitSolver
        #expect(stayed && !built, "a constant change stays on the core")
        #expect(frame(session, "row599") == "(16, 22782, 343, 30)")
        succeed(session, "undo")
        #expect(signature(session) == before)
        #expect(succeed(session, "frames") == frames)
        succeed(session, "redo")
        #expect(frame(session, "row599") == "(16, 22782, 343, 30)")
        succeed(session, "undo")
        // #2396 is row598's gap: without it row598 and row599 are free to move.
        succeed(session, "deactivate #2396")
        let removedOnCore = session.layout.engine.isFactored
        #expect(removedOnCore, "a removal stays on the core")
        // The view that lost its top stands at 0, as the explicit pivot leaves it, and the
        // one below follows it; the one above does not move.
        #expect(frame(session, "row597") == "(16, 22694, 343, 30)")
        #expect(frame(session, "row598") == "(16, 0, 343, 30)")
        #expect(frame(session, "row599") == "(16, 38, 343, 30)")
        #expect(succeed(session, "check").hasPrefix("satisfiable: every required constraint holds"))
        succeed(session, "undo")
        #expect(signature(session) == before)
        #expect(succeed(session, "frames") == frames)
        succeed(session, "row599.width == row598.width * 0.00001 + 343")
        let leftCore = !session.layout.engine.isFactored
        #expect(leftCore, "a steep add goes back to the explicit solver")
        succeed(session, "undo")
        let backOnCore = session.layout.engine.isFactored
        #expect(backOnCore)
        #expect(signature(session) == before)
        #expect(succeed(session, "frames") == frames)
    }
}
