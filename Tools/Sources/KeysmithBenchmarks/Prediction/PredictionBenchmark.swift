import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// Measures a language model on held-out text, as a user typing it would meet it: a simulated user
/// types each word a letter at a time and taps a suggestion as soon as the word is among those shown
/// (predictions of the next word before its first letter, completions of the partial word ranked by
/// the sentence so far after it); the model's next-word accuracy; and its size, load time, query
/// latency and resident memory.
///
/// The test text is split into sentences and words by the same rules the model was counted with
/// (``CorpusTokenizer``), so the words typed are the words the model knows how to spell.
package enum PredictionBenchmark {
    package struct Options: Sendable {
        package var language: String
        package var model: URL
        package var test: URL
        /// How many suggestions the bar shows.
        package var suggestions = 3
        /// How many times the model is loaded to time loading.
        package var loads = 10

        package init(language: String, model: URL, test: URL) {
            self.language = language
            self.model = model
            self.test = test
        }
    }

    /// What one run measured.
    package struct Result: Codable, Sendable {
        package var language: String
        package var words: Int
        /// Keystrokes of typing every word and one space after it, without suggestions.
        package var keystrokesWithoutSuggestions: Int
        /// Keystrokes with suggestions: letters typed, one tap for each word taken from the bar, and
        /// a space after each word typed whole (a tapped suggestion brings its own).
        package var keystrokesWithSuggestions: Int
        /// Keystroke savings rate, in percent: the keystrokes saved over those of typing the words
        /// and a space after each.
        package var keystrokeSavings: Double
        /// The keystrokes saved over those of typing the whole test text, every character and line
        /// break, in percent: savings as Presage's simulator counts them, which types punctuation too.
        package var keystrokeSavingsOfText: Double
        /// How often the next word was the first prediction, and among the first three, in percent.
        package var nextWordTop1: Double
        package var nextWordTop3: Double
        package var modelBytes: Int
        package var nGrams: [Int]
        package var bytesPerNGram: Double
        /// Median time to load (map and validate) the model, in milliseconds.
        package var loadMilliseconds: Double
        /// Time of one query for the bar (a prediction or a completion), median and 95th percentile.
        package var queryMedianMicroseconds: Double
        package var queryP95Microseconds: Double
        /// Growth of resident memory from loading the model and running every query, in bytes.
        package var residentBytesAdded: Int?
        package var loadAverage: String?
    }

    package static func run(_ options: Options) throws -> Result {
        let tokenizer = CorpusTokenizer(
            language: options.language, lexicon: try LanguageLexicons.lexicon(for: options.language))
        var sentences: [[String]] = []
        var textKeystrokes = 0
        for line in try String(contentsOf: options.test, encoding: .utf8).split(whereSeparator: \.isNewline) {
            sentences += tokenizer.sentences(in: String(line))
            textKeystrokes += line.count + 1
        }
        var queryTimes: [Double] = []
        queryTimes.reserveCapacity(sentences.joined().reduce(0) { $0 + $1.count + 1 })

        let residentBefore = Benchmark.residentBytes
        let clock = ContinuousClock()
        var loadTimes: [Double] = []
        var model = try LanguageModel(contentsOf: options.model)
        for _ in 0..<options.loads {
            let start = clock.now
            model = try LanguageModel(contentsOf: options.model)
            loadTimes.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
        }

        var words = 0, without = 0, with = 0, top1 = 0, top3 = 0
        func timed(_ query: () -> [PredictedWord]) -> [String] {
            let start = clock.now
            let found = query()
            queryTimes.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
            return found.map(\.word)
        }
        for sentence in sentences {
            var context = ["<s>"]
            for word in sentence {
                let letters = Array(word)
                words += 1
                without += letters.count + 1
                let predictions = timed { model.likeliestNextWords(after: context, limit: options.suggestions) }
                if predictions.first == word { top1 += 1 }
                if predictions.prefix(3).contains(word) { top3 += 1 }
                var typed = 0
                var shown = predictions
                while typed < letters.count, !shown.contains(word) {
                    typed += 1
                    let prefix = String(letters[..<typed])
                    shown = timed { model.likeliestCompletions(of: prefix, after: context, limit: options.suggestions) }
                }
                with += shown.contains(word) ? typed + 1 : letters.count + 1
                context.append(word)
            }
        }
        let residentAfter = Benchmark.residentBytes
        let total = model.nGramCounts.reduce(0, +)
        func percent(_ part: Int, of whole: Int) -> Double { whole == 0 ? 0 : 100 * Double(part) / Double(whole) }
        let loads = BenchmarkResult(name: "load", samples: loadTimes)
        let queries = BenchmarkResult(name: "query", samples: queryTimes)
        return Result(
            language: options.language, words: words, keystrokesWithoutSuggestions: without,
            keystrokesWithSuggestions: with, keystrokeSavings: 100 - percent(with, of: without),
            keystrokeSavingsOfText: percent(without - with, of: textKeystrokes),
            nextWordTop1: percent(top1, of: words), nextWordTop3: percent(top3, of: words),
            modelBytes: model.byteCount, nGrams: model.nGramCounts,
            bytesPerNGram: Double(model.byteCount) / Double(max(1, total)),
            loadMilliseconds: loads.median / 1e6, queryMedianMicroseconds: queries.median / 1e3,
            queryP95Microseconds: queries.percentile(95) / 1e3,
            residentBytesAdded: residentBefore.flatMap { before in residentAfter.map { $0 - before } },
            loadAverage: Benchmark.loadAverageDescription)
    }
}
