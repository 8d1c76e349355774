import Glibc

/// Real-time scheduling for the writer thread, when the system allows it.
///
/// `SCHED_FIFO` lets the writer preempt every ordinary thread the moment the device wants a
/// period, which is what keeps a busy machine from underrunning a 5 ms period. Unprivileged users
/// get it only through `RLIMIT_RTPRIO` (the audio group's limits on most distributions); without
/// it the writer runs at normal priority and simply has less margin.
enum RealTimePriority {
    /// The `SCHED_FIFO` priority asked for: above every ordinary thread, and below the threaded
    /// interrupt handlers (50) and the sound servers (JACK, PipeWire) that need it more.
    static let requested: Int32 = 20

    /// Asks for `SCHED_FIFO` at `requested` for the calling thread.
    /// - Returns: Whether the thread got it; a refusal changes nothing.
    static func requestForCurrentThread() -> Bool {
        let lowest = sched_get_priority_min(SCHED_FIFO)
        let highest = sched_get_priority_max(SCHED_FIFO)
        var parameters = sched_param()
        parameters.sched_priority = min(max(requested, lowest), highest)
        return pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters) == 0
    }
}
