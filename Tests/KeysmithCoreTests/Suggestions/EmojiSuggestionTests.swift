import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// Emoji in the suggestion bar: the word being typed names an emoji in the keyboard's language.
struct EmojiSuggestionTests {
    static func provider() throws -> SuggestionProvider {
        SuggestionProvider(
            lexicon: try SuggestionFixtures.lexicon([
                "pizza": 90_000, "pizzas": 20_000, "pizzeria": 10_000, "cat": 80_000, "cats": 30_000, "ok": 50_000,
                "the": 5_000_000, "coeur": 1_000, "cœur": 90_000,
            ]))
    }

    static let lowercaseField = HostContext.noAutocapitalization

    @Test(arguments: SuggestionTiming.prompt)
    func aWordThatNamesAnEmojiOffersItLastInTheBar(timing: SuggestionTiming) throws {
        var session = try TouchSession(
            host: Self.lowercaseField, suggestions: try Self.provider(), suggestionTiming: timing)
        session.type("pizza")
        let shown = session.shownSuggestions
        #expect(shown.map(\.text) == ["pizza", "pizzas", "🍕"])
        #expect(shown.last?.kind == .emoji)
        #expect(shown.last?.accessibilityLabel == "pizza")
        #expect(shown.last?.isAutocorrection == false)
        session.tapSuggestion("🍕")
        #expect(session.settle() == "🍕 ‸")
    }

    @Test("a capitalised word names its emoji too, and space never puts the emoji in")
    func capitalisedAndSpace() throws {
        var session = try TouchSession(suggestions: try Self.provider())
        session.type("Cat")
        #expect(session.shownSuggestions.last?.text == "🐈")
        #expect(session.state.suggestions.autocorrection == nil)
        session.type(" ")
        #expect(session.settle() == "Cat ‸")
    }

    @Test("in the keyboard's language: coeur on a French keyboard")
    func french() throws {
        let configuration = try LanguageKeyboards.configuration("fr_FR")
        var session = try TouchSession(
            host: Self.lowercaseField, configuration: configuration, suggestions: try Self.provider())
        session.type("coeur")
        let emoji = try #require(session.shownSuggestions.last)
        #expect(emoji.text == "❤️")
        #expect(emoji.accessibilityLabel == "cœur rouge")
        // The English keyboard knows no `coeur`.
        var english = try TouchSession(host: Self.lowercaseField, suggestions: try Self.provider())
        english.type("coeur")
        #expect(!english.shownSuggestions.contains { $0.kind == .emoji })
    }

    @Test("the active language of a keyboard of several: coeur once French is chosen")
    func activeLanguage() throws {
        let engine = KeyboardEngine(
            configuration: try BilingualFixture.configuration(), suggestionProvider: try Self.provider())
        var state = engine.initialState(host: Self.lowercaseField)
        #expect(state.language == "en_US")
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "coeur")), state: &state)
        #expect(!state.suggestions.suggestions.contains { $0.kind == .emoji })
        _ = engine.handle(.selectLanguage("fr_FR"), state: &state)
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "le coeur")), state: &state)
        #expect(state.suggestions.suggestions.last?.text == "❤️")
    }

    @Test("short words, words inside other text and fields without suggestions offer no emoji")
    func notOffered() throws {
        var short = try TouchSession(host: Self.lowercaseField, suggestions: try Self.provider())
        short.type("ok")
        #expect(!short.shownSuggestions.contains { $0.kind == .emoji })

        let engine = KeyboardEngine(
            configuration: try #require(KeyboardConfiguration.embedded().value), suggestionProvider: try Self.provider()
        )
        var state = engine.initialState(host: Self.lowercaseField)
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "pizza")), state: &state)
        #expect(state.suggestions.suggestions.last?.kind == .emoji)
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "pizz", afterInput: "a")), state: &state)
        #expect(!state.suggestions.suggestions.contains { $0.kind == .emoji })

        let result = SuggestionResult(word: "o'k", suggestions: [], autocorrection: nil)
        #expect(result.addingEmoji(language: "en", upTo: nil).suggestions.isEmpty)
        let numbers = SuggestionResult(word: "100", suggestions: [], autocorrection: nil)
        #expect(numbers.addingEmoji(language: "en", upTo: nil).suggestions.isEmpty)
    }

    @Test("a set turns emoji suggestions off with emojiSuggestions: false")
    func setOption() throws {
        var configuration = try #require(KeyboardConfiguration.embedded().value)
        #expect(configuration.set.emojiSuggestions)
        configuration.set.emojiSuggestions = false
        var session = try TouchSession(
            host: Self.lowercaseField, configuration: configuration, suggestions: try Self.provider())
        session.type("pizza")
        #expect(session.shownSuggestions.map(\.text) == ["pizza", "pizzas"])
    }

    @Test("an emoji newer than the host's system is not offered")
    func newerThanTheSystem() throws {
        var host = Self.lowercaseField
        let result = SuggestionResult(
            word: "goose", suggestions: [.typed("goose", isKnown: false)], autocorrection: nil)
        #expect(result.addingEmoji(language: "en", upTo: nil).suggestions.map(\.text) == ["goose", "🪿"])
        #expect(result.addingEmoji(language: "en", upTo: EmojiVersion(14, 0)).suggestions.map(\.text) == ["goose"])
        host.emojiVersion = EmojiVersion(14, 0)
        var session = try TouchSession(host: host, suggestions: try Self.provider())
        session.type("goose")
        #expect(!session.shownSuggestions.contains { $0.kind == .emoji })
        #expect(
            HostTraits(
                operatingSystemVersion: OperatingSystemVersion(majorVersion: 15, minorVersion: 4, patchVersion: 0)
            )
            .hostContext.emojiVersion == EmojiVersion(14, 0))
        #expect(HostTraits().hostContext.emojiVersion == nil)
    }

    @Test("the set's emojiSuggestions is read from its manifest")
    func manifest() throws {
        let text = #"{"name": "x", "layouts": ["A"], "keyboardTypes": {"numberPad": "A", "decimalPad": "A"}"#
        let off = KeyboardSet.load(text: text + #", "emojiSuggestions": false}"#, name: "Keyboard.json")
        #expect(off.value?.emojiSuggestions == false)
        #expect(off.diagnostics.isEmpty)
        #expect(KeyboardSet.load(text: text + "}", name: "Keyboard.json").value?.emojiSuggestions == true)
        let wrong = KeyboardSet.load(text: text + #", "emojiSuggestions": "no"}"#, name: "Keyboard.json")
        #expect(wrong.diagnostics.map(\.pointer.description) == ["/emojiSuggestions"])
    }
}
