import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Completion: the most frequent words for a prefix")
struct CompletionTests {
    static let counts: [String: UInt64] = [
        "hello": 900, "help": 800, "helpful": 700, "held": 600, "helm": 50, "hell": 40,
        "don't": 1_000, "done": 500, "donkey": 300, "don": 200, "i'm": 400, "im": 10, "Paris": 100, "park": 90,
    ]

    @Test(
        "the user's case is kept",
        arguments: [
            ("hel", ["hello", "help", "helpful"]),
            ("Hel", ["Hello", "Help", "Helpful"]),
            ("HEL", ["HELLO", "HELP", "HELPFUL"]),
            ("H", ["Hello", "Help", "Helpful"]),
            ("par", ["Paris", "park"]),
            ("Par", ["Paris", "Park"]),
        ])
    func caseKept(prefix: String, expected: [String]) throws {
        let provider = SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(Self.counts))
        #expect(provider.completions(of: prefix) == expected)
    }

    @Test(
        "apostrophes are part of words, typed or left out",
        arguments: [
            ("don", ["don't", "done", "donkey"]),
            ("don'", ["don't"]),
            ("don’", ["don't"]),
            ("dont", ["don't"]),
            ("Dont", ["Don't"]),
            ("im", ["i'm", "im"]),
        ])
    func apostrophes(prefix: String, expected: [String]) throws {
        let provider = SuggestionProvider(lexicon: try SuggestionFixtures.lexicon(Self.counts))
        #expect(provider.completions(of: prefix) == expected)
    }

    @Test("the best-first search returns what sorting every word would", arguments: [UInt64(5), 6])
    func agreesWithSorting(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let letters = Array("abcd")
        var counts: [String: UInt64] = [:]
        while counts.count < 500 {
            let word = String(
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                    letters[Int.random(in: 0..<4, using: &generator)]
                })
            counts[word] = UInt64.random(in: 1...1_000_000_000, using: &generator)
        }
        let lexicon = try SuggestionFixtures.lexicon(counts)
        // Each word's score as the file keeps it: the score of its frequency level.
        let stored = Dictionary(uniqueKeysWithValues: lexicon.allWords().map { ($0.word, $0.score) })
        #expect(stored.count == counts.count)
        for prefix in ["", "a", "b", "ab", "dca", "abcd", "ddddd"] {
            let expected = counts.filter { $0.key.hasPrefix(prefix) }
                .map { (word: $0.key, score: stored[$0.key, default: 0]) }
                .sorted { $0.score != $1.score ? $0.score > $1.score : $0.word < $1.word }
                .prefix(5)
            let found = lexicon.completions(of: prefix, limit: 5)
            #expect(found.map(\.score) == expected.map(\.score), "\(prefix)")
            #expect(found.allSatisfy { $0.word.hasPrefix(prefix) && counts[$0.word] != nil })
        }
        #expect(lexicon.completions(of: "x").isEmpty)
        #expect(lexicon.completions(of: "a", limit: 0).isEmpty)
    }

    @Test("with the embedded English lexicon")
    func english() throws {
        let provider = SuggestionProvider(lexicon: try Lexicon.english())
        // he'll counts as at least as frequent as done, as among corrections.
        #expect(provider.completions(of: "Hel") == ["Help", "He'll", "Held"])
        #expect(provider.completions(of: "dont") == ["don't"])
        #expect(provider.completions(of: "acco") == ["account", "according", "accommodation"])
    }
}
