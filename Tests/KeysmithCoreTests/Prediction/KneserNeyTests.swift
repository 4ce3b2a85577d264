import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Modified Kneser–Ney: discounts, adjusted counts, and probabilities worked out by hand")
struct KneserNeyTests {
    /// "a b", "a b" and "b": small enough to work out by hand, and too small for count-of-counts
    /// discounts, so every order takes the fallback ones (0.5, 1, 1.5).
    static func tinyCounts(order: Int) -> NGramCounts {
        var counts = NGramCounts(order: order)
        for sentence in [["a", "b"], ["a", "b"], ["b"]] { counts.add(sentence: sentence) }
        return counts
    }

    func expectProbability(
        _ table: NGramTable, _ word: String, after context: [String], _ expected: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = Double(table.log10Probability(of: word, after: context))
        #expect(abs(found - log10(expected)) < 1e-6, "P(\(word) | \(context))", sourceLocation: sourceLocation)
    }

    @Test("discounts follow Chen & Goodman's estimates from the count-of-counts")
    func discounts() throws {
        // Y = 5 / (5 + 2·3) = 5/11; D₁ = 1 − 2Y·3/5 = 5/11; D₂ = 2 − 3Y·2/3 = 12/11; D₃₊ = 3 − 4Y·1/2 = 23/11.
        let discounts = try #require(KneserNey.Discounts(countOfCounts: [5, 3, 2, 1]))
        #expect(abs(discounts.one - 5.0 / 11) < 1e-12)
        #expect(abs(discounts.two - 12.0 / 11) < 1e-12)
        #expect(abs(discounts.threeOrMore - 23.0 / 11) < 1e-12)
        #expect(discounts(7) == discounts.threeOrMore)
        // A count that never occurs, or a discount as large as its count, gives none.
        #expect(KneserNey.Discounts(countOfCounts: [5, 3, 0, 1]) == nil)
        #expect(KneserNey.Discounts(countOfCounts: [1, 2, 1, 0]) == nil)
    }

    @Test("lower orders count the words seen before them, except after <s>")
    func adjustedCounts() {
        let counts = Self.tinyCounts(order: 3)
        func number(_ word: String) -> UInt32 { UInt32(counts.words.firstIndex(of: word)!) }
        let (start, end, a, b) = (number("<s>"), number("</s>"), number("a"), number("b"))
        #expect(
            counts.counts == [[start, a]: 2, [start, a, b]: 2, [a, b, end]: 2, [start, b]: 1, [start, b, end]: 1])
        let adjusted = KneserNey.adjustedCounts(counts)
        #expect(adjusted[2] == [[start, a, b]: 2, [a, b, end]: 2, [start, b, end]: 1])
        #expect(adjusted[1] == [[start, a]: 2, [start, b]: 1, [a, b]: 1, [b, end]: 2])
        #expect(adjusted[0] == [[a]: 1, [b]: 2, [end]: 1])
        #expect(KneserNey.discounts(adjusted) == [.fallback, .fallback, .fallback])

        // The bounds of a sentence are not words, even where the text has them.
        var bounded = NGramCounts(order: 3)
        for sentence in [["<s>", "a", "b"], ["a", "</s>", "b", "</s>"], ["b"]] { bounded.add(sentence: sentence) }
        #expect(bounded.counts == counts.counts)
        #expect(bounded.words == counts.words)
    }

    @Test("a bigram model of the tiny corpus has the probabilities worked out by hand")
    func bigrams() {
        let table = KneserNey.estimate(Self.tinyCounts(order: 2))
        // Unigrams: adjusted counts a 1, b 2, </s> 1, total 4; γ = (0.5·2 + 1·1) / 4 = 0.5, spread
        // over a, b, </s> and <unk>.
        expectProbability(table, "a", after: [], 0.5 / 4 + 0.5 / 4)
        expectProbability(table, "b", after: [], 1.0 / 4 + 0.5 / 4)
        expectProbability(table, "</s>", after: [], 0.5 / 4 + 0.5 / 4)
        expectProbability(table, "<unk>", after: [], 0.5 / 4)
        // After <s>: a 2, b 1, total 3; γ(<s>) = (1·1 + 0.5·1) / 3 = 0.5.
        expectProbability(table, "a", after: ["<s>"], 1.0 / 3 + 0.5 * 0.25)
        expectProbability(table, "b", after: ["<s>"], 0.5 / 3 + 0.5 * 0.375)
        expectProbability(table, "</s>", after: ["<s>"], 0.5 * 0.25)
        // After a: b 2; γ(a) = 1/2. After b: </s> 3; γ(b) = 1.5/3.
        expectProbability(table, "b", after: ["a"], 1.0 / 2 + 0.5 * 0.375)
        expectProbability(table, "</s>", after: ["b"], 1.5 / 3 + 0.5 * 0.25)
        expectProbability(table, "a", after: ["b"], 0.5 * 0.25)
        #expect(table.entry([table.number(of: "<s>")!])?.log10Probability == -99)
        #expect(abs(Double(table.entry([table.number(of: "a")!])!.log10Backoff) - log10(0.5)) < 1e-6)
    }

    @Test("a trigram model of the tiny corpus has the probabilities worked out by hand")
    func trigrams() {
        let table = KneserNey.estimate(Self.tinyCounts(order: 3))
        #expect(table.levels.map(\.count) == [5, 4, 3])
        // The bigrams now have adjusted counts: a b 1, b </s> 2. p(b | a) = 0.5 + 0.5 · 0.375;
        // p(</s> | b) = 0.5 + 0.5 · 0.25.
        expectProbability(table, "b", after: ["a"], 0.6875)
        expectProbability(table, "</s>", after: ["b"], 0.625)
        // <s> a b 2: p = (2 − 1) / 2 + 0.5 · p(b | a); a b </s> 2, <s> b </s> 1 likewise.
        expectProbability(table, "b", after: ["<s>", "a"], 0.5 + 0.5 * 0.6875)
        expectProbability(table, "</s>", after: ["a", "b"], 0.5 + 0.5 * 0.625)
        expectProbability(table, "</s>", after: ["<s>", "b"], 0.5 + 0.5 * 0.625)
        // Unseen after <s> a: γ(<s> a) · γ(a) · p(a).
        expectProbability(table, "a", after: ["<s>", "a"], 0.5 * 0.5 * 0.25)
    }

    @Test("every context's distribution sums to 1, with discounts from the count-of-counts")
    func sumsToOne() throws {
        var counts = NGramCounts(order: 3)
        var random = SplitMix64(seed: 23)
        for _ in 0..<500 {
            // A Zipf-like choice among 150 words, so that counts of 1 to 4 occur at every order.
            let sentence = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                "w\(Int(150 * pow(Double.random(in: 0..<1, using: &random), 3)))"
            }
            counts.add(sentence: sentence)
        }
        let adjusted = KneserNey.adjustedCounts(counts)
        #expect(!KneserNey.discounts(adjusted).contains(.fallback))
        let table = KneserNey.estimate(counts)
        let predicted = table.vocabulary.filter { $0 != "<s>" }
        // Every unigram context and every 8th bigram context, so that the test stays quick.
        var contexts: [[String]] = [[]] + table.levels[0].map { [table.vocabulary[Int($0.words[0])]] }
        contexts += stride(from: 0, to: table.levels[1].count, by: 8).map { index in
            table.levels[1][index].words.map { table.vocabulary[Int($0)] }
        }
        contexts += [["w1", "zzz"], ["zzz", "w2"], ["zzz"]]
        #expect(contexts.count > 100)
        for context in contexts where context.last != "</s>" {
            let sum = predicted.reduce(0.0) { $0 + pow(10, Double(table.log10Probability(of: $1, after: context))) }
            #expect(abs(sum - 1) < 1e-4, "the distribution after \(context) sums to \(sum)")
        }
    }
}
