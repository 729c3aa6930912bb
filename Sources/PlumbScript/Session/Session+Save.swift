import PlumbLayout

// `save`: the state as a script, checked by replaying it before it is written.

extension Session {
    /// The current layout as a session script that replays to the same layout.
    ///
    /// The state is written as declarations (``ScriptWriter/state(of:strategy:)``) and checked
    /// by replaying it in a fresh session and comparing everything `save` promises to keep
    /// (``ScriptWriter/signature(of:)``). A state the language cannot express that way — a
    /// constraint left inactive by a `move` whose items share no ancestor, a conflict that
    /// breaks differently in another order — falls back to the log of changes, which
    /// replays exactly.
    public func savedScript() -> String {
        let target = ScriptWriter.signature(of: layout)
        for strategy in ScriptWriter.Strategy.allCases {
            guard let text = ScriptWriter.state(of: layout, strategy: strategy) else { continue }
            if Self.replays(text, to: target) { return text }
        }
        return ScriptWriter.log(changes)
    }

    /// Whether `text` runs without error in a fresh session and leaves a layout with the
    /// signature `target`.
    static func replays(_ text: String, to target: String) -> Bool {
        let fresh = Session(
            options: Options(announcesChanges: false), fileSystem: InMemoryFileSystem())
        let output = fresh.run(script: text, fileName: "saved")
        return !output.failed && ScriptWriter.signature(of: fresh.layout) == target
    }
}
