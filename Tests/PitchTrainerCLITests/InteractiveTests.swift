import AudioTestSupport
import Domain
import Foundation
import Persistence
import PitchTraining
import ProgramTestSupport
import Testing
import TrainerKit

/// The exercises as a person uses them: in a real pseudo-terminal (tmux), keys sent, the screen read.
@Suite("pitch-trainer in a terminal", .serialized)
struct InteractiveTests {
    let directory: TemporaryDirectory
    let store: String

    init() throws {
        directory = try TemporaryDirectory(prefix: "pitch-tmux")
        store = "sqlite:\(directory.file("pitch.sqlite"))"
    }

    /// Starts `pitch-trainer ARGUMENTS` in a shell that, afterwards, prints the exit status and
    /// the terminal's settings.
    private func start(_ arguments: String) throws -> TmuxSession {
        let session = try TmuxSession(width: 100, height: 30)
        let program = try #require(ProgramRun.url(of: "pitch-trainer")).path
        try session.type(
            "XDG_DATA_HOME=\(directory.file("data")) \(program) \(arguments); echo EXIT=$?; "
                + "echo MO''DES $(stty -a | tr -s ' ;' '\\n\\n' | grep -E '^-?(icanon|echo|isig)$') EN''D")
        return session
    }

    /// Waits for the program to end and the shell to report the terminal's modes.
    private func finished(_ session: TmuxSession, status: Int) async throws -> String {
        try await session.waitFor("EXIT=\(status)")
        return try await session.waitFor(" END")
    }

    private func expectRestored(_ screen: String) {
        #expect(screen.contains("icanon echo isig") || screen.contains("isig icanon echo"), "\(screen)")
        #expect(
            !screen.contains("-icanon") && !screen.contains("-echo") && !screen.contains("-isig"), "\(screen)"
        )
    }

    private func comparisons() throws -> [ComparisonRecord] {
        let records = try StoreOpener.open(try StoreLocation(parsing: store))
        var cursor = try records.records(of: ComparisonRecord.self)
        return try cursor.all()
    }

    @Test(
        "compare: answer with the arrow and h/l keys, quit with q; the answers are stored and the terminal restored"
    )
    func compare() async throws {
        let session = try start("compare --audio null --duration 0.3 --seed 3 --store \(store)")
        try await session.waitFor("Was the second note higher or lower?")
        try session.send("Up")
        try await session.waitFor("This session: 1 answered")
        try await session.waitFor("Was the second note higher or lower?")
        try session.send("l")
        try await session.waitFor("This session: 2 answered")
        try await session.waitFor("Trial 3")
        try session.send("q")
        let screen = try await finished(session, status: 0)
        #expect(screen.contains("2 answered"))
        expectRestored(screen)
        let stored = try comparisons()
        #expect(stored.count == 2, "the third trial was interrupted before its answer and is not stored")
        #expect(stored.first.map { $0.centOffset == 100 || $0.centOffset == -100 } == true)
        #expect(stored.first?.isCorrect == (stored.first.map { $0.centOffset > 0 }))
    }

    @Test("match: arrows move the note, Enter commits, and the stored error is the start plus the steps")
    func match() async throws {
        let session = try start("match --audio null --duration 0.3 --seed 4 --store \(store)")
        try await session.waitFor("tune the note until it matches")
        try session.send("Right", "Right", "Right", "Left", "PPage")
        try session.send("Enter")
        try await session.waitFor("Last match")
        try session.send("q")
        let screen = try await finished(session, status: 0)
        expectRestored(screen)
        let records = try StoreOpener.open(try StoreLocation(parsing: store))
        var cursor = try records.records(of: MatchingRecord.self)
        let stored = try cursor.all()
        try #require(stored.count == 1)
        #expect(abs(stored[0].userCentError - (stored[0].initialCentOffset + 12)) < 0.051)
    }

    @Test("SIGTERM during a session leaves the terminal as it was, and nothing half-written")
    func terminated() async throws {
        let session = try start("compare --audio null --duration 0.3 --seed 5 --store \(store)")
        try await session.waitFor("Was the second note higher or lower?")
        try session.send("Down")
        try await session.waitFor("This session: 1 answered")
        try session.signalForeground("TERM")
        let screen = try await finished(session, status: 143)
        expectRestored(screen)
        #expect(try comparisons().count == 1)
    }

    @Test("the menu starts an exercise, and Esc leaves it")
    func menu() async throws {
        let session = try start("--audio null --store \(store)")
        try await session.waitFor("what would you like to train?")
        try session.send("3")
        try await session.waitFor("pitch-trainer · matching")
        try session.send("Escape")
        var screen = try await finished(session, status: 0)
        expectRestored(screen)
        let again = try start("--audio null --store \(store)")
        try await again.waitFor("what would you like to train?")
        try again.send("q")
        screen = try await finished(again, status: 0)
        expectRestored(screen)
    }
}
