/// Order statistics of a list of timings, in milliseconds.
struct Percentiles {
    let sorted: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
    }

    func at(_ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let index = Int((fraction * Double(sorted.count - 1)).rounded())
        return sorted[index]
    }

    var median: Double { at(0.5) }
    var p99: Double { at(0.99) }
    var max: Double { sorted.last ?? .nan }
}
