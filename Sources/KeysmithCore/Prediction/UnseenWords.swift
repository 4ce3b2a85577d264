import Foundation

/// The words of a lexicon that a language model has never seen, and how likely each is as the next
/// word: the completions a model alone could never offer.
///
/// A model counted from a few megabytes of text lacks most of a language's words, and the rest of
/// the sentence cannot make one of them likelier; the lexicon knows how common each is. Interpolated
/// Kneser–Ney keeps a share of every context's probability for words the text did not have there (the
/// weight γ of the shorter distribution), and the unigrams' share γ₀ is spread evenly over the
/// vocabulary, `<unk>` included: P(`<unk>` | sentence) · |V| is the model's own estimate of how
/// likely the next word is one it never saw. The lexicon's unseen words share that estimate in
/// proportion to their counts:
///
///     P(w | sentence) = P(<unk> | sentence) · |V| · count(w) / Σ count of the lexicon's unseen words
///
/// so a rare word after a sentence the model knows well (`of the`) ranks below the same word where
/// anything may follow (the start of a sentence). No weight is tuned: the estimate comes from the
/// counts of the training text, and the proportions from the lexicon.
@_spi(Tooling) public struct UnseenWords: Sendable {
    /// The lexicon whose words complete what the model cannot.
    public let lexicon: Lexicon
    /// log₁₀ of the number of words the model spreads its unigrams' share for new words over: its
    /// vocabulary less `<s>`.
    let log10VocabularySize: Double
    /// log₁₀ of the total count of the lexicon's words that the model does not hold.
    let log10UnseenCount: Double

    /// How many of the lexicon's likeliest completions are read to find those the model lacks.
    static let lexiconCandidates = 24

    /// The words of `lexicon` that `model` does not hold, spelt as the lexicon lists them. Reads every
    /// word of the lexicon and of the model's vocabulary: make it once per model and lexicon, not
    /// per query.
    public init(model: LanguageModel, lexicon: Lexicon) {
        self.lexicon = lexicon
        log10VocabularySize = log10(Double(max(1, model.nGramCounts[0] - 1)))
        // One hash of each word rather than a search of the model's vocabulary, which decodes the
        // words it passes: the lexicon has several times as many words as the model.
        let vocabulary = model.vocabulary()
        var unseen = 0.0
        for (word, score) in lexicon.allWords() where !LanguageModel.holds(word, in: vocabulary.contains) {
            unseen += Self.count(score)
        }
        log10UnseenCount = log10(max(unseen, 1))
    }

    /// log₁₀ of the probability of a lexicon word the model does not hold, from its word `score` and
    /// the model's log₁₀ P(`<unk>` | sentence).
    func log10Probability(score: Int, log10Unknown: Double) -> Double {
        log10Unknown + log10VocabularySize + log10(Self.count(score)) - log10UnseenCount
    }

    /// The count a lexicon's word score stands for (the score is `1 + round(1000 × ln(count))`).
    private static func count(_ score: Int) -> Double { exp(Double(score - 1) / 1000) }
}

extension LanguageModel {
    /// The `limit` likeliest words after `context` that start with `prefix`: the model's completions
    /// (``likeliestCompletions(of:after:limit:)``) and, beside them, the likeliest completions in
    /// `unseen`'s lexicon that the model does not hold, each with the probability ``UnseenWords``
    /// gives it. Most likely first; the lexicon's words are spelt as it lists them, and found as it
    /// finds completions (ignoring case, allowing a left-out apostrophe).
    @_spi(Tooling) public func likeliestCompletions(
        of prefix: String, after context: [String], limit: Int, unseen: UnseenWords
    ) -> [PredictedWord] {
        let seen = likeliestCompletions(of: prefix, after: context, limit: limit)
        let log10Unknown = log10Probability(of: NGramTable.unknownWord, after: context)
        let fromLexicon = unseen.lexicon.completions(of: prefix, limit: UnseenWords.lexiconCandidates)
            .lazy.filter { !holds($0.word) }.prefix(limit)
            .map {
                PredictedWord(
                    word: $0.word,
                    log10Probability: unseen.log10Probability(score: $0.score, log10Unknown: log10Unknown))
            }
        // Both lists are most likely first: merge them, the model's word first on a tie.
        var merged: [PredictedWord] = []
        var (model, lexicon) = (seen[...], Array(fromLexicon)[...])
        while merged.count < limit, !(model.isEmpty && lexicon.isEmpty) {
            if let word = model.first, word.log10Probability >= lexicon.first?.log10Probability ?? -.infinity {
                merged.append(model.removeFirst())
            } else {
                merged.append(lexicon.removeFirst())
            }
        }
        return merged
    }

    /// Whether the model holds `word` as the lexicon spells it or with a capital (the lexicon's
    /// `maría` is the model's `María`): a word the model has seen.
    func holds(_ word: String) -> Bool {
        Self.holds(word, in: contains)
    }

    /// Whether a vocabulary of which `contains` says whether it holds a word (in NFC, as the
    /// model and the lexicon store theirs) holds `word` as spelt or with a capital.
    static func holds(_ word: String, in contains: (String) -> Bool) -> Bool {
        guard let first = word.first else { return false }
        return contains(word) || contains(first.uppercased() + word.dropFirst())
    }

    /// Every word of the model's vocabulary, `<s>` and `<unk>` included.
    func vocabulary() -> Set<String> {
        withView { view in
            Set((0..<view.vocabularySize).map { String(decoding: view.wordBytes($0), as: UTF8.self) })
        }
    }
}
