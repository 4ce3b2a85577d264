import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The emoji page in the keyboard's language: its titles, tabs, search field and ranking")
struct EmojiPageLanguageTests {
    @Test("a French or German keyboard's page titles its groups and tabs with CLDR's labels")
    func titles() throws {
        let expected: [(language: String, smileys: String, animals: String, flags: String)] = [
            ("fr_FR", "émoticône", "animaux et nature", "drapeaux"),
            ("de_DE", "Smiley", "Flora und Fauna", "Flaggen"),
            ("es_ES", "Emoticonos", "Animales y naturaleza", "Banderas"),
            ("en_US", "Smileys & Emotion", "Animals & Nature", "Flags"),
        ]
        for (language, smileys, animals, flags) in expected {
            var fixture = try EmojiPageFixture(content: nil, language: language)
            try fixture.openPage()
            let page = try #require(fixture.page, "\(language)")
            #expect(page.title.text == smileys, "\(language)")
            #expect(fixture.tab(.animalsAndNature)?.accessibilityLabel == animals, "\(language)")
            #expect(fixture.tab(.flags)?.accessibilityLabel == flags, "\(language)")
            // The drawn title is the label in capitals.
            let drawn = DisplayList(model: fixture.engine.render(fixture.state)).texts.map(\.string)
            #expect(drawn.contains(smileys.uppercased()), "\(language)")
            // The tab jumps to its group, whose name is then the title.
            let tab = try #require(fixture.tab(.animalsAndNature))
            fixture.tap(tab.frame.center)
            #expect(fixture.page?.title.text == animals, "\(language)")
        }
    }

    @Test("the search field says search in the keyboard's language; English keeps Search Emoji")
    func placeholder() throws {
        for (language, placeholder) in [
            ("fr_FR", "Rechercher"), ("de_DE", "Suchen"), ("it_IT", "Cerca"), ("pt_BR", "Buscar"),
            ("en_GB", "Search Emoji"),
        ] {
            var fixture = try EmojiPageFixture(language: language)
            try fixture.openPage()
            #expect(fixture.searchBar?.placeholder == placeholder, "\(language)")
        }
    }

    @Test("the engine's emoji popularity ranks the page's search results of equal quality")
    func popularity() throws {
        var fixture = try EmojiPageFixture(content: nil, language: "it_IT")
        let catalog = try EmojiCatalog.embedded()
        try fixture.openPage()
        let bar = try #require(fixture.searchBar)
        fixture.send(try #require(fixture.engine.render(fixture.state).toolbarSlot.event(at: bar.field.center)))
        try fixture.typeWithKeys("gatto")
        let plain = try #require(fixture.searchBar).results.map(\.emoji)
        #expect(plain.first == "🐈")
        // The keyword matches of `gatto` in Unicode's order, then the same ranked by a popularity
        // that puts the last of them first.
        let keywordMatches = catalog.search("gatto", language: "it", limit: 40).filter { $0.match == .keyword }
        let last = try #require(keywordMatches.last).emoji.characters
        fixture.engine.emojiPopularity = try EmojiPopularity(text: "*\t😀\nit\t\(last)\n", catalog: catalog)
        fixture.send(.panel(.endEmojiSearch))
        fixture.send(.panel(.startEmojiSearch))
        try fixture.typeWithKeys("gatto")
        let ranked = try #require(fixture.searchBar).results.map(\.emoji)
        #expect(ranked.first == "🐈")
        #expect(ranked[1] == last)
        #expect(ranked.count == plain.count)
    }
}
