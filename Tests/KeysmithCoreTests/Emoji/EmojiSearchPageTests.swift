import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The emoji page's search: typed with the keyboard's own letters, the emoji found above them")
struct EmojiSearchPageTests {
    /// The page of the embedded catalog, its search field tapped.
    static func searching(settings: KeyboardSettings = .defaults) throws -> EmojiPageFixture {
        var fixture = try EmojiPageFixture(settings: settings, content: nil)
        try fixture.openPage()
        let bar = try #require(fixture.searchBar)
        #expect(!bar.isSearching)
        #expect(bar.placeholder == "Search Emoji")
        let event = try #require(fixture.engine.render(fixture.state).toolbarSlot.event(at: bar.field.center))
        #expect(event == .panel(.startEmojiSearch))
        fixture.send(event)
        return fixture
    }

    @Test("the field brings the keys back; letters go into the search, not the document, and the emoji found show")
    func typesIntoSearch() throws {
        var fixture = try Self.searching()
        let model = fixture.engine.render(fixture.state)
        #expect(model.panel == nil)
        #expect(!model.keys.isEmpty)
        #expect(!fixture.state.showsPanel && !fixture.state.panelTakesTouches)
        try fixture.typeWithKeys("pizza")
        #expect(fixture.state.document.beforeInput.isEmpty)
        let bar = try #require(fixture.searchBar)
        #expect(bar.isSearching)
        #expect(bar.query.lowercased() == "pizza")
        #expect(bar.results.first?.emoji == "🍕")
        // A result types the emoji; the search goes on.
        let pizza = try #require(bar.results.first)
        let tap = try #require(fixture.engine.render(fixture.state).toolbarSlot.event(at: pizza.frame.center))
        #expect(tap == .panel(.chooseEmojiSearchResult("🍕")))
        let effects = fixture.send(tap)
        #expect(effects.insertedText == "🍕")
        #expect(fixture.state.settings.recentEmoji.map(\.emoji) == ["🍕"])
        #expect(fixture.searchBar?.isSearching == true)
    }

    @Test("delete takes the last letter of the search; return goes back to the grid")
    func deleteAndReturn() throws {
        var fixture = try Self.searching()
        try fixture.typeWithKeys("cat")
        let delete = try #require(fixture.engine.render(fixture.state).keys.first { $0.type == .delete })
        fixture.tap(delete.frame.center)
        #expect(fixture.searchBar?.query.lowercased() == "ca")
        let returnKey = try #require(fixture.engine.render(fixture.state).keys.first { $0.type == .return })
        fixture.tap(returnKey.frame.center)
        #expect(fixture.searchBar?.isSearching == false)
        #expect(fixture.page != nil)
        #expect(fixture.state.document.beforeInput.isEmpty)
    }

    @Test("results show the skin tone the user chose; the close button ends the search, then closes the page")
    func tonesAndClose() throws {
        var fixture = try Self.searching(settings: KeyboardSettings(emojiSkinTones: ["👍": "👍🏽"]))
        try fixture.typeWithKeys("thumbs up")
        let bar = try #require(fixture.searchBar)
        #expect(bar.results.contains { $0.emoji == "👍🏽" })
        #expect(!bar.results.contains { $0.emoji == "👍" })
        let slot = fixture.engine.render(fixture.state).toolbarSlot
        #expect(slot.event(at: bar.closeButton.center) == .panel(.endEmojiSearch))
        fixture.send(.panel(.endEmojiSearch))
        let closed = try #require(fixture.searchBar)
        #expect(
            fixture.engine.render(fixture.state).toolbarSlot.event(at: closed.closeButton.center) == .toolbar(.close))
        fixture.send(.toolbar(.close))
        #expect(fixture.engine.render(fixture.state).panel == nil)
        #expect(fixture.searchBar == nil)
    }

    @Test("the embedded page hides emoji newer than the host's system")
    func hidesNewerEmoji() throws {
        // 🫠 (melting face) is Emoji 14.0; iOS 15.0 draws Emoji 13.1.
        for (version, shown) in [(EmojiVersion(13, 1), false), (EmojiVersion(15, 0), true)] {
            var fixture = try EmojiPageFixture(host: HostContext(emojiVersion: version), content: nil)
            try fixture.openPage()
            #expect((fixture.cell("🫠") != nil) == shown, "\(version)")
        }
    }

    @Test("VoiceOver names an English keyboard's emoji by Unicode's names, a toned form with its tone")
    func englishNames() throws {
        var fixture = try EmojiPageFixture(
            settings: KeyboardSettings(recentEmoji: [RecentEmoji(emoji: "👍🏽", score: 1)]), content: nil)
        try fixture.openPage()
        let cells = try #require(fixture.page).cells
        #expect(cells.first?.accessibilityLabel == "thumbs up: medium skin tone")
        #expect(cells.first { $0.emoji == "😀" }?.accessibilityLabel == "grinning face")
    }
}
