import Audio
import Domain
import Foundation
import PitchTraining
import Profiles
import TerminalUI

/// The pitch-matching screen: the learner moves a sounding note until it matches, then commits.
///
/// The screen never shows where the note is relative to the target before the commit: only
/// that the note is being moved. Arrows move it a cent, Shift-arrows and the page keys ten.
struct MatchScreen: Sendable {
    let terminal: Terminal
    let session: MatchingSession
    let store: PitchStore
    let settings: PitchExerciseSettings

    /// Runs until the learner leaves (q, Esc or Ctrl-C) or the sound fails.
    /// - Throws: The `AudioError` that stopped the session.
    func run() async throws {
        let session = session
        let loop = SessionScreenLoop(
            terminal: terminal, states: session.states, initial: session.displayState, draw: draw,
            handle: { key in
                switch Self.action(for: key) {
                case .move(let cents): session.adjust(cents: cents)
                case .commit: session.commit()
                case .quit: return false
                case nil: break
                }
                return true
            },
            interrupt: session.interrupt)
        try await loop.run { try await session.run() }
    }

    enum Action: Equatable {
        case move(Double)
        case commit
        case quit
    }

    /// The cents a fine step moves the note.
    static let fineStep = 1.0
    /// The cents a coarse step (Shift, or the page keys) moves the note.
    static let coarseStep = 10.0

    /// What a key means: → or ↑ up, ← or ↓ down (Shift for coarse), PgUp/PgDn coarse, Enter
    /// commits, q, Esc or Ctrl-C leave.
    static func action(for key: KeyEvent) -> Action? {
        if ExerciseFrame.isQuit(key) { return .quit }
        let step = key.modifiers.contains(.shift) ? coarseStep : fineStep
        switch key.key {
        case .up, .right: return .move(step)
        case .down, .left: return .move(-step)
        case .pageUp: return .move(coarseStep)
        case .pageDown: return .move(-coarseStep)
        case .enter: return .commit
        case .character(" "): return key.modifiers.contains(.control) ? nil : .commit
        default: return nil
        }
    }

    private func draw(_ state: MatchingDisplayState) {
        var details: [Line] = []
        if let error = state.lastError {
            details.append(Line("Last match: " + Self.describe(error: error)))
        }
        if state.completedTrials > 0 {
            details.append(Line("This session: \(state.completedTrials) matched"))
        }
        Self.frame(settings).draw(
            on: terminal, trialNumber: state.trialNumber, prompt: Self.prompt(for: state), details: details,
            warning: store.lastWarning)
    }

    private static func frame(_ settings: PitchExerciseSettings) -> ExerciseFrame {
        ExerciseFrame(
            exercise: "matching", settings: settings,
            keys: KeyHints([
                (keys: "←/→ ↑/↓", action: "1 cent"), (keys: "Shift or PgUp/PgDn", action: "10 cents"),
                (keys: "Enter", action: "commit"), (keys: "q", action: "quit"),
            ]))
    }

    static func prompt(for state: MatchingDisplayState) -> Line {
        switch state.phase {
        case .ready: Line("Listen to the first note, then tune the second until it matches.")
        case .listeningToReference: Line("♪ reference note…", style: .bold)
        case .tuning: Line("♪ tune the note until it matches, then press Enter", style: .bold)
        case .feedback(let band):
            switch band {
            case .deadCentre: Line("◎ dead centre", style: Style(foreground: .green, bold: true))
            case .close: Line("✓ close", style: Style(foreground: .green, bold: true))
            case .moderate: Line("~ near", style: Style(foreground: .yellow, bold: true))
            case .far: Line("✗ far off", style: Style(foreground: .red, bold: true))
            }
        case .finished: Line("Session over.")
        }
    }

    static func describe(error: Double) -> String {
        let rounded = (error * 10).rounded() / 10
        if rounded == 0 { return "0.0 cents (dead centre)" }
        return String(format: "%+.1f cents (%@)", rounded, rounded > 0 ? "sharp" : "flat")
    }
}
