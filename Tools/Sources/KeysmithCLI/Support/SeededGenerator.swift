import Foundation

/// SplitMix64, with normal deviates by the Box–Muller transform: the random strokes of `keysmith
/// swipe --noise`, and the random taps and actions of the benchmarks, each from its seed.
package struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    package mutating func gaussianPair() -> (Double, Double) {
        let u = max(Double.random(in: 0..<1, using: &self), 1e-12)
        let v = Double.random(in: 0..<1, using: &self)
        let radius = (-2 * log(u)).squareRoot()
        return (radius * cos(2 * .pi * v), radius * sin(2 * .pi * v))
    }
}
