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
