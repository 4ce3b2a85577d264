/// A position in points, in a keyboard's coordinate space: x grows rightward, y downward, and the
/// origin is the top-left corner of the keys area.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    static let zero = Point(x: 0, y: 0)
}
