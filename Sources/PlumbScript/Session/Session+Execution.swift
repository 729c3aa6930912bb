import PlumbLayout

// Running one statement, recording it in the log, and rebuilding the layout from the log:
// the machinery behind atomic statements, undo, redo and load (see `Session`'s essay).

/// An error already printed (by a statement inside `load`); the statement that carried it
/// fails without printing another.
struct AlreadyReported: Error {}

extension Session {
    /// Runs a statement typed at the top level and records what it changed as one change.
    ///
    /// The statement is a shell entry's or a script's. Returns whether it succeeded.
    func executeTopLevel(_ statement: StatementSyntax, from source: StatementSource) -> Bool {
        pending = Change(title: source.title(of: statement), start: undoPoint())
        defer { pending = nil }
        guard perform(statement, from: source) else { return false }
        if let change = pending, !change.steps.isEmpty {
            changes.append(change)
            undone.removeAll()
            trimJournal()
        }
        return true
    }

    // MARK: - The journal

    /// How many of the newest changes `undo` takes back through the layout's journal.
    ///
    /// Those undos cost the change (``journalDepth`` is this by default); older ones are
    /// rebuilt from the log. Between this and twice as many are kept: the journal is trimmed
    /// in batches.
    static let defaultJournalDepth = 1000

    /// The present state, to come back to.
    func undoPoint() -> UndoPoint { UndoPoint(layout: layout, mark: layout.journalMark()) }

    /// Goes back to `point` exactly, through the journal; rebuilds from the log when the
    /// journal does not reach it.
    func restore(_ point: UndoPoint?) {
        if let point, point.layout.rollBack(to: point.mark) {
            if point.layout !== layout { layout = point.layout }
        } else {
            rebuild()
        }
    }

    /// The most writes the journal keeps (``journalDepth`` changes, fewer when they wrote
    /// more): about 60 MB of old rows.
    ///
    /// A change is usually a few dozen writes, so 1,000 of them fit many times over; but one
    /// that pivots through a long chain (a view in a deep nest left free) rewrites every row
    /// below it, and a session of them kept quadratic memory for its undos: 2,000 such nested
    /// views held 3.9 GB, 347 MB with a budget of 2^20 writes, 129 MB with this one.
    static let defaultJournalBudget = 1 << 18

    /// Lets the journal go beyond ``journalDepth`` changes back, in batches, and beyond
    /// ``journalBudget`` writes (the newest change's are always kept).
    private func trimJournal() {
        let keep = changes.count - journalDepth
        if keep >= journalDepth, changes[keep - journalDepth].start != nil {
            forgetJournal(before: keep)
        }
        trimJournalToBudget()
    }

    /// Forgets the journal of the changes before `index`: undoing them rebuilds from the log.
    private func forgetJournal(before index: Int) {
        if let oldest = changes[index].start, oldest.layout === layout {
            layout.forgetJournal(before: oldest.mark)
        }
        for i in stride(from: index - 1, through: 0, by: -1) {
            guard changes[i].start != nil else { break }
            changes[i].start = nil
        }
    }

    /// Keeps the journal within ``journalBudget`` writes (``defaultJournalBudget``).
    ///
    /// Once it holds more, finds the oldest change whose way back fits in half the budget
    /// (a change's way back grows with its age, so by bisection) and forgets the journal
    /// before it. Forgetting moves the entries kept to the front of their arrays; trimming
    /// to the budget itself did that after every change once a session reached it (a deep
    /// nest left free spent 43 % of its time there), trimming to half does it once per
    /// half a budget of writes.
    ///
    /// - Complexity: one count of the journal while it fits, O(log changes) reads and an
    ///   amortised O(1) per write once it does not.
    private func trimJournalToBudget() {
        guard let newest = changes.indices.last, layout.journalEntryCount > journalBudget
        else { return }
        let target = journalBudget / 2
        var low = 0
        var high = newest
        while low < high {
            let middle = (low + high) / 2
            if let start = changes[middle].start, start.layout === layout,
                layout.journalEntries(since: start.mark) <= target
            {
                high = middle
            } else {
                low = middle + 1
            }
        }
        if low > 0 { forgetJournal(before: low) }
    }

    // MARK: - Checkpoints

    /// How far back (in changes) a rebuild leaves a copy of the layout: the next this many
    /// undos, and failed statements until the log grows this much longer, replay only the
    /// changes since the copy.
    static let checkpointInterval = 64

    /// The checkpoints kept at most: the newest ones, where undo works.
    static let checkpointLimit = 3

    /// Runs one statement through its command.
    ///
    /// A change that succeeds is recorded in the pending entry; a statement that fails is
    /// reported, and if it may have changed the layout, the layout is rebuilt from the log.
    /// Under `--strict`, a change that meets a conflict fails too, and is rolled back.
    /// Returns whether it succeeded.
    @discardableResult
    func perform(_ statement: StatementSyntax, from source: StatementSource) -> Bool {
        // A top-level statement comes back to where its entry began (`executeTopLevel`).
        let start = !isReplaying && loadDepth == 0 ? pending?.start : nil
        let bound = CommandRegistry.bind(statement)
        let command = bound.command
        let context = CommandContext(session: self, statement: statement, source: source)
        context.mayHaveChanged = command.effect == .change
        do {
            try bound.run(context)
        } catch {
            report(error, of: statement, from: source)
            // Inside `load`, the load itself rebuilds once it has failed.
            if context.mayHaveChanged && !isReplaying && loadDepth == 0 { restore(start) }
            return false
        }
        if command.effect == .change, !isReplaying {
            pending?.steps.append(Change.Step(statement: statement, source: source))
        }
        if context.metStrictConflict {
            output.failed = true
            if !isReplaying && loadDepth == 0 { restore(start) }
            return false
        }
        return true
    }

    /// Prints the error a statement threw, drawn under its source.
    private func report(
        _ error: any Error, of statement: StatementSyntax, from source: StatementSource
    ) {
        switch error {
        case is AlreadyReported:
            output.failed = true
        case let diagnostic as Diagnostic:
            emitError(source.render(diagnostic))
        case let layoutError as LayoutError:
            emitError(
                source.render(Diagnostic("layout", layoutError.description, at: statement.range)))
        case let fileError as FileSystemError:
            emitError(source.render(Diagnostic("file", fileError.message, at: statement.range)))
        default:
            emitError(source.render(Diagnostic("internal", "\(error)", at: statement.range)))
        }
    }

    /// Replaces the layout with a fresh one and replays the log on it, printing nothing.
    ///
    /// Replay runs the same statements on the same kind of layout, so it cannot fail unless
    /// a command is not deterministic; if it does, the log is cut before the change that
    /// failed and the session says so.
    func rebuild() {
        rebuildCount += 1
        let wasReplaying = isReplaying
        isReplaying = true
        // The newest checkpoint the log still leads to: start from a copy of it. Checkpoints are
        // taken here, not while the session runs: a session that never undoes or fails pays
        // nothing for them.
        checkpoints.removeAll { $0.changeCount > changes.count }
        let start = checkpoints.last
        let first = start?.changeCount ?? 0
        layout = start?.layout.copy() ?? Layout()
        // Leave a copy `checkpointInterval` changes back, unless one is near enough already.
        let wanted = changes.count - Self.checkpointInterval
        var failedChange: Int?
        // The changes before the copy keep no undo point: theirs was on the layout replaced.
        for index in 0..<first { changes[index].start = nil }
        replay: for index in first..<changes.count {
            changes[index].start = undoPoint()
            if index == wanted, index >= first + Self.checkpointInterval || start == nil {
                checkpoints.append(Checkpoint(changeCount: index, layout: layout.copy()))
                if checkpoints.count > Self.checkpointLimit { checkpoints.removeFirst() }
            }
            for step in changes[index].steps where !perform(step.statement, from: step.source) {
                failedChange = index
                break replay
            }
        }
        isReplaying = wasReplaying
        if let index = failedChange {
            let title = changes[index].title
            changes.removeSubrange(index...)
            checkpoints.removeAll()
            for i in changes.indices { changes[i].start = nil }
            if !isReplaying {
                layout = Layout()
                isReplaying = true
                for change in changes {
                    for step in change.steps { perform(step.statement, from: step.source) }
                }
                isReplaying = false
                emitError(
                    "error: internal: '\(title)' could not be replayed; it and the changes after it were dropped"
                )
            }
        }
    }

    // MARK: - Undo and redo

    /// Undoes the last change: moves it to the redo stack and rebuilds the layout.
    func undo() throws(UndoFailure) -> String {
        guard let last = changes.popLast() else { throw .nothingToUndo }
        undone.append(last)
        restore(last.start)
        return last.title
    }

    /// Redoes the last undone change on the live layout.
    func redo() throws(UndoFailure) -> String {
        guard var next = undone.popLast() else { throw .nothingToRedo }
        next.start = undoPoint()
        let wasReplaying = isReplaying
        isReplaying = true
        let succeeded = next.steps.allSatisfy { perform($0.statement, from: $0.source) }
        isReplaying = wasReplaying
        guard succeeded else {
            rebuild()
            throw .replayFailed(next.title)
        }
        changes.append(next)
        return next.title
    }

    // MARK: - Load

    /// Runs a script's statements as part of the current statement (`load`).
    ///
    /// Each change is recorded in the pending entry, so the whole file is one change for `undo`. Stops
    /// at the first error, which is printed; then throws ``AlreadyReported``.
    func load(_ text: String, fileName: String) throws {
        guard loadDepth < Self.maximumLoadDepth else {
            throw FileSystemError(
                "cannot load '\(fileName)': 'load' is nested more than \(Self.maximumLoadDepth) levels deep"
            )
        }
        loadDepth += 1
        defer { loadDepth -= 1 }
        let source = StatementSource(text: text, fileName: fileName, entry: 0)
        for item in Parser.parseScript(text).items {
            switch item {
            case .error(let diagnostic):
                emitError(source.render(diagnostic))
                throw AlreadyReported()
            case .statement(let statement):
                guard perform(statement, from: source) else { throw AlreadyReported() }
            }
            if hasQuit { return }
        }
    }
}

/// Why `undo` or `redo` did nothing.
enum UndoFailure: Error {
    case nothingToUndo
    case nothingToRedo
    case replayFailed(String)

    var message: String {
        switch self {
        case .nothingToUndo: return "nothing to undo"
        case .nothingToRedo: return "nothing to redo"
        case .replayFailed(let title): return "'\(title)' could not be redone"
        }
    }
}
