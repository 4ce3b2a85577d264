import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// Models for the language model tests, made from text the tests make up.
enum LanguageModelFixtures {
    /// A trigram model of 400 made-up sentences over 120 words, Zipf-like.
    static let table: NGramTable = {
        var counts = NGramCounts(order: 3)
        var random = SplitMix64(seed: 2_026)
        for _ in 0..<400 {
            let sentence = (0..<Int.random(in: 1...9, using: &random)).map { _ in
                "w\(Int(120 * pow(Double.random(in: 0..<1, using: &random), 3)))"
            }
            counts.add(sentence: sentence)
        }
        return KneserNey.estimate(counts)
    }()

    static let bytes: [UInt8] = try! LanguageModelWriter.write(table)

    static func model() throws -> LanguageModel { try LanguageModel(data: Data(bytes)) }

    /// Contexts to query: none, every word, every 16th bigram, and some with unknown words.
    static var contexts: [[String]] {
        var contexts: [[String]] = [[]] + table.vocabulary.map { [$0] }
        contexts += stride(from: 0, to: table.levels[1].count, by: 16).map { index in
            table.levels[1][index].words.map { table.vocabulary[Int($0)] }
        }
        return contexts + [["nothing"], ["nothing", "w3"], ["w3", "nothing"], ["w1", "w2", "w3", "w4"]]
    }
}

@Suite("Language model file: writing, reading back, and damaged files")
struct LanguageModelFileTests {
    @Test("a model read back from its file gives every probability its table gives, to within quantisation")
    func roundTrip() throws {
        let table = LanguageModelFixtures.table
        let model = try LanguageModelFixtures.model()
        #expect(model.order == 3)
        #expect(model.nGramCounts == table.levels.map(\.count))
        #expect(model.byteCount == LanguageModelFixtures.bytes.count)
        #expect(try LanguageModelWriter.write(table) == LanguageModelFixtures.bytes)
        var largest = 0.0
        var total = 0.0
        var queries = 0
        for context in LanguageModelFixtures.contexts {
            for word in table.vocabulary + ["nothing"] {
                let error = abs(
                    model.log10Probability(of: word, after: context)
                        - Double(table.log10Probability(of: word, after: context)))
                largest = max(largest, error)
                total += error
                queries += 1
            }
        }
        // 256 levels, each as many of an order's weights as the others: close where weights are
        // common, coarser in the sparse tails.
        #expect(total / Double(queries) < 0.01, "the mean error is \(total / Double(queries))")
        #expect(largest < 0.2, "the largest error is \(largest)")
    }

    @Test("a model with few enough distinct weights stores them exactly")
    func exact() throws {
        let table = try ARPAReader.read(ARPAReaderTests.model, file: "test.arpa")
        let model = try LanguageModel(data: Data(LanguageModelWriter.write(table)))
        for context in [[], ["<s>"], ["<s>", "hello"], ["hello", "world"], ["zebra", "hello"], ["world"]] {
            for word in table.vocabulary + ["zebra"] {
                #expect(
                    model.log10Probability(of: word, after: context)
                        == Double(table.log10Probability(of: word, after: context)))
            }
        }
    }

    @Test("a unigram model, and a model of one word, are files like any other")
    func smallest() throws {
        var counts = NGramCounts(order: 1)
        counts.add(sentence: ["one"])
        let model = try LanguageModel(data: Data(LanguageModelWriter.write(KneserNey.estimate(counts))))
        #expect(model.order == 1)
        #expect(model.likeliestNextWords(after: ["one"], limit: 3).map(\.word) == ["one"])
        let arpa = "\\data\\\nngram 1=1\n\n\\1-grams:\n-0.5\t<unk>\n\n\\end\\\n"
        let empty = try LanguageModel(data: Data(LanguageModelWriter.write(ARPAReader.read(arpa, file: "e.arpa"))))
        #expect(empty.log10Probability(of: "anything", after: ["at", "all"]) == -0.5)
        #expect(empty.likeliestNextWords(after: [], limit: 3).isEmpty)
    }

    @Test("the writer refuses an n-gram whose context is not in the table")
    func notATrie() throws {
        let table = try ARPAReader.read(ARPAReaderTests.model, file: "test.arpa")
        var levels = table.levels
        levels[1].removeAll { $0.words == [table.number(of: "hello")!, table.number(of: "world")!] }
        #expect(throws: LanguageModelError.self) {
            try LanguageModelWriter.write(NGramTable(words: table.vocabulary, levels: levels))
        }
    }

    @Test("every truncation, changed bytes all over the file, and an added byte are refused with an error")
    func damaged() throws {
        let bytes = LanguageModelFixtures.bytes
        for length in stride(from: 0, to: bytes.count, by: 1) {
            #expect(throws: LanguageModelError.self) { try LanguageModel(data: Data(bytes[..<length])) }
        }
        #expect(throws: LanguageModelError.self) { try LanguageModel(data: Data(bytes + [0])) }
        // Every byte of the header, and every 7th of the payload, so that each section is hit at
        // offsets of every remainder modulo 8.
        let offsets =
            Array(0..<LanguageModelFormat.headerSize)
            + Array(stride(from: LanguageModelFormat.headerSize, to: bytes.count, by: 7))
        for offset in offsets {
            for change: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = bytes
                damaged[offset] ^= change
                #expect(throws: LanguageModelError.self, "byte \(offset) ^ \(change)") {
                    try LanguageModel(data: Data(damaged))
                }
            }
        }
    }

    @Test("errors say what is wrong")
    func messages() throws {
        let bytes = LanguageModelFixtures.bytes
        #expect(throws: LanguageModelError("the file is not a Keysmith language model")) {
            try LanguageModel(data: Data(("KSLX" + String(repeating: " ", count: 60)).utf8))
        }
        #expect(
            throws: LanguageModelError(
                "the file is 10 bytes long, shorter than a language model's header: it is not a model, or is truncated")
        ) { try LanguageModel(data: Data(bytes[..<10])) }
        var damaged = bytes
        damaged[damaged.count - 1] ^= 1
        #expect(throws: LanguageModelError("the file is damaged: its checksum does not match its contents")) {
            try LanguageModel(data: Data(damaged))
        }
        var newer = bytes
        newer[4] = 4
        #expect(throws: LanguageModelError("the model is in format version 4; this Keysmith reads versions 2 and 3")) {
            try LanguageModel(data: Data(newer))
        }
        var older = bytes
        older[4] = 1
        #expect(
            throws: LanguageModelError(
                "the model is in format version 1; this Keysmith reads versions 2 and 3: make it again with "
                    + "`keysmith model build` from its text, or `keysmith model import` from its ARPA file")
        ) { try LanguageModel(data: Data(older)) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID()).model")
        #expect(throws: LanguageModelError.self) { try LanguageModel(contentsOf: url) }
    }
}
