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
    /// ``words`` looked up in the model once, for the many words asked about after them.
    let history: LanguageModel.History
    /// Whether the next word starts a sentence.
    public let startsSentence: Bool
    /// The phrases the user taught the keyboard, which ``PersonalLanguageModel`` adds to the
    /// model's; nil or empty when it learned none.
    public let learned: LearnedPhrases?
    /// With ``learned`` phrases, the sentence as ``PersonalLanguageModel`` weighs words after it,
    /// read once for the many words asked about.
    let personal: PersonalLanguageModel.SharedSentence?
    /// The words written before the sentence's end, which the likeliest next words and completions
    /// mix in (``RecentWords``); nil when not asked for.
    public let recent: RecentWords?
    /// ``recent``'s counts after the sentence's last word, read once for the queries of the
    /// sentence; nil without recent words.
    let recentCounts: RecentWords.Counts?

    /// The largest change, in natural log, that the sentence makes to the likelihood of a word
    /// (``lift(of:)``): a factor of a thousand either way. A model that holds few n-grams of a
    /// context can give a lone continuation an extreme weight; the lexicon and the typing still
    /// count beside it.
    static let maximumLift = log(1000.0)

    /// The sentence `text` ends with, `text` being everything before the next word (for a word
    /// being typed, the text before it), read by the case rules and elisions of its language.
    /// With `learned` phrases the model is ``LanguageModel/empty`` when the language has none.
    /// With `recentWords` above 0, that many of the last words of `text` are read too, for the
    /// predictions and completions (``recent``); correction and swipe, which ask ``lift(of:)``, need
    /// none.
    public init(
        model: LanguageModel, learned: LearnedPhrases? = nil, text: String, letterCase: LetterCase,
        elisions: Elisions, recentWords: Int = 0
    ) {
        self.model = model
        self.learned = learned?.isEmpty == false ? learned : nil
        let personalModel = self.learned.map { PersonalLanguageModel(base: model, learned: $0) }
        let isListedInLowerCase: (String) -> Bool = { personalModel?.contains($0) ?? model.contains($0) }
        let tokenizer = CorpusTokenizer(
            elisions: elisions, letterCase: letterCase, isListedInLowerCase: isListedInLowerCase)
        // A word `text` ends with belongs to the sentence, not to the next word.
        let order = max(model.order, personalModel == nil ? 1 : LearnedPhrases.order)
        words = tokenizer.contextWords(before: text, limit: order - 1, includingLastWord: true)
        history = model.history(of: words)
        startsSentence = words == [NGramTable.sentenceStart]
        recent = recentWords > 0 ? RecentWords(tokenizer.recentWords(before: text, limit: recentWords)) : nil
        recentCounts = recent?.counts(after: words.last)
        personal = personalModel?.sharedSentence(after: words)
    }

    /// The `limit` likeliest next words, most likely first, spelt as the model holds them, with the
    /// words written before (``recent``) mixed in.
    ///
    /// Every word the model offers the user comes through here, so that a filter of words never to
    /// offer (such as offensive words) has one place to apply.
    public func likeliestNextWords(limit: Int) -> [PredictedWord] {
        let offered =
            if let learned {
                PersonalLanguageModel(base: model, learned: learned).likeliestNextWords(after: words, limit: limit)
            } else {
                model.likeliestNextWords(after: words, limit: limit)
            }
        // Of the words the model did not offer, only those that followed the sentence's last word
        // before: that a word was just written says little about the next one.
        return mixingRecentWords(into: offered, limit: limit, where: { recentCounts?.following[$0] != nil })
    }

    /// The `limit` likeliest of the words the model `offered` (its likeliest `limit`) and the
    /// ``recent`` words beyond them that `isIncluded` admits, each by its probability after the
    /// sentence with the recent words' mixed in; `offered` as it is without recent words.
    func mixingRecentWords(
        into offered: [PredictedWord], limit: Int, where isIncluded: (String) -> Bool
    ) -> [PredictedWord] {
        guard limit > 0, let recentCounts else { return offered }
        return recentCounts.mixed(
            offered, limit: limit,
            where: { isIncluded($0) && !PersonalLanguageModel.Sentence.excluded.contains($0) },
            modelProbability: modelProbability(of:))
    }

    /// P(`word` | the sentence) by the model and the learned phrases, for a word neither offered:
    /// 0 for a word both lack.
    func modelProbability(of word: String) -> Double {
        if let personal { return personal.sentence.probability(of: word, base: nil) }
        return model.log10Probabilities(of: word, after: history).map { pow(10, $0.conditional) } ?? 0
    }

    /// How much likelier the sentence makes `word` than it is on its own, as a natural log:
    /// ln P(word | sentence) − ln P(word), within ±``maximumLift``; zero for a word the model does
    /// not hold. Added to a word's log frequency it makes the frequency one in this sentence.
    public func lift(of word: String) -> Double {
        liftAndUnigram(of: word).lift
    }

    /// The natural log of the model's probability of `word` on its own, whatever the sentence; nil
    /// for a word the model does not hold. Learned phrases do not count: they lift words in
    /// their sentences (``lift(of:)``).
    public func unigramLogProbability(of word: String) -> Double? {
        model.log10Probabilities(of: word, after: .none).map { $0.unigram * log(10.0) }
    }

    /// ``lift(of:)`` and ``unigramLogProbability(of:)`` of `word` together, asking the model for the
    /// word's own probability once: what the swipe decoder weighs each shortlisted word by.
    func liftAndUnigram(of word: String) -> (lift: Double, unigram: Double?) {
        if let personal {
            let both = personal.liftAndUnigram(of: word)
            return (Self.bounded(both.lift), both.log10Unigram.map { $0 * log(10.0) })
        }
        guard let probabilities = model.log10Probabilities(of: word, after: history) else { return (0, nil) }
        let lift = (probabilities.conditional - probabilities.unigram) * log(10.0)
        return (Self.bounded(lift), probabilities.unigram * log(10.0))
    }

    static func bounded(_ lift: Double) -> Double {
        min(Self.maximumLift, max(-Self.maximumLift, lift))
    }
}

extension SentenceContext {
    /// The sentence `text` ends with, as
    /// ``init(model:learned:text:letterCase:elisions:recentWords:)`` reads it, for a language that
    /// may have no model: nil when there is neither a model nor a learned phrase.
    init?(
        model: LanguageModel?, phrases learned: LearnedPhrases, text: String, letterCase: LetterCase,
        elisions: Elisions, recentWords: Int = 0
    ) {
        guard let base = model ?? (learned.isEmpty ? nil : LanguageModel.empty) else { return nil }
        self.init(
            model: base, learned: learned, text: text, letterCase: letterCase, elisions: elisions,
            recentWords: recentWords)
    }
}
