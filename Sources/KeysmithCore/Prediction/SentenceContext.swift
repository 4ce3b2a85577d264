import Foundation

/// The sentence before the cursor as a language model reads it, and what the model makes of the
/// word that comes next: the likeliest next words, and how much likelier the sentence makes a word
/// than it is on its own.
///
/// The words are those ``CorpusTokenizer`` would have counted in the same text, so that the model is
/// asked about the words it knows: typographic apostrophes straightened, elisions split (`l'` and
/// `homme`), and the first word of the sentence in lower case when the model holds it so (`The` is
/// `the`; `Paris` stays). A sentence starts after a terminator followed by a space or the end of the
/// text, and at a line break; its words come after `<s>`.
@_spi(Tooling) public struct SentenceContext: Sendable {
    /// The model asked.
    public let model: LanguageModel
    /// `<s>` and the words of the sentence before the next word, the last `order − 1` of them: what
    /// the model reads.
    public let words: [String]
    /// Whether the next word starts a sentence.
    public let startsSentence: Bool

    /// The largest change, in natural log, that the sentence makes to the likelihood of a word
    /// (``lift(of:)``): a factor of a thousand either way. A model that holds few n-grams of a
    /// context can give a lone continuation an extreme weight; the lexicon and the typing still
    /// count beside it.
    static let maximumLift = log(1000.0)

    /// The sentence `text` ends with, `text` being everything before the next word (for a word
    /// being typed, the text before it), read by the case rules and elisions of its language.
    public init(model: LanguageModel, text: String, letterCase: LetterCase, elisions: Elisions) {
        self.model = model
        let tokenizer = CorpusTokenizer(elisions: elisions, letterCase: letterCase, isListedInLowerCase: model.contains)
        // The space ends a word `text` may end with: it belongs to the sentence, not to the next word.
        words = tokenizer.contextWords(before: text + " ", limit: model.order - 1)
        startsSentence = words == [NGramTable.sentenceStart]
    }

    /// The `limit` likeliest next words, most likely first, spelt as the model holds them.
    ///
    /// Every word the model offers the user comes through here, so that a filter of words never to
    /// offer (such as offensive words) has one place to apply.
    public func likeliestNextWords(limit: Int) -> [PredictedWord] {
        model.likeliestNextWords(after: words, limit: limit)
    }

    /// How much likelier the sentence makes `word` than it is on its own, as a natural log:
    /// ln P(word | sentence) − ln P(word), within ±``maximumLift``; zero for a word the model does
    /// not hold. Added to a word's log frequency it makes the frequency one in this sentence.
    public func lift(of word: String) -> Double {
        guard model.contains(word) else { return 0 }
        let lift =
            (model.log10Probability(of: word, after: words) - model.log10Probability(of: word, after: []))
            * log(10.0)
        return min(Self.maximumLift, max(-Self.maximumLift, lift))
    }
}
