extension SuggestionBenchmark {
    struct Timing: Encodable {
        var medianNanoseconds: Double
        var p99Nanoseconds: Double
        var meanNanoseconds: Double
        var samples: Int
        init(_ result: BenchmarkResult) {
            medianNanoseconds = result.median
            p99Nanoseconds = result.p99
            meanNanoseconds = result.samples.isEmpty ? 0 : result.samples.reduce(0, +) / Double(result.samples.count)
            samples = result.samples.count
        }
    }

    struct Accuracy: Encodable {
        var cases: Int
        var top1: Double
        var top3: Double
    }

    struct Report: Encodable {
        var machine: String
        var lexiconBytes: Int
        var forwardTrieBytes: Int
        var words: Int
        var load: Timing
        var residentBytesRuntime: Int
        var residentBytesConfigurationAndEngine: Int
        /// The heap part of ``residentBytesConfigurationAndEngine``; the rest is library code and
        /// data used for the first time. Nil where the system does not say.
        var anonymousBytesConfigurationAndEngine: Int?
        var residentBytesLexiconLoaded: Int
        var residentBytesLexiconAfterQueries: Int
        var correction: Timing
        var correctionWithTaps: Timing
        var suggestionBar: Timing
        /// The same bar with KeysmithCore's English offensive words blocked, timed in turn with it.
        var suggestionBarBlockingOffensiveWords: Timing
        var completion: Timing
        var realAccuracy: [String: Accuracy]
        var realAccuracyUnknownMisspellings: [String: Accuracy]
        var autocorrection: [String: Double]
        var syntheticAccuracy: [String: Accuracy]
        var syntheticAccuracyMistyped: [String: Accuracy]
    }
}
