import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Flicks: a touch's move read as a direction, and the flicks a layout gives its keys")
struct FlickDirectionTests {
    /// The kana key of an iPhone's 12-key keypad, about 75 by 57 points.
    let key = Size(width: 75, height: 57)

    func direction(_ dx: Double, _ dy: Double) -> FlickDirection? {
        FlickDirection.of(displacement: Point(x: dx, y: dy), keySize: key)
    }

    @Test("a move shorter than the threshold of the key's shorter side is a tap")
    func tinyMovesAreTaps() {
        let threshold = FlickDirection.threshold * 57
        #expect(direction(0, 0) == nil)
        #expect(direction(threshold - 0.5, 0) == nil)
        #expect(direction(0, -(threshold - 0.5)) == nil)
        #expect(direction(-10, -10) == nil)
        #expect(direction(threshold, 0) == .right)
        #expect(direction(0, threshold) == .down)
    }

    @Test(
        "a longer move points the way it leans; screen y grows downward",
        arguments: [
            (-30.0, 0.0, FlickDirection.left), (0, -30, .up), (30, 0, .right), (0, 30, .down),
            (-30, 20, .left), (20, -30, .up), (30, -29, .right), (-29, 30, .down),
        ])
    func directions(dx: Double, dy: Double, expected: FlickDirection) {
        #expect(direction(dx, dy) == expected)
    }

    @Test("an exact diagonal is horizontal, and a key with no size or a move that is not a number is a tap")
    func edges() {
        #expect(direction(25, 25) == .right)
        #expect(direction(-25, -25) == .left)
        #expect(FlickDirection.of(displacement: Point(x: 40, y: 0), keySize: Size(width: 0, height: 57)) == nil)
        #expect(FlickDirection.of(displacement: Point(x: .nan, y: 0), keySize: key) == nil)
        #expect(FlickDirection.of(displacement: Point(x: .infinity, y: 0), keySize: key) == nil)
    }

    @Test("the kana layout's flick keys carry the keypad's flicks, so what is drawn is what is typed")
    func layoutMatchesKeypad() throws {
        let configuration = try LanguageKeyboards.configuration("ja_Hrkt_JP")
        let layout = try #require(configuration.layouts["Letters"])
        let keypad = try #require(KanaKeypad.embedded)
        let flickKeys = layout.rows.joined().filter { $0.flicks != nil }
        #expect(flickKeys.count == keypad.keys.count)
        for keypadKey in keypad.keys {
            let key = try #require(flickKeys.first { ($0.inputText ?? $0.text) == keypadKey.tap }, "\(keypadKey.tap)")
            #expect(key.flicks == keypadKey.flicks, "\(keypadKey.tap)")
        }
    }

    @Test("a layout's flicks are read, with a clear error for an empty one and a note for an unknown direction")
    func reading() throws {
        let json = """
            {"name": "Pad", "rows": [[
              {"text": "あ", "flicks": {"left": "い", "up": "", "right": "え", "diagonal": "x"}},
              {"type": "delete", "flicks": {"left": "x"}}
            ]]}
            """
        let result = KeyboardLayout.load(text: json, name: "Pad.json")
        let key = try #require(result.value?.rows.first?.first)
        #expect(key.flicks == KeyFlicks(left: "い", right: "え"))
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("leave out \"up\"") })
        #expect(messages.contains { $0.contains("diagonal") })
        #expect(messages.contains { $0.contains("\"flicks\" are typed only by textEntry keys") })
        #expect(result.diagnostics.first { $0.message.contains("leave out") }?.line == 2)
    }
}
