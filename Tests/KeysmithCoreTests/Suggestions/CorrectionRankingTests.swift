import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Correction ranking: frequency, key geometry and taps")
struct CorrectionRankingTests {
    let keys: LetterKeys

    init() throws {
        keys = LetterKeys(geometry: try #require(SuggestionFixtures.englishGeometry))
    }

    @Test("the English layout's letter keys: 26 letters, neighbours one key width apart")
    func letterKeys() throws {
        #expect(keys.count == 26)
        let e = try #require(keys.centre(of: "e")), r = try #require(keys.centre(of: "R"))
        #expect(abs((r.x - e.x) - keys.keyWidth - 6) < 1, "centres are a key and a gap apart")
        #expect(r.y == e.y)
        #expect(keys.centre(of: "'") == nil)
    }

    @Test(
        "between equally frequent words, a slip onto a neighbouring key beats a distant one",
        arguments: [
            ("eat", ["rat", "pat"], "rat"),  // e is next to r, far from p
            ("oat", ["rat", "pat"], "pat"),  // o is next to p, far from r
            ("bat", ["cat", "vat"], "vat"),  // b is next to v; c is two keys away
            ("wuick", ["quick", "trick"], "quick"),  // w is next to q; trick takes two substitutions
        ])
    func neighbouringKeys(typed: String, words: [String], expected: String) throws {
        let lexicon = try SuggestionFixtures.lexicon(
            Dictionary(uniqueKeysWithValues: words.map { ($0, UInt64(1_000)) }))
        let ranking = SpellingCorrector(lexicon: lexicon).rank(typed, keys: keys)
        #expect(ranking.corrections.first?.word == expected)
        // Without the geometry, substitutions all cost the same.
        let flat = SpellingCorrector(lexicon: lexicon, model: .withoutGeometry).rank(typed, keys: keys)
        #expect(
            flat.corrections.allSatisfy {
                $0.editCost == Double($0.distance) * TypingErrorModel.standard.flatSubstitutionCost
            })
    }

    @Test("tap positions decide between equally frequent words: t tapped towards r or towards y")
    func tapsDecide() throws {
        let lexicon = try SuggestionFixtures.lexicon(["rap": 1_000, "yap": 1_000])
        let corrector = SpellingCorrector(lexicon: lexicon)
        let t = try #require(keys.centre(of: "t")), a = try #require(keys.centre(of: "a")),
            p = try #require(keys.centre(of: "p"))
        let towardsR = [Point(x: t.x - 12, y: t.y), a, p]
        let towardsY = [Point(x: t.x + 12, y: t.y), a, p]
        #expect(corrector.rank("tap", taps: towardsR, keys: keys).corrections.map(\.word) == ["rap", "yap"])
        #expect(corrector.rank("tap", taps: towardsY, keys: keys).corrections.map(\.word) == ["yap", "rap"])
        // Ignored when there is not one tap per letter, or when the model does not use taps.
        let centred = corrector.rank("tap", keys: keys).corrections.map(\.score)
        #expect(corrector.rank("tap", taps: [t], keys: keys).corrections.map(\.score) == centred)
        var noTaps = TypingErrorModel.standard
        noTaps.usesTapPositions = false
        #expect(
            SpellingCorrector(lexicon: lexicon, model: noTaps).rank("tap", taps: towardsY, keys: keys).corrections.map(
                \.score) == centred)
    }

    @Test("frequency decides between equally good edits, and an edit that costs less can beat frequency")
    func frequency() throws {
        let lexicon = try SuggestionFixtures.lexicon(["form": 1_000_000, "from": 50_000_000, "farm": 10_000])
        let corrector = SpellingCorrector(lexicon: lexicon)
        #expect(corrector.rank("fomr", keys: keys).corrections.first?.word == "form")
        #expect(corrector.rank("frmo", keys: keys).corrections.first?.word == "from")
        #expect(corrector.rank("frm", keys: keys).corrections.map(\.word) == ["from", "form", "farm"])
    }

    @Test("the typed word itself, when a word, is among the corrections with distance 0")
    func typedWordItself() throws {
        let lexicon = try SuggestionFixtures.lexicon(["cat": 10, "car": 1_000])
        let ranking = SpellingCorrector(lexicon: lexicon).rank("cat", keys: keys)
        #expect(ranking.corrections.contains { $0.word == "cat" && $0.distance == 0 && $0.editCost == 0 })
    }

    @Test("words of the user's are candidates too")
    func extraWords() throws {
        let lexicon = try SuggestionFixtures.lexicon(["the": 1_000])
        let ranking = SpellingCorrector(lexicon: lexicon).rank(
            "keysmiht", keys: keys, extraWords: [.init(word: "Keysmith", logFrequency: 10)])
        #expect(ranking.corrections.first?.word == "Keysmith")
        #expect(ranking.corrections.first?.distance == 1)
    }

    @Test(
        "common misspellings with the embedded English lexicon",
        arguments: [
            ("teh", "the"), ("recieve", "receive"), ("wierd", "weird"), ("becuase", "because"), ("adress", "address"),
            ("goverment", "government"), ("untill", "until"), ("definately", "definitely"),
            ("acomodate", "accommodate"),
            ("thsi", "this"), ("tge", "the"), ("occured", "occurred"),
        ])
    func english(typed: String, expected: String) throws {
        let ranking = SpellingCorrector(lexicon: try Lexicon.english()).rank(typed, keys: keys)
        #expect(ranking.corrections.first?.word == expected)
    }

    @Test("no correction for nothing, and none for a word longer than 62 characters")
    func limits() throws {
        let corrector = SpellingCorrector(lexicon: try SuggestionFixtures.lexicon(["a": 1]))
        #expect(corrector.rank("", keys: keys).corrections.isEmpty)
        #expect(corrector.rank(String(repeating: "a", count: 63), keys: keys).corrections.isEmpty)
        #expect(corrector.rank("b", keys: keys).corrections.map(\.word) == ["a"])
    }
}
