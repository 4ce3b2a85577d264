import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Language model file version 2: the front-coded vocabulary and Elias–Fano indices")
struct LanguageModelFormatTests {
    /// Words that share no prefix, short and long ones, and runs sharing 15 bytes or more, so that
    /// both counts of an entry take their LEB128 rest, across several blocks.
    static let words: [String] = {
        var words = ["<s>", "</s>", "<unk>", "a", "ab", "abc", "b", "été", "étés", "über", "日本", "日本語"]
        let stem = String(repeating: "x", count: 20)
        words += (0..<40).map { "\(stem)\($0)" }
        words += (0..<20).map { "long\(String(repeating: "yz", count: 10 + $0))" }
        words += (0..<200).map { "w\($0)" }
        return words
    }()

    static func unigramModel() throws -> (NGramTable, LanguageModel) {
        let entries = words.indices.map {
            NGramTable.Entry(words: [UInt32($0)], log10Probability: -Float($0 % 7) - 1, log10Backoff: 0)
        }
        let table = NGramTable(words: words, levels: [entries])
        return (table, try LanguageModel(data: Data(LanguageModelWriter.write(table))))
    }

    @Test("every word reads back, by number and by spelling, and the words with a prefix are a range")
    func vocabulary() throws {
        let (table, model) = try Self.unigramModel()
        let coded = LanguageModelFormat.frontCoded(table.vocabulary.map { Array($0.utf8) })
        #expect(coded.text.count < table.vocabulary.reduce(0) { $0 + $1.utf8.count })
        #expect(coded.blockStarts.count == LanguageModelFormat.blockCount(table.vocabulary.count) + 1)
        for (number, word) in table.vocabulary.enumerated() {
            #expect(model.word(UInt32(number)) == word)
            #expect(model.number(of: word) == UInt32(number))
        }
        expectNumbersBetweenTheWords(of: table, in: model)
        for missing in ["", "aa", "x", "\(String(repeating: "x", count: 20))", "zzz", "日", "w", "w1a", "w199z", "w99 "]
        {
            #expect(!model.contains(missing), "\(missing)")
        }
        for prefix in ["", "a", "ab", "é", "long", "longyzyz", String(repeating: "x", count: 21), "w1", "日本", "q"] {
            let bytes = Array(prefix.utf8)
            let expected = table.vocabulary.indices.filter { Array(table.vocabulary[$0].utf8).starts(with: bytes) }
            let found = model.withView { $0.numbers(withPrefix: bytes) }
            #expect(found.map(Int.init) == expected, "\(prefix)")
        }
    }

    @Test("a block whose first word shares bytes with a word before it is refused")
    func damagedBlock() throws {
        let (_, model) = try Self.unigramModel()
        var bytes = [UInt8](model.data)
        let text = model.sections.vocabularyText
        // The first word of the first block, `</s>`, made to share a byte with nothing before it.
        bytes[text] |= 0x10
        #expect(throws: LanguageModelError.self) { try LanguageModel(data: Data(sealedModel(bytes))) }
    }

    @Test("Elias–Fano sequences read back value by value, in pairs and in order")
    func eliasFano() throws {
        var random = SplitMix64(seed: 23)
        for (count, step) in [(1, 0), (2, 1), (64, 1), (65, 3), (300, 1), (300, 40), (1_000, 2), (129, 1_000)] {
            var values = [0]
            while values.count < count { values.append(values.last! + Int.random(in: 0...step, using: &random)) }
            let largest = values.last!
            var end = 0
            let layout = EliasFano.Layout(count: count, largest: largest) { length in
                defer { end += (length + 7) & ~7 }
                return end
            }
            var bytes = [UInt8](repeating: 0, count: end)
            EliasFano.write(values, layout, into: &bytes)
            let sections = LanguageModelFormat.Sections(
                counts: [1], alphabetSize: 0, suffixKeyBits: nil, vocabularyTextLength: 0, likeliestUnigramCount: 0)
            try bytes.withUnsafeBytes { raw in
                let view = LanguageModel.View(raw, sections: sections)
                for index in values.indices.dropLast() {
                    let pair = view.eliasFanoPair(layout, index)
                    #expect(pair == (values[index], values[index + 1]), "value \(index) of \(count)")
                }
                var read: [Int] = []
                try view.validateEliasFano(layout, damaged: LanguageModelError("damaged")) { read.append($1) }
                #expect(read == values)
            }
            // A sample that names the wrong bit is found.
            if count > 64 {
                bytes[layout.samples + 4] ^= 1
                #expect(throws: LanguageModelError("damaged")) {
                    try bytes.withUnsafeBytes { raw in
                        try LanguageModel.View(raw, sections: sections)
                            .validateEliasFano(layout, damaged: LanguageModelError("damaged")) { _, _ in }
                    }
                }
            }
        }
    }
}

/// `bytes`, a model file, with the payload's checksum written into its header again: a file damaged
/// on purpose that the checksum does not give away.
func sealedModel(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    let checksum = bytes.withUnsafeBytes {
        LanguageModelFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LanguageModelFormat.headerSize...]))
    }
    withUnsafeBytes(of: checksum.littleEndian) { bytes.replaceSubrange(56..<64, with: $0) }
    return bytes
}

/// Every prefix of each of `table`'s words and each word with a character more, before or after
/// those of the block it would sort into, is found as the vocabulary numbers it, or not at all.
func expectNumbersBetweenTheWords(of table: NGramTable, in model: LanguageModel) {
    let numbers = Dictionary(uniqueKeysWithValues: table.vocabulary.enumerated().map { ($1, UInt32($0)) })
    for word in table.vocabulary {
        let prefixes = word.indices.map { String(word[..<$0]) }
        for probe in prefixes + ["\u{1}", "0", "m", "~", "ё"].map({ word + $0 }) {
            #expect(model.number(of: probe) == numbers[probe] ?? model.unknownWord, "\(probe)")
        }
    }
}
