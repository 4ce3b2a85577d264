import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Swipes: bad strokes, keyboards without letters, repeated, skipped and accented letters")
struct SwipeInputTests {
    @Test("empty, single-sample and non-finite strokes give no candidates")
    func malformedStrokes() throws {
        let decoder = try #require(try SwipeFixtures.decoder(["hello": 100, "help": 50]))
        let stroke = try #require(SwipeFixtures.exactStroke("hello", keys: decoder.keys))
        #expect(!decoder.candidates(for: stroke).isEmpty)
        #expect(decoder.candidates(for: []).isEmpty)
        #expect(decoder.candidates(for: [stroke[0]]).isEmpty)
        for bad in [Double.nan, .infinity, -.infinity] {
            var withX = stroke
            withX[2].x = bad
            var withY = stroke
            withY[0].y = bad
            var withT = stroke
            withT[stroke.count - 1].t = bad
            #expect(decoder.candidates(for: withX).isEmpty)
            #expect(decoder.candidates(for: withY).isEmpty)
            #expect(decoder.candidates(for: withT).isEmpty)
        }
    }

    @Test("a stroke that hardly moves is a tap, not a swipe")
    func tapIsNoSwipe() throws {
        let decoder = try #require(try SwipeFixtures.decoder(["hello": 100, "a": 50]))
        let centre = decoder.keys.centre(ofKey: try #require(decoder.keys.keyPath(of: "a")?.first))
        let stroke = (0..<10).map { SwipePoint(x: centre.x + Double($0) * 0.1, y: centre.y, t: Double($0) / 60) }
        #expect(decoder.candidates(for: stroke).isEmpty)
    }

    @Test("a layout without letter keys gives no candidates")
    func noLetterKeys() throws {
        let layout = KeyboardLayout(rows: [
            [
                Key(text: "shift", type: .shift), Key(text: "space", type: .spacebar),
                Key(text: "delete", type: .delete),
            ],
            [Key(text: "return", type: .return), Key(text: "!"), Key(text: "?")],
        ])
        let geometry = KeyboardGeometry.layout(
            layout, metrics: .standard(for: .iphonePortrait), hasMultipleKeyboards: false)
        let decoder = SwipeDecoder(geometry: geometry, lexicon: try SuggestionFixtures.lexicon(["hello": 10]))
        #expect(decoder.keys.count == 0)
        let stroke = [SwipePoint(x: 10, y: 10, t: 0), SwipePoint(x: 300, y: 100, t: 0.2)]
        #expect(decoder.candidates(for: stroke).isEmpty)
    }

    @Test("a letter repeated at once is swiped once: h-e-l-o spells hello")
    func repeatedLetters() throws {
        let decoder = try #require(try SwipeFixtures.decoder(["hello": 100, "help": 80, "hero": 60]))
        #expect(decoder.keys.keyPath(of: "hello") == decoder.keys.keyPath(of: "helo"))
        let stroke = try #require(SwipeFixtures.exactStroke("helo", keys: decoder.keys))
        #expect(SwipeFixtures.words(decoder, stroke, limit: 1) == ["hello"])
    }

    @Test("an apostrophe no key types is skipped: d-o-n-t spells don't")
    func skippedApostrophe() throws {
        let decoder = try #require(try SwipeFixtures.decoder(["don't": 100, "dint": 10, "dent": 10]))
        let stroke = try #require(SwipeFixtures.exactStroke("dont", keys: decoder.keys))
        #expect(SwipeFixtures.words(decoder, stroke, limit: 1) == ["don't"])
    }

    @Test("an accented letter is swiped on the key that offers it, or its base letter's key")
    func accentedLetters() throws {
        let decoder = try #require(try SwipeFixtures.decoder(["café": 100, "cafe": 10, "cage": 50, "naïve": 40]))
        let cafe = try #require(SwipeFixtures.exactStroke("cafe", keys: decoder.keys))
        #expect(SwipeFixtures.words(decoder, cafe, limit: 2) == ["café", "cafe"])
        let naive = try #require(SwipeFixtures.exactStroke("naive", keys: decoder.keys))
        #expect(SwipeFixtures.words(decoder, naive, limit: 1) == ["naïve"])
    }

    @Test("a word with a letter no key types or offers is never a candidate")
    func missingLetters() throws {
        let decoder = try #require(try SwipeFixtures.decoder(["hello": 10, "привет": 1000]))
        #expect(decoder.swipeableWordCount == 1)
        #expect(decoder.keys.keyPath(of: "привет") == nil)
    }

    @Test("a lexicon of exactly one block of words spells each back, the last one included")
    func wholeBlock() throws {
        let letters = "abcdefghijklmnop".map(String.init)
        let words = letters.flatMap { first in letters.map { first + $0 + "x" } }
        #expect(words.count == SwipeIndex.blockSize)
        let decoder = try #require(
            try SwipeFixtures.decoder(Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, UInt64($0 + 1)) }))
        )
        let index = decoder.index
        #expect(index.wordCount == words.count)
        let spelled = (0..<index.wordCount).map { decoder.lexicon.string(of: index.spelling(of: $0)) }
        #expect(Set(spelled) == Set(words))
    }

    @Test("words that differ only in case are offered once, in the more frequent spelling")
    func caseDuplicates() throws {
        let decoder = try #require(try SwipeFixtures.decoder(["us": 100, "US": 50, "is": 20]))
        let stroke = try #require(SwipeFixtures.exactStroke("us", keys: decoder.keys))
        let words = decoder.candidates(for: stroke).map(\.word)
        #expect(words.first == "us")
        #expect(!words.contains("US"))
    }

    @Test("any layout works: French on AZERTY")
    func azerty() throws {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "fr_FR").value)
        let layout = try #require(configuration.layouts["Letters"])
        let geometry = KeyboardGeometry.layout(
            layout, metrics: .standard(for: .iphonePortrait), hasMultipleKeyboards: false)
        let lexicon = try SuggestionFixtures.lexicon(["bonjour": 100, "bonsoir": 80, "journée": 60, "jour": 90])
        let decoder = SwipeDecoder(geometry: geometry, lexicon: lexicon)
        var generator = SplitMix64(seed: 3)
        for word in ["bonjour", "bonsoir", "journée"] {
            let stroke = try #require(
                SyntheticStroke.stroke(
                    for: word, keys: decoder.keys, bounds: geometry.bounds, noise: .none, using: &generator))
            #expect(SwipeFixtures.words(decoder, stroke, limit: 1) == [word])
        }
    }

    @Test("the synthetic stroke follows the word's keys, starts and ends on them and moves forward in time")
    func syntheticStroke() throws {
        let geometry = try #require(SwipeFixtures.geometry)
        let keys = SwipeKeys(geometry: geometry)
        var generator = SplitMix64(seed: 11)
        let stroke = try #require(
            SyntheticStroke.stroke(for: "world", keys: keys, bounds: geometry.bounds, noise: .none, using: &generator))
        let path = try #require(keys.keyPath(of: "world"))
        #expect(stroke.first?.point == keys.centre(ofKey: path[0]))
        #expect(stroke.last?.point == keys.centre(ofKey: path[path.count - 1]))
        #expect(zip(stroke, stroke.dropFirst()).allSatisfy { $0.t < $1.t })
        let noisy = try #require(
            SyntheticStroke.stroke(
                for: "world", keys: keys, bounds: geometry.bounds, noise: SwipeNoise(spread: 3), using: &generator))
        #expect(noisy.allSatisfy { geometry.bounds.contains(Rect(x: $0.x, y: $0.y, width: 0, height: 0)) })
        #expect(
            SyntheticStroke.stroke(for: "a", keys: keys, bounds: geometry.bounds, noise: .none, using: &generator)
                == nil)
    }
}

@Suite("Swipes: any stroke at all")
struct SwipeArbitraryStrokeTests {
    @Test("random strokes, far outside the keys or with huge coordinates, never crash and respect the limit")
    func randomStrokes() throws {
        let decoder = try #require(
            try SwipeFixtures.decoder(["hello": 100, "world": 90, "word": 80, "a": 70, "help": 60, "yellow": 50]))
        var generator = SplitMix64(seed: 5)
        for round in 0..<200 {
            let scale = [1.0, 400, 1e6, 1e150, 1e200][round % 5]
            let count = Int(generator.next() % 40) + 1
            let stroke = (0..<count).map { index in
                SwipePoint(
                    x: (Double(generator.next() % 2_001) / 1_000 - 1) * scale,
                    y: (Double(generator.next() % 2_001) / 1_000 - 1) * scale,
                    t: Double(generator.next() % 1_000) / 1_000 - Double(index))
            }
            let limit = Int(generator.next() % 4)
            let candidates = decoder.candidates(for: stroke, limit: limit)
            #expect(candidates.count <= limit)
            #expect(candidates.allSatisfy { $0.score.isFinite })
        }
    }
}
