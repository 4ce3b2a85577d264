import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Lexicon file version 2: LOUDS tries and 8-bit levels, searched as version 1 is")
struct LexiconVersion2Tests {
    /// A lexicon's words as version 2 stores them, and a version 1 file of the same words with the
    /// scores of their levels, which version 2's searches must match exactly.
    struct Versions {
        let original: Lexicon
        let levelled: LexiconVersion1
        let compact: Lexicon
        let bytes: [UInt8]

        init(_ original: Lexicon) throws {
            self.original = original
            let words = original.withSearch { $0.allWords() } ?? []
            let prepared = LexiconWords(
                alphabet: original.alphabet.map(\.value), words: words, longestWord: original.longestWord)
            bytes = LexiconBuilder.encodeVersion2(prepared)
            compact = try Lexicon(data: Data(bytes))
            let lowest = words.map(\.score).min() ?? 1
            let step = LexiconFormatV2.scoreStep(lowest: lowest, highest: words.map(\.score).max() ?? 1)
            var levelledWords = prepared
            levelledWords.words = words.map { word in
                let level = LexiconFormatV2.level(of: word.score, lowest: lowest, step: step)
                return (word.symbols, lowest + UInt16(step) * UInt16(level))
            }
            levelled = try LexiconVersion1(data: Data(LexiconBuilder.encodeVersion1(levelledWords)))
        }

        /// Expects every search of `typed` words and prefixes to find in version 2 what it finds in
        /// version 1 with the levels' scores: lookups, completions, words within two edits, rankings.
        func expectSameSearches(prefixes: [String], typed: [String], keys: LetterKeys? = nil) {
            for prefix in prefixes {
                #expect(
                    compact.completions(of: prefix, limit: 5) == levelled.completions(of: prefix, limit: 5),
                    "completions of \"\(prefix)\"")
            }
            let corrector = SpellingCorrector(lexicon: compact)
            for word in typed {
                #expect(compact.frequencyScore(of: word) == levelled.frequencyScore(of: word), "score of \"\(word)\"")
                let ranking = corrector.rank(word, in: levelled, keys: keys)
                #expect(ranking == corrector.rank(word, keys: keys), "ranking of \"\(word)\"")
                let expected = levelled.words(within: 2, of: word)
                let found = compact.words(within: 2, of: word)
                #expect(found.map(\.word) == expected.map(\.word), "candidates of \"\(word)\"")
                #expect(found.map(\.distance) == expected.map(\.distance), "distances of \"\(word)\"")
                #expect(found.map(\.score) == expected.map(\.score), "scores of \"\(word)\"")
            }
        }
    }

    /// Words whose tries are mostly tails: tails shared by several words (`-ation`, `-ology`),
    /// words that end where a tail would go on (`form`, `format`), a word inside another's tail
    /// (`inform` in `information`), one-letter words and a contraction.
    static let tailCounts: [String: UInt64] = [
        "nation": 900, "donation": 300, "carnation": 40, "station": 800, "stationary": 60, "stationery": 50,
        "information": 2_000, "inform": 400, "formation": 500, "form": 3_000, "format": 700, "formats": 90,
        "biology": 300, "geology": 120, "theology": 80, "zoology": 30, "xylophone": 5, "xylem": 3, "a": 10_000,
        "I": 9_000, "don't": 4_000, "dons": 20, "strengths": 150, "strength": 1_100,
    ]

    static let counts = LexiconFormatTests.counts

    @Test("every word comes back with the score of its level, and the same words give the same bytes in any order")
    func roundTrip() throws {
        let entries = Self.counts.map { LexiconEntry(word: $0.key, count: $0.value) }
        let bytes = try LexiconBuilder.build(entries)
        #expect(try LexiconBuilder.build(entries.reversed()) == bytes)
        let lexicon = try Lexicon(data: Data(bytes))
        #expect(lexicon.wordCount == Self.counts.count)
        #expect(lexicon.byteCount == bytes.count)

        let scores = Self.counts.mapValues { LexiconFormat.score(forCount: $0) }
        let lowest = scores.values.min() ?? 1
        let step = LexiconFormatV2.scoreStep(lowest: lowest, highest: scores.values.max() ?? 1)
        let words = Dictionary(uniqueKeysWithValues: lexicon.allWords().map { ($0.word, $0.score) })
        #expect(
            words
                == scores.mapValues {
                    Int(lowest) + step * Int(LexiconFormatV2.level(of: $0, lowest: lowest, step: step))
                })
        for (word, score) in scores {
            #expect(abs(words[word, default: 0] - Int(score)) <= step / 2)
        }
        #expect(lexicon.contains("HELLO"))
        #expect(lexicon.contains("don’t"))
        #expect(!lexicon.contains("hell"))
    }

    @Test("a version 1 file is refused with the command that upgrades it, and version 1's reader refuses version 2")
    func versions() throws {
        let entries = Self.counts.map { LexiconEntry(word: $0.key, count: $0.value) }
        let error = #expect(throws: LexiconError.self) {
            try Lexicon(data: Data(try LexiconBuilder.buildVersion1(entries)))
        }
        #expect(error?.message.contains("keysmith lexicon build") == true)
        #expect(throws: LexiconError.self) { try LexiconVersion1(data: Data(try LexiconBuilder.build(entries))) }
    }

    @Test("upgrading a version 1 file gives the file its word list builds, and a version 2 file stays as it is")
    func upgrade() throws {
        let entries = Self.counts.map { LexiconEntry(word: $0.key, count: $0.value) }
        let version2 = try LexiconBuilder.build(entries)
        #expect(try LexiconBuilder.upgrade(Data(try LexiconBuilder.buildVersion1(entries))) == version2)
        #expect(try LexiconBuilder.upgrade(Data(version2)) == version2)
        var damaged = try LexiconBuilder.buildVersion1(entries)
        damaged[damaged.count - 1] ^= 1
        #expect(throws: LexiconError("the file is damaged: its checksum does not match its contents")) {
            try LexiconBuilder.upgrade(Data(damaged))
        }
        #expect(throws: LexiconError.self) { try LexiconBuilder.upgrade(Data("KSLX".utf8)) }
    }

    @Test("a damaged file is refused, whichever byte of its tries is damaged")
    func damage() throws {
        let entries = Self.counts.map { LexiconEntry(word: $0.key, count: $0.value) }
        let bytes = try LexiconBuilder.build(entries)
        #expect(throws: LexiconError("the file is damaged: its checksum does not match its contents")) {
            var damaged = bytes
            damaged[damaged.count - 1] ^= 1
            return try Lexicon(data: Data(damaged))
        }
        #expect(throws: LexiconError.self) { try Lexicon(data: Data(bytes.dropLast(8))) }
        let sections = try Lexicon(data: Data(bytes)).sections
        // Every bit of the forward trie's shape and word bits, with the checksum made right again:
        // each file either loads, and then holds a tree, or is refused.
        for byte in sections.forward.shape..<sections.forward.ranks {
            for bit in 0..<8 {
                var damaged = bytes
                damaged[byte] ^= 1 << bit
                Self.seal(&damaged)
                if let lexicon = try? Lexicon(data: Data(damaged)) {
                    #expect(lexicon.allWords().count == lexicon.wordCount)
                }
            }
        }
    }

    @Test("the English lexicon: every word and the score of its level come back, in a quarter of version 1's bytes")
    func english() throws {
        let english = try Versions(Lexicon.english())
        let expected = english.levelled.allWords()
        let found = english.compact.allWords()
        #expect(found.count == 82_834)
        #expect(found.map(\.word) == expected.map(\.word))
        #expect(found.map(\.score) == expected.map(\.score))
        // Levelled again, a level is within half a step of the word's own score.
        let original = english.original.allWords()
        let step = Int(english.compact.levelScores[1] - english.compact.levelScores[0])
        #expect(zip(found, original).allSatisfy { abs($0.score - $1.score) <= step / 2 })
        #expect(english.bytes.count * 4 < english.levelled.byteCount)
    }

    @Test("a node's location found from an earlier node's is the one a select finds, in both English tries")
    func locationsFromEarlierNodes() throws {
        let english = try Lexicon.english()
        let checked = english.withSearch { search -> Int in
            var checked = 0
            // Without the cache of the first nodes' locations, which would answer before the search.
            for cached in [search.forward.trie, search.backward] {
                let trie = LoudsTrie(base: cached.base, sections: cached.sections)
                for node in stride(from: 1, to: trie.sections.nodes, by: 29) {
                    let expected = trie.location(of: node)
                    // From the node itself and from up to 70 nodes before, across words of the shape.
                    for earlier in stride(from: node, to: max(0, node - 70), by: -1) {
                        let found = trie.location(of: node, after: earlier, at: trie.location(of: earlier))
                        if found != expected {
                            Issue.record("node \(node) after \(earlier): \(found), a select finds \(expected)")
                            return checked
                        }
                        checked += 1
                    }
                }
            }
            return checked
        }
        #expect((checked ?? 0) > 300_000)
    }

    @Test("completions of English prefixes are version 1's, word for word and in order")
    func englishCompletions() throws {
        let english = try Versions(Lexicon.english())
        let letters = "abcdefghijklmnopqrstuvwxyz'"
        var prefixes = letters.map { String($0) }
        for first in "abcdefghijklmnopqrstuvwxyz" {
            for second in letters { prefixes.append("\(first)\(second)") }
        }
        let words = english.original.allWords().map(\.word)
        for index in stride(from: 0, to: words.count, by: 211) {
            let word = words[index]
            prefixes.append(String(word.prefix(3)))
            prefixes.append(String(word.prefix(5)))
            prefixes.append(word.replacingOccurrences(of: "'", with: ""))
        }
        prefixes += ["Hel", "DON", "dont", "im", "cant", "you", ""]
        english.expectSameSearches(prefixes: prefixes, typed: [])
    }

    @Test("words within two edits of English misspellings, and their ranking, are version 1's")
    func englishCorrections() throws {
        let english = try Versions(Lexicon.english())
        let words = english.original.allWords().map(\.word)
        var typed = ["teh", "helo", "dont", "recieve", "adress", "im", "wierd", "thier", "a", "xq", "Helllo"]
        for index in stride(from: 0, to: words.count, by: 331) {
            let scalars = Array(words[index].unicodeScalars)
            let edit = index % 4
            var changed = scalars
            let position = index % scalars.count
            switch edit {
            case 0: changed.remove(at: position)
            case 1: changed[position] = "e"
            case 2 where position + 1 < scalars.count: changed.swapAt(position, position + 1)
            default: changed.insert("s", at: position)
            }
            typed.append(String(String.UnicodeScalarView(changed)))
        }
        let keys = SuggestionFixtures.englishGeometry.map { LetterKeys(geometry: $0) }
        #expect(keys != nil)
        english.expectSameSearches(prefixes: [], typed: typed, keys: keys)
    }

    @Test("tails: words that share a tail, end where one goes on or lie inside one are found as version 1 finds them")
    func tails() throws {
        let original = try Lexicon(
            data: Data(try LexiconBuilder.build(Self.tailCounts.map { LexiconEntry(word: $0.key, count: $0.value) })))
        let versions = try Versions(original)
        let sections = versions.compact.sections
        // Most nodes are in chains: the tries hold fewer nodes than their prefixes, and their tails
        // hold the rest.
        #expect(sections.forward.tailLength > sections.forward.nodes / 2)
        #expect(sections.backward.tailLength > sections.backward.nodes / 2)
        #expect(versions.compact.allWords().map(\.word) == versions.levelled.allWords().map(\.word))
        #expect(versions.compact.allWords().map(\.score) == versions.levelled.allWords().map(\.score))
        // Every prefix of every word, most of them ending inside a tail, with and without one edit.
        var prefixes = [""]
        var typed: [String] = []
        for word in Self.tailCounts.keys.sorted() {
            let scalars = Array(word.unicodeScalars)
            for length in 1...scalars.count {
                let prefix = String(String.UnicodeScalarView(scalars[0..<length]))
                prefixes.append(prefix)
                typed.append(prefix)
                var changed = Array(prefix.unicodeScalars)
                changed.insert("e", at: length / 2)
                typed.append(String(String.UnicodeScalarView(changed)))
                if length > 2 {
                    changed = Array(prefix.unicodeScalars)
                    changed.swapAt(length - 1, length - 2)
                    typed.append(String(String.UnicodeScalarView(changed)))
                    changed.remove(at: 0)
                    typed.append(String(String.UnicodeScalarView(changed)))
                }
            }
        }
        prefixes += ["dont", "STAT", "formz", "ology"]
        typed += ["nations", "stationory", "infromation", "fromat", "biolgy", "xylophones", "dont", "strenght"]
        versions.expectSameSearches(prefixes: prefixes, typed: typed)
        #expect(!versions.compact.contains("informati"))
        #expect(versions.compact.contains("inform"))
        #expect(versions.compact.completions(of: "informat").map(\.word) == ["information"])
    }

    @Test("a file with damaged tails is refused, or loads as a tree that every search can walk")
    func tailDamage() throws {
        let entries = Self.tailCounts.map { LexiconEntry(word: $0.key, count: $0.value) }
        let bytes = try LexiconBuilder.build(entries)
        let sections = try Lexicon(data: Data(bytes)).sections
        let damaged = [
            sections.forward.tailBits..<sections.bestLevels,
            sections.backward.tailBits..<sections.end,
        ]
        var loaded = 0
        for byte in damaged.joined() {
            for bit in 0..<8 {
                var damaged = bytes
                damaged[byte] ^= 1 << bit
                Self.seal(&damaged)
                guard let lexicon = try? Lexicon(data: Data(damaged)) else { continue }
                loaded += 1
                #expect(lexicon.allWords().count == lexicon.wordCount)
                for word in ["station", "stationery", "informatoin", "xylem", "ology"] {
                    _ = lexicon.completions(of: String(word.prefix(4)))
                    _ = lexicon.words(within: 2, of: word)
                }
            }
        }
        // Flipping a tail byte to another symbol of the alphabet makes other words, which load.
        #expect(loaded > 0)
    }

    /// Writes the payload's checksum into the header, so that damage reaches the tries' checks.
    static func seal(_ bytes: inout [UInt8]) {
        let checksum = bytes.withUnsafeBytes {
            LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LexiconFormat.headerSize...]))
        }
        for index in 0..<8 { bytes[40 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index))) }
    }
}
