import Testing

@testable import PlumbLayout
@testable import PlumbSolver

/// A conflict the layout recovers from reaches the app, as UIKit's console message does: the
/// `onUnsatisfiable` handler, once per conflict, with a `debugDescription` that explains it.
@Suite struct UnsatisfiableReportingTests {
    /// A window with a view 100 wide, and a handler that collects what it is told.
    func fixture() throws -> (Layout, View, View, Box) {
        let (layout, root, box) = try phone(with: "box")
        let heard = Box()
        layout.onUnsatisfiable = { heard.conflicts.append($0) }
        try layout.activate { box.width == 100 }
        return (layout, root, box, heard)
    }

    final class Box { var conflicts: [LayoutConflict] = [] }

    @Test func eachConflictIsReportedOnceWhenTheChangeIsDone() throws {
        let (layout, _, box, heard) = try fixture()
        #expect(heard.conflicts.isEmpty)
        let report = try layout.activate { box.width == 120 }
        #expect(heard.conflicts.count == 1)
        let conflict = try #require(heard.conflicts.first)
        #expect(conflict.broken === report.constraints[0])
        #expect(
            conflict.members.map(\.description) == ["#1 box.width == 100", "#2 box.width == 120"])
        #expect(layout.brokenConstraints.map(\.number) == [2])
        // A change with no conflict says nothing; restoring is not a conflict either.
        try layout.deactivate([report.constraints[0]])
        try layout.activate([report.constraints[0]])
        #expect(heard.conflicts.count == 2)
        try layout.remove(report.constraints[0])
        #expect(heard.conflicts.count == 2)
    }

    @Test func aConstantChangeReportsItsConflict() throws {
        let (layout, root, box, heard) = try fixture()
        let made = try layout.activate {
            box.left == root.left + 10
            box.right <= root.right
        }
        #expect(heard.conflicts.isEmpty)
        try layout.setConstant(300, of: made.constraints[0])
        #expect(heard.conflicts.count == 1)
        #expect(heard.conflicts.first?.broken === made.constraints[0])
    }

    @Test func aResizeReportsItsConflict() throws {
        let (layout, root, box, heard) = try fixture()
        let made = try layout.activate {
            box.left == root.left + 10
            box.right <= root.right
        }
        try layout.resize(root, to: Size(width: 100, height: 667))
        #expect(heard.conflicts.count == 1)
        let conflict = try #require(heard.conflicts.first)
        // The window's size is a fact: a constraint written against it gives way.
        #expect(conflict.culprit.isSystem && !conflict.broken.isSystem)
        #expect(made.constraints.contains { $0 === conflict.broken })
    }

    @Test func debugDescriptionReadsLikeUIKitAndSaysWhy() throws {
        let (layout, _, box, heard) = try fixture()
        try layout.activate { box.width == 120 }
        let text = try #require(heard.conflicts.first).debugDescription
        #expect(
            text.hasPrefix(
                """
                Unable to simultaneously satisfy constraints.
                    Probably at least one of the constraints in the following list is one you don't want.
                (
                    "#1 box.width == 100",
                    "#2 box.width == 120"
                )

                Will attempt to recover by breaking constraint
                    #2 box.width == 120

                Why: adding up the constraints with these weights
                """))
        #expect(text.contains("\n    −1 × #1 box.width == 100\n    +1 × #2 box.width == 120\n"))
        #expect(text.hasSuffix("#2 box.width == 120 misses by 20 points at best."))
    }

    @Test func withoutAHandlerTheConflictStaysReadable() throws {
        let (layout, _, box) = try phone(with: "box")
        try layout.activate { box.width == 100 }
        let report = try layout.activate { box.width == 120 }
        #expect(report.conflicts.count == 1)
        #expect(layout.currentConflicts.map(\.broken.number) == [2])
    }

    /// A conflict the solver meets while redoing the layout for a change (a removal's
    /// rebuild, at magnitudes where required constraints miss by rounding) is said as such,
    /// with the miss, never as an internal failure.
    @Test func aConflictMetWhileRedoingTheLayoutIsSaidToBeRounding() throws {
        let (layout, _, _, _) = try fixture()
        let id = ConstraintID(raw: 0)
        let conflict = Conflict(culprit: id, members: [id], multipliers: [1], violation: -75)
        let error = layout.layoutError(SolverError.unsatisfiable(conflict))
        #expect(error == .precisionLost(miss: 75))
        #expect(error.description.contains("it met a miss of 75 as a conflict, so nothing changed"))
        #expect(!error.description.contains("internal"))
    }
}
