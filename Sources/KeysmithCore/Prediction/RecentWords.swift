import Foundation

/// The words written before the cursor, the latest weighing most: what a cache language model
/// (Kuhn and De Mori, 1990; Presage's recency predictor) adds to the model's predictions, so that
/// a name or a topic of the message comes back on the bar after it was written once.
///
/// It is read from the text before the cursor at each query and keeps nothing: whatever the field
/// holds is the whole of it, so that nothing from a secure field or a field without learning is
/// remembered anywhere, and another field starts with its own text.
///
/// A word `a` words back weighs `decay^a`. After the word `v`, the words' probability is the decayed
/// count of `v w` smoothed towards the decayed frequency of `w` among all the words (Dirichlet, with
/// the weight of one word):
///
///     P_recent(w)     = Σ decay^age(w) / Σ decay^age
///     P_recent(w | v) = (c(v w) + P_recent(w)) / (c(v ·) + 1)
///
/// The predictions and completions (`SentenceContext`) mix it into the model's probability
/// linearly: `(1 − λ) · P_model + λ · P_recent`, λ = 0.1.
public struct RecentWords: Sendable, Hashable {
    /// The most words read back from the cursor for a query: a paragraph or two. Chosen on held-out
    /// training text, where 200 gained at most 0.4 points of keystroke savings more for twice the
    /// time to read them (benchmarks/prediction.md).
    public static let defaultLimit = 100
    /// How much a word weighs against the one written after it: a word 100 words back weighs about
    /// 0.37 of the last.
    static let decay = 0.99
    /// λ: the share of the recent words' probability in the one the bar ranks by. Chosen on
    /// held-out training text, not on the test text (benchmarks/prediction.md).
    static let weight = 0.1

    /// The words, oldest first, `<s>` before each sentence that starts within them.
    public let words: [String]

    /// The last `limit` of `words` (oldest first, `<s>` at each sentence's start).
    public init(_ words: some Sequence<String>, limit: Int = Self.defaultLimit) {
        self.words = Array(Array(words).suffix(max(0, limit)))
    }

    /// Whether no word was written before the cursor.
    public var isEmpty: Bool { !words.contains { $0 != NGramTable.sentenceStart } }

    /// The decayed counts of the words, and of those that follow `previous` (none when nil); nil
    /// when no word was written.
    func counts(after previous: String?) -> Counts? {
        guard !isEmpty else { return nil }
        var counts = Counts()
        var weight = 1.0
        for index in words.indices.reversed() {
            let word = words[index]
            if word != NGramTable.sentenceStart {
                counts.words[word, default: 0] += weight
                counts.wordTotal += weight
                if let previous, index > words.startIndex, words[index - 1] == previous {
                    counts.following[word, default: 0] += weight
                    counts.followingTotal += weight
                }
            }
            weight *= Self.decay
        }
        return counts
    }

    /// The decayed counts read once for a query.
    struct Counts {
        var words: [String: Double] = [:]
        var wordTotal = 0.0
        var following: [String: Double] = [:]
        var followingTotal = 0.0

        /// P_recent(`word` | the previous word), as the type's documentation gives it.
        func probability(of word: String) -> Double {
            guard wordTotal > 0 else { return 0 }
            let alone = words[word, default: 0] / wordTotal
            return (following[word, default: 0] + alone) / (followingTotal + 1)
        }

        /// The `limit` likeliest of the model's `candidates` and of the recent words that
        /// `isIncluded` admits, each by `(1 − λ) · P_model + λ · P_recent`; `modelProbability` gives
        /// P_model of a recent word the model did not offer (0 for one it does not know).
        ///
        /// The candidates are the model's likeliest, so a word it did not offer is no likelier by
        /// the model than the least of them: a recent word that could not pass the `limit`-th
        /// even at that probability is not looked up, and since they are tried most recent-likely
        /// first, neither is any after it. Most queries look up none.
        func mixed(
            _ candidates: [PredictedWord], limit: Int, where isIncluded: (String) -> Bool,
            modelProbability: (String) -> Double
        ) -> [PredictedWord] {
            let weight = RecentWords.weight
            var probabilities: [String: Double] = [:]
            for candidate in candidates {
                probabilities[candidate.word] =
                    (1 - weight) * pow(10, candidate.log10Probability) + weight * probability(of: candidate.word)
            }
            let leastOffered = candidates.map { pow(10, $0.log10Probability) }.min() ?? 0
            var passing = Self.limitth(of: probabilities.values, limit: limit)
            let others = words.keys
                .compactMap { word -> (word: String, recent: Double)? in
                    guard probabilities[word] == nil else { return nil }
                    let recent = probability(of: word)
                    guard (1 - weight) * leastOffered + weight * recent >= passing, isIncluded(word) else { return nil }
                    return (word, recent)
                }
                .sorted { $0.recent > $1.recent || ($0.recent == $1.recent && $0.word < $1.word) }
            for other in others {
                guard (1 - weight) * leastOffered + weight * other.recent >= passing else { break }
                let mixed = (1 - weight) * modelProbability(other.word) + weight * other.recent
                probabilities[other.word] = mixed
                if mixed > passing { passing = Self.limitth(of: probabilities.values, limit: limit) }
            }
            return PredictedWord.likeliest(probabilities, limit: limit)
        }

        /// The `limit`-th largest of `probabilities`, what a word must pass to be among the first
        /// `limit`; 0 while there are fewer.
        private static func limitth(of probabilities: some Collection<Double>, limit: Int) -> Double {
            guard probabilities.count >= limit, limit > 0 else { return 0 }
            return probabilities.sorted(by: >)[limit - 1]
        }
    }
}
