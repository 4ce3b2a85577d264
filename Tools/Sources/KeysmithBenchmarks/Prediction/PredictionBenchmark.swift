import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// Measures a language model on held-out text, as a user typing it would meet it: a simulated user
/// types each word a letter at a time and taps a suggestion as soon as the word is among those shown
/// (predictions of the next word before its first letter, after it the completions of the partial
/// word that the keyboard's bar shows, `SuggestionProvider.completions`, ranked by the sentence so
/// far); the model's next-word accuracy; and its size, load time, query latency and resident memory.
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
        /// The finger's spreads, in key widths, at which the test's words are swiped
        /// (``SwipeContextBenchmark``); none skips swiping.
        package var swipeSpreads: [Double] = [SwipeNoise.moderate.spread]
        /// The seed of the strokes.
        package var seed: UInt64 = 2_026
        /// The swipe decoder's weights of the word's frequency and the sentence so far.
        package var swipeTuning = SwipeDecoder.Tuning()
        /// How much the bar weighs a word spelt with a capital when letters of part of it are typed
        /// in lower case (`SuggestionProvider.lowerCaseCapitalWeight`); nil keeps the keyboard's.
        package var lowerCaseCapitalWeight: Double?
        /// How many of the words typed before the bar's predictions and completions mix in
        /// (`SuggestionProvider.recentWords`); 0 mixes in none, as the model alone does.
        package var recentWords = RecentWords.defaultLimit
        /// A text the user typed before the test text: the learning run learns its phrases first, as a
        /// keyboard that has been used a while has, and is also run without the model beneath them
        /// (``Result/learningWithoutModel``). Nil starts the learning run with nothing learned.
        package var learnedText: URL?

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
        /// Keystrokes of typing the whole test text, every character and line break: the measure
        /// ``keystrokeSavingsOfText`` is over.
        package var textKeystrokes: Int
        /// Keystrokes with suggestions: letters typed, one tap for each word taken from the bar, and
        /// a space after each word typed whole (a tapped suggestion brings its own).
        package var keystrokesWithSuggestions: Int
        /// Keystroke savings rate, in percent: the keystrokes saved over those of typing the words
        /// and a space after each.
        package var keystrokeSavings: Double
        /// The keystrokes saved over those of typing the whole test text, every character and line
        /// break, in percent: savings as Presage's simulator counts them, which types punctuation too.
        package var keystrokeSavingsOfText: Double
        /// ``keystrokeSavingsOfText`` with completions from the model's words alone, none from the
        /// lexicon (``UnseenWords``) or the bar's other sources.
        package var keystrokeSavingsOfTextModelAlone: Double
        /// How often the next word was the first prediction, and among the first three, in percent.
        package var nextWordTop1: Double
        package var nextWordTop3: Double
        package var modelBytes: Int
        package var nGrams: [Int]
        package var bytesPerNGram: Double
        /// Median time to load (map and validate) the model, in milliseconds.
        package var loadMilliseconds: Double
        /// Time to find the lexicon's words the model lacks (``UnseenWords``), once, in milliseconds.
        package var unseenWordsMilliseconds: Double
        /// Time of one query for the bar (a prediction or a completion), median and 95th percentile,
        /// on the wall clock: what a person waits.
        package var queryMedianMicroseconds: Double
        package var queryP95Microseconds: Double
        /// The same in the thread's CPU time, which leaves out the time the query waited for a core:
        /// the figure to read on a loaded machine.
        package var queryCPUMedianMicroseconds: Double
        package var queryCPUP95Microseconds: Double
        /// The thread CPU time of reading the sentence and the recent words from the text before
        /// the cursor, as the keyboard does before each search (the queries above start from words
        /// already split), median and p95, in microseconds.
        package var readCPUMedianMicroseconds: Double
        package var readCPUP95Microseconds: Double
        /// Growth of resident memory from loading the model and running every query, in bytes.
        package var residentBytesAdded: Int?
        /// The test's words swiped alone and after the sentence so far; nil when Keysmith embeds no
        /// keyboard or lexicon for the language.
        package var swipe: [SwipeContextBenchmark.Result]?
        package var loadAverage: String?
        /// The test text typed twice with learning on (``learning(sentences:model:suggestions:textKeystrokes:taught:)``),
        /// after the phrases of ``Options/learnedText`` when there is one.
        package var learning: Learning?
        /// The same with the learned phrases alone, no model beneath them (``LanguageModel/empty``):
        /// what the keyboard predicts from what it learned, without a model. Only with
        /// ``Options/learnedText``.
        package var learningWithoutModel: Learning?
    }

    package static func run(_ options: Options) throws -> Result {
        let lexicon = try LanguageLexicons.lexicon(for: options.language)
        let (sentences, textKeystrokes) = try testSentences(options, lexicon: lexicon)
        let taught = try options.learnedText.map { text in
            learnedWords(typing: try Self.sentences(of: text, lexicon: lexicon, language: options.language).sentences)
        }
        var queryTimes: [Double] = []
        var queryCPUTimes: [Double] = []
        queryTimes.reserveCapacity(sentences.joined().reduce(0) { $0 + $1.count + 1 })
        queryCPUTimes.reserveCapacity(queryTimes.capacity)

        let residentBefore = Benchmark.residentBytes
        let clock = ContinuousClock()
        var loadTimes: [Double] = []
        var model = try LanguageModel(contentsOf: options.model)
        for _ in 0..<options.loads {
            let start = clock.now
            model = try LanguageModel(contentsOf: options.model)
            loadTimes.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
        }

        let letterCase = LetterCase(locale: options.language)
        let unseenStart = clock.now
        let unseen = lexicon.map { UnseenWords(model: model, lexicon: $0) }
        let unseenTime = Benchmark.nanoseconds(unseenStart.duration(to: clock.now))
        let bar = lexicon.map { lexicon in
            keyboardBar(
                language: options.language, lexicon: lexicon, model: model, unseen: unseen,
                lowerCaseCapitalWeight: options.lowerCaseCapitalWeight)
        }
        func timed<Found>(_ query: () -> Found) -> Found {
            let start = clock.now
            let cpuStart = ThreadCPUTime.nanoseconds()
            let found = query()
            queryCPUTimes.append(Double(ThreadCPUTime.nanoseconds() &- cpuStart))
            queryTimes.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
            return found
        }
        var readCPUTimes: [Double] = []
        let elisions = Elisions(locale: options.language)
        /// Times what the keyboard reads of `text`, the text before the cursor, before it searches.
        func timeReading(_ text: String) {
            let cpuStart = ThreadCPUTime.nanoseconds()
            let sentence = SentenceContext(
                model: model, text: text, letterCase: letterCase, elisions: elisions, recentWords: options.recentWords)
            readCPUTimes.append(Double(ThreadCPUTime.nanoseconds() &- cpuStart))
            withExtendedLifetime(sentence) {}
        }
        /// The keystrokes of typing every sentence with the bar's suggestions, completing from the
        /// model's words alone or as the keyboard's `bar` completes, and how often the first
        /// prediction, or one of the three, was the next word.
        func simulate(completingWith bar: SuggestionProvider?) -> (with: Int, top1: Int, top3: Int) {
            var with = 0, top1 = 0, top3 = 0
            var typedBefore: [String] = []
            var typedText = ""
            for sentence in sentences {
                var context = ["<s>"]
                typedBefore.append("<s>")
                for word in sentence {
                    if bar != nil { timeReading(typedText) }
                    let letters = Array(word)
                    // The bar reads the words typed before; the model alone reads the sentence only.
                    let recent = bar == nil ? nil : RecentWords(typedBefore, limit: options.recentWords)
                    let sentenceContext = SentenceContext(model: model, words: context, recent: recent)
                    let predictions = timed {
                        sentenceContext.likeliestNextWords(limit: options.suggestions)
                    }.map(\.word)
                    if predictions.first == word { top1 += 1 }
                    if predictions.prefix(3).contains(word) { top3 += 1 }
                    var typed = 0
                    var shown = predictions
                    while typed < letters.count, !shown.contains(word) {
                        typed += 1
                        let prefix = String(letters[..<typed])
                        shown = timed {
                            if let bar {
                                // The completions the keyboard shows, in the case of the letters typed.
                                bar.completions(
                                    of: prefix, limit: options.suggestions, letterCase: letterCase,
                                    sentence: sentenceContext)
                            } else {
                                // The bar writes each word as the letters typed so far are written (`Ma` → `María`).
                                model.likeliestCompletions(of: prefix, after: context, limit: options.suggestions)
                                    .map { CaseShape(of: prefix).apply(to: $0.word, letterCase: letterCase) }
                            }
                        }
                    }
                    with += shown.contains(word) ? typed + 1 : letters.count + 1
                    context.append(word)
                    typedBefore.append(word)
                    typedText += word + (word.hasSuffix("'") ? "" : " ")
                }
                typedText += "\n"
            }
            return (with, top1, top3)
        }
        let words = sentences.reduce(0) { $0 + $1.count }
        let without = sentences.joined().reduce(0) { $0 + $1.count + 1 }
        let alone = simulate(completingWith: nil)
        queryTimes.removeAll(keepingCapacity: true)
        queryCPUTimes.removeAll(keepingCapacity: true)
        let (with, top1, top3) = simulate(completingWith: bar)
        let residentAfter = Benchmark.residentBytes
        let total = model.nGramCounts.reduce(0, +)
        func percent(_ part: Int, of whole: Int) -> Double { whole == 0 ? 0 : 100 * Double(part) / Double(whole) }
        let loads = BenchmarkResult(name: "load", samples: loadTimes)
        let queries = BenchmarkResult(name: "query", samples: queryTimes)
        let queriesCPU = BenchmarkResult(name: "query, thread CPU", samples: queryCPUTimes)
        let reads = BenchmarkResult(name: "reading the text, thread CPU", samples: readCPUTimes)
        return Result(
            language: options.language, words: words, keystrokesWithoutSuggestions: without,
            textKeystrokes: textKeystrokes,
            keystrokesWithSuggestions: with, keystrokeSavings: 100 - percent(with, of: without),
            keystrokeSavingsOfText: percent(without - with, of: textKeystrokes),
            keystrokeSavingsOfTextModelAlone: percent(without - alone.with, of: textKeystrokes),
            nextWordTop1: percent(top1, of: words), nextWordTop3: percent(top3, of: words),
            modelBytes: model.byteCount, nGrams: model.nGramCounts,
            bytesPerNGram: Double(model.byteCount) / Double(max(1, total)),
            loadMilliseconds: loads.median / 1e6, unseenWordsMilliseconds: unseenTime / 1e6,
            queryMedianMicroseconds: queries.median / 1e3,
            queryP95Microseconds: queries.percentile(95) / 1e3,
            queryCPUMedianMicroseconds: queriesCPU.median / 1e3,
            queryCPUP95Microseconds: queriesCPU.percentile(95) / 1e3,
            readCPUMedianMicroseconds: reads.median / 1e3, readCPUP95Microseconds: reads.percentile(95) / 1e3,
            residentBytesAdded: residentBefore.flatMap { before in residentAfter.map { $0 - before } },
            swipe: try SwipeContextBenchmark.run(
                language: options.language, sentences: sentences, model: model, spreads: options.swipeSpreads,
                seed: options.seed, tuning: options.swipeTuning),
            loadAverage: Benchmark.loadAverageDescription,
            learning: try learning(
                sentences: sentences, model: model, suggestions: options.suggestions, textKeystrokes: textKeystrokes,
                taught: taught ?? LearnedWords()),
            learningWithoutModel: try taught.map { taught in
                try learning(
                    sentences: sentences, model: .empty, suggestions: options.suggestions,
                    textKeystrokes: textKeystrokes, taught: taught)
            })
    }

    /// The sentences of the test text, split into words as the model was counted, and the keystrokes
    /// of typing the whole text (every character and line break).
    static func testSentences(
        _ options: Options, lexicon: Lexicon?
    ) throws -> (sentences: [[String]], textKeystrokes: Int) {
        try sentences(of: options.test, lexicon: lexicon, language: options.language)
    }

    /// The sentences of the text in `file`, split into words as a model of `language` is counted,
    /// and the keystrokes of typing the whole text (every character and line break).
    static func sentences(
        of file: URL, lexicon: Lexicon?, language: String
    ) throws -> (sentences: [[String]], textKeystrokes: Int) {
        let tokenizer = CorpusTokenizer(language: language, lexicon: lexicon)
        var sentences: [[String]] = []
        var textKeystrokes = 0
        for line in try String(contentsOf: file, encoding: .utf8).split(whereSeparator: \.isNewline) {
            sentences += tokenizer.sentences(in: String(line))
            textKeystrokes += line.count + 1
        }
        return (sentences, textKeystrokes)
    }

    /// The keyboard's bar: the provider the language data makes, with this model, its table of the
    /// lexicon's unseen words and the language's embedded offensive words.
    static func keyboardBar(
        language: String, lexicon: Lexicon, model: LanguageModel, unseen: UnseenWords?,
        lowerCaseCapitalWeight: Double? = nil
    ) -> SuggestionProvider {
        var provider = SuggestionProvider(lexicon: lexicon)
        if let lowerCaseCapitalWeight { provider.lowerCaseCapitalWeight = lowerCaseCapitalWeight }
        provider.languageModel = model
        provider.unseenWords = unseen
        provider.offensiveWords = LanguageTag(language).flatMap(OffensiveWords.embedded(for:))
        return provider
    }
}
