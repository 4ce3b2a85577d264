import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// Swipe with the sentence so far: the words of held-out sentences drawn as synthetic strokes on the
/// language's embedded keyboard, decoded alone and after the words before them, as the keyboard
/// decodes a stroke in the middle of a sentence.
package enum SwipeContextBenchmark {
    /// What the strokes of one noise level gave.
    package struct Result: Codable, Sendable {
        /// The finger's spread, in key widths (``SwipeNoise/spread``).
        package var spread: Double
        /// The words drawn as strokes: every word of the sentences with two keys or more.
        package var strokes: Int
        /// How many of them the lexicon holds: the others no decoder of the lexicon can give.
        package var inLexicon: Int
        /// How often the word drawn was the first candidate, without and with the sentence, in percent.
        package var top1Alone: Double
        package var top1InContext: Double
        /// How often it was among the first four, without and with the sentence, in percent.
        package var top4Alone: Double
        package var top4InContext: Double
        /// How often the decoder's shortlist (the words it scores in full) held the word drawn, in
        /// percent of the words the lexicon holds: the most that weighing by the sentence could reach.
        package var inShortlist: Double
        /// The thread CPU time of one decode after the sentence so far, in microseconds: the
        /// median and the 95th percentile over the strokes of words the lexicon holds.
        package var decodeMedianMicroseconds: Double
        package var decodeP95Microseconds: Double
    }

    /// A word of the lexicon that the decoder did not put first after the sentence so far.
    package struct Miss: Codable, Sendable {
        /// The word drawn, and the words of its sentence before it.
        package var word: String
        package var sentence: String
        /// The word's place among the candidates, from 1, without and with the sentence; nil when it
        /// was not among the first four.
        package var rankAlone: Int?
        package var rankInContext: Int?
        /// The first four candidates after the sentence, best first.
        package var candidates: [SwipeCandidate]
        /// How much likelier the sentence makes the word drawn, and the first candidate
        /// (``SentenceContext/lift(of:)``, natural log).
        package var lift: Double
        package var liftOfFirst: Double
    }

    /// One word drawn and what the decoder gave for it.
    private struct Outcome {
        var word: String
        var sentence: String
        var inLexicon: Bool
        var rankAlone: Int?
        var rankInContext: Int?
        var inShortlist: Bool
        var candidates: [SwipeCandidate]
        var context: SentenceContext
        /// The thread CPU time of the decode after the sentence, in nanoseconds.
        var decodeNanoseconds = 0.0
    }

    /// Decodes every swipeable word of `sentences` (as ``CorpusTokenizer`` splits them) at each spread,
    /// alone and after the words before it in its sentence; nil when Keysmith embeds no keyboard or
    /// no lexicon for `language`.
    package static func run(
        language: String, sentences: [[String]], model: LanguageModel, spreads: [Double], seed: UInt64,
        tuning: SwipeDecoder.Tuning = .init()
    ) throws -> [Result]? {
        var results: [Result] = []
        for (level, spread) in spreads.enumerated() {
            guard
                let outcomes = try outcomes(
                    language: language, sentences: sentences, model: model, spread: spread,
                    seed: seed &+ UInt64(level + 1) &* 1_000_003, tuning: tuning)
            else { return nil }
            results.append(result(of: outcomes, spread: spread))
        }
        return results
    }

    /// ``run`` at one spread (with the strokes of its first level), and the words of the lexicon the
    /// decoder did not put first after the sentence so far; nil when Keysmith embeds no keyboard or
    /// no lexicon for `language`.
    package static func misses(
        language: String, sentences: [[String]], model: LanguageModel, spread: Double, seed: UInt64,
        tuning: SwipeDecoder.Tuning = .init()
    ) throws -> (result: Result, misses: [Miss])? {
        guard
            let outcomes = try outcomes(
                language: language, sentences: sentences, model: model, spread: spread, seed: seed &+ 1_000_003,
                tuning: tuning)
        else { return nil }
        let misses = outcomes.filter { $0.inLexicon && $0.rankInContext != 1 }.map { outcome in
            Miss(
                word: outcome.word, sentence: outcome.sentence, rankAlone: outcome.rankAlone,
                rankInContext: outcome.rankInContext, candidates: outcome.candidates,
                lift: outcome.context.lift(of: outcome.word),
                liftOfFirst: outcome.candidates.first.map { outcome.context.lift(of: $0.word) } ?? 0)
        }
        return (result(of: outcomes, spread: spread), misses)
    }

    /// The figures of the words drawn at `spread`.
    private static func result(of outcomes: [Outcome], spread: Double) -> Result {
        let strokes = outcomes.count
        let inLexicon = outcomes.filter(\.inLexicon)
        func percent(_ part: Int, of whole: Int) -> Double { whole == 0 ? 0 : 100 * Double(part) / Double(whole) }
        let decodes = BenchmarkResult(name: "decode in context", samples: inLexicon.map(\.decodeNanoseconds))
        return Result(
            spread: spread, strokes: strokes, inLexicon: inLexicon.count,
            top1Alone: percent(outcomes.count { $0.rankAlone == 1 }, of: strokes),
            top1InContext: percent(outcomes.count { $0.rankInContext == 1 }, of: strokes),
            top4Alone: percent(outcomes.count { $0.rankAlone != nil }, of: strokes),
            top4InContext: percent(outcomes.count { $0.rankInContext != nil }, of: strokes),
            inShortlist: percent(inLexicon.count(where: \.inShortlist), of: inLexicon.count),
            decodeMedianMicroseconds: decodes.median / 1000, decodeP95Microseconds: decodes.percentile(95) / 1000)
    }

    /// Every swipeable word of `sentences` drawn at `spread` with the strokes of `seed`, decoded alone
    /// and after its sentence so far.
    private static func outcomes(
        language: String, sentences: [[String]], model: LanguageModel, spread: Double, seed: UInt64,
        tuning: SwipeDecoder.Tuning
    ) throws -> [Outcome]? {
        guard let (_, geometry) = LetterLayouts.embedded(language: language),
            let lexicon = try LanguageLexicons.lexicon(for: language)
        else { return nil }
        let keys = SwipeKeys(geometry: geometry)
        let decoder = SwipeDecoder(keys: keys, lexicon: lexicon, tuning: tuning)
        _ = decoder.prepare()
        let letterCase = LetterCase(locale: language)
        var generator = SeededGenerator(seed: seed)
        var outcomes: [Outcome] = []
        for sentence in sentences {
            for (position, word) in sentence.enumerated() {
                let folded = letterCase.lowercased(word)
                guard
                    let stroke = SyntheticStroke.stroke(
                        for: folded, keys: keys, bounds: geometry.bounds, noise: SwipeNoise(spread: spread),
                        using: &generator)
                else { continue }
                let text = sentence[..<position].joined(separator: " ")
                let context = SentenceContext(
                    model: model, text: text, letterCase: letterCase, elisions: .none)
                var outcome = Outcome(
                    word: word, sentence: text, inLexicon: lexicon.contains(word), inShortlist: false, candidates: [],
                    context: context)
                if outcome.inLexicon {
                    func rank(_ candidates: [SwipeCandidate]) -> Int? {
                        candidates.firstIndex { letterCase.lowercased($0.word) == folded }.map { $0 + 1 }
                    }
                    let start = ThreadCPUTime.nanoseconds()
                    outcome.candidates = decoder.candidates(for: stroke, limit: 4, context: context)
                    outcome.decodeNanoseconds = Double(ThreadCPUTime.nanoseconds() &- start)
                    outcome.rankAlone = rank(decoder.candidates(for: stroke, limit: 4, context: nil))
                    outcome.rankInContext = rank(outcome.candidates)
                    outcome.inShortlist = rank(decoder.candidates(for: stroke, limit: .max, context: nil)) != nil
                }
                outcomes.append(outcome)
            }
        }
        return outcomes
    }
}
