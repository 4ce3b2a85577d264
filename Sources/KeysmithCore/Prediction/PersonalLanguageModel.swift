import Foundation

/// A language model with the phrases its user taught it: the probability of a word after the
/// words before it, and the likeliest next words and completions, from a base model and the
/// ``LearnedPhrases`` together.
///
/// **The combination.** The learned counts are a small trigram model whose orders are interpolated
/// by Dirichlet smoothing, with the base model at the bottom. For the context `u v`,
///
///     P(w | u v) = (c(u v w) + β · P(w | v)) / (c(u v ·) + β)
///     P(w | v)   = (c(v w) + β · P₀(w)) / (c(v ·) + β)
///     P₀(w)      = (1 − λ) · P_base(w | u v) + λ · c(w) / c(·)
///
/// where `c` are the decayed learned counts (`c(u v ·)` the total of the words learned after
/// `u v`), β = `priorWeight` and λ = `unigramWeight`. A context the user never typed leaves
/// the base model's prediction as it was (but for the λ of the user's own word frequencies), and
/// one they typed weighs their continuations by how often they typed it: after one `see you`, the
/// learned `you` has at least half of P(· | see). The base model keeps its whole context at the
/// bottom, so that where the user's phrases say nothing the base model's trigrams still count. A
/// word the base model lacks has P_base = 0, so a learned word it has never seen is predicted.
public struct PersonalLanguageModel: Sendable {
    /// The model the learned phrases are added to; ``LanguageModel/empty`` for none.
    public var base: LanguageModel
    public var learned: LearnedPhrases

    /// β: how many times the user must type a context before their continuations of it weigh as
    /// much as the shorter context's prediction.
    static let priorWeight = 1.0
    /// λ: the share of the user's own word frequencies in the prediction of every context.
    static let unigramWeight = 0.1

    public init(base: LanguageModel, learned: LearnedPhrases) {
        self.base = base
        self.learned = learned
    }

    /// Whether the base model holds `word` or the user committed it.
    public func contains(_ word: String) -> Bool {
        base.contains(word) || learned.contains(word)
    }

    /// P(`word` | `context`), as the type's documentation gives it; only the last two words of
    /// `context` count for the learned phrases, and the last `base.order − 1` for the base model.
    public func probability(of word: String, after context: [String]) -> Double {
        Sentence(self, context: context).probability(of: word, base: nil)
    }

    /// The `limit` likeliest words after `context`, most likely first, ties in the order of their
    /// bytes; never `<s>`, `</s>` or `<unk>`. The candidates are the base model's likeliest words
    /// and all the learned continuations of the context, with the user's most frequent words. Without
    /// a base model (``LanguageModel/empty``) only the words the user typed after the same words are
    /// predicted: their most frequent words alone say little about the next one.
    public func likeliestNextWords(after context: [String], limit: Int) -> [PredictedWord] {
        guard limit > 0 else { return [] }
        let sentence = Sentence(self, context: context)
        let frequent = hasBaseWords ? limit + Self.extraCandidates : 0
        return sentence.ranked(
            base: base.likeliestNextWords(after: context, limit: limit + Self.extraCandidates),
            learned: sentence.learnedCandidates(limit: frequent) { _ in true }, limit: limit)
    }

    /// Whether the base model holds any word, unlike ``LanguageModel/empty``.
    var hasBaseWords: Bool {
        (base.nGramCounts.first ?? 0) > (LanguageModel.empty.nGramCounts.first ?? 0)
    }

    /// The `limit` likeliest words after `context` that start with `prefix`, ranked as
    /// ``likeliestNextWords(after:limit:)`` ranks them: the completions of a partial word.
    public func likeliestCompletions(of prefix: String, after context: [String], limit: Int) -> [PredictedWord] {
        likeliestCompletions(of: prefix, after: context, limit: limit, unseen: nil)
    }

    /// The `limit` likeliest words after `context` that start with `prefix`, as
    /// ``likeliestCompletions(of:after:limit:)`` finds them, with the base model's completions
    /// joined by the likeliest words of `unseen`'s lexicon that it lacks
    /// (``LanguageModel/likeliestCompletions(of:after:limit:unseen:)``).
    @_spi(Tooling) public func likeliestCompletions(
        of prefix: String, after context: [String], limit: Int, unseen: UnseenWords?
    ) -> [PredictedWord] {
        guard limit > 0 else { return [] }
        let sentence = Sentence(self, context: context)
        let searched = limit + Self.extraCandidates
        let fromBase =
            if let unseen {
                base.likeliestCompletions(of: prefix, after: context, limit: searched, unseen: unseen)
            } else {
                base.likeliestCompletions(of: prefix, after: context, limit: searched)
            }
        return sentence.ranked(
            base: fromBase, learned: sentence.learnedCandidates(limit: searched) { $0.hasPrefix(prefix) }, limit: limit)
    }

    /// How many more of the base model's likeliest words, and of the user's most frequent ones, are
    /// weighed than are asked for.
    static let extraCandidates = 8

    /// A context and the learned continuations of each of its suffixes, read once for the many
    /// words a query weighs.
    struct Sentence {
        let model: PersonalLanguageModel
        /// The context looked up in the base model once.
        let history: LanguageModel.History
        /// The learned continuations after the last word, then after the last two.
        let levels: [(counts: [String: Double], total: Double)]
        /// The decayed total of the words the user committed.
        let wordTotal: Double

        init(_ model: PersonalLanguageModel, context: [String]) {
            self.model = model
            history = model.base.history(of: context)
            let learnedContext = context.suffix(LearnedPhrases.order - 1)
            levels = (1...max(1, learnedContext.count)).compactMap { length in
                guard length <= learnedContext.count else { return nil }
                return model.learned.continuations(of: learnedContext.suffix(length))
            }
            wordTotal = model.learned.wordTotal
        }

        /// P(`word` | the context), with the base model's probability when the caller knows it.
        func probability(of word: String, base: Double?) -> Double {
            let baseProbability =
                base ?? model.base.log10Probabilities(of: word, after: history).map { pow(10, $0.conditional) } ?? 0
            return probability(of: word, fromUnigram: unigramProbability(of: word, base: baseProbability))
        }

        /// P₀(`word`): the base model's probability `base` beside the user's frequency of the word.
        func unigramProbability(of word: String, base: Double) -> Double {
            unigramProbability(base: base, learnedCount: wordTotal > 0 ? model.learned.count(of: word) : 0)
        }

        /// P₀ of a word whose base probability is `base` and whose decayed learned count is
        /// `learnedCount`.
        func unigramProbability(base: Double, learnedCount: Double) -> Double {
            guard wordTotal > 0 else { return base }
            let learned = learnedCount / wordTotal
            return (1 - PersonalLanguageModel.unigramWeight) * base + PersonalLanguageModel.unigramWeight * learned
        }

        /// P(`word` | the context) from P₀(`word`), through the learned continuations of each of
        /// the context's suffixes.
        func probability(of word: String, fromUnigram unigram: Double) -> Double {
            var probability = unigram
            for level in levels {
                probability =
                    (level.counts[word, default: 0] + PersonalLanguageModel.priorWeight * probability)
                    / (level.total + PersonalLanguageModel.priorWeight)
            }
            return probability
        }

        /// The words learned after the context, and the `limit` the user commits most, that
        /// `isIncluded` admits.
        func learnedCandidates(limit: Int, where isIncluded: (String) -> Bool) -> Set<String> {
            var words = Set(levels.flatMap(\.counts.keys).filter(isIncluded))
            let frequent = model.learned.continuations(of: [String]()).counts.filter { isIncluded($0.key) }
                .sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
            words.formUnion(frequent.prefix(limit).map(\.key))
            return words
        }

        /// The `limit` likeliest of the base model's `base` words and the `learned` ones.
        func ranked(base: [PredictedWord], learned: Set<String>, limit: Int) -> [PredictedWord] {
            var probabilities: [String: Double] = [:]
            for predicted in base {
                probabilities[predicted.word] = probability(
                    of: predicted.word, base: pow(10, predicted.log10Probability))
            }
            for word in learned where probabilities[word] == nil && !Self.excluded.contains(word) {
                probabilities[word] = probability(of: word, base: nil)
            }
            return PredictedWord.likeliest(probabilities, limit: limit)
        }

        static let excluded: Set<String> = [NGramTable.sentenceStart, NGramTable.sentenceEnd, NGramTable.unknownWord]
    }
}

extension LanguageModel {
    /// A model of no words, for a language without one: the user's learned phrases are then the
    /// whole of ``PersonalLanguageModel``.
    public static let empty: LanguageModel = {
        let words = [NGramTable.sentenceStart, NGramTable.sentenceEnd, NGramTable.unknownWord]
        let unigrams = words.indices.map {
            NGramTable.Entry(words: [UInt32($0)], log10Probability: $0 == 0 ? -99 : log10(0.5), log10Backoff: 0)
        }
        // The writer and the reader agree on every table the writer takes: a failure is a bug in them.
        guard let bytes = try? LanguageModelWriter.write(NGramTable(words: words, levels: [unigrams])),
            let model = try? LanguageModel(data: Data(bytes))
        else { preconditionFailure("the empty language model does not load") }
        return model
    }()
}

extension PersonalLanguageModel {
    /// The sentence `context`, read once for the many words a caller weighs after it
    /// (``SharedSentence/liftAndUnigram(of:)``).
    func sharedSentence(after context: [String]) -> SharedSentence {
        SharedSentence(Sentence(self, context: context))
    }

    /// A sentence, shared: a caller that asks about hundreds of words (the corrector, one lift a
    /// candidate) hands it on without copying it each time.
    final class SharedSentence: Sendable {
        let sentence: Sentence

        init(_ sentence: Sentence) {
            self.sentence = sentence
        }

        /// How much likelier the sentence makes `word` than it is on its own, as a natural log:
        /// ln P(word | sentence) − ln P(word | no words), zero for a word neither the base model nor
        /// the learned phrases hold; and log₁₀ of the base model's probability of the word on its
        /// own, nil when it lacks the word.
        ///
        /// The word is looked up once in the base model and once in the learned words: after no
        /// words there are no learned continuations to read, so P(word | no words) is P₀ of the
        /// word's unigram, which the sentence's look-up reads too. A corrector asks this of
        /// hundreds of candidates a word.
        func liftAndUnigram(of word: String) -> (lift: Double, log10Unigram: Double?) {
            let base = sentence.model.base.log10Probabilities(of: word, after: sentence.history)
            let learnedCount = sentence.wordTotal > 0 ? sentence.model.learned.count(of: word) : 0
            let inContext = sentence.probability(
                of: word,
                fromUnigram: sentence.unigramProbability(
                    base: base.map { pow(10, $0.conditional) } ?? 0, learnedCount: learnedCount))
            let withoutContext = sentence.unigramProbability(
                base: base.map { pow(10, $0.unigram) } ?? 0, learnedCount: learnedCount)
            guard inContext > 0, withoutContext > 0 else { return (0, base?.unigram) }
            return (log(inContext / withoutContext), base?.unigram)
        }
    }
}
