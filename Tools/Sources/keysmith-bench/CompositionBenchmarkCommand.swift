import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench composition [--rounds N] [--output FILE]`: Korean composed on the embedded 2-set
/// keyboard (benchmarks/composition.md).
struct CompositionBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "composition",
        abstract: "Measure composing Korean: keystrokes per character and the time of a key that composes.",
        discussion: """
            Types a set of Korean sentences on the embedded Korean keyboard of an iPhone, as \
            `keysmith simulate` does, counts the keys, then replays the touches and times the \
            engine over each key's release. Fails when a key takes more than the budget at the 95th \
            percentile. Agreement with libhangul is checked by scripts/hangul_reference.py and the \
            core's tests.
            """
    )

    @Option(help: "How many times the sentences are typed and timed.")
    var rounds = 20

    @Option(help: "A file to write the report to as well.")
    var output: String?

    func validate() throws {
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
    }

    func run() throws {
        let report = try CompositionBenchmark.run(rounds: rounds)
        let command = (["keysmith-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let text = CompositionBenchmark.markdown(report, command: command)
        print(text, terminator: "")
        if let output { try text.write(toFile: output, atomically: true, encoding: .utf8) }
        if !report.withinBudget { throw ExitCode(1) }
    }
}
