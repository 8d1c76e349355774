extension Duration {
    /// The duration as a number of seconds, for messages, clocks and arithmetic.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
