import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench pinyin --clauses FILE [--keyboard zh_Hans|zh_Hant] [--rounds N] [--typed N] [--output FILE]`:
/// pinyin converted on an embedded pinyin keyboard (benchmarks/composition.md).
struct PinyinBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pinyin",
        abstract: "Measure pinyin conversion: accuracy on held-out clauses, keystrokes, latency and memory.",
        discussion: """
            Converts each clause of FILE (text, pinyin and first word, separated by tabs, a clause \
            a line; scripts/bench_pinyin.py makes one from text the dictionary was not built from) \
            and counts the clauses whose conversion, and whose first word, is among the first 1 \
            and 5 candidates; types the first clauses on an iPhone as `keysmith simulate` does; and \
            times 20-letter runs in thread CPU time, converted from their first letter and typed \
            letter by letter. Fails when either 95th percentile is over the budget.
            """
    )

    @Option(help: "The held-out clauses: text<TAB>pinyin<TAB>first word a line.")
    var clauses: String

    @Option(help: "The pinyin keyboard: zh_Hans (Simplified) or zh_Hant (Traditional).")
    var keyboard = "zh_Hans"

    @Option(help: "How many times the 20-letter runs are timed.")
    var rounds = 5

    @Option(help: "How many clauses are typed for the keystroke count.")
    var typed = 200

    @Option(help: "A file to write the report to as well.")
    var output: String?

    func validate() throws {
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
        if typed < 0 { throw ValidationError("--typed must not be negative.") }
        if !["zh_Hans", "zh_Hant"].contains(keyboard) {
            throw ValidationError("--keyboard must be zh_Hans or zh_Hant, not \(keyboard).")
        }
    }

    func run() throws {
        let report = try PinyinBenchmark.run(
            PinyinBenchmark.clauses(fromFile: clauses), keyboard: keyboard, rounds: rounds, typed: typed)
        let command = (["keysmith-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let text = PinyinBenchmark.markdown(report, command: command)
        print(text, terminator: "")
        if let output { try text.write(toFile: output, atomically: true, encoding: .utf8) }
        if !report.withinBudget { throw ExitCode(1) }
    }
}
