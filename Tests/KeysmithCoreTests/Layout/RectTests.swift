import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Geometry values: Point, Size, Rect")
struct RectTests {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)

    @Test("edges, centre, origin and size")
    func edges() {
        #expect((rect.minX, rect.maxX, rect.midX) == (10, 40, 25))
        #expect((rect.minY, rect.maxY, rect.midY) == (20, 60, 40))
        #expect(rect.center == Point(x: 25, y: 40))
        #expect(rect.origin == Point(x: 10, y: 20))
        #expect(rect.size == Size(width: 30, height: 40))
        #expect(Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40)) == rect)
    }

    @Test("a point on the left or top edge is inside, one on the right or bottom edge is not")
    func containsIsHalfOpen() {
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.999, y: 59.999)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(!rect.contains(Point(x: 9.999, y: 30)))
        #expect(!rect.contains(Point(x: .nan, y: 30)))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
    }

    @Test("a rectangle contains another with its edges, or with the tolerance's overhang")
    func containsRect() {
        #expect(rect.contains(rect))
        #expect(rect.contains(Rect(x: 15, y: 25, width: 5, height: 5)))
        #expect(!rect.contains(Rect(x: 10, y: 20, width: 30.01, height: 40)))
        #expect(rect.contains(Rect(x: 10, y: 20, width: 30.0005, height: 40), tolerance: 0.001))
        #expect(!rect.contains(Rect(x: 9.99, y: 20, width: 1, height: 1), tolerance: 0.001))
    }

    @Test("insetting moves every edge inward, and never makes a side negative")
    func inset() {
        #expect(rect.insetBy(dx: 3, dy: 5) == Rect(x: 13, y: 25, width: 24, height: 30))
        #expect(rect.insetBy(dx: -1, dy: 0) == Rect(x: 9, y: 20, width: 32, height: 40))
        #expect(rect.insetBy(dx: 20, dy: 5) == Rect(x: 25, y: 25, width: 0, height: 30))
    }

    @Test("union spans both rectangles")
    func union() {
        let other = Rect(x: 50, y: 0, width: 10, height: 10)
        #expect(rect.union(other) == Rect(x: 10, y: 0, width: 50, height: 60))
        #expect(other.union(rect) == rect.union(other))
    }

    @Test("rectangles that share an edge do not intersect; overlaps within the tolerance do not count")
    func intersects() {
        #expect(rect.intersects(Rect(x: 39, y: 59, width: 5, height: 5)))
        #expect(!rect.intersects(Rect(x: 40, y: 20, width: 5, height: 5)))
        #expect(!rect.intersects(Rect(x: 10, y: 60, width: 5, height: 5)))
        #expect(!rect.intersects(Rect(x: 39.9995, y: 20, width: 5, height: 5), tolerance: 0.001))
        #expect(rect.intersects(Rect(x: 39.99, y: 20, width: 5, height: 5), tolerance: 0.001))
    }

    @Test("the distance from a point is 0 inside and on the edges, straight to a side, and diagonal to a corner")
    func distance() {
        #expect(rect.distance(to: Point(x: 25, y: 40)) == 0)
        #expect(rect.distance(to: Point(x: 40, y: 60)) == 0)
        #expect(rect.distance(to: Point(x: 4, y: 30)) == 6)
        #expect(rect.distance(to: Point(x: 25, y: 70)) == 10)
        #expect(rect.distance(to: Point(x: 43, y: 64)) == 5)
        #expect(rect.squaredDistance(to: Point(x: 7, y: 16)) == 25)
    }

    @Test("clamping moves a rectangle inside a container, and shrinks it when it is larger")
    func clamped() {
        let container = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(
            Rect(x: -5, y: -5, width: 10, height: 10).clamped(inside: container)
                == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            Rect(x: 95, y: 45, width: 10, height: 10).clamped(inside: container)
                == Rect(x: 90, y: 40, width: 10, height: 10))
        #expect(
            Rect(x: 20, y: 20, width: 10, height: 10).clamped(inside: container)
                == Rect(x: 20, y: 20, width: 10, height: 10))
        #expect(
            Rect(x: -50, y: 10, width: 300, height: 10).clamped(inside: container)
                == Rect(x: 0, y: 10, width: 100, height: 10))
    }

    @Test("geometry values encode as flat JSON objects")
    func codable() throws {
        let data = try JSONEncoder().encode(rect)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Double]
        #expect(object == ["x": 10, "y": 20, "width": 30, "height": 40])
        #expect(try JSONDecoder().decode(Rect.self, from: data) == rect)
        let point = try JSONDecoder().decode(Point.self, from: JSONEncoder().encode(Point(x: 1, y: 2)))
        #expect(point == Point(x: 1, y: 2))
    }
}
