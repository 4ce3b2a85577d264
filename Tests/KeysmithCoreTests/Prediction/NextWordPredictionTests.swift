import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Next-word prediction: the sentence so far in the bar")
struct NextWordPredictionTests {
    static let counts: [String: UInt64] = [
        "the": 900_000, "cat": 40_000, "see": 60_000, "you": 500_000, "think": 50_000, "thing": 90_000,
    ]
    let provider: SuggestionProvider

    init() throws {
        var provider = try PredictionFixtures.provider(
            Self.counts, model: try PredictionFixtures.model(PredictionFixtures.english))
        // The model's predictions alone: RecentWordsTests adds the text written before.
        provider.recentWords = 0
        self.provider = provider
    }

    func bar(_ written: String, host: HostContext = .standard) -> SuggestionResult {
        provider.suggestions(for: TextNotation.context(written), keys: nil, host: host)
    }

    @Test("after a space the bar holds the three likeliest next words for the sentence, and space applies none")
    func afterASpace() {
        let result = bar("I'll see ‸")
        #expect(result.suggestions.map(\.text) == ["you", "them", "it"])
        #expect(result.suggestions.allSatisfy { $0.kind == .prediction })
        #expect(result.autocorrection == nil)
        #expect(result.word == "")
        // The sentence is read as the model was counted: a typographic apostrophe is a straight one.
        #expect(bar("I’ll see ‸").suggestions.map(\.text) == ["you", "them", "it"])
        // Only the sentence the cursor is in counts.
        #expect(bar("The cat sat. I'll see ‸").suggestions.map(\.text) == ["you", "them", "it"])
    }

    @Test("a sentence's first word takes a capital where the field capitalises sentences, and only there")
    func sentenceStart() throws {
        let start = try PredictionFixtures.model(PredictionFixtures.english).likeliestNextWords(
            after: ["<s>"], limit: 3)
        #expect(start.map(\.word).contains("the"))
        for written in ["‸", "I think so. ‸", "I think so\n‸"] {
            let shown = bar(written).suggestions.map(\.text)
            #expect(shown == start.map { LetterCase.standard.capitalized($0.word) }, "\(written)")
            #expect(shown.contains("The"))
        }
        #expect(bar("‸", host: .noAutocapitalization).suggestions.map(\.text) == start.map(\.word))
        #expect(bar("I'll see ‸", host: HostContext(autocapitalization: .words)).suggestions.first?.text == "You")
        #expect(
            bar("I'll see ‸", host: HostContext(autocapitalization: .allCharacters)).suggestions.first?.text == "YOU")
    }

    @Test("a German noun keeps the capital the model spells it with")
    func germanNouns() throws {
        var german = provider
        german.languageModel = try PredictionFixtures.model(
            PredictionFixtures.repeated("ich habe Hunger", 4) + PredictionFixtures.repeated("ich habe Zeit", 2))
        let shown = german.suggestions(
            for: TextNotation.context("Ich habe ‸"), keys: nil, host: .standard, letterCase: LetterCase(locale: "de"))
        #expect(shown.suggestions.prefix(2).map(\.text) == ["Hunger", "Zeit"])
    }

    @Test("no prediction without a model, with text selected, or where no word would start")
    func nowhereElse() throws {
        let plain = try PredictionFixtures.provider(Self.counts, model: nil)
        #expect(plain.suggestions(for: TextNotation.context("I'll see ‸"), keys: nil, host: .standard) == .empty)
        #expect(!bar("I'll see ‸you").suggestions.contains { $0.kind == .prediction })
        #expect(!bar("I'll se‸").suggestions.contains { $0.kind == .prediction })
        #expect(!TextContext(beforeInput: "I'll see ", selectedText: "it", afterInput: "").startsWord)
        #expect(TextContext(beforeInput: "I'll see it,", afterInput: "").startsWord)
        #expect(TextContext(beforeInput: "I'll see it,", afterInput: "").needsSpaceBeforeWord)
        #expect(!TextContext(beforeInput: "I'll (", afterInput: "").needsSpaceBeforeWord)
        #expect(!TextContext(beforeInput: "I'll ", afterInput: "").needsSpaceBeforeWord)
    }

    @Test("the sentence is read with the words a model is counted from")
    func sentenceWords() throws {
        let model = try PredictionFixtures.model(PredictionFixtures.english)
        func words(_ text: String, locale: String = "en") -> [String] {
            SentenceContext(
                model: model, text: text, letterCase: LetterCase(locale: locale), elisions: Elisions(locale: locale)
            ).words
        }
        #expect(words("") == ["<s>"])
        #expect(words("Yes. ") == ["<s>"])
        #expect(words("Yes.") == ["<s>"])
        #expect(words("The cat ") == ["the", "cat"])
        #expect(words("Zebra ") == ["<s>", "Zebra"])
        #expect(words("one two three, four ") == ["three", "four"])
        #expect(words("I’ll see\n") == ["<s>"])
        #expect(words("voir l’homme ", locale: "fr") == ["l'", "homme"])
        #expect(SentenceContext(model: model, text: "Yes. ", letterCase: .standard, elisions: .none).startsSentence)
        #expect(!SentenceContext(model: model, text: "Yes ", letterCase: .standard, elisions: .none).startsSentence)
    }

    @Test("completions of a partial word are ranked by the sentence")
    func completionsInContext() throws {
        let model = try PredictionFixtures.model(PredictionFixtures.english)
        let sentence = SentenceContext(model: model, text: "I ", letterCase: .standard, elisions: .none)
        #expect(provider.completions(of: "thi", limit: 2) == ["thing", "think"])
        #expect(provider.completions(of: "thi", limit: 2, sentence: sentence) == ["think", "thing"])
        let shown = bar("I thi‸").suggestions.map(\.text)
        #expect(shown.firstIndex(of: "think")! < (shown.firstIndex(of: "thing") ?? shown.endIndex))
    }
}
