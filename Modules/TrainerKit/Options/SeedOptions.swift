public import ArgumentParser
public import Domain

/// The `--seed` option, spelled the same in every program: the same seed gives the same session.
public struct SeedOptions: ParsableArguments, Sendable {
    /// The seed given on the command line, if any.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A number that makes the session repeatable: the same seed draws the same notes.",
            valueName: "n"))
    public var seed: UInt64?

    /// Creates the options with no seed given.
    public init() {}

    /// A seeded source when a seed was given, else the system's.
    public func randomSource() -> any RandomSource {
        if let seed { SeededRandomSource(seed: seed) } else { SystemRandomSource() }
    }
}
