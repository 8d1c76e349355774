import ArgumentParser
import TerminalUI

/// Opens the terminal for a full-screen exercise, runs `body`, and always gives the terminal back.
///
/// The terminal module restores it on every other way out too (signals, a crash, `exit`); here
/// the normal path and thrown errors are covered by `defer`.
func withFullScreen<T>(
    command: String,
    _ body: (Terminal) async throws -> T
) async throws -> T {
    let terminal = Terminal()
    guard terminal.isInteractive else {
        printError(
            "\(command) is interactive and needs a terminal on standard input and output; "
                + "for a session without one, try `pitch-trainer simulate`")
        throw ExitCode.failure
    }
    do {
        try terminal.enterFullScreen()
    } catch {
        printError("cannot open the terminal: \(error)")
        throw ExitCode.failure
    }
    defer { terminal.restore() }
    return try await body(terminal)
}
