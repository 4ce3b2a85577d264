/// A stroke ready to be compared with words: its samples resampled to evenly spaced points along
/// its path, in key units (see ``SwipeKeys``), with its shape normalised as SHARK2 normalises it.
struct SwipeStroke {
    /// The evenly spaced points, in key units.
    let xs: [Double]
    let ys: [Double]
    /// The same points translated to put their centroid at the origin and scaled to make the larger
    /// side of their bounding box 1: the stroke's shape, whatever its position and size.
    let shapeXs: [Double]
    let shapeYs: [Double]
    /// The length of the path, in key units.
    let length: Double
    /// The larger side of the points' bounding box, in key units: what the shape was divided by.
    let size: Double

    /// The stroke of `samples` resampled to `count` points, or nil when it cannot be a swipe: fewer
    /// than two samples, a coordinate or time that is not a finite number, or a path shorter than
    /// `minimumLength` key units (a tap, not a swipe).
    init?(samples: [SwipePoint], keys: SwipeKeys, count: Int, minimumLength: Double) {
        guard samples.count >= 2, count >= 2, samples.allSatisfy(\.isFinite) else { return nil }
        var pathXs: [Double] = []
        var pathYs: [Double] = []
        pathXs.reserveCapacity(samples.count)
        pathYs.reserveCapacity(samples.count)
        for sample in samples {
            let x = sample.x / keys.keyWidth, y = sample.y / keys.keyHeight
            if let lastX = pathXs.last, let lastY = pathYs.last, lastX == x, lastY == y { continue }
            pathXs.append(x)
            pathYs.append(y)
        }
        let (xs, ys, length) = Self.resample(xs: pathXs, ys: pathYs, count: count)
        guard length.isFinite, length >= minimumLength else { return nil }
        self.xs = xs
        self.ys = ys
        self.length = length
        (shapeXs, shapeYs, size) = Self.normalisedShape(xs: xs, ys: ys)
    }

    /// `count` points evenly spaced along the polyline through `xs` and `ys`, its first and last
    /// points included, and the polyline's length. A polyline of one point gives that point
    /// `count` times.
    static func resample(xs: [Double], ys: [Double], count: Int) -> (xs: [Double], ys: [Double], length: Double) {
        guard let firstX = xs.first, let firstY = ys.first else { return ([], [], 0) }
        var length = 0.0
        for index in xs.indices.dropFirst() {
            let dx = xs[index] - xs[index - 1], dy = ys[index] - ys[index - 1]
            length += (dx * dx + dy * dy).squareRoot()
        }
        var outXs = [Double](repeating: firstX, count: count)
        var outYs = [Double](repeating: firstY, count: count)
        guard length > 0, count > 1 else { return (outXs, outYs, length) }
        let step = length / Double(count - 1)
        var segment = 1
        var travelled = 0.0
        var segmentLength = 0.0
        for point in 1..<count {
            let target = Double(point) * step
            // Advance to the segment holding `target`; rounding may leave the last target a hair
            // past the end, which the clamp below keeps on the last point.
            while segment < xs.count {
                let dx = xs[segment] - xs[segment - 1], dy = ys[segment] - ys[segment - 1]
                segmentLength = (dx * dx + dy * dy).squareRoot()
                if travelled + segmentLength >= target || segment == xs.count - 1 { break }
                travelled += segmentLength
                segment += 1
            }
            guard segment < xs.count else { break }
            let fraction = segmentLength > 0 ? min(max((target - travelled) / segmentLength, 0), 1) : 1
            outXs[point] = xs[segment - 1] + fraction * (xs[segment] - xs[segment - 1])
            outYs[point] = ys[segment - 1] + fraction * (ys[segment] - ys[segment - 1])
        }
        outXs[count - 1] = xs[xs.count - 1]
        outYs[count - 1] = ys[ys.count - 1]
        return (outXs, outYs, length)
    }

    /// The points translated so that their centroid is the origin and scaled so that the larger
    /// side of their bounding box is 1, and that side; only translated when they all coincide.
    static func normalisedShape(xs: [Double], ys: [Double]) -> (xs: [Double], ys: [Double], size: Double) {
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
            return ([], [], 0)
        }
        let size = max(maxX - minX, maxY - minY)
        let scale = size > 1e-9 ? 1 / size : 1
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        return (xs.map { ($0 - meanX) * scale }, ys.map { ($0 - meanY) * scale }, size)
    }
}
