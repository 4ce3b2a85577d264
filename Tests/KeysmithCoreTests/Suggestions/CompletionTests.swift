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

    /// The search leaves out what can no longer be among its `limit` results, so its first `k`
    /// results must be those of a search for many more, which never leaves anything out, in the
    /// same order, in both file versions. Few distinct counts make ties at that bound common, and
    /// apostrophes give prefixes that step over them.
    @Test("what the search leaves out never changes its first results", arguments: [UInt64(7), 8])
    func boundKeepsResults(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let letters = Array("ab'c")
        var counts: [String: UInt64] = [:]
        while counts.count < 300 {
            let word = String(
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                    letters[Int.random(in: 0..<4, using: &generator)]
                })
            guard word.first != "'", word.last != "'" else { continue }
            counts[word] = [1, 2, 3, 50, 51][Int.random(in: 0..<5, using: &generator)]
        }
        let lexicon = try SuggestionFixtures.lexicon(counts)
        let entries = counts.map { LexiconEntry(word: $0.key, count: $0.value) }
        let version1 = try LexiconVersion1(data: Data(LexiconBuilder.buildVersion1(entries)))
        for prefix in ["", "a", "b", "c", "ab", "ba", "a'", "bc", "abc", "cab", "acb", "bbb", "ccc", "abab"] {
            let all = lexicon.completions(of: prefix, limit: 1_000)
            let allVersion1 = version1.completions(of: prefix, limit: 1_000)
            #expect(all.count == allVersion1.count, "\(prefix)")
            for limit in 1...6 {
                #expect(lexicon.completions(of: prefix, limit: limit) == Array(all.prefix(limit)), "\(prefix) \(limit)")
                #expect(
                    version1.completions(of: prefix, limit: limit) == Array(allVersion1.prefix(limit)),
                    "\(prefix) \(limit)")
            }
        }
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
