import Foundation

extension NGramTable {
    /// The size of the language model file of this table, in bytes, at most: as if it stored the
    /// last words of every order as word numbers, never narrower than suffix keys.
    var fileSize: Int {
        let stored = LanguageModelFormat.StoredVocabulary(vocabulary)
        return LanguageModelFormat.Sections(
            counts: levels.map(\.count), alphabetSize: stored.alphabet.count, suffixKeyBits: levels.map { _ in 0 },
            vocabularyTextLength: stored.text.count,
            likeliestUnigramCount: likeliestUnigramCount
        ).end
    }

    /// The number of words the file lists as the likeliest unigrams.
    var likeliestUnigramCount: Int {
        let excluded = [Self.sentenceStart, Self.sentenceEnd, Self.unknownWord].filter { number(of: $0) != nil }
        return min(vocabulary.count - excluded.count, LanguageModelFormat.likeliestUnigramLimit)
    }

    /// The table without the n-grams that matter least, so that its file takes at most `maximumBytes`.
    ///
    /// Every n-gram of order 2 or more that no kept n-gram continues may go. They go in order of the
    /// probability mass they move, *weighted-difference* pruning (Seymore & Rosenfeld 1996):
    /// P(h w) · (log P(w | h) − log P(w | h) backed off), with P(h w) from the model's own chain
    /// rule, as Stolcke's entropy pruning (1998) estimates it. Then every context's back-off weight
    /// is computed again, so that its distribution still sums to 1:
    /// b(h) = (1 − Σ P(w | h)) / (1 − Σ P(w | h′)), both sums over the words kept after h.
    /// Unigrams always stay; throws when they alone are too large.
    func pruned(toFit maximumBytes: Int) throws -> NGramTable {
        guard fileSize > maximumBytes else { return self }
        var counts = levels.map(\.count)
        let stored = LanguageModelFormat.StoredVocabulary(vocabulary)
        let likeliest = likeliestUnigramCount
        func size(_ counts: [Int]) -> Int {
            LanguageModelFormat.Sections(
                counts: counts, alphabetSize: stored.alphabet.count, suffixKeyBits: counts.map { _ in 0 },
                vocabularyTextLength: stored.text.count,
                likeliestUnigramCount: likeliest
            ).end
        }
        let smallest = size([counts[0]] + counts.dropFirst().map { _ in 0 })
        guard smallest <= maximumBytes else {
            throw LanguageModelError(
                "the vocabulary alone takes \(smallest) bytes, more than the \(maximumBytes) allowed: "
                    + "give a larger size, or a smaller vocabulary")
        }

        // Each n-gram's number of kept continuations, and the n-grams by the cost of leaving them out.
        var continuing = levels.map { [[UInt32]: Int](minimumCapacity: $0.count) }
        for level in levels.dropFirst() {
            for entry in level { continuing[entry.words.count - 2][Array(entry.words.dropLast()), default: 0] += 1 }
        }
        var candidates: [(cost: Double, words: [UInt32])] = []
        for level in levels.dropFirst() {
            for entry in level {
                candidates.append((cost(of: entry), entry.words))
            }
        }
        candidates.sort { $0.cost < $1.cost || ($0.cost == $1.cost && $0.words.lexicographicallyPrecedes($1.words)) }
        var removed = levels.map { _ in Set<[UInt32]>() }
        for candidate in candidates where size(counts) > maximumBytes {
            let order = candidate.words.count
            guard continuing[order - 1][candidate.words, default: 0] == 0 else { continue }
            removed[order - 1].insert(candidate.words)
            continuing[order - 2][Array(candidate.words.dropLast())]! -= 1
            counts[order - 1] -= 1
        }
        guard size(counts) <= maximumBytes else {
            throw LanguageModelError("the model cannot be pruned to \(maximumBytes) bytes")
        }
        let kept = levels.enumerated().map { index, level in level.filter { !removed[index].contains($0.words) } }
        return NGramTable(words: vocabulary, levels: kept).renormalized()
    }

    /// P(h w) · (log₁₀ P(w | h) − log₁₀ (b(h) · P(w | h′))): what leaving `entry` out costs.
    private func cost(of gram: Entry) -> Double {
        let start = number(of: Self.sentenceStart)
        var history: Double = 0
        for end in gram.words.indices.dropLast() where !(end == 0 && gram.words[0] == start) {
            history += Double(log10Probability(numbers: Array(gram.words[...end])))
        }
        let backedOff =
            Double(entry(Array(gram.words.dropLast()))?.log10Backoff ?? 0)
            + Double(log10Probability(numbers: Array(gram.words.dropFirst())))
        let probability = Double(gram.log10Probability)
        return pow(10, history + probability) * (probability - backedOff)
    }

    /// The table with every back-off weight computed again from the n-grams it holds, order by
    /// order, so that every context's distribution sums to 1.
    func renormalized() -> NGramTable {
        var table = self
        var levels = self.levels
        for order in 1..<max(self.order, 1) {
            var sums: [[UInt32]: (here: Double, below: Double)] = [:]
            for entry in levels[order] {
                let context = Array(entry.words.dropLast())
                let lower = Array(entry.words.dropFirst())
                let below = pow(10, Double(table.log10Probability(numbers: lower)))
                sums[context, default: (0, 0)].here += pow(10, Double(entry.log10Probability))
                sums[context, default: (0, 0)].below += below
            }
            for index in levels[order - 1].indices {
                guard let sum = sums[levels[order - 1][index].words] else {
                    levels[order - 1][index].log10Backoff = 0
                    continue
                }
                let weight = max(1 - sum.here, 1e-12) / max(1 - sum.below, 1e-12)
                levels[order - 1][index].log10Backoff = Float(log10(weight))
            }
            table = NGramTable(sortedVocabulary: vocabulary, sortedLevels: levels)
        }
        return table
    }
}
