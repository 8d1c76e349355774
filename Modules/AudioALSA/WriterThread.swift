import Dispatch
import Foundation

/// A thread that runs one closure, and can be waited for.
///
/// Foundation's `Thread` cannot be joined, so the end of the closure signals a semaphore; the
/// semaphore is signalled again after each wait, so `join()` may be called any number of times.
final class WriterThread: Sendable {
    /// The name the thread runs under, as `top -H`, debuggers and /proc/PID/task/TID/comm show
    /// it: at most 15 bytes, Linux's limit.
    static let name = "ALSA writer"

    private let ended = DispatchSemaphore(value: 0)

    /// Starts a thread that runs `body`.
    /// - Parameter name: Its name; tests give another, so as not to pass for a real writer.
    init(named name: String = WriterThread.name, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread { [ended] in
            Self.nameCurrentThread(name)
            body()
            ended.signal()
        }
        thread.start()
    }

    /// Waits until the closure has returned.
    func join() {
        ended.wait()
        ended.signal()
    }

    /// Names the calling thread before it does anything else.
    ///
    /// Through /proc/thread-self/comm, which is what glibc's `pthread_setname_np` writes for
    /// another thread: that function is hidden from Swift without `_GNU_SOURCE`, and Foundation's
    /// `Thread.name` setter reaches the system only once the new thread's handle is known, which
    /// races the thread, so the name was sometimes missing. A failure only leaves it unnamed.
    private static func nameCurrentThread(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
