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
    }

    /// Decodes every swipeable word of `sentences` (as ``CorpusTokenizer`` splits them) at each spread,
    /// alone and after the words before it in its sentence; nil when Keysmith embeds no keyboard or
    /// no lexicon for `language`.
    package static func run(
        language: String, sentences: [[String]], model: LanguageModel, spreads: [Double], seed: UInt64,
        contextWeight: Double = 1
    ) throws -> [Result]? {
        guard let (_, geometry) = LetterLayouts.embedded(language: language),
            let lexicon = try LanguageLexicons.lexicon(for: language)
        else { return nil }
        let keys = SwipeKeys(geometry: geometry)
        let decoder = SwipeDecoder(keys: keys, lexicon: lexicon, contextWeight: contextWeight)
        _ = decoder.prepare()
        let letterCase = LetterCase(locale: language)
        return spreads.enumerated().map { level, spread in
            var generator = SeededGenerator(seed: seed &+ UInt64(level + 1) &* 1_000_003)
            var strokes = 0, inLexicon = 0, top1Alone = 0, top1InContext = 0, top4Alone = 0, top4InContext = 0
            var inShortlist = 0
            for sentence in sentences {
                for (position, word) in sentence.enumerated() {
                    let folded = letterCase.lowercased(word)
                    guard
                        let stroke = SyntheticStroke.stroke(
                            for: folded, keys: keys, bounds: geometry.bounds, noise: SwipeNoise(spread: spread),
                            using: &generator)
                    else { continue }
                    strokes += 1
                    guard lexicon.contains(word) else { continue }
                    inLexicon += 1
                    let context = SentenceContext(
                        model: model, text: sentence[..<position].joined(separator: " "), letterCase: letterCase,
                        elisions: .none)
                    func rank(_ candidates: [SwipeCandidate]) -> Int? {
                        candidates.firstIndex { letterCase.lowercased($0.word) == folded }
                    }
                    let alone = rank(decoder.candidates(for: stroke, limit: 4, context: nil))
                    let inContext = rank(decoder.candidates(for: stroke, limit: 4, context: context))
                    if alone == 0 { top1Alone += 1 }
                    if alone != nil { top4Alone += 1 }
                    if inContext == 0 { top1InContext += 1 }
                    if inContext != nil { top4InContext += 1 }
                    if rank(decoder.candidates(for: stroke, limit: .max, context: nil)) != nil { inShortlist += 1 }
                }
            }
            func percent(_ part: Int, of whole: Int) -> Double { whole == 0 ? 0 : 100 * Double(part) / Double(whole) }
            return Result(
                spread: spread, strokes: strokes, inLexicon: inLexicon, top1Alone: percent(top1Alone, of: strokes),
                top1InContext: percent(top1InContext, of: strokes), top4Alone: percent(top4Alone, of: strokes),
                top4InContext: percent(top4InContext, of: strokes), inShortlist: percent(inShortlist, of: inLexicon))
        }
    }
}
