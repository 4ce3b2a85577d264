import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

@Suite("keysmith preview: a session")
struct PreviewSessionTests {
    @Test(
        "opens with the vocabulary, the settings, the configuration, the picture `keysmith render` draws, and the empty field"
    )
    func opening() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        let messages = page.open()
        #expect(messages.types == ["welcome", "settings", "config", "frame", "document", "host"])
        let frame = try #require(messages.frames.first)
        #expect(frame.svg == (try PreviewFixtures.expectedRender("English-iphone-portrait.svg")))
        #expect(frame.width == 390 && frame.height == 270 && frame.slotHeight == 54)
        #expect(frame.layout == "English" && frame.ticking == false)
        #expect(messages.documents == [.init(text: "", selection: .init(start: 0, end: 0))])
        #expect(messages.settings.first?.theme == "Classic")
        #expect(messages.configs.first?.themes == ["Classic", "Midnight", "High Contrast"])
        #expect(messages.configs.first?.status == .current)
    }

    @Test("taps type with auto-capitalisation; a second finger makes the held key type first (rollover)")
    func taps() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        try page.tap("H")
        try page.tap("i")
        #expect(page.text == "Hi")

        // Space is still held when "t" lands: the space types then; "t" types when it lifts.
        let space = try page.centre(of: "space")
        let first = page.newPointer()
        page.touch(.began, first, at: space)
        #expect(page.text == "Hi")
        let t = try page.centre(of: "t")
        let second = page.newPointer()
        let landing = page.touch(.began, second, at: t, after: 0.03)
        #expect(page.text == "Hi ")
        #expect(landing.documents.last?.text == "Hi ")
        page.touch(.ended, first, at: space, after: 0.03)
        page.touch(.ended, second, at: t, after: 0.03)
        #expect(page.text == "Hi t")
        #expect(page.selection == 4..<4)
    }

    @Test("a finger that slides off its key before lifting types the key it lifts on")
    func slideOff() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let pointer = page.newPointer()
        page.touch(.began, pointer, at: try page.centre(of: "G"))
        page.touch(.moved, pointer, at: try page.centre(of: "H"))
        page.touch(.ended, pointer, at: try page.centre(of: "H"))
        #expect(page.text == "H")
    }

    @Test("holding a key opens its alternates once ticks pass the long-press delay; lifting on one types it")
    func alternates() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let pointer = page.newPointer()
        let began = page.touch(.began, pointer, at: try page.centre(of: "E"))
        #expect(began.frames.last?.ticking == true)
        #expect(page.tick(after: 0.2).frames.isEmpty)
        let opened = page.tick(after: 0.35)
        #expect(opened.frames.last?.svg.contains("class=\"alternates\"") == true)
        let touch = try #require(page.session.state.touches.first)
        guard case .alternates(let panel, _) = touch.phase else {
            Issue.record("the alternates panel did not open")
            return
        }
        // Cell 2 of e's alternates is é; shift is on at the start of the text.
        let cell = panel.cellFrames[2]
        let point = Point(x: cell.midX, y: cell.midY + page.session.slotHeight)
        page.touch(.moved, pointer, at: point)
        let lifted = page.touch(.ended, pointer, at: point)
        #expect(page.text == "É")
        #expect(lifted.frames.last?.ticking == false)
        #expect(lifted.frames.last?.svg.contains("alternates") == false)
    }

    @Test("dragging along the spacebar moves the cursor a character per step")
    func spacebarDrag() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        page.send(.document(text: "Hi there", selection: 8..<8))
        let space = try page.centre(of: "space")
        let pointer = page.newPointer()
        page.touch(.began, pointer, at: space)
        page.touch(.moved, pointer, at: Point(x: space.x - 10, y: space.y))
        page.touch(.moved, pointer, at: Point(x: space.x - 37, y: space.y))
        #expect(page.selection == 5..<5)
        page.touch(.ended, pointer, at: Point(x: space.x - 37, y: space.y))
        #expect(page.text == "Hi there")
        #expect(page.selection == 5..<5)
    }

    @Test("a touch that begins on the toolbar slot does not reach the keys, nor do its moves and end")
    func toolbarSlot() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let pointer = page.newPointer()
        let h = try page.centre(of: "H")
        #expect(page.touch(.began, pointer, at: Point(x: h.x, y: 20)).isEmpty)
        #expect(page.touch(.moved, pointer, at: h).isEmpty)
        #expect(page.touch(.ended, pointer, at: h).isEmpty)
        #expect(page.text == "")
    }

    @Test("the computer's keys type through the keyboard's keys, switching layouts where the text needs it")
    func computerKeys() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        for character in "Hi, 42!" { try page.key(String(character)) }
        #expect(page.text == "Hi, 42!")
        #expect(page.log.frames.last?.layout == "English-Numbers")
        #expect(page.log.effects.contains(.layoutChanged("English-Numbers")))
        #expect(page.log.effects.contains { if case .feedback(.click, _) = $0 { true } else { false } })
        #expect(
            !page.log.effects.contains { if case .edit = $0 { true } else { false } },
            "edits show in the document, not as effects")

        try page.key("Backspace")
        #expect(page.text == "Hi, 42")
        try page.key("Enter")
        #expect(page.text == "Hi, 42\n")
        #expect(page.selection == 7..<7)
    }

    @Test("arrow keys move the host's cursor by characters, and with shift move one end of the selection")
    func arrows() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        page.send(.document(text: "ab👍🏽c", selection: 7..<7))
        try page.key("ArrowLeft")
        #expect(page.selection == 6..<6)
        try page.key("ArrowLeft")
        #expect(page.selection == 2..<2, "a thumbs-up with a skin tone is one character")
        try page.key("ArrowRight", shift: true)
        #expect(page.selection == 2..<6)
        try page.key("ArrowRight", shift: true)
        #expect(page.selection == 2..<7)
        try page.key("ArrowLeft", shift: true)
        #expect(page.selection == 2..<6)
        let report = try page.key("ArrowLeft")
        #expect(report.documents == [.init(text: "ab👍🏽c", selection: .init(start: 2, end: 2))])
        try page.key("End")
        #expect(page.selection == 7..<7)
        try page.key("Home", shift: true)
        #expect(page.selection == 0..<7)
        // Typing replaces the selection, as on the phone.
        try page.key("x")
        #expect(page.text == "x")
    }

    @Test("a character no key types is answered with an error, and nothing changes")
    func untypable() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        try page.key("a")
        let reply = try page.key("ж")
        #expect(
            reply.errors == [
                PreviewProtocolError(code: "untypable", message: "no key of this keyboard types \"ж\" (U+436)")
            ])
        #expect(reply.count == 1)
        #expect(page.text == "a", "a key of the computer types exactly its character, whatever the automatic shift")
    }

    @Test("settings redraw the keyboard exactly as `keysmith render` draws it with the same options")
    func settings() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let landscape = page.send(.settings(.init(device: .ipadLandscape)))
        #expect(landscape.types.first == "settings")
        #expect(landscape.frames.last?.svg == (try PreviewFixtures.expectedRender("English-ipad-landscape.svg")))
        #expect(landscape.frames.last?.width == 1180)

        let dark = page.send(.settings(.init(device: .iphonePortrait, appearance: .dark)))
        #expect(dark.frames.last?.svg == (try PreviewFixtures.expectedRender("English-iphone-portrait-dark.svg")))

        let numberPad = page.send(.settings(.init(appearance: .light, keyboardType: .numberPad, globe: true)))
        #expect(
            numberPad.frames.last?.svg == (try PreviewFixtures.expectedRender("NumberPad-iphone-portrait-globe.svg")))
        #expect(numberPad.effects.contains(.layoutChanged("NumberPad")))

        let go = page.send(.settings(.init(keyboardType: .default, returnKeyType: .go)))
        #expect(go.frames.last?.svg.contains(">go</text>") == true)

        let midnight = page.send(.settings(.init(theme: "Midnight")))
        #expect(midnight.settings.last?.theme == "Midnight")
        #expect(midnight.frames.count == 1)

        let unknown = page.send(.settings(.init(theme: "Neon")))
        #expect(unknown.errors.map(\.code) == ["unknownTheme"])
        #expect(unknown.settings.last?.theme == "Midnight")
        #expect(unknown.frames.isEmpty)
    }

    @Test("the page's clock maps to an engine clock that never runs backwards, and runs ahead after planned taps")
    func clock() {
        var clock = PreviewClock()
        #expect(clock.engineTime(forPage: 5) == 5)
        #expect(clock.engineTime(forPage: 4) == 5)
        clock.ranAhead(to: 6)
        #expect(clock.engineTime(forPage: 5.5) == 6.5)
        #expect(clock.engineTime(forPage: 6) == 7)
    }
}
