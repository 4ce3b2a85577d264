import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// Learned words and phrases in the swipe decoder: a learned word the lexicon lacks can be swiped,
/// and a learned phrase weighs the stroke's words.
struct LearnedSwipeTests {
    static let counts: [String: UInt64] = ["to": 1_000_000, "too": 300_000, "me": 500_000, "hello": 200_000]

    static func candidates(for word: String, after text: String, learned: LearnedWords) throws -> [String] {
        var provider = SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(Self.counts))
        provider.learnedWords = learned
        let engine = KeyboardEngine(
            configuration: try #require(KeyboardConfiguration.embedded().value), suggestionProvider: provider)
        var state = engine.initialState(host: .noAutocapitalization)
        _ = engine.handle(.documentChanged(TextContext(beforeInput: text)), state: &state)
        let stroke = try #require(SwipeFixtures.exactStroke(word, keys: SwipeKeys(geometry: state.geometry)))
        return engine.swipeCandidates(for: stroke, in: state, limit: 3).map(\.word)
    }

    @Test("a learned word the lexicon lacks is swiped, and not before it is learned")
    func learnedWordIsSwiped() throws {
        #expect(try !Self.candidates(for: "keysmith", after: "", learned: LearnedWords()).contains("keysmith"))
        let learned = LearnedWords(learned: ["keysmith"])
        #expect(try Self.candidates(for: "keysmith", after: "", learned: learned).first == "keysmith")
    }

    @Test("a phrase the user typed weighs the stroke: `too` after a learned `me too`, `to` otherwise")
    func learnedPhraseWeighsTheStroke() throws {
        #expect(try Self.candidates(for: "too", after: "me ", learned: LearnedWords()).first == "to")
        var learned = LearnedWords()
        for _ in 0..<3 { learned.notePhrase(["<s>", "me", "too"], host: .standard) }
        #expect(try Self.candidates(for: "too", after: "me ", learned: learned).first == "too")
    }

    @Test("words learned one after the other do not push the lexicon's swipe decoder out of the cache")
    func learnedListsKeepTheLexiconDecoder() throws {
        let engine = KeyboardEngine(configuration: try #require(KeyboardConfiguration.embedded().value))
        let keys = SwipeKeys(geometry: engine.initialState(host: .standard).geometry)
        let cache = SwipeDecoderCache()
        let lexicon = try SuggestionFixtures.lexicon(Self.counts)
        let first = cache.decoder(keys: keys, lexicon: lexicon, name: "")
        var learned: [String] = []
        for word in ["keysmith", "swiftui", "hummingbird", "jamo", "pinyin", "kanji", "hangul", "zhuyin"] {
            learned.append(word)
            let words = learned
            _ = try cache.learnedDecoder(keys: keys, words: words) {
                try SuggestionFixtures.lexicon(Dictionary(uniqueKeysWithValues: words.map { ($0, 10) }))
            }
        }
        var built = false
        let again = cache.decoder(
            keys: keys,
            lexicon: {
                built = true
                return lexicon
            }(), name: "")
        #expect(!built)
        #expect(again === first)
        var rebuilt = false
        let words = learned
        _ = try cache.learnedDecoder(keys: keys, words: words) {
            rebuilt = true
            return try SuggestionFixtures.lexicon(Dictionary(uniqueKeysWithValues: words.map { ($0, 10) }))
        }
        #expect(!rebuilt, "the decoder of the same list is kept")
    }
}
