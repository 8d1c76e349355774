import Dispatch
import Foundation

/// A thread that runs one closure, and can be waited for.
///
/// Foundation's `Thread` cannot be joined, so the end of the closure signals a semaphore; the
/// semaphore is signalled again after each wait, so `join()` may be called any number of times.
final class WriterThread: Sendable {
    private let ended = DispatchSemaphore(value: 0)

    /// Starts a thread named "ALSA writer" that runs `body`.
    init(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread { [ended] in
            // Foundation passes a name to the system only when it is set on the running thread;
            // this one shows in `top -H`, in debuggers and in /proc/PID/task/TID/comm.
            Thread.current.name = "ALSA writer"
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
}
