extension MorseTiming {
    /// The tones and silences that send the code at this timing, in order.
    ///
    /// The sequence starts with the first tone and ends with the last: there is no silence
    /// before the first character or after the last, so a caller that plays several codes in a
    /// row adds the gap it wants between them (usually `wordGap`).
    /// - Parameter code: The code to send.
    /// - Returns: Alternating tones and silences; empty for empty code.
    public func segments(for code: MorseCode) -> [MorseSegment] {
        var segments: [MorseSegment] = []
        for (wordIndex, word) in code.words.enumerated() {
            if wordIndex > 0 { segments.append(.silence(wordGap)) }
            for (groupIndex, group) in word.enumerated() {
                if groupIndex > 0 { segments.append(.silence(characterGap)) }
                for (elementIndex, element) in group.enumerated() {
                    if elementIndex > 0 { segments.append(.silence(elementGap)) }
                    segments.append(.tone(element == "." ? dit : dah))
                }
            }
        }
        return segments
    }

    /// The length of code in units at standard timing, counting a word gap after every word.
    ///
    /// This is how the PARIS standard measures: `PARIS` (or `PARIS `) is 50 units, 43 of sound
    /// and gaps plus the 7-unit gap before the next word, and a speed of `w` WPM sends it `w`
    /// times a minute. It is the length of `segments(for:)` at standard timing plus one word gap.
    /// - Parameter code: The code to measure.
    /// - Returns: The number of units; 0 for empty code.
    public static func standardUnits(of code: MorseCode) -> Int {
        code.words.reduce(0) { total, word in
            let groups = word.map(standardUnits(ofGroup:)).reduce(0, +)
            return total + groups + 3 * (word.count - 1) + 7
        }
    }

    /// The units of one character: 1 per dot, 3 per dash, and 1 between each two of them.
    private static func standardUnits(ofGroup group: String) -> Int {
        group.reduce(0) { units, element in units + (element == "." ? 1 : 3) } + group.count - 1
    }
}
