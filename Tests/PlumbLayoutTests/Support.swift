import Testing

@testable import PlumbLayout

/// Frames are compared with a tolerance: the solver works in floating point.
let tolerance = 1e-6

func isClose(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= tolerance * (1 + abs(b))
}

func isClose(_ a: Rect, _ b: Rect) -> Bool {
    isClose(a.x, b.x) && isClose(a.y, b.y) && isClose(a.width, b.width)
        && isClose(a.height, b.height)
}

/// Checks a frame in superview coordinates.
func expectFrame(
    _ layout: Layout, _ item: any LayoutItem, _ x: Double, _ y: Double, _ width: Double,
    _ height: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = layout.frame(of: item)
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(
        isClose(actual, expected), "\(item.name): \(actual) != \(expected)",
        sourceLocation: sourceLocation)
}

/// A window `root` 375×667.
func phone() throws -> (Layout, View) {
    let layout = Layout()
    let root = try layout.addWindow(named: "root", size: Size(width: 375, height: 667))
    return (layout, root)
}

/// The layout error thrown by `body`, or nil (another error is recorded as an issue).
func layoutError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> LayoutError? {
    do {
        try body()
        return nil
    } catch let error as LayoutError {
        return error
    } catch {
        Issue.record("not a layout error: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The solver's invariants hold and every active constraint is registered under its id.
func expectConsistent(_ layout: Layout, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(layout.solver.checkInvariants() == [], sourceLocation: sourceLocation)
    for c in layout.constraints where c.isActive {
        guard let id = c.solverID else {
            Issue.record(
                "active constraint without a solver id: \(c)", sourceLocation: sourceLocation)
            continue
        }
        #expect(layout.constraint(for: id) === c, sourceLocation: sourceLocation)
        #expect(c.host === layout.computeHost(c), "\(c)", sourceLocation: sourceLocation)
    }
    #expect(
        layout.solver.constraintCount == layout.constraints.filter(\.isActive).count,
        sourceLocation: sourceLocation)
}
