extension DirectedInterval {
    /// Which way an interval goes from the reference note.
    ///
    /// The raw values are the words the command line takes (`--direction down`) and are stable.
    public enum Direction: String, CaseIterable, Codable, Sendable {
        /// The target note is above the reference note.
        case up
        /// The target note is below the reference note.
        case down

        /// Reads `up` or `down`.
        /// - Parameter text: The direction's name, in lower case.
        /// - Throws: `DomainError.invalidDirection` for anything else.
        public init(parsing text: String) throws(DomainError) {
            guard let direction = Direction(rawValue: text) else {
                throw .invalidDirection(text)
            }
            self = direction
        }
    }
}
