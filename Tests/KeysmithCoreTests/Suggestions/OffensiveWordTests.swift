import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// The tests stand made-up words in for offensive ones: `heck` and `darn` are on their list.
@Suite("Offensive words are never offered unless typed whole")
struct OffensiveWordTests {
    static let counts: [String: UInt64] = [
        "heck": 900_000, "hello": 500_000, "help": 400_000, "helm": 300_000, "darn": 1_000_000, "dark": 2_000,
        "the": 800_000, "he": 2_000_000,
    ]
    static let list = OffensiveWords(["Heck", "DARN"])
    let keys: LetterKeys
    let provider: SuggestionProvider

    init() throws {
        keys = LetterKeys(geometry: try #require(SuggestionFixtures.englishGeometry))
        var provider = SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(Self.counts))
        provider.offensiveWords = Self.list
        self.provider = provider
    }

    func bar(_ written: String, blocking: Bool = true) -> SuggestionResult {
        var provider = provider
        provider.blocksOffensiveWords = blocking
        return provider.suggestions(for: TextNotation.context(written), keys: keys, host: .standard)
    }

    @Test("a completion that is an offensive word is left out, in any case, and the next word takes its place")
    func completion() {
        #expect(bar("he‸").suggestions.map(\.text) == ["he", "hello", "help"])
        #expect(bar("He‸").suggestions.map(\.text) == ["He", "Hello", "Help"])
        #expect(provider.completions(of: "hec") == [])
        #expect(bar("he‸", blocking: false).suggestions.map(\.text) == ["he", "heck", "hello"])
    }

    @Test("a correction that is an offensive word is neither offered nor applied by space")
    func correction() {
        let blocked = bar("dsrn‸")
        #expect(!blocked.suggestions.contains { $0.text.lowercased() == "darn" })
        #expect(blocked.autocorrection == nil)
        #expect(provider.corrections(of: "dsrn", keys: keys).corrections.map(\.word) == ["dark"])
        let allowed = bar("dsrn‸", blocking: false)
        #expect(allowed.suggestions.map(\.text).contains("darn"))
        #expect(allowed.autocorrection == Suggestion(text: "darn", kind: .correction))
    }

    @Test("a word typed whole is left alone: offered as itself, kept by space, and among its own corrections")
    func typedWhole() {
        let result = bar("heck‸")
        #expect(result.suggestions.first == .typed("heck", isKnown: true))
        #expect(result.autocorrection == nil)
        #expect(provider.completions(of: "heck").first == "heck")
        #expect(provider.corrections(of: "Darn", keys: keys).corrections.first?.word == "darn")
    }

    @Test("a predicted next word that is an offensive word is left out")
    func prediction() throws {
        var provider = provider
        provider.languageModel = try PredictionFixtures.model(
            PredictionFixtures.repeated("you are a heck", 6) + PredictionFixtures.repeated("you are a star", 4)
                + PredictionFixtures.repeated("you are a friend", 3) + PredictionFixtures.repeated("you are a cat", 2))
        func predicted(blocking: Bool) -> [String] {
            provider.blocksOffensiveWords = blocking
            return provider.suggestions(
                for: TextNotation.context("you are a ‸"), keys: keys, host: .noAutocapitalization
            ).suggestions.map(\.text)
        }
        #expect(predicted(blocking: true) == ["star", "friend", "cat"])
        #expect(predicted(blocking: false) == ["heck", "star", "friend"])
    }

    @Test("a swiped word that is an offensive word is left out, unless the setting is off")
    func swipe() throws {
        let engine = KeyboardEngine(
            configuration: try #require(KeyboardConfiguration.embedded().value), suggestionProvider: provider)
        var state = engine.initialState(host: .noAutocapitalization)
        var generator = SplitMix64(seed: 1)
        let stroke = try #require(
            SyntheticStroke.stroke(
                for: "heck", keys: SwipeKeys(geometry: state.geometry), bounds: state.geometry.bounds, noise: .none,
                using: &generator))
        let blocked = engine.swipeCandidates(for: stroke, in: state, limit: 3).map(\.word)
        #expect(!blocked.isEmpty)
        #expect(!blocked.contains("heck"))
        let request = SwipeRequest(
            id: 1, stroke: stroke, keys: SwipeKeys(geometry: state.geometry), language: nil,
            document: TextContext(beforeInput: ""))
        #expect(!engine.swipeCandidates(for: request).candidates.contains { $0.word == "heck" })

        var settings = state.settings
        settings.blocksOffensiveWords = false
        _ = engine.handle(.settingsChanged(settings), state: &state)
        #expect(engine.swipeCandidates(for: stroke, in: state, limit: 3).first?.word == "heck")
        var allowing = request
        allowing.blocksOffensiveWords = false
        #expect(engine.swipeCandidates(for: allowing).candidates.first?.word == "heck")
    }

    @Test("the bar follows the setting, on by default; its toggle in the settings panel saves it")
    func setting() throws {
        #expect(KeyboardSettings.defaults.blocksOffensiveWords)
        var session = try TouchSession(host: .noAutocapitalization, suggestions: provider)
        session.openPanel("Settings")
        let toggle = try #require(SettingsPanelTests.toggle(.blockOffensiveWords, in: session))
        #expect(toggle.title == "Block Offensive Words")
        #expect(toggle.isOn)
        let effects = session.tapPanel(at: toggle.frame.center)
        #expect(!session.state.settings.blocksOffensiveWords)
        #expect(effects.contains(.saveSettings(session.state.settings)))
        _ = session.tapClose()

        session.type("he")
        #expect(session.state.suggestions.suggestions.map(\.text) == ["he", "heck", "hello"])
        // Turned on in the container app: the bar is worked out again at once.
        var settings = session.state.settings
        settings.blocksOffensiveWords = true
        _ = session.send(.settingsChanged(settings))
        #expect(session.state.suggestions.suggestions.map(\.text) == ["he", "hello", "help"])

        let without = KeyboardEngine(configuration: try #require(KeyboardConfiguration.embedded().value))
        #expect(!without.offers(.blockOffensiveWords, in: without.initialState()))
    }

    @Test("the setting is stored, and a settings file without it blocks")
    func stored() throws {
        let off = KeyboardSettings(blocksOffensiveWords: false)
        #expect(KeyboardSettings.decode(SourceText(name: "settings.json", bytes: off.encoded())).settings == off)
        #expect(String(decoding: off.encoded(), as: UTF8.self).contains(#""blocksOffensiveWords": false"#))
        let old = KeyboardSettings.decode(SourceText(name: "settings.json", text: #"{"swipeTyping": false}"#)).settings
        #expect(old.blocksOffensiveWords)
        #expect(try JSONDecoder().decode(KeyboardSettings.self, from: Data("{}".utf8)).blocksOffensiveWords)
    }

    @Test("the sentence's language chooses the list, as it chooses the lexicon")
    func languages() throws {
        let english = try SuggestionFixtures.lexicon(["heck": 900_000, "hello": 500_000, "the": 800_000])
        let french = try SuggestionFixtures.lexicon(["hector": 900_000, "hello": 10, "le": 900_000])
        var provider = SuggestionProvider(lexicon: english, languageLexicons: ["en_US": english, "fr_FR": french])
        provider.offensiveWords = OffensiveWords(["heck"])
        provider.languageOffensiveWords = ["en_US": OffensiveWords(["heck"]), "fr_FR": OffensiveWords(["hector"])]
        let inFrench = try #require(
            provider.forSentence(of: TextNotation.context("le he‸"), activeLanguage: "en_US"))
        #expect(inFrench.offensiveWords == OffensiveWords(["hector"]))
        #expect(!inFrench.completions(of: "he").contains("hector"))
        #expect(provider.offensiveWords(forLanguage: "fr_CA") == OffensiveWords(["hector"]))
    }
}
