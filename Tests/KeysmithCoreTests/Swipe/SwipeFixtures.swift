import Foundation
@_spi(Tooling) @testable import KeysmithCore

/// The keyboards, lexicons and strokes shared by the swipe tests.
enum SwipeFixtures {
    /// The English layout of the embedded set on an iPhone in portrait.
    static let geometry: KeyboardGeometry? = SuggestionFixtures.englishGeometry

    /// A decoder over the embedded English layout and lexicon, shared so that its index is built
    /// once for all the tests.
    static let englishDecoder: SwipeDecoder? = {
        guard let geometry, let lexicon = try? Lexicon.english() else { return nil }
        return SwipeDecoder(geometry: geometry, lexicon: lexicon)
    }()

    /// A decoder over the embedded English layout and a lexicon of `counts`.
    static func decoder(_ counts: [String: UInt64]) throws -> SwipeDecoder? {
        guard let geometry else { return nil }
        return SwipeDecoder(geometry: geometry, lexicon: try SuggestionFixtures.lexicon(counts))
    }

    /// The stroke a finger draws straight through the centres of `word`'s keys, sampled evenly.
    static func exactStroke(_ word: String, keys: SwipeKeys) -> [SwipePoint]? {
        var generator = SplitMix64(seed: 1)
        guard let geometry else { return nil }
        return SyntheticStroke.stroke(
            for: word, keys: keys, bounds: geometry.bounds, noise: .none, using: &generator)
    }

    /// The first words of `decoder`'s candidates for `stroke`, lowercased.
    static func words(_ decoder: SwipeDecoder, _ stroke: [SwipePoint], limit: Int = 4) -> [String] {
        decoder.candidates(for: stroke, limit: limit).map { $0.word.lowercased() }
    }
}
