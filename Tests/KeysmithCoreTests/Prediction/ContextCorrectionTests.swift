import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Corrections weigh the words before them")
struct ContextCorrectionTests {
    /// `thw` is one letter from `thaw` and one key from `the`, and `cax` as close to `cat` as to
    /// `car`, the commoner word: only the sentence picks `the` and `car`.
    static let counts: [String: UInt64] = [
        "thaw": 150_000, "the": 1_000_000, "cat": 500_000, "car": 400_000, "drive": 100_000, "my": 900_000,
        "in": 900_000, "is": 900_000, "it": 900_000, "we": 900_000,
    ]

    let withModel: SuggestionProvider
    let withoutModel: SuggestionProvider

    init() throws {
        withModel = try PredictionFixtures.provider(
            Self.counts, model: try PredictionFixtures.model(PredictionFixtures.english))
        withoutModel = try PredictionFixtures.provider(Self.counts, model: nil)
    }

    func bar(_ written: String, _ provider: SuggestionProvider) -> SuggestionResult {
        provider.suggestions(for: TextNotation.context(written), keys: nil, host: .noAutocapitalization)
    }

    @Test("`in thw` is corrected to `in the`, which the word alone is not")
    func inThe() throws {
        let sentence = try SentenceContext(
            model: #require(withModel.languageModel), text: "it is in ", letterCase: .standard, elisions: .none)
        #expect(withoutModel.corrections(of: "thw", keys: nil).corrections.first?.word == "thaw")
        #expect(withModel.corrections(of: "thw", keys: nil, sentence: sentence).corrections.first?.word == "the")
        #expect(bar("it is in thw‸", withoutModel).autocorrection?.text != "the")
        #expect(bar("it is in thw‸", withModel).autocorrection?.text == "the")
        #expect(bar("it is in thw‸", withModel).suggestions.dropFirst().first?.text == "the")
    }

    @Test("among equally close words the sentence's likelier one comes first")
    func driveMyCar() throws {
        let sentence = try SentenceContext(
            model: #require(withModel.languageModel), text: "we drive my ", letterCase: .standard, elisions: .none)
        #expect(withoutModel.corrections(of: "cax", keys: nil).corrections.first?.word == "cat")
        #expect(withModel.corrections(of: "cax", keys: nil, sentence: sentence).corrections.first?.word == "car")
        #expect(bar("we drive my cax‸", withModel).suggestions.dropFirst().first?.text == "car")
        #expect(bar("we drive my cax‸", withoutModel).suggestions.dropFirst().first?.text == "cat")
    }

    @Test("a sentence changes a word's weight by a thousand times at most, and a word the model lacks not at all")
    func boundedLift() throws {
        let model = try PredictionFixtures.model(PredictionFixtures.english)
        let sentence = SentenceContext(model: model, text: "I'll see ", letterCase: .standard, elisions: .none)
        #expect(sentence.lift(of: "you") > 0)
        #expect(sentence.lift(of: "mat") < 0)
        #expect(sentence.lift(of: "zebra") == 0)
        for word in ["you", "them", "it", "mat", "cat", "I"] {
            #expect(abs(sentence.lift(of: word)) <= SentenceContext.maximumLift)
        }
    }

    @Test("a version 2 lexicon ranks with the sentence as version 1 does, `in thw` as `in the`")
    func version2() throws {
        let model = try PredictionFixtures.model(PredictionFixtures.english)
        let compact = try SuggestionFixtures.lexicon(Self.counts)
        // Version 1 with the scores of version 2's levels, so that the two rankings must be equal.
        let words = compact.withSearch { $0.allWords() } ?? []
        let levelled = try LexiconVersion1(
            data: Data(
                LexiconBuilder.encodeVersion1(
                    LexiconWords(
                        alphabet: compact.alphabet.map(\.value), words: words, longestWord: compact.longestWord))))
        let corrector = SpellingCorrector(lexicon: compact)
        for (text, typed, intended) in [("it is in ", "thw", "the"), ("we drive my ", "cax", "car")] {
            let sentence = SentenceContext(model: model, text: text, letterCase: .standard, elisions: .none)
            let ranking = corrector.rank(typed, context: sentence)
            #expect(ranking.corrections.first?.word == intended, "\(text)\(typed)")
            #expect(ranking == corrector.rank(typed, in: levelled, context: sentence), "\(text)\(typed)")
            #expect(corrector.rank(typed).corrections.first?.word != intended, "\(typed) alone")
        }
    }
}
