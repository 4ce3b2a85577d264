import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Input callouts and the alternates panel")
struct CalloutTests {
    static func english(_ metrics: KeyboardMetrics = .iphonePortrait) throws -> KeyboardGeometry {
        let layout = try #require(LayoutFixtures.embedded("English"))
        return KeyboardGeometry.layout(layout, metrics: metrics, hasMultipleKeyboards: false)
    }

    static func key(_ text: String, in geometry: KeyboardGeometry) throws -> LaidOutKey {
        try #require(geometry.keys.first { $0.text == text })
    }

    // MARK: Input callout

    @Test("the bubble takes the place of the key one row up, centred on the key and 30 % wider on each side")
    func bubbleAboveTheKey() throws {
        let geometry = try Self.english()
        let g = try Self.key("g", in: geometry)
        let callout = try #require(geometry.inputCallout(for: g))
        #expect(callout.keyFrame == g.frame)
        #expect(isClose(callout.bubbleFrame, Rect(x: g.frame.minX - 9.9, y: 5, width: 33 + 19.8, height: 44)))
        #expect(!callout.coversKey)
        #expect(callout.cornerRadius == 5)
        #expect(callout.frame == callout.bubbleFrame.union(g.frame))
    }

    @Test("a wide key's bubble grows by at most 12 pt on each side")
    func wideKey() throws {
        let layout = KeyboardLayout(rows: [[letter("a")], [letter(".com", width: 3), letter("b")]])
        let geometry = KeyboardGeometry.layout(layout, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        let callout = try #require(geometry.inputCallout(for: try Self.key(".com", in: geometry)))
        #expect(callout.bubbleFrame.width == callout.keyFrame.width + 24)
    }

    @Test("a top-row key's bubble cannot rise above the keyboard, so it covers the key; headroom lets it rise")
    func topRow() throws {
        let geometry = try Self.english()
        let t = try Self.key("t", in: geometry)
        let clamped = try #require(geometry.inputCallout(for: t))
        #expect(clamped.coversKey)
        #expect(clamped.bubbleFrame.minY == 0)
        #expect(clamped.bubbleFrame.height == t.frame.height)

        let withToolbar = try #require(geometry.inputCallout(for: t, headroom: 54))
        #expect(!withToolbar.coversKey)
        #expect(withToolbar.bubbleFrame.minY == t.frame.minY - 54)

        let littleRoom = try #require(geometry.inputCallout(for: t, headroom: 20))
        #expect(littleRoom.coversKey)
        #expect(littleRoom.bubbleFrame.minY == -20)
    }

    @Test("edge keys' bubbles are moved sideways to stay inside the rows")
    func edges() throws {
        let portrait = try Self.english()
        #expect(try #require(portrait.inputCallout(for: try Self.key("q", in: portrait))).bubbleFrame.minX == 0)
        #expect(try #require(portrait.inputCallout(for: try Self.key("p", in: portrait))).bubbleFrame.maxX == 390)

        let landscape = try Self.english(.iphoneLandscape)
        #expect(try #require(landscape.inputCallout(for: try Self.key("q", in: landscape))).bubbleFrame.minX == 47)
        #expect(try #require(landscape.inputCallout(for: try Self.key("p", in: landscape))).bubbleFrame.maxX == 797)
    }

    @Test("no input callout on an iPad, nor for keys other than shown text keys")
    func noCallout() throws {
        let pad = try Self.english(.ipadPortrait)
        #expect(pad.inputCallout(for: try Self.key("g", in: pad)) == nil)

        let phone = try Self.english()
        let shift = try #require(phone.keys.first { $0.key.type == .shift })
        let space = try #require(phone.keys.first { $0.key.type == .spacebar })
        let blank = try #require(phone.keys.first { $0.isBlankSpace })
        #expect(phone.inputCallout(for: shift) == nil)
        #expect(phone.inputCallout(for: space) == nil)
        #expect(phone.inputCallout(for: blank) == nil)
    }

    // MARK: Alternates panel

    @Test("a key in the left half: the first cell over the key, the others to the right")
    func growsRight() throws {
        let geometry = try Self.english()
        let e = try Self.key("e", in: geometry)
        let panel = try #require(geometry.alternatesPanel(for: e))
        #expect(panel.alternates == ["e", "è", "é", "ê", "ë", "ē", "ė", "ę"])
        #expect(!panel.growsLeftward)
        #expect(panel.cellFrames.count == 8)
        #expect(isClose(panel.cellFrames[0], Rect(x: e.touchFrame.minX, y: 0, width: 39, height: 44)))
        #expect(isClose(panel.cellFrames[7], Rect(x: 351, y: 0, width: 39, height: 44)))
        #expect(isClose(panel.frame, Rect(x: 78, y: 0, width: 312, height: 44)))
        #expect(panel.coversKey)
        #expect(panel.keyFrame == e.frame)
    }

    @Test("a key in the right half: the first cell over the key, the others to the left")
    func growsLeft() throws {
        let geometry = try Self.english()
        let o = try Self.key("o", in: geometry)
        let panel = try #require(geometry.alternatesPanel(for: o))
        #expect(panel.growsLeftward)
        #expect(isClose(panel.cellFrames[0], Rect(x: 312, y: 0, width: 39, height: 44)))
        #expect(isClose(panel.cellFrames[1], Rect(x: 273, y: 0, width: 39, height: 44)))
        #expect(isClose(panel.cellFrames[8], Rect(x: 0, y: 0, width: 39, height: 44)))
    }

    @Test("a panel that would pass the edge is shifted inside, and the first cell leaves the key")
    func shifted() throws {
        let geometry = try Self.english()
        let a = try Self.key("a", in: geometry)
        let panel = try #require(geometry.alternatesPanel(for: a, headroom: 54))
        #expect(panel.alternates.count == 10)
        #expect(isClose(panel.frame, Rect(x: 0, y: a.frame.minY - 54, width: 390, height: 44)))
        #expect(!panel.coversKey)
        #expect(isClose(panel.cellFrames[0], Rect(x: 0, y: a.frame.minY - 54, width: 39, height: 44)))
    }

    @Test("a panel with more cells than fit across the rows gets narrower cells")
    func narrowerCells() throws {
        let layout = KeyboardLayout(rows: [[letter("x", width: 2, modifiers: (1...12).map(String.init)), letter("y")]])
        let geometry = KeyboardGeometry.layout(layout, metrics: .iphoneLandscape, hasMultipleKeyboards: false)
        let panel = try #require(geometry.alternatesPanel(for: geometry.keys[0]))
        #expect(isClose(panel.frame, Rect(x: 47, y: 0, width: 750, height: panel.frame.height)))
        #expect(panel.cellFrames.allSatisfy { abs($0.width - 62.5) < 1e-9 })
    }

    @Test("no panel for a key without alternatives")
    func noPanel() throws {
        let geometry = try Self.english()
        #expect(geometry.alternatesPanel(for: try Self.key("q", in: geometry)) == nil)
    }

    /// Keys with alternatives in the four corners of a four-row keyboard.
    static let corners = KeyboardLayout(rows: [
        [
            letter("1", modifiers: ["1", "¹", "½", "⅓"]), letter("2"), letter("3"),
            letter("4", modifiers: ["4", "⁴", "¼", "¾"]),
        ],
        [letter("q"), letter("w"), letter("e"), letter("r")],
        [letter("a"), letter("s"), letter("d"), letter("f")],
        [
            letter("z", modifiers: ["z", "ž", "ź", "ż"]), letter("x"), letter("c"),
            letter("v", modifiers: ["v", "ṽ", "ṿ"]),
        ],
    ])

    @Test("callouts and panels of keys in every corner stay inside the keyboard", arguments: DeviceClass.allCases)
    func cornersStayInside(deviceClass: DeviceClass) {
        let metrics = KeyboardMetrics.standard(for: deviceClass)
        let geometry = KeyboardGeometry.layout(Self.corners, metrics: metrics, hasMultipleKeyboards: false)
        let rows = Rect(
            x: metrics.sideInset, y: 0, width: metrics.width - 2 * metrics.sideInset, height: metrics.height)
        let corners = [geometry.keys[0], geometry.keys[3], geometry.keys[12], geometry.keys[15]]
        #expect(corners.map(\.text) == ["1", "4", "z", "v"])
        for key in corners {
            if let callout = geometry.inputCallout(for: key) {
                #expect(rows.contains(callout.frame, tolerance: 1e-9), "\(key.text ?? "")")
            } else {
                #expect(deviceClass.isPad)
            }
            let panel = geometry.alternatesPanel(for: key)
            #expect(panel.map { rows.contains($0.frame, tolerance: 1e-9) } == true, "\(key.text ?? "")")
            #expect(panel.map { $0.cellFrames.allSatisfy { rows.contains($0, tolerance: 1e-9) } } == true)
            // There is room beside every corner key, so the first cell stays over the key.
            #expect(panel.map { abs($0.cellFrames[0].midX - key.touchFrame.midX) < 1e-9 } == true)
        }
    }

    @Test("every key with alternatives in every real layout gets a panel inside the keyboard, cells side by side")
    func realLayouts() {
        for named in LayoutFixtures.jackeyboard + LayoutFixtures.embeddedDefaults {
            for deviceClass in DeviceClass.allCases {
                let metrics = KeyboardMetrics.standard(for: deviceClass)
                let geometry = KeyboardGeometry.layout(named.layout, metrics: metrics, hasMultipleKeyboards: false)
                let rows = Rect(
                    x: metrics.sideInset, y: 0, width: metrics.width - 2 * metrics.sideInset, height: metrics.height)
                for key in geometry.keys where key.isTouchable && !key.key.modifiers.isEmpty {
                    guard let panel = geometry.alternatesPanel(for: key) else {
                        Issue.record("\(named) \(key.text ?? ""): no panel")
                        continue
                    }
                    #expect(rows.contains(panel.frame, tolerance: 1e-9), "\(named) \(key.text ?? "")")
                    let leftToRight = panel.growsLeftward ? panel.cellFrames.reversed() : panel.cellFrames
                    for (left, right) in zip(leftToRight, leftToRight.dropFirst()) {
                        #expect(abs(left.maxX - right.minX) < 1e-9)
                    }
                    if let callout = geometry.inputCallout(for: key) {
                        #expect(rows.contains(callout.frame, tolerance: 1e-9), "\(named) \(key.text ?? "")")
                    }
                }
            }
        }
    }

    // MARK: Selecting an alternative

    @Test(
        "sliding right across a panel that grows right selects the alternatives in order; beyond the ends, the first or last"
    )
    func selectionGrowingRight() throws {
        let geometry = try Self.english()
        let panel = try #require(geometry.alternatesPanel(for: try Self.key("e", in: geometry)))
        #expect(panel.cellFrames.indices.map { panel.alternateIndex(atX: panel.cellFrames[$0].midX) } == Array(0..<8))
        #expect(panel.alternateIndex(atX: 78) == 0)
        #expect(panel.alternateIndex(atX: 116.9) == 0)
        #expect(panel.alternateIndex(atX: 117.1) == 1)
        #expect(panel.alternateIndex(atX: 10) == 0)
        #expect(panel.alternateIndex(atX: -500) == 0)
        #expect(panel.alternateIndex(atX: 389.9) == 7)
        #expect(panel.alternateIndex(atX: 2000) == 7)
        #expect(panel.alternateIndex(atX: .nan) == 0)
    }

    @Test("on a panel that grows left, the left end is the last alternative and the right end the first")
    func selectionGrowingLeft() throws {
        let geometry = try Self.english()
        let o = try Self.key("o", in: geometry)
        let panel = try #require(geometry.alternatesPanel(for: o))
        #expect(panel.cellFrames.indices.map { panel.alternateIndex(atX: panel.cellFrames[$0].midX) } == Array(0..<9))
        #expect(panel.alternateIndex(atX: o.touchFrame.midX) == 0)
        #expect(panel.alternateIndex(atX: 1000) == 0)
        #expect(panel.alternateIndex(atX: 0) == 8)
        #expect(panel.alternateIndex(atX: -1) == 8)
    }

    @Test("a panel of one cell always selects it")
    func singleCell() throws {
        let layout = KeyboardLayout(rows: [[letter("a", modifiers: ["a"]), letter("b")]])
        let geometry = KeyboardGeometry.layout(layout, metrics: .iphonePortrait, hasMultipleKeyboards: false)
        let panel = try #require(geometry.alternatesPanel(for: geometry.keys[0]))
        #expect([-10.0, 50, 400].map(panel.alternateIndex(atX:)) == [0, 0, 0])
    }
}
