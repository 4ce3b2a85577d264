import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Recent emoji: by recency and frequency, capped, saved with the settings, never learned in private fields")
struct RecentEmojiTests {
    static func recents(_ uses: [String]) -> [RecentEmoji] {
        uses.reduce([]) { RecentEmoji.recording($1, in: $0) }
    }

    @Test("the emoji just typed comes first; one typed often stays ahead of one typed once before it")
    func order() {
        #expect(Self.recents(["😀", "👍", "🎉"]).map(\.emoji) == ["🎉", "👍", "😀"])
        // 😀 three times (score 2.71 before the 👍), then 👍 once: 😀 2.44, 👍 1.
        #expect(Self.recents(["😀", "😀", "😀", "👍"]).map(\.emoji) == ["😀", "👍"])
        // …until 👍 is typed twice more.
        #expect(Self.recents(["😀", "😀", "😀", "👍", "👍", "👍"]).map(\.emoji) == ["👍", "😀"])
        let scores = Self.recents(["😀", "😀"]).map(\.score)
        #expect(abs(scores[0] - 1.9) < 1e-12)
    }

    @Test(
        "at most thirty are kept; the lowest falls off, and a favourite outlasts as many newer ones as its uses allow")
    func capacity() {
        // 😀 typed five times (4.1) then forty others: 4.1 × 0.9⁴⁰ = 0.06 still beats the oldest of
        // the newer ones (0.9²⁹ = 0.047), so 😀 stays and that one falls off.
        let forty = (0x1F400..<0x1F428).map { String(Character(Unicode.Scalar($0)!)) }
        let kept = Self.recents(["😀", "😀", "😀", "😀", "😀"] + forty)
        #expect(kept.count == RecentEmoji.capacity)
        #expect(kept.contains { $0.emoji == "😀" })
        #expect(!kept.contains { $0.emoji == forty[forty.count - 30] })
        #expect(kept.map(\.score) == kept.map(\.score).sorted(by: >))
        // Five more, and it falls off in turn.
        let uses = (0x1F400..<0x1F42D).map { String(Character(Unicode.Scalar($0)!)) }
        let recents = Self.recents(["😀", "😀", "😀", "😀", "😀"] + uses)
        #expect(recents.count == RecentEmoji.capacity)
        #expect(recents.first?.emoji == uses.last)
        #expect(!recents.contains { $0.emoji == "😀" })
        #expect(recents.contains { $0.emoji == uses[uses.count - 30] })
    }

    @Test("an emoji typed from the page is saved among the recents, which become the first category")
    func recordedAndShown() throws {
        var fixture = try EmojiPageFixture()
        try fixture.openPage()
        let grin = try #require(fixture.cell("😄"))
        let effects = fixture.tap(grin.frame.center)
        #expect(effects.lastSavedSettings?.recentEmoji.map(\.emoji) == ["😄"])
        #expect(fixture.state.settings.recentEmoji.map(\.emoji) == ["😄"])
        // The grid does not move under the finger: the recents show the next time the page opens.
        #expect(fixture.page?.cells.first?.emoji == "😀")
        fixture.tap(try #require(fixture.page).lettersButton.frame.center)
        try fixture.openPage()
        let recents = try #require(fixture.tab(.recents))
        fixture.tap(recents.frame.center)
        let page = try #require(fixture.page)
        #expect(page.cells.first?.emoji == "😄")
        #expect(page.categories.first(where: \.isSelected)?.category == .recents)
        #expect(page.title.text == "Frequently Used")
        // A tap on a recent types it again.
        #expect(fixture.tap(page.cells[0].frame.center).insertedText == "😄")
        #expect(fixture.state.settings.recentEmoji.count == 1)
    }

    @Test(
        "nothing is recorded where nothing may be learned: secure, email and URL fields, or autocorrection off",
        arguments: [
            HostContext(isSecureTextEntry: true), HostContext(keyboardType: .email),
            HostContext(keyboardType: .url), HostContext(allowsAutocorrection: false),
        ])
    func notLearnedInPrivateFields(host: HostContext) throws {
        // The email and URL layouts have no emoji key: the field shows the English letters here.
        var fixture = try EmojiPageFixture(
            host: host, layoutName: "English",
            settings: KeyboardSettings(recentEmoji: [RecentEmoji(emoji: "🎉", score: 1)]))
        try fixture.openPage()
        let grin = try #require(fixture.cell("😄"))
        let effects = fixture.tap(grin.frame.center)
        #expect(effects.insertedText == "😄")
        #expect(effects.lastSavedSettings == nil)
        #expect(fixture.state.settings.recentEmoji.map(\.emoji) == ["🎉"])
    }

    @Test("the recents and tones are written to the settings file and read back; bad entries are reported")
    func settingsFile() throws {
        let settings = KeyboardSettings(
            emojiSkinTones: ["👍": "👍🏽", "🤝": "🫱🏻\u{200D}🫲🏽"],
            recentEmoji: [RecentEmoji(emoji: "🎉", score: 1.9), RecentEmoji(emoji: "👍🏽", score: 0.81)])
        let text = String(decoding: settings.encoded(), as: UTF8.self)
        #expect(text.contains("\"recentEmoji\": [\n    {\"emoji\": \"🎉\", \"score\": 1.9},"))
        let decoded = KeyboardSettings.decode(SourceText(name: "settings.json", text: text))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.settings == settings)

        let bad = """
            {"emojiSkinTones": {"👍": 3}, "recentEmoji": [{"emoji": "🎉", "score": 1}, "🎉", {"emoji": "👍"}]}
            """
        let read = KeyboardSettings.decode(SourceText(name: "settings.json", text: bad))
        #expect(read.settings.emojiSkinTones == [:])
        #expect(read.settings.recentEmoji == [RecentEmoji(emoji: "🎉", score: 1)])
        let messages = read.diagnostics.map(\.description)
        #expect(messages.count == 3)
        #expect(messages.allSatisfy { $0.hasPrefix("settings.json:1:") })
    }
}
