// The solver's undo journal: every write to the tableau's lasting state can be taken back,
// exactly, to a mark taken between two operations.
//
// Each lasting array records the old value of what it overwrites (`JournaledArray`); the
// objective levels and the column index keep journals of their own shape. A mark is the
// length of every journal plus the solver's counters; rolling back undoes the writes made
// since, newest first, so the solver is bit for bit what it was, basis and rounding
// included. That is what lets `undo` cost the change instead of a replay of the session: a
// layout whose frames are ambiguous prints the same frames after an undo as a fresh replay.
//
// Recording is off unless `startJournal()` turned it on; copies made for questions (scratch
// systems, the ambiguity probe) call `stopJournal()` so they neither copy nor grow the log.

/// A container of the solver's lasting state that journals its writes.
protocol Journaled {
    associatedtype Entry
    var journal: Journal<Entry> { get set }
    /// Undoes the writes made since `position`, newest first.
    mutating func rollBack(to position: Int)
}

/// Something done to each of the solver's journaled containers, in one fixed order.
protocol JournalVisitor {
    mutating func visit<J: Journaled>(_ container: inout J)
}

/// The old values a container overwrote, newest last, for rolling it back.
struct Journal<Entry> {
    private(set) var entries: [Entry] = []
    /// Entries dropped from the front by `forget(before:)`: positions stay absolute.
    private(set) var forgotten = 0
    var isOn = false

    /// The position a mark records.
    var position: Int { forgotten + entries.count }

    @inline(__always)
    mutating func record(_ entry: @autoclosure () -> Entry) {
        if isOn { entries.append(entry()) }
    }

    /// The newest entry after `position`, removed; nil once back there.
    mutating func pop(to position: Int) -> Entry? {
        forgotten + entries.count > position ? entries.popLast() : nil
    }

    /// Whether the writes since `position` can still be taken back.
    func reaches(_ position: Int) -> Bool { position >= forgotten && position <= self.position }

    /// Lets go of the entries before `position`: those writes can no longer be undone.
    mutating func forget(before position: Int) {
        let count = min(max(0, position - forgotten), entries.count)
        guard count > 0 else { return }
        entries.removeFirst(count)
        forgotten += count
    }

    /// Stops recording and lets go of every entry.
    mutating func stop() {
        isOn = false
        forgotten = position
        entries = []
    }
}

/// An array whose writes are journaled: the lasting per-symbol, per-row and per-constraint
/// state of the solver.
///
/// Reads are an array's; writes go through the element subscript, `append` and
/// `replaceAll(with:)`, each recording what it overwrote. It is not an array literal on
/// purpose: assigning a new array would silently drop the journal.
struct JournaledArray<Element>: RandomAccessCollection, Journaled {
    enum Entry {
        case set(Int, Element)
        case appended
        case replaced([Element])
    }

    private(set) var elements: [Element]
    var journal = Journal<Entry>()

    init(_ elements: [Element] = []) { self.elements = elements }

    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }

    subscript(index: Int) -> Element {
        @inline(__always) get { elements[index] }
        @inline(__always) _modify {
            journal.record(.set(index, elements[index]))
            yield &elements[index]
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        journal.record(.appended)
        elements.append(element)
    }

    /// Replaces every element at once (a rebuild, a reset), journaling the old array whole.
    mutating func replaceAll(with elements: [Element]) {
        journal.record(.replaced(self.elements))
        self.elements = elements
    }

    /// The indices written since `position` (an append as the index it made), newest first,
    /// with repeats; nil when the array was replaced whole since.
    ///
    /// - Complexity: O(writes since `position`).
    func indicesWritten(since position: Int) -> [Int]? {
        var found: [Int] = []
        var length = elements.count
        for entry in journal.entries[Swift.max(0, position - journal.forgotten)...].reversed() {
            switch entry {
            case .set(let i, _): found.append(i)
            case .appended:
                length -= 1
                found.append(length)
            case .replaced: return nil
            }
        }
        return found
    }

    /// Undoes the writes made since `position`, newest first.
    mutating func rollBack(to position: Int) {
        while let entry = journal.pop(to: position) {
            switch entry {
            case .set(let i, let old): elements[i] = old
            case .appended: elements.removeLast()
            case .replaced(let old): elements = old
            }
        }
    }
}

extension LevelTable: Journaled {}
extension ColumnIndex: Journaled {}

extension Solver {
    /// A point the solver can be rolled back to: the length of every journal and the
    /// counters, taken between two operations.
    public struct JournalMark: Sendable {
        fileprivate var positions: [Int]
        fileprivate var liveRowCount: Int
        fileprivate var valueScale: Double
        fileprivate var steepestRatio: Double
        fileprivate var hidesSlopes: Bool
        fileprivate var activeCount: Int
        fileprivate var pivotCount: Int
        fileprivate var dummyLimit: Int
        fileprivate var pivotBudgetPerRow: Int
    }

    /// Where ``visitJournals(_:)`` visits the containers whose writes tell what a rollback
    /// moves: a mark's positions are in that order.
    private enum VisitOrder {
        static let basicRow = 2
        static let rows = 4
        static let rowBasic = 5
    }

    /// Visits every journaled container: the one list of them.
    private mutating func visitJournals<V: JournalVisitor>(_ visitor: inout V) {
        visitor.visit(&symbolKind)
        visitor.visit(&symbolOwner)
        visitor.visit(&basicRow)
        visitor.visit(&columns)
        visitor.visit(&rows)
        visitor.visit(&rowBasic)
        visitor.visit(&levels)
        visitor.visit(&levelOrder)
        visitor.visit(&records)
        visitor.visit(&variableSymbol)
        visitor.visit(&variableNames)
        visitor.visit(&editConstraint)
        visitor.visit(&editValue)
    }

    /// Whether writes are being journaled.
    public var isJournaling: Bool { rows.journal.isOn }

    /// Starts journaling writes, so that ``rollBack(to:)`` can take them back.
    public mutating func startJournal() {
        struct Start: JournalVisitor {
            mutating func visit<J: Journaled>(_ c: inout J) { c.journal.isOn = true }
        }
        var start = Start()
        visitJournals(&start)
    }

    /// Turns the recording of writes off or back on, keeping what was recorded: for work
    /// whose every write lands in containers already journaled whole since the last mark
    /// (``rebuildTableau()``), which a rollback restores whole anyway.
    mutating func setRecording(_ on: Bool) {
        struct Set: JournalVisitor {
            let on: Bool
            mutating func visit<J: Journaled>(_ c: inout J) { c.journal.isOn = on }
        }
        var set = Set(on: on)
        visitJournals(&set)
    }

    /// Stops journaling and lets the journal go: for a copy made to answer a question,
    /// which should neither copy the log nor grow it.
    public mutating func stopJournal() {
        guard isJournaling else { return }
        struct Stop: JournalVisitor {
            mutating func visit<J: Journaled>(_ c: inout J) { c.journal.stop() }
        }
        var stop = Stop()
        visitJournals(&stop)
    }

    /// How many writes the journal holds between `earlier` and `later` (marks of this
    /// solver, `earlier` taken first): what keeping the way back from `later` to `earlier`
    /// costs.
    public static func journalEntries(from earlier: JournalMark, to later: JournalMark) -> Int {
        zip(later.positions, earlier.positions).reduce(0) { $0 + max(0, $1.0 - $1.1) }
    }

    /// How many writes the journal holds.
    public mutating func journalEntryCount() -> Int {
        struct Count: JournalVisitor {
            var total = 0
            mutating func visit<J: Journaled>(_ c: inout J) { total += c.journal.entries.count }
        }
        var count = Count()
        visitJournals(&count)
        return count.total
    }

    /// The present state, to roll back to.
    public mutating func journalMark() -> JournalMark {
        struct Positions: JournalVisitor {
            var positions: [Int] = []
            mutating func visit<J: Journaled>(_ c: inout J) {
                positions.append(c.journal.position)
            }
        }
        var read = Positions()
        visitJournals(&read)
        return JournalMark(
            positions: read.positions, liveRowCount: liveRowCount, valueScale: valueScale,
            steepestRatio: steepestRatio, hidesSlopes: hidesSlopes,
            activeCount: activeCount, pivotCount: pivotCount, dummyLimit: dummyLimit,
            pivotBudgetPerRow: pivotBudgetPerRow)
    }

    /// Whether ``rollBack(to:)`` can reach `mark`: the journal was on since, and kept it.
    public mutating func canRollBack(to mark: JournalMark) -> Bool {
        struct Reach: JournalVisitor {
            let positions: [Int]
            var index = 0
            var reaches = true
            mutating func visit<J: Journaled>(_ c: inout J) {
                reaches = reaches && index < positions.count && c.journal.reaches(positions[index])
                index += 1
            }
        }
        guard isJournaling else { return false }
        var reach = Reach(positions: mark.positions)
        visitJournals(&reach)
        return reach.reaches
    }

    /// Takes back every write made since `mark`.
    ///
    /// The solver is then exactly what it was (same rows, same basis, same values). Returns false, changing nothing, when the
    /// journal no longer reaches `mark`.
    ///
    /// - Complexity: O(writes since the mark); O(variables) when the tableau was rebuilt
    ///   since (which cost that much).
    @discardableResult
    public mutating func rollBack(to mark: JournalMark) -> Bool {
        struct Back: JournalVisitor {
            let positions: [Int]
            var index = 0
            mutating func visit<J: Journaled>(_ c: inout J) {
                c.rollBack(to: positions[index])
                index += 1
            }
        }
        guard canRollBack(to: mark) else { return false }
        let written = writes(since: mark)
        var back = Back(positions: mark.positions)
        visitJournals(&back)
        liveRowCount = mark.liveRowCount
        valueScale = mark.valueScale
        steepestRatio = mark.steepestRatio
        hidesSlopes = mark.hidesSlopes
        activeCount = mark.activeCount
        pivotCount = mark.pivotCount
        dummyLimit = mark.dummyLimit
        pivotBudgetPerRow = mark.pivotBudgetPerRow
        // What lives only during one operation is empty between two; the per-slot and
        // per-variable side arrays follow the row and variable counts.
        while candidates.top != nil { candidates.removeTop() }
        infeasibleRows.removeAll()
        phaseOne = nil
        pivotLog = nil
        // A rollback across a rebuild gives back more rows than the epochs it emptied.
        if slotEpoch.count > rows.count {
            slotEpoch.removeLast(slotEpoch.count - rows.count)
        } else if slotEpoch.count < rows.count {
            slotEpoch.append(contentsOf: repeatElement(0, count: rows.count - slotEpoch.count))
        }
        guard let written else {
            // Rebuilt or rescaled since: every variable may have moved.
            isChanged = Array(repeating: true, count: variableSymbol.count)
            changedVariables = Array(0..<Int32(variableSymbol.count))
            return true
        }
        var moved = written.symbols
        for slot in written.slots where slot < rowBasic.count && rowBasic[slot] >= 0 {
            moved.append(Int(rowBasic[slot]))
        }
        // Variables made since the mark are gone.
        let count = variableSymbol.count
        if isChanged.count > count {
            isChanged.removeLast(isChanged.count - count)
            changedVariables.removeAll { Int($0) >= count }
        }
        for symbol in moved where symbol < symbolKind.count && symbolKind[symbol] == .external {
            noteVariableChanged(Int32(symbol))
        }
        return true
    }

    /// What a rollback to `mark` can move, read before it.
    ///
    /// The row slots written since, and the symbols whose value may change: those whose basic
    /// row changed, and the basic symbols of those slots now (the caller adds their basic
    /// symbols after the rollback). A variable's value is its row's constant while basic, 0
    /// otherwise, so nothing else can move. Nil when the tableau was rebuilt or rescaled
    /// since: then anything can.
    private func writes(since mark: JournalMark) -> (slots: [Int], symbols: [Int])? {
        guard valueScale == mark.valueScale,
            let rowSlots = rows.indicesWritten(since: mark.positions[VisitOrder.rows]),
            let basicSlots = rowBasic.indicesWritten(since: mark.positions[VisitOrder.rowBasic]),
            var symbols = basicRow.indicesWritten(since: mark.positions[VisitOrder.basicRow])
        else { return nil }
        let slots = rowSlots + basicSlots
        for slot in slots where slot < rowBasic.count && rowBasic[slot] >= 0 {
            symbols.append(Int(rowBasic[slot]))
        }
        return (slots, symbols)
    }

    /// Lets go of the writes before `mark`: marks older than it can no longer be reached.
    public mutating func forgetJournal(before mark: JournalMark) {
        struct Forget: JournalVisitor {
            let positions: [Int]
            var index = 0
            mutating func visit<J: Journaled>(_ c: inout J) {
                c.journal.forget(before: positions[index])
                index += 1
            }
        }
        var forget = Forget(positions: mark.positions)
        visitJournals(&forget)
    }
}
