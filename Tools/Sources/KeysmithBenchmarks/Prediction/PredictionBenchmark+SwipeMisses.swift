import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

extension PredictionBenchmark {
    /// The swipe part of a run alone, and the words it missed: what `keysmith-bench prediction
    /// --swipe-misses` prints, to see why the decoder ranks a word below another before tuning it.
    package struct SwipeMisses: Codable, Sendable {
        /// The figures of ``SwipeContextBenchmark/run`` at the first spread.
        package var swipe: SwipeContextBenchmark.Result
        /// The words of the lexicon not put first after the sentence so far.
        package var misses: [SwipeContextBenchmark.Miss]
    }

    /// The test's words swiped at the options' first spread, and those missed; nil when Keysmith
    /// embeds no keyboard or no lexicon for the language.
    package static func swipeMisses(_ options: Options) throws -> SwipeMisses? {
        let lexicon = try LanguageLexicons.lexicon(for: options.language)
        let (sentences, _) = try testSentences(options, lexicon: lexicon)
        let model = try LanguageModel(contentsOf: options.model)
        guard let spread = options.swipeSpreads.first,
            let (swipe, misses) = try SwipeContextBenchmark.misses(
                language: options.language, sentences: sentences, model: model, spread: spread, seed: options.seed,
                tuning: options.swipeTuning)
        else { return nil }
        return SwipeMisses(swipe: swipe, misses: misses)
    }
}
