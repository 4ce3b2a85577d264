import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Decoding swipes into words on the English keyboard")
struct SwipeDecoderTests {
    let decoder: SwipeDecoder
    let geometry: KeyboardGeometry

    init() throws {
        decoder = try #require(SwipeFixtures.englishDecoder)
        geometry = try #require(SwipeFixtures.geometry)
    }

    @Test(
        "a stroke straight through the keys' centres decodes to the word first",
        arguments: [
            "hello", "the", "and", "keyboard", "swipe", "typing", "world", "quick", "brown", "people", "because",
            "question", "through", "little", "great", "morning", "thanks", "would", "about", "something",
        ])
    func exactStrokes(word: String) throws {
        let stroke = try #require(SwipeFixtures.exactStroke(word, keys: decoder.keys))
        #expect(SwipeFixtures.words(decoder, stroke, limit: 1) == [word])
    }

    @Test("exact strokes of a seeded sample of frequent words decode to the word first almost always")
    func exactSample() throws {
        let lexicon = try Lexicon.english()
        let frequent = lexicon.allWords().sorted { $0.score > $1.score }.prefix(5_000).map(\.word)
        var generator = SplitMix64(seed: 42)
        var first = 0, inTopFour = 0, total = 0
        while total < 150 {
            let word = frequent[Int(generator.next() % UInt64(frequent.count))]
            guard let stroke = SwipeFixtures.exactStroke(word, keys: decoder.keys) else { continue }
            let words = SwipeFixtures.words(decoder, stroke)
            total += 1
            if words.first == word.lowercased() { first += 1 }
            if words.contains(word.lowercased()) { inTopFour += 1 }
        }
        // Some paths are shared (`to` and `too`, `honor` and `honour`): the more frequent word wins.
        #expect(first >= 135, "first for \(first) of \(total)")
        #expect(inTopFour >= 147, "in the first four for \(inTopFour) of \(total)")
    }

    @Test("noisy strokes with corners cut and uneven sampling still mostly decode to the word")
    func noiseRobustness() throws {
        let lexicon = try Lexicon.english()
        let frequent = lexicon.allWords().sorted { $0.score > $1.score }.prefix(5_000).map(\.word)
        var generator = SplitMix64(seed: 7)
        var first = 0, inTopFour = 0, total = 0
        while total < 120 {
            let word = frequent[Int(generator.next() % UInt64(frequent.count))]
            guard
                let stroke = SyntheticStroke.stroke(
                    for: word, keys: decoder.keys, bounds: geometry.bounds, noise: .light, using: &generator)
            else { continue }
            let words = SwipeFixtures.words(decoder, stroke)
            total += 1
            if words.first == word.lowercased() { first += 1 }
            if words.contains(word.lowercased()) { inTopFour += 1 }
        }
        #expect(first >= 96, "first for \(first) of \(total)")
        #expect(inTopFour >= 110, "in the first four for \(inTopFour) of \(total)")
    }

    @Test("a stroke shifted by a third of a key decodes the same")
    func shiftedStroke() throws {
        let stroke = try #require(SwipeFixtures.exactStroke("keyboard", keys: decoder.keys))
        let shifted = stroke.map { SwipePoint(x: $0.x + decoder.keys.keyWidth / 3, y: $0.y - 4, t: $0.t) }
        #expect(SwipeFixtures.words(decoder, shifted, limit: 1) == ["keyboard"])
    }

    @Test("candidates are ranked best first, at most the limit, each word once")
    func ranking() throws {
        let stroke = try #require(SwipeFixtures.exactStroke("there", keys: decoder.keys))
        let candidates = decoder.candidates(for: stroke, limit: 6)
        #expect(candidates.count == 6)
        #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0.score >= $1.score })
        #expect(Set(candidates.map { $0.word.lowercased() }).count == candidates.count)
        #expect(decoder.candidates(for: stroke, limit: 0).isEmpty)
    }

    @Test("the index of the English lexicon stays well under 8 MiB, at most 18 bytes a word")
    func indexSize() {
        #expect(decoder.prepare() < 4 * 1_048_576)
        #expect(decoder.swipeableWordCount > 80_000)
        #expect(decoder.prepare() <= 18 * decoder.swipeableWordCount)
    }

    @Test("every indexed word's path, written out from its spelling, is the word's key path, in its group")
    func pathsFromSpellings() throws {
        let index = decoder.index
        var group = 0
        for word in 0..<index.wordCount {
            while Int(index.groupStarts[group + 1]) <= word { group += 1 }
            let spelled = decoder.lexicon.string(of: index.spelling(of: word))
            let path = index.path(of: word).map(Int.init)
            try #require(path == decoder.keys.keyPath(of: spelled), "\(spelled)")
            try #require(path.first == group / index.keyCount && path.last == group % index.keyCount, "\(spelled)")
        }
        #expect(index.spelling(of: index.wordCount - 1).count > 0)
    }
}
