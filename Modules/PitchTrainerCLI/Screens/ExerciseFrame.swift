import PitchTraining
import TerminalUI

/// The layout every exercise screen shares: a status line naming the exercise and its settings,
/// the trial number, the prompt, the screen's own lines, a storage warning when there is one,
/// and the keys at the bottom.
struct ExerciseFrame {
    let exercise: String
    let settings: PitchExerciseSettings
    let keys: KeyHints

    func draw(
        on terminal: Terminal, trialNumber: Int, prompt: Line, details: [Line], warning: String?
    ) {
        var screen = Screen(size: terminal.size)
        let width = screen.width
        screen.add(
            StatusLine(left: "pitch-trainer · \(exercise)", right: ExerciseTitle.describe(settings)).line(
                width: width))
        screen.addBlank()
        screen.add(Line(trialNumber > 0 ? "Trial \(trialNumber)" : "Get ready", style: .dim))
        screen.addBlank()
        screen.add(prompt)
        screen.addBlank()
        screen.add(details)
        if let warning {
            screen.addBlank()
            screen.add(Line(warning, style: .color(.yellow)).truncated(to: width))
        }
        screen.addFooter(keys.line(width: width))
        terminal.draw(screen)
    }

    /// Whether a key means leaving: q, Esc or Ctrl-C.
    static func isQuit(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .escape: true
        case .character(let character):
            key.modifiers.contains(.control) ? character == "c" : (character == "q" || character == "Q")
        default: false
        }
    }
}
