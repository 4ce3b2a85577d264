import ArgumentParser
import Foundation
import KeysmithBenchmarks

/// `keysmith-bench swipe`: the swipe decoder's accuracy, speed and memory on synthetic strokes,
/// beside plain SHARK2 and the nearest path by location.
struct SwipeBenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe",
        abstract: "Measure swipe decoding on synthetic strokes against SHARK2 and nearest-path baselines.",
        discussion: """
            Draws words from the English lexicon's 20,000 most frequent, turns each into a stroke on \
            the embedded English layout of an iPhone in portrait at each noise level (the spread of \
            the finger in key widths, with corners cut and uneven sampling: see \
            docs/swipe-typing.md), and decodes the same strokes with Keysmith's decoder, plain \
            SHARK2 and the nearest path by location, against the whole lexicon. Prints top-1 and \
            top-4 accuracy overall and by word length, decode times and memory as Markdown, or as \
            JSON with --json.
            """
    )

    @Option(help: "How many words to draw from the 20,000 most frequent.")
    var words = 2_000

    @Option(
        parsing: .upToNextOption,
        help: "The noise levels, each the spread of the finger in key widths (0.2 light, 0.35 moderate).")
    var noise: [Double] = [0.2, 0.35]

    @Option(help: "The seed of the word sample and the strokes.")
    var seed: UInt64 = 2_026

    @Flag(help: "Print the report as JSON.")
    var json = false

    func validate() throws {
        if words < 1 { throw ValidationError("--words must be 1 or more.") }
        if noise.isEmpty || noise.contains(where: { !($0.isFinite && $0 >= 0) }) {
            throw ValidationError("--noise takes spreads in key widths, 0 or more.")
        }
    }

    func run() throws {
        let report = try SwipeBenchmark.run(sampleSize: words, spreads: noise, seed: seed)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(report.markdown)
        }
    }
}
