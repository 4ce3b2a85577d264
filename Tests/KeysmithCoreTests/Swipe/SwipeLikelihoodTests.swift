import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("The swipe decoder's fit is one likelihood of one finger, for short strokes as for long ones")
struct SwipeLikelihoodTests {
    /// A stroke through `points`, given in key units, sampled every tenth of a key.
    static func stroke(_ points: [(x: Double, y: Double)], keys: SwipeKeys) -> [SwipePoint] {
        var samples: [SwipePoint] = []
        for (from, to) in zip(points, points.dropFirst()) {
            let steps = max(1, Int((hypot(to.x - from.x, to.y - from.y) * 10).rounded(.up)))
            for step in 0..<steps {
                let fraction = Double(step) / Double(steps)
                samples.append(
                    SwipePoint(
                        x: (from.x + fraction * (to.x - from.x)) * keys.keyWidth,
                        y: (from.y + fraction * (to.y - from.y)) * keys.keyHeight, t: Double(samples.count) / 60))
            }
        }
        if let last = points.last {
            samples.append(
                SwipePoint(x: last.x * keys.keyWidth, y: last.y * keys.keyHeight, t: Double(samples.count) / 60))
        }
        return samples
    }

    /// The centre of the key of `letter`, in key units.
    static func centre(_ letter: String, _ keys: SwipeKeys) throws -> (x: Double, y: Double) {
        let key = try #require(keys.keyPath(of: letter)?.first)
        let centre = keys.centre(ofKey: key)
        return (centre.x / keys.keyWidth, centre.y / keys.keyHeight)
    }

    @Test("a stroke from between i and o to n is the commoner `in` alone and `on` after `depends`")
    func neighbouringKeysDecidedBySentence() throws {
        let counts: [String: UInt64] = ["in": 1_000_000, "on": 200_000, "depends": 50_000, "it": 900_000]
        let decoder = try #require(try SwipeFixtures.decoder(counts))
        let keys = decoder.keys
        let i = try Self.centre("i", keys), o = try Self.centre("o", keys), n = try Self.centre("n", keys)
        let stroke = Self.stroke([((i.x + o.x) / 2, (i.y + o.y) / 2), n], keys: keys)
        let model = try PredictionFixtures.model(
            PredictionFixtures.repeated("it depends on it", 5) + PredictionFixtures.repeated("in it", 3))
        func first(after text: String?) -> String? {
            let context = text.map { SentenceContext(model: model, text: $0, letterCase: .standard, elisions: .none) }
            return decoder.candidates(for: stroke, limit: 2, context: context).first?.word
        }
        #expect(first(after: nil) == "in")
        #expect(first(after: "it depends ") == "on")
    }

    @Test("short words drawn with their corner cut are still those words", arguments: ["was", "any", "the"])
    func shortWordWithCutCorner(word: String) throws {
        let decoder = try #require(SwipeFixtures.englishDecoder)
        let keys = decoder.keys
        let letters = word.map(String.init)
        let first = try Self.centre(letters[0], keys), corner = try Self.centre(letters[1], keys)
        let last = try Self.centre(letters[2], keys)
        // The finger turns 0.35 key units short of the middle key's centre, towards the chord
        // between the first and last keys.
        let chordX = (first.x + last.x) / 2, chordY = (first.y + last.y) / 2
        let towards = hypot(chordX - corner.x, chordY - corner.y)
        let cut = min(0.35, towards / 2) / max(towards, 1e-9)
        let turn = (corner.x + cut * (chordX - corner.x), corner.y + cut * (chordY - corner.y))
        let stroke = Self.stroke([first, turn, last], keys: keys)
        #expect(SwipeFixtures.words(decoder, stroke, limit: 1) == [word])
    }
}
