import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Lexicon file: building, reading back, and damaged files")
struct LexiconFormatTests {
    static let counts: [String: UInt64] = [
        "the": 23_135_851_162, "hello": 32_960_381, "help": 611_054_034, "don't": 300_000, "café": 1_000,
        "Paris": 5_000_000, "a": 9_081_174_698, "zebra": 1, "zero": 0,
    ]

    @Test(
        "a version 1 file keeps every word with the score of its count, and the same words give the same bytes in any order"
    )
    func roundTrip() throws {
        let entries = Self.counts.map { LexiconEntry(word: $0.key, count: $0.value) }
        let bytes = try LexiconBuilder.buildVersion1(entries)
        #expect(try LexiconBuilder.buildVersion1(entries.reversed()) == bytes)
        #expect(try LexiconBuilder.buildVersion1(entries.sorted { $0.word < $1.word }) == bytes)

        let lexicon = try LexiconVersion1(data: Data(bytes))
        #expect(lexicon.wordCount == Self.counts.count)
        #expect(lexicon.byteCount == bytes.count)
        let words = Dictionary(uniqueKeysWithValues: lexicon.allWords().map { ($0.word, $0.score) })
        #expect(words == Self.counts.mapValues { Int(LexiconFormat.score(forCount: $0)) })
        #expect(LexiconFormat.score(forCount: 0) == 1)
        #expect(LexiconFormat.score(forCount: 1) == 1)
        #expect(LexiconFormat.score(forCount: 1_000) == 1 + 6_908)
    }

    @Test("lookups ignore case and read typographic apostrophes as straight ones")
    func lookups() throws {
        let lexicon = try SuggestionFixtures.lexicon(Self.counts)
        #expect(lexicon.contains("HELLO"))
        #expect(lexicon.contains("paris"))
        #expect(lexicon.contains("don’t"))
        #expect(lexicon.contains("Café"))
        #expect(!lexicon.contains("hell"))
        #expect(!lexicon.contains(""))
        #expect(lexicon.frequencyScore(of: "Zebra") == 1)
    }

    @Test("decomposed accents are stored composed, so both spellings find the word")
    func normalization() throws {
        let lexicon = try SuggestionFixtures.lexicon(["cafe\u{301}": 10])
        #expect(lexicon.allWords().map(\.word) == ["café"])
        #expect(lexicon.contains("café"))
    }

    @Test("the builder refuses an empty list, an empty word, a duplicate and a word that is too long")
    func builderErrors() {
        #expect(throws: LexiconError.self) { try LexiconBuilder.build([]) }
        #expect(throws: LexiconError("a word is empty")) {
            try LexiconBuilder.build([LexiconEntry(word: "", count: 1)])
        }
        #expect(throws: LexiconError("\"café\" is listed twice")) {
            try LexiconBuilder.build([
                LexiconEntry(word: "café", count: 1), LexiconEntry(word: "cafe\u{301}", count: 2),
            ])
        }
        #expect(throws: LexiconError.self) {
            try LexiconBuilder.build([LexiconEntry(word: String(repeating: "a", count: 65), count: 1)])
        }
        let manyLetters = (0..<300).compactMap { offset in
            Unicode.Scalar(0x4E00 + offset).map { LexiconEntry(word: String(Character($0)), count: 1) }
        }
        #expect(throws: LexiconError("the words use 300 different characters; a lexicon holds at most 255")) {
            try LexiconBuilder.build(manyLetters)
        }
    }

    @Test("a word of the longest length the builder accepts loads, and is found and completed")
    func longestWord() throws {
        // Found by fuzzing: the reader refused the node of a word's last letter at the deepest
        // level, so a lexicon the builder had made from a 64-letter word did not load.
        let longest = "f" + String(repeating: "\u{FFFD}", count: LexiconFormat.maximumWordLength - 2) + "["
        let lexicon = try Lexicon(data: Data(LexiconBuilder.build([LexiconEntry(word: longest, count: 3)])))
        #expect(lexicon.contains(longest))
        #expect(lexicon.completions(of: "f").map(\.word) == [longest])
        #expect(lexicon.allWords().map(\.word) == [longest])
    }

    @Test("a file cut short anywhere is refused with a message, never a crash")
    func truncated() throws {
        let bytes = try LexiconBuilder.build(Self.counts.map { LexiconEntry(word: $0.key, count: $0.value) })
        for length in [0, 3, 4, 40, 63, 64, 65, bytes.count / 2, bytes.count - 1] {
            #expect(throws: LexiconError.self, "cut at \(length)") { try Lexicon(data: Data(bytes.prefix(length))) }
        }
        #expect(
            throws: LexiconError(
                "the file is too short to be a Keysmith lexicon: 10 bytes, less than its 64-byte header")
        ) {
            try Lexicon(data: Data(bytes.prefix(10)))
        }
        #expect(
            throws: LexiconError(
                "the file is truncated: its header promises \(bytes.count) bytes but it has \(bytes.count - 1)")
        ) {
            try Lexicon(data: Data(bytes.dropLast()))
        }
        #expect(throws: LexiconError("the file has 1 unexpected bytes after the lexicon's end")) {
            try Lexicon(data: Data(bytes + [0]))
        }
    }

    @Test("a foreign file, a newer version and a changed byte are each refused with their own message")
    func garbled() throws {
        let bytes = try LexiconBuilder.build(Self.counts.map { LexiconEntry(word: $0.key, count: $0.value) })
        #expect(throws: LexiconError("this is not a Keysmith lexicon: it does not start with \"KSLX\"")) {
            try Lexicon(data: Data("{\"rows\": []}".utf8 + [UInt8](repeating: 32, count: 80)))
        }
        var newer = bytes
        newer[4] = 3
        #expect(throws: LexiconError("lexicon format version 3 is not supported; this Keysmith reads version 2")) {
            try Lexicon(data: Data(newer))
        }
        for offset in [LexiconFormat.headerSize, bytes.count / 2, bytes.count - 1] {
            var changed = bytes
            changed[offset] ^= 0x5A
            #expect(throws: LexiconError("the file is damaged: its checksum does not match its contents")) {
                try Lexicon(data: Data(changed))
            }
        }
    }

    /// Damage that keeps the checksum right (a file made to fool the checksum) is caught by the
    /// checks of the tries, or yields a lexicon that can be searched without crashing.
    @Test("random damage with a matching checksum never crashes loading or searching", arguments: [UInt64(11), 12, 13])
    func craftedDamage(seed: UInt64) throws {
        let bytes = try LexiconBuilder.build(Self.counts.map { LexiconEntry(word: $0.key, count: $0.value) })
        var generator = SplitMix64(seed: seed)
        var refused = 0
        for _ in 0..<300 {
            var changed = bytes
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let offset = Int.random(in: LexiconFormat.headerSize..<changed.count, using: &generator)
                changed[offset] = UInt8.random(in: 0...255, using: &generator)
            }
            let checksum = changed.withUnsafeBytes {
                LexiconFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LexiconFormat.headerSize...]))
            }
            for index in 0..<8 { changed[40 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index))) }
            guard let lexicon = try? Lexicon(data: Data(changed)) else {
                refused += 1
                continue
            }
            for word in ["the", "helo", "don", "zzzzzz", "Pari", "a"] {
                _ = lexicon.completions(of: word)
                _ = lexicon.words(within: 2, of: word)
                _ = lexicon.contains(word)
            }
            _ = lexicon.allWords()
        }
        #expect(refused > 0)
    }

    @Test("the embedded English lexicon holds the 82,834 words of its source, most frequent first")
    func embeddedEnglish() throws {
        let lexicon = try Lexicon.english()
        #expect(lexicon.wordCount == 82_834)
        #expect(lexicon.completions(of: "", limit: 5).map(\.word) == ["the", "of", "and", "to", "a"])
        #expect(lexicon.contains("don't"))
        #expect(lexicon.byteCount < 5_000_000)
        let notice = try String(
            contentsOf: try #require(EmbeddedLexicons.folder).appendingPathComponent("NOTICE.md"), encoding: .utf8)
        #expect(notice.contains("MIT License"))
        #expect(notice.contains("frequency_dictionary_en_82_765.txt"))
    }
}
