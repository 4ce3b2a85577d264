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
            withView { $0.numbers(withPrefix: Array(prefix.nfc.utf8)) }
        }
        let history = history(of: context)
        let context = history.numbers
        var leaders = Leaders(limit: limit, excluded: [unknownWord, sentenceStart, sentenceEnd].compactMap { $0 })
        withView { view in
            // The last words of the longer contexts' continuations, ascending: a word among them has
            // its probability there and is not offered again from a shorter one.
            var read: [UInt32] = []
            var backoff: Float = 0
            for length in stride(from: context.count, through: 1, by: -1) {
                let words = context.suffix(length)
                guard let node = history.contexts[length - 1] else { continue }
                let lastWord = view.lastWords(after: words)
                let indices = Self.continuations(of: node, in: view, lastWord: lastWord, within: candidates)
                var level: [UInt32] = []
                level.reserveCapacity(indices.count)
                var skipped = AscendingWalk(read)
                for index in indices {
                    let word = lastWord(index)
                    level.append(word)
                    if skipped.contains(word) { continue }
                    leaders.offer(word, backoff + view.probability(of: Node(order: node.order + 1, index: index)))
                }
                read = Self.merged(read, level)
                backoff += view.backoff(of: node)
            }
            func wasRead(_ word: UInt32) -> Bool {
                let index = read.partitioningIndex { $0 >= word }
                return index < read.endIndex && read[index] == word
            }
            let listed = view.sections.likeliestUnigramCount
            for rank in 0..<listed {
                let word = view.likeliestUnigram(rank)
                let probability = backoff + view.unigramProbability(of: word)
                guard leaders.canPlace(probability, word) else { return }
                if candidates?.contains(word) ?? true, !wasRead(word) { leaders.offer(word, probability) }
            }
            let rest = candidates ?? 0..<UInt32(view.vocabularySize)
            guard candidates != nil || listed + leaders.excluded.count < view.vocabularySize else { return }
            // The likeliest unigrams come again here: `offer` keeps one of each.
            var skipped = AscendingWalk(read)
            for word in rest {
                if skipped.contains(word) { continue }
                leaders.offer(word, backoff + view.unigramProbability(of: word))
            }
        }
        return leaders.best.map { PredictedWord(word: word($0.word), log10Probability: Double($0.probability)) }
    }

    /// The `limit` likeliest words offered so far, most likely first, ties in the order of their
    /// numbers (the order of their bytes).
    private struct Leaders {
        let limit: Int
        /// `<unk>`, `<s>` and `</s>`: never offered.
        let excluded: [UInt32]
        private(set) var best: [(word: UInt32, probability: Float)] = []

        init(limit: Int, excluded: [UInt32]) {
            self.limit = limit
            self.excluded = excluded
            best.reserveCapacity(limit + 1)
        }

        private static func ranksAbove(
            _ probability: Float, _ word: UInt32, _ other: (word: UInt32, probability: Float)
        ) -> Bool {
            probability > other.probability || (probability == other.probability && word < other.word)
        }

        /// Whether a word of `probability` would be among the leaders.
        func canPlace(_ probability: Float, _ word: UInt32) -> Bool {
            best.count < limit || Self.ranksAbove(probability, word, best[best.count - 1])
        }

        /// Takes `word` among the leaders if it places and is not among them already.
        mutating func offer(_ word: UInt32, _ probability: Float) {
            guard canPlace(probability, word), !excluded.contains(word), !best.contains(where: { $0.word == word })
            else { return }
            let position =
                best.firstIndex { !Self.ranksAbove($0.probability, $0.word, (word, probability)) } ?? best.count
            best.insert((word, probability), at: position)
            if best.count > limit { best.removeLast() }
        }
    }

    /// The indices of `node`'s continuations whose last words are `within` a range of word numbers
    /// (all of them without one). The last words ascend (the file's order, which loading checks),
    /// so those within a range are found by binary search.
    private static func continuations(
        of node: Node, in view: View, lastWord: (Int) -> UInt32, within words: Range<UInt32>?
    ) -> Range<Int> {
        let all = view.continuations(of: node)
        guard let words else { return all }
        let start = all.partitioningIndex { lastWord($0) >= words.lowerBound }
        let end = all[start...].partitioningIndex { lastWord($0) >= words.upperBound }
        return start..<end
    }

    /// Ascending words, walked beside other words that ascend too: whether each is among them,
    /// in one pass of both.
    private struct AscendingWalk {
        let words: [UInt32]
        var position = 0

        init(_ words: [UInt32]) { self.words = words }

        /// Whether `word` is among the words; each word asked must be above the one asked before.
        mutating func contains(_ word: UInt32) -> Bool {
            while position < words.count, words[position] < word { position += 1 }
            return position < words.count && words[position] == word
        }
    }

    /// The ascending words of `first` and `second` (each ascending, without repeats), each once.
    private static func merged(_ first: [UInt32], _ second: [UInt32]) -> [UInt32] {
        guard !first.isEmpty else { return second }
        var merged: [UInt32] = []
        merged.reserveCapacity(first.count + second.count)
        var (i, j) = (first.startIndex, second.startIndex)
        while i < first.endIndex || j < second.endIndex {
            if j == second.endIndex || (i < first.endIndex && first[i] < second[j]) {
                merged.append(first[i])
                i += 1
            } else {
                if i < first.endIndex, first[i] == second[j] { i += 1 }
                merged.append(second[j])
                j += 1
            }
        }
        return merged
    }
}
