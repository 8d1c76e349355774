/// A progress bar on one line: label, bar in eighth blocks, percentage, detail and time left.
///
/// The same line serves a full-screen session (a `Screen` line) and long work in an ordinary
/// terminal (`Terminal.showLiveLine`, which does nothing when the output is piped). When the
/// width is short, the time left goes first, then the detail, then the label; the bar keeps
/// at least ten cells while anything else can go.
public struct ProgressBar: Hashable, Sendable {
    /// How far along, from 0 to 1; values outside are clamped, NaN counts as 0.
    public var fraction: Double
    /// What is in progress ("Computing π").
    public var label: String?
    /// Counts or rates after the percentage ("45,000/100,000 digits").
    public var detail: String?
    /// The estimated time left, shown as "ETA m:ss".
    public var remaining: Duration?

    /// Creates a bar.
    public init(fraction: Double, label: String? = nil, detail: String? = nil, remaining: Duration? = nil) {
        self.fraction = fraction
        self.label = label
        self.detail = detail
        self.remaining = remaining
    }

    /// The fraction clamped to 0...1.
    var clampedFraction: Double {
        fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    /// The percentage shown, rounded down so 100% means done.
    var percentText: String {
        let percent = Int((clampedFraction * 100).rounded(.down))
        return TextWidth.fit("\(percent)%", to: 4, alignment: .right)
    }

    /// The bar as a line of exactly `width` cells or less.
    public func line(width: Int) -> Line {
        var showsLabel = label != nil
        var showsDetail = detail != nil
        var showsTime = remaining != nil
        func barCells() -> Int {
            var used = 2 + 1 + 4  // the two | and the space before the percentage
            if showsLabel, let label { used += TextWidth.of(label) + 1 }
            if showsDetail, let detail { used += TextWidth.of(detail) + 1 }
            if showsTime, let remaining { used += TextWidth.of(Self.eta(remaining)) + 1 }
            return width - used
        }
        while barCells() < 10 {
            if showsTime {
                showsTime = false
            } else if showsDetail {
                showsDetail = false
            } else if showsLabel {
                showsLabel = false
            } else {
                break
            }
        }
        let cells = barCells()
        guard cells >= 1 else {
            // Too narrow for a bar: the percentage alone, or nothing rather than a cut number.
            let percent = percentText.trimmingPrefixSpaces
            return TextWidth.of(percent) <= width ? Line(percent) : Line()
        }
        var line = Line()
        if showsLabel, let label { line.append(label + " ") }
        let eighths = Int((clampedFraction * Double(cells * 8)).rounded(.down))
        line.append("|")
        line.append(BlockCharacters.horizontalBar(eighths: eighths, cells: cells), style: .color(.cyan))
        line.append("| " + percentText)
        if showsDetail, let detail { line.append(" " + detail, style: .dim) }
        if showsTime, let remaining { line.append(" " + Self.eta(remaining), style: .dim) }
        return line
    }

    /// "ETA 0:05", "ETA 12:34", "ETA 1:02:03": the time left, whole seconds rounded up.
    static func eta(_ remaining: Duration) -> String {
        let (seconds, attoseconds) = remaining.components
        let total = max(0, Int(seconds) + (attoseconds > 0 ? 1 : 0))
        let hours = total / 3600
        let minutes = total / 60 % 60
        let secondsPart = total % 60
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "ETA \(hours):\(twoDigits(minutes)):\(twoDigits(secondsPart))" }
        return "ETA \(minutes):\(twoDigits(secondsPart))"
    }
}

extension String {
    fileprivate var trimmingPrefixSpaces: String {
        String(drop { $0 == " " })
    }
}
