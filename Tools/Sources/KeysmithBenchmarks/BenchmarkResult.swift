import Foundation

/// Timing of one benchmarked operation: every sample, and the figures derived from them.
package struct BenchmarkResult: Sendable, Encodable {
    package var name: String
    package var iterations: Int
    /// Nanoseconds per iteration, sorted ascending.
    package var samples: [Double]

    package var median: Double { percentile(50) }
    package var p99: Double { percentile(99) }
    package var p999: Double { percentile(99.9) }
    package var minimum: Double { samples.first ?? 0 }
    package var maximum: Double { samples.last ?? 0 }

    /// The nearest-rank percentile of the samples.
    package func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(samples.count)).rounded(.up))
        return samples[min(max(rank, 1), samples.count) - 1]
    }

    enum CodingKeys: String, CodingKey {
        case name, iterations, medianNanoseconds, p99Nanoseconds, p999Nanoseconds, minNanoseconds, maxNanoseconds
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(iterations, forKey: .iterations)
        try container.encode(median, forKey: .medianNanoseconds)
        try container.encode(p99, forKey: .p99Nanoseconds)
        try container.encode(p999, forKey: .p999Nanoseconds)
        try container.encode(minimum, forKey: .minNanoseconds)
        try container.encode(maximum, forKey: .maxNanoseconds)
    }

    package init(name: String, samples: [Double]) {
        self.name = name
        self.iterations = samples.count
        self.samples = samples.sorted()
    }
}
