import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Lexicon search: words within two edits")
struct LexiconSearchTests {
    /// Random words over a small alphabet, so that many lie within two edits of each other.
    static func randomWords(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        let letters = Array("abcde'")
        var words = Set<String>()
        while words.count < count {
            let length = Int.random(in: 1...7, using: &generator)
            var word = ""
            for _ in 0..<length { word.append(letters[Int.random(in: 0..<5, using: &generator)]) }
            if Int.random(in: 0..<10, using: &generator) == 0, word.count > 1 {
                word.insert(
                    "'", at: word.index(word.startIndex, offsetBy: Int.random(in: 1..<word.count, using: &generator)))
            }
            words.insert(word)
        }
        return words.sorted()
    }

    @Test(
        "finds exactly the words a brute-force optimal string alignment finds, with their distances",
        arguments: [UInt64(1), 2, 3])
    func matchesBruteForce(seed: UInt64) throws {
        let words = Self.randomWords(count: 600, seed: seed)
        var counts: [String: UInt64] = [:]
        for (index, word) in words.enumerated() { counts[word] = UInt64(index + 1) }
        let lexicon = try SuggestionFixtures.lexicon(counts)
        var generator = SplitMix64(seed: seed &+ 100)
        let queries = Self.randomWords(count: 120, seed: seed &+ 7).map { word in
            Int.random(in: 0..<3, using: &generator) == 0 ? word.uppercased() : word
        }
        var matches = 0
        for query in queries {
            for maximum in 0...2 {
                let expected = Dictionary(
                    uniqueKeysWithValues: words.compactMap { word -> (String, Int)? in
                        let distance = SuggestionFixtures.osaDistance(query, word)
                        return distance <= maximum ? (word, distance) : nil
                    })
                let found = lexicon.words(within: maximum, of: query)
                matches += expected.count
                #expect(found.count == expected.count, "\(query) within \(maximum)")
                let actual = Dictionary(found.map { ($0.word, $0.distance) }, uniquingKeysWith: { min($0, $1) })
                #expect(actual == expected, "\(query) within \(maximum)")
            }
        }
        #expect(matches > 2_000, "the queries reach many words, so the comparison means something")
    }
}
