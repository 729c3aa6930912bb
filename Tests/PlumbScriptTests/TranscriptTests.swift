import Foundation
import Testing

@testable import PlumbScript

/// The golden transcripts.
///
/// Every session in `sessions/` has one (its comments as prose, its statements as entries),
/// and a few transcripts stand alone. Each is replayed in-process; a
/// mismatch prints a diff. `PLUMB_RECORD=1 swift test` rewrites the files and fails the run.
@Suite struct TranscriptTests {
    static let names: [String] = {
        let fromSessions = TranscriptRunner.sessionFiles().map {
            String($0.dropLast(".plumb".count)) + ".t"
        }
        let standalone = TranscriptRunner.transcriptFiles().filter { !fromSessions.contains($0) }
        return fromSessions + standalone
    }()

    @Test(arguments: names)
    func transcript(_ name: String) throws {
        let url = TranscriptRunner.transcripts.appendingPathComponent(name)
        let existing = try? String(contentsOf: url, encoding: .utf8)
        let base = String(name.dropLast(2))
        let sessionURL = TranscriptRunner.sessions.appendingPathComponent(base + ".plumb")
        let skeleton: Transcript
        if let session = try? String(contentsOf: sessionURL, encoding: .utf8) {
            skeleton = Transcript(session: session)
        } else if let existing {
            skeleton = Transcript(parsing: existing)
        } else {
            Issue.record("no transcript \(name)")
            return
        }
        let actual = TranscriptRunner.run(skeleton).rendered()
        if TranscriptRunner.isRecording {
            if actual != existing {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded \(name); unset PLUMB_RECORD and run the tests again")
            }
            return
        }
        guard let existing else {
            Issue.record("no transcript for sessions/\(base).plumb; run PLUMB_RECORD=1 swift test")
            return
        }
        if actual != existing {
            Issue.record(
                """
                \(name) differs (- expected, + actual); PLUMB_RECORD=1 rewrites it:
                \(TranscriptRunner.diff(existing, actual))
                """)
        }
    }

    @Test func atLeastTenSessionsWithTranscripts() {
        #expect(TranscriptRunner.sessionFiles().count >= 10)
    }

    @Test func parsingARenderedTranscriptGivesItBack() {
        let transcript = Transcript(items: [
            .prose("A group over several lines:"),
            .prose(""),
            .entry(
                "group g {\n  a.width == 1\n}",
                output: ["group g (on, 1 constraint)", "", "  #1 a.width == 1"]),
            .entry("frames", output: []),
        ])
        #expect(Transcript(parsing: transcript.rendered()) == transcript)
    }

    @Test func theDiffMarksChangedLines() {
        let diff = TranscriptRunner.diff("a\nb\nc\n", "a\nx\nc\n")
        #expect(diff.contains("-b"))
        #expect(diff.contains("+x"))
        #expect(diff.contains(" a"))
    }
}

/// Every session survives `save` and a replay of what was saved: the same frames, numbers,
/// labels, groups and states; and the saved script is the state, not the log.
@Suite struct SessionSaveTests {
    @Test(arguments: TranscriptRunner.sessionFiles())
    func saveAndReplayGiveTheSameLayout(_ name: String) throws {
        let text = try String(
            contentsOf: TranscriptRunner.sessions.appendingPathComponent(name), encoding: .utf8)
        let files = InMemoryFileSystem()
        let session = Session(options: .init(announcesChanges: false), fileSystem: files)
        let output = session.run(script: text, fileName: name)
        #expect(!output.failed, "\(output.text)")
        _ = session.execute("save out.plumb")
        let saved = try #require(files.files["out.plumb"])
        #expect(!saved.contains("written as the changes made"), "fell back to the log:\n\(saved)")

        let replay = Session(options: .init(announcesChanges: false), fileSystem: files)
        let replayed = replay.run(script: saved, fileName: "out.plumb")
        #expect(!replayed.failed, "\(replayed.text)")
        #expect(replay.execute("frames").text == session.execute("frames").text)
        #expect(
            ScriptWriter.signature(of: replay.layout) == ScriptWriter.signature(of: session.layout))
    }
}
