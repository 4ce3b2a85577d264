@_spi(Tooling) import KeysmithCore

/// How often a way of ranking corrections puts the intended word first, or among the first three;
/// shared by the English and the per-language benchmarks.
enum CorrectionAccuracy {
    /// The baseline every benchmark compares against: the words within two edits of `typed`
    /// (optimal string alignment, ignoring case), nearest first, then most frequent, then in
    /// alphabetical order; the first three.
    static func plainEditDistance(_ typed: String, in lexicon: Lexicon) -> [String] {
        lexicon.words(within: 2, of: typed)
            .sorted {
                $0.distance != $1.distance
                    ? $0.distance < $1.distance : $0.score != $1.score ? $0.score > $1.score : $0.word < $1.word
            }
            .prefix(3).map(\.word)
    }

    /// The share of `cases` whose intended word `rank` puts first, and among its first three.
    static func measure<Case>(
        _ cases: [Case], intended: (Case) -> String, rank: (Case) -> [String]
    ) -> SuggestionBenchmark.Accuracy {
        var top1 = 0, top3 = 0
        for item in cases {
            let ranked = rank(item)
            let wanted = intended(item)
            if ranked.first == wanted { top1 += 1 }
            if ranked.prefix(3).contains(wanted) { top3 += 1 }
        }
        let count = max(cases.count, 1)
        return SuggestionBenchmark.Accuracy(
            cases: cases.count, top1: Double(top1) / Double(count), top3: Double(top3) / Double(count))
    }
}
