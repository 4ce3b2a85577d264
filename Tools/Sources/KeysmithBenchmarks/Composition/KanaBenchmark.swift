import Foundation
@_spi(Tooling) import KeysmithCore

/// Converting romaji on the embedded ja_JP keyboard, in process: how often the first candidates are
/// right for a held-out set of clauses, how long a clause's conversion and a key take, and what the
/// dictionary costs in memory. scripts/bench_japanese.py runs Mozc on the same clauses.
package enum KanaBenchmark {
    /// The most a key, or a clause converted from its first key, may take at the 95th percentile,
    /// in nanoseconds (the issue's budget for a 20-letter pinyin run).
    package static let p95Budget = 5_000_000.0

    /// What the benchmark measured.
    package struct Report {
        package var clauses: Int
        package var accuracy = ConversionAccuracy()
        /// A clause's keys converted at once, in thread CPU time.
        package var latency = BenchmarkResult(name: "conversion", samples: [])
        /// A key of a clause typed key by key: the conversion of the keys typed so far, which is
        /// what a person typing waits, in thread CPU time.
        package var keyLatency = BenchmarkResult(name: "key", samples: [])
        package var dictionaryBytes: Int
        /// The process's resident memory before the dictionary was read, and after every conversion.
        package var residentBefore: Int?
        package var residentAfter: Int?

        package var withinBudget: Bool {
            max(latency.percentile(95), keyLatency.percentile(95)) <= KanaBenchmark.p95Budget
        }
    }

    /// Converts every clause (`text<TAB>romaji<TAB>first word`, as `PinyinBenchmark` reads them)
    /// and times each clause converted whole and typed key by key, `rounds` times.
    package static func run(_ clauses: [PinyinBenchmark.Clause], rounds: Int) throws -> Report {
        guard !clauses.isEmpty else { throw CompositionBenchmarkError("there are no clauses to measure") }
        let before = Benchmark.residentBytes
        guard let table = RomajiTable.embedded, let dictionary = KanaDictionary.embedded else {
            throw CompositionBenchmarkError("the embedded romaji table or kana dictionary does not load")
        }
        let composer = KanaComposer(table: table, dictionary: dictionary)
        var report = Report(clauses: clauses.count, dictionaryBytes: dictionary.byteCount, residentBefore: before)
        for clause in clauses {
            report.accuracy.count(composer.compose(clause.pinyin.map(String.init)).candidates.map(\.text), for: clause)
        }
        func time(_ keys: ArraySlice<String>) -> Double {
            let start = ThreadCPUTime.nanoseconds()
            let composition = composer.compose(Array(keys))
            let elapsed = Double(ThreadCPUTime.nanoseconds() &- start)
            withExtendedLifetime(composition) {}
            return elapsed
        }
        var samples: [Double] = []
        var keySamples: [Double] = []
        for _ in 0..<rounds {
            for clause in clauses {
                let keys = clause.pinyin.map(String.init)
                samples.append(time(keys[...]))
                for length in 1...keys.count { keySamples.append(time(keys.prefix(length))) }
            }
        }
        report.latency = BenchmarkResult(name: "conversion", samples: samples)
        report.keyLatency = BenchmarkResult(name: "key", samples: keySamples)
        report.residentAfter = Benchmark.residentBytes
        return report
    }

    /// The report in Markdown.
    package static func markdown(_ report: Report, command: String) -> String {
        func mebibytes(_ bytes: Int?) -> String { ConversionReport.mebibytes(bytes) }
        func time(_ p: Double, of result: BenchmarkResult) -> String { ConversionReport.time(p, of: result) }
        let growth = report.residentAfter.flatMap { after in report.residentBefore.map { after - $0 } }
        let load = Benchmark.loadAverageDescription ?? "load average unknown"
        return """
            Measured with `\(command)` on \(Benchmark.machineDescription), \(load).

            | Figure | Value |
            | --- | --- |
            \(report.accuracy.markdownRows(clauses: report.clauses))
            | A clause converted from its first key, thread CPU time: median / p95 / max (\(report.latency.iterations) runs) | \(time(50, of: report.latency)) / \(time(95, of: report.latency)) / \(time(100, of: report.latency)) |
            | A key of a clause typed key by key, thread CPU time: median / p95 / max (\(report.keyLatency.iterations) keys) | \(time(50, of: report.keyLatency)) / \(time(95, of: report.keyLatency)) / \(time(100, of: report.keyLatency)) |
            | Budget: p95 at most | \(Benchmark.format(nanoseconds: p95Budget)) (\(report.withinBudget ? "met" : "EXCEEDED")) |
            | Dictionary file | \(mebibytes(report.dictionaryBytes)) |
            | Process resident memory: before the dictionary / after the conversions (growth) | \(mebibytes(report.residentBefore)) / \(mebibytes(report.residentAfter)) (\(mebibytes(growth))) |

            """
    }
}
