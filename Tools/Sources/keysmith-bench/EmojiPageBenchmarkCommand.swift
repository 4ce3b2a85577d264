import ArgumentParser
import Foundation
import KeysmithCLI

/// `keysmith-bench emoji-page`: opening the emoji page and scrolling it.
struct EmojiPageBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emoji-page",
        abstract: "Measure opening the emoji page and drawing its first screen, and memory while scrolling it.",
        discussion: """
            Opens the emoji page from the emoji key of the embedded English keyboard on an iPhone held \
            upright and builds the first screen's display list: once with the emoji catalog read (the \
            first opening in the process), then --iterations times. Then scrolls the grid to its end \
            and back, tapping every category's tab on the way, --rounds times, and reports one scroll \
            event's time and the growth of resident memory. Prints Markdown (benchmarks/emoji-page.md \
            keeps the figures), or JSON with --json.
            """
    )

    @Option(help: "How many times to open the page after the first.")
    var iterations = 200

    @Option(help: "How many times to scroll to the end and back.")
    var rounds = 100

    @Flag(help: "Print the report as JSON.")
    var json = false

    func validate() throws {
        if iterations < 1 { throw ValidationError("--iterations must be 1 or more.") }
        if rounds < 1 { throw ValidationError("--rounds must be 1 or more.") }
    }

    func run() throws {
        let report = try EmojiPageBenchmark.run(iterations: iterations, rounds: rounds)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(report.markdown)
        }
    }
}
