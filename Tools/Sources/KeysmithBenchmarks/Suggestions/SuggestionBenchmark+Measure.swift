import Foundation
@_spi(Tooling) import KeysmithCore

extension SuggestionBenchmark {
    /// Times `body` on each of `count` inputs, `rounds` times, each call on its own, after a warm-up.
    static func time(_ count: Int, rounds: Int, _ body: (Int) -> Int) -> BenchmarkResult {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(count * rounds)
        var sink = 0
        for index in 0..<min(count, 200) { sink &+= body(index) }
        for _ in 0..<rounds {
            for index in 0..<count {
                let start = clock.now
                sink &+= body(index)
                let elapsed = start.duration(to: clock.now)
                samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
            }
        }
        withExtendedLifetime(sink) {}
        return BenchmarkResult(name: "", samples: samples)
    }

    /// Measures load time, resident memory, correction and completion timings (each query timed on
    /// its own, `rounds` times) and accuracy on the `misspelling<TAB>correction` pairs and on the
    /// synthesized taps, and returns them as one JSON object.
    package static func measure(
        lexicon lexiconPath: String, queries queriesPath: String, prefixes prefixesPath: String,
        pairs pairsPath: String,
        taps tapsPath: String, rounds: Int
    ) throws -> String {
        let queries = try lines(queriesPath)
        let prefixes = try lines(prefixesPath)
        let realCases = try pairs(pairsPath)
        let synthetic = try synthesized(tapsPath)

        // Resident memory: the runtime, then the configuration and an engine, then the lexicon read
        // into memory (not mapped, so every byte counts), then after every query has run.
        let residentRuntime = Benchmark.residentBytes ?? 0
        let kindsRuntime = Benchmark.residentByKind
        let geometry = try englishGeometry()
        let configuration = KeyboardConfiguration.embedded().value
        let engine = configuration.map { KeyboardEngine(configuration: $0) }
        let firstFrame = engine.map { $0.render($0.initialState()) }
        let residentConfiguration = Benchmark.residentBytes ?? 0
        let kindsConfiguration = Benchmark.residentByKind
        guard let fileData = FileManager.default.contents(atPath: lexiconPath) else {
            throw Failure(description: "cannot read \(lexiconPath)")
        }
        let lexicon = try Lexicon(data: fileData)
        let residentLexicon = Benchmark.residentBytes ?? 0

        let keys = LetterKeys(geometry: geometry)
        let corrector = SpellingCorrector(lexicon: lexicon)
        let correction = time(queries.count, rounds: rounds) { index in
            corrector.rank(queries[index], keys: keys, limit: 3).corrections.count
        }
        let tapQueries = synthetic.filter { $0.typed.count == $0.taps.count && !$0.typed.isEmpty }
        let correctionWithTaps = time(tapQueries.count, rounds: rounds) { index in
            corrector.rank(tapQueries[index].typed, taps: tapQueries[index].taps, keys: keys, limit: 3).corrections
                .count
        }
        // The bar without and with KeysmithCore's English offensive words, a round of each in turn,
        // so that both meet the same load.
        let provider = SuggestionProvider(lexicon: lexicon)
        var blocking = provider
        blocking.offensiveWords = LanguageTag("en").flatMap(OffensiveWords.embedded(for:))
        func bar(_ provider: SuggestionProvider) -> (Int) -> Int {
            { index in
                provider.suggestions(
                    for: TextContext(beforeInput: "I wrote " + queries[index]), keys: keys, host: .standard
                )
                .suggestions.count
            }
        }
        var barSamples: [Double] = []
        var blockingSamples: [Double] = []
        for _ in 0..<rounds {
            barSamples += time(queries.count, rounds: 1, bar(provider)).samples
            blockingSamples += time(queries.count, rounds: 1, bar(blocking)).samples
        }
        let suggestionBar = BenchmarkResult(name: "", samples: barSamples)
        let suggestionBarBlocking = BenchmarkResult(name: "", samples: blockingSamples)
        let completion = time(prefixes.count, rounds: rounds) { index in
            lexicon.completions(of: prefixes[index], limit: 3).count
        }
        let residentAfterQueries = Benchmark.residentBytes ?? 0
        withExtendedLifetime((engine, firstFrame)) {}

        // Loading as a keyboard does: the file read (mapped where the system maps it) and checked
        // whole, its checksum and both tries. Timed after the memory figures, since each load's
        // buffer, freed, may stay with the allocator.
        let load = time(1, rounds: 30) { _ in
            (try? Lexicon(contentsOf: URL(fileURLWithPath: lexiconPath)))?.wordCount ?? -1
        }

        // Accuracy on real misspellings.
        let rankers = Rankers(lexicon: lexicon, keys: keys)
        let unknownCases = realCases.filter { !lexicon.contains($0.typed) }

        // What space would do with each real misspelling: autocorrect it right, wrongly, or leave it.
        var right = 0, wrong = 0
        for (typed, intended, _) in unknownCases {
            let result = provider.suggestions(for: TextContext(beforeInput: typed), keys: keys, host: .standard)
            guard let autocorrection = result.autocorrection else { continue }
            if autocorrection.text == intended { right += 1 } else { wrong += 1 }
        }
        let unknownCount = Double(max(unknownCases.count, 1))
        let autocorrection = [
            "cases": Double(unknownCases.count), "correctedRight": Double(right) / unknownCount,
            "correctedWrong": Double(wrong) / unknownCount,
            "precision": right + wrong == 0 ? 0 : Double(right) / Double(right + wrong),
        ]

        // Accuracy on synthesized taps.
        let allSynthetic: [Case] = synthetic.filter { !$0.typed.isEmpty }.map { ($0.typed, $0.intended, $0.taps) }
        let mistyped = allSynthetic.filter { $0.typed != $0.intended }

        // The bytes completion reads: every part of the file before the backward trie, which only
        // correction uses.
        let forwardBytes = lexicon.partSizes.prefix { !$0.part.hasPrefix("backward") }.reduce(0) { $0 + $1.bytes }
        let report = Report(
            machine: Benchmark.machineDescription, lexiconBytes: lexicon.byteCount, forwardTrieBytes: forwardBytes,
            words: lexicon.wordCount, load: Timing(load),
            residentBytesRuntime: residentRuntime,
            residentBytesConfigurationAndEngine: residentConfiguration - residentRuntime,
            anonymousBytesConfigurationAndEngine: kindsRuntime.flatMap { start in
                kindsConfiguration.map { $0.anonymous - start.anonymous }
            },
            residentBytesLexiconLoaded: residentLexicon - residentConfiguration,
            residentBytesLexiconAfterQueries: residentAfterQueries - residentConfiguration,
            correction: Timing(correction), correctionWithTaps: Timing(correctionWithTaps),
            suggestionBar: Timing(suggestionBar), suggestionBarBlockingOffensiveWords: Timing(suggestionBarBlocking),
            completion: Timing(completion),
            realAccuracy: rankers.real(realCases), realAccuracyUnknownMisspellings: rankers.real(unknownCases),
            autocorrection: autocorrection,
            syntheticAccuracy: rankers.synthetic(allSynthetic), syntheticAccuracyMistyped: rankers.synthetic(mistyped))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
