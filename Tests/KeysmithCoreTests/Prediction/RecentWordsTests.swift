import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Recent words: the text being written in the predictions and completions")
struct RecentWordsTests {
    let provider: SuggestionProvider

    init() throws {
        var provider = try PredictionFixtures.provider(
            NextWordPredictionTests.counts, model: try PredictionFixtures.model(PredictionFixtures.english))
        // As the language data sets up a language with a model.
        provider.unseenWords = provider.languageModel.map { UnseenWords(model: $0, lexicon: provider.lexicon) }
        self.provider = provider
    }

    func bar(_ written: String, recentWords: Int = RecentWords.defaultLimit) -> [String] {
        var provider = provider
        provider.recentWords = recentWords
        return provider.suggestions(for: TextNotation.context(written), keys: nil, host: .standard).suggestions
            .map(\.text)
    }

    @Test("a name written earlier completes from its first letters, though neither the model nor the lexicon has it")
    func completesANameOfTheText() {
        #expect(bar("I'll see Zyxglorp soon. Then Zy‸").contains("Zyxglorp"))
        #expect(!bar("I'll see Zyxglorp soon. Then Zy‸", recentWords: 0).contains("Zyxglorp"))
        // The text read is the text before the word: a word after the cursor is not written yet.
        #expect(!bar("Then Zy‸ I'll see Zyxglorp soon.").contains("Zyxglorp"))
    }

    @Test("after a word, what followed it earlier in the text is predicted")
    func predictsWhatFollowedBefore() {
        let shown = bar("I think zyxglorp. I think ‸")
        #expect(shown.first == "so", "the model's own likeliest word stays first")
        #expect(shown.contains("zyxglorp"))
        #expect(!bar("I think zyxglorp. I think ‸", recentWords: 0).contains("zyxglorp"))
        #expect(!bar("I think ‸").contains("zyxglorp"))
        // A word just written is not predicted for having been written: only what followed the
        // same word is.
        #expect(!bar("I'll see zyxglorp ‸").contains("zyxglorp"))
        #expect(!bar("I'll see ‸").contains("see"))
    }

    @Test("without earlier text the bar is the model's alone")
    func neutral() {
        for written in ["I'll see ‸", "‸", "I think ‸", "th‸"] {
            #expect(bar(written) == bar(written, recentWords: 0), "\(written)")
        }
    }

    @Test("the words are split as the model was counted, sentence by sentence, and only the last ones are kept")
    func splitting() {
        let tokenizer = CorpusTokenizer(language: "en", lexicon: nil)
        let words = tokenizer.recentWords(before: "The cat sat. I’ll see you\nwe drive ", limit: 100)
        #expect(words == ["<s>", "The", "cat", "sat", "<s>", "I'll", "see", "you", "<s>", "we", "drive"])
        #expect(tokenizer.recentWords(before: "The cat sat. I'll see you", limit: 3) == ["I'll", "see", "you"])
        #expect(tokenizer.recentWords(before: "", limit: 10).isEmpty)
        #expect(tokenizer.recentWords(before: "words", limit: 0).isEmpty)
        let french = CorpusTokenizer(language: "fr", lexicon: nil)
        #expect(french.recentWords(before: "je vois l'homme ", limit: 3) == ["vois", "l'", "homme"])
    }

    @Test("only the end of a long text is read: the last words, none cut, and a cut sentence without its start")
    func longText() {
        let tokenizer = CorpusTokenizer(language: "en", lexicon: nil)
        let text = String(repeating: "alpha beta gamma delta. ", count: 2_000) + "one two three"
        let words = tokenizer.recentWords(before: text, limit: 50)
        #expect(words.count > 40 && words.count <= 50)
        #expect(words.suffix(4) == ["<s>", "one", "two", "three"])
        #expect(Set(words).isSubset(of: ["<s>", "alpha", "beta", "gamma", "delta", "one", "two", "three"]))
        // One line of letters without a space: nothing to cut at, so nothing but its end is read.
        let unbroken = String(repeating: "a", count: 10_000)
        #expect(tokenizer.recentWords(before: unbroken, limit: 5).count <= 1)
    }

    @Test("a word written later weighs more than one written earlier")
    func decay() throws {
        let counts = try #require(RecentWords(["old", "new"]).counts(after: nil))
        #expect(counts.probability(of: "new") > counts.probability(of: "old"))
        #expect(RecentWords(["<s>", "<s>"]).isEmpty)
        #expect(RecentWords(["a", "b", "c"], limit: 2).words == ["b", "c"])
    }

    @Test("skipping recent words that cannot reach the bar finds what weighing every one finds")
    func pruningIsExact() throws {
        let model = try PredictionFixtures.model(PredictionFixtures.english)
        let text = [
            "the cat sat on the mat", "we drive my car to work", "I think the car is in the box",
            "a cat is here and the mat is there", "I'll see you at work", "zyx and qwv are new",
        ]
        let recent = RecentWords(text.flatMap { ["<s>"] + $0.split(separator: " ").map(String.init) })
        for context in [["<s>"], ["<s>", "I'll", "see"], ["the"], ["drive", "my"], ["is"], ["and"], ["zyx"]] {
            let sentence = SentenceContext(model: model, words: context, recent: recent)
            let counts = try #require(sentence.recentCounts)
            for limit in [1, 3, 5] {
                let offered = model.likeliestNextWords(after: context, limit: limit)
                var everyWord: [String: Double] = [:]
                // The model's words, and the recent words that followed the sentence's last word.
                let followed = zip(recent.words, recent.words.dropFirst()).filter { $0.0 == context.last }.map(\.1)
                for word in Set(offered.map(\.word)).union(followed) where word != "<s>" {
                    everyWord[word] =
                        (1 - RecentWords.weight) * sentence.modelProbability(of: word)
                        + RecentWords.weight * counts.probability(of: word)
                }
                let expected = PredictedWord.likeliest(everyWord, limit: limit)
                let found = sentence.likeliestNextWords(limit: limit)
                #expect(found.map(\.word) == expected.map(\.word), "\(context), \(limit)")
                for (one, other) in zip(found, expected) {
                    #expect(abs(one.log10Probability - other.log10Probability) < 1e-9)
                }
            }
        }
    }
}
