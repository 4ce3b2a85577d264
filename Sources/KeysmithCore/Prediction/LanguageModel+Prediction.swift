import Foundation

/// A word a language model predicts, with its probability in the context it was asked about.
public struct PredictedWord: Sendable, Hashable {
    /// The word, spelt as the model holds it.
    public var word: String
    /// log₁₀ P(word | context).
    public var log10Probability: Double

    public init(word: String, log10Probability: Double) {
        self.word = word
        self.log10Probability = log10Probability
    }

    /// The `limit` most probable of `probabilities` (words and their probabilities), most probable
    /// first, ties in the order of their bytes; words of probability 0 are left out.
    static func likeliest(_ probabilities: [String: Double], limit: Int) -> [PredictedWord] {
        probabilities.filter { $0.value > 0 }
            .sorted {
                $0.value > $1.value || ($0.value == $1.value && $0.key.utf8.lexicographicallyPrecedes($1.key.utf8))
            }
            .prefix(limit)
            .map { PredictedWord(word: $0.key, log10Probability: log10($0.value)) }
    }
}

extension LanguageModel {
    /// The `limit` likeliest words after `context`, most likely first, ties in the order of their
    /// bytes; never `<s>`, `</s>` or `<unk>`. Each has the probability
    /// ``log10Probability(of:after:)`` gives it.
    ///
    /// The search reads only the continuations of the contexts the model holds, longest first, and
    /// then the unigrams from the likeliest down, stopping as soon as no further one can place: a
    /// word that continues a longer context has its own probability there, and one that does not has
    /// the probability of the next shorter context, scaled by the back-off weights of the longer
    /// ones. Only when the unigrams the file lists as the likeliest run out before the places are
    /// filled does it read every unigram.
    public func likeliestNextWords(after context: [String], limit: Int) -> [PredictedWord] {
        likeliestWords(after: context, startingWith: nil, limit: limit)
    }

    /// The `limit` likeliest words after `context` that start with `prefix` (exactly, byte for
    /// byte, in NFC), ranked and searched as ``likeliestNextWords(after:limit:)`` ranks and searches
    /// them: the completions of a partial word in the sentence so far. Words the likeliest-unigram
    /// list does not place are found among the unigrams with the prefix, which are consecutive in
    /// the sorted vocabulary.
    public func likeliestCompletions(of prefix: String, after context: [String], limit: Int) -> [PredictedWord] {
        likeliestWords(after: context, startingWith: prefix, limit: limit)
    }

    private func likeliestWords(after context: [String], startingWith prefix: String?, limit: Int) -> [PredictedWord] {
        guard limit > 0 else { return [] }
        let candidates = prefix.map { prefix in
            withView { $0.numbers(withPrefix: Array(prefix.precomposedStringWithCanonicalMapping.utf8)) }
        }
        let context = context.suffix(order - 1).map(number(of:))
        let excluded = Set([unknownWord, sentenceStart, sentenceEnd].compactMap { $0 })
        var best: [(word: UInt32, probability: Float)] = []
        func ranksAbove(_ probability: Float, _ word: UInt32, _ other: (word: UInt32, probability: Float)) -> Bool {
            probability > other.probability || (probability == other.probability && word < other.word)
        }
        func canPlace(_ probability: Float, _ word: UInt32) -> Bool {
            best.count < limit || ranksAbove(probability, word, best[best.count - 1])
        }
        func offer(_ word: UInt32, _ probability: Float) {
            guard !excluded.contains(word), candidates?.contains(word) ?? true, canPlace(probability, word) else {
                return
            }
            let position = best.firstIndex { !ranksAbove($0.probability, $0.word, (word, probability)) } ?? best.count
            best.insert((word, probability), at: position)
            if best.count > limit { best.removeLast() }
        }

        withView { view in
            var seen = Set<UInt32>()
            var backoff: Float = 0
            for length in stride(from: context.count, through: 1, by: -1) {
                let words = context.suffix(length)
                guard let node = view.node(of: words) else { continue }
                let lastWord = view.lastWords(after: words)
                for index in view.continuations(of: node) {
                    let word = lastWord(index)
                    guard seen.insert(word).inserted else { continue }
                    offer(word, backoff + view.probability(of: Node(order: node.order + 1, index: index)))
                }
                backoff += view.backoff(of: node)
            }
            let listed = view.sections.likeliestUnigramCount
            for rank in 0..<listed {
                let word = view.likeliestUnigram(rank)
                let probability = backoff + view.unigramProbability(of: word)
                guard canPlace(probability, word) else { return }
                if seen.insert(word).inserted { offer(word, probability) }
            }
            let rest = candidates ?? 0..<UInt32(view.vocabularySize)
            guard candidates != nil || listed + excluded.count < view.vocabularySize else { return }
            for word in rest where !seen.contains(word) {
                offer(word, backoff + view.unigramProbability(of: word))
            }
        }
        return best.map { PredictedWord(word: word($0.word), log10Probability: Double($0.probability)) }
    }
}
