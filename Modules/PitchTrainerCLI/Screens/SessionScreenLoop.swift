import TerminalUI

/// The loop every exercise screen runs: draw each state the session publishes, hand key presses
/// to the screen, and end when the session ends.
///
/// Keys are read beside the session: a key that means "quit" ends the session at once, and a
/// session that ends on its own (the sound failed) stops the reading. A resize redraws the
/// latest state.
struct SessionScreenLoop<State: Sendable>: Sendable {
    let terminal: Terminal
    let states: AsyncStream<State>
    let initial: State
    let draw: @Sendable (State) -> Void
    /// Acts on a key press; returns false when the key means leaving.
    let handle: @Sendable (KeyEvent) -> Bool
    let interrupt: @Sendable () -> Void

    /// Runs `session` (the session's `run()`) to its end.
    func run(_ session: @Sendable () async throws -> Void) async throws {
        let latest = Latest(initial)
        let drawing = Task {
            for await state in states {
                latest.set(state)
                draw(state)
            }
        }
        let keys = Task {
            defer { interrupt() }
            for await event in terminal.events() {
                guard case .key(let key, _) = event else {
                    draw(latest.current)
                    continue
                }
                if key.isPress, !handle(key) { return }
            }
        }
        defer {
            keys.cancel()
            drawing.cancel()
        }
        draw(initial)
        try await session()
    }
}
