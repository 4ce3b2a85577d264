import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench emoji [--languages en,fr] [--rounds N] [--limit N] [--output FILE]`: the emoji
/// data's loading, memory and search, written to benchmarks/emoji.md.
struct EmojiBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emoji",
        abstract: "Measure the emoji catalog: reading it, its memory, and searching it by name and keyword.",
        discussion: """
            Reads the embedded emoji catalog and the annotations of each language, measuring the \
            time and the growth of resident memory, then times the emoji page's search on every \
            prefix a user types of each emoji's name, and the suggestion bar's lookup of whole \
            words. Prints a Markdown report, and writes it to --output.
            """
    )

    @Option(help: "Comma-separated language codes of the annotations to search.")
    var languages = "en,fr"

    @Option(help: "How many times each query is timed; its fastest time is kept.")
    var rounds = 3

    @Option(help: "The most emoji a search returns.")
    var limit = 50

    @Option(help: "A file to write the report to as well.")
    var output: String?

    func validate() throws {
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
        if limit < 1 { throw ValidationError("--limit must be at least 1.") }
        if codes.isEmpty { throw ValidationError("--languages names no language.") }
    }

    private var codes: [String] {
        languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        let command = (["keysmith-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let report = try EmojiBenchmark.report(
            EmojiBenchmark.Options(languages: codes, rounds: rounds, limit: limit), command: command)
        print(report, terminator: "")
        if let output {
            try report.write(toFile: output, atomically: true, encoding: .utf8)
        }
    }
}
