import Foundation
import Synchronization

/// The signals after which the terminal is put back before the program goes: stops from
/// outside (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and crashes (SIGABRT, SIGSEGV, SIGBUS, SIGILL,
/// SIGFPE, SIGTRAP; Swift's runtime traps arrive as SIGILL or SIGTRAP).
let restoringSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
]

/// What a signal handler needs to put the terminal back, in plain memory it can read without
/// allocating or locking.
struct EmergencyState {
    var input: Int32
    var output: Int32
    var settings: termios
    var sequence: UnsafeMutablePointer<UInt8>
    var sequenceCount: Int
    /// The actions the handlers replaced, one per entry of `restoringSignals`.
    var previousActions: UnsafeMutablePointer<sigaction>
}

/// Puts the terminal back from a signal handler or at exit, when `Terminal.restore()` cannot
/// run.
///
/// A session arms it with the saved settings and the bytes that undo the screen modes; the
/// address of that state sits in one atomic word. Whoever takes the word first (the normal
/// `restore()`, a signal handler, or the `atexit` hook) restores, so it happens exactly once,
/// and the handlers do only what is async-signal-safe: an atomic exchange, `write(2)`,
/// `tcsetattr`, `sigaction` and `raise`. A handler then reinstates the actions it replaced and
/// raises the signal again, so the program ends as it would have (the default action's exit
/// status and core dump, or a crash reporter installed before the session).
enum EmergencyRestore {
    /// The address of the armed `EmergencyState`, or 0.
    static let armed = Atomic<Int>(0)
    private static let exitHookInstalled = Atomic<Bool>(false)

    /// Publishes what to restore and installs the handlers.
    /// - Returns: False when another session is armed already.
    static func arm(input: Int32, output: Int32, settings: termios, sequence: String) -> Bool {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: restoringSignals.count)
        previous.initialize(repeating: sigaction(), count: restoringSignals.count)
        for (index, signal) in restoringSignals.enumerated() {
            sigaction(signal, nil, previous + index)
        }
        let state = makeState(
            input: input, output: output, settings: settings, previousActions: previous, sequence: sequence)
        let exchanged = armed.compareExchange(
            expected: 0, desired: Int(bitPattern: state), ordering: .acquiringAndReleasing
        ).exchanged
        guard exchanged else {
            release(state, includingActions: true)
            return false
        }
        installHandlers()
        if !exitHookInstalled.exchange(true, ordering: .acquiringAndReleasing) {
            atexit(emergencyExitHook)
        }
        return true
    }

    /// Replaces the bytes written on restore (after the keyboard mode was pushed).
    static func replaceSequence(with sequence: String) {
        let address = armed.load(ordering: .acquiring)
        guard let old = UnsafeMutablePointer<EmergencyState>(bitPattern: address) else { return }
        let new = makeState(
            input: old.pointee.input, output: old.pointee.output, settings: old.pointee.settings,
            previousActions: old.pointee.previousActions, sequence: sequence)
        let exchanged = armed.compareExchange(
            expected: address, desired: Int(bitPattern: new), ordering: .acquiringAndReleasing
        ).exchanged
        // When a handler took the old state meanwhile, it owns it; the program is ending.
        release(exchanged ? old : new, includingActions: false)
    }

    /// The normal way out: takes the handlers down, then restores the terminal unless a
    /// handler or the exit hook already did.
    /// - Parameter writingSequence: False when the screen modes were never switched on, so
    ///   only the settings are put back.
    /// - Returns: True when this call restored the terminal.
    @discardableResult
    static func disarm(writingSequence: Bool = true) -> Bool {
        let address = armed.load(ordering: .acquiring)
        guard let state = UnsafeMutablePointer<EmergencyState>(bitPattern: address) else { return false }
        reinstatePreviousActions(state)
        guard
            armed.compareExchange(expected: address, desired: 0, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        if !writingSequence { state.pointee.sequenceCount = 0 }
        restoreTerminal(state)
        release(state, includingActions: true)
        return true
    }

    /// Takes the armed state and restores the terminal; safe in a signal handler. The state
    /// is left allocated (freeing is not async-signal-safe).
    /// - Returns: The state taken, or nil when nothing was armed.
    static func restoreNow() -> UnsafeMutablePointer<EmergencyState>? {
        let address = armed.exchange(0, ordering: .acquiringAndReleasing)
        guard let state = UnsafeMutablePointer<EmergencyState>(bitPattern: address) else { return nil }
        restoreTerminal(state)
        return state
    }

    static func reinstatePreviousActions(_ state: UnsafeMutablePointer<EmergencyState>) {
        for index in 0..<restoringSignals.count {
            sigaction(restoringSignals[index], state.pointee.previousActions + index, nil)
        }
    }

    private static func restoreTerminal(_ state: UnsafeMutablePointer<EmergencyState>) {
        var offset = 0
        var attempts = 0
        while offset < state.pointee.sequenceCount, attempts < 100 {
            attempts += 1
            let written = write(
                state.pointee.output, state.pointee.sequence + offset, state.pointee.sequenceCount - offset)
            if written > 0 {
                offset += written
            } else if written == 0 || errno != EINTR {
                break
            }
        }
        _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.settings)
    }

    private static func installHandlers() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = emergencySignalHandler
        action.sa_flags = Int32(SA_ONSTACK | SA_RESTART)
        sigemptyset(&action.sa_mask)
        for signal in restoringSignals {
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1 {
                // SIG_IGN (nohup, a background job): the program was meant to go on; leave it so.
                sigaction(signal, &previous, nil)
            }
        }
    }

    private static func makeState(
        input: Int32, output: Int32, settings: termios, previousActions: UnsafeMutablePointer<sigaction>,
        sequence: String
    ) -> UnsafeMutablePointer<EmergencyState> {
        let bytes = Array(sequence.utf8)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        storage.initialize(from: bytes, count: bytes.count)
        let state = UnsafeMutablePointer<EmergencyState>.allocate(capacity: 1)
        state.initialize(
            to: EmergencyState(
                input: input, output: output, settings: settings, sequence: storage,
                sequenceCount: bytes.count,
                previousActions: previousActions))
        return state
    }

    private static func release(_ state: UnsafeMutablePointer<EmergencyState>, includingActions: Bool) {
        state.pointee.sequence.deallocate()
        if includingActions { state.pointee.previousActions.deallocate() }
        state.deallocate()
    }
}

/// The handler for `restoringSignals`: restore, reinstate the replaced actions, raise again.
private func emergencySignalHandler(_ signal: Int32) {
    let savedErrno = errno
    if let state = EmergencyRestore.restoreNow() {
        EmergencyRestore.reinstatePreviousActions(state)
    } else {
        var fallback = sigaction()
        sigaction(signal, &fallback, nil)
    }
    errno = savedErrno
    // Blocked while this handler runs; delivered with the reinstated action when it returns.
    raise(signal)
}

/// The `atexit` hook: restores when the program exits with a session still open.
private func emergencyExitHook() {
    _ = EmergencyRestore.restoreNow()
}
