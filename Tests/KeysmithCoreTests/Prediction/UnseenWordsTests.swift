import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Unseen words: the lexicon completes what the model never saw")
struct UnseenWordsTests {
    /// `sat`, `the` and `think` are in the model (as is `them`); `same`, `sand`, `thing` and `thorn`
    /// are not.
    static let counts: [String: UInt64] = [
        "sat": 5_000, "same": 200_000, "sand": 3_000, "the": 900_000, "think": 50_000, "thing": 90_000,
        "thorn": 20,
    ]
    let model: LanguageModel
    let unseen: UnseenWords
    /// The count the lexicon keeps of each word: its frequency level's, within 3 % of `counts`.
    let kept: [String: Double]

    init() throws {
        model = try PredictionFixtures.model(PredictionFixtures.english)
        let lexicon = try SuggestionFixtures.lexicon(Self.counts)
        unseen = UnseenWords(model: model, lexicon: lexicon)
        kept = Dictionary(uniqueKeysWithValues: lexicon.allWords().map { ($0.word, exp(Double($0.score - 1) / 1000)) })
    }

    @Test("the model's completions come first where it is sure, and the lexicon's unseen words fill the bar by count")
    func fillsTheBar() {
        let context = ["<s>", "the", "cat"]
        #expect(model.likeliestCompletions(of: "sa", after: context, limit: 3).map(\.word) == ["sat"])
        #expect(
            model.likeliestCompletions(of: "sa", after: context, limit: 3, unseen: unseen).map(\.word)
                == ["sat", "same", "sand"])
        #expect(
            model.likeliestCompletions(of: "sa", after: context, limit: 2, unseen: unseen).map(\.word) == [
                "sat", "same",
            ])
        #expect(model.likeliestCompletions(of: "zz", after: context, limit: 3, unseen: unseen).isEmpty)
    }

    @Test("an unseen word has the model's share for new words times its part of the lexicon's unseen counts")
    func probability() throws {
        let context = ["<s>", "I"]
        let found = model.likeliestCompletions(of: "th", after: context, limit: 5, unseen: unseen)
        // `think`, `the` and `them` are the model's, so the lexicon adds only `thing` and `thorn`.
        #expect(Set(found.map(\.word)) == ["think", "the", "them", "thing", "thorn"])
        #expect(found.last?.word == "thorn")
        #expect(found.map(\.log10Probability) == found.map(\.log10Probability).sorted(by: >))
        let thing = try #require(found.first { $0.word == "thing" })
        let unseenCount = try ["same", "sand", "thing", "thorn"].reduce(0) { try $0 + #require(kept[$1]) }
        let expected =
            model.log10Probability(of: "<unk>", after: context) + log10(Double(model.nGramCounts[0] - 1))
            + log10(try #require(kept["thing"]) / unseenCount)
        #expect(abs(thing.log10Probability - expected) < 1e-3)
        #expect(
            found.first { $0.word == "think" }?.log10Probability == model.log10Probability(of: "think", after: context))
    }

    @Test("a sentence the model knows well leaves less room for a word it never saw")
    func contextMatters() throws {
        func same(after context: [String]) throws -> Double {
            let found = model.likeliestCompletions(of: "sam", after: context, limit: 1, unseen: unseen)
            return try #require(found.first { $0.word == "same" }).log10Probability
        }
        #expect(try same(after: ["<s>"]) > same(after: ["<s>", "the", "cat"]))
    }
}
