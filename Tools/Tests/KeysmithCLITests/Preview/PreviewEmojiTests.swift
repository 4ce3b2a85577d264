import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

@Suite("keysmith preview: the emoji page")
struct PreviewEmojiTests {
    /// The emoji page as the session draws it now.
    static func page(_ driver: PageDriver) throws -> RenderedEmojiPage {
        guard case .emoji(let page)? = driver.session.engine.render(driver.session.state).panel?.content else {
            throw PreviewTestFailure("the emoji page is not open")
        }
        return page
    }

    /// A cell's centre in picture coordinates.
    static func centre(_ frame: Rect, _ driver: PageDriver) -> Point {
        Point(x: frame.midX, y: frame.midY + driver.session.slotHeight)
    }

    @Test("the emoji key opens the page; its fingers reach the engine, so a tap types and a drag scrolls")
    func tapsAndDrags() throws {
        var driver = PageDriver(try PreviewFixtures.embedded())
        _ = driver.open()
        try driver.tap("Emoji")
        let opened = try Self.page(driver)
        #expect(driver.log.frames.last?.panel == "emoji")
        let first = try #require(opened.cells.first)
        let pointer = driver.newPointer()
        driver.touch(.began, pointer, at: Self.centre(first.frame, driver))
        driver.touch(.ended, pointer, at: Self.centre(first.frame, driver))
        #expect(driver.text == first.emoji)

        let start = Self.centre(first.frame, driver)
        let dragging = driver.newPointer()
        driver.touch(.began, dragging, at: start)
        driver.touch(.moved, dragging, at: Point(x: start.x - 120, y: start.y))
        driver.touch(.ended, dragging, at: Point(x: start.x - 120, y: start.y))
        #expect(try Self.page(driver).scrollOffset == 120)
        #expect(driver.text == first.emoji)
    }

    @Test("the wheel scrolls the grid sideways, by the larger of its deltas; elsewhere it changes nothing")
    func wheel() throws {
        var driver = PageDriver(try PreviewFixtures.embedded())
        _ = driver.open()
        #expect(driver.send(.wheel(dx: 0, dy: 300)).isEmpty)
        try driver.tap("Emoji")
        let messages = driver.send(.wheel(dx: 10, dy: 300))
        #expect(try Self.page(driver).scrollOffset == 300)
        #expect(messages.frames.count == 1)
        _ = driver.send(.wheel(dx: -500, dy: 20))
        #expect(try Self.page(driver).scrollOffset == 0)
    }

    @Test("a held emoji shows its skin tones with ticks; lifting on one types it")
    func skinTones() throws {
        var driver = PageDriver(try PreviewFixtures.embedded())
        _ = driver.open()
        try driver.tap("Emoji")
        let people = try #require(try Self.page(driver).categories.first { $0.category == .peopleAndBody })
        let tab = driver.newPointer()
        driver.touch(.began, tab, at: Self.centre(people.frame, driver))
        driver.touch(.ended, tab, at: Self.centre(people.frame, driver))
        let wave = try #require(try Self.page(driver).cells.first)
        #expect(wave.emoji == "👋")
        let pointer = driver.newPointer()
        let began = driver.touch(.began, pointer, at: Self.centre(wave.frame, driver))
        #expect(began.frames.last?.ticking == true)
        let shown = driver.tick(after: 0.6)
        #expect(shown.frames.last?.svg.contains("class=\"emoji-tones\"") == true)
        let tones = try #require(try Self.page(driver).tones)
        let medium = Self.centre(tones.options[3].frame, driver)
        driver.touch(.moved, pointer, at: medium)
        driver.touch(.ended, pointer, at: medium)
        #expect(driver.text == "👋🏽")
    }

    @Test("wheel messages are read from the page's JSON, and a non-finite delta is refused")
    func wheelMessage() throws {
        let decoder = JSONDecoder()
        let message = ClientMessage.decode(#"{"v": 1, "type": "wheel", "dx": 1.5, "dy": -40}"#, with: decoder)
        #expect(try message.get() == .wheel(dx: 1.5, dy: -40))
        let missing = ClientMessage.decode(#"{"v": 1, "type": "wheel", "dx": 1}"#, with: decoder)
        #expect(throws: PreviewProtocolError.self) { try missing.get() }
    }
}
