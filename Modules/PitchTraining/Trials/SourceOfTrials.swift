import Domain

/// A concrete random source around an `any RandomSource`, so a stored source can be passed
/// `inout` to generic functions (the compiler opens an existential in a local variable, not in a
/// stored property).
struct SourceOfTrials: RandomSource {
    private var base: any RandomSource

    init(_ base: any RandomSource) {
        self.base = base
    }

    mutating func next() -> UInt64 {
        base.next()
    }
}
