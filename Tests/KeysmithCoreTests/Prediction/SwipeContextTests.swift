import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("The swipe decoder weighs its words by the sentence before them")
struct SwipeContextTests {
    static let counts: [String: UInt64] = ["to": 1_000_000, "too": 300_000, "me": 500_000, "want": 200_000]
    static let sentences =
        PredictionFixtures.repeated("me too", 5) + PredictionFixtures.repeated("I want to go", 5)
        + PredictionFixtures.repeated("you and me", 3)

    @Test("one stroke through t and o is `to` after `I want` and `too` after `me`; alone, the commoner `to`")
    func toOrToo() throws {
        let decoder = try #require(try SwipeFixtures.decoder(Self.counts))
        let geometry = try #require(SwipeFixtures.geometry)
        let stroke = try #require(SwipeFixtures.exactStroke("too", keys: SwipeKeys(geometry: geometry)))
        let model = try PredictionFixtures.model(Self.sentences)
        func first(after text: String?) -> String? {
            let context = text.map { SentenceContext(model: model, text: $0, letterCase: .standard, elisions: .none) }
            return decoder.candidates(for: stroke, limit: 2, context: context).first?.word
        }
        #expect(first(after: nil) == "to")
        #expect(first(after: "I want ") == "to")
        #expect(first(after: "me ") == "too")
        #expect(first(after: "You and me ") == "too")
    }

    @Test("the word's frequency and the sentence's lift make one prior: on one key path they weigh alike")
    func onePrior() throws {
        let decoder = try #require(try SwipeFixtures.decoder(Self.counts))
        let geometry = try #require(SwipeFixtures.geometry)
        let stroke = try #require(SwipeFixtures.exactStroke("too", keys: SwipeKeys(geometry: geometry)))
        let model = try PredictionFixtures.model(Self.sentences)
        let weight = SwipeDecoder.Tuning().frequencyWeight
        #expect(SwipeDecoder.Tuning().contextWeight == weight)
        for text in ["me ", "I want "] {
            let context = SentenceContext(model: model, text: text, letterCase: .standard, elisions: .none)
            let scores = Self.scores(decoder, stroke, context)
            let too = try #require(scores["too"]), to = try #require(scores["to"])
            // `to` and `too` share their keys, so the stroke fits both alike and the prior decides.
            let prior = log(300_000.0 / 1_000_000) + context.lift(of: "too") - context.lift(of: "to")
            #expect(abs((too - to) - weight * prior) < 0.01, "after \(text)")
        }
    }

    @Test("with the model's unigram mixed in, a word's prior is ln((1 − m) P_lexicon + m P_model) and its lift")
    func unigramMix() throws {
        let geometry = try #require(SwipeFixtures.geometry)
        let lexicon = try SuggestionFixtures.lexicon(Self.counts)
        let model = try PredictionFixtures.model(Self.sentences)
        let stroke = try #require(SwipeFixtures.exactStroke("too", keys: SwipeKeys(geometry: geometry)))
        let mix = 0.3
        var tuning = SwipeDecoder.Tuning()
        tuning.unigramMix = mix
        let decoder = SwipeDecoder(keys: SwipeKeys(geometry: geometry), lexicon: lexicon, tuning: tuning)
        let total = Double(Self.counts.values.reduce(0, +))
        for text in ["me ", "I want "] {
            let context = SentenceContext(model: model, text: text, letterCase: .standard, elisions: .none)
            let scores = Self.scores(decoder, stroke, context)
            let too = try #require(scores["too"]), to = try #require(scores["to"])
            func prior(_ word: String) throws -> Double {
                let lexical = Double(try #require(Self.counts[word])) / total
                let unigram = exp(try #require(context.unigramLogProbability(of: word)))
                return log((1 - mix) * lexical + mix * unigram) - log(lexical) + context.lift(of: word)
            }
            // `to` and `too` share their keys: the lexicon's frequency and the mixed prior decide.
            let expected =
                tuning.frequencyWeight * log(300_000.0 / 1_000_000) + tuning.contextWeight
                * (try prior("too") - prior("to"))
            #expect(abs((too - to) - expected) < 0.01, "after \(text)")
        }
        // Alone, with no sentence, the mix changes nothing.
        let alone = decoder.candidates(for: stroke, limit: 2, context: nil).map(\.word)
        let unmixed = SwipeDecoder(keys: SwipeKeys(geometry: geometry), lexicon: lexicon)
        #expect(alone == unmixed.candidates(for: stroke, limit: 2, context: nil).map(\.word))
    }

    @Test("one look-up gives a word's lift and unigram as the two questions do, with or without learned phrases")
    func liftAndUnigramTogether() throws {
        let model = try PredictionFixtures.model(Self.sentences)
        var learned = LearnedPhrases()
        learned.note(["you", "and", "too"])
        for phrases in [nil, learned] {
            for text in ["me ", "I want ", "", "you and "] {
                let context = SentenceContext(
                    model: model, learned: phrases, text: text, letterCase: .standard, elisions: .none)
                for word in ["to", "too", "go", "absent"] {
                    let both = context.liftAndUnigram(of: word)
                    #expect(both.lift == context.lift(of: word), "\(word) after \(text)")
                    #expect(both.unigram == context.unigramLogProbability(of: word), "\(word) after \(text)")
                }
            }
        }
        #expect(
            SentenceContext(model: model, text: "me ", letterCase: .standard, elisions: .none)
                .liftAndUnigram(of: "absent").unigram == nil)
    }

    @Test("a swipe typed in the engine is weighed by the text before it")
    func inTheEngine() throws {
        var provider = SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(Self.counts))
        provider.languageModel = try PredictionFixtures.model(Self.sentences)
        let engine = KeyboardEngine(
            configuration: try #require(KeyboardConfiguration.embedded().value), suggestionProvider: provider)
        var state = engine.initialState(host: .noAutocapitalization)
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "me ")), state: &state)
        var generator = SplitMix64(seed: 1)
        let stroke = try #require(
            SyntheticStroke.stroke(
                for: "too", keys: SwipeKeys(geometry: state.geometry), bounds: state.geometry.bounds, noise: .none,
                using: &generator))
        #expect(engine.swipeCandidates(for: stroke, in: state, limit: 2).first?.word == "too")
        _ = engine.handle(.documentChanged(TextContext(beforeInput: "I want ")), state: &state)
        #expect(engine.swipeCandidates(for: stroke, in: state, limit: 2).first?.word == "to")
    }

    /// The score of each of the first eight candidates `decoder` finds for `stroke` after `context`.
    private static func scores(
        _ decoder: SwipeDecoder, _ stroke: [SwipePoint], _ context: SentenceContext
    ) -> [String: Double] {
        Dictionary(
            uniqueKeysWithValues: decoder.candidates(for: stroke, limit: 8, context: context).map {
                ($0.word, $0.score)
            })
    }
}
