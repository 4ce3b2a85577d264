import Foundation

/// The completions of a partial word as the language model ranks them: the probability of each
/// word after the sentence so far, for the words the model holds, and the share ``UnseenWords``
/// gives the lexicon's words it lacks.
extension SentenceContext {
    /// The sentence whose words, as ``CorpusTokenizer`` splits a text, are `words` (`<s>` first at
    /// the start of a sentence), for a caller that has split the text already, as
    /// `keysmith-bench prediction` has: the sentence as
    /// ``init(model:learned:text:letterCase:elisions:recentWords:)`` reads the same text; `recent`,
    /// the words before, as ``recent`` (nil for none).
    public init(model: LanguageModel, learned: LearnedPhrases? = nil, words: [String], recent: RecentWords? = nil) {
        self.model = model
        self.recent = recent
        self.learned = learned?.isEmpty == false ? learned : nil
        let order = max(model.order, self.learned == nil ? 1 : LearnedPhrases.order)
        self.words = Array(words.suffix(order - 1))
        history = model.history(of: self.words)
        startsSentence = self.words == [NGramTable.sentenceStart]
        recentCounts = recent?.counts(after: self.words.last)
        let words = self.words
        personal = self.learned.map { PersonalLanguageModel(base: model, learned: $0).sharedSentence(after: words) }
    }

    /// The `limit` likeliest words after the sentence that start with `prefix` (exactly, byte for
    /// byte, in NFC), most likely first: the model's and the learned phrases' and, with `unseen`,
    /// the likeliest of its lexicon's words the model lacks
    /// (``LanguageModel/likeliestCompletions(of:after:limit:unseen:)``).
    ///
    /// Like ``likeliestNextWords(limit:)``, every completion the model offers comes through here.
    public func likeliestCompletions(of prefix: String, limit: Int, unseen: UnseenWords?) -> [PredictedWord] {
        let offered =
            if let learned {
                PersonalLanguageModel(base: model, learned: learned)
                    .likeliestCompletions(of: prefix, after: words, limit: limit, unseen: unseen)
            } else if let unseen {
                model.likeliestCompletions(of: prefix, after: words, limit: limit, unseen: unseen)
            } else {
                model.likeliestCompletions(of: prefix, after: words, limit: limit)
            }
        return mixingRecentWords(into: offered, limit: limit, where: { $0.hasPrefix(prefix) })
    }

    /// log₁₀ P(`word` | the sentence) for a word found apart from ``likeliestCompletions(of:limit:unseen:)``
    /// (a word with an apostrophe the prefix left out, a word the user taught the keyboard): the
    /// model's probability when it holds the word as spelt or with a capital; otherwise the share
    /// `unseen` gives a word of the lexicon's `score` (`1 + round(1000 × ln(count))`). With learned
    /// phrases, what the user wrote after the same words counts too.
    func log10Probability(of word: String, score: Int, unseen: UnseenWords) -> Double {
        let spelling = model.contains(word) ? word : word.first.map { $0.uppercased() + word.dropFirst() }
        let log10Base =
            if let spelling, model.contains(spelling) {
                model.log10Probability(of: spelling, after: history)
            } else {
                unseen.log10Probability(
                    score: score, log10Unknown: model.log10Probability(of: NGramTable.unknownWord, after: history))
            }
        guard let personal else { return log10Base }
        let probability = personal.sentence.probability(of: spelling ?? word, base: pow(10, log10Base))
        return probability > 0 ? log10(probability) : log10Base
    }
}
