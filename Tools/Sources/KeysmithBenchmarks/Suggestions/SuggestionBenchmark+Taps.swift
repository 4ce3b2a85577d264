import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

extension SuggestionBenchmark {
    /// Types each word of the file `words` on the embedded English layout of an iPhone in portrait,
    /// every letter a tap at its key's centre shifted by `offset` key widths (x to the right, y down)
    /// plus Gaussian noise of `sigma` key widths (seeded by `seed`; see ``SyntheticTyping``), and
    /// writes `intended<TAB>typed<TAB>x,y;x,y;…` lines to `output`.
    package static func synthesize(
        words wordsPath: String, sigma: Double, offset: (x: Double, y: Double) = (0, 0), seed: UInt64, output: String
    ) throws {
        let words = try lines(wordsPath)
        var generator = SeededGenerator(seed: seed)
        let typing = SyntheticTyping(geometry: try englishGeometry(), sigma: sigma, offset: offset)
        var out = ""
        for word in words where !word.isEmpty {
            let (typed, taps) = typing.type(word, using: &generator)
            let tapText = taps.map { String(format: "%.2f,%.2f", $0.x, $0.y) }
            out += "\(word)\t\(typed)\t\(tapText.joined(separator: ";"))\n"
        }
        try out.write(toFile: output, atomically: true, encoding: .utf8)
    }
}
