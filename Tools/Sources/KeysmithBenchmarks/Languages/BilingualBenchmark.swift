import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// A keyboard of two languages at once, as `keysmith-bench languages` measures it first: the embedded
/// English and French keyboards in one set, with both lexicons, suggesting in the language of each
/// sentence. What it adds to resident memory, and the time of each event of a paragraph that goes
/// from English to French and back, as the iOS keyboard runs it (the suggestion search deferred).
enum BilingualBenchmark {
    /// The set: English first, as a user who writes mostly English would list them.
    static let manifest = #"{"name": "bilingual", "languages": ["en_US", "fr_FR"]}"#

    /// Typed on the English layout without switching: the French sentence's words make its
    /// suggestions French.
    static let paragraph =
        "The cat is very nice today, isn't it? Le chat est très mignon et il a déjà mangé. Ça coûte 12 €, "
        + "okay? See you soon. "

    struct Figures {
        /// Heap the load and the paragraph added, and the lexicons' mapped pages after it.
        var heapAdded: Int
        var lexiconsMapped: Int
        /// One touch event: engine, effects and render model; every kind of event together.
        var touch: BenchmarkResult
        /// The touch events by kind (see ``TouchBenchmarks/EventKind``).
        var byKind: [TouchBenchmarks.EventKind: BenchmarkResult]
        /// The deferred suggestion search, and the event that brings its answer back.
        var search: BenchmarkResult
        var answer: BenchmarkResult
        var events: Int
        var rounds: Int

        /// Engine, configuration and both lexicons, as the 12 MiB budget counts them.
        var memory: Int { heapAdded + lexiconsMapped }
    }

    /// The keyboard set of `manifest`, the JSON of a `Keyboard.json` naming embedded languages.
    ///
    /// - Throws: `SuggestionBenchmark.Failure` with the set's diagnostics when it does not load cleanly.
    static func configuration(_ manifest: String) throws -> KeyboardConfiguration {
        let loaded = KeyboardConfiguration.load(manifest: "Keyboard") { name in
            name == "Keyboard" ? SourceText(name: "Keyboard.json", bytes: Array(manifest.utf8)) : nil
        }
        guard let configuration = loaded.cleanValue else {
            throw SuggestionBenchmark.Failure(
                description: "the two-language set does not load: \(loaded.diagnostics.map { "\($0)" })")
        }
        return configuration
    }

    /// Measures; run it before anything else of the process allocates, so that the memory is its own.
    static func measure(rounds: Int) throws -> Figures {
        let kindsAtStart = Benchmark.residentByKind
        // The same engine and typing as the key-up benchmark: both lexicons, the search deferred.
        let setup = try KeyUpBenchmark.setUp()
        let timings = TouchBenchmarks.samples(setup.engine, script: setup.script, rounds: rounds)

        let kindsAfter = Benchmark.residentByKind
        let mapped = [LanguageLexicons.url(for: "en"), LanguageLexicons.url(for: "fr")].compactMap {
            $0.flatMap { Benchmark.residentBytes(mappedFile: $0.lastPathComponent) }
        }.reduce(0, +)
        let heap = (kindsAfter?.anonymous ?? 0) - (kindsAtStart?.anonymous ?? 0)
        withExtendedLifetime(setup.engine) {}
        return Figures(
            heapAdded: heap, lexiconsMapped: mapped,
            touch: BenchmarkResult(name: "touch", samples: timings.touch),
            byKind: timings.byKind.mapValues { BenchmarkResult(name: "touch", samples: $0) },
            search: BenchmarkResult(name: "search", samples: timings.search),
            answer: BenchmarkResult(name: "answer", samples: timings.answer),
            events: setup.script.count, rounds: rounds)
    }

    /// The report's section on the two-language keyboard.
    static func markdown(_ figures: Figures) -> [String] {
        func mebibytes(_ bytes: Int) -> String { String(format: "%.2f MiB", Double(bytes) / 1_048_576) }
        func row(_ name: String, _ result: BenchmarkResult, budget: Double?) -> String {
            let verdict =
                budget.map {
                    result.p99 <= $0
                        ? "within \(Benchmark.format(nanoseconds: $0))"
                        : "**over \(Benchmark.format(nanoseconds: $0))**"
                } ?? ""
            return "| \(name) | \(result.samples.count) | \(Benchmark.format(nanoseconds: result.median)) | "
                + "\(Benchmark.format(nanoseconds: result.p99)) | \(Benchmark.format(nanoseconds: result.percentile(99.9))) | \(verdict) |"
        }
        let memoryVerdict = figures.memory <= 12 * 1_048_576 ? "within the 12 MiB budget" : "**over the 12 MiB budget**"
        var lines = [
            "## Two languages at once",
            "",
            "The embedded English and French keyboards in one set (`\(manifest)`), with both lexicons; "
                + "\(figures.events) events typing “\(paragraph.trimmingCharacters(in: .whitespaces))” on the "
                + "English layout (the French sentence's suggestions come from the French lexicon without "
                + "switching), \(figures.rounds) rounds, the suggestion search deferred as the iOS keyboard runs it. "
                + "Swift, release build, in process, each event timed alone; the touch events by kind below "
                + "their row, the key-up that commits text held to the touch budget.",
            "",
            "| event | samples | median | p99 | p99.9 | budget (p99) |",
            "|---|---:|---:|---:|---:|---|",
            row("touch event: engine + effects + render model", figures.touch, budget: nil),
        ]
        for kind in TouchBenchmarks.EventKind.allCases {
            guard let result = figures.byKind[kind] else { continue }
            lines.append(
                row("↳ " + kind.label, result, budget: kind == .keyUpCommittingText ? 50_000 : nil))
        }
        lines += [
            row("its suggestion search, off the touch path", figures.search, budget: nil),
            row("the search's answer: engine + render model", figures.answer, budget: 50_000),
            "",
            "Memory for engine, configuration and both lexicons: \(mebibytes(figures.memory)) (\(mebibytes(figures.heapAdded)) "
                + "of heap added by loading and typing, \(mebibytes(figures.lexiconsMapped)) of the two lexicon files "
                + "mapped and read), \(memoryVerdict).",
            "",
        ]
        return lines
    }
}
