import Foundation
@_spi(Tooling) import KeysmithCore

/// Converting pinyin on an embedded pinyin keyboard (zh_Hans, zh_Hant): how often the first candidates are right for
/// a held-out set of clauses, how many keys a character takes, how long a conversion takes, and
/// what the dictionary costs in memory.
package enum PinyinBenchmark {
    /// One clause of the held-out set: its hanzi, its pinyin as a person types it (syllables run
    /// together, with an apostrophe before a syllable that starts with a vowel) and its first word.
    package struct Clause: Sendable {
        package var text: String
        package var pinyin: String
        package var firstWord: String
    }

    /// The most a conversion of a 20-letter run may take at the 95th percentile, in nanoseconds.
    package static let p95Budget = 5_000_000.0

    /// What the benchmark measured.
    package struct Report {
        package var clauses: Int
        package var accuracy = ConversionAccuracy()
        /// Keys and candidate choices for the clauses typed, and their characters.
        package var keystrokes: Int
        package var typedCharacters: Int
        /// A conversion of a run of 20 letters from its first letter, in thread CPU time.
        package var latency: BenchmarkResult
        /// A key of a 20-letter run typed letter by letter, each extending the conversion of the
        /// letters before it, in thread CPU time: what a person typing waits.
        package var keyLatency: BenchmarkResult
        package var dictionaryBytes: Int
        /// The process's resident memory before the dictionary was read, and after every
        /// conversion (before the typing, whose index of readings only the tools need).
        package var residentBefore: Int?
        package var residentAfter: Int?
        /// The dictionary's pages resident at the end.
        package var dictionaryResident: Int?

        package var withinBudget: Bool {
            max(latency.percentile(95), keyLatency.percentile(95)) <= PinyinBenchmark.p95Budget
        }
    }

    /// Reads the held-out set: `text<TAB>pinyin<TAB>first word` a line; `keys` names the middle
    /// field in errors (the kana benchmark's is romaji).
    package static func clauses(fromFile path: String, keys: String = "pinyin") throws -> [Clause] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").enumerated().map { index, line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty, fields[0].hasPrefix(fields[2]) else {
                throw CompositionBenchmarkError(
                    "\(path):\(index + 1):1: expected text, \(keys) and the text's first word, separated by tabs")
            }
            return Clause(text: fields[0], pinyin: fields[1], firstWord: fields[2])
        }
    }

    /// Converts every clause with the dictionary of `keyboard`'s script, times 20-letter runs
    /// `rounds` times — converted whole, and typed key by key — and types the first `typed` clauses
    /// on `keyboard` on an iPhone.
    package static func run(_ clauses: [Clause], keyboard: String = "zh_Hans", rounds: Int, typed: Int) throws -> Report
    {
        let before = Benchmark.residentBytes
        let script = LanguageTag(keyboard)?.scriptCode
        guard let dictionary = PinyinDictionary.embedded(script: script) else {
            throw CompositionBenchmarkError("the embedded pinyin dictionary of \(keyboard) does not load")
        }
        let composer = PinyinComposer(dictionary: dictionary)
        var report = Report(
            clauses: clauses.count,
            keystrokes: 0, typedCharacters: 0, latency: BenchmarkResult(name: "conversion", samples: []),
            keyLatency: BenchmarkResult(name: "key", samples: []),
            dictionaryBytes: dictionary.byteCount, residentBefore: before)
        for clause in clauses {
            report.accuracy.count(composer.compose(clause.pinyin.map(String.init)).candidates.map(\.text), for: clause)
        }
        let runs = clauses.map { Array($0.pinyin.prefix(20)).map(String.init) }.filter { $0.count == 20 }
        let afresh = PinyinComposer(dictionary: dictionary, reusingColumns: false)
        var samples: [Double] = []
        var keySamples: [Double] = []
        func time(_ composer: PinyinComposer, _ keys: [String]) -> Double {
            let start = ThreadCPUTime.nanoseconds()
            let composition = composer.compose(keys)
            let elapsed = Double(ThreadCPUTime.nanoseconds() &- start)
            withExtendedLifetime(composition) {}
            return elapsed
        }
        for _ in 0..<rounds {
            for run in runs {
                samples.append(time(afresh, run))
                for length in 1...run.count { keySamples.append(time(composer, Array(run.prefix(length)))) }
            }
        }
        report.latency = BenchmarkResult(name: "conversion", samples: samples)
        report.keyLatency = BenchmarkResult(name: "key", samples: keySamples)
        // Measured before the typing, whose index of readings only the tools need.
        report.residentAfter = Benchmark.residentBytes
        report.dictionaryResident = Benchmark.residentBytes(
            mappedFile: script == "Hant" ? "PinyinTraditional.dictionary" : "Pinyin.dictionary")
        guard let configuration = KeyboardConfiguration.embedded(language: keyboard).value else {
            throw CompositionBenchmarkError("the embedded \(keyboard) keyboard does not load")
        }
        let engine = KeyboardEngine(configuration: configuration)
        for clause in clauses.prefix(typed) {
            var typist = Typist(
                engine: engine, state: engine.initialState(host: .standard, deviceClass: .iphonePortrait))
            try typist.type(clause.text)
            report.keystrokes += typist.keystrokes
            report.typedCharacters += clause.text.count
        }
        return report
    }

    /// The report in Markdown.
    package static func markdown(_ report: Report, command: String) -> String {
        func mebibytes(_ bytes: Int?) -> String { ConversionReport.mebibytes(bytes) }
        func time(_ p: Double, of result: BenchmarkResult) -> String { ConversionReport.time(p, of: result) }
        let growth = report.residentAfter.flatMap { after in report.residentBefore.map { after - $0 } }
        return """
            Measured with `\(command)` on \(Benchmark.machineDescription), \(Benchmark.loadAverageDescription ?? "load average unknown").

            | Figure | Value |
            | --- | --- |
            \(report.accuracy.markdownRows(clauses: report.clauses))
            | Keystrokes per character, keys and candidate choices (\(report.typedCharacters) characters) | \(String(format: "%.2f", Double(report.keystrokes) / Double(max(report.typedCharacters, 1)))) |
            | Conversion of a 20-letter run from its first letter, thread CPU time: median / p95 (\(report.latency.iterations) runs) | \(time(50, of: report.latency)) / \(time(95, of: report.latency)) |
            | A key of a 20-letter run typed letter by letter, thread CPU time: median / p95 / max (\(report.keyLatency.iterations) keys) | \(time(50, of: report.keyLatency)) / \(time(95, of: report.keyLatency)) / \(time(100, of: report.keyLatency)) |
            | Budget: p95 at most | \(Benchmark.format(nanoseconds: p95Budget)) (\(report.withinBudget ? "met" : "EXCEEDED")) |
            | Dictionary file | \(mebibytes(report.dictionaryBytes)) |
            | Dictionary pages resident at the end | \(mebibytes(report.dictionaryResident)) |
            | Process resident memory: before the dictionary / after the conversions (growth) | \(mebibytes(report.residentBefore)) / \(mebibytes(report.residentAfter)) (\(mebibytes(growth))) |

            """
    }
}
