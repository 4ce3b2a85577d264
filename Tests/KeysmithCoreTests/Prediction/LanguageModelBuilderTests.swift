import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Building models from text in bounded memory")
struct LanguageModelBuilderTests {
    /// 400 sentences of 1 to 8 words, Zipf-like among 120 words, some starting with a capital.
    func sentences() -> [[String]] {
        var random = SplitMix64(seed: 41)
        return (0..<400).map { index in
            var sentence = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                "w\(Int(120 * pow(Double.random(in: 0..<1, using: &random), 3)))"
            }
            if index.isMultiple(of: 5) { sentence[0] = "W" + sentence[0].dropFirst() }
            return sentence
        }
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("builder-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a tiny memory limit spills many runs, and merging them gives the counts and the model of counting in memory")
    func spillsAndMerges() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var inMemory = NGramCounts(order: 3)
        let limit = 40 * SpillingNGramCounter.bytesPerNGram(order: 3)
        var spilling = try SpillingNGramCounter(order: 3, memoryLimit: limit, temporaryDirectory: folder)
        #expect(spilling.tableCapacity == 40)
        for sentence in sentences() {
            inMemory.add(sentence: sentence)
            try spilling.add(sentence: sentence)
        }
        #expect(spilling.runs.count > 20)
        #expect(inMemory.counts.count > 800)
        let merged = try spilling.finish()
        #expect(merged.words == inMemory.words)
        #expect(merged.counts == inMemory.counts)
        let expected = try LanguageModelWriter.write(KneserNey.estimate(inMemory))
        #expect(try LanguageModelWriter.write(KneserNey.estimate(merged)) == expected)
        // The runs and their folder are gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a counter that never fills its table writes no run")
    func noSpill() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var counter = try SpillingNGramCounter(order: 2, memoryLimit: 1 << 20, temporaryDirectory: folder)
        try counter.add(sentence: ["a", "b"])
        try counter.add(sentence: ["a", "b"])
        #expect(counter.runs.isEmpty)
        #expect(try counter.finish().counts == [[0, 2]: 2, [2, 3]: 2, [3, 1]: 2])
    }

    @Test("lines stream across blocks; CRLF, CR and LF end them; lines that are not UTF-8 are skipped and counted")
    func lines() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("corpus.txt")
        var bytes = Array("first line\r\nsecond\rthird\n".utf8)
        bytes += [0x62, 0x61, 0x64, 0xFF, 0x0A]  // "bad", then a byte UTF-8 never uses
        bytes += Array("café €\n\n".utf8)
        bytes += [0xE2, 0x82, 0x0A]  // a truncated "€"
        bytes += Array("last without a break".utf8)
        try Data(bytes).write(to: url)
        for blockSize in [1, 2, 3, 7, 1 << 20] {
            var lines = CorpusLines(blockSize: blockSize)
            var read: [String] = []
            try lines.read(contentsOf: url) { read.append($0) }
            #expect(read == ["first line", "second", "third", "café €", "", "last without a break"])
            #expect(lines.unreadableLines == [4, 7], "block size \(blockSize)")
            #expect(lines.lineCount == 8)
        }
    }

    @Test("a file's text is counted by the tokenizer's rules, its bad lines reported, and the model pruned to a size")
    func buildFromFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("corpus.txt")
        var text = sentences().map { $0.joined(separator: " ") + "." }.joined(separator: " ")
        text += "\nThe end. The cat\n"
        try Data(Array(text.utf8) + [0xC3, 0x0A]).write(to: url)
        let tokenizer = CorpusTokenizer(
            elisions: .none, letterCase: .standard, isListedInLowerCase: { $0 == "the" })
        func builder() throws -> LanguageModelBuilder {
            var builder = try LanguageModelBuilder(
                tokenizer: tokenizer, memoryLimit: 100 * SpillingNGramCounter.bytesPerNGram(order: 3),
                temporaryDirectory: folder)
            let reading = try builder.add(contentsOf: url)
            #expect(reading.lineCount == 3)
            #expect(reading.unreadableLines == [3])
            #expect(reading.sentenceCount == 402)
            #expect(reading.wordCount == sentences().joined().count + 4)
            #expect(builder.spillCount > 5)
            return builder
        }
        let full = try LanguageModel(data: Data(try builder().build()))
        let pruned = try LanguageModel(data: Data(try builder().build(maximumSize: 12_000)))
        #expect(pruned.byteCount <= 12_000)
        #expect(full.byteCount > 12_000)
        // "The" starting a sentence was counted as "the"; "W…" first words stay capitalised.
        #expect(full.log10Probability(of: "cat", after: ["<s>", "the"]) > -1)
        #expect(full.log10Probability(of: "The", after: []) < -2)
        #expect(full.nGramCounts[0] > 120)
    }

    @Test("a hard-wrapped text's sentences go on across its line breaks only when asked")
    func wrappedText() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("wrapped.txt")
        try Data("the cat sat on\nthe mat and the dog sat on\nthe rug.\nThe end\n".utf8).write(to: url)
        let tokenizer = CorpusTokenizer(elisions: .none, letterCase: .standard, isListedInLowerCase: { $0 == "the" })
        func model(joiningWrappedLines joins: Bool) throws -> (LanguageModel, LanguageModelBuilder.Reading) {
            var builder = try LanguageModelBuilder(tokenizer: tokenizer, temporaryDirectory: folder)
            builder.joinsWrappedLines = joins
            let reading = try builder.add(contentsOf: url)
            return (try LanguageModel(data: Data(try builder.build())), reading)
        }
        let (joined, joinedReading) = try model(joiningWrappedLines: true)
        let (lines, linesReading) = try model(joiningWrappedLines: false)
        #expect(joinedReading.lineCount == 4 && linesReading.lineCount == 4)
        #expect(joinedReading.sentenceCount == 2)
        #expect(linesReading.sentenceCount == 4)
        #expect(joinedReading.wordCount == linesReading.wordCount)
        // `sat on the` is counted across the break; line by line, `the` only starts sentences there.
        let acrossBreak = joined.log10Probability(of: "the", after: ["sat", "on"])
        #expect(acrossBreak > -1)
        #expect(lines.log10Probability(of: "the", after: ["sat", "on"]) < acrossBreak - 0.5)
    }

    @Test("an ARPA file imports, is pruned to a size, and a malformed one is refused with its line and column")
    func importARPA() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("model.arpa")
        let arpa = """
            \\data\\
            ngram 1=4
            ngram 2=2

            \\1-grams:
            -1.0\t<s>\t-0.3
            -0.5\t</s>
            -0.6\thello\t-0.2
            -1.2\t<unk>

            \\2-grams:
            -0.1\t<s> hello
            -0.2\thello </s>

            \\end\\

            """
        try Data(arpa.utf8).write(to: url)
        let model = try LanguageModel(data: Data(try LanguageModelBuilder.importARPA(contentsOf: url)))
        #expect(model.nGramCounts == [4, 2])
        #expect(abs(model.log10Probability(of: "hello", after: ["<s>"]) - -0.1) < 0.01)
        try Data(arpa.replacingOccurrences(of: "-0.2\thello </s>", with: "-0.2\thello there").utf8).write(to: url)
        #expect {
            try LanguageModelBuilder.importARPA(contentsOf: url)
        } throws: { error in
            "\(error)".hasPrefix("model.arpa:13:12: ")
        }
    }
}
