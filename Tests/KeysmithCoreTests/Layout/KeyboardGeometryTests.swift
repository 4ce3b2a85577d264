import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Key frames (JACKeyboard widths)")
struct KeyboardGeometryTests {
    /// 200 pt wide, rows 180 pt wide between 10 pt side insets, 90 pt tall: 4 pt of top padding,
    /// 80 pt of rows and 6 pt of bottom padding. Keys are inset 2 pt sideways and 3 pt vertically.
    static let metrics = KeyboardMetrics(
        deviceClass: .iphonePortrait, width: 200, rowHeight: 20, keyInsets: KeyInsets(horizontal: 2, vertical: 3),
        sideInset: 10, topPadding: 4, bottomPadding: 6, cornerRadius: 4, toolbarHeight: 30)

    /// Two rows, so each is 40 pt tall. Row 0: A, B (width 2), C. Row 1: blank space (0.5), D,
    /// E (width 0, hidden), F (2.5).
    static let layout = KeyboardLayout(rows: [
        [letter("A"), letter("B", width: 2), letter("C")],
        [Key(style: .blankSpace, width: 0.5), letter("D"), letter("E", width: 0), letter("F", width: 2.5)],
    ])

    let geometry = KeyboardGeometry.layout(layout, metrics: metrics, hasMultipleKeyboards: false)

    @Test("every key gets its cell as touch frame and the cell inset by the key insets as frame")
    func exactFrames() {
        #expect(geometry.bounds == Rect(x: 0, y: 0, width: 200, height: 90))
        #expect(geometry.rowCount == 2)
        #expect(geometry.rowPitch == 40)
        #expect(
            geometry.keys.map(\.touchFrame) == [
                Rect(x: 10, y: 4, width: 45, height: 40),
                Rect(x: 55, y: 4, width: 90, height: 40),
                Rect(x: 145, y: 4, width: 45, height: 40),
                Rect(x: 10, y: 44, width: 22.5, height: 40),
                Rect(x: 32.5, y: 44, width: 45, height: 40),
                Rect(x: 77.5, y: 44, width: 0, height: 0),
                Rect(x: 77.5, y: 44, width: 112.5, height: 40),
            ])
        #expect(
            geometry.keys.map(\.frame) == [
                Rect(x: 12, y: 7, width: 41, height: 34),
                Rect(x: 57, y: 7, width: 86, height: 34),
                Rect(x: 147, y: 7, width: 41, height: 34),
                Rect(x: 12, y: 47, width: 18.5, height: 34),
                Rect(x: 34.5, y: 47, width: 41, height: 34),
                Rect(x: 77.5, y: 44, width: 0, height: 0),
                Rect(x: 79.5, y: 47, width: 108.5, height: 34),
            ])
        #expect(geometry.keys.map(\.rowIndex) == [0, 0, 0, 1, 1, 1, 1])
        #expect(geometry.keys.map(\.keyIndex) == [0, 1, 2, 0, 1, 2, 3])
        #expect(geometry.keys.map(\.text) == ["A", "B", "C", nil, "D", "E", "F"])
        #expect(geometry.keys.map(\.key) == Self.layout.rows.flatMap { $0 })
    }

    @Test("a key of width 0 is hidden: it takes no space and is never hit")
    func widthZeroHides() {
        let hidden = geometry.keys[5]
        #expect(hidden.key.text == "E")
        #expect(!hidden.isShown)
        #expect(!hidden.isTouchable)
        #expect(hidden.frame.isEmpty && hidden.touchFrame.isEmpty)
        #expect(geometry.keys[4].touchFrame.maxX == geometry.keys[6].touchFrame.minX)
        let hits = stride(from: 0.0, to: 200, by: 0.5).compactMap { geometry.key(at: Point(x: $0, y: 60))?.key.text }
        #expect(!hits.contains("E"))
        #expect(Set(hits) == ["A", "D", "F"])
    }

    @Test("widths that are negative or not a number hide a key instead of breaking the row")
    func badWidthsHide() {
        let layout = KeyboardLayout(rows: [
            [letter("A"), letter("N", width: .nan), letter("I", width: .infinity), letter("M", width: -1), letter("B")]
        ])
        let geometry = KeyboardGeometry.layout(layout, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        #expect(geometry.keys.map(\.isShown) == [true, false, false, false, true])
        #expect(geometry.keys[4].touchFrame == Rect(x: 195, y: 0, width: 195, height: 216))
        #expect(geometry.overlaps().isEmpty && geometry.keysOutsideBounds().isEmpty)
    }

    @Test("a blank space key takes space but is neither drawn nor touchable")
    func blankSpace() {
        let blank = geometry.keys[3]
        #expect(blank.isShown)
        #expect(blank.isBlankSpace)
        #expect(!blank.isTouchable)
        #expect(geometry.key(at: Point(x: 20, y: 70))?.key.text == "D")
    }

    @Test("every row is stretched to the full width, whatever its widths add up to, as in JACKeyboard")
    func rowsAreStretched() {
        let layout = KeyboardLayout(rows: [
            [letter("Q"), letter("W"), letter("E"), letter("R")],
            [letter("A"), letter("S")],
            [letter("Z", width: 0.25), letter("X", width: 0.75)],
        ])
        let geometry = KeyboardGeometry.layout(layout, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        for rowIndex in 0..<3 {
            let row = geometry.keys(inRow: rowIndex)
            #expect(row.first?.touchFrame.minX == 0)
            #expect(row.last?.touchFrame.maxX == 390)
        }
        #expect(geometry.keys(inRow: 0).map(\.touchFrame.width) == [97.5, 97.5, 97.5, 97.5])
        #expect(geometry.keys(inRow: 1).map(\.touchFrame.width) == [195, 195])
        #expect(geometry.keys(inRow: 2).map(\.touchFrame.width) == [97.5, 292.5])
    }

    @Test("with several keyboards, widthIfMultipleKeyboards and textIfMultipleKeyboards apply")
    func multipleKeyboards() throws {
        let numbers = Key(
            text: ".?123", style: .dark, type: .switchKeyboard, width: 2.5, widthIfMultipleKeyboards: 1.25,
            textIfMultipleKeyboards: "123")
        let globe = Key(style: .dark, type: .nextKeyboard, width: 0, widthIfMultipleKeyboards: 1.25)
        let space = Key(text: "space", style: .spacebar, type: .spacebar, width: 5)
        let enter = Key(text: "return", style: .blue, type: .return, width: 2.5)
        let layout = KeyboardLayout(rows: [[numbers, globe, space, enter]])

        let single = KeyboardGeometry.layout(layout, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        #expect(single.keys.map(\.isShown) == [true, false, true, true])
        #expect(single.keys.map(\.touchFrame.width) == [97.5, 0, 195, 97.5])
        #expect(single.keys[0].text == ".?123")

        let several = KeyboardGeometry.layout(layout, metrics: .iphonePortrait, hasMultipleKeyboards: true)
        #expect(several.hasMultipleKeyboards)
        #expect(several.keys.map(\.isShown) == [true, true, true, true])
        #expect(several.keys.map(\.touchFrame.width) == [48.75, 48.75, 195, 97.5])
        #expect(several.keys[0].text == "123")
        #expect(several.keys[2].text == "space")
        let globeCentre = several.keys[1].touchFrame.center
        #expect(several.key(at: globeCentre)?.key.type == .nextKeyboard)
        #expect(single.key(at: globeCentre)?.key.text == ".?123")
    }

    @Test("the home-row mark shows only on an iPad", arguments: DeviceClass.allCases)
    func homerowIndicator(deviceClass: DeviceClass) {
        let layout = KeyboardLayout(rows: [[letter("F"), Key(text: "J", hasHomerowIndicator: true)]])
        let geometry = KeyboardGeometry.layout(
            layout, metrics: .standard(for: deviceClass), hasMultipleKeyboards: false)
        #expect(geometry.keys.map(\.hasHomerowIndicator) == [false, deviceClass.isPad])
    }

    @Test("a five-row layout keeps the keyboard's height with shorter rows")
    func fiveRows() throws {
        let markup = try #require(LayoutFixtures.embedded("Markup"))
        #expect(markup.rows.count == 5)
        let geometry = KeyboardGeometry.layout(markup, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        #expect(geometry.bounds.height == 216)
        #expect(abs(geometry.rowPitch - 43.2) < 1e-9)
        let bottom = try #require(geometry.keys.last)
        #expect(abs(bottom.touchFrame.maxY - 216) < 1e-9)
        #expect(abs(bottom.frame.height - 33.2) < 1e-9)
    }

    @Test("an empty row keeps its place, and its touches go to the nearest key above or below")
    func emptyRow() {
        let layout = KeyboardLayout(rows: [[letter("A")], [], [letter("B")]])
        let geometry = KeyboardGeometry.layout(layout, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        #expect(geometry.rowPitch == 72)
        #expect(
            geometry.keys.map(\.touchFrame) == [
                Rect(x: 0, y: 0, width: 390, height: 72), Rect(x: 0, y: 144, width: 390, height: 72),
            ])
        #expect(geometry.keys(inRow: 1).isEmpty)
        #expect(geometry.key(at: Point(x: 100, y: 100))?.key.text == "A")
        #expect(geometry.key(at: Point(x: 100, y: 120))?.key.text == "B")
    }

    @Test("keys are found by row and position as the file numbers them, hidden ones included")
    func keyByPosition() {
        #expect(geometry.key(row: 1, index: 2)?.key.text == "E")
        #expect(geometry.key(row: 0, index: 2)?.key.text == "C")
        #expect(geometry.key(row: 0, index: 3) == nil)
        #expect(geometry.key(row: 2, index: 0) == nil)
        #expect(geometry.key(row: -1, index: 0) == nil)
        #expect(geometry.key(row: 1, index: -1) == nil)
        #expect(geometry.keys(inRow: 1).map(\.keyIndex) == [0, 1, 2, 3])
    }

    @Test("degenerate sizes and layouts give empty frames, never a crash")
    func degenerate() {
        let nothing = KeyboardGeometry.layout(
            KeyboardLayout(rows: []), metrics: .iphonePortrait, hasMultipleKeyboards: false)
        #expect(nothing.keys.isEmpty)
        #expect(nothing.key(at: Point(x: 10, y: 10)) == nil)

        var zeroWidth = KeyboardMetrics.iphoneLandscape
        zeroWidth.width = 0
        let squeezed = KeyboardGeometry.layout(Self.layout, metrics: zeroWidth, hasMultipleKeyboards: false)
        #expect(squeezed.keys.allSatisfy { $0.touchFrame.width == 0 && $0.frame.width == 0 })
        #expect(squeezed.keysOutsideBounds().isEmpty)
        #expect(squeezed.key(at: Point(x: 0, y: 10)) == nil)

        var narrow = KeyboardMetrics.iphoneLandscape
        narrow.width = 60  // narrower than the two side insets
        let narrowGeometry = KeyboardGeometry.layout(Self.layout, metrics: narrow, hasMultipleKeyboards: false)
        #expect(narrowGeometry.keysOutsideBounds().isEmpty)

        var flat = KeyboardMetrics.iphonePortrait
        flat.rowHeight = 0
        let flatGeometry = KeyboardGeometry.layout(Self.layout, metrics: flat, hasMultipleKeyboards: false)
        #expect(flatGeometry.key(at: Point(x: 10, y: 0)) == nil)

        let allHidden = KeyboardLayout(rows: [[letter("A", width: 0)], [Key(style: .blankSpace)]])
        let untouchable = KeyboardGeometry.layout(allHidden, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        #expect(untouchable.key(at: Point(x: 100, y: 100)) == nil)
    }

    @Test("the checks report overlapping keys and keys outside the keyboard, beyond a tolerance of 0.001 pt")
    func checks() {
        func key(_ text: String, row: Int, _ x: Double, _ width: Double) -> LaidOutKey {
            let cell = Rect(x: x, y: Double(row) * 54, width: width, height: 54)
            return LaidOutKey(
                rowIndex: row, keyIndex: 0, key: letter(text), text: text, frame: cell.insetBy(dx: 3, dy: 5),
                touchFrame: cell, isShown: true, hasHomerowIndicator: false)
        }
        let keys = [
            key("A", row: 0, 0, 100), key("B", row: 0, 99.9995, 100), key("C", row: 0, 199, 100),
            key("D", row: 1, 300, 90.0005), key("E", row: 1, 385, 10),
        ]
        let geometry = KeyboardGeometry(
            metrics: .iphonePortrait, hasMultipleKeyboards: false, rowCount: 2, rowPitch: 54, keys: keys)
        #expect(geometry.overlaps().map { "\($0.0.text ?? "")\($0.1.text ?? "")" } == ["BC", "DE"])
        #expect(geometry.keysOutsideBounds().map(\.text) == ["E"])
        #expect(geometry.overlaps(tolerance: 6).isEmpty)
        #expect(geometry.keysOutsideBounds(tolerance: 5).isEmpty)
    }
}
