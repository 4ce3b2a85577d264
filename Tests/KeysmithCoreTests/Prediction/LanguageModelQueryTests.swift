import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Language model queries: probabilities with back-off, and the likeliest next words")
struct LanguageModelQueryTests {
    /// `words` most likely first, ties in the order of their bytes.
    func ranked(_ words: [PredictedWord]) -> [PredictedWord] {
        words.sorted {
            $0.log10Probability > $1.log10Probability
                || ($0.log10Probability == $1.log10Probability && $0.word.utf8.lexicographicallyPrecedes($1.word.utf8))
        }
    }

    @Test("the likeliest next words are those a search of the whole vocabulary finds, in its order")
    func likeliestMatchesSearchOfEveryWord() throws {
        let model = try LanguageModelFixtures.model()
        let words = LanguageModelFixtures.table.vocabulary.filter { !["<s>", "</s>", "<unk>"].contains($0) }
        for context in LanguageModelFixtures.contexts {
            let everyWord = ranked(
                words.map { PredictedWord(word: $0, log10Probability: model.log10Probability(of: $0, after: context)) })
            for limit in [1, 3, 10] {
                #expect(
                    model.likeliestNextWords(after: context, limit: limit) == Array(everyWord.prefix(limit)),
                    "after \(context), limit \(limit)")
            }
        }
        #expect(model.likeliestNextWords(after: ["w1"], limit: 0).isEmpty)
    }

    @Test("the likeliest completions of a prefix are those a search of every word with the prefix finds")
    func completionsMatchSearchOfEveryWord() throws {
        let model = try LanguageModelFixtures.model()
        let words = LanguageModelFixtures.table.vocabulary.filter { !["<s>", "</s>", "<unk>"].contains($0) }
        let prefixes = ["w", "w1", "w12", "w3", "w99", "x", ""] + words.prefix(5).map { $0 }
        for context in LanguageModelFixtures.contexts.prefix(100) {
            for prefix in prefixes {
                let everyWord = ranked(
                    words.filter { $0.hasPrefix(prefix) }.map {
                        PredictedWord(word: $0, log10Probability: model.log10Probability(of: $0, after: context))
                    })
                for limit in [1, 3] {
                    #expect(
                        model.likeliestCompletions(of: prefix, after: context, limit: limit)
                            == Array(everyWord.prefix(limit)),
                        "\(prefix) after \(context), limit \(limit)")
                }
            }
        }
    }

    @Test("a sentence's start and the words before predict what was seen after them")
    func predictsWhatFollowed() throws {
        var counts = NGramCounts(order: 3)
        for _ in 0..<3 { counts.add(sentence: ["see", "you", "soon"]) }
        for _ in 0..<2 { counts.add(sentence: ["see", "you", "later"]) }
        counts.add(sentence: ["thank", "you"])
        counts.add(sentence: ["you", "see"])
        let model = try LanguageModel(data: Data(LanguageModelWriter.write(KneserNey.estimate(counts))))
        #expect(model.likeliestNextWords(after: ["<s>", "see", "you"], limit: 2).map(\.word) == ["soon", "later"])
        #expect(model.likeliestNextWords(after: ["<s>"], limit: 1).map(\.word) == ["see"])
        #expect(model.likeliestNextWords(after: ["thank"], limit: 1).map(\.word) == ["you"])
        // Never the end of a sentence, which follows "thank you" every time.
        #expect(!model.likeliestNextWords(after: ["thank", "you"], limit: 10).map(\.word).contains("</s>"))
        #expect(
            model.log10Probability(of: "soon", after: ["see", "you"])
                > model.log10Probability(of: "soon", after: ["thank", "you"]))
    }

    @Test("models of more than 256 words search every unigram when the listed ones all continue the context")
    func beyondTheListedUnigrams() throws {
        var counts = NGramCounts(order: 2)
        // 300 words, each after "every" once; "rare" once on its own, likelier after "every" only
        // through back-off.
        let words = (0..<300).map { "v\($0)" }
        for (index, word) in words.enumerated() {
            for _ in 0..<(1 + index % 5) { counts.add(sentence: [word]) }
            counts.add(sentence: ["every", word])
        }
        counts.add(sentence: ["rare"])
        let model = try LanguageModel(data: Data(LanguageModelWriter.write(KneserNey.estimate(counts))))
        let limit = 302
        let predicted = model.likeliestNextWords(after: ["every"], limit: limit)
        let expected = ranked(
            (words + ["every", "rare"]).map {
                PredictedWord(word: $0, log10Probability: model.log10Probability(of: $0, after: ["every"]))
            })
        #expect(predicted == expected)
    }
}
