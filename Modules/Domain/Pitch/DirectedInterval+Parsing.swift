extension DirectedInterval {
    /// Reads a directed interval from the command line or a settings file.
    ///
    /// Two forms are accepted, so that people can type whichever they think of first:
    /// - a short interval name, optionally followed by a space and a direction: `P5` and
    ///   `P5 up` go up, `P5 down` goes down;
    /// - a short interval name preceded by a sign: `+P5` goes up, `-P5` goes down.
    ///
    /// A unison is always up, so `P1 down` and `-P1` are accepted and mean `P1`.
    /// - Parameter text: The text to read.
    /// - Throws: `DomainError.invalidDirectedInterval`, listing the accepted forms, when the text
    ///   has neither form.
    public init(parsing text: String) throws(DomainError) {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        var name = words.first.map(String.init) ?? ""
        var direction = Direction.up
        switch words.count {
        case 1 where name.first == "+" || name.first == "-":
            direction = name.removeFirst() == "-" ? .down : .up
        case 1:
            break
        case 2:
            guard let parsed = try? Direction(parsing: String(words[1])) else {
                throw .invalidDirectedInterval(text)
            }
            direction = parsed
        default:
            throw .invalidDirectedInterval(text)
        }
        guard let interval = try? Interval(name: name) else {
            throw .invalidDirectedInterval(text)
        }
        self.init(interval, direction)
    }
}

extension DirectedInterval: CustomStringConvertible, LosslessStringConvertible {
    /// The interval's short name and direction, such as `P5 up` or `m3 down`; a unison is just
    /// `P1`. `init(parsing:)` reads it back.
    public var description: String {
        interval == .unison ? interval.name : "\(interval.name) \(direction.rawValue)"
    }

    /// Reads a directed interval, or returns `nil`; use `init(parsing:)` to learn why text was
    /// rejected.
    /// - Parameter description: Text such as `P5`, `P5 down` or `-m3`.
    public init?(_ description: String) {
        try? self.init(parsing: description)
    }
}
