import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// `keysmith-bench swipe`: the accuracy and speed of Keysmith's swipe decoder on synthetic strokes,
/// beside plain SHARK2 and the nearest path by location, on the same strokes (see
/// benchmarks/swipe.md for the figures and docs/swipe-typing.md for the noise model).
///
/// Words are drawn, with a seed, from the English lexicon's 20,000 most frequent words that can be
/// swiped on the embedded English layout of an iPhone in portrait (words of one key are tapped,
/// not swiped); candidates come from the whole lexicon.
package enum SwipeBenchmark {
    /// The decoders compared.
    package enum Decoder: String, CaseIterable, Sendable, Codable {
        case keysmith, shark2, location
    }

    /// Runs the benchmark and returns its report.
    ///
    /// - Parameters:
    ///   - sampleSize: how many words to draw from the 20,000 most frequent (all of them if larger).
    ///   - spreads: the noise levels, each the spread of the finger in key widths.
    ///   - seed: the seed of the word sample and of the strokes.
    package static func run(sampleSize: Int, spreads: [Double], seed: UInt64) throws -> SwipeBenchmarkReport {
        guard let geometry = LetterLayouts.embeddedEnglish else {
            throw ToolError.unreadable("the embedded set has no English layout")
        }
        let lexicon = try Lexicon.english()
        let keys = SwipeKeys(geometry: geometry)

        // The decoder's own memory first, before the baselines' templates fill the heap.
        let before = Benchmark.residentByKind
        let decoder = SwipeDecoder(keys: keys, lexicon: lexicon)
        let buildStart = DispatchTime.now()
        let indexBytes = decoder.prepare()
        let buildMilliseconds = milliseconds(since: buildStart)
        var warmUp = SeededGenerator(seed: seed)
        if let stroke = SyntheticStroke.stroke(
            for: "keyboard", keys: keys, bounds: geometry.bounds, noise: .moderate, using: &warmUp)
        {
            _ = decoder.candidates(for: stroke, limit: 4)
        }
        let after = Benchmark.residentByKind
        var extraResident: Int?
        if let before, let after { extraResident = after.anonymous - before.anonymous }

        let ranked = lexicon.wordsByFrequency()
        let baselines = SwipeBaselines(words: ranked, keys: keys)
        let frequent = ranked.prefix(20_000).map(\.word).filter { (keys.keyPath(of: $0)?.count ?? 0) > 1 }
        var generator = SeededGenerator(seed: seed)
        let sample = Array(frequent.shuffled(using: &generator).prefix(max(1, sampleSize)))

        var levels: [SwipeBenchmarkReport.Level] = []
        for (levelIndex, spread) in spreads.enumerated() {
            var strokeGenerator = SeededGenerator(seed: seed &+ UInt64(levelIndex + 1) &* 1_000_003)
            var level = SwipeBenchmarkReport.Level(spread: spread)
            for word in sample {
                guard
                    let stroke = SyntheticStroke.stroke(
                        for: word, keys: keys, bounds: geometry.bounds, noise: SwipeNoise(spread: spread),
                        using: &strokeGenerator)
                else { continue }
                for kind in Decoder.allCases {
                    let start = DispatchTime.now()
                    let cpuStart = ThreadCPUTime.nanoseconds()
                    let words: [String]
                    switch kind {
                    case .keysmith: words = decoder.candidates(for: stroke, limit: 4).map { $0.word.lowercased() }
                    case .shark2: words = baselines.shark2(stroke, limit: 4)
                    case .location: words = baselines.nearestByLocation(stroke, limit: 4)
                    }
                    level.record(
                        kind, word: word, candidates: words, milliseconds: milliseconds(since: start),
                        cpuMilliseconds: Double(ThreadCPUTime.nanoseconds() &- cpuStart) / 1e6)
                }
            }
            levels.append(level)
        }
        // The same words through whole keyboards, as a user types them.
        let engineWords = sample.prefix(engineStrokeCount)
        let engineSpread = spreads.contains(SwipeNoise.moderate.spread) ? SwipeNoise.moderate.spread : spreads[0]
        var report = SwipeBenchmarkReport(
            lexiconWords: lexicon.wordCount, swipeableWords: decoder.swipeableWordCount, sampledWords: sample.count,
            swipeableFrequentWords: frequent.count, seed: seed, indexBytes: indexBytes,
            indexBuildMilliseconds: buildMilliseconds, extraResidentBytes: extraResident, levels: levels)
        report.engineRuns = try SwipeEngineBenchmark.keyboards(english: lexicon).map { keyboard in
            try SwipeEngineBenchmark.run(
                keyboard.name, engine: keyboard.engine, words: Array(engineWords),
                noise: SwipeNoise(spread: engineSpread), seed: seed)
        }
        return report
    }

    /// How many strokes go through whole keyboards.
    static let engineStrokeCount = 1_000

    private static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
    }
}
