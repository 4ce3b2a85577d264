import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench languages [--languages fr,de] [--words N] [--sigma S] [--seed N] [--rounds N]
/// [--output FILE]`: correction accuracy and speed for each language with a lexicon, which
/// `scripts/bench_languages.sh` runs.
struct LanguageBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "Measure corrections in each language with a lexicon, typed on its own keyboard.",
        discussion: """
            For each language: its most frequent words typed as Gaussian-noisy taps on the letters \
            layout of its embedded keyboard, top-1 and top-3 correction accuracy with key geometry and \
            taps against plain edit distance and frequency, the lexicon's bytes per word and load \
            time, and the median and p99 time of a correction. A language without an embedded \
            keyboard is reported as such. Prints a Markdown report, and writes it to --output.
            """
    )

    @Option(help: "Comma-separated language codes; every language with a lexicon by default.")
    var languages: String?

    @Option(help: "How many of each lexicon's most frequent words to type.")
    var words = 20_000

    @Option(help: "The spread of the taps, in key widths.")
    var sigma = 1.0 / 3

    @Option(help: "The seed of the random taps.")
    var seed: UInt64 = 1

    @Option(help: "How many times each correction is timed.")
    var rounds = 3

    @Option(help: "A file to write the report to as well.")
    var output: String?

    func validate() throws {
        if words < 1 { throw ValidationError("--words must be at least 1.") }
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
        if !(sigma >= 0) { throw ValidationError("--sigma must be 0 or more.") }
    }

    func run() throws {
        let codes = languages?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        let options = LanguageBenchmark.Options(
            languages: codes.filter { !$0.isEmpty }, words: words, sigma: sigma, seed: seed, rounds: rounds)
        let command = (["keysmith-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let report = try LanguageBenchmark.report(options, command: command)
        print(report, terminator: "")
        if let output {
            try report.write(toFile: output, atomically: true, encoding: .utf8)
        }
    }
}
