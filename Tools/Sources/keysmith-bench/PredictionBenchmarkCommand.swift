import ArgumentParser
import Foundation
import KeysmithBenchmarks

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
            both ranked by the sentence so far. Prints one JSON object.
            """
    )

    @Option(help: "The language of the text and the model: its lexicon decides how words are split.")
    var language: String

    @Option(help: "The model file (keysmith model build).", completion: .file())
    var model: String

    @Option(help: "The held-out text, UTF-8.", completion: .file())
    var test: String

    @Option(help: "How many suggestions the bar shows.")
    var suggestions = 3

    func validate() throws {
        if suggestions < 1 { throw ValidationError("--suggestions must be at least 1.") }
    }

    func run() throws {
        var options = PredictionBenchmark.Options(
            language: language, model: URL(fileURLWithPath: model), test: URL(fileURLWithPath: test))
        options.suggestions = suggestions
        let result = try PredictionBenchmark.run(options)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(result), as: UTF8.self))
    }
}
