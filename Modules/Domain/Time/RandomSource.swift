/// Where randomness comes from, so that sessions, note choices and simulations can be replayed
/// exactly from a seed.
///
/// It refines the standard library's `RandomNumberGenerator`, so the usual calls take it:
/// `Int.random(in: 0..<10, using: &source)`, `notes.randomElement(using: &source)`,
/// `groups.shuffled(using: &source)`. An `any RandomSource` held in a `var` can be passed
/// `inout` to them directly.
///
/// Watch for copies: the conforming types are value types, so a copy continues the same
/// sequence independently. Pass the one source `inout` (or keep it in one owner) rather than
/// copying it, or two parts of a session will draw the same "random" numbers.
public protocol RandomSource: RandomNumberGenerator, Sendable {}
