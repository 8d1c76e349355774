/// Every way setting up or using the terminal can fail.
public enum TerminalError: Error, Equatable, Sendable {
    /// A file descriptor that should be a terminal is not (a pipe, a file, /dev/null).
    case notATerminal(descriptor: Int32)
    /// A full-screen session is already open in this process; there can be one at a time,
    /// since the signal handlers restore one terminal.
    case sessionAlreadyOpen
    /// A system call on the terminal failed: which call and the errno it set.
    case system(operation: String, errno: Int32)
}
