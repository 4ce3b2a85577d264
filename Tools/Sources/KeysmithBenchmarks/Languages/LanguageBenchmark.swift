import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The per-language benchmark of `keysmith-bench languages`, run by `scripts/bench_languages.sh`:
/// for each language with a lexicon, its most frequent words typed as Gaussian-noisy taps on the
/// letters layout of its own embedded keyboard (see ``SyntheticTyping``), corrected with key
/// geometry and tap positions and by plain edit distance and frequency; the lexicon's bytes per
/// word, its load time, and the time a correction takes.
///
/// A language whose keyboard Keysmith does not embed yet is reported with its lexicon's figures and
/// "no keyboard" for the rest.
package enum LanguageBenchmark {
    /// What to measure.
    package struct Options: Sendable {
        /// The language codes to measure; every language with a lexicon when empty.
        package var languages: [String]
        /// How many of each lexicon's most frequent words are typed.
        package var words: Int
        /// The spread of the taps, in key widths.
        package var sigma: Double
        /// The seed of the random taps.
        package var seed: UInt64
        /// How many times each correction is timed.
        package var rounds: Int

        package init(
            languages: [String] = [], words: Int = 20_000, sigma: Double = 1.0 / 3, seed: UInt64 = 1, rounds: Int = 3
        ) {
            self.languages = languages
            self.words = words
            self.sigma = sigma
            self.seed = seed
            self.rounds = rounds
        }
    }

    /// The figures of one language.
    struct Row {
        /// The language code.
        var language: String
        var lexiconWords: Int
        var lexiconBytes: Int
        /// Reading and checking the lexicon file, as a keyboard does.
        var load: SuggestionBenchmark.Timing
        /// What typing measured; nil when Keysmith embeds no keyboard for the language.
        var typing: Typing?
    }

    /// The figures measured by typing on a language's keyboard.
    struct Typing {
        /// The locale identifier of the embedded keyboard typed on.
        var keyboard: String
        /// Words typed, and the most frequent words left out because the keyboard cannot type one of
        /// their characters.
        var typed: Int
        var untypeable: Int
        /// Accuracy over every typed word, and over the words the taps mistyped, by way of ranking.
        var all: Accuracies
        var mistyped: Accuracies
        /// Correcting a typed word with its taps, each timed on its own.
        var correction: SuggestionBenchmark.Timing
    }

    /// Accuracy with key geometry and taps, and by plain edit distance and frequency.
    struct Accuracies {
        var geometryAndTaps: SuggestionBenchmark.Accuracy
        var plainEditDistance: SuggestionBenchmark.Accuracy
    }

    /// Measures every language of `options`, in order of language code.
    static func run(_ options: Options) throws -> [Row] {
        let known = LanguageLexicons.languages
        let wanted = options.languages.isEmpty ? known : options.languages
        return try wanted.map { language in
            guard let url = LanguageLexicons.url(for: language),
                let lexicon = try LanguageLexicons.lexicon(for: language)
            else {
                throw SuggestionBenchmark.Failure(
                    description:
                        "no lexicon for the language \"\(language)\" (there are \(known.joined(separator: ", ")))")
            }
            return try measure(language, lexicon: lexicon, url: url, options: options)
        }
    }

    private static func measure(_ language: String, lexicon: Lexicon, url: URL, options: Options) throws -> Row {
        let load = SuggestionBenchmark.time(1, rounds: 30) { _ in
            (try? Lexicon(contentsOf: url))?.wordCount ?? -1
        }
        var row = Row(
            language: language, lexiconWords: lexicon.wordCount, lexiconBytes: lexicon.byteCount,
            load: SuggestionBenchmark.Timing(load), typing: nil)
        guard let keyboard = LetterLayouts.embedded(language: language) else { return row }
        let typing = SyntheticTyping(geometry: keyboard.geometry, sigma: options.sigma)

        // The most frequent words of two letters or more, letters only.
        let candidates = lexicon.allWords()
            .filter { $0.word.count >= 2 && $0.word.allSatisfy(\.isLetter) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.word < $1.word }
            .prefix(options.words).map(\.word)
        let typeable = candidates.filter(typing.canType)

        var generator = SeededGenerator(seed: options.seed)
        typealias Case = (intended: String, typed: String, taps: [Point])
        let cases: [Case] = typeable.compactMap { word in
            let (typed, taps) = typing.type(word, using: &generator)
            return typed.isEmpty || typed.count != taps.count ? nil : (word, typed, taps)
        }
        let mistyped = cases.filter { $0.typed.lowercased() != $0.intended.lowercased() }

        let corrector = SpellingCorrector(lexicon: lexicon, model: .standard)
        func accuracies(_ cases: [Case]) -> Accuracies {
            Accuracies(
                geometryAndTaps: CorrectionAccuracy.measure(cases, intended: \.intended) {
                    corrector.rank($0.typed, taps: $0.taps, keys: typing.keys, limit: 3).corrections.map(\.word)
                },
                plainEditDistance: CorrectionAccuracy.measure(cases, intended: \.intended) {
                    CorrectionAccuracy.plainEditDistance($0.typed, in: lexicon)
                })
        }
        let correction = SuggestionBenchmark.time(cases.count, rounds: options.rounds) { index in
            corrector.rank(cases[index].typed, taps: cases[index].taps, keys: typing.keys, limit: 3).corrections.count
        }
        row.typing = Typing(
            keyboard: keyboard.identifier, typed: cases.count, untypeable: candidates.count - typeable.count,
            all: accuracies(cases), mistyped: accuracies(mistyped), correction: SuggestionBenchmark.Timing(correction))
        return row
    }
}
