import Foundation

/// Why a test helper could not do its work: a command that failed or a system call refused.
public enum AudioTestSupportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A command exited with a non-zero status.
    case commandFailed(command: String, status: Int32, standardError: String)
    /// A command's output was not what the helper expected.
    case unexpectedOutput(command: String, output: String)
    /// A system call failed.
    case system(operation: String, errno: Int32)

    /// What failed, with the command's own words.
    public var description: String {
        switch self {
        case .commandFailed(let command, let status, let standardError):
            "\(command) exited with status \(status): \(standardError)"
        case .unexpectedOutput(let command, let output):
            "\(command) printed something unexpected: \(output)"
        case .system(let operation, let code):
            "cannot \(operation): \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
