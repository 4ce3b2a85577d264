import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Language model file version 3: the vocabulary in its own alphabet, and version 2 files")
struct LanguageModelAlphabetTests {
    /// Russian-looking words, inflected so that they share stems, with a few Latin words and digits:
    /// enough of them that the alphabet's table pays for itself.
    static let russian: [String] = {
        let syllables = ["ра", "ко", "ли", "до", "ше", "пу", "ёл", "щи"]
        let stems = syllables.flatMap { first in syllables.map { first + $0 + "т" } }
        let endings = ["а", "ы", "е", "у", "ой", "ами"]
        return stems.flatMap { stem in endings.map { stem + $0 } } + ["в", "и", "на", "не", "ok", "2026"]
    }()

    /// A trigram model of made-up sentences over `words`.
    static func table(_ words: [String], seed: UInt64 = 3) -> NGramTable {
        var counts = NGramCounts(order: 3)
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            counts.add(
                sentence: (0..<Int.random(in: 1...7, using: &random)).map { _ in words.randomElement(using: &random)! })
        }
        return KneserNey.estimate(counts)
    }

    @Test("a Cyrillic vocabulary takes a byte a letter, and every word and prefix reads back")
    func cyrillic() throws {
        let table = Self.table(Self.russian)
        let model = try LanguageModel(data: Data(LanguageModelWriter.write(table)))
        let stored = LanguageModelFormat.StoredVocabulary(table.vocabulary)
        let utf8 = LanguageModelFormat.frontCoded(table.vocabulary.map { Array($0.utf8) })
        #expect(model.sections.alphabetSize == Set(table.vocabulary.joined().unicodeScalars).count)
        #expect(stored.text.count < utf8.text.count * 3 / 4, "\(stored.text.count) of \(utf8.text.count) bytes")
        for (number, word) in table.vocabulary.enumerated() {
            #expect(model.word(UInt32(number)) == word)
            #expect(model.number(of: word) == UInt32(number))
        }
        expectNumbersBetweenTheWords(of: table, in: model)
        for missing in ["", "ракот", "я", "ракота!", "ok!", "日本"] {
            #expect(!model.contains(missing), "\(missing)")
        }
        for prefix in ["", "р", "ракот", "ёл", "ё", "o", "2", "я", "щищитами", "z", "日"] {
            let bytes = Array(prefix.utf8)
            let expected = table.vocabulary.indices.filter { Array(table.vocabulary[$0].utf8).starts(with: bytes) }
            let found = model.withView { $0.numbers(withPrefix: bytes) }
            #expect(found.map(Int.init) == expected, "\(prefix)")
        }
        for context in [[], ["ракота"], ["в", "ёлщите"], ["на", "пудотами"]] {
            for word in ["ликоты", "ok", "2026", "nothing"] {
                let error =
                    model.log10Probability(of: word, after: context)
                    - Double(table.log10Probability(of: word, after: context))
                #expect(abs(error) < 0.1, "\(word) after \(context)")
            }
        }
    }

    @Test("an ASCII vocabulary, and one of more than 256 characters, stay UTF-8")
    func plainText() throws {
        let ascii = Self.table((0..<50).map { "w\($0)" })
        #expect(LanguageModelFormat.StoredVocabulary(ascii.vocabulary).alphabet.isEmpty)
        let ideographs = (0..<300).map { String(Unicode.Scalar(0x4E00 + $0)!) }
        let chinese = Self.table(ideographs)
        let model = try LanguageModel(data: Data(LanguageModelWriter.write(chinese)))
        #expect(model.sections.alphabetSize == 0)
        #expect(chinese.vocabulary.indices.allSatisfy { model.word(UInt32($0)) == chinese.vocabulary[$0] })
    }

    @Test("a damaged alphabet, or a letter outside it, is refused")
    func damagedAlphabet() throws {
        let bytes = try LanguageModelWriter.write(Self.table(Self.russian))
        let model = try LanguageModel(data: Data(bytes))
        let alphabet = model.sections.alphabet
        var unordered = bytes
        unordered.swapAt(alphabet, alphabet + 4)
        #expect(throws: LanguageModelError("the vocabulary's alphabet is damaged")) {
            try LanguageModel(data: Data(sealedModel(unordered)))
        }
        var surrogate = bytes
        withUnsafeBytes(of: UInt32(0xD800).littleEndian) {
            surrogate.replaceSubrange(alphabet..<(alphabet + 4), with: $0)
        }
        #expect(throws: LanguageModelError("the vocabulary's alphabet is damaged")) {
            try LanguageModel(data: Data(sealedModel(surrogate)))
        }
        // The last letter of the last word, made a code the alphabet does not have.
        var outside = bytes
        outside[model.sections.vocabularyText + model.sections.vocabularyTextLength - 1] = 0xFF
        #expect(throws: LanguageModelError.self) { try LanguageModel(data: Data(sealedModel(outside))) }
        var larger = bytes
        larger[44] = 1
        larger[45] = 1
        #expect(throws: LanguageModelError("the header is damaged")) { try LanguageModel(data: Data(larger)) }
    }

    @Test("a version 2 file, version 3 without an alphabet, still loads; one that claims an alphabet does not")
    func versionTwo() throws {
        // A bigram model stores word numbers: its version 3 file is its version 2 file with the
        // 8 bytes of suffix key widths, all 0, and no alphabet.
        var counts = NGramCounts(order: 2)
        for sentence in LanguageModelFixtures.table.levels[2].prefix(200) {
            counts.add(sentence: sentence.words.map { LanguageModelFixtures.table.vocabulary[Int($0)] })
        }
        let table = KneserNey.estimate(counts)
        let current = try LanguageModelWriter.write(table)
        let headerSize = LanguageModelFormat.headerSize
        #expect(current[4] == 3 && current[44] == 0 && current[headerSize..<(headerSize + 8)].allSatisfy { $0 == 0 })
        var bytes = Array(current[..<headerSize] + current[(headerSize + 8)...])
        bytes[4] = 2
        withUnsafeBytes(of: UInt64(bytes.count - headerSize).littleEndian) { bytes.replaceSubrange(48..<56, with: $0) }
        let model = try LanguageModel(data: Data(sealedModel(bytes)))
        let same = try LanguageModel(data: Data(current))
        for context in [[], ["w1"], ["w2"], ["nothing"]] + table.vocabulary.map({ [$0] }) {
            for word in table.vocabulary + ["nothing"] {
                #expect(
                    model.log10Probability(of: word, after: context) == same.log10Probability(of: word, after: context))
            }
            #expect(
                model.likeliestNextWords(after: context, limit: 3) == same.likeliestNextWords(after: context, limit: 3))
        }
        bytes[44] = 1
        #expect(throws: LanguageModelError("the header is damaged")) {
            try LanguageModel(data: Data(sealedModel(bytes)))
        }
    }
}
