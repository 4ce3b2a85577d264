import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Hit-testing: every point of the keyboard belongs to a key")
struct HitTestingTests {
    let geometry = KeyboardGeometry.layout(
        KeyboardGeometryTests.layout, metrics: KeyboardGeometryTests.metrics, hasMultipleKeyboards: false)

    func hit(_ x: Double, _ y: Double) -> String? {
        geometry.key(at: Point(x: x, y: y))?.text
    }

    @Test("a point on a key, or in the gap around its drawn frame, belongs to that key")
    func keysAndGaps() {
        #expect(hit(30, 20) == "A")
        #expect(hit(54, 20) == "A")  // in the gap, A's half
        #expect(hit(55, 20) == "B")  // the shared edge belongs to the right-hand key
        #expect(hit(100, 5) == "B")  // above B's drawn frame, in its cell
        #expect(hit(100, 43.9) == "B")
        #expect(hit(100, 44) == "F")  // the shared edge belongs to the lower row
    }

    @Test("a point in the side, top or bottom padding belongs to the nearest key")
    func padding() {
        #expect(hit(3, 20) == "A")
        #expect(hit(197, 70) == "F")
        #expect(hit(100, 1) == "B")
        #expect(hit(20, 88) == "D")  // nearer to D, below and to the right, than to A two rows' height up
        #expect(hit(100, 89) == "F")
    }

    @Test("a point on blank space belongs to the nearest key, which may be in the row above")
    func blankSpace() {
        #expect(hit(30, 80) == "D")  // 2.5 pt from D
        #expect(hit(15, 60) == "A")  // 16 pt below A, 17.5 pt left of D
        #expect(hit(15, 46) == "A")
    }

    @Test("the corners of the keyboard belong to the corner keys")
    func corners() {
        #expect(hit(0, 0) == "A")
        #expect(hit(199.999, 0) == "C")
        #expect(hit(0, 89.999) == "D")
        #expect(hit(199.999, 89.999) == "F")
    }

    @Test("a point outside the keyboard belongs to no key")
    func outside() {
        #expect(hit(-0.001, 20) == nil)
        #expect(hit(200, 20) == nil)
        #expect(hit(100, -1) == nil)
        #expect(hit(100, 90) == nil)
        #expect(hit(.nan, 20) == nil)
        #expect(hit(20, .infinity) == nil)
    }

    @Test("the index form gives the key's place in keys")
    func index() {
        #expect(geometry.keyIndex(at: Point(x: 100, y: 60)) == 6)
        #expect(geometry.keyIndex(at: Point(x: 100, y: 100)) == nil)
    }

    /// The touchable key nearest to `point` by its touch frame, found by looking at every key.
    static func nearestByBruteForce(_ point: Point, in geometry: KeyboardGeometry) -> Double? {
        geometry.keys.filter(\.isTouchable).map { $0.touchFrame.squaredDistance(to: point) }.min()
    }

    @Test(
        "random points: each hits a touchable key, the one whose touch frame holds it, or else one at the least distance",
        arguments: DeviceClass.allCases)
    func randomPoints(deviceClass: DeviceClass) throws {
        var random = SplitMix64(seed: 2024)
        var layouts = LayoutFixtures.embeddedDefaults.map(\.layout)
        layouts.append(KeyboardGeometryTests.layout)
        layouts += try ["English (QWERTY)/English.json", "Morse Code/MorseCode.json", "Legal/Markdown.json"].map {
            name in
            try #require(LayoutFixtures.jackeyboard.first { $0.name == name }?.layout)
        }
        let metrics = [
            KeyboardMetrics.standard(for: deviceClass),
            KeyboardMetrics(
                deviceClass: deviceClass, width: 333, rowHeight: 47, keyInsets: KeyInsets(horizontal: 4, vertical: 6),
                sideInset: 21, topPadding: 9, bottomPadding: 13, cornerRadius: 5, toolbarHeight: 40),
        ]
        for layout in layouts {
            for metrics in metrics {
                for hasMultipleKeyboards in [false, true] {
                    let geometry = KeyboardGeometry.layout(
                        layout, metrics: metrics, hasMultipleKeyboards: hasMultipleKeyboards)
                    let bounds = geometry.bounds
                    for _ in 0..<300 {
                        let point = Point(
                            x: Double.random(in: bounds.minX..<bounds.maxX, using: &random),
                            y: Double.random(in: bounds.minY..<bounds.maxY, using: &random))
                        let key = try #require(geometry.key(at: point), "\(point) hits nothing")
                        #expect(key.isTouchable)
                        if let holder = geometry.keys.first(where: { $0.isTouchable && $0.touchFrame.contains(point) })
                        {
                            #expect(key == holder, "\(point)")
                        } else {
                            let least = try #require(Self.nearestByBruteForce(point, in: geometry))
                            #expect(abs(key.touchFrame.squaredDistance(to: point) - least) < 1e-9, "\(point)")
                        }
                    }
                }
            }
        }
    }

    @Test("a touch at the centre of each touchable key of every real layout hits that key")
    func centres() {
        for named in LayoutFixtures.jackeyboard + LayoutFixtures.embeddedDefaults {
            for deviceClass in DeviceClass.allCases {
                let metrics = KeyboardMetrics.standard(for: deviceClass)
                let geometry = KeyboardGeometry.layout(named.layout, metrics: metrics, hasMultipleKeyboards: true)
                for (index, key) in geometry.keys.enumerated() where key.isTouchable {
                    let place = "\(named) \(deviceClass) row \(key.rowIndex) key \(key.keyIndex)"
                    #expect(geometry.keyIndex(at: key.touchFrame.center) == index, "\(place)")
                }
            }
        }
    }
}
