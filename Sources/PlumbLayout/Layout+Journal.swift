// The layout's undo journal: what `undo` takes back, at the cost of the change.
//
// While the journal is on, every write to the layout's lasting state records how to put
// the old value back: the properties of views, guides, constraints and groups record it
// from their `didSet` (so a new property is journaled by declaring it the same way; objects
// made since the newest mark record nothing, as no mark can see them), the layout's tables
// record the one entry they change, and the solver keeps its own journal
// (`Solver.rollBack(to:)`). What only grows (the arrays of items and constraints, the
// lookups by solver id and variable) and the counters are read into the mark itself:
// rolling back cuts the arrays to their length then. Rolling back to a mark runs the records since,
// newest first: the layout is then the one it was, objects, numbers and solver basis
// included, so even the frames of an ambiguous layout print as a fresh replay prints them.

extension Layout {
    /// A point the layout can be rolled back to (``rollBack(to:)``), taken between two
    /// changes.
    public struct JournalMark {
        fileprivate let layout: ObjectIdentifier
        fileprivate let position: Int
        fileprivate let solver: SolverEngine.Mark
        /// Lengths of the arrays that grow at their end, and the counters.
        fileprivate let items: Int, storage: Int, numbered: Int, bySolverID: Int
        fileprivate let variableOwners: Int, retiredCount: Int, directionOverrides: Int
        fileprivate let nextNumber: Int, nextSerial: Int, nextItemSerial: Int
    }

    /// Starts journaling changes, so that ``rollBack(to:)`` can take them back.
    ///
    /// ```swift
    /// layout.startJournal()
    /// let mark = layout.journalMark()
    /// try layout.activate { button.width == 88 }
    /// layout.rollBack(to: mark)   // as if the activation never happened
    /// ```
    public func startJournal() {
        if undoLog == nil { undoLog = [] }
        engine.startJournal()
    }

    /// Whether changes are being journaled.
    public var isJournaling: Bool { undoLog != nil }

    /// The present state, to roll back to.
    public func journalMark() -> JournalMark {
        journalFloor = (nextSerial, nextItemSerial)
        return JournalMark(
            layout: ObjectIdentifier(self), position: undoLogForgotten + (undoLog?.count ?? 0),
            solver: engine.journalMark(), items: items.count, storage: storage.count,
            numbered: numbered.count, bySolverID: bySolverID.count,
            variableOwners: variableOwners.count, retiredCount: retiredCount,
            directionOverrides: directionOverrides, nextNumber: nextNumber,
            nextSerial: nextSerial, nextItemSerial: nextItemSerial)
    }

    /// How many writes the journal holds since `mark`, the layout's and its solver's.
    ///
    /// What keeping the way back to `mark` costs; zero for a mark of another layout.
    public func journalEntries(since mark: JournalMark) -> Int {
        guard mark.layout == ObjectIdentifier(self), undoLog != nil else { return 0 }
        let own = max(0, undoLogForgotten + (undoLog?.count ?? 0) - mark.position)
        return own + SolverEngine.journalEntries(from: mark.solver, to: engine.journalMark())
    }

    /// How many writes the journal holds (the layout's and its solver's).
    public var journalEntryCount: Int { (undoLog?.count ?? 0) + engine.journalEntryCount() }

    /// Whether ``rollBack(to:)`` can reach `mark`.
    public func canRollBack(to mark: JournalMark) -> Bool {
        guard mark.layout == ObjectIdentifier(self), let log = undoLog else { return false }
        return mark.position >= undoLogForgotten
            && mark.position <= undoLogForgotten + log.count && engine.canRollBack(to: mark.solver)
    }

    /// Takes back every change made since `mark`, exactly; returns false, changing nothing,
    /// when the journal does not reach it (it was off, or forgotten, or the mark is another
    /// layout's).
    ///
    /// - Complexity: O(writes since the mark).
    @discardableResult
    public func rollBack(to mark: JournalMark) -> Bool {
        guard canRollBack(to: mark) else { return false }
        isRollingBack = true
        while undoLogForgotten + (undoLog?.count ?? 0) > mark.position,
            let undo = undoLog?.popLast()
        {
            undo()
        }
        isRollingBack = false
        func cut<Element>(_ array: inout [Element], to count: Int) {
            if array.count > count { array.removeLast(array.count - count) }
        }
        cut(&items, to: mark.items)
        cut(&storage, to: mark.storage)
        cut(&numbered, to: mark.numbered)
        cut(&bySolverID, to: mark.bySolverID)
        cut(&variableOwners, to: mark.variableOwners)
        retiredCount = mark.retiredCount
        directionOverrides = mark.directionOverrides
        nextNumber = mark.nextNumber
        nextSerial = mark.nextSerial
        nextItemSerial = mark.nextItemSerial
        journalFloor = (nextSerial, nextItemSerial)
        engine.rollBack(to: mark.solver)
        return true
    }

    /// Lets go of what was recorded before `mark`: older marks can no longer be reached.
    public func forgetJournal(before mark: JournalMark) {
        guard mark.layout == ObjectIdentifier(self), let log = undoLog else { return }
        let count = min(max(0, mark.position - undoLogForgotten), log.count)
        undoLog?.removeFirst(count)
        undoLogForgotten += count
        engine.forgetJournal(before: mark.solver)
    }

    /// Runs `body` on this layout, then takes back every change it made: a what-if.
    ///
    /// Inside `body` the layout is the real one, with its own rules (activation, breaking and
    /// restoring constraints, system constraints), so a question asked there is answered
    /// exactly as the change would answer it. Afterwards the layout is as it was, objects,
    /// numbers and solver basis included; ``onUnsatisfiable`` hears nothing of the what-if.
    ///
    /// ```swift
    /// let wouldBreak = layout.speculate {
    ///     (try? layout.deactivate([spacer]))?.broken.count ?? 0
    /// }
    /// ```
    ///
    /// Changes are journaled for the while, also on a layout that was not journaling, so
    /// the cost is that of the change, not of a copy of the layout. A speculation may hold
    /// another; a mark taken inside one cannot be rolled back to afterwards.
    ///
    /// - Throws: what `body` throws, after the rollback.
    @discardableResult
    public func speculate<Result>(_ body: () throws -> Result) rethrows -> Result {
        let wasJournaling = isJournaling
        if !wasJournaling { startJournal() }
        let handler = onUnsatisfiable
        onUnsatisfiable = nil
        let mark = journalMark()
        defer {
            rollBack(to: mark)
            onUnsatisfiable = handler
            if !wasJournaling { stopJournal() }
        }
        return try body()
    }

    /// Stops journaling; marks taken so far can no longer be rolled back to.
    func stopJournal() {
        undoLogForgotten += undoLog?.count ?? 0
        undoLog = nil
        engine.stopJournal()
    }

    // MARK: - Recording

    /// Records how to undo a write; `undo` is not even made while the journal is off.
    @inline(__always)
    func journal(_ undo: @autoclosure () -> (() -> Void)) {
        guard undoLog != nil, !isRollingBack else { return }
        undoLog?.append(undo())
    }

    /// Records the old value of an object's property (its `didSet`).
    ///
    /// Views, guides and constraints call it through ``JournaledObject/journalChange(_:was:)``.
    @inline(__always)
    func journal<Root: AnyObject, Value>(
        _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, was old: Value
    ) {
        journal({ root[keyPath: keyPath] = old })
    }

    /// Records the old value of one entry of a table of the layout's.
    @inline(__always)
    func journal<Key: Hashable, Value>(
        _ keyPath: ReferenceWritableKeyPath<Layout, [Key: Value]>, key: Key
    ) {
        guard undoLog != nil, !isRollingBack else { return }
        let old = self[keyPath: keyPath][key]
        undoLog?.append { [unowned self] in self[keyPath: keyPath][key] = old }
    }

    /// Appends `element` to a list of the layout's, journaling only its removal: a copy of
    /// the list per change would cost every element of a long list (8,000 groups took 3.8 s).
    func append<Element>(
        _ element: Element, to keyPath: ReferenceWritableKeyPath<Layout, [Element]>
    ) {
        self[keyPath: keyPath].append(element)
        journal({ [unowned self] in _ = self[keyPath: keyPath].popLast() })
    }

    /// Removes `element` from a list of the layout's, journaling only its return to the same
    /// place.
    func remove<Element: AnyObject>(
        _ element: Element, from keyPath: ReferenceWritableKeyPath<Layout, [Element]>
    ) {
        guard let index = self[keyPath: keyPath].firstIndex(where: { $0 === element }) else {
            return
        }
        self[keyPath: keyPath].remove(at: index)
        journal({ [unowned self] in self[keyPath: keyPath].insert(element, at: index) })
    }

    /// Appends `element` to a list of `root`'s (a view's subviews or guides), journaling only
    /// its removal.
    func append<Root: AnyObject, Element>(
        _ element: Element, to keyPath: ReferenceWritableKeyPath<Root, [Element]>, of root: Root
    ) {
        root[keyPath: keyPath].append(element)
        journal({ _ = root[keyPath: keyPath].popLast() })
    }

    /// Removes `element` from a list of `root`'s, journaling only its return to the same place:
    /// removing 8,000 subviews of one view one by one copied the list each time.
    func remove<Root: AnyObject, Element: AnyObject>(
        _ element: Element, from keyPath: ReferenceWritableKeyPath<Root, [Element]>, of root: Root
    ) {
        guard let index = root[keyPath: keyPath].firstIndex(where: { $0 === element }) else {
            return
        }
        root[keyPath: keyPath].remove(at: index)
        journal({ root[keyPath: keyPath].insert(element, at: index) })
    }

    /// Records the append of `c` to the constraints of the item `key` (the list can be
    /// long: a copy of it per append would be quadratic).
    @inline(__always)
    func journalAppend(_ c: LayoutConstraint, to key: ObjectIdentifier) {
        guard undoLog != nil, !isRollingBack else { return }
        let existed = constraintsByItem[key] != nil
        undoLog?.append { [unowned self] in
            if existed {
                _ = self.constraintsByItem[key]?.popLast()
            } else {
                self.constraintsByItem[key] = nil
            }
        }
    }

    /// Records a cell of a lookup by solver id or variable before it is overwritten (the
    /// cells past the mark's length are cut off instead).
    func journalCell<Element>(
        _ keyPath: ReferenceWritableKeyPath<Layout, [Element?]>, at index: Int
    ) {
        guard undoLog != nil, !isRollingBack, index < self[keyPath: keyPath].count else {
            return
        }
        let old = self[keyPath: keyPath][index]
        undoLog?.append { [unowned self] in self[keyPath: keyPath][index] = old }
    }

    /// Records the whole of one of the layout's arrays before a change that is O(n) anyway.
    func journalWhole<Element>(_ keyPath: ReferenceWritableKeyPath<Layout, [Element]>) {
        guard undoLog != nil, !isRollingBack else { return }
        let old = self[keyPath: keyPath]
        undoLog?.append { [unowned self] in self[keyPath: keyPath] = old }
    }
}

/// An object of a layout whose properties journal their old values from their `didSet`:
/// views, guides and constraints.
protocol JournaledObject: AnyObject {
    /// The layout whose journal records the object's writes.
    var layout: Layout? { get }
    /// The object's creation order among the layout's objects of its kind.
    var serial: Int { get }
    /// The serial from which objects of this kind were made after the newest mark.
    static func journalFloor(in layout: Layout) -> Int
}

extension JournaledObject {
    /// Journals a property's old value for undo, unless this object was made after the
    /// newest mark (it exists at none).
    @inline(__always)
    func journalChange<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, was old: Value) {
        guard let layout, serial < Self.journalFloor(in: layout) else { return }
        layout.journal(self, keyPath, was: old)
    }
}

extension View: JournaledObject {
    static func journalFloor(in layout: Layout) -> Int { layout.journalFloor.item }
}

extension LayoutGuide: JournaledObject {
    static func journalFloor(in layout: Layout) -> Int { layout.journalFloor.item }
}

extension LayoutConstraint: JournaledObject {
    static func journalFloor(in layout: Layout) -> Int { layout.journalFloor.constraint }
}
