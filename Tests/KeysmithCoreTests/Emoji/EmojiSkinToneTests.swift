import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Skin tones on the emoji page: a long press shows them, and the choice is remembered")
struct EmojiSkinToneTests {
    /// Opens the page on People & Body.
    static func onPeople(_ fixture: inout EmojiPageFixture) throws {
        try fixture.openPage()
        let tab = try #require(fixture.tab(.peopleAndBody))
        fixture.tap(tab.frame.center)
    }

    @Test("a long press on 👍 shows it and its five tones in one row; sliding to one and lifting types it")
    func longPressChoosesTone() throws {
        var fixture = try EmojiPageFixture()
        try Self.onPeople(&fixture)
        let thumbs = try #require(fixture.cell("👍")).frame.center
        let finger = fixture.down(thumbs)
        #expect(fixture.wait(0.55).isEmpty)
        let tones = try #require(fixture.page?.tones)
        #expect(tones.options.map(\.text) == ["👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"])
        #expect(Set(tones.options.map(\.frame.minY)).count == 1)
        #expect(tones.selected == 0)
        #expect(!fixture.state.needsTicks)
        let medium = tones.options[3].frame.center
        fixture.move(finger, to: medium)
        #expect(fixture.page?.tones?.selected == 3)
        let effects = fixture.up(finger, at: medium)
        #expect(effects.insertedText == "👍🏽")
        #expect(effects.lastSavedSettings?.emojiSkinTones == ["👍": "👍🏽"])
        #expect(fixture.page?.tones == nil)
        // From then on the grid shows and types the chosen tone.
        let remembered = try #require(fixture.cell("👍🏽"))
        #expect(fixture.cell("👍") == nil)
        #expect(fixture.tap(remembered.frame.center).insertedText == "👍🏽")
    }

    @Test("the remembered tone comes from the saved settings, and choosing the plain emoji forgets it")
    func rememberedFromSettings() throws {
        var fixture = try EmojiPageFixture(settings: KeyboardSettings(emojiSkinTones: ["👍": "👍🏿"]))
        try Self.onPeople(&fixture)
        let cell = try #require(fixture.cell("👍🏿"))
        let finger = fixture.down(cell.frame.center)
        _ = fixture.wait(0.55)
        let tones = try #require(fixture.page?.tones)
        #expect(tones.selected == 5)
        fixture.move(finger, to: tones.options[0].frame.center)
        let effects = fixture.up(finger, at: tones.options[0].frame.center)
        #expect(effects.insertedText == "👍")
        #expect(effects.lastSavedSettings?.emojiSkinTones == [:])
    }

    @Test("a tone no longer offered by the data is ignored")
    func unknownToneIgnored() throws {
        var fixture = try EmojiPageFixture(settings: KeyboardSettings(emojiSkinTones: ["👍": "🐀"]))
        try Self.onPeople(&fixture)
        #expect(fixture.cell("👍") != nil)
    }

    @Test("🤝 offers each person's tone: the emoji alone, then five rows of five")
    func twoPeople() throws {
        var fixture = try EmojiPageFixture()
        try Self.onPeople(&fixture)
        let handshake = try #require(fixture.cell("🤝")).frame.center
        let finger = fixture.down(handshake)
        _ = fixture.wait(0.55)
        let tones = try #require(fixture.page?.tones)
        #expect(tones.options.count == 26)
        #expect(Set(tones.options.map(\.frame.minY)).count == 6)
        // Second row, third column: the first person light, the second medium.
        let option = tones.options[1 + 2]
        #expect(option.text == "🫱🏻\u{200D}🫲🏽")
        fixture.move(finger, to: option.frame.center)
        #expect(fixture.up(finger, at: option.frame.center).insertedText == "🫱🏻\u{200D}🫲🏽")
        #expect(fixture.state.settings.emojiSkinTones["🤝"] == "🫱🏻\u{200D}🫲🏽")
        // The panel stays inside the keyboard, rising into the toolbar slot at most.
        let model = fixture.engine.render(fixture.state)
        #expect(tones.frame.minX >= 0 && tones.frame.maxX <= model.size.width)
        #expect(tones.frame.minY >= -model.toolbarSlot.height)
    }

    @Test("lifting beside the tones types nothing; an emoji without tones types on a long press")
    func liftBesideAndNoTones() throws {
        var fixture = try EmojiPageFixture()
        try Self.onPeople(&fixture)
        let thumbs = try #require(fixture.cell("👍")).frame.center
        var finger = fixture.down(thumbs)
        _ = fixture.wait(0.55)
        let far = Point(x: thumbs.x, y: thumbs.y + 100)
        fixture.move(finger, to: far)
        #expect(fixture.up(finger, at: far).insertedText.isEmpty)
        let rat = try #require(fixture.cell("🐀")).frame.center
        finger = fixture.down(rat)
        #expect(fixture.up(finger, at: rat, after: 0.7).insertedText == "🐀")
        #expect(fixture.page?.tones == nil)
    }
}
