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

/// A window `root` 375 wide and `height` tall, with a notched iPhone's safe-area insets (44
/// at the top, 34 at the bottom).
func notchedPhone(height: Double) throws -> (Layout, View) {
    let layout = Layout()
    let root = try layout.addWindow(
        named: "root", size: Size(width: 375, height: height),
        safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    return (layout, root)
}

/// A phone (see `phone()`) with a view in its root, named and with the intrinsic size given
/// (none by default).
func phone(with name: String, _ intrinsicSize: IntrinsicSize = .none) throws -> (
    Layout, View, View
) {
    let (layout, root) = try phone()
    return (layout, root, try layout.addView(named: name, in: root, intrinsicSize: intrinsicSize))
}

/// A phone (see `phone()`) with two views in its root, each named and with the intrinsic size
/// given (none by default).
func phone(
    with first: String, _ firstSize: IntrinsicSize = .none, and second: String,
    _ secondSize: IntrinsicSize = .none
) throws -> (Layout, View, View, View) {
    let (layout, root, view) = try phone(with: first, firstSize)
    return (
        layout, root, view, try layout.addView(named: second, in: root, intrinsicSize: secondSize)
    )
}

/// The error of type `Failure` thrown by `body`, or nil (another error is recorded as an issue).
func thrownError<Failure: Error>(
    _ type: Failure.Type, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) -> Failure? {
    do {
        try body()
        return nil
    } catch let error as Failure {
        return error
    } catch {
        Issue.record("not a \(Failure.self): \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The layout error thrown by `body`, or nil (another error is recorded as an issue).
func layoutError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> LayoutError? {
    thrownError(LayoutError.self, sourceLocation: sourceLocation, body)
}

/// The DSL error thrown by `body`, or nil (another error is recorded as an issue).
func dslError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> DSLError? {
    thrownError(DSLError.self, sourceLocation: sourceLocation, body)
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
