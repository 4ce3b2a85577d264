import Foundation

/// How the conversion benchmarks (pinyin, kana) write their figures in Markdown.
enum ConversionReport {
    /// `count` of `total` clauses as a percentage, with the count: "53.4% (534)".
    static func share(_ count: Int, of total: Int) -> String {
        String(format: "%.1f%% (%d)", 100 * Double(count) / Double(max(total, 1)), count)
    }

    /// A size in mebibytes, to one decimal; "unknown" when it was not measured.
    static func mebibytes(_ bytes: Int?) -> String {
        bytes.map { String(format: "%.1f MiB", Double($0) / 1_048_576) } ?? "unknown"
    }

    /// The `p`th percentile of `result`, as the benchmarks print times.
    static func time(_ p: Double, of result: BenchmarkResult) -> String {
        Benchmark.format(nanoseconds: result.percentile(p))
    }
}

/// How often a conversion's first candidates are right, over a set of held-out clauses: the whole
/// clause, or at least its first word, among the first one and five.
package struct ConversionAccuracy: Sendable {
    /// Clauses whose whole conversion is among the first 1 and 5 candidates.
    package private(set) var sentenceTop1 = 0
    package private(set) var sentenceTop5 = 0
    /// Clauses where one of the first 1 and 5 candidates writes at least the first word right: a
    /// candidate the clause starts with, at least as long as its first word, so that choosing it
    /// makes progress.
    package private(set) var firstWordTop1 = 0
    package private(set) var firstWordTop5 = 0

    /// Counts `candidates`, the first first, as what a conversion of `clause`'s keys offered.
    mutating func count(_ candidates: [String], for clause: PinyinBenchmark.Clause) {
        if candidates.first == clause.text { sentenceTop1 += 1 }
        if candidates.prefix(5).contains(clause.text) { sentenceTop5 += 1 }
        func writesFirstWord(_ candidate: String) -> Bool {
            candidate.count >= clause.firstWord.count && clause.text.hasPrefix(candidate)
        }
        if candidates.prefix(1).contains(where: writesFirstWord) { firstWordTop1 += 1 }
        if candidates.prefix(5).contains(where: writesFirstWord) { firstWordTop5 += 1 }
    }

    /// The four figures as rows of a Markdown table of `clauses` clauses.
    func markdownRows(clauses: Int) -> String {
        func share(_ count: Int) -> String { ConversionReport.share(count, of: clauses) }
        return """
            | Whole clause right, first candidate (\(clauses) clauses) | \(share(sentenceTop1)) |
            | Whole clause among the first 5 candidates | \(share(sentenceTop5)) |
            | First word right, first candidate | \(share(firstWordTop1)) |
            | First word right among the first 5 candidates | \(share(firstWordTop5)) |
            """
    }
}
