import Foundation
@_spi(Tooling) import KeysmithCore

extension SuggestionBenchmark {
    /// Types each word of the file `words` on the embedded English layout of an iPhone in portrait,
    /// every letter a tap at its key's centre plus Gaussian noise of `sigma` key widths (seeded by
    /// `seed`), and writes `intended<TAB>typed<TAB>x,y;x,y;…` lines to `output`.
    public static func synthesize(words wordsPath: String, sigma: Double, seed: UInt64, output: String) throws {
        let words = try lines(wordsPath)
        var generator = SeededGenerator(seed: seed)
        let geometry = try englishGeometry()
        let keys = LetterKeys(geometry: geometry)
        let spread = sigma * keys.keyWidth
        let bounds = geometry.bounds
        var out = ""
        for word in words where !word.isEmpty {
            var typed = ""
            var taps: [String] = []
            for letter in word {
                guard let centre = keys.centre(of: letter) else { continue }
                let (dx, dy) = generator.gaussianPair()
                let point = Point(
                    x: min(max(centre.x + dx * spread, bounds.minX), bounds.maxX - 0.001),
                    y: min(max(centre.y + dy * spread, bounds.minY), bounds.maxY - 0.001))
                guard let key = geometry.key(at: point), key.key.type == .textEntry,
                    let output = key.key.inputText ?? key.text, output.count == 1, output.first?.isLetter == true
                else { continue }
                typed += output
                taps.append(String(format: "%.2f,%.2f", point.x, point.y))
            }
            out += "\(word)\t\(typed)\t\(taps.joined(separator: ";"))\n"
        }
        try out.write(toFile: output, atomically: true, encoding: .utf8)
    }
}
