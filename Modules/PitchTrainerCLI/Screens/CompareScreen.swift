import Audio
import Domain
import Foundation
import PitchTraining
import TerminalUI

/// The pitch-comparison screen: says what is sounding, takes higher or lower, shows the result.
///
/// It only translates: keys become the session's events, and the session's display states
/// become frames. The offset of a trial is shown only once it has been answered.
struct CompareScreen: Sendable {
    let terminal: Terminal
    let session: ComparisonSession
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
                case .higher: session.answer(higher: true)
                case .lower: session.answer(higher: false)
                case .quit: return false
                case nil: break
                }
                return true
            },
            interrupt: session.interrupt)
        try await loop.run { try await session.run() }
    }

    enum Action: Equatable {
        case higher, lower, quit
    }

    /// What a key means on this screen: ↑ or h for higher, ↓ or l for lower, q, Esc or Ctrl-C
    /// to leave.
    static func action(for key: KeyEvent) -> Action? {
        if ExerciseFrame.isQuit(key) { return .quit }
        switch key.key {
        case .up: return .higher
        case .down: return .lower
        case .character("h"), .character("H"): return key.modifiers.contains(.control) ? nil : .higher
        case .character("l"), .character("L"): return key.modifiers.contains(.control) ? nil : .lower
        default: return nil
        }
    }

    private func draw(_ state: ComparisonDisplayState) {
        var details: [Line] = []
        if let result = Self.result(of: state) { details.append(result) }
        details.append("")
        if state.completedTrials > 0 {
            let percent = Int((Double(state.correctAnswers) / Double(state.completedTrials) * 100).rounded())
            details.append(
                Line(
                    "This session: \(state.completedTrials) answered, \(state.correctAnswers) right (\(percent) %)"
                ))
        }
        Self.frame(settings).draw(
            on: terminal, trialNumber: state.trialNumber, prompt: Self.prompt(for: state), details: details,
            warning: store.lastWarning)
    }

    private static func frame(_ settings: PitchExerciseSettings) -> ExerciseFrame {
        ExerciseFrame(
            exercise: "comparison", settings: settings,
            keys: KeyHints([
                (keys: "↑ or h", action: "higher"), (keys: "↓ or l", action: "lower"),
                (keys: "q", action: "quit"),
            ]))
    }

    static func prompt(for state: ComparisonDisplayState) -> Line {
        switch state.phase {
        case .ready: Line("Listen to two notes, then say whether the second was higher or lower.")
        case .listeningToReference: Line("♪ first note…", style: .bold)
        case .listeningToTarget: Line("♪ second note…  (answer any time)", style: .bold)
        case .answering: Line("Was the second note higher or lower?", style: .bold)
        case .feedback(let correct):
            correct
                ? Line("✓ right", style: Style(foreground: .green, bold: true))
                : Line("✗ wrong", style: Style(foreground: .red, bold: true))
        case .finished: Line("Session over.")
        }
    }

    static func result(of state: ComparisonDisplayState) -> Line? {
        guard let offset = state.revealedOffset, let higher = state.revealedTargetWasHigher else {
            return nil
        }
        let cents = String(format: "%.1f", abs(offset))
        return Line("The second note was \(cents) cents \(higher ? "higher" : "lower").")
    }
}
