import Foundation
import Synchronization

/// Turns SIGWINCH into a byte on the input reader's wake-up pipe, the one async-signal-safe
/// way to tell a thread the window changed size.
enum WindowChangeSignal {
    /// The pipe's write end, or -1 when no session listens.
    static let notifyDescriptor = Atomic<Int32>(-1)

    /// Installs the handler, writing to `descriptor` (which should be non-blocking).
    /// - Returns: The action it replaced, for `uninstall`.
    static func install(notifying descriptor: Int32) -> sigaction {
        notifyDescriptor.store(descriptor, ordering: .releasing)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = windowChangeHandler
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGWINCH, &action, &previous)
        return previous
    }

    /// Puts back the action `install` replaced.
    static func uninstall(previous: sigaction) {
        var previous = previous
        sigaction(SIGWINCH, &previous, nil)
        notifyDescriptor.store(-1, ordering: .releasing)
    }
}

private func windowChangeHandler(_ signal: Int32) {
    let descriptor = WindowChangeSignal.notifyDescriptor.load(ordering: .acquiring)
    guard descriptor >= 0 else { return }
    let savedErrno = errno
    var byte = InputReader.resizeByte
    _ = write(descriptor, &byte, 1)
    errno = savedErrno
}
