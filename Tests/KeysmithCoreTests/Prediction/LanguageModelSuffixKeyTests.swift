import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Language model file version 3: the last words of trigrams and up as suffix keys")
struct LanguageModelSuffixKeyTests {
    /// A model of `order` over 2,000 words, each followed by few others: suffix keys need far fewer
    /// bits than word numbers.
    static func table(order: Int) -> NGramTable {
        var counts = NGramCounts(order: order)
        var random = SplitMix64(seed: 32)
        for _ in 0..<3_000 {
            var word = Int.random(in: 0..<2_000, using: &random)
            let sentence = (0..<Int.random(in: 2...8, using: &random)).map { _ in
                defer { word = (word * 7 + Int.random(in: 0..<5, using: &random)) % 2_000 }
                return "w\(word)"
            }
            counts.add(sentence: sentence)
        }
        return KneserNey.estimate(counts)
    }

    /// Every probability and prediction of `model` against its table's.
    static func expectSameAnswers(_ model: LanguageModel, _ table: NGramTable) {
        var largest = 0.0
        // The contexts of about 60 of the longest n-grams, spread over the whole level.
        let longest = table.levels[table.order - 1]
        let contexts = stride(from: 0, to: longest.count, by: max(1, longest.count / 60)).map {
            longest[$0].words.dropLast().map { table.vocabulary[Int($0)] }
        }
        for context in contexts + [[], ["w1"], ["nothing", "w2"]] {
            let followers = table.levels.dropFirst().flatMap { $0.prefix(20) }.map {
                table.vocabulary[Int($0.words.last!)]
            }
            for word in followers + ["nothing"] {
                let error =
                    model.log10Probability(of: word, after: context)
                    - Double(table.log10Probability(of: word, after: context))
                largest = max(largest, abs(error))
            }
            let predicted = model.likeliestNextWords(after: context, limit: 3)
            for prediction in predicted {
                #expect(prediction.log10Probability == model.log10Probability(of: prediction.word, after: context))
            }
        }
        #expect(largest < 0.2, "the largest error is \(largest)")
    }

    @Test("trigrams and 5-grams store suffix keys narrower than word numbers, and read back")
    func roundTrip() throws {
        for order in [3, 5] {
            let table = Self.table(order: order)
            let bytes = try LanguageModelWriter.write(table)
            let model = try LanguageModel(data: Data(bytes))
            #expect(model.sections.hasSuffixKeys)
            for level in model.sections.levels.dropFirst(2) {
                #expect(
                    level.wordBits < model.sections.wordBits, "\(level.wordBits) of \(model.sections.wordBits) bits")
            }
            Self.expectSameAnswers(model, table)
            // Through ARPA and back, the same n-grams and weights.
            let arpa = model.arpaText()
            let again = try LanguageModel(data: Data(LanguageModelWriter.write(ARPAReader.read(arpa, file: "m.arpa"))))
            #expect(again.arpaText() == arpa)
        }
    }

    @Test("a model that lacks an n-gram's suffix stores word numbers, and reads back")
    func missingSuffix() throws {
        let table = Self.table(order: 3)
        // A bigram that ends a trigram and continues nothing, left out.
        let contexts = Set(table.levels[2].map { Array($0.words.prefix(2)) })
        let suffix = try #require(table.levels[2].first { !contexts.contains(Array($0.words.suffix(2))) })
        var levels = table.levels
        levels[1].removeAll { $0.words == Array(suffix.words.suffix(2)) }
        let pruned = NGramTable(words: table.vocabulary, levels: levels)
        let model = try LanguageModel(data: Data(LanguageModelWriter.write(pruned)))
        #expect(!model.sections.hasSuffixKeys)
        Self.expectSameAnswers(model, pruned)
    }

    @Test("a suffix key past its suffix's continuations is refused")
    func damagedKey() throws {
        let bytes = try LanguageModelWriter.write(Self.table(order: 3))
        let model = try LanguageModel(data: Data(bytes))
        let level = model.sections.levels[2]
        // The last trigram, its key made the largest its bits hold: still in order within its
        // context, but past the continuations of its suffix's context.
        let bit = (level.count - 1) * level.wordBits
        var damaged = bytes
        for shift in 0..<level.wordBits {
            damaged[level.words! + (bit + shift) / 8] |= UInt8(1 << ((bit + shift) % 8))
        }
        let checksum = damaged.withUnsafeBytes {
            LanguageModelFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[LanguageModelFormat.headerSize...]))
        }
        withUnsafeBytes(of: checksum.littleEndian) { damaged.replaceSubrange(56..<64, with: $0) }
        #expect(throws: LanguageModelError("the 3-grams are damaged: a suffix is not in the model")) {
            try LanguageModel(data: Data(damaged))
        }
        var wider = bytes
        wider[LanguageModelFormat.headerSize + 2] = UInt8(model.sections.wordBits + 1)
        #expect(throws: LanguageModelError("the header is damaged: the widths of its words are not a model's")) {
            try LanguageModel(data: Data(wider))
        }
    }
}
