import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench kana --clauses FILE [--rounds N] [--output FILE]`: romaji converted on the
/// embedded ja_JP keyboard, in process (benchmarks/composition.md).
struct KanaBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kana",
        abstract: "Measure kana–kanji conversion: accuracy on held-out clauses, latency and memory.",
        discussion: """
            Converts each clause of FILE (text, romaji and first word, separated by tabs, a clause \
            a line; scripts/bench_japanese.py makes one from text the dictionary was not built \
            from) and counts the clauses whose conversion, and whose first word, is among the \
            first 1 and 5 candidates; and times each clause in thread CPU time, converted from its \
            first key and typed key by key. Fails when either 95th percentile is over the budget.
            """
    )

    @Option(help: "The held-out clauses: text<TAB>romaji<TAB>first word a line.")
    var clauses: String

    @Option(help: "How many times the clauses are timed.")
    var rounds = 3

    @Option(help: "A file to write the report to as well.")
    var output: String?

    func validate() throws {
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
    }

    func run() throws {
        let report = try KanaBenchmark.run(PinyinBenchmark.clauses(fromFile: clauses, keys: "romaji"), rounds: rounds)
        let command = (["keysmith-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let text = KanaBenchmark.markdown(report, command: command)
        print(text, terminator: "")
        if let output { try text.write(toFile: output, atomically: true, encoding: .utf8) }
        if !report.withinBudget { throw ExitCode(1) }
    }
}
