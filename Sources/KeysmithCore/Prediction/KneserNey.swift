import Foundation

/// Interpolated modified Kneser–Ney estimation (Chen & Goodman, "An empirical study of smoothing
/// techniques for language modeling", 1998, §3), as KenLM's `lmplz` does it.
///
/// - The highest order keeps its counts. A lower-order n-gram's *adjusted count* is the number of
///   different words seen before it, except for n-grams that start with `<s>`, which keep theirs.
/// - Each order n has three discounts, for adjusted counts of 1, 2 and 3 or more, computed from its
///   count-of-counts tₙ,₁…tₙ,₄ (``Discounts/init(countOfCounts:)``).
/// - For a context h and a word w, with a(·) the adjusted count and A(h) = Σₓ a(hx):
///   p(w | h) = (a(hw) − D(a(hw))) / A(h) + γ(h) · p(w | h′), where h′ is h without its first
///   word, and γ(h) = (D₁ · N₁(h·) + D₂ · N₂(h·) + D₃₊ · N₃₊(h·)) / A(h) gives the next order down
///   the mass the discounts took. Unigrams are interpolated with the uniform distribution over the
///   vocabulary less `<s>`, `<unk>` included.
///
/// γ(h) is then exactly the back-off weight of h: a word never seen after h has p(w | h) =
/// γ(h) · p(w | h′), so the result is an ordinary back-off model whose every context's
/// distribution sums to 1.
enum KneserNey {
    /// The discounts of one order.
    struct Discounts: Sendable, Hashable {
        var one: Double
        var two: Double
        var threeOrMore: Double

        /// The discounts KenLM's `--discount_fallback` uses where count-of-counts give none: on tiny
        /// corpora, and on pruned or deduplicated text where some count never occurs.
        static let fallback = Discounts(one: 0.5, two: 1, threeOrMore: 1.5)

        init(one: Double, two: Double, threeOrMore: Double) {
            self.one = one
            self.two = two
            self.threeOrMore = threeOrMore
        }

        /// Chen & Goodman's estimates from the number of n-grams seen once, twice, three and four
        /// times, `countOfCounts[0…3]`: with Y = t₁ / (t₁ + 2t₂), Dₖ = k − (k + 1) · Y · tₖ₊₁ / tₖ.
        /// Nil unless t₁, t₂ and t₃ are positive and each Dₖ lies strictly between 0 and k, so that
        /// every discounted count stays positive.
        init?(countOfCounts t: [UInt64]) {
            guard t.count == 4, t[0] > 0, t[1] > 0, t[2] > 0 else { return nil }
            let t = t.map { Double($0) }
            let y = t[0] / (t[0] + 2 * t[1])
            let discounts = (1...3).map { k in Double(k) - Double(k + 1) * y * t[k] / t[k - 1] }
            guard zip(discounts, 1...3).allSatisfy({ $0 > 0 && $0 < Double($1) }) else { return nil }
            self.init(one: discounts[0], two: discounts[1], threeOrMore: discounts[2])
        }

        /// The discount of an adjusted count of 1 or more.
        func callAsFunction(_ count: UInt64) -> Double {
            count == 1 ? one : count == 2 ? two : threeOrMore
        }
    }

    /// The adjusted counts of every order, `[0]` the unigrams', from the counts of a text.
    static func adjustedCounts(_ counts: NGramCounts) -> [[[UInt32]: UInt64]] {
        var adjusted = [[[UInt32]: UInt64]](repeating: [:], count: counts.order)
        for (gram, count) in counts.counts { adjusted[gram.count - 1][gram, default: 0] += count }
        for order in stride(from: counts.order, through: 2, by: -1) {
            for gram in adjusted[order - 1].keys { adjusted[order - 2][Array(gram.dropFirst()), default: 0] += 1 }
        }
        return adjusted
    }

    /// The discounts of each order from its adjusted counts, falling back to ``Discounts/fallback``
    /// where the count-of-counts give none.
    static func discounts(_ adjusted: [[[UInt32]: UInt64]]) -> [Discounts] {
        adjusted.map { level in
            var countOfCounts = [UInt64](repeating: 0, count: 4)
            for count in level.values where count <= 4 { countOfCounts[Int(count) - 1] += 1 }
            return Discounts(countOfCounts: countOfCounts) ?? .fallback
        }
    }

    /// The back-off model of the counted text.
    static func estimate(_ counts: NGramCounts) -> NGramTable {
        let adjusted = adjustedCounts(counts)
        let discounts = discounts(adjusted)
        var words = counts.words
        if !words.contains(NGramTable.unknownWord) { words.append(NGramTable.unknownWord) }

        // Each order's context totals, and the interpolated probability of each n-gram.
        var probabilities = [[[UInt32]: Double]](repeating: [:], count: counts.order)
        var weights = [[[UInt32]: Double]](repeating: [:], count: counts.order)
        for order in 1...counts.order {
            let discount = discounts[order - 1]
            var contexts: [[UInt32]: (total: Double, mass: Double)] = [:]
            for (gram, count) in adjusted[order - 1] {
                contexts[Array(gram.dropLast()), default: (0, 0)].total += Double(count)
                contexts[Array(gram.dropLast()), default: (0, 0)].mass += discount(count)
            }
            for (context, sums) in contexts where order > 1 {
                weights[order - 2][context] = sums.mass / sums.total
            }
            if order == 1 {
                let unigrams = contexts[[]] ?? (1, 1)
                let uniform = unigrams.mass / unigrams.total / Double(words.count - 1)
                for number in words.indices.dropFirst() {
                    let count = adjusted[0][[UInt32(number)]] ?? 0
                    let discounted = count > 0 ? (Double(count) - discount(count)) / unigrams.total : 0
                    probabilities[0][[UInt32(number)]] = discounted + uniform
                }
                continue
            }
            for (gram, count) in adjusted[order - 1] {
                let context = contexts[Array(gram.dropLast())]!
                let lower = probabilities[order - 2][Array(gram.dropFirst())]!
                probabilities[order - 1][gram] =
                    (Double(count) - discount(count)) / context.total + context.mass / context.total * lower
            }
        }

        var levels: [[NGramTable.Entry]] = probabilities.enumerated().map { index, level in
            level.map { gram, probability in
                NGramTable.Entry(
                    words: gram, log10Probability: Float(log10(probability)),
                    log10Backoff: weights[index][gram].map { Float(log10($0)) } ?? 0)
            }
        }
        levels[0].append(
            NGramTable.Entry(
                words: [0], log10Probability: -99, log10Backoff: weights[0][[0]].map { Float(log10($0)) } ?? 0))
        return NGramTable(words: words, levels: levels)
    }
}
