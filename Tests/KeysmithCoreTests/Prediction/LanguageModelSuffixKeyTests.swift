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

    /// ``table(order:)`` of order 3 without a bigram that ends a trigram and continues nothing:
    /// the trigram's suffix is not in the model. Also the trigram.
    static func tableMissingASuffix() throws -> (table: NGramTable, trigram: NGramTable.Entry) {
        let table = Self.table(order: 3)
        let contexts = Set(table.levels[2].map { Array($0.words.prefix(2)) })
        let trigram = try #require(table.levels[2].first { !contexts.contains(Array($0.words.suffix(2))) })
        var levels = table.levels
        levels[1].removeAll { $0.words == Array(trigram.words.suffix(2)) }
        return (NGramTable(words: table.vocabulary, levels: levels), trigram)
    }

    @Test("a model that lacks an n-gram's suffix stores word numbers, and reads back")
    func missingSuffix() throws {
        let pruned = try Self.tableMissingASuffix().table
        let model = try LanguageModel(data: Data(LanguageModelWriter.write(pruned)))
        #expect(!model.sections.hasSuffixKeys)
        Self.expectSameAnswers(model, pruned)
    }

    @Test("a word's probability after a context looked up once is the back-off rule's, to the bit")
    func probabilitiesAfterHistory() throws {
        let full = Self.table(order: 3)
        // A trigram whose suffix the model lacks, so no suffix keys.
        let (pruned, trigram) = try Self.tableMissingASuffix()
        var random = SplitMix64(seed: 7)
        for (table, suffixKeys) in [(full, true), (Self.table(order: 5), true), (pruned, false)] {
            let model = try LanguageModel(data: Data(LanguageModelWriter.write(table)))
            #expect(model.sections.hasSuffixKeys == suffixKeys)
            // Contexts the model holds whole, in part, and not at all; the words that follow them,
            // others, and a word the model lacks.
            let longest = table.levels[table.order - 1]
            var histories = (0..<40).map { _ in
                longest[Int.random(in: 0..<longest.count, using: &random)].words.dropLast().map {
                    table.vocabulary[Int($0)]
                }
            }
            histories += [
                [], ["nothing"], ["nothing", "w1"], ["w1", "nothing"],
                trigram.words.prefix(2).map { table.vocabulary[Int($0)] },
            ]
            histories += histories.prefix(10).map { ["w\(Int.random(in: 0..<2_000, using: &random))"] + $0.dropFirst() }
            var changedByContext = 0
            for context in histories {
                let history = model.history(of: context)
                let words = table.levels.dropFirst().flatMap { level in
                    (0..<15).map { _ in level[Int.random(in: 0..<level.count, using: &random)].words.last! }
                }.map { table.vocabulary[Int($0)] }
                for word in words + ["nothing"] {
                    let target = model.number(of: word)
                    let expected = Self.backOff(model, history.numbers + [target])
                    #expect(model.log10Probability(of: word, after: history) == expected, "\(word) after \(context)")
                    if let both = model.log10Probabilities(of: word, after: history) {
                        #expect(both.conditional == expected && both.unigram == Self.backOff(model, [target]))
                        if both.conditional != both.unigram { changedByContext += 1 }
                    } else {
                        #expect(target == model.unknownWord)
                    }
                }
            }
            #expect(changedByContext > 100)
        }
    }

    /// log₁₀ P(the last of `words` | the others) by the back-off rule, every n-gram looked up from
    /// its first word: the longest the model holds, times the back-off weights of the longer
    /// contexts it holds.
    static func backOff(_ model: LanguageModel, _ words: [UInt32]) -> Double {
        model.withView { view in
            var backoff: Float = 0
            for length in stride(from: words.count - 1, through: 1, by: -1) {
                let nGram = words.suffix(length + 1)
                guard let context = view.node(of: nGram.dropLast()) else { continue }
                if let found = view.node(of: nGram) { return Double(backoff + view.probability(of: found)) }
                backoff += view.backoff(of: context)
            }
            return Double(backoff + view.unigramProbability(of: words.last!))
        }
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
