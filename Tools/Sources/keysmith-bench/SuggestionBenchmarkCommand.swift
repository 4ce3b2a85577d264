import ArgumentParser
import KeysmithBenchmarks

/// `keysmith-bench suggestions synthesize|measure|accuracy …`: the suggestion benchmarks that
/// `scripts/bench_suggestions.py` runs beside Hunspell, SymSpell and marisa-trie on the same files.
struct SuggestionBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggestions",
        abstract: "Synthesize taps and measure corrections, completions and their accuracy.",
        subcommands: [Synthesize.self, Measure.self, Accuracy.self]
    )

    /// `keysmith-bench suggestions synthesize --words FILE --sigma S [--offset-x X --offset-y Y]
    /// --seed N --output FILE`.
    struct Synthesize: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Type words with Gaussian taps on the embedded English layout.",
            discussion: """
                Types each intended word on the embedded English layout of an iPhone in portrait, \
                every letter a tap at its key's centre (shifted by --offset-x and --offset-y key \
                widths, for taps biased as a thumb's are) plus Gaussian noise, and writes \
                intended<TAB>typed<TAB>x,y;x,y;… lines: what the keys hit by the taps typed, and the \
                taps. A tap outside the keys area is moved to its edge; one that lands on a key that \
                types no letter (shift, delete, space) types nothing.
                """
        )

        @Option(help: "The intended words, one per line.")
        var words: String

        @Option(help: "The spread of the taps, in key widths.")
        var sigma = 1.0 / 3

        @Option(help: "The bias of every tap to the right of its key's centre, in key widths (left: --offset-x=-0.2).")
        var offsetX = 0.0

        @Option(help: "The bias of every tap below its key's centre, in key widths (above: --offset-y=-0.2).")
        var offsetY = 0.0

        @Option(help: "The seed of the random taps.")
        var seed: UInt64 = 1

        @Option(help: "Where to write the typed words and their taps.")
        var output: String

        func validate() throws {
            if !(sigma >= 0) { throw ValidationError("--sigma must be 0 or more.") }
            if !offsetX.isFinite || !offsetY.isFinite {
                throw ValidationError("--offset-x and --offset-y must be numbers.")
            }
        }

        func run() throws {
            try SuggestionBenchmark.synthesize(
                words: words, sigma: sigma, offset: (offsetX, offsetY), seed: seed, output: output)
        }
    }

    /// `keysmith-bench suggestions measure --lexicon FILE --queries FILE --prefixes FILE --pairs FILE
    /// --taps FILE [--rounds N]`.
    struct Measure: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print load time, memory, timings and accuracy as one JSON object.",
            discussion: """
                Load time, resident memory, correction and completion timings (each query timed on \
                its own, --rounds times) and accuracy on the misspelling<TAB>correction pairs and on \
                the synthesized taps.
                """
        )

        @Option(help: "The lexicon file to measure.")
        var lexicon: String

        @Option(help: "Words to correct, one per line.")
        var queries: String

        @Option(help: "Prefixes to complete, one per line.")
        var prefixes: String

        @Option(help: "Real misspellings and their corrections, misspelling<TAB>correction per line.")
        var pairs: String

        @Option(help: "Synthesized taps, as `synthesize` writes them.")
        var taps: String

        @Option(help: "How many times each query is timed.")
        var rounds = 5

        func run() throws {
            print(
                try SuggestionBenchmark.measure(
                    lexicon: lexicon, queries: queries, prefixes: prefixes, pairs: pairs, taps: taps, rounds: rounds))
        }
    }

    /// `keysmith-bench suggestions accuracy --lexicon FILE [--pairs FILE] [--taps FILE]`.
    struct Accuracy: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print correction accuracy alone, on a list of misspellings or on synthesized taps, as JSON.",
            discussion: """
                Top-1 and top-3 accuracy of Keysmith (with and without key geometry, and with the \
                taps' positions) and of plain edit distance with frequency, without timing anything: \
                for lists and tap files beside the ones `measure` times.
                """
        )

        @Option(help: "The lexicon file to measure.")
        var lexicon: String

        @Option(help: "Misspellings and their corrections, misspelling<TAB>correction per line.")
        var pairs: String?

        @Option(help: "Synthesized taps, as `synthesize` writes them.")
        var taps: String?

        func validate() throws {
            if pairs == nil && taps == nil { throw ValidationError("give --pairs, --taps or both.") }
        }

        func run() throws {
            print(try SuggestionBenchmark.accuracy(lexicon: lexicon, pairs: pairs, taps: taps))
        }
    }
}
