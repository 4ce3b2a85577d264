import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Contractions typed without their apostrophe")
struct ContractionTests {
    let keys: LetterKeys

    init() throws {
        keys = LetterKeys(geometry: try #require(SuggestionFixtures.englishGeometry))
    }

    /// The model as it was before a missing apostrophe became cheap and contractions got a floor
    /// under their frequency, when a letter without its tap was also taken as a tap spread half a
    /// key around its key's centre.
    static var dearApostrophe: TypingErrorModel {
        var model = TypingErrorModel.standard
        model.apostropheOmissionCost = 1.5
        model.contractionLogFrequency = 0
        model.typedKeySpread = 0.5
        return model
    }

    @Test(
        "with the embedded English lexicon, the contraction comes first",
        arguments: [
            ("dont", "don't"), ("youre", "you're"), ("im", "i'm"), ("ive", "i've"), ("doesnt", "doesn't"),
            ("isnt", "isn't"), ("theyre", "they're"), ("thats", "that's"),
            ("didnt", "didn't"), ("arent", "aren't"), ("oclock", "o'clock"),
        ])
    func english(typed: String, expected: String) throws {
        let ranking = SpellingCorrector(lexicon: try Lexicon.english()).rank(typed, keys: keys)
        #expect(ranking.corrections.first?.word == expected)
        #expect(ranking.corrections.first?.distance == 1)
    }

    @Test(
        "common words spelt like a contraction without its apostrophe stay first", arguments: ["were", "well", "its"])
    func commonWordsStay(typed: String) throws {
        let ranking = SpellingCorrector(lexicon: try Lexicon.english()).rank(typed, keys: keys)
        #expect(ranking.corrections.first?.word == typed)
        #expect(ranking.corrections.first?.distance == 0)
    }

    @Test("a placeholder count no longer lets a slip onto a neighbouring key win: dont is don't, not font")
    func placeholderCount() throws {
        // The counts of the embedded list: don't has the placeholder every contraction there has.
        let lexicon = try SuggestionFixtures.lexicon([
            "font": 30_327_965, "don't": 300_000, "in": 8_469_404_971, "i'm": 300_000,
        ])
        let corrector = SpellingCorrector(lexicon: lexicon)
        #expect(corrector.rank("dont", keys: keys).corrections.map(\.word) == ["don't", "font"])
        #expect(corrector.rank("im", keys: keys).corrections.first?.word == "i'm")
        // What the floor and the cheap omission change: without them, the slip wins.
        let before = SpellingCorrector(lexicon: lexicon, model: Self.dearApostrophe)
        #expect(before.rank("dont", keys: keys).corrections.first?.word == "font")
        #expect(before.rank("im", keys: keys).corrections.first?.word == "in")
    }

    @Test("leaving out the apostrophe costs the model's apostrophe omission and nothing else")
    func omissionCost() throws {
        let lexicon = try SuggestionFixtures.lexicon(["don't": 300_000, "o'clock": 300_000])
        let model = TypingErrorModel.standard
        for (typed, word) in [("dont", "don't"), ("oclock", "o'clock")] {
            let correction = try #require(SpellingCorrector(lexicon: lexicon).rank(typed, keys: keys).corrections.first)
            #expect(correction.word == word)
            #expect(correction.editCost == model.apostropheOmissionCost)
            #expect(
                abs(
                    correction.score
                        - (model.frequencyWeight * model.contractionLogFrequency - model.apostropheOmissionCost)) < 1e-9
            )
        }
        // A word with an apostrophe already counted as often as the floor keeps its own count.
        let frequent = try SuggestionFixtures.lexicon(["don't": 1_000_000_000])
        let score = try #require(
            SpellingCorrector(lexicon: frequent).rank("don't", keys: keys).corrections.first?.score)
        #expect(
            abs(score - model.frequencyWeight * Double(LexiconFormat.score(forCount: 1_000_000_000) - 1) / 1000) < 1e-9)
    }

    @Test("space autocorrects dont to don't, in the case typed")
    func autocorrection() throws {
        let provider = SuggestionProvider(lexicon: try Lexicon.english())
        let lower = provider.suggestions(for: TextContext(beforeInput: "I dont"), keys: keys, host: .standard)
        #expect(lower.autocorrection?.text == "don't")
        #expect(lower.suggestions.map(\.text).prefix(2) == ["dont", "don't"])
        let capital = provider.suggestions(for: TextContext(beforeInput: "Dont"), keys: keys, host: .standard)
        #expect(capital.autocorrection?.text == "Don't")
    }

    @Test(
        "the letters before a contraction's apostrophe complete to it, beside the words they start",
        arguments: [
            ("don", "don't"), ("wont", "won't"), ("cant", "can't"), ("isn", "isn't"), ("didn", "didn't"),
            ("doesn", "doesn't"), ("couldn", "couldn't"), ("wouldn", "wouldn't"), ("haven", "haven't"),
            ("wasn", "wasn't"), ("aren", "aren't"),
        ])
    func completesToContraction(typed: String, contraction: String) throws {
        let provider = SuggestionProvider(lexicon: try Lexicon.english())
        let bar = provider.suggestions(for: TextContext(beforeInput: "I " + typed), keys: keys, host: .standard)
        #expect(bar.suggestions.map(\.text).contains(contraction), "\(bar.suggestions.map(\.text))")
    }

    @Test("completion counts a contraction as correction does: don completes to don't beside done")
    func completionFloor() throws {
        let provider = SuggestionProvider(lexicon: try Lexicon.english())
        // don't has the placeholder count of the word list, below donate's and donald's.
        #expect(try !Lexicon.english().completions(of: "don", limit: 4).map(\.word).contains("don't"))
        #expect(provider.completions(of: "don").prefix(3) == ["done", "don't", "don"])
        // Without the floor, as before.
        let before = SuggestionProvider(lexicon: try Lexicon.english(), model: Self.dearApostrophe)
        #expect(!before.completions(of: "don").contains("don't"))
    }
}
