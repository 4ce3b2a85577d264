@_spi(Tooling) import KeysmithCore

/// The swipe benchmark's two baselines, written from the paper rather than from Keysmith's decoder:
/// plain SHARK2 (Kristensson and Zhai, UIST 2004) and the nearest path by location alone.
///
/// Both compare the stroke resampled to 32 evenly spaced points with every word's template, its
/// ideal path through its keys' centres resampled the same way, precomputed for the whole lexicon
/// (as the paper does), in key widths.
///
/// **SHARK2.** Template pruning keeps the words whose first and last keys' centres lie within 1.5
/// key widths of the stroke's ends (the radius Keysmith prunes with, so that the comparison is of
/// the scoring). The shape channel is the mean distance between the stroke and the template, both
/// normalised (centroid at the origin, larger side of the bounding box 1). The location channel is
/// `Σ α(i) δ(i)`, where δ(i) is 0 when each path stays within a key's radius of the other (the
/// paper's tunnel, `D(u, t) = D(t, u) = 0`) and the distance between the i-th points otherwise, and
/// the weights α fall linearly from the ends to the middle and add up to 1. The channels become
/// Gaussian likelihoods (σ 0.03 for shape, 0.15 key widths for location; see ``shapeSigma``)
/// multiplied together and with the word's frequency, the same unigram prior Keysmith uses.
///
/// **Nearest path by location.** The mean distance between the i-th points over the whole lexicon,
/// no pruning and no frequency (except to break ties between words with the same path).
struct SwipeBaselines {
    static let sampleCount = 32
    /// The Gaussian spreads that turn the channels' distances into likelihoods: the shape channel's
    /// in normalised units, the location channel's in key widths. The paper leaves them to be set;
    /// these are the best of a small grid on a sample of its own (150 words, seed 99).
    static let shapeSigma = 0.03
    static let locationSigma = 0.15
    let words: [String]
    let logCounts: [Double]
    /// The templates in key widths, word after word, `sampleCount` points each.
    private let xs: [Float]
    private let ys: [Float]
    /// The templates normalised for the shape channel.
    private let shapeXs: [Float]
    private let shapeYs: [Float]
    /// Each word's first and last key.
    private let firstKeys: [Int]
    private let lastKeys: [Int]
    private let keys: SwipeKeys

    /// The templates of every word of `words` that has a path of at least one key on `keys`.
    init(words all: [(word: String, logCount: Double)], keys: SwipeKeys) {
        var words: [String] = [], logCounts: [Double] = [], firstKeys: [Int] = [], lastKeys: [Int] = []
        var xs: [Float] = [], ys: [Float] = [], shapeXs: [Float] = [], shapeYs: [Float] = []
        for (word, logCount) in all {
            guard let path = keys.keyPath(of: word), let first = path.first, let last = path.last else { continue }
            let centres = path.map { keys.centre(ofKey: $0) }
            let template = Self.resample(
                centres.map { Point(x: $0.x / keys.keyWidth, y: $0.y / keys.keyWidth) }, count: Self.sampleCount)
            let shape = Self.normalised(template)
            words.append(word)
            logCounts.append(logCount)
            firstKeys.append(first)
            lastKeys.append(last)
            xs += template.map { Float($0.x) }
            ys += template.map { Float($0.y) }
            shapeXs += shape.map { Float($0.x) }
            shapeYs += shape.map { Float($0.y) }
        }
        (self.words, self.logCounts, self.firstKeys, self.lastKeys) = (words, logCounts, firstKeys, lastKeys)
        (self.xs, self.ys, self.shapeXs, self.shapeYs) = (xs, ys, shapeXs, shapeYs)
        self.keys = keys
    }

    /// The stroke's points in key widths, resampled.
    private func resampled(_ stroke: [SwipePoint]) -> [Point] {
        Self.resample(stroke.map { Point(x: $0.x / keys.keyWidth, y: $0.y / keys.keyWidth) }, count: Self.sampleCount)
    }

    /// SHARK2's best `limit` words for `stroke`, each once whatever its case.
    func shark2(_ stroke: [SwipePoint], limit: Int) -> [String] {
        let points = resampled(stroke)
        let shape = Self.normalised(points)
        let count = Self.sampleCount
        guard let start = points.first, let end = points.last else { return [] }
        let middle = Double(count - 1) / 2
        let weights = (0..<count).map { (index: Int) -> Double in 1 + abs(Double(index) - middle) / middle }
        let weightSum = weights.reduce(0, +)
        var ranked = TopWords(limit: limit)
        for word in words.indices {
            let firstCentre = keys.centre(ofKey: firstKeys[word]), lastCentre = keys.centre(ofKey: lastKeys[word])
            guard
                Self.distance(Point(x: firstCentre.x / keys.keyWidth, y: firstCentre.y / keys.keyWidth), start) <= 1.5,
                Self.distance(Point(x: lastCentre.x / keys.keyWidth, y: lastCentre.y / keys.keyWidth), end) <= 1.5
            else { continue }
            let base = word * count
            var shapeDistance = 0.0
            for index in 0..<count {
                shapeDistance += Self.distance(
                    shape[index], Point(x: Double(shapeXs[base + index]), y: Double(shapeYs[base + index])))
            }
            shapeDistance /= Double(count)
            let template = (0..<count).map { Point(x: Double(xs[base + $0]), y: Double(ys[base + $0])) }
            let inTunnel = Self.staysWithin(points, of: template) && Self.staysWithin(template, of: points)
            var location = 0.0
            if !inTunnel {
                for index in 0..<count {
                    location += weights[index] / weightSum * Self.distance(points[index], template[index])
                }
            }
            let shapeTerm: Double = shapeDistance * shapeDistance / (2 * Self.shapeSigma * Self.shapeSigma)
            let locationTerm: Double = location * location / (2 * Self.locationSigma * Self.locationSigma)
            let logLikelihood: Double = logCounts[word] - shapeTerm - locationTerm
            ranked.offer(word, cost: -logLikelihood)
        }
        return ranked.words(self.words)
    }

    /// The `limit` words whose templates are nearest to `stroke` point by point, each once.
    func nearestByLocation(_ stroke: [SwipePoint], limit: Int) -> [String] {
        let points = resampled(stroke)
        let count = Self.sampleCount
        let strokeXs = points.map { Float($0.x) }, strokeYs = points.map { Float($0.y) }
        var ranked = TopWords(limit: limit)
        for word in words.indices {
            let base = word * count
            var total: Float = 0
            for index in 0..<count {
                let dx = strokeXs[index] - xs[base + index], dy = strokeYs[index] - ys[base + index]
                total += (dx * dx + dy * dy).squareRoot()
            }
            // Ties (the same path) go to the more frequent word.
            ranked.offer(word, cost: Double(total) / Double(count) - logCounts[word] * 1e-9)
        }
        return ranked.words(self.words)
    }

    /// Whether every point of `path` is within a key's radius (half a key width) of a point of
    /// `other`: the paper's `D(path, other) = 0`.
    private static func staysWithin(_ path: [Point], of other: [Point]) -> Bool {
        path.allSatisfy { point in other.contains { distance(point, $0) <= 0.5 } }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// `count` points evenly spaced along the polyline through `points`.
    static func resample(_ points: [Point], count: Int) -> [Point] {
        guard let first = points.first else { return [] }
        var cumulative = [0.0]
        for index in points.indices.dropFirst() {
            cumulative.append(cumulative[index - 1] + distance(points[index - 1], points[index]))
        }
        let length = cumulative[cumulative.count - 1]
        guard length > 0 else { return Array(repeating: first, count: count) }
        var result: [Point] = []
        var segment = 1
        for index in 0..<count {
            let target = length * Double(index) / Double(count - 1)
            while segment < points.count - 1, cumulative[segment] < target { segment += 1 }
            let span = cumulative[segment] - cumulative[segment - 1]
            let fraction = span > 0 ? min(max((target - cumulative[segment - 1]) / span, 0), 1) : 1
            let from = points[segment - 1], to = points[segment]
            result.append(Point(x: from.x + fraction * (to.x - from.x), y: from.y + fraction * (to.y - from.y)))
        }
        return result
    }

    /// The points with their centroid at the origin and the larger side of their bounding box 1.
    static func normalised(_ points: [Point]) -> [Point] {
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
            let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
        else { return [] }
        let size = max(maxX - minX, maxY - minY)
        let scale = size > 1e-9 ? 1 / size : 1
        let meanX = points.map(\.x).reduce(0, +) / Double(points.count)
        let meanY = points.map(\.y).reduce(0, +) / Double(points.count)
        return points.map { Point(x: ($0.x - meanX) * scale, y: ($0.y - meanY) * scale) }
    }
}

/// The cheapest words offered, a few more than needed so that case duplicates can be dropped.
struct TopWords {
    let limit: Int
    private var entries: [(cost: Double, word: Int)] = []

    init(limit: Int) { self.limit = limit }

    mutating func offer(_ word: Int, cost: Double) {
        let room = 2 * limit + 4
        guard entries.count < room || cost < entries[entries.count - 1].cost else { return }
        let position = entries.firstIndex { $0.cost > cost } ?? entries.count
        entries.insert((cost, word), at: position)
        if entries.count > room { entries.removeLast() }
    }

    /// The words, best first, each once whatever its case, at most `limit`.
    func words(_ spellings: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for entry in entries where result.count < limit {
            let word = spellings[entry.word].lowercased()
            if seen.insert(word).inserted { result.append(word) }
        }
        return result
    }
}
