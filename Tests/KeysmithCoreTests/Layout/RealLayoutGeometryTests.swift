import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Real layouts on every device class")
struct RealLayoutGeometryTests {
    @Test("the fixtures are all there: 38 JACKeyboard files of which 37 load, and 9 embedded default layouts")
    func fixtureCounts() throws {
        try #require(
            LayoutFixtures.jackeyboardFiles.count == 38,
            "the JACKeyboard fixtures are missing from \(TestFiles.jackeyboard.path)")
        #expect(LayoutFixtures.jackeyboard.count == 37)
        #expect(!LayoutFixtures.jackeyboard.contains { $0.name == LayoutFixtures.brokenJACKeyboardFile })
        #expect(
            LayoutFixtures.embeddedDefaults.map(\.name) == [
                "Defaults/DecimalPad.json", "Defaults/English-Email.json",
                "Defaults/English-Numbers.json",
                "Defaults/English-Symbols.json", "Defaults/English-URL.json", "Defaults/English.json",
                "Defaults/English~iPad.json", "Defaults/Markup.json", "Defaults/NumberPad.json",
            ])
    }

    @Test(
        "every layout lays out without overlapping keys or keys outside the keyboard, each row filling the row width",
        arguments: DeviceClass.allCases, [false, true])
    func everyLayout(deviceClass: DeviceClass, hasMultipleKeyboards: Bool) throws {
        let layouts = LayoutFixtures.jackeyboard + LayoutFixtures.embeddedDefaults
        try #require(layouts.count == 46)
        let metrics = KeyboardMetrics.standard(for: deviceClass)
        let rowLeft = metrics.sideInset
        let rowRight = metrics.width - metrics.sideInset

        for named in layouts {
            let geometry = KeyboardGeometry.layout(
                named.layout, metrics: metrics, hasMultipleKeyboards: hasMultipleKeyboards)
            #expect(geometry.keys.count == named.layout.rows.reduce(0) { $0 + $1.count }, "\(named)")
            #expect(geometry.bounds.height == metrics.height, "\(named)")
            #expect(geometry.overlaps().isEmpty, "\(named): \(geometry.overlaps().map { ($0.0.text, $0.1.text) })")
            #expect(geometry.keysOutsideBounds().isEmpty, "\(named): \(geometry.keysOutsideBounds().map(\.text))")

            for rowIndex in 0..<geometry.rowCount {
                let shown = geometry.keys(inRow: rowIndex).filter(\.isShown)
                guard let first = shown.first, let last = shown.last else { continue }
                #expect(abs(first.touchFrame.minX - rowLeft) < 1e-9, "\(named) row \(rowIndex)")
                #expect(abs(last.touchFrame.maxX - rowRight) < 1e-9, "\(named) row \(rowIndex)")
                for (left, right) in zip(shown, shown.dropFirst()) {
                    #expect(abs(left.touchFrame.maxX - right.touchFrame.minX) < 1e-9, "\(named) row \(rowIndex)")
                }
            }
            for key in geometry.keys where key.isShown {
                #expect(key.touchFrame.contains(key.frame, tolerance: 1e-9))
                #expect(key.frame.width > 0, "\(named) row \(key.rowIndex) key \(key.keyIndex) is too narrow to draw")
                #expect(key.text == key.key.text(hasMultipleKeyboards: hasMultipleKeyboards))
            }
            let widthAboveZero = named.layout.rows.joined().count {
                $0.width(hasMultipleKeyboards: hasMultipleKeyboards) > 0
            }
            #expect(geometry.keys.count { $0.isShown } == widthAboveZero, "\(named)")
            if !deviceClass.isPad {
                #expect(!geometry.keys.contains { $0.hasHomerowIndicator })
            }
        }
    }

    @Test("the iPad layouts' home-row marks appear on iPad", arguments: [DeviceClass.ipadPortrait, .ipadLandscape])
    func homeRowMarks(deviceClass: DeviceClass) throws {
        let english = try #require(LayoutFixtures.embedded("English~iPad"))
        let geometry = KeyboardGeometry.layout(
            english, metrics: .standard(for: deviceClass), hasMultipleKeyboards: false)
        #expect(geometry.keys.filter(\.hasHomerowIndicator).map(\.text) == ["f", "j"])
    }

    @Test("the default English layout on an iPhone held upright: 39 pt cells, 33 × 44 pt keys, indented middle row")
    func englishOnIPhone() throws {
        let english = try #require(LayoutFixtures.embedded("English"))
        let geometry = KeyboardGeometry.layout(english, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        let q = try #require(geometry.key(row: 0, index: 0))
        #expect(isClose(q.touchFrame, Rect(x: 0, y: 0, width: 39, height: 54)))
        #expect(isClose(q.frame, Rect(x: 3, y: 5, width: 33, height: 44)))
        let a = try #require(geometry.key(row: 1, index: 1))
        #expect(isClose(a.frame, Rect(x: 22.5, y: 59, width: 33, height: 44)))
        let space = try #require(geometry.keys.first { $0.key.type == .spacebar })
        #expect(isClose(space.touchFrame, Rect(x: 146.25, y: 162, width: 156, height: 54)))
        #expect(geometry.key(at: Point(x: 5, y: 80))?.text == "a")
    }
}
