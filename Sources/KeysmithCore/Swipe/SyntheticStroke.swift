import Foundation

/// How far a synthetic stroke strays from the ideal path: the noise model of `keysmith swipe --word`
/// and of the swipe benchmark (docs/swipe-typing.md describes it with figures).
@_spi(Tooling) public struct SwipeNoise: Sendable, Hashable {
    /// The standard deviation of the point the finger passes for each key, in key widths, the same
    /// across and down: 0 passes every key's centre.
    public var spread: Double
    /// The most a corner is cut, in key widths: each turn is rounded off by a distance drawn evenly
    /// between 0 and this, at most 45 % of either side.
    public var cornerCut: Double
    /// The mean number of samples a second.
    public var sampleRate: Double
    /// How uneven the intervals between samples are: each is the mean interval times a factor drawn
    /// evenly in `1 ± jitter`.
    public var jitter: Double

    public init(spread: Double, cornerCut: Double = 0.5, sampleRate: Double = 60, jitter: Double = 0.5) {
        self.spread = spread
        self.cornerCut = cornerCut
        self.sampleRate = sampleRate
        self.jitter = jitter
    }

    /// No noise: the stroke runs straight through every key's centre, sampled evenly.
    public static let none = SwipeNoise(spread: 0, cornerCut: 0, sampleRate: 60, jitter: 0)
    /// Light noise: 0.2 key widths.
    public static let light = SwipeNoise(spread: 0.2)
    /// Moderate noise, the level the accuracy targets are set at: 0.35 key widths, so that about one
    /// key in six is passed nearer a neighbour's centre than its own.
    public static let moderate = SwipeNoise(spread: 0.35)
}

/// Strokes drawn by a model finger, for tests, the command line and the benchmark.
///
/// The finger aims at each key of the word's path (a key repeated at once aimed at once) and
/// passes a point drawn around its centre with ``SwipeNoise/spread``; corners are cut; the finger
/// moves between keys with a speed that falls towards each turn and peaks between (a blend of
/// constant speed and the minimum-jerk profile, each leg lasting `0.05 + 0.07 × √(length in key
/// widths)` seconds); and it is sampled at uneven intervals. Points stay in `bounds`.
@_spi(Tooling) public enum SyntheticStroke {
    /// A stroke spelling `word` on `keys`, or nil when a letter of the word has no key or the word
    /// has a single key (a tap, not a swipe).
    public static func stroke(
        for word: String, keys: SwipeKeys, bounds: Rect, noise: SwipeNoise,
        using generator: inout some RandomNumberGenerator
    ) -> [SwipePoint]? {
        guard let path = keys.keyPath(of: word), path.count > 1 else { return nil }
        let unit = keys.keyWidth
        let spread = max(0, noise.spread.isFinite ? noise.spread : 0) * unit
        var xs: [Double] = []
        var ys: [Double] = []
        for key in path {
            let centre = keys.centre(ofKey: key)
            let (dx, dy) = gaussianPair(using: &generator)
            xs.append(centre.x + spread * dx)
            ys.append(centre.y + spread * dy)
        }
        (xs, ys) = cutCorners(xs: xs, ys: ys, cut: max(0, noise.cornerCut) * unit, using: &generator)
        return sample(xs: xs, ys: ys, unit: unit, bounds: bounds, noise: noise, using: &generator)
    }

    /// The polyline with each interior vertex replaced by two points on its sides, a random distance
    /// up to `cut` from it.
    static func cutCorners(
        xs: [Double], ys: [Double], cut: Double, using generator: inout some RandomNumberGenerator
    ) -> (xs: [Double], ys: [Double]) {
        guard xs.count > 2, cut > 0 else { return (xs, ys) }
        var outXs = [xs[0]], outYs = [ys[0]]
        for index in 1..<(xs.count - 1) {
            let distance = Double.random(in: 0...cut, using: &generator)
            for neighbour in [index - 1, index + 1] {
                let dx = xs[neighbour] - xs[index], dy = ys[neighbour] - ys[index]
                let side = (dx * dx + dy * dy).squareRoot()
                let fraction = side > 0 ? min(distance / side, 0.45) : 0
                outXs.append(xs[index] + fraction * dx)
                outYs.append(ys[index] + fraction * dy)
            }
        }
        outXs.append(xs[xs.count - 1])
        outYs.append(ys[ys.count - 1])
        return (outXs, outYs)
    }

    /// Samples of a finger running along the polyline, at uneven intervals, kept inside `bounds`.
    static func sample(
        xs: [Double], ys: [Double], unit: Double, bounds: Rect, noise: SwipeNoise,
        using generator: inout some RandomNumberGenerator
    ) -> [SwipePoint] {
        // When each leg starts, and how long it lasts.
        var starts: [Double] = [0]
        for index in 1..<xs.count {
            let dx = xs[index] - xs[index - 1], dy = ys[index] - ys[index - 1]
            let legLength = (dx * dx + dy * dy).squareRoot() / max(unit, 1e-9)
            starts.append(starts[index - 1] + 0.05 + 0.07 * legLength.squareRoot())
        }
        let duration = starts[starts.count - 1]
        let rate = noise.sampleRate.isFinite && noise.sampleRate > 0 ? noise.sampleRate : 60
        let jitter = min(max(noise.jitter.isFinite ? noise.jitter : 0, 0), 0.95)
        func clamped(_ x: Double, _ y: Double, _ t: Double) -> SwipePoint {
            SwipePoint(
                x: min(max(x, bounds.minX), bounds.maxX), y: min(max(y, bounds.minY), bounds.maxY), t: t)
        }
        var points = [clamped(xs[0], ys[0], 0)]
        var time = 0.0
        var leg = 1
        while true {
            time += (1 + Double.random(in: -jitter...jitter, using: &generator)) / rate
            guard time < duration else { break }
            while leg < xs.count - 1, starts[leg] <= time { leg += 1 }
            let progress = (time - starts[leg - 1]) / (starts[leg] - starts[leg - 1])
            let minimumJerk = progress * progress * progress * (10 - 15 * progress + 6 * progress * progress)
            let along = 0.4 * progress + 0.6 * minimumJerk
            points.append(
                clamped(
                    xs[leg - 1] + along * (xs[leg] - xs[leg - 1]), ys[leg - 1] + along * (ys[leg] - ys[leg - 1]),
                    time))
        }
        points.append(clamped(xs[xs.count - 1], ys[ys.count - 1], duration))
        return points
    }

    /// Two independent standard normal deviates, by the Box–Muller transform.
    static func gaussianPair(using generator: inout some RandomNumberGenerator) -> (Double, Double) {
        let u = max(Double.random(in: 0..<1, using: &generator), 1e-12)
        let v = Double.random(in: 0..<1, using: &generator)
        let radius = (-2 * log(u)).squareRoot()
        return (radius * cos(2 * .pi * v), radius * sin(2 * .pi * v))
    }
}
