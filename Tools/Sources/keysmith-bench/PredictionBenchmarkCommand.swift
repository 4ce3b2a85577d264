import ArgumentParser
import Foundation
import KeysmithBenchmarks
@_spi(Tooling) import KeysmithCore

/// `keysmith-bench prediction --language L --model FILE --test FILE`: a language model measured on
/// held-out text (scripts/bench_prediction.py runs it for each language beside Presage and writes
/// benchmarks/prediction.md).
struct PredictionBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prediction",
        abstract: "Measure a language model on held-out text: keystroke savings, next-word accuracy, size and speed.",
        discussion: """
            A simulated user types each word of the test text a letter at a time and taps a \
            suggestion as soon as the word is among those shown: before its first letter the \
            model's likeliest next words, after it the likeliest completions of what was typed, \
            both ranked by the sentence so far, from the model's words and, beyond them, the \
            lexicon's. Where Keysmith embeds a keyboard for the language, each word of two keys or \
            more is also swiped (synthetic strokes) and decoded alone and after the sentence so \
            far. Prints one JSON object.
            """
    )

    @Option(help: "The language of the text and the model: its lexicon decides how words are split.")
    var language: String

    @Option(help: "The model file (keysmith model build).", completion: .file())
    var model: String

    @Option(help: "The held-out text, UTF-8.", completion: .file())
    var test: String

    @Option(
        help: """
            A text the user typed before the test (UTF-8): the learning run learns its phrases \
            first, and runs again with no model beneath them ("learningWithoutModel").
            """,
        completion: .file())
    var learnedFrom: String?

    @Option(help: "How many suggestions the bar shows.")
    var suggestions = 3

    @Option(
        parsing: .upToNextOption,
        help: "The finger's spreads, in key widths, at which the words are swiped.")
    var swipeNoise: [Double] = [0.35]

    @Option(help: "The seed of the strokes.")
    var seed: UInt64 = 2_026

    @Option(
        help: """
            The swipe decoder's weight of the sentence so far: 1 counts how much likelier it makes \
            a word as the word's own frequency counts, 0 ignores it. The completions of the bar \
            have no weight to set: each word is ranked by its probability after the sentence.
            """)
    var swipeContextWeight = SwipeDecoder.Tuning().contextWeight

    @Option(help: "The swipe decoder's weight of the word's log frequency against the stroke's fit.")
    var swipeFrequencyWeight = SwipeDecoder.Tuning().frequencyWeight

    @Option(
        help: """
            How much the bar weighs a word spelt with a capital (a noun, a name) when letters of \
            part of it are typed in lower case, above 0 and at most 1: 1 ranks it by its \
            probability alone. The keyboard's weight when not given.
            """)
    var lowerCaseCapitalWeight: Double?

    @Option(
        help: """
            How many of the words typed before the bar's predictions and completions mix in; 0 \
            mixes in none. The keyboard's number when not given.
            """)
    var recentWords = RecentWords.defaultLimit

    @Option(help: "How far the swipe decoder assumes a finger misses a key's centre, in key widths.")
    var swipeSpread = SwipeDecoder.Tuning().spread

    @Option(help: "How far apart, in key widths, the swipe decoder counts two points of a stroke as independent.")
    var swipeCorrelationLength = SwipeDecoder.Tuning().correlationLength

    @Option(help: "How many independent observations the swipe decoder's shape channel counts as.")
    var swipeShapeObservations = SwipeDecoder.Tuning().shapeObservations

    @Option(help: "How much the model's unigram counts beside the lexicon's frequency in swipe, from 0 up to 1.")
    var swipeUnigramMix = SwipeDecoder.Tuning().unigramMix

    @Flag(
        help: """
            Print, instead of the measurements, each word the keyboard's bar and the model's own \
            ranking complete after a different number of letters, with what each showed (JSON).
            """)
    var compare = false

    @Flag(
        help: """
            Print, instead of the measurements, the swipe figures alone and each word of the \
            lexicon the decoder did not put first after the sentence so far, with its candidates \
            and how much the sentence lifts each (JSON).
            """)
    var swipeMisses = false

    @Flag(
        help: """
            Print, instead of the measurements, each word of the test text as the simulated user \
            typed it: what the bar showed before its first letter and after each letter until the \
            word was shown, and the letters typed (JSON).
            """)
    var transcript = false

    func validate() throws {
        if suggestions < 1 { throw ValidationError("--suggestions must be at least 1.") }
        if !swipeTuning.isValid {
            throw ValidationError(
                """
                --swipe-context-weight and --swipe-frequency-weight take weights, 0 or more; \
                --swipe-spread, --swipe-correlation-length and --swipe-shape-observations more than 0; \
                --swipe-unigram-mix at least 0 and less than 1.
                """)
        }
        if let lowerCaseCapitalWeight, !(lowerCaseCapitalWeight > 0 && lowerCaseCapitalWeight <= 1) {
            throw ValidationError("--lower-case-capital-weight takes a weight above 0 and at most 1.")
        }
        if recentWords < 0 { throw ValidationError("--recent-words takes a number of words, 0 or more.") }
        if swipeNoise.contains(where: { !($0.isFinite && $0 >= 0) }) {
            throw ValidationError("--swipe-noise takes spreads in key widths, 0 or more.")
        }
    }

    /// The swipe decoder's weights the options give.
    private var swipeTuning: SwipeDecoder.Tuning {
        var tuning = SwipeDecoder.Tuning(frequencyWeight: swipeFrequencyWeight, contextWeight: swipeContextWeight)
        tuning.spread = swipeSpread
        tuning.correlationLength = swipeCorrelationLength
        tuning.shapeObservations = swipeShapeObservations
        tuning.unigramMix = swipeUnigramMix
        return tuning
    }

    func run() throws {
        var options = PredictionBenchmark.Options(
            language: language, model: URL(fileURLWithPath: model), test: URL(fileURLWithPath: test))
        options.suggestions = suggestions
        options.learnedText = learnedFrom.map { URL(fileURLWithPath: $0) }
        options.swipeSpreads = swipeNoise
        options.seed = seed
        options.swipeTuning = swipeTuning
        options.lowerCaseCapitalWeight = lowerCaseCapitalWeight
        options.recentWords = recentWords
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if swipeMisses {
            guard let found = try PredictionBenchmark.swipeMisses(options) else {
                throw ValidationError("Keysmith embeds no keyboard or no lexicon for '\(language)': nothing to swipe.")
            }
            print(String(decoding: try encoder.encode(found), as: UTF8.self))
        } else if transcript {
            print(String(decoding: try encoder.encode(PredictionBenchmark.transcript(options)), as: UTF8.self))
        } else if compare {
            print(String(decoding: try encoder.encode(PredictionBenchmark.compare(options)), as: UTF8.self))
        } else {
            print(String(decoding: try encoder.encode(PredictionBenchmark.run(options)), as: UTF8.self))
        }
    }
}
