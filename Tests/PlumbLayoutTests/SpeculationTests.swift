import Testing

@testable import PlumbLayout

/// `Layout.speculate`: a what-if made with the layout's own rules and taken back exactly.
@Suite struct SpeculationTests {
    /// A card in a window with a conflict already broken (`#3 card.width == 500`).
    private func conflicted() throws -> (Layout, View, [LayoutConstraint]) {
        let (layout, root, card) = try phone(with: "card")
        let report = try layout.activate {
            card.leading == root.leading + 16
            card.trailing == root.trailing - 16
            card.width == 500
            card.top == root.top + 20
            card.height == 80
        }
        return (layout, card, report.constraints)
    }

    /// Everything a reader of the layout sees: frames, broken constraints, conflicts,
    /// activity and priorities, numbers.
    private func state(_ layout: Layout) -> String {
        var lines = layout.items.map { "\($0.name) \(layout.frame(of: $0))" }
        lines += layout.constraints.map {
            "\($0) active=\($0.isActive) broken=\($0.isBroken) priority=\($0.priority)"
        }
        lines += layout.brokenConstraints.map { "broken \($0)" }
        lines += layout.currentConflicts.map { "conflict \($0.members.map(\.description))" }
        // The index of conflicts by member is journaled too: a what-if leaves nothing in it.
        lines.append("index \(layout.brokenByConflictsOf.values.reduce(0) { $0 + $1.count })")
        return lines.joined(separator: "\n")
    }

    @Test func changesInsideAreTakenBackExactly() throws {
        let (layout, card, made) = try conflicted()
        let before = state(layout)
        #expect(made[2].isBroken)
        let restored = try layout.speculate { () throws -> [Int?] in
            let report = try layout.remove(made[0])
            _ = try layout.addView(named: "badge", in: card)
            #expect(!made[2].isBroken)
            #expect(isClose(layout.frame(of: card).width, 500))
            return report.restored.map(\.number)
        }
        #expect(restored == [3])
        #expect(state(layout) == before)
        #expect(layout.item(named: "badge") == nil)
        #expect(!made[0].isRemoved && made[0].isActive && made[2].isBroken)
        expectConsistent(layout)
        // The layout goes on as if nothing happened: the same change now gives the same answer.
        let report = try layout.remove(made[0])
        #expect(report.restored.map(\.number) == [3])
        expectConsistent(layout)
    }

    @Test func theConflictHandlerHearsNothingOfAWhatIf() throws {
        let (layout, card, _) = try conflicted()
        var heard = 0
        layout.onUnsatisfiable = { _ in heard += 1 }
        let before = state(layout)
        let conflicts = try layout.speculate {
            try layout.activate { card.height == 90 }.conflicts.count
        }
        #expect(conflicts == 1 && heard == 0)
        #expect(state(layout) == before)
        try layout.activate { card.height == 90 }
        #expect(heard == 1)
    }

    /// Metrics are journaled one declaration at a time: each mark rolls back to the metrics
    /// it saw, a new name goes and a redeclared one gets its old value back, and the lookup
    /// index follows (a name forgotten out of the middle leaves the later ones found).
    @Test func metricsRollBackOneDeclarationAtATime() throws {
        let (layout, _, _) = try phone(with: "card")
        layout.startJournal()
        var marks: [(Layout.JournalMark, LayoutMetrics)] = []
        let declarations: [(String, Double)] = [
            ("pad", 8), ("gap", 4), ("pad", 16), ("wide", 300), ("gap", 2), ("low", 250),
        ]
        for (name, value) in declarations {
            marks.append((layout.journalMark(), layout.metrics))
            layout.setMetric(name, value)
        }
        #expect(layout.metrics.entries.map(\.name) == ["pad", "gap", "wide", "low"])
        #expect(layout.metrics["pad"] == 16 && layout.metrics["gap"] == 2)
        for (mark, metrics) in marks.reversed() {
            #expect(layout.rollBack(to: mark))
            #expect(layout.metrics == metrics)
            for (name, value) in metrics.entries { #expect(layout.metrics[name] == value) }
        }
        #expect(layout.metrics.isEmpty && layout.metrics["pad"] == nil)

        var metrics = LayoutMetrics()
        for (name, value) in [("a", 1.0), ("b", 2.0), ("c", 3.0)] { metrics.set(name, value) }
        metrics.restore("a", to: nil)
        #expect(metrics.allNames == ["b", "c"] && metrics["a"] == nil)
        #expect(metrics["b"] == 2 && metrics["c"] == 3)
        metrics.set("a", 4)
        #expect(metrics.allNames == ["b", "c", "a"] && metrics["a"] == 4)
    }

    @Test func aLayoutThatWasNotJournalingStaysSo() throws {
        let (layout, _, made) = try conflicted()
        #expect(!layout.isJournaling)
        try layout.speculate { try layout.remove(made[2]) }
        #expect(!layout.isJournaling && made[2].isBroken)
        // A journaling layout keeps its marks across a speculation.
        layout.startJournal()
        let mark = layout.journalMark()
        try layout.remove(made[1])
        try layout.speculate { try layout.remove(made[0]) }
        #expect(layout.isJournaling && layout.canRollBack(to: mark))
        #expect(layout.rollBack(to: mark))
        #expect(made[1].isActive && made[2].isBroken)
        expectConsistent(layout)
    }

    @Test func speculationsNestAndAThrowStillRollsBack() throws {
        let (layout, card, made) = try conflicted()
        let before = state(layout)
        struct Stop: Error {}
        let inner = try layout.speculate { () throws -> Double in
            try layout.remove(made[1])
            let width = try layout.speculate { () throws -> Double in
                try layout.remove(made[0])
                return layout.frame(of: card).width
            }
            #expect(!made[0].isRemoved && made[1].isRemoved)
            return width
        }
        #expect(isClose(inner, 500))
        #expect(throws: Stop.self) {
            try layout.speculate {
                try layout.remove(made[0])
                throw Stop()
            }
        }
        #expect(state(layout) == before)
        expectConsistent(layout)
    }
}
