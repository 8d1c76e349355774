import Foundation

/// Names the calling thread for `ps`, `top` and `/proc/*/task/*/comm` (Linux keeps 15 bytes).
///
/// Written through `/proc/thread-self/comm` from inside the thread: Foundation's `Thread.name`
/// setter does nothing until the thread exists, and glibc's `pthread_setname_np` is not visible
/// to Swift without `_GNU_SOURCE`. A failure only leaves the thread unnamed.
func nameCurrentThread(_ name: String) {
    let descriptor = open("/proc/thread-self/comm", O_WRONLY)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array(name.utf8.prefix(15))
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}
