/// A row of a Peach export that could not be read, and why.
public struct PeachBadRow: Equatable, Sendable, CustomStringConvertible {
    /// The line of the file the row starts on, counting from 1 (the format line).
    public var line: Int

    /// What is wrong, naming the column, the value and what is allowed.
    public var reason: String

    /// Makes a bad-row report.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The reason prefixed with the line number, such as
    /// `line 7: referenceNote "300" is out of range; allowed: 0...127`.
    public var description: String {
        "line \(line): \(reason)"
    }
}
