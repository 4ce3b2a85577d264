import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// The tests stand a made-up word in for an offensive one: `sooty` is on the list.
@Suite("The bar's completions are ranked by the language model, as the prediction benchmark measures them")
struct ModelRankedCompletionTests {
    /// The lexicon lacks the model's `soon` and `so`; the model lacks the lexicon's `some`, `sort`,
    /// `care`, `cart`, `won't`, `wonder` and `sooty`. `care` is more common than `car` or `cat` on
    /// their own.
    static let counts: [String: UInt64] = [
        "the": 900_000, "cat": 40_000, "car": 30_000, "care": 200_000, "cart": 5_000, "some": 300_000,
        "sort": 50_000, "sooty": 2_000_000, "won't": 1, "wonder": 50_000, "you": 500_000, "see": 60_000,
    ]
    let model: LanguageModel
    let provider: SuggestionProvider

    init() throws {
        model = try PredictionFixtures.model(PredictionFixtures.english + ["wir sehen das Haus"])
        var provider = try PredictionFixtures.provider(Self.counts, model: model)
        provider.unseenWords = UnseenWords(model: model, lexicon: provider.lexicon)
        provider.offensiveWords = OffensiveWords(["sooty"])
        self.provider = provider
    }

    func sentence(_ text: String) -> SentenceContext {
        SentenceContext(model: model, text: text, letterCase: .standard, elisions: .none)
    }

    func bar(_ written: String, provider: SuggestionProvider? = nil) -> [String] {
        (provider ?? self.provider).suggestions(for: TextNotation.context(written), keys: nil, host: .standard)
            .suggestions.map(\.text)
    }

    @Test("after a sentence the model knows, its word comes first, ahead of a more common word of the lexicon")
    func modelRanks() throws {
        #expect(provider.completions(of: "ca", sentence: sentence("we drive my ")).first == "car")
        #expect(bar("we drive my ca‸") == ["ca", "car", "cat"])
        // Without the table of unseen words the lexicon's counts rank, lifted by the sentence.
        var lexiconRanked = provider
        lexiconRanked.unseenWords = nil
        #expect(lexiconRanked.completions(of: "ca", sentence: sentence("I ")).first == "care")
    }

    @Test("the bar offers a word of the model that the lexicon lacks, and the lexicon's words after it")
    func modelWordTheLexiconLacks() {
        let completions = provider.completions(of: "so", sentence: sentence("I'll see you "))
        #expect(completions == ["soon", "some", "so"])
        // The model's ranking, less the offensive word.
        let ranked = sentence("I'll see you ").likeliestCompletions(of: "so", limit: 5, unseen: provider.unseenWords)
        #expect(ranked.map(\.word) == ["soon", "sooty", "some", "so", "sort"])
        var lexiconRanked = provider
        lexiconRanked.unseenWords = nil
        #expect(!lexiconRanked.completions(of: "so", sentence: sentence("I'll see you ")).contains("soon"))
    }

    @Test("an offensive word is left out, and offered only when typed whole")
    func offensiveWords() {
        #expect(!provider.completions(of: "so", limit: 5, sentence: sentence("I'll see you ")).contains("sooty"))
        #expect(provider.completions(of: "soo", sentence: sentence("I'll see you ")) == ["soon"])
        #expect(provider.completions(of: "sooty", sentence: sentence("I'll see you ")) == ["sooty"])
        var unblocked = provider
        unblocked.blocksOffensiveWords = false
        #expect(unblocked.completions(of: "soo", sentence: sentence("I'll see you ")) == ["soon", "sooty"])
    }

    @Test("without a model, or without the sentence, the lexicon ranks as before")
    func withoutAModel() throws {
        var withoutModel = provider
        withoutModel.languageModel = nil
        withoutModel.unseenWords = nil
        #expect(withoutModel.completions(of: "ca") == ["care", "cat", "car"])
        #expect(bar("we drive my ca‸", provider: withoutModel) == ["ca", "cat", "care"])
        #expect(provider.completions(of: "ca") == ["care", "cat", "car"])
    }

    @Test("the case follows what was typed and the model's spelling: a capital, a noun, all capitals")
    func letterCase() {
        #expect(provider.completions(of: "Ca", sentence: sentence("we drive my ")).first == "Car")
        #expect(provider.completions(of: "CA", sentence: sentence("we drive my ")).first == "CAR")
        #expect(provider.completions(of: "hau", sentence: sentence("wir sehen das ")) == ["Haus"])
        #expect(bar("The cat sat. Th‸").dropFirst().first == "The")
    }

    /// A provider whose model writes the formal `Sie` more often than `sie` after `haben`, and after
    /// `wir sehen das` the lower-case `hier` more often than the noun `Haus`.
    func germanProvider() throws -> (SuggestionProvider, LanguageModel) {
        let model = try PredictionFixtures.model(
            PredictionFixtures.english + PredictionFixtures.repeated("haben Sie das", 6)
                + PredictionFixtures.repeated("haben sie das", 2) + ["wir sehen das Haus"]
                + PredictionFixtures.repeated("wir sehen das hier", 3))
        var provider = provider
        provider.languageModel = model
        provider.unseenWords = UnseenWords(model: model, lexicon: provider.lexicon)
        return (provider, model)
    }

    @Test("letters typed in lower case complete to the lower-case spelling, not to a likelier capitalised one")
    func lowerCaseTyped() throws {
        let (provider, model) = try germanProvider()
        let afterHaben = SentenceContext(model: model, text: "wir haben ", letterCase: .standard, elisions: .none)
        let completions = provider.completions(of: "s", sentence: afterHaben)
        #expect(completions.first == "sie")
        #expect(!completions.contains("Sie"))
        // A word the model only spells with a capital is still offered for lower-case letters.
        let afterDas = SentenceContext(model: model, text: "wir sehen das ", letterCase: .standard, elisions: .none)
        #expect(provider.completions(of: "h", limit: 2, sentence: afterDas) == ["hier", "Haus"])
    }

    @Test("letters in lower case complete to the lower-case words before the nouns, unless they are the whole word")
    func lowerCaseBeforeNouns() throws {
        // `Haus` and `I` are likelier than `hier` and `in`, and the model only spells them with a capital.
        let model = try PredictionFixtures.model(
            PredictionFixtures.english + PredictionFixtures.repeated("wir sehen das Haus", 4)
                + ["wir sehen das hier"] + PredictionFixtures.repeated("and I said", 4) + ["and in it"])
        var provider = provider
        provider.languageModel = model
        provider.unseenWords = UnseenWords(model: model, lexicon: provider.lexicon)
        func sentence(_ text: String) -> SentenceContext {
            SentenceContext(model: model, text: text, letterCase: .standard, elisions: .none)
        }
        #expect(provider.completions(of: "h", limit: 2, sentence: sentence("wir sehen das ")) == ["hier", "Haus"])
        #expect(provider.completions(of: "H", limit: 2, sentence: sentence("wir sehen das ")) == ["Haus", "Hier"])
        #expect(provider.completions(of: "haus", sentence: sentence("wir sehen das ")).first == "Haus")
        #expect(provider.completions(of: "i", limit: 2, sentence: sentence("and ")) == ["I", "in"])
        // Ranked by probability alone, as the benchmark can ask.
        provider.lowerCaseCapitalWeight = 1
        #expect(provider.completions(of: "h", limit: 2, sentence: sentence("wir sehen das ")) == ["Haus", "hier"])
    }

    @Test("a capital typed inside a sentence completes first to the words spelt with one")
    func capitalTypedInsideASentence() throws {
        let (provider, model) = try germanProvider()
        let afterDas = SentenceContext(model: model, text: "wir sehen das ", letterCase: .standard, elisions: .none)
        #expect(provider.completions(of: "H", limit: 2, sentence: afterDas) == ["Haus", "Hier"])
        let afterHaben = SentenceContext(model: model, text: "wir haben ", letterCase: .standard, elisions: .none)
        #expect(provider.completions(of: "S", sentence: afterHaben).first == "Sie")
        // At the start of a sentence the capital is the sentence's: the likeliest word comes first.
        #expect(provider.completions(of: "T", sentence: sentence("The cat sat. ")).first == "The")
    }

    @Test("a left-out apostrophe and the user's own words are ranked beside the model's")
    func apostrophesAndLearnedWords() {
        #expect(provider.completions(of: "wont", sentence: sentence("I ")) == ["won't"])
        #expect(provider.completions(of: "won", sentence: sentence("I ")) == ["won't", "wonder"])
        var learning = provider
        learning.learnedWords = LearnedWords(learned: ["soonish"])
        #expect(learning.completions(of: "soo", sentence: sentence("I'll see you ")) == ["soon", "soonish"])
    }

    @Test("a keyboard of several languages ranks with the model and unseen words of the sentence's language")
    func languages() throws {
        let french = try SuggestionFixtures.lexicon(["le": 900_000, "chat": 40_000, "chaton": 300_000])
        let frenchModel = try PredictionFixtures.model(PredictionFixtures.repeated("le chat dort", 5))
        var provider = provider
        provider.languageLexicons = ["en_US": provider.lexicon, "fr_FR": french]
        provider.languageModels = ["en_US": model, "fr_FR": frenchModel]
        provider.languageUnseenWords = [
            "en_US": UnseenWords(model: model, lexicon: provider.lexicon),
            "fr_FR": UnseenWords(model: frenchModel, lexicon: french),
        ]
        let inFrench = try #require(provider.forSentence(of: TextNotation.context("le ch‸"), activeLanguage: "en_US"))
        #expect(inFrench.unseenWords?.lexicon.wordCount == french.wordCount)
        let frenchSentence = SentenceContext(model: frenchModel, text: "le ", letterCase: .standard, elisions: .none)
        #expect(inFrench.completions(of: "ch", sentence: frenchSentence) == ["chat", "chaton"])
    }
}
