/// An axis-aligned rectangle in points, with a non-negative width and height.
///
/// Containment is half-open, as with Core Graphics: a rectangle contains its left and top edges but
/// not its right and bottom ones, so rectangles that share an edge never both contain a point.
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    var origin: Point { Point(x: x, y: y) }
    var size: Size { Size(width: width, height: height) }
    @_spi(Tooling) public var minX: Double { x }
    @_spi(Tooling) public var minY: Double { y }
    @_spi(Tooling) public var maxX: Double { x + width }
    @_spi(Tooling) public var maxY: Double { y + height }
    @_spi(Tooling) public var midX: Double { x + width / 2 }
    @_spi(Tooling) public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle has no area.
    var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Whether `point` is inside: on or right of the left edge and left of the right edge, and the
    /// same vertically. An empty rectangle contains no point.
    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside, edges included, allowing `tolerance` points of overhang.
    func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle moved inward by `dx` on the left and right and `dy` on the top and bottom
    /// (outward for negative values). An inset larger than half a side shrinks that side to zero at
    /// its centre instead of making it negative.
    @_spi(Tooling) public func insetBy(dx: Double, dy: Double) -> Rect {
        let newWidth = max(0, width - 2 * dx)
        let newHeight = max(0, height - 2 * dy)
        return Rect(x: midX - newWidth / 2, y: midY - newHeight / 2, width: newWidth, height: newHeight)
    }

    /// The smallest rectangle containing both.
    func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// Whether the two share more than `tolerance` points in both directions; rectangles that only
    /// touch along an edge do not intersect.
    func intersects(_ other: Rect, tolerance: Double = 0) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > tolerance
            && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
    }

    /// The distance from `point` to the nearest point of the rectangle; 0 inside and on the edges.
    func distance(to point: Point) -> Double {
        squaredDistance(to: point).squareRoot()
    }

    /// The square of `distance(to:)`, which compares the same without a square root.
    func squaredDistance(to point: Point) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return dx * dx + dy * dy
    }

    /// The rectangle moved, and shrunk if it is larger, so that it lies inside `container`.
    func clamped(inside container: Rect) -> Rect {
        let newWidth = max(0, min(width, container.width))
        let newHeight = max(0, min(height, container.height))
        return Rect(
            x: min(max(x, container.minX), container.maxX - newWidth),
            y: min(max(y, container.minY), container.maxY - newHeight),
            width: newWidth, height: newHeight)
    }
}
